import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { clickPoint, focusBoard, shadowText, until } from '../helpers/board.js';

// B D5 (3,4), W pass, B C6 (2,3) with a comment, W E4 (4,5); a variation at move 3: B G3 (6,6).
const GAME = '(;GM[1]SZ[9]PB[Ann]PW[Bob];B[de];W[]TR[cd];B[cd]C[A good shape.](;W[ef])(;W[gg]))';

async function guessBoard(sgf = GAME, attrs = ''): Promise<GoBoard> {
  const board = await fixture<GoBoard>(attrs === 'vi' ? html`<go-board lang="vi" mode="guess" .sgf=${sgf}></go-board>` : html`<go-board mode="guess" .sgf=${sgf}></go-board>`);
  await until(() => !!board.shadowRoot!.querySelector('.guess'));
  return board;
}

const events = (board: GoBoard) => {
  const seen: { moveNumber: number; outcome: string; right: boolean; tries: number; vertex: [number, number] | null }[] = [];
  board.addEventListener('go-guess', (e) => seen.push(e.detail));
  return seen;
};

describe('<go-board mode="guess">', () => {
  it('a right guess plays the move and counts; a recorded pass is played on its own', async () => {
    const board = await guessBoard();
    const seen = events(board);
    expect(shadowText(board)).to.contain('Guess the next move: Black to play.');
    await clickPoint(board, [3, 4]);
    // B D5 played, then White's pass at once: Black to guess again.
    expect(board.moveNumber).to.equal(2);
    expect(board.position[4]![3]).to.equal('X');
    expect(shadowText(board)).to.contain('Right! D5.');
    expect(shadowText(board)).to.contain('Right at the first try: 1 of 1.');
    expect(seen).to.deep.equal([{ moveNumber: 1, outcome: 'found', right: true, tries: 1, vertex: [3, 4] }]);
    // The pass node's triangle would point at the answer: hidden while guessing.
    expect(board.shadowRoot!.querySelectorAll('.mark').length).to.equal(0);
  });

  it('a point already crossed out is no new guess: it is said so and not counted', async () => {
    const board = await guessBoard();
    const seen = events(board);
    await clickPoint(board, [0, 0]);
    await clickPoint(board, [0, 0]);
    await clickPoint(board, [0, 0]);
    await board.updateComplete;
    expect(seen).to.deep.equal([{ moveNumber: 1, outcome: 'wrong', right: false, tries: 1, vertex: [0, 0] }]);
    expect(board.moveNumber).to.equal(0);
    expect(shadowText(board)).to.contain('You already tried A9.');
    await clickPoint(board, [3, 4]);
    expect(seen.at(-1)).to.deep.include({ outcome: 'found', tries: 2 });
  });

  it('three wrong guesses show the move; the score counts it as missed', async () => {
    const board = await guessBoard();
    const seen = events(board);
    await clickPoint(board, [0, 0]);
    expect(shadowText(board)).to.contain('Not A9. Try again.');
    expect(board.moveNumber).to.equal(0);
    await clickPoint(board, [1, 1]);
    await clickPoint(board, [2, 2]);
    expect(board.moveNumber).to.equal(2);
    expect(shadowText(board)).to.contain('In the game, Black played D5.');
    expect(shadowText(board)).to.contain('Right at the first try: 0 of 1.');
    expect(seen.map((e) => [e.moveNumber, e.outcome, e.tries, e.vertex])).to.deep.equal([
      [1, 'wrong', 1, [0, 0]],
      [1, 'wrong', 2, [1, 1]],
      [1, 'shown', 3, [3, 4]],
    ]);
  });

  it('shows the comment of the move reached, follows the line, and ends there; S shows, R starts again', async () => {
    const board = await guessBoard();
    await clickPoint(board, [3, 4]);
    await clickPoint(board, [2, 3]);
    expect(shadowText(board)).to.contain('A good shape.');
    await focusBoard(board);
    await sendKeys({ press: 's' });
    await board.updateComplete;
    expect(board.moveNumber).to.equal(4);
    expect(board.position[5]![4]).to.equal('O');
    expect(shadowText(board)).to.contain('No more moves to guess on this line.');
    expect(board.shadowRoot!.querySelector<HTMLButtonElement>('.guess button')!.disabled).to.equal(true);
    await sendKeys({ press: 'r' });
    await board.updateComplete;
    expect(board.moveNumber).to.equal(0);
    expect(shadowText(board)).to.not.contain('Right at the first try');
  });

  it('guesses from the move shown, on the variation chosen there', async () => {
    const board = await fixture<GoBoard>(html`<go-board .sgf=${GAME}></go-board>`);
    await until(() => board.totalMoves === 4);
    board.goTo(3);
    board.chooseVariation(1);
    board.mode = 'guess';
    await until(() => !!board.shadowRoot!.querySelector('.guess'));
    await clickPoint(board, [6, 6]);
    expect(board.position[6]![6]).to.equal('O');
    expect(shadowText(board)).to.contain('Right! G3.');
  });

  it('steps over nodes with nothing to guess (setup, a comment, B and W together) and counts tries per move', async () => {
    const board = await guessBoard('(;GM[1]SZ[9];B[aa];AB[ii]C[setup];B[bb]W[cc];W[dd])');
    const seen = events(board);
    await clickPoint(board, [0, 0]);
    // The setup node and the B+W node are played on their own: White's D6 is next.
    expect(board.position[8]![8]).to.equal('X');
    expect(shadowText(board)).to.contain('White to play');
    await clickPoint(board, [5, 5]);
    // The board is moved back and forth: the wrong try counted above is not carried to this move.
    board.mode = 'review';
    await board.updateComplete;
    board.first();
    board.mode = 'guess';
    await until(() => !!board.shadowRoot!.querySelector('.guess'));
    await clickPoint(board, [1, 1]);
    expect(seen.at(-1)).to.include({ outcome: 'wrong', tries: 1, moveNumber: 1 });
  });

  it('speaks Vietnamese', async () => {
    const board = await guessBoard(GAME, 'vi');
    await board.languageReady;
    await board.updateComplete;
    expect(shadowText(board)).to.contain('Đoán nước tiếp theo: Đen đi.');
  });
});
