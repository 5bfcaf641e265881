import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { shadowText, until } from '../helpers/board.js';

// What answers clicks and keys (interaction.ts, in the extras) loads when a reader first reaches for the
// board. This file runs in a page of its own, so nothing has loaded it before these tests.
const CAPTURE = '(;GM[1]FF[4]SZ[9];B[ee];W[de];B[dd];W[cd];B[ce])';
const extrasLoaded = (): boolean => performance.getEntriesByType('resource').some((e) => /\/src\/element\/extras\.ts/.test(e.name));

describe('<go-board> before the first interaction', () => {
  it('draws, loads and steps with its buttons without the interaction code; a key that comes first waits for it', async () => {
    const board = await fixture<GoBoard>(html`<go-board .sgf=${CAPTURE}></go-board>`);
    await until(() => board.totalMoves === 5);
    board.last();
    board.first();
    board.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label="Next move"]')!.click();
    expect(board.moveNumber).to.equal(1);
    expect(extrasLoaded()).to.equal(false);

    // A key before the code is here: its default (scrolling) stops now, and it is acted on once the code has come.
    const key = new KeyboardEvent('keydown', { key: 'End', bubbles: true, composed: true, cancelable: true });
    board.dispatchEvent(key);
    expect(key.defaultPrevented).to.equal(true);
    expect(board.moveNumber).to.equal(1);
    await board.updateComplete;
    expect(extrasLoaded()).to.equal(true);
    expect(board.moveNumber).to.equal(5);
  });

  it('keys the board does not use in review (F5, Space, a letter, Escape) are left alone', async () => {
    const board = await fixture<GoBoard>(html`<go-board .sgf=${CAPTURE}></go-board>`);
    await until(() => board.totalMoves === 5);
    for (const name of ['F5', ' ', 'p', 'Escape']) {
      const key = new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true });
      board.dispatchEvent(key);
      expect(key.defaultPrevented, name).to.equal(false);
    }
  });

  it('once loaded, a click on a stone says its liberties at once', async () => {
    const board = await fixture<GoBoard>(html`<go-board .sgf=${CAPTURE} move="last"></go-board>`);
    await until(() => board.moveNumber === 5);
    board.dispatchEvent(new Event('pointerover', { bubbles: true, composed: true }));
    await board.updateComplete;
    const svg = board.shadowRoot!.querySelector('svg.board') as SVGSVGElement;
    const p = new DOMPoint(4, 4).matrixTransform(svg.getScreenCTM()!);
    svg.dispatchEvent(new MouseEvent('click', { clientX: p.x, clientY: p.y, bubbles: true, composed: true }));
    await board.updateComplete;
    expect(shadowText(board)).to.contain('This group of 1 stone has 3 liberties.');
  });
});
