import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { until } from '../helpers/board.js';
import { lineSgf } from '../../src/element/line-sgf.js';
import { openRecordSync } from '../../src/element/record-sync.js';
import { Review } from '../../src/element/review.js';

// What the board shows beside the stones: the game picker, move numbers, coordinates, Open/Save.
const COLLECTION = '(;GM[1]SZ[9]PB[Ann]PW[Bob];B[ee])(;GM[1]SZ[9]GN[Second <b>game</b>];B[cc];W[gg])';

describe('<go-board> controls and overlays', () => {
  it('a collection offers its games by title; choosing one shows it', async () => {
    const board = await fixture<GoBoard>(html`<go-board></go-board>`);
    await board.load(COLLECTION);
    await board.updateComplete;
    const select = board.shadowRoot!.querySelector('select')!;
    expect([...select.options].map((o) => o.textContent)).to.deep.equal(['1. Ann – Bob', '2. Second <b>game</b>']);
    expect(board.shadowRoot!.querySelector('b')).to.equal(null);
    select.value = '1';
    select.dispatchEvent(new Event('change'));
    await board.updateComplete;
    expect(board.gameIndex).to.equal(1);
    expect(board.totalMoves).to.equal(2);
  });

  it('the move attribute changed on a loaded board goes to that move, again when set to the same value', async () => {
    const board = await fixture<GoBoard>(html`<go-board move="1" .sgf=${'(;GM[1]SZ[5];B[aa];W[ba];B[cc];W[ab])'}></go-board>`);
    await until(() => board.totalMoves === 4);
    await board.updateComplete;
    expect(board.moveNumber).to.equal(1);
    const seen: number[] = [];
    board.addEventListener('go-navigate', (e) => seen.push((e as CustomEvent<{ moveNumber: number }>).detail.moveNumber));
    board.setAttribute('move', 'last');
    await board.updateComplete;
    expect(board.moveNumber).to.equal(4);
    // The event comes once the update is done (what a listener sets then gets an update of its own).
    await until(() => seen.length === 1);
    board.move = '2';
    await board.updateComplete;
    expect(board.moveNumber).to.equal(2);
    await until(() => seen.length === 2);
    // The reader steps away; the page's link sets the same move again.
    board.first();
    board.move = '2';
    await board.updateComplete;
    expect(board.moveNumber).to.equal(2);
    await until(() => seen.length === 4);
    expect(seen).to.deep.equal([4, 2, 0, 2]);
    // A new game takes the move as it loads it.
    board.sgf = '(;GM[1]SZ[5];B[bb];W[dd];B[cd])';
    await until(() => board.totalMoves === 3);
    await board.updateComplete;
    expect(board.moveNumber).to.equal(2);
    // A step taken before that event is sent supersedes it: no event that says a move the board has left.
    await new Promise((r) => setTimeout(r));
    seen.length = 0;
    board.move = '0';
    await board.updateComplete;
    board.next();
    await board.updateComplete;
    await new Promise((r) => setTimeout(r));
    expect([seen, board.moveNumber]).to.deep.equal([[1], 1]);
    // So is a move played there (in play mode, from code).
    seen.length = 0;
    board.move = '0';
    await board.updateComplete;
    board.play(4, 4);
    await board.updateComplete;
    await new Promise((r) => setTimeout(r));
    expect([seen.every((n) => n === board.moveNumber), board.moveNumber]).to.deep.equal([true, 1]);
  });

  it('in edit mode, a move played right after move is set is the last word: no older go-navigate after it', async () => {
    const board = await fixture<GoBoard>(html`<go-board mode="edit" .sgf=${'(;GM[1]SZ[9];B[ee];W[cc])'}></go-board>`);
    await until(() => board.totalMoves === 2 && !!board.editor);
    board.last();
    await board.updateComplete;
    const seen: number[] = [];
    board.addEventListener('go-navigate', (e) => seen.push((e as CustomEvent<{ moveNumber: number }>).detail.moveNumber));
    board.move = '0';
    await board.updateComplete;
    board.play(6, 6);
    await board.updateComplete;
    await new Promise((r) => setTimeout(r));
    expect(board.moveNumber).to.equal(1);
    expect(seen.filter((n) => n !== board.moveNumber)).to.deep.equal([]);
  });

  it('move set with scoring counts that move, and what a go-navigate listener sets gets its own update', async () => {
    const board = await fixture<GoBoard>(html`<go-board .sgf=${'(;GM[1]SZ[5]RE[B+0.5];B[cc];W[cd];B[dc])'}></go-board>`);
    await until(() => board.totalMoves === 3);
    board.move = 'last';
    board.scoring = true;
    await board.updateComplete;
    expect([board.moveNumber, board.scoring, board.score !== null]).to.deep.equal([3, true, true]);
    board.stopScoring();
    board.addEventListener('go-navigate', () => (board.scoring = true), { once: true });
    board.move = '1';
    await until(() => board.score !== null);
    expect([board.moveNumber, board.scoring]).to.deep.equal([1, true]);
  });

  it('move leaves problem mode alone: the student plays from the problem\'s start', async () => {
    const sgf = '(;GM[1]SZ[9]PL[B]AB[bb][db][ca]AW[cb](;B[cc]C[RIGHT])(;B[dc]C[Wrong];W[cc]))';
    const board = await fixture<GoBoard>(html`<go-board mode="problem" .sgf=${sgf}></go-board>`);
    await until(() => !!board.shadowRoot!.querySelector('.problem'));
    board.move = 'last';
    await board.updateComplete;
    expect(board.moveNumber).to.equal(0);
  });

  it('move-numbers numbers the stones on the board, latest placement only', async () => {
    const board = await fixture<GoBoard>(html`<go-board move-numbers move="last" .sgf=${'(;GM[1]SZ[5];B[aa];W[ba];B[cc];W[ab])'}></go-board>`);
    await until(() => board.totalMoves === 4);
    await board.updateComplete;
    // Black's A5 was captured by White's move 4: no number on an empty point.
    const numbers = [...board.shadowRoot!.querySelectorAll('text.number')].map((t) => `${t.getAttribute('x')},${t.getAttribute('y')}:${t.textContent}`).sort();
    expect(numbers).to.deep.equal(['0,1:4', '1,0:2', '2,2:3']);
    // The last move is ringed, not dotted: the dot would cover its number. The ring is a part of its own (a page
    // that fills the dot's part would fill the ring over the stone).
    const dot = board.shadowRoot!.querySelector('circle.last')!;
    expect(getComputedStyle(dot).display).to.equal('none');
    const ring = board.shadowRoot!.querySelector('circle.last-ring')!;
    expect(ring.getAttribute('part')).to.equal('last-move-ring');
    expect([ring.getAttribute('cx'), ring.getAttribute('cy')]).to.deep.equal(['0', '1']);
    // Without numbers, the dot again.
    board.moveNumbers = false;
    await board.updateComplete;
    expect(getComputedStyle(board.shadowRoot!.querySelector('circle.last')!).display).to.not.equal('none');
    expect(board.shadowRoot!.querySelector('circle.last-ring')).to.equal(null);
  });

  it('the move slider keeps its width as the move number grows and when Count joins the controls (a phone\'s width)', async () => {
    const sgf = await (await fetch(new URL('../fixtures/element/ear-reddening-game.sgf', import.meta.url))).text();
    const board = await fixture<GoBoard>(html`<go-board style="width: 374px" move="0" .sgf=${sgf}></go-board>`);
    await until(() => board.totalMoves === 325);
    const widths: number[] = [];
    for (const n of [0, 9, 99, 325]) {
      board.goTo(n);
      await board.updateComplete;
      widths.push(Math.round(board.shadowRoot!.querySelector('input[type=range]')!.getBoundingClientRect().width));
    }
    // Count is there at the end of the game.
    expect(board.shadowRoot!.querySelector('button.count')).to.not.equal(null);
    expect(new Set(widths).size, widths.join(' ')).to.equal(1);
    expect(widths[0]).to.be.above(180);
    // The four step buttons stay on the slider's row whatever the board's font size (a blog theme's 62.5 % root).
    const top = (name: string) => Math.round(board.shadowRoot!.querySelector(`button[aria-label="${name}"]`)!.getBoundingClientRect().top);
    for (const size of ['10px', '16px', '22px']) {
      board.style.fontSize = size;
      await board.updateComplete;
      expect([top('Next move'), top('Last move')], size).to.deep.equal([top('First move'), top('First move')]);
    }
  });

  it('coordinates: letters without I above and below, numbers from the bottom left and right, within a VW crop', async () => {
    const board = await fixture<GoBoard>(html`<go-board coordinates .sgf=${'(;GM[1]SZ[9];B[ee])'}></go-board>`);
    await until(() => board.totalMoves === 1);
    await board.updateComplete;
    const labels = () => [...board.shadowRoot!.querySelectorAll('.coords text')].map((t) => t.textContent);
    expect(labels()).to.have.length(36);
    expect(labels().filter((_, i) => i % 2 === 0).slice(0, 9).join('')).to.equal('ABCDEFGHJ');
    expect(labels().slice(18, 20)).to.deep.equal(['9', '9']);
    expect(getComputedStyle(board.shadowRoot!.querySelector('.coords text')!).textAnchor).to.equal('middle');
    board.coordinates = false;
    await board.updateComplete;
    expect(labels()).to.have.length(0);
  });

  it('coordinates of the largest board (52 columns) name every column apart, with no digit in a letter', async () => {
    const board = await fixture<GoBoard>(html`<go-board coordinates .sgf=${'(;GM[1]SZ[52];B[aa];W[ZZ])'}></go-board>`);
    await until(() => board.totalMoves === 2);
    await board.updateComplete;
    const columns = [...board.shadowRoot!.querySelectorAll('.coords text')].map((t) => t.textContent!).filter((_, i) => i % 2 === 0).slice(0, 52);
    expect(new Set(columns).size).to.equal(52);
    expect(columns.filter((c) => /\d/.test(c))).to.deep.equal([]);
    expect(columns.slice(24, 27)).to.deep.equal(['Z', 'a', 'b']);
  });

  it('coordinates of a VW crop label only its points; the rest of the board is covered but for half a cell', async () => {
    const board = await fixture<GoBoard>(html`<go-board coordinates .sgf=${'(;GM[1]SZ[9]VW[aa:fe];B[cc];W[hh])'}></go-board>`);
    await until(() => board.totalMoves === 2);
    board.last();
    await board.updateComplete;
    const labels = [...board.shadowRoot!.querySelectorAll('.coords text')].map((t) => t.textContent);
    // A-F above and below, 9-5 left and right.
    expect(labels).to.have.length(22);
    expect(labels).to.not.include('G');
    expect(labels).to.not.include('4');
    const covers = [...board.shadowRoot!.querySelectorAll('rect.crop')].map((r) => [r.getAttribute('x'), r.getAttribute('y')]);
    expect(covers).to.deep.equal([['5.5', '-5'], ['-5', '4.5']]);
    // White's stone at H2 is under the cover, and the labels are drawn over it.
    expect(board.shadowRoot!.querySelector('svg.board > rect.crop ~ g.coords')).to.not.equal(null);
  });

  it('"Save this line" writes the line being read, variations chosen, as a game of its own', async () => {
    const review = new Review(openRecordSync('(;GM[1]SZ[9]PB[Ann]C[root];B[ee](;W[cc]C[main])(;W[gg]C[second];B[gc]LB[gc:A]))'), 0);
    review.goTo(1);
    review.chooseVariation(1);
    expect(lineSgf(review).replace(/\n/g, '')).to.equal('(;GM[1]SZ[9]PB[Ann]C[root];B[ee];W[gg]C[second];B[gc]LB[gc:A])');
    // The record itself is untouched.
    expect(review.cursor.root.children[0]!.children).to.have.length(2);
    const board = await fixture<GoBoard>(html`<go-board allow-save></go-board>`);
    await board.load('(;GM[1]SZ[9];B[ee](;W[cc])(;W[gg]))');
    await board.updateComplete;
    const labels = [...board.shadowRoot!.querySelectorAll('button')].map((b) => b.textContent!.trim());
    expect(labels).to.include.members(['Save SGF', 'Save this line']);
    await board.load('(;GM[1]SZ[9];B[ee];W[cc])');
    await board.updateComplete;
    expect([...board.shadowRoot!.querySelectorAll('button')].map((b) => b.textContent!.trim())).to.not.include('Save this line');
  });

  it('allow-save shows Save once a game is loaded', async () => {
    const board = await fixture<GoBoard>(html`<go-board allow-save></go-board>`);
    const labels = () => [...board.shadowRoot!.querySelectorAll('button')].map((b) => b.textContent!.trim());
    expect(labels()).to.not.include('Save SGF');
    await board.load('(;GM[1]SZ[9];B[ee])');
    await board.updateComplete;
    expect(labels()).to.include('Save SGF');
  });
  it('a move written in the root node: First and Previous are disabled there, since there is nothing before it', async () => {
    const board = await fixture<GoBoard>(html`<go-board sgf="(;GM[1]FF[4]SZ[9]B[ee];W[cc])"></go-board>`);
    await until(() => board.totalMoves === 2);
    board.first();
    await board.updateComplete;
    expect(board.moveNumber).to.equal(1);
    const [first, previous] = board.shadowRoot!.querySelectorAll<HTMLButtonElement>('.controls button');
    expect([first!.disabled, previous!.disabled]).to.deep.equal([true, true]);
    board.next();
    await board.updateComplete;
    expect([first!.disabled, previous!.disabled]).to.deep.equal([false, false]);
  });
  it('a setup node after the root: First is disabled there (move 0), Previous is not (the root is before it)', async () => {
    const board = await fixture<GoBoard>(html`<go-board sgf="(;GM[1]FF[4]SZ[9];AB[cc];B[ee])"></go-board>`);
    await until(() => board.totalMoves === 1);
    // Move 0 is the position before the first move: the setup node.
    board.first();
    await board.updateComplete;
    expect(board.moveNumber).to.equal(0);
    const [first, previous] = board.shadowRoot!.querySelectorAll<HTMLButtonElement>('.controls button');
    expect([first!.disabled, previous!.disabled]).to.deep.equal([true, false]);
  });

  it('the slider shows the move shown, also when a move dragged to is left in the same task', async () => {
    const board = await fixture<GoBoard>(html`<go-board sgf="(;GM[1]SZ[9];B[ee];W[cc];B[gg])"></go-board>`);
    await until(() => board.totalMoves === 3);
    board.first();
    await board.updateComplete;
    const slider = board.shadowRoot!.querySelector<HTMLInputElement>('.controls input[type=range]')!;
    slider.value = '2';
    slider.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    board.first();
    await board.updateComplete;
    expect([board.moveNumber, slider.value]).to.deep.equal([0, '0']);
  });
});
