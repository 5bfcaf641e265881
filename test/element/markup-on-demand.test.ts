import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';

// The markup layer (markup-layer.ts) loads when the board first shows a node that needs it. This file
// runs in a page of its own, so the layer is not loaded before the first test.
const layerLoaded = (): boolean => performance.getEntriesByType('resource').some((e) => /\/src\/element\/markup-layer\.ts/.test(e.name));

describe('<go-board> markup on demand', () => {
  it('a game without markup or variations does not load it; DD set on the way to the shown move does', async () => {
    const board = await fixture<GoBoard>(html`<go-board move="last"></go-board>`);
    await board.load('(;GM[1]SZ[9];B[ee];W[cc];B[gg])');
    expect(layerLoaded()).to.equal(false);
    // DD in the second node lasts to the last one, which has no markup of its own.
    await board.load('(;GM[1]SZ[9];B[ee]DD[aa][ab];W[cc];B[gg])');
    expect(board.moveNumber).to.equal(3);
    expect(layerLoaded()).to.equal(true);
    expect(board.shadowRoot!.querySelectorAll('.dim').length).to.equal(2);
  });
});
