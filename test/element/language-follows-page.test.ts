// A board speaks the language of the nearest lang above it, and follows it when the page changes it at run
// time: <html lang>, a container's lang, a lang added or removed in between, inside a shadow root too. A mode's
// last message follows it as well (kept as what to say, not as a sentence).
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { dictionaryFor } from '../../src/element/i18n/index.js';
import { clickPoint, until } from '../helpers/board.js';

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

  describe("a mode's last message is said again in the new language", () => {
    /** A board in a mode, in an English container, once the mode has drawn its panel. */
    async function modeBoard(mode: string, sgf: string, panel: string): Promise<{ wrap: HTMLDivElement; board: GoBoard }> {
      const wrap = await fixture<HTMLDivElement>(html`<div lang="en" style="max-width: 320px"></div>`);
      const board = document.createElement('go-board');
      board.setAttribute('mode', mode);
      board.setAttribute('size', '5');
      if (sgf) board.sgf = sgf;
      wrap.append(board);
      await until(() => !!board.shadowRoot!.querySelector(panel));
      return { wrap, board };
    }
    const said = (board: GoBoard, selector: string): string => board.shadowRoot!.querySelector(selector)!.textContent!.replace(/\s+/g, ' ').trim();
    const button = (board: GoBoard, name: string): HTMLButtonElement =>
      [...board.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent!.trim() === name)!;
    async function toVietnamese(wrap: HTMLElement, board: GoBoard): Promise<void> {
      wrap.lang = 'vi';
      await board.languageReady;
      await board.updateComplete;
    }

    it('problem mode: the hint', async () => {
      const sgf = '(;GM[1]SZ[9]PL[B]AB[bb][db][ca]AW[cb];B[cc]C[RIGHT];W[dd])';
      const { wrap, board } = await modeBoard('problem', sgf, '.problem');
      button(board, 'Hint').click();
      await board.updateComplete;
      expect(said(board, '[part=problem-status]')).to.equal('Black to play Hint: try C7.');
      await toVietnamese(wrap, board);
      expect(said(board, '[part=problem-status]')).to.equal('Đến lượt Đen Gợi ý: thử C7.');
    });

    it('guess mode: the move shown, with its colour', async () => {
      const { wrap, board } = await modeBoard('guess', '(;GM[1]SZ[9];B[de];W[ef])', '.guess');
      button(board, 'Show the move').click();
      await board.updateComplete;
      expect(said(board, '.guess [role=status]')).to.equal('Guess the next move: White to play. In the game, Black played D5.');
      await toVietnamese(wrap, board);
      expect(said(board, '.guess [role=status]')).to.equal('Đoán nước tiếp theo: Trắng đi. Trong ván, Đen đã đi D5.');
    });

    it('the capture game: why a move is refused', async () => {
      const { wrap, board } = await modeBoard('capture', '', '[part~=capture-status]');
      await clickPoint(board, [2, 2]);
      await until(() => board.shadowRoot!.querySelector('[part~=capture-moves]')!.textContent === 'Moves: 2');
      await clickPoint(board, [2, 2]);
      expect(said(board, '[part~=capture-message]')).to.equal(dictionaryFor('en')('occupied'));
      await toVietnamese(wrap, board);
      expect(said(board, '[part~=capture-message]')).to.equal(dictionaryFor('vi')('occupied'));
    });

    it('edit mode: the edit made', async () => {
      const { wrap, board } = await modeBoard('edit', '(;GM[1]SZ[9])', '.editor');
      await until(() => !!board.editor);
      board.editor!.play(4, 4);
      await board.updateComplete;
      expect(said(board, '.editor [role=status]')).to.equal('Black: E5.');
      await toVietnamese(wrap, board);
      expect(said(board, '.editor [role=status]')).to.equal('Đen: E5.');
    });
  });
  it('a lang changed while the board is off the page (and drawn then): back on it, the board speaks its lang', async () => {
    const board = await fixture<GoBoard>(html`<go-board lang="vi" sgf=${GAME}></go-board>`);
    await board.languageReady;
    await speaks(board, 'Nước');
    const parent = board.parentElement!;
    board.remove();
    board.lang = 'en';
    board.coordinates = true; // drawn in English while off the page
    await board.updateComplete;
    board.lang = 'vi';
    parent.append(board);
    await board.languageReady;
    await speaks(board, 'Nước');
    expect(board.shadowRoot!.querySelector('button.describe')!.textContent!.trim()).to.equal(dictionaryFor('vi')('describe'));
  });
});
