// No import cycles in src/, type-only imports included (feature files see the board through BoardHost).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../../src/', import.meta.url));
const files = readdirSync(src, { recursive: true }).filter((f) => f.endsWith('.ts')).map((f) => join(src, f));
const imports = new Map(
  files.map((file) => {
    const code = readFileSync(file, 'utf8');
    const targets = [...code.matchAll(/(?:import|export)\s[^'"]*?from\s*'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g)]
      .map((m) => resolve(dirname(file), (m[1] ?? m[2]).replace(/\.js$/, '.ts')))
      .filter((t) => files.includes(t));
    return [file, targets];
  }),
);
// Depth-first search; a grey node met again closes a cycle.
const state = new Map();
const cycles = [];
const visit = (file, path) => {
  state.set(file, 'grey');
  for (const next of imports.get(file) ?? []) {
    if (state.get(next) === 'grey') cycles.push([...path.slice(path.indexOf(next)), next].map((f) => f.slice(src.length)).join(' -> '));
    else if (!state.has(next)) visit(next, [...path, next]);
  }
  state.set(file, 'black');
};
for (const file of files) if (!state.has(file)) visit(file, [file]);
assert.deepEqual(cycles, [], `import cycles:\n${cycles.join('\n')}`);
console.log(`import cycles: none among ${files.length} modules of src/ (type-only imports included)`);
