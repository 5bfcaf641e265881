import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { executeServerCommand } from '@web/test-runner-commands';
import { until } from '../helpers/board.js';

const GAME = '(;GM[1]FF[4]SZ[9]PB[Black player]PW[White player]RE[B+R]KM[6.5]C[A comment.];B[ee](;W[cc];B[gc])(;W[gg]))';

describe('<go-board> accessibility (axe)', () => {
  it('a reviewing board with variations, comment and info passes axe', async () => {
    const board = await fixture<GoBoard>(html`<go-board coordinates .sgf=${GAME}></go-board>`);
    await until(() => board.totalMoves === 3);
    board.next();
    await board.updateComplete;
    await expect(board).to.be.accessible();
  });

  it('the board, where the focus stops, is a group named by its size (not the text of all it holds)', async () => {
    const board = await fixture<GoBoard>(html`<go-board lang="en" .sgf=${GAME}></go-board>`);
    await until(() => board.totalMoves === 3);
    await board.updateComplete;
    const ax = () => executeServerCommand<{ role: string; name: string }, { selector: string }>('ax-of', { selector: 'go-board' });
    expect(await ax()).to.deep.equal({ role: 'group', name: 'Go board 9×9' });
    board.lang = 'vi';
    await board.languageReady;
    await board.updateComplete;
    expect(await ax()).to.deep.equal({ role: 'group', name: 'Bàn cờ vây 9×9' });
  });

  it('a board in play mode with Open and Save passes axe', async () => {
    const board = await fixture<GoBoard>(html`<go-board mode="play" allow-open allow-save show-atari .sgf=${GAME}></go-board>`);
    await until(() => board.totalMoves === 3);
    await board.updateComplete;
    await expect(board).to.be.accessible();
  });

  it('a board with the game tree and autoplay passes axe', async () => {
    const board = await fixture<GoBoard>(html`<go-board show-tree autoplay="60" move="1" .sgf=${'(;GM[1]SZ[9];B[ee](;W[cc];B[gc])(;W[gg]))'}></go-board>`);
    await until(() => !!board.shadowRoot!.querySelector('.tree svg') && !!board.shadowRoot!.querySelector('button.autoplay'));
    await expect(board).to.be.accessible();
  });

  it('a board in scoring mode passes axe', async () => {
    const board = await fixture<GoBoard>(html`<go-board .sgf=${'(;GM[1]SZ[5]KM[0.5]RE[B+5.5]AB[ca][cb][cc][cd][ce]AW[da][db][dc][dd][de][aa])'}></go-board>`);
    await until(() => board.position[0] === 'O.XO.');
    await board.startScoring();
    await expect(board).to.be.accessible();
  });

  it('a board showing an error passes axe', async () => {
    const board = await fixture<GoBoard>(html`<go-board></go-board>`);
    await board.load('(;C[unclosed').catch(() => undefined);
    await board.load('').catch(() => undefined);
    await board.updateComplete;
    await expect(board).to.be.accessible();
  });
});
