// Issue 3's size budget: dist/go-board.js (Lit and the SGF parser inside) at most 20,000 bytes gzipped.
// Deterministic (gzip level 9 of the built file), so it is a test; speed stays in the benchmarks.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET = 20000;
const bytes = readFileSync(new URL('../../dist/go-board.js', import.meta.url));
const gzipped = gzipSync(bytes, { level: 9 }).length;
const code = bytes.toString('utf8');
// What the budget is about must be inside: Lit's renderer and the SGF parser.
assert.match(code, /_\$litPart\$/, 'Lit is bundled');
assert.match(code, /No SGF game found/, 'the SGF parser is bundled');
assert.ok(gzipped <= BUDGET, `dist/go-board.js is ${gzipped} bytes gzipped, over the ${BUDGET}-byte budget`);
console.log(`bundle size: dist/go-board.js ${bytes.length} bytes, ${gzipped} gzipped (budget ${BUDGET})`);
