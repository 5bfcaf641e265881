import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { focusBoard, until } from '../helpers/board.js';

// A real game (Shusaku's ear-reddening game, 325 moves): see test/fixtures/element/SOURCES.md.
const game = async (): Promise<string> => (await fetch(new URL('../fixtures/element/ear-reddening-game.sgf', import.meta.url))).text();
const button = (board: GoBoard) => board.shadowRoot!.querySelector<HTMLButtonElement>('button.autoplay');
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('<go-board autoplay>', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('plays through the line by itself, with a Pause button, and the reader’s step stops it', async () => {
    const board = await fixture<GoBoard>(html`<go-board autoplay="0.1" move="0" .sgf=${await game()}></go-board>`);
    const steps: number[] = [];
    board.addEventListener('go-navigate', (e) => steps.push(e.detail.moveNumber));
    await until(() => board.moveNumber >= 3);
    expect(steps.slice(0, 3)).to.deep.equal([1, 2, 3]);
    expect(button(board)!.textContent!.trim()).to.equal('Pause');
    expect(button(board)!.getAttribute('aria-pressed')).to.equal('true');
    await focusBoard(board);
    await sendKeys({ press: 'ArrowLeft' });
    const stoppedAt = board.moveNumber;
    await pause(350);
    expect(board.moveNumber).to.equal(stoppedAt, 'stopped by the reader');
    await board.updateComplete;
    expect(button(board)!.textContent!.trim()).to.equal('Play');
    button(board)!.click();
    await until(() => board.moveNumber >= stoppedAt + 2);
  });

  it('a playing board moved to another place in the page goes on playing', async () => {
    const board = await fixture<GoBoard>(html`<go-board autoplay="0.1" move="0" .sgf=${await game()}></go-board>`);
    await until(() => board.moveNumber >= 2);
    const box = document.createElement('div');
    document.body.append(box);
    box.append(board);
    const at = board.moveNumber;
    await until(() => board.moveNumber >= at + 2);
    box.remove();
  });

  it('at the end of the line, Play starts again from the first move; it stops at the end', async () => {
    const short = '(;GM[1]SZ[9];B[ee];W[cc];B[gc];W[cg])';
    const board = await fixture<GoBoard>(html`<go-board autoplay="0.1" move="last" .sgf=${short}></go-board>`);
    await until(() => board.moveNumber < 4);
    await until(() => board.moveNumber === 4 && button(board)!.textContent!.trim() === 'Play');
    await pause(250);
    expect(board.moveNumber).to.equal(4);
  });

  it('seen before its game has come (a src still downloading), it starts when the game is shown', async () => {
    const board = await fixture<GoBoard>(html`<go-board autoplay="0.1" move="0"></go-board>`);
    await board.updateComplete;
    await pause(300);
    await board.load(await game());
    await until(() => board.moveNumber >= 2);
    expect(button(board)!.textContent!.trim()).to.equal('Pause');
  });

  it('waits until the board is seen, and does not start by itself under reduced motion', async () => {
    const page = await fixture<HTMLElement>(
      html`<div style="height: 200px; overflow: auto"><div style="height: 3000px"></div><go-board autoplay="0.1" move="0" .sgf=${await game()}></go-board></div>`,
    );
    const board = page.querySelector('go-board') as GoBoard;
    await board.updateComplete;
    await until(() => !!button(board));
    await pause(350);
    expect(board.moveNumber).to.equal(0, 'not seen yet');
    board.scrollIntoView();
    await until(() => board.moveNumber >= 2);

    await emulateMedia({ reducedMotion: 'reduce' });
    const still = await fixture<GoBoard>(html`<go-board autoplay="0.1" move="0" .sgf=${await game()}></go-board>`);
    await until(() => !!button(still));
    await pause(350);
    expect(still.moveNumber).to.equal(0);
    button(still)!.click();
    await until(() => still.moveNumber >= 2);
  });

  it('in Vietnamese; a board without the attribute has no button', async () => {
    const board = await fixture<GoBoard>(html`<go-board lang="vi" autoplay="30" move="0" .sgf=${await game()}></go-board>`);
    await board.languageReady;
    await until(() => !!button(board));
    await until(() => button(board)!.textContent!.trim() === 'Tạm dừng');
    const plain = await fixture<GoBoard>(html`<go-board .sgf=${await game()}></go-board>`);
    await plain.updateComplete;
    expect(button(plain)).to.equal(null);
  });
});
