import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { until } from '../helpers/board.js';

// A board moved in the page (tabs, dialogs, sliders, a framework re-mounting it) is taken off and put back: its
// download, stopped when it left, starts again (it used to say "Loading…" for good). Found by a hunt for defects.
describe('a board moved while its file downloads', () => {
  it('downloads it again once back on the page, and shows the game', async () => {
    const board = await fixture<GoBoard>(html`<go-board src="/test/fixtures/element/ear-reddening-game.sgf"></go-board>`);
    await board.updateComplete;
    const other = document.createElement('div');
    document.body.append(other);
    other.append(board);
    await until(() => board.totalMoves > 0);
    expect(board.shadowRoot!.querySelector('.message')).to.equal(null);
    other.remove();
  });

  it('a board taken off for good stays as it was, and loads nothing more', async () => {
    const board = await fixture<GoBoard>(html`<go-board src="/test/fixtures/element/ear-reddening-game.sgf"></go-board>`);
    await board.updateComplete;
    board.remove();
    await new Promise((r) => setTimeout(r, 300));
    expect(board.totalMoves).to.equal(0);
  });
});
