import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { until } from '../helpers/board.js';
import { followTimers } from '../helpers/timers.js';
import { dictionaryFor } from '../../src/element/i18n/index.js';
import { CaptureMode } from '../../src/element/modes/capture-mode.js';
import { addCaptureWords } from '../../src/element/modes/capture-words.js';
import type { Color, Vertex } from '../../src/engine/index.js';


const root = (board: GoBoard): ShadowRoot => board.shadowRoot!;
const part = (board: GoBoard, name: string): string => root(board).querySelector(`[part~="${name}"]`)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const status = (board: GoBoard): string => part(board, 'capture-status');
const moves = (board: GoBoard): number => Number(part(board, 'capture-moves').replace(/\D+/g, ''));

/** A capture board of `size`, in a narrow box so every point is on screen, once its mode has loaded. */
async function captureBoard(attrs = 'size="5" ai-level="hard"', lang = 'en'): Promise<GoBoard> {
  const wrap = await fixture<HTMLDivElement>(
    html`<div lang=${lang} style="max-width: 320px"></div>`,
  );
  // Attributes as a page author writes them (parsed, not set as properties).
  wrap.innerHTML = `<go-board mode="capture" ${attrs}></go-board>`;
  const board = wrap.querySelector('go-board')!;
  await until(() => status(board) !== '');
  return board;
}

/** The drawn board as rows of text: 'X' black, 'O' white, '.' empty (read from the SVG). */
function rows(board: GoBoard): string[] {
  const svg = root(board).querySelector('svg.board')!;
  const [, , w] = svg.getAttribute('viewBox')!.split(' ').map(Number);
  const n = Math.round(w! - 1.4 + 1);
  const out = Array.from({ length: n }, () => [...'.'.repeat(n)]);
  svg.querySelectorAll('circle.stone').forEach((c) => {
    out[Number(c.getAttribute('cy'))]![Number(c.getAttribute('cx'))] = c.classList.contains('black') ? 'X' : 'O';
  });
  return out.map((r) => r.join(''));
}

const count = (r: string[], ch: string): number => r.join('').split(ch).length - 1;
const drawn = (board: GoBoard, selector: string): Vertex[] =>
  [...root(board).querySelectorAll(selector)].map((c) => [Number(c.getAttribute('cx')), Number(c.getAttribute('cy'))]);
const sorted = (vs: Vertex[]): string[] => vs.map(([x, y]) => `${x},${y}`).sort();

/** The stones of every chain with exactly one liberty (computed here from the drawn rows). */
function inAtari(r: string[]): Vertex[] {
  const n = r.length;
  const seen = new Set<string>();
  const out: Vertex[] = [];
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) {
      const c = r[y]![x];
      if (c === '.' || seen.has(`${x},${y}`)) continue;
      const chain: Vertex[] = [];
      const libs = new Set<string>();
      const stack: Vertex[] = [[x, y]];
      seen.add(`${x},${y}`);
      while (stack.length) {
        const [px, py] = stack.pop()!;
        chain.push([px, py]);
        for (const [qx, qy] of [[px + 1, py], [px - 1, py], [px, py + 1], [px, py - 1]] as Vertex[]) {
          const q = r[qy]?.[qx];
          if (q === '.') libs.add(`${qx},${qy}`);
          else if (q === c && !seen.has(`${qx},${qy}`)) {
            seen.add(`${qx},${qy}`);
            stack.push([qx, qy]);
          }
        }
      }
      if (libs.size === 1) out.push(...chain);
    }
  return out;
}

/** A real mouse click on a board point, at its position on screen. */
async function clickPoint(board: GoBoard, [x, y]: Vertex): Promise<void> {
  const svg = root(board).querySelector<SVGSVGElement>('svg.board')!;
  const p = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM()!);
  await sendMouse({ type: 'click', position: [Math.round(p.x), Math.round(p.y)] });
  await board.updateComplete;
}

