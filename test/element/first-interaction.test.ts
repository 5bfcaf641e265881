import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { shadowText } from '../helpers/board.js';

// What answers clicks and keys is part of the board's own module: a board answers from its first paint,
// with no second file to wait for. This file runs in a page of its own.
const CAPTURE = '(;GM[1]FF[4]SZ[9];B[ee];W[de];B[dd];W[cd];B[ce])';
const fetchedChunk = (): boolean => performance.getEntriesByType('resource').some((e) => /\/src\/element\/(modes|markup-layer|scoring-ui|big-file)/.test(e.name));

describe('<go-board> from its first paint', () => {
  it('a key acts at once, before the board has even drawn, and its default (scrolling) stops', async () => {
    const board = document.createElement('go-board') as GoBoard;
    board.play(4, 4); // a game to step through, made at once (play() is synchronous)
    document.body.append(board);
    try {
      expect(board.moveNumber).to.equal(1);
      const key = new KeyboardEvent('keydown', { key: 'Home', bubbles: true, composed: true, cancelable: true });
      board.dispatchEvent(key);
      expect(key.defaultPrevented).to.equal(true);
      expect(board.moveNumber).to.equal(0);
      await board.updateComplete;
      expect(fetchedChunk()).to.equal(false);
    } finally {
      board.remove();
    }
  });

  it('keys the board does not use in review (F5, Space, a letter, Escape) are left alone', async () => {
    const board = document.createElement('go-board') as GoBoard;
    document.body.append(board);
    try {
      for (const name of ['F5', ' ', 'p', 'Escape']) {
        const key = new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true });
        board.dispatchEvent(key);
        expect(key.defaultPrevented, name).to.equal(false);
      }
    } finally {
      board.remove();
    }
  });

  it('once load() has resolved, keys and clicks are answered at once, and nothing else was fetched', async () => {
    const board = await fixture<GoBoard>(html`<go-board coordinates allow-open allow-save></go-board>`);
    await board.load(CAPTURE);
    board.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true, composed: true, cancelable: true }));
    expect(board.moveNumber).to.equal(5);
    await board.updateComplete;
    const svg = board.shadowRoot!.querySelector('svg.board') as SVGSVGElement;
    const p = new DOMPoint(4, 4).matrixTransform(svg.getScreenCTM()!);
    svg.dispatchEvent(new MouseEvent('click', { clientX: p.x, clientY: p.y, bubbles: true, composed: true }));
    await board.updateComplete;
    expect(shadowText(board)).to.contain('This stone has 3 liberties.');
    expect(board.shadowRoot!.querySelectorAll('.coords text').length).to.equal(36);
    expect([...board.shadowRoot!.querySelectorAll('button')].map((b) => b.textContent!.trim())).to.include.members(['Open SGF…', 'Save SGF']);
    expect(fetchedChunk()).to.equal(false);
  });
});
