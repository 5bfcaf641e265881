import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { clickPoint, shadowText, until, focusBoard } from '../helpers/board.js';

const END = '(;GM[1]FF[4]SZ[5]KM[0.5]RU[Japanese]AB[ca][cb][cc][cd][ce]AW[da][db][dc][dd][de][aa])';

describe('<go-board> state across loads, modes and keys', () => {
  it('accepts rules in any case ("Chinese") and ignores words it does not know', async () => {
    const board = await fixture<GoBoard>(html`<go-board rules="Chinese" .sgf=${END}></go-board>`);
    await until(() => board.position[0] === 'O.XO.');
    await board.startScoring();
    expect(board.score!.rules).to.equal('chinese');
    board.rules = 'klingon' as never;
    await board.updateComplete;
    expect(board.score!.rules).to.equal('chinese');
    // Cleared: the file's rules again (RU[Japanese]), as the estimate counts.
    board.rules = '';
    await board.updateComplete;
    expect(board.score!.rules).to.equal('japanese');
  });

  it('score is null as soon as scoring is switched off, and stepping past the end keeps scoring', async () => {
    const board = await fixture<GoBoard>(html`<go-board .sgf=${END}></go-board>`);
    await until(() => board.position[0] === 'O.XO.');
    await board.startScoring();
    board.next(); // nothing after this node: the board stays where it is, still counting
    expect(board.score).to.not.equal(null);
    board.scoring = false;
    expect(board.score).to.equal(null);
  });

  it('goTo(0) and first() show setup placed after the root', async () => {
    const board = await fixture<GoBoard>(html`<go-board .sgf=${'(;GM[1]SZ[5];AB[aa][bb]PL[W];W[ee];B[dd])'}></go-board>`);
    await until(() => board.totalMoves === 2);
    board.last();
    board.first();
    expect(board.moveNumber).to.equal(0);
    expect(board.position[0]).to.equal('X....');
    board.goTo(1);
    expect(board.position[4]).to.equal('....O');
  });

  it('a problem whose setup is in the second node starts from that setup', async () => {
    const problem = '(;GM[1]SZ[5];AW[bb][cb]AB[ba][ab][db][ca]PL[B]C[Black to play.](;B[bc]C[RIGHT])(;B[ee]C[Wrong];W[bc]))';
    const board = await fixture<GoBoard>(html`<go-board mode="problem" .sgf=${problem}></go-board>`);
    await until(() => !!board.shadowRoot!.querySelector('.problem'));
    expect(board.position[1]).to.equal('XOOX.');
    const answered = oneEvent(board, 'go-problem');
    await clickPoint(board, [1, 2]);
    expect((await answered).detail.solved).to.equal(true);
  });

  it('Enter on a focused button presses the button even when the point cursor is on', async () => {
    const board = await fixture<GoBoard>(html`<go-board mode="play" .sgf=${'(;GM[1]SZ[9];B[ee];W[cc])'}></go-board>`);
    await until(() => board.totalMoves === 2);
    await focusBoard(board);
    await sendKeys({ press: 'Shift+ArrowUp' });
    await board.updateComplete;
    const next = board.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label="Next move"]')!;
    next.focus();
    await sendKeys({ press: 'Enter' });
    expect(board.moveNumber).to.equal(1);
    expect(board.position[4]).to.equal('....X....');
  });

  it('a new game clears the point cursor, and a game index out of range changes nothing', async () => {
    const board = await fixture<GoBoard>(html`<go-board .sgf=${'(;GM[1]SZ[19];B[pd])(;GM[1]SZ[9];B[ee])'}></go-board>`);
    await until(() => board.totalMoves === 1);
    await focusBoard(board);
    await sendKeys({ press: 'Shift+ArrowRight' });
    await board.updateComplete;
    expect(board.shadowRoot!.querySelector('.cursor')).to.exist;
    const picked = oneEvent(board, 'go-load');
    board.gameIndex = 1;
    await board.updateComplete;
    expect(board.position.length).to.equal(9);
    expect((await picked).detail).to.include({ gameIndex: 1, games: 2, moves: 1 });
    expect(board.shadowRoot!.querySelector('.cursor')).to.equal(null);
    board.gameIndex = 5;
    await board.updateComplete;
    expect(board.position.length).to.equal(9);
    expect(shadowText(board)).to.not.contain('Error');
  });

  it('a load replaced by a newer one rejects, and only the newer game is shown', async () => {
    const board = await fixture<GoBoard>(html`<go-board></go-board>`);
    const first = board.load('(;GM[1]SZ[9];B[ee])');
    const second = board.load('(;GM[1]SZ[13];B[gg];W[cc])');
    let firstError: Error | null = null;
    await first.catch((e: Error) => (firstError = e));
    await second;
    expect(firstError!.name).to.equal('AbortError');
    expect(board.totalMoves).to.equal(2);
    expect(board.position.length).to.equal(13);
  });

  it('the capture game takes over from scoring', async () => {
    const board = await fixture<GoBoard>(html`<go-board .sgf=${END}></go-board>`);
    await until(() => board.position[0] === 'O.XO.');
    await board.startScoring();
    board.mode = 'capture';
    await until(() => board.position.length === 7);
    expect(board.scoring).to.equal(false);
    expect(board.score).to.equal(null);
    expect(board.shadowRoot!.querySelectorAll('.stone.dead, .territory').length).to.equal(0);
  });
});
