import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { shadowText, until, focusBoard } from '../helpers/board.js';
import { drawnAt } from '../helpers/board.js';
import { GoGame } from '../../src/engine/index.js';

const fixtureUrl = (name: string): string => new URL(`../fixtures/element/${name}`, import.meta.url).href;

const CAPTURE = '(;GM[1]FF[4]SZ[5];B[ba];W[aa];B[ab])';
// White's eighth move takes the black stone at c2 ([2, 1]); Black may not retake at once.
const KO = '(;GM[1]FF[4]SZ[5];B[ba];W[ca];B[ab];W[db];B[bc];W[cc];B[cb];W[bb];B[ee];W[ed];B[cb])';

async function boardWith(sgf: string): Promise<GoBoard> {
  const board = await fixture<GoBoard>(html`<go-board></go-board>`);
  await board.load(sgf);
  return board;
}



describe('<go-board> reviewing', () => {
  it('starts at the beginning and steps forward to a capture', async () => {
    const board = await boardWith(CAPTURE);
    expect(board.moveNumber).to.equal(0);
    expect(board.position).to.deep.equal(['.....', '.....', '.....', '.....', '.....']);
    board.last();
    expect(board.moveNumber).to.equal(3);
    expect(board.position.slice(0, 2)).to.deep.equal(['.X...', 'X....']);
    expect(board.captured).to.deep.equal([[0, 0]]);
    expect(board.captures).to.deep.equal({ black: 1, white: 0 });
    await board.updateComplete;
    // The captured stone stays visible as a ghost, and the panel says what happened.
    expect(board.shadowRoot!.querySelectorAll('.ghost').length).to.equal(1);
    expect(shadowText(board)).to.contain('Black captured 1 stone at A5');
    board.previous();
    expect(board.captured).to.deep.equal([]);
    expect(board.position[0]).to.equal('OX...');
  });

  it('marks and explains the ko point, and lets the retake happen after an exchange', async () => {
    const board = await boardWith(KO);
    board.goTo(8);
    expect(board.captured).to.deep.equal([[2, 1]]);
    expect(board.koPoint).to.deep.equal([2, 1]);
    await board.updateComplete;
    // The ko mark is drawn at the ko point (C4), and only there.
    expect(drawnAt(board, 'ko')).to.deep.equal([[2, 1]]);
    // The captured stone's ghost at C4, the last-move mark on White's stone at B4.
    expect(drawnAt(board, 'captured')).to.deep.equal([[2, 1]]);
    expect(drawnAt(board, 'last-move')).to.deep.equal([[1, 1]]);
    expect(shadowText(board)).to.contain('Ko: Black may not take back at C4');
    board.next();
    expect(board.koPoint).to.equal(null);
    board.last();
    expect(board.moveNumber).to.equal(11);
    expect(board.captured).to.deep.equal([[1, 1]]);
    expect(board.koPoint).to.deep.equal([1, 1]);
    await board.updateComplete;
    expect(drawnAt(board, 'ko')).to.deep.equal([[1, 1]]);
  });

  it('goTo clamps to the line and replays a real game like the engine does', async () => {
    const text = await (await fetch(fixtureUrl('ear-reddening-game.sgf'))).text();
    const board = await boardWith(text);
    board.goTo(100000);
    expect(board.moveNumber).to.equal(325);
    const game = new GoGame({ width: 19 });
    for (const [, color, point] of text.matchAll(/;([BW])\[([a-s]{2})\]/g)) {
      const r = game.play(point!.charCodeAt(0) - 97, point!.charCodeAt(1) - 97, { color: color === 'B' ? 'black' : 'white' });
      expect(r.legal).to.equal(true);
    }
    expect(board.position).to.deep.equal(game.position());
    expect(board.captures).to.deep.equal(game.captures);
    board.goTo(-4);
    expect(board.moveNumber).to.equal(0);
  });

  it('End and move="last" go to a closing comment after the last move, and End never steps back (found by a review)', async () => {
    const sgf = '(;GM[1]SZ[9];B[ee];W[cc];B[gc]C[Good move];C[Final comment: White resigned.])';
    const board = await fixture<GoBoard>(html`<go-board move="last" .sgf=${sgf}></go-board>`);
    await until(() => board.totalMoves === 3);
    await board.updateComplete;
    expect(board.moveNumber).to.equal(3);
    expect(shadowText(board)).to.contain('Final comment: White resigned.');
    const next = board.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label="Next move"]')!;
    const last = board.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label="Last move"]')!;
    expect([next.disabled, last.disabled]).to.deep.equal([true, true]);
    board.last();
    await board.updateComplete;
    expect(shadowText(board)).to.contain('Final comment: White resigned.');
    // One step back is the last move, with Last enabled: the closing node is one step further.
    board.previous();
    await board.updateComplete;
    expect(shadowText(board)).to.contain('Good move');
    expect(board.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label="Last move"]')!.disabled).to.equal(false);
    // A move number within the line still goes to the first node with that many moves.
    board.goTo(2);
    expect(board.position[2]![2]).to.equal('O');
  });

  it('fires go-navigate with the move and captures, and go-load with the game', async () => {
    const board = await fixture<GoBoard>(html`<go-board></go-board>`);
    const loaded = oneEvent(board, 'go-load');
    void board.load(CAPTURE);
    const { detail } = await loaded;
    expect(detail).to.include({ gameIndex: 0, games: 1, moves: 3 });
    board.goTo(2);
    const moved = oneEvent(board, 'go-navigate');
    board.next();
    const nav = await moved;
    expect(nav.detail).to.deep.equal({ moveNumber: 3, move: [0, 1], captured: [[0, 0]] });
    expect(nav.bubbles && nav.composed).to.equal(true);
  });

  it('only the focused board takes the keyboard', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div>
      <go-board id="a" .sgf=${CAPTURE}></go-board><go-board id="b" .sgf=${CAPTURE}></go-board>
    </div>`);
    const [a, b] = [...wrap.querySelectorAll('go-board')] as GoBoard[];
    await until(() => a!.totalMoves === 3 && b!.totalMoves === 3);
    await focusBoard(b!);
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    expect(b!.moveNumber).to.equal(2);
    expect(a!.moveNumber).to.equal(0);
    await sendKeys({ press: 'End' });
    expect(b!.moveNumber).to.equal(3);
    await sendKeys({ press: 'Home' });
    expect(b!.moveNumber).to.equal(0);
    await sendKeys({ press: 'PageDown' });
    expect(b!.moveNumber).to.equal(3);
  });

  it('the buttons and the slider navigate', async () => {
    const board = await boardWith(KO);
    await board.updateComplete;
    const buttons = [...board.shadowRoot!.querySelectorAll<HTMLButtonElement>('.controls button')];
    buttons[3]!.click(); // last
    expect(board.moveNumber).to.equal(11);
    await board.updateComplete;
    buttons[1]!.click(); // previous
    expect(board.moveNumber).to.equal(10);
    const slider = board.shadowRoot!.querySelector<HTMLInputElement>('input[type=range]')!;
    slider.value = '4';
    slider.dispatchEvent(new Event('input'));
    expect(board.moveNumber).to.equal(4);
  });

  it('loads inline SGF from a script child', async () => {
    const board = await fixture<GoBoard>(html`<go-board>
      <script type="application/x-go-sgf">(;GM[1]SZ[9]PB[Inline Black];B[ee])</script>
    </go-board>`);
    await until(() => board.totalMoves === 1);
    await board.updateComplete;
    expect(shadowText(board)).to.contain('Inline Black');
  });

  it('decodes a Shift_JIS record and shows the names', async () => {
    const bytes = new Uint8Array(await (await fetch(fixtureUrl('japanese-shift-jis.sgf'))).arrayBuffer());
    const board = await fixture<GoBoard>(html`<go-board></go-board>`);
    await board.load(bytes);
    await board.updateComplete;
    expect(shadowText(board)).to.contain('井山 裕太');
    expect(shadowText(board)).to.contain('山下 敬吾');
    board.last();
    await board.updateComplete;
    expect(shadowText(board)).to.contain('囲碁 is fun');
  });

  it('loads a file by src, and explains a 404', async () => {
    const board = await fixture<GoBoard>(html`<go-board src=${fixtureUrl('ear-reddening-game.sgf')}></go-board>`);
    await until(() => board.totalMoves === 325);
    const failed = oneEvent(board, 'go-error');
    board.src = '/test-responses/missing.sgf';
    const { detail } = await failed;
    expect(detail.kind).to.equal('http');
    expect(detail.message).to.contain('404');
    await board.updateComplete;
    expect(board.shadowRoot!.querySelector('[role=alert]')!.textContent).to.contain('the server answered 404 (not found).');
  });

  it('a refusal it has no words for: the server\'s phrase on an English page (en-US too), the number alone in another language', async () => {
    for (const [lang, said] of [['en-US', 'the server answered 429 Too Many Requests.'], ['vi', 'máy chủ trả lời 429.']]) {
      const board = await fixture<GoBoard>(html`<go-board lang=${lang}></go-board>`);
      const failed = oneEvent(board, 'go-error');
      board.src = '/test-responses/too-many.sgf';
      expect((await failed).detail.message).to.contain('429 Too Many Requests');
      await board.languageReady;
      await board.updateComplete;
      expect(board.shadowRoot!.querySelector('[role=alert]')!.textContent, lang).to.contain(said);
    }
  });

  it('a failed load over a game: Escape closes its message, as Close does, and the game is there again', async () => {
    const board = await boardWith('(;GM[1]SZ[9];B[ee];W[cc])');
    board.last();
    await board.load('not sgf at all').catch(() => undefined);
    await board.updateComplete;
    // Booleans, not elements: a failed assertion on an element makes the runner serialise the whole board.
    expect(!!board.shadowRoot!.querySelector('[role=alert]'), 'message shown').to.equal(true);
    await focusBoard(board);
    await sendKeys({ press: 'Escape' });
    await board.updateComplete;
    expect(!!board.shadowRoot!.querySelector('.message'), 'message closed').to.equal(false);
    expect(board.moveNumber).to.equal(2);
  });

  it('rejects bad input with a clear error, an event and a message in the board', async () => {
    const board = await fixture<GoBoard>(html`<go-board></go-board>`);
    const failed = oneEvent(board, 'go-error');
    let error: unknown;
    await board.load('<html><body>not a game</body></html>').catch((e) => (error = e));
    expect(error).to.be.instanceOf(Error);
    expect((await failed).detail.message).to.equal((error as Error).message);
    await board.updateComplete;
    expect(board.shadowRoot!.querySelector('[role=alert]')).to.exist;
  });

  it('shows variations and follows the chosen one', async () => {
    const board = await boardWith('(;GM[1]SZ[9];B[ee](;W[cc];B[gc])(;W[gg];B[cg])(;W[ec]))');
    board.next();
    await board.updateComplete;
    expect(board.shadowRoot!.querySelectorAll('.variation').length).to.equal(3);
    board.chooseVariation(1);
    board.next();
    expect(board.position[6]![6]).to.equal('O');
    board.previous();
    await board.updateComplete;
    await focusBoard(board);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowRight' });
    expect(board.position[2]![4]).to.equal('O');
    expect(board.totalMoves).to.equal(2);
  });

  it('game information lists the source, the annotator and the game comment as written (text only)', async () => {
    const board = await boardWith('(;GM[1]SZ[9]PB[A]PW[B]RE[B+R]SO[Go World 44, 1986]AN[<b>Kaoru</b>]GC[A title match game.\nSecond line.];B[ee])');
    await board.updateComplete;
    const rows = [...board.shadowRoot!.querySelectorAll('[part=info] div')].map((d) => `${d.querySelector('dt')!.textContent}: ${d.querySelector('dd')!.textContent}`);
    expect(rows).to.include.members(['Source: Go World 44, 1986', 'Annotator: <b>Kaoru</b>', 'About the game: A title match game.\nSecond line.']);
    expect(board.shadowRoot!.querySelector('[part=info] b')).to.equal(null);
  });

  it('names the variations by their move; a pass is a pass, a setup variation goes by its name (N)', async () => {
    const board = await boardWith('(;GM[1]SZ[9](;B[ee])(;B[])(;AB[cc]N[Setup])(;AW[dd]))');
    await board.updateComplete;
    const names = [...board.shadowRoot!.querySelectorAll('[part=variations] button')].map((b) => b.textContent!.trim());
    expect(names).to.deep.equal(['A E5', 'B Pass', 'C Setup', 'D']);
  });
});

describe('<go-board> language', () => {
  it('switches its words when its own lang attribute changes', async () => {
    const board = await fixture<GoBoard>(html`<go-board .sgf=${CAPTURE}></go-board>`);
    await until(() => board.totalMoves === 3);
    board.last();
    await board.updateComplete;
    expect(shadowText(board)).to.contain('Prisoners');
    board.setAttribute('lang', 'vi');
    await board.languageReady;
    await board.updateComplete;
    expect(shadowText(board)).to.contain('Tù binh');
    expect(shadowText(board)).to.contain('Đen ăn 1 quân tại A5');
  });
});

describe('<go-board> files', () => {
  it('with allow-open, a dropped SGF file is loaded', async () => {
    const board = await fixture<GoBoard>(html`<go-board allow-open allow-save></go-board>`);
    await board.updateComplete;
    const labels = [...board.shadowRoot!.querySelectorAll('button')].map((b) => b.textContent!.trim());
    expect(labels).to.include('Open SGF…');
    const data = new DataTransfer();
    data.items.add(new File([CAPTURE], 'capture.sgf', { type: 'application/x-go-sgf' }));
    const loaded = oneEvent(board, 'go-load');
    board.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
    board.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    expect((await loaded).detail.moves).to.equal(3);
    await board.updateComplete;
    expect([...board.shadowRoot!.querySelectorAll('button')].map((b) => b.textContent!.trim())).to.include('Save SGF');
  });

  it('without allow-open, a drop does nothing', async () => {
    const board = await fixture<GoBoard>(html`<go-board></go-board>`);
    const data = new DataTransfer();
    data.items.add(new File([CAPTURE], 'capture.sgf'));
    const drop = new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true });
    board.dispatchEvent(drop);
    // A board that takes a drop claims it at once (and shows that it loads); this one left it to the page.
    expect(drop.defaultPrevented).to.equal(false);
    await board.updateComplete;
    expect(board.shadowRoot!.querySelector('[aria-busy]')).to.equal(null);
    expect(board.totalMoves).to.equal(0);
  });
});

describe('<go-board> variation letters', () => {
  /** sRGB relative luminance of "rgb(r, g, b)". */
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const rgb = (css: string) => css.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number);
  const contrast = (a: number[], b: number[]) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };

  it('are readable on the ghost stone of either colour (contrast at least 4.5:1 over the ghost on the wood)', async () => {
    // Black's three first moves, then White's two answers to the first: ghosts of both colours.
    const board = await fixture<GoBoard>(html`<go-board move="0" .sgf=${'(;GM[1]SZ[9](;B[ee](;W[cc])(;W[gg]))(;B[cc])(;B[gg]))'}></go-board>`);
    const wood = rgb(getComputedStyle(board).getPropertyValue('--go-board-background') || 'rgb(220, 179, 92)');
    await until(() => board.totalMoves > 0);
    for (const [move, color] of [[0, 'black'], [1, 'white']] as const) {
      board.goTo(move);
      await until(() => board.shadowRoot!.querySelectorAll(`g.variation.${color}`).length > 1);
      const groups = [...board.shadowRoot!.querySelectorAll('g.variation')];
      for (const g of groups) {
        const circle = getComputedStyle(g.querySelector('circle')!);
        const alpha = Number(circle.opacity);
        const ghost = rgb(circle.fill).map((c, i) => alpha * c + (1 - alpha) * wood[i]!);
        expect(contrast(rgb(getComputedStyle(g.querySelector('text')!).fill), ghost), g.getAttribute('class')!).to.be.at.least(4.5);
      }
    }
  });
});
