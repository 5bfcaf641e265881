// The package root must load in Node with no DOM, register nothing, and play Go.
import assert from 'node:assert/strict';

const root = await import('../../dist/index.js');
// Lit's Node build may shim a registry; the package root must not register anything in it.
assert.equal(globalThis.customElements?.get('go-board'), undefined, 'the package root registers no tag');
for (const name of ['GoGame', 'GoBoard', 'parseSgf', 'toSgf', 'SgfCursor', 'countScore', 'guessDeadStones', 'CaptureGame', 'chooseMove']) {
  assert.equal(typeof root[name], 'function', `${name} is exported`);
}
const game = new root.GoGame({ width: 9 });
assert.deepEqual(game.play(0, 1), { legal: true, captured: [] });
game.play(0, 0);
const result = game.play(1, 0);
assert.deepEqual(result, { legal: true, captured: [[0, 0]] });
assert.deepEqual(game.captures, { black: 1, white: 0 });
// The SGF layer and the scoring work headless.
const [tree] = root.parseSgf('(;SZ[5]KM[0.5]AB[ca][cb][cc][cd][ce]AW[da][db][dc][dd][de][aa])');
const cursor = new root.SgfCursor(tree);
const signs = cursor.game.signs();
const dead = root.guessDeadStones(5, 5, signs);
assert.deepEqual(dead, [[0, 0]]);
assert.equal(root.countScore({ width: 5, height: 5, signs, dead, komi: 0.5 }).result, 'B+5.5');
console.log('package root: loads in Node without a DOM; GoGame, SGF and scoring work headless');
