import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { clickPoint, shadowText, until } from '../helpers/board.js';

// Black walls off columns A-B, White column E; a lone white stone sits dead in Black's corner.
const END = '(;GM[1]FF[4]SZ[5]KM[0.5]RU[Japanese]AB[ca][cb][cc][cd][ce]AW[da][db][dc][dd][de][aa])';



const text = shadowText;

/** After the tasks a count schedules (the other fill order's count) and the drawing they ask for. */
async function settled(board: GoBoard): Promise<void> {
  await board.updateComplete;
  await new Promise((r) => setTimeout(r, 20));
  await board.updateComplete;
}

/** A board showing the last move of a fixture record, counted. */
async function countedAtEnd(name: string): Promise<GoBoard> {
  const sgf = await (await fetch(new URL(`../fixtures/scoring/${name}`, import.meta.url))).text();
  const board = await fixture<GoBoard>(html`<go-board move="last" .sgf=${sgf}></go-board>`);
  await until(() => board.totalMoves > 0 && board.moveNumber === board.totalMoves);
  await board.startScoring();
  await board.updateComplete;
  return board;
}

describe('<go-board> scoring', () => {
  it('where the count differs from the record, says what the other fill order gives (a 1997 Meijin game)', async () => {
    const board = await countedAtEnd('pro-Mei-1997-6.sgf');
    expect(board.score!.result).to.equal('B+4.5');
    const note = 'With White filling the neutral points first, Black would win by 3.5 (B+3.5), as recorded';
    expect(text(board)).to.contain('the count differs');
    // The other order is counted in a task of its own: the breakdown first, the note a moment later.
    expect(text(board)).not.to.contain(note);
    await settled(board);
    expect(text(board)).to.contain(note);
    // Counted by other rules than the file's, the recorded result is not compared with the other order.
    board.rules = 'chinese';
    await board.updateComplete;
    expect(text(board)).not.to.contain('filling the neutral points first');
    // Nor the result itself: it is not called different, nor shown as a warning (found by a review).
    expect(text(board)).to.contain('counted by other rules, not compared');
    expect(text(board)).not.to.contain('the count differs');
    expect(board.shadowRoot!.querySelector('.scoring .note.warning')).to.equal(null);
    board.rules = 'japanese';
    await settled(board);
    expect(text(board)).to.contain(note);
    // A toggle counts both orders again; the second click restores both.
    const [x, y] = board.score!.dead.find(([px, py]) => board.position[py]![px] === 'O')!;
    board.toggleDead(x, y);
    await settled(board);
    expect(text(board)).not.to.contain(note);
    board.toggleDead(x, y);
    await settled(board);
    expect(text(board)).to.contain(note);
  });

  it('says nothing of the fill order where the other order counts the same (a 1983 Gosei game the count misses)', async () => {
    const board = await countedAtEnd('pro-Gos-1983-4.sgf');
    await settled(board);
    expect(board.score!.result).to.equal('W+3.5');
    expect(text(board)).to.contain('the count differs');
    expect(text(board)).not.to.contain('filling the neutral points first');
  });

  it('the breakdown adds up: each column\'s rows make its total, on every professional record (finishing captures included)', async () => {
    const numberOf = (cell: Element | undefined) => Number((cell?.textContent ?? '').trim() || 0);
    for (const name of ['pro-Gos-1983-4.sgf', 'pro-Jud-1966-3.sgf', 'pro-Kis-1986-2.sgf', 'pro-Kis-1994-5.sgf', 'pro-Gos-1985-4.sgf', 'pro-Kis-1983-3.sgf']) {
      const board = await countedAtEnd(name);
      const rows = [...board.shadowRoot!.querySelectorAll('[part="score"] tbody tr')].map((tr) => [tr.querySelector('th')!.textContent!, ...[...tr.querySelectorAll('td')].map(numberOf)] as const);
      const total = rows.pop()!;
      expect(total[0], name).to.equal('Total');
      for (const col of [1, 2] as const) expect(rows.reduce((sum, r) => sum + r[col], 0), `${name} ${col === 1 ? 'Black' : 'White'}`).to.equal(total[col]);
      // The game's own captures, as the board says them under the game.
      expect(rows.find((r) => r[0] === 'Prisoners taken during the game')!.slice(1), name).to.deep.equal([board.captures.black, board.captures.white]);
    }
  });

  it('counts a Chinese handicap game by area with White\'s point per handicap stone (a real KGS game)', async () => {
    const sgf = await (await fetch(new URL('../fixtures/scoring/cn-2017-03-06-22.sgf', import.meta.url))).text();
    const board = await fixture<GoBoard>(html`<go-board move="last" .sgf=${sgf}></go-board>`);
    await until(() => board.totalMoves > 0 && board.moveNumber === board.totalMoves);
    await board.startScoring();
    const score = board.score!;
    expect(score.rules).to.equal('chinese');
    expect(score.white.handicap).to.equal(3);
    expect(score.result).to.equal('W+6.5'); // RE[W+6.50]
    await board.updateComplete;
    expect(text(board)).to.match(/Handicap\s*3/);
  });

  it('proposes the dead stone and shows the Japanese breakdown', async () => {
    const board = await fixture<GoBoard>(html`<go-board .sgf=${END}></go-board>`);
    await until(() => board.totalMoves === 0 && board.position[0] === 'O.XO.');
    expect(board.score).to.equal(null);
    await board.startScoring();
    const score = board.score!;
    expect(score.rules).to.equal('japanese');
    expect(score.dead).to.deep.equal([[0, 0]]);
    expect(score.black).to.include({ territory: 10, prisoners: 1, total: 11 });
    expect(score.white).to.include({ territory: 5, prisoners: 0, komi: 0.5, total: 5.5 });
    expect(score.result).to.equal('B+5.5');
    await board.updateComplete;
    expect(text(board)).to.contain('Result: Black wins by 5.5 (B+5.5)');
    expect(board.shadowRoot!.querySelectorAll('.stone.dead').length).to.equal(1);
    expect(board.shadowRoot!.querySelectorAll('.territory.black').length).to.equal(10);
  });

  it('a group pointed at in review shows no liberties once counting starts (found by a review)', async () => {
    const board = await fixture<GoBoard>(html`<go-board .sgf=${END}></go-board>`);
    await until(() => board.position[0] === 'O.XO.');
    await clickPoint(board, [2, 2]);
    expect(board.shadowRoot!.querySelectorAll('.liberty').length).to.be.above(0);
    expect(text(board)).to.contain('liberties');
    await board.startScoring();
    await board.updateComplete;
    expect(board.shadowRoot!.querySelectorAll('.liberty').length).to.equal(0);
    expect(text(board)).not.to.contain('liberties');
  });

  it('a click toggles the group alive again, and the count follows', async () => {
    const board = await fixture<GoBoard>(html`<go-board .sgf=${END}></go-board>`);
    await until(() => board.position[0] === 'O.XO.');
    await board.startScoring();
    await board.updateComplete;
    await clickPoint(board, [0, 0]);
    expect(board.score!.dead).to.deep.equal([]);
    // No dead stone counted: Black's prisoners are only stones taken (while finishing; the game took none).
    expect(board.score!.black.prisoners).to.equal(board.score!.captures.black);
    // The stone clicked alive is never taken by the finishing (its last liberty is (1,0)).
    expect(board.score!.added.some((m) => m.vertex[0] === 1 && m.vertex[1] === 0)).to.equal(false);
    expect(board.score!.black.territory).to.be.below(10);
    board.toggleDead(0, 0);
    expect(board.score!.dead).to.deep.equal([[0, 0]]);
    // Points off the board are no points: on this 5-wide board (-3, 1) is not C5 (2, 0), whose toggle it would undo.
    board.toggleDead(2, 0);
    const withWall = board.score!.dead;
    expect(withWall.length).to.be.above(1);
    for (const [x, y] of [[-3, 1], [7, 0], [0.5, 0], [0, 5], [NaN, 0]] as const) board.toggleDead(x, y);
    expect(board.score!.dead).to.deep.equal(withWall);
  });

  it('counts by area under Chinese rules', async () => {
    const board = await fixture<GoBoard>(html`<go-board rules="chinese" .sgf=${END}></go-board>`);
    await until(() => board.position[0] === 'O.XO.');
    await board.startScoring();
    const score = board.score!;
    expect(score.rules).to.equal('chinese');
    expect(score.black.total).to.equal(15);
    expect(score.white.total).to.equal(10.5);
    expect(score.result).to.equal('B+4.5');
  });

  it('leaving scoring mode restores the review', async () => {
    const board = await fixture<GoBoard>(html`<go-board .sgf=${END}></go-board>`);
    await until(() => board.position[0] === 'O.XO.');
    await board.startScoring();
    board.stopScoring();
    await board.updateComplete;
    expect(board.score).to.equal(null);
    expect(board.shadowRoot!.querySelectorAll('.stone.dead, .territory').length).to.equal(0);
    expect(board.position[0]).to.equal('O.XO.');
  });

  it('reproduces the recorded result of a real KGS game and says it agrees', async () => {
    const sgf = await (await fetch(new URL('../fixtures/element/kgs-2017-01-01-10.sgf', import.meta.url))).text();
    const board = await fixture<GoBoard>(html`<go-board move="last" .sgf=${sgf}></go-board>`);
    await until(() => board.moveNumber === 283);
    await board.startScoring();
    expect(board.score!.result).to.equal('B+1.5');
    await board.updateComplete;
    expect(text(board)).to.contain('Recorded result: Black won by 1.5 (B+1.50) — the count agrees');
    // The players' own territory marks can be shown instead of ours.
    board.recordedTerritory = true;
    await board.updateComplete;
    expect(board.shadowRoot!.querySelectorAll('.territory.recorded').length).to.be.above(50);
  });

  it('a second click on a group restores exactly the marking before the first, whatever the group', async () => {
    const board = await fixture<GoBoard>(html`<go-board .sgf=${END}></go-board>`);
    await until(() => board.position[0] === 'O.XO.');
    await board.startScoring();
    const before = board.score!.dead;
    board.toggleDead(0, 0);
    expect(board.score!.dead).to.not.deep.equal(before);
    board.toggleDead(0, 0);
    expect(board.score!.dead).to.deep.equal(before);
    board.toggleDead(2, 2); // Black's wall: dead, then alive again
    board.toggleDead(2, 2);
    expect(board.score!.dead).to.deep.equal(before);
  });

  it('a click on a group flipped earlier restores it exactly, with other groups clicked in between (two title games)', async () => {
    // H5 = [7, 14], H7 = [7, 12]; M16 = [11, 3], O19 = [13, 0] (I is skipped in the letters).
    for (const [name, a, b] of [
      ['pro-Kis-1991-6.sgf', [7, 14], [7, 12]],
      ['pro-Gos-1989-1.sgf', [11, 3], [13, 0]],
    ] as const) {
      const board = await countedAtEnd(name);
      const first = { dead: board.score!.dead, result: board.score!.result };
      const toggle = (v: readonly number[]) => board.toggleDead(v[0]!, v[1]!);
      const deadAt = (v: readonly number[]) => board.score!.dead.some(([x, y]) => x === v[0] && y === v[1]);
      const aBefore = deadAt(a);
      const bBefore = deadAt(b);
      // A, B, A, B: each group flips, then flips back, and the count is the first one.
      toggle(a);
      toggle(b);
      expect(deadAt(a), name).to.equal(!aBefore);
      expect(deadAt(b), name).to.equal(!bBefore);
      toggle(a);
      expect(deadAt(a), name).to.equal(aBefore);
      toggle(b);
      expect({ dead: board.score!.dead, result: board.score!.result }, name).to.deep.equal(first);
      // And A, B, B, A.
      toggle(a);
      toggle(b);
      toggle(b);
      toggle(a);
      expect({ dead: board.score!.dead, result: board.score!.result }, name).to.deep.equal(first);
    }
  });

  // A 7x5 board: the neutral point D3 touches Black's stone D2, whose other liberty C2 is in Black's area; and
  // White's two stones at the top have two liberties only. Black to move.
  const UNFINISHED = '(;GM[1]FF[4]SZ[7:5]KM[0]RU[Japanese]PL[B]AB[ca][cb][cc][bd][dd][ce]AW[da][db][ec][ed][de][ee])';

  it('finishes an unfinished game before counting, marks the added moves and says what it added', async () => {
    const board = await fixture<GoBoard>(html`<go-board .sgf=${UNFINISHED}></go-board>`);
    await until(() => board.position.length === 5);
    await board.startScoring();
    const score = board.score!;
    // Black fills D3 (no teire for him); then White must protect at E4, or Black cuts there.
    expect(score.added).to.deep.equal([
      { color: 'black', vertex: [3, 2], kind: 'dame' },
      { color: 'white', vertex: [4, 1], kind: 'teire' },
    ]);
    expect(score.result).to.equal('W+1');
    await board.updateComplete;
    expect(board.shadowRoot!.querySelectorAll('circle.added').length).to.equal(2);
    expect(board.shadowRoot!.querySelectorAll('circle.added.teire').length).to.equal(1);
    expect(text(board)).to.contain('The game was finished before counting: one neutral point (dame) filled at D3; protective moves (teire) at E4.');
    expect(text(board)).to.not.contain('Border not finished');
  });

  it('counts a game the players ended by passing as they left it: nothing added, the open point said', async () => {
    const board = await fixture<GoBoard>(html`<go-board move="last" .sgf=${UNFINISHED.replace(')', ';B[];W[])')}></go-board>`);
    await until(() => board.moveNumber === 2);
    await board.startScoring();
    expect(board.score!.added).to.deep.equal([]);
    expect(board.score!.dame).to.deep.equal([[3, 2]]);
    await board.updateComplete;
    expect(text(board)).to.contain('Border not finished: neutral points left open at D3, counted for nobody.');
  });

  it('shows which prisoners are which: captured during the game, and dead stones taken off', async () => {
    const board = await fixture<GoBoard>(html`<go-board .sgf=${END}></go-board>`);
    await until(() => board.position[0] === 'O.XO.');
    await board.startScoring();
    await board.updateComplete;
    expect(text(board)).to.match(/Prisoners taken during the game\s*0\s*0/);
    expect(text(board)).to.match(/Opponent's dead stones taken off\s*1\s*0/);
  });

  it('reads Fox komi (KM[650] is 6.5) and says so; refuses an absurd komi', async () => {
    const fox = await fixture<GoBoard>(html`<go-board .sgf=${END.replace('KM[0.5]', 'KM[650]')}></go-board>`);
    await until(() => fox.position[0] === 'O.XO.');
    await fox.startScoring();
    expect(fox.score!.white.komi).to.equal(6.5);
    await fox.updateComplete;
    expect(text(fox)).to.contain('KM[650] read as 6.5');
    // Game information reads it too, and shows what the file says.
    expect(fox.shadowRoot!.querySelector('[part=info]')!.textContent!.replace(/\s+/g, ' ')).to.match(/Komi\s*6\.5 \(650\)/);
    const absurd = await fixture<GoBoard>(html`<go-board .sgf=${END.replace('KM[0.5]', 'KM[1e308]')}></go-board>`);
    await until(() => absurd.position[0] === 'O.XO.');
    await absurd.startScoring();
    expect(absurd.score!.white.komi).to.equal(0);
    expect(absurd.score!.result).to.not.contain('Infinity');
    await absurd.updateComplete;
    expect(text(absurd)).to.contain('KM[1e308] is not a komi');
  });

  it('says why a komi is assumed: KM[0] with a half-point result, an undated file (found by a review)', async () => {
    const zero = await fixture<GoBoard>(html`<go-board .sgf=${END.replace('KM[0.5]', 'KM[0]RE[B+2.5]DT[1990-05-01]')}></go-board>`);
    await until(() => zero.position[0] === 'O.XO.');
    await zero.startScoring();
    await zero.updateComplete;
    expect(zero.score!.white.komi).to.equal(5.5);
    expect(text(zero)).to.contain("KM[0] cannot be this game's komi; 5.5 assumed (the komi of the game's time: its result has a half point).");
    const undated = await fixture<GoBoard>(html`<go-board .sgf=${END.replace('KM[0.5]', 'RE[W+0.5]')}></go-board>`);
    await until(() => undated.position[0] === 'O.XO.');
    await undated.startScoring();
    await undated.updateComplete;
    expect(text(undated)).to.contain("The file gives no komi; 6.5 assumed (today's usual komi: the file has no date, and its result has a half point).");
  });

  it('counts a seki\'s empty points as seki points, not its stones (found by a review)', async () => {
    // Black's wall around a white ring (eye at D4) holding a black group (eye at H5) that shares the point F5 with
    // it: a seki with two eyes; 45 stones are in it, two of its points are empty eyes.
    const rows = ['............', '.XXXXXXXXXX.', '.XOOOOOOOOX.', '.XO.OXXXXOX.', '.XOOO.X.XOX.', '.XOOOXXXXOX.', '.XOOOOOOOOX.', '.XXXXXXXXXX.', '............'];
    const at = (c: string) => rows.flatMap((r, y) => [...r].map((ch, x) => (ch === c ? `[${String.fromCharCode(97 + x)}${String.fromCharCode(97 + y)}]` : ''))).join('');
    const board = await fixture<GoBoard>(html`<go-board .sgf=${`(;GM[1]FF[4]SZ[12:9]KM[0]AB${at('X')}AW${at('O')};B[];W[])`}></go-board>`);
    await until(() => board.totalMoves === 2);
    board.last();
    await board.startScoring();
    await board.updateComplete;
    expect(board.score!.seki.length).to.be.above(10);
    expect(text(board)).to.contain('Empty points in seki (no territory): 2');
  });

  it('calls the shared liberties of a seki seki, not an unfinished border (a Fox relay; found by a review)', async () => {
    const board = await countedAtEnd('fox-1492069266019999312.sgf');
    expect(board.score!.result).to.equal('B+0.5');
    expect(text(board)).to.contain('Seki: neither side can fill E5, F2 (shared liberties, counted for nobody).');
    expect(text(board)).not.to.contain('Border not finished');
  });

  it('says when the record stops long before the end: many moves added, a rough count', async () => {
    // Two walls face each other across a 19x19 board with the middle empty: finishing fills dozens of neutral points.
    const b = 'AB' + Array.from({ length: 19 }, (_, y) => `[h${String.fromCharCode(97 + y)}]`).join('');
    const w = 'AW' + Array.from({ length: 19 }, (_, y) => `[l${String.fromCharCode(97 + y)}]`).join('');
    const board = await fixture<GoBoard>(html`<go-board .sgf=${`(;GM[1]FF[4]SZ[19]KM[6.5]${b}${w})`}></go-board>`);
    await until(() => board.position[0]![7] === 'X');
    await board.startScoring();
    await board.updateComplete;
    expect(board.score!.added.length).to.be.at.least(30);
    // The sentence names a dozen of the points filled, not all of them (the board marks them all).
    expect(text(board)).to.match(/neutral points \(dame\) filled at ([A-T]\d+, ){12}…/);
    expect(text(board)).to.contain(`The record stops well before the end of the game: ${board.score!.added.length} moves were added to finish it`);
    // A record that ends as games end says nothing of the kind.
    const ended = await countedAtEnd('pro-Mei-1997-6.sgf');
    expect(text(ended)).not.to.contain('stops well before the end');
    expect(ended.shadowRoot!.querySelector('.scoring p.note:not(.warning)')).to.exist;
  });
});
