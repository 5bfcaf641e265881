import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { until } from '../helpers/board.js';

// The game the reader chose in a collection's picker is a choice in that file: the next file opens at its first
// game, or at the game the page asks for (game-index, gameIndex). A next file that fails to load changes nothing.
const FIRST = '(;GM[1]SZ[9]GN[One];B[ee])(;GM[1]SZ[9]GN[Two];B[cc])(;GM[1]SZ[9]GN[Three];B[gg])';
const NEXT = '(;GM[1]SZ[13]GN[Next one];B[dd])(;GM[1]SZ[13]GN[Next two];B[jj])(;GM[1]SZ[13]GN[Next three];B[gg])';

async function pick(b: GoBoard, index: number): Promise<void> {
  const select = b.shadowRoot!.querySelector('select')!;
  select.value = String(index);
  select.dispatchEvent(new Event('change'));
  await b.updateComplete;
  expect(b.gameIndex).to.equal(index);
}
const shown = (b: GoBoard) => b.shadowRoot!.querySelector('select')!.selectedOptions[0]!.textContent;

describe('<go-board> game picker and the next file', () => {
  it('a game chosen in the picker is not carried over: the next file opens at its first game', async () => {
    const b = await fixture<GoBoard>(html`<go-board></go-board>`);
    await b.load(FIRST);
    await b.updateComplete;
    await pick(b, 2);
    expect(shown(b)).to.equal('3. Three');
    await b.load(NEXT);
    await b.updateComplete;
    expect(b.gameIndex).to.equal(0);
    expect(shown(b)).to.equal('1. Next one');
    expect(b.position.length).to.equal(13);
  });

  it('the page\'s game-index is kept for the next file, after the reader chose another game', async () => {
    const b = await fixture<GoBoard>(html`<go-board game-index="1" .sgf=${FIRST}></go-board>`);
    await until(() => b.gameCount === 3);
    await b.updateComplete;
    expect(shown(b)).to.equal('2. Two');
    await pick(b, 2);
    b.sgf = NEXT;
    await until(() => b.position.length === 13);
    await b.updateComplete;
    expect(shown(b)).to.equal('2. Next two');
  });

  it('a gameIndex the page set after the reader\'s choice is kept', async () => {
    const b = await fixture<GoBoard>(html`<go-board></go-board>`);
    await b.load(FIRST);
    await b.updateComplete;
    await pick(b, 1);
    b.gameIndex = 2;
    await b.updateComplete;
    await b.load(NEXT);
    await b.updateComplete;
    expect(shown(b)).to.equal('3. Next three');
  });

  it('a new file that fails to load leaves everything as it was: the game chosen, and gameIndex', async () => {
    const b = await fixture<GoBoard>(html`<go-board></go-board>`);
    await b.load(FIRST);
    await b.updateComplete;
    await pick(b, 2);
    let error = '';
    b.addEventListener('go-error', (e) => (error = e.detail.kind));
    await b.load('This is not a game record.').then(
      () => expect.fail('a broken file loaded'),
      () => undefined,
    );
    await b.updateComplete;
    expect(error).to.not.equal('');
    expect(b.gameIndex).to.equal(2);
    expect(shown(b)).to.equal('3. Three');
    b.last();
    expect(b.position[6]![6]).to.equal('X');
    // The reader's choice is still a choice in that file: the next file that loads opens at its first game.
    await b.load(NEXT);
    await b.updateComplete;
    expect(b.gameIndex).to.equal(0);
    expect(shown(b)).to.equal('1. Next one');
  });
  it("a game picked far down the last collection does not hold back the next big collection's first game", async () => {
    const collection = (n: number, size = 9) => Array.from({ length: n }, (_, i) => `(;GM[1]SZ[${size}]GN[G${i + 1}];B[ee];W[cc])`).join('');
    const b = await fixture<GoBoard>(html`<go-board></go-board>`);
    await b.load(collection(3000));
    await b.updateComplete;
    const input = b.shadowRoot!.querySelector<HTMLInputElement>('input[type=number]')!;
    input.value = '2900';
    input.dispatchEvent(new Event('change'));
    await b.updateComplete;
    expect(b.gameIndex).to.equal(2899);
    // About 800 KB: read in a worker, which sends the first games ahead of the rest.
    const big = collection(20000, 13);
    await new Promise((r) => setTimeout(r, 100));
    const first = new Promise<CustomEvent>((resolve) =>
      b.addEventListener('go-load', (e) => (e as CustomEvent).detail.games !== 3000 && resolve(e as CustomEvent)),
    );
    void b.load(big);
    const { detail } = await first;
    expect(detail.gameIndex).to.equal(0);
    // Before the fix the worker waited for game 2,900 (the last file's choice) before sending anything.
    expect(detail.games).to.be.below(100);
  });
});
