// The package root must load in Node with no DOM, register nothing, and play Go.
import assert from 'node:assert/strict';

const root = await import('../../dist/index.js');
assert.equal(typeof globalThis.customElements, 'undefined', 'Node has no custom element registry');
assert.equal(typeof root.GoGame, 'function', 'GoGame is exported');
const game = new root.GoGame({ width: 9 });
assert.deepEqual(game.play(0, 1), { legal: true, captured: [] });
game.play(0, 0);
const result = game.play(1, 0);
assert.deepEqual(result, { legal: true, captured: [[0, 0]] });
assert.deepEqual(game.captures, { black: 1, white: 0 });
console.log('package root: loads in Node without a DOM, GoGame plays and captures');