function choose(board: GoBoard, label: string, value: string): void {
  const select = [...root(board).querySelectorAll('label')].find((l) => l.textContent!.includes(label))!.querySelector('select')!;
  select.value = value;
  select.dispatchEvent(new Event('change'));
}

function record<T>(board: GoBoard, name: 'go-capture-move' | 'go-capture-end'): T[] {
  const out: T[] = [];
  board.addEventListener(name, (e) => out.push((e as CustomEvent<T>).detail));
  return out;
}

type MoveDetail = { color: Color; vertex: Vertex | null; captured: Vertex[]; moveNumber: number };

describe('<go-board mode="capture">', () => {
  afterEach(async () => {
    await resetMouse();
    CaptureMode.pace = 600;
  });

  it('loads the game; the computer answers a click with a legal move and marks it', async () => {
    const board = await captureBoard();
    const played = record<MoveDetail>(board, 'go-capture-move');
    expect(rows(board)).to.deep.equal(['.....', '.....', '.....', '.....', '.....']);
    expect(part(board, 'capture-rule')).to.equal('The first to capture a stone wins.');
    expect(status(board)).to.equal('Your turn (Black).');
    await clickPoint(board, [2, 2]);
    expect(rows(board)[2]).to.equal('..X..');
    await until(() => played.length === 2);
    const answer = played[1]!;
    expect(played[0]).to.deep.equal({ color: 'black', vertex: [2, 2], captured: [], moveNumber: 1 });
    expect(answer.color).to.equal('white');
    const [x, y] = answer.vertex!;
    await board.updateComplete;
    const r = rows(board);
    expect(r[y]![x]).to.equal('O');
    expect([count(r, 'X'), count(r, 'O')]).to.deep.equal([1, 1]);
    expect(drawn(board, 'circle.last')).to.deep.equal([[x, y]]);
    expect(moves(board)).to.equal(2);
    expect(status(board)).to.equal('Your turn (Black).');
  });

  it('explains an illegal click and plays nothing', async () => {
    const board = await captureBoard();
    await clickPoint(board, [0, 0]);
    await until(() => moves(board) === 2);
    await clickPoint(board, [0, 0]);
    expect(part(board, 'capture-message')).to.equal(dictionaryFor('en')('occupied'));
    expect(moves(board)).to.equal(2);
    expect(count(rows(board), 'X')).to.equal(1);
    // A legal move clears the sentence.
    const empty = rows(board).join('').indexOf('.');
    await clickPoint(board, [empty % 5, Math.floor(empty / 5)]);
    expect(part(board, 'capture-message')).to.equal('');
  });

  it('plays to the first capture: the winner is shown, the taken stones are ghosts, atari is ringed', async () => {
    const board = await captureBoard();
    const ended = record<{ winner: Color; moveNumber: number }>(board, 'go-capture-end');
    const played = record<MoveDetail>(board, 'go-capture-move');
    let sawAtari = false;
    // The student fills the board from the top left, which soon loses stones to the hard computer.
    while (ended.length === 0) {
      await until(() => ended.length > 0 || status(board) === 'Your turn (Black).');
      if (ended.length) break;
      const r = rows(board);
      expect(sorted(drawn(board, 'circle.atari'))).to.deep.equal(sorted(inAtari(r)));
      sawAtari ||= inAtari(r).length > 0;
      const before = moves(board);
      for (let i = 0; i < 25 && moves(board) === before; i++) {
        if (r.join('')[i] !== '.') continue;
        await clickPoint(board, [i % 5, Math.floor(i / 5)]);
        if (moves(board) === before) expect(part(board, 'capture-message')).to.equal(dictionaryFor('en')('suicide'));
      }
    }
    await board.updateComplete;
    const { winner, moveNumber } = ended[0]!;
    const last = played[played.length - 1]!;
    expect(ended).to.have.length(1);
    expect(last.color).to.equal(winner);
    expect(last.moveNumber).to.equal(moveNumber);
    expect(last.captured.length).to.be.greaterThan(0);
    expect(sawAtari).to.equal(true);
    const name = winner === 'black' ? 'Black' : 'White';
    expect(status(board)).to.contain(`${name} captured first and wins!`);
    expect(status(board)).to.contain(winner === 'black' ? 'You win!' : 'The computer wins this time.');
    // The captured stones are gone from the board and drawn as ghosts.
    const ghosts = [...root(board).querySelectorAll('.ghost')];
    expect(ghosts).to.have.length(last.captured.length);
    expect(ghosts.every((g) => g.classList.contains(winner === 'black' ? 'white' : 'black'))).to.equal(true);
    const r = rows(board);
    for (const [x, y] of last.captured) expect(r[y]![x]).to.equal('.');
    // Nothing more can be played.
    await clickPoint(board, [4, 4]);
    expect(part(board, 'capture-message')).to.contain('The game is over');
    expect(moves(board)).to.equal(moveNumber);
  });

  it('U takes back the student move and the answer, N starts a new game, and the buttons do the same', async () => {
    const board = await captureBoard();
    await clickPoint(board, [1, 1]);
    await until(() => moves(board) === 2);
    const afterTwo = rows(board);
    const free = ([[3, 3], [3, 1], [1, 3]] as Vertex[]).find(([x, y]) => afterTwo[y]![x] === '.')!;
    await clickPoint(board, free);
    await until(() => moves(board) === 4);
    await sendKeys({ press: 'u' });
    await board.updateComplete;
    expect(moves(board)).to.equal(2);
    expect(rows(board)).to.deep.equal(afterTwo);
    await sendKeys({ press: 'U' });
    await board.updateComplete;
    expect(moves(board)).to.equal(0);
    expect(count(rows(board), '.')).to.equal(25);
    // Nothing left to take back: no change, and it stays the student's turn.
    await sendKeys({ press: 'u' });
    expect(status(board)).to.equal('Your turn (Black).');

    await clickPoint(board, [2, 2]);
    await until(() => moves(board) === 2);
    await sendKeys({ press: 'n' });
    await board.updateComplete;
    expect(moves(board)).to.equal(0);
    expect(count(rows(board), '.')).to.equal(25);

    const button = (text: string) => [...root(board).querySelectorAll('button')].find((b) => b.textContent!.trim() === text)!;
    expect(button('Undo').disabled).to.equal(true);
    await clickPoint(board, [2, 2]);
    await until(() => moves(board) === 2);
    button('Undo').click();
    await board.updateComplete;
    expect(moves(board)).to.equal(0);
    await clickPoint(board, [2, 2]);
    await until(() => moves(board) === 2);
    button('New game').click();
    await board.updateComplete;
    expect(count(rows(board), '.')).to.equal(25);
  });

  it('undo while the computer is thinking takes back the student move and cancels the answer', async () => {
    const board = await captureBoard();
    const played = record<MoveDetail>(board, 'go-capture-move');
    CaptureMode.answerDelay = 2000;
    try {
      await clickPoint(board, [2, 2]);
      expect(status(board)).to.equal('The computer (White) is thinking…');
      await sendKeys({ press: 'u' });
      await board.updateComplete;
      expect(moves(board)).to.equal(0);
      expect(status(board)).to.equal('Your turn (Black).');
    } finally {
      CaptureMode.answerDelay = 250;
    }
    await clickPoint(board, [1, 1]);
    await until(() => played.length === 3);
    expect(played.map((m) => m.color)).to.deep.equal(['black', 'black', 'white']);
    expect(moves(board)).to.equal(2);
  });

  it('the student may play White (the computer opens) and change the size and level', async () => {
    const board = await captureBoard();
    choose(board, 'You play', 'white');
    await until(() => moves(board) === 1);
    expect(count(rows(board), 'X')).to.equal(1);
    expect(status(board)).to.equal('Your turn (White).');
    choose(board, 'Board', '7');
    await board.updateComplete;
    expect(rows(board)).to.have.length(7);
    await until(() => moves(board) === 1);
    expect(count(rows(board), 'X')).to.equal(1);
    choose(board, 'Level', 'easy');
    const empty = rows(board).join('').indexOf('.');
    await clickPoint(board, [empty % 7, Math.floor(empty / 7)]);
    await until(() => moves(board) === 3);
    expect(count(rows(board), 'O')).to.equal(1);
  });

  it('demonstration: the computer plays both sides until someone captures; Stop halts it', async () => {
    CaptureMode.pace = 20;
    const timers = followTimers();
    after(() => timers.stop());
    const board = await captureBoard('size="5" ai-level="easy"');
    const ended = record<{ winner: Color; moveNumber: number }>(board, 'go-capture-end');
    choose(board, 'You play', 'demo');
    await until(() => moves(board) >= 2);
    const demoButton = () => root(board).querySelector<HTMLButtonElement>('[part~="capture-demo"]');
    if (ended.length === 0) {
      demoButton()!.click();
      await board.updateComplete;
      const stoppedAt = moves(board);
      // Every timer set so far (a demo move comes from one) has run or been cleared: no move came of them.
      await timers.settled();
      await board.updateComplete;
      expect(moves(board)).to.equal(stoppedAt);
      expect(demoButton()!.textContent).to.equal('Start');
      demoButton()!.click();
    }
    await until(() => ended.length === 1);
    await board.updateComplete;
    const name = ended[0]!.winner === 'black' ? 'Black' : 'White';
    expect(status(board)).to.equal(`${name} captured first and wins!`);
    expect(root(board).querySelectorAll('.ghost').length).to.be.greaterThan(0);
    expect(moves(board)).to.equal(ended[0]!.moveNumber);
    expect(demoButton()).to.equal(null);
  });

  it('speaks Vietnamese when an ancestor has lang="vi", and another language can be added', async () => {
    const board = await captureBoard('size="5"', 'vi');
    // The board's own Vietnamese words load on first use.
    await board.languageReady;
    await board.updateComplete;
    expect(part(board, 'capture-rule')).to.equal('Ai ăn được quân trước thì thắng.');
    expect(status(board)).to.equal('Đến lượt bạn (Đen).');
    expect([...root(board).querySelectorAll('button')].map((b) => b.textContent!.trim())).to.include('Ván mới');
    await clickPoint(board, [2, 2]);
    await until(() => moves(board) === 2);
    expect(part(board, 'capture-moves')).to.equal('Số nước: 2');
    await clickPoint(board, [2, 2]);
    expect(part(board, 'capture-message')).to.equal(dictionaryFor('vi')('occupied'));

    addCaptureWords('fr', { rule: 'Le premier qui capture une pierre gagne.' });
    const french = await captureBoard('size="5"', 'fr-FR');
    expect(part(french, 'capture-rule')).to.equal('Le premier qui capture une pierre gagne.');
    expect(part(french, 'capture-moves')).to.equal('Moves: 0');
  });

  it('leaving the mode stops the game and its timers; an unsupported size falls back to 7x7', async () => {
    CaptureMode.pace = 20;
    const timers = followTimers();
    after(() => timers.stop());
    const board = await captureBoard('size="19"');
    expect(rows(board)).to.have.length(7);
    const played = record<MoveDetail>(board, 'go-capture-move');
    choose(board, 'You play', 'demo');
    await until(() => played.length >= 1);
    board.mode = 'review';
    await board.updateComplete;
    const seen = played.length;
    // Every timer set so far (a demo move comes from one) has run or been cleared: no move came of them.
    await timers.settled();
    expect(played.length).to.equal(seen);
    expect(root(board).querySelector('[part~="capture-status"]')).to.equal(null);
  });
});
