// A board speaks the language of the nearest lang above it, and follows it when the page changes it at run
// time: <html lang>, a container's lang, a lang added or removed in between, inside a shadow root too.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { until } from '../helpers/board.js';

const GAME = '(;GM[1]FF[4]SZ[9];B[ee];W[cc])';
const moveText = (board: GoBoard): string => board.shadowRoot!.querySelector('.move-number')!.textContent!;
/** Waits for the board to say "Nước" (Vietnamese) or "Move" (English) under the board. */
const speaks = (board: GoBoard, word: 'Nước' | 'Move') => until(() => moveText(board).startsWith(word));

async function boardIn(parent: HTMLElement): Promise<GoBoard> {
  const board = document.createElement('go-board');
  board.sgf = GAME;
  parent.append(board);
  await until(() => board.totalMoves === 2);
  await board.updateComplete;
  return board;
}

describe('<go-board> follows lang changes above it', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
  });

  it('<html lang> switched to vi and back: the board follows', async () => {
    const board = await fixture<GoBoard>(html`<go-board .sgf=${GAME}></go-board>`);
    await until(() => board.totalMoves === 2);
    await board.updateComplete;
    expect(moveText(board)).to.equal('Move 0 of 2');
    document.documentElement.lang = 'vi';
    await speaks(board, 'Nước');
    expect(moveText(board)).to.equal('Nước 0 / 2');
    document.documentElement.lang = 'en';
    await speaks(board, 'Move');
  });

  it('languageReady sees a lang just changed above the board: awaited, the board is drawn in it', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div></div>`);
    const board = await boardIn(wrap);
    wrap.lang = 'vi';
    await board.languageReady;
    await board.updateComplete;
    expect(moveText(board)).to.equal('Nước 0 / 2');
  });

  it("a container's lang, one added nearer the board, then removed: the nearest decides", async () => {
    const outer = await fixture<HTMLDivElement>(html`<div lang="vi"><section></section></div>`);
    const board = await boardIn(outer.querySelector('section')!);
    await board.languageReady;
    await speaks(board, 'Nước');
    outer.querySelector('section')!.lang = 'en';
    await speaks(board, 'Move');
    outer.querySelector('section')!.removeAttribute('lang');
    await speaks(board, 'Nước');
    outer.lang = 'en-GB';
    await speaks(board, 'Move');
  });

  it('a board in a shadow root follows a lang changed in that shadow tree', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<div><span></span></div>';
    const board = await boardIn(shadow.querySelector('span')!);
    expect(moveText(board)).to.equal('Move 0 of 2');
    shadow.querySelector('div')!.lang = 'vi';
    await speaks(board, 'Nước');
  });

  it("a board in a shadow root speaks the shadow host's language (as :lang() does), and follows it", async () => {
    const outer = await fixture<HTMLDivElement>(html`<div lang="vi"><section></section></div>`);
    const shadow = outer.querySelector('section')!.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<div><span></span></div>';
    const board = await boardIn(shadow.querySelector('span')!);
    await speaks(board, 'Nước');
    expect(board.lang).to.equal('vi');
    outer.lang = 'en';
    await speaks(board, 'Move');
  });

  it('boards share one observer, which stops when the last board leaves the page', async () => {
    const observe = MutationObserver.prototype.observe;
    const disconnect = MutationObserver.prototype.disconnect;
    const observers = new Set<MutationObserver>();
    const stopped: MutationObserver[] = [];
    MutationObserver.prototype.observe = function (this: MutationObserver, target: Node, options?: MutationObserverInit) {
      if (options?.attributeFilter?.includes('lang')) observers.add(this);
      return observe.call(this, target, options);
    };
    MutationObserver.prototype.disconnect = function (this: MutationObserver) {
      stopped.push(this);
      return disconnect.call(this);
    };
    try {
      const wrap = await fixture<HTMLDivElement>(html`<div></div>`);
      const boards = [await boardIn(wrap), await boardIn(wrap), await boardIn(wrap)];
      expect(observers.size).to.equal(1);
      const [observer] = observers;
      boards[0]!.remove();
      boards[1]!.remove();
      expect(stopped).to.not.include(observer);
      boards[2]!.remove();
      expect(stopped).to.include(observer);
      // Off the page, a board does not follow (nor hold anything): back on it, it reads its language again.
      document.documentElement.lang = 'vi';
      wrap.append(boards[2]!);
      await speaks(boards[2]!, 'Nước');
    } finally {
      MutationObserver.prototype.observe = observe;
      MutationObserver.prototype.disconnect = disconnect;
    }
  });
});
