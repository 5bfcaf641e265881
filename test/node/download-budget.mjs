// Issue 11's budget: what a page downloads (network requests in Chromium, each file gzip -9), not one
// file's size. Deterministic, so a test; speed stays in the benchmarks. See scripts/downloads.mjs.
//   (b) a commented game with marks and variations: at most 30,000 bytes; the entry: 24,000 (a warning above).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { measureDownloads } from '../../scripts/downloads.mjs';

const BUDGET = 30000;
const ENTRY_GOAL = 24000;
const m = await measureDownloads();
const line = (k, what) => `(${k}) ${what}: ${m[k].bytes} bytes in ${m[k].files.length} files (${m[k].files.join(', ')})`;
console.log(`downloads, gzip -9: ${line('a', 'a 300-move game')}`);
console.log(`downloads, gzip -9: ${line('b', 'commented, marks and variations')}`);
console.log(`downloads, gzip -9: ${line('c', '(b) and counting the score')}`);
console.log(`downloads, gzip -9: entry go-board.js ${m.entry} bytes (goal ${ENTRY_GOAL})`);
if (m.entry > ENTRY_GOAL) console.warn(`warning: go-board.js is ${m.entry} bytes gzipped, over the ${ENTRY_GOAL}-byte goal`);
// A plain game needs nothing but the entry: what a reviewing board uses at first paint is in it.
assert.deepEqual(m.a.files, ['go-board.js'], 'a plain game loads go-board.js only');
assert.ok(m.b.files.some((f) => /^go-board-markup-layer-/.test(f)), 'markup comes as a chunk');
assert.ok(m.c.files.some((f) => /^go-board-scoring-ui-/.test(f)), 'scoring comes as a chunk');
assert.ok(m.b.bytes <= BUDGET, `(b) downloads ${m.b.bytes} bytes gzipped, over the ${BUDGET}-byte budget`);
// What (b) needs after the entry comes in one round trip: its chunks import nothing but go-board.js (a chunk's own
// static import is found only once the chunk is read, a second round trip before the marks show).
for (const f of m.b.files.filter((f) => f !== 'go-board.js')) {
  const code = readFileSync(new URL(`../../dist/${f}`, import.meta.url), 'utf8');
  const imports = [...code.matchAll(/(?:\bfrom|\bimport)\s*["'`]\.\/([^"'`]+)["'`]/g)].map((i) => i[1]).filter((i) => i !== 'go-board.js');
  assert.deepEqual(imports, [], `${f} imports ${imports.join(', ')}: fetched one after the other`);
}
