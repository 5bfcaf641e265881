// The analysis layer on real reviewed records (test/fixtures/analysis): the graph and its keyboard, the
// mistakes list, the table, the engine's moves, the annotations, the estimate. This file runs in a page of
// its own, so the layer is not loaded before the first test.
import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { shadowText, until } from '../helpers/board.js';

const text = async (path: string): Promise<string> => (await fetch(new URL(`../fixtures/${path}`, import.meta.url))).text();
const layerLoaded = (): boolean => performance.getEntriesByType('resource').some((e) => /\/src\/element\/analysis-layer\.ts/.test(e.name));
const $ = <T extends Element>(board: GoBoard, selector: string): T | null => board.shadowRoot!.querySelector<T>(selector);
const $$ = (board: GoBoard, selector: string): Element[] => [...board.shadowRoot!.querySelectorAll(selector)];

async function boardWith(path: string, attrs: Partial<GoBoard> = {}): Promise<GoBoard> {
  const board = await fixture<GoBoard>(html`<go-board style="width: 500px"></go-board>`);
  Object.assign(board, attrs);
  await board.load(await text(path));
  await board.updateComplete;
  return board;
}

describe('<go-board> analysis', () => {
  it('a game without analysis or annotations does not load the layer', async () => {
    const board = await boardWith('element/kgs-2017-01-01-10.sgf');
    board.last();
    await board.updateComplete;
    expect(layerLoaded()).to.equal(false);
    expect($(board, '.analysis')).to.equal(null);
  });

  it('draws the graph of a Sabaki SBKV record, with the mistakes listed, and a mistake jumps to its move', async () => {
    const board = await boardWith('analysis/sabaki-sbkv-sayuri.sgf');
    expect(layerLoaded()).to.equal(true);
    const graph = $<HTMLElement>(board, '[part="graph"]')!;
    expect(graph.getAttribute('role')).to.equal('slider');
    expect(graph.getAttribute('aria-valuemax')).to.equal('89');
    expect(graph.getAttribute('aria-valuenow')).to.equal('0');
    expect(graph.getAttribute('aria-valuetext')).to.equal('Move 0, Black’s win rate 44.5 %');
    expect($(board, '.graph-winrate')!.getAttribute('d')).to.match(/^M0 55\.52L2 55\.70/);
    expect($$(board, '.graph-mistake').length).to.equal(4);
    const mistakes = $$(board, '[part="mistakes"] button');
    expect(mistakes.map((b) => b.textContent!.replace(/\s+/g, ' ').trim())).to.deep.equal(['48 (−10.5 %)', '71 (−49.4 %)', '73 (−30 %)', '75 (−11.1 %)']);
    // Targets a finger can hit: at least 24 by 24 CSS pixels (WCAG 2.5.8).
    for (const b of mistakes) expect([b.getBoundingClientRect().width, b.getBoundingClientRect().height].every((n) => n >= 24), b.textContent!).to.equal(true);
    (mistakes[1] as HTMLButtonElement).click();
    await board.updateComplete;
    expect(board.moveNumber).to.equal(71);
    expect(graph.getAttribute('aria-valuenow')).to.equal('71');
    expect($(board, '.graph-current')!.getAttribute('d')).to.equal('M71 0V100');
  });

  it('the threshold is an attribute', async () => {
    const board = await boardWith('analysis/sabaki-sbkv-sayuri.sgf');
    board.setAttribute('mistake-winrate', '25');
    await board.updateComplete;
    expect($$(board, '[part="mistakes"] button').map((b) => b.textContent!.trim().split(/\s/)[0])).to.deep.equal(['71', '73']);
  });

  it('answers the keyboard like the slider, and a click goes to the move under it', async () => {
    const board = await boardWith('analysis/sabaki-sbkv-sayuri.sgf');
    const graph = $<HTMLElement>(board, '[part="graph"]')!;
    graph.focus();
    await sendKeys({ press: 'End' });
    expect(board.moveNumber).to.equal(89);
    await sendKeys({ press: 'ArrowLeft' });
    expect(board.moveNumber).to.equal(88);
    await sendKeys({ press: 'PageUp' });
    expect(board.moveNumber).to.equal(78);
    await sendKeys({ press: 'Home' });
    expect(board.moveNumber).to.equal(0);
    await board.updateComplete;
    const r = graph.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(r.left + r.width * (60 / 89)), Math.round(r.top + r.height / 2)] });
    await resetMouse();
    await until(() => Math.abs(board.moveNumber - 60) <= 1);
    // Dragging along it follows the pointer.
    const at = (move: number): [number, number] => [Math.round(r.left + r.width * (move / 89)), Math.round(r.top + r.height / 2)];
    await sendMouse({ type: 'move', position: at(10) });
    await sendMouse({ type: 'down' });
    await until(() => Math.abs(board.moveNumber - 10) <= 1);
    await sendMouse({ type: 'move', position: at(30) });
    await until(() => Math.abs(board.moveNumber - 30) <= 1);
    await sendMouse({ type: 'up' });
    await resetMouse();
  });

  it('shows the numbers as a table a screen reader can read, and the panel is accessible', async () => {
    const board = await boardWith('analysis/analyze-sgf-sabaki-2-excerpt.sgf');
    const details = $<HTMLDetailsElement>(board, '[part="analysis-table"]')!;
    expect(details.querySelector('table')).to.equal(null); // drawn only when opened
    details.open = true;
    await until(() => !!details.querySelector('table'));
    const rows = [...details.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent!.trim()));
    expect(rows[0]).to.deep.equal(['1', 'Black R16', '39.6 %', 'White +0.9', '! Good move']);
    expect(rows[4]).to.deep.equal(['5', 'Black Pass', '', '', '']);
    expect(details.querySelectorAll('th[scope="col"]').length).to.equal(5);
    const moveButtons = [...details.querySelectorAll('tbody button')];
    expect(moveButtons.length).to.be.above(0);
    for (const b of moveButtons) expect(b.getBoundingClientRect().height).to.be.at.least(24);
    await expect(board).to.be.accessible();
  });

  it('marks the engine’s moves on the board and plays a line from the list', async () => {
    const board = await boardWith('analysis/analyze-sgf-sabaki-2-excerpt.sgf');
    const marks = $$(board, '[part="candidate"]');
    expect(marks.length).to.equal(5);
    expect(marks[0]!.classList.contains('best')).to.equal(true);
    expect(marks[0]!.querySelector('circle')!.getAttribute('cx')).to.equal('3');
    expect(marks[0]!.querySelector('circle')!.getAttribute('cy')).to.equal('16');
    const buttons = $$(board, '[part="candidates"] button') as HTMLButtonElement[];
    expect(buttons[0]!.textContent).to.equal('1. D3 (Black 39.6 %, White +0.9)');
    for (const b of buttons) expect(b.getBoundingClientRect().height).to.be.at.least(24);
    buttons[0]!.click();
    await board.updateComplete;
    // The first move of the engine's line D3 D16 R16 Q4 O17 C5 F4, the rest after it as the reader's variation.
    expect(board.moveNumber).to.equal(1);
    expect(board.position[16]![3]).to.equal('X');
    expect(board.totalMoves).to.equal(7);
  });

  it('neither draws nor lists a suggestion on a point already taken (found by a review)', async () => {
    // Lizzie's candidates after B[pd]: Q16, where Black just played, and D4.
    const board = await boardWith('analysis/lizzie-bam-lz-candidates.sgf', { move: 'last' });
    board.last();
    await board.updateComplete;
    const buttons = $$(board, '[part="candidates"] button').map((b) => b.textContent!.trim());
    expect(buttons.length).to.equal(1);
    expect(buttons[0]).to.match(/^2\. D4/);
    expect($$(board, '[part="candidate"]').length).to.equal(1);
  });

  it('shows the annotations: the symbol on the move, the words in the panel and on the graph', async () => {
    const board = await boardWith('analysis/analyze-sgf-sabaki-2-excerpt.sgf');
    board.next();
    await board.updateComplete;
    expect($(board, '[part="annotation-symbol"]')!.textContent).to.equal('!');
    expect($(board, '[part="annotation"]')!.textContent!.trim()).to.equal('Good move');
    expect($$(board, '.graph-good').length).to.equal(4);
    // A variation marked BM[1]: the "?" on the move, in the accent colour.
    const bad = '(;GM[1]SZ[9];B[ee];W[cc]BM[1]C[A slow move.];B[gg]HO[1]GB[2])';
    await board.load(bad);
    board.goTo(2);
    await board.updateComplete;
    expect($(board, '[part="annotation-symbol"]')!.textContent).to.equal('?');
    expect($(board, '[part="annotation-symbol"]')!.classList.contains('bad')).to.equal(true);
    board.next();
    await board.updateComplete;
    expect($(board, '[part="annotation"]')!.textContent!.trim()).to.equal('Very good for Black · Hotspot');
    // No numbers in that file: the graph is a strip of the annotated moves, still a slider that says them.
    const strip = $<HTMLElement>(board, '[part="graph"]')!;
    expect(strip.classList.contains('strip')).to.equal(true);
    // Named for what it shows: no win rate here.
    expect(strip.getAttribute('aria-label')).to.equal('The moves marked in the record');
    expect(strip.title).to.not.contain('win rate');
    expect($$(board, '.graph-bad').length).to.equal(1);
    board.goTo(2);
    await board.updateComplete;
    expect(strip.getAttribute('aria-valuetext')).to.equal('Move 2, Bad move');
    expect($(board, '[part="mistakes"]')).to.equal(null);
  });

  it('reads KaTrain’s comments: win rate and score on the graph, mistakes by either', async () => {
    const board = await boardWith('analysis/katrain-1.12.3.sgf');
    expect($(board, '.graph-score')).to.exist;
    const mistakes = $$(board, '[part="mistakes"] button').map((b) => b.textContent!.replace(/\s+/g, ' ').trim());
    expect(mistakes).to.deep.equal(['31 (−4.3 pts)', '35 (−15.9 %, −4.4 pts)', '60 (−4.8 pts)', '66 (−23 %, −5.4 pts)']);
    board.goTo(30);
    await board.updateComplete;
    expect($$(board, '[part="candidate"]').length).to.equal(1); // KaTrain's predicted top move S2, before move 31
    expect(shadowText(board)).to.contain('1. S2 (Black +0.5)');
  });

  it('speaks Vietnamese', async () => {
    const board = await boardWith('analysis/sabaki-sbkv-sayuri.sgf');
    board.lang = 'vi';
    await board.languageReady;
    await board.updateComplete;
    expect($(board, '[part="graph"]')!.getAttribute('aria-label')).to.equal('Biểu đồ tỉ lệ thắng và điểm');
    expect($(board, '[part="mistakes"]')!.textContent).to.contain('Sai lầm');
  });

  it('counts the end of a game with no analysis and estimates its middle, each labelled as what it is', async () => {
    // KGS 2017-01-01-10, RE[B+1.50]: at the last move the position is counted (dead stones guessed, the game
    // finished), which gives the recorded result; at move 60 random playouts estimate it.
    const board = await boardWith('element/kgs-2017-01-01-10.sgf');
    board.last();
    const end = await board.estimate();
    expect(end.counted).to.equal(true);
    const [, winner, margin] = /RE\[([BW])\+([\d.]+)/.exec(await text('element/kgs-2017-01-01-10.sgf'))!;
    expect(end.leader).to.equal(winner === 'B' ? 'black' : 'white');
    expect(Math.abs(end.lead)).to.equal(Number(margin));
    expect($(board, '[part="estimate"]')!.textContent).to.match(/Counted as the end of the game \(dead stones guessed, the game finished\): Black leads by 1\.5 points/);
    expect($$(board, '.owner').length).to.be.greaterThan(50);
    // The board's rules first, as counting the score: by area Black leads by 2.5 (and back).
    board.rules = 'chinese';
    await board.updateComplete;
    expect((await board.estimate()).lead).to.equal(2.5);
    board.rules = '';
    await board.updateComplete;
    expect((await board.estimate()).lead).to.equal(1.5);
    // What counting the score shows for the same position (a game its players ended by passing: counted as left).
    await board.startScoring();
    expect(board.score!.margin).to.equal(1.5);
    board.stopScoring();
    await board.updateComplete;
    // In Vietnamese, with its decimal comma.
    board.lang = 'vi';
    await board.languageReady;
    await board.updateComplete;
    expect($(board, '[part="estimate"]')!.textContent).to.contain('quân chết do máy đoán, ván cờ được đi nốt): Đen hơn 1,5 điểm.');
    board.lang = 'en';
    await board.updateComplete;
    board.goTo(60);
    await board.updateComplete;
    const middle = await board.estimate();
    expect(middle.counted).to.equal(false);
    expect(middle.playouts).to.be.greaterThan(0);
    expect($(board, '[part="estimate"]')!.textContent).to.match(/Estimate \(not a count\): ((Black|White) leads by about [\d.]+ points|about even)/);
    // Shown where it was asked for; show-estimate shows it at every move.
    board.previous();
    await board.updateComplete;
    expect($(board, '[part="estimate"]')).to.equal(null);
    board.showEstimate = true;
    await board.updateComplete;
    await until(() => /Estimate/.test($(board, '[part="estimate"]')?.textContent ?? ''));
  });

  it('estimates again once the komi is edited', async () => {
    const board = await boardWith('element/kgs-2017-01-01-10.sgf');
    board.last();
    expect((await board.estimate()).lead).to.equal(1.5);
    board.mode = 'edit';
    await until(() => !!$(board, 'input[name="KM"]'));
    const km = $(board, 'input[name="KM"]') as HTMLInputElement;
    km.value = '20.5';
    km.dispatchEvent(new Event('change'));
    await board.updateComplete;
    // KM 0.5 -> 20.5: 20 points more for White (not B+1.5, the estimate kept from before the edit); still the last move.
    expect(board.moveNumber).to.equal(283);
    expect((await board.estimate()).lead).to.equal(-18.5);
  });

  it('keeps the analysis properties through toSgf()', async () => {
    const original = await text('analysis/katrain-1.12.3.sgf');
    const board = await boardWith('analysis/katrain-1.12.3.sgf');
    const out = board.toSgf();
    for (const piece of ['KTV[1.0]', 'RL[0]', 'RN[3]', 'C[Move 31: B R2 Score: W+3.9 Win rate: W 71.1% Estimated point loss: 4.3']) expect(out).to.contain(piece);
    expect(original).to.contain('KTV[1.0]');
  });
});
