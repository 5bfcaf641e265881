import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { clickPoint, shadowText, tap, until, focusBoard } from '../helpers/board.js';
import { drawnAt } from '../helpers/board.js';

// White's eighth move takes the black stone at C4 ([2, 1]); Black may not retake at once.
const KO = '(;GM[1]FF[4]SZ[5];B[ba];W[ca];B[ab];W[db];B[bc];W[cc];B[cb];W[bb])';

async function playBoard(sgf: string, move = 'last'): Promise<GoBoard> {
  const board = await fixture<GoBoard>(html`<go-board mode="play" move=${move} .sgf=${sgf}></go-board>`);
  await until(() => board.totalMoves > 0);
  await board.updateComplete;
  return board;
}

const note = (board: GoBoard): string => board.shadowRoot!.querySelector('[part~="notice"]')?.textContent ?? '';

describe('<go-board mode="play">', () => {
  it('on a board drawn small, a finger tap marks the point first and the second tap there plays', async () => {
    const board = await fixture<GoBoard>(html`<go-board mode="play" style="width: 300px"></go-board>`);
    await board.updateComplete;
    expect(board.shadowRoot!.querySelector<SVGSVGElement>('svg.board')!.getScreenCTM()!.a).to.be.below(32);
    await tap(board, [3, 3]);
    expect(board.position[3]).to.equal('.'.repeat(19));
    expect(board.shadowRoot!.querySelector('.cursor')).to.not.equal(null);
    expect(note(board)).to.contain('Tap D16 again');
    // Another point moves the mark; the marked point then plays.
    await tap(board, [15, 3]);
    expect(note(board)).to.contain('Tap Q16 again');
    await tap(board, [15, 3]);
    expect(board.position[3]![15]).to.equal('X');
    expect(board.shadowRoot!.querySelector('.cursor')).to.equal(null);
    // A mouse click plays at once.
    await clickPoint(board, [3, 15]);
    expect(board.position[15]![3]).to.equal('O');
    // A mark made before the board moved on is made again, not played.
    await tap(board, [9, 9]);
    board.pass();
    await tap(board, [9, 9]);
    expect(board.position[9]![9]).to.equal('.');
    await tap(board, [9, 9]);
    expect(board.position[9]![9]).to.equal('O'); // Black passed: White's stone
  });

  it('points outside a VW crop cannot be played, by click or by the keyboard cursor', async () => {
    const board = await playBoard('(;GM[1]SZ[9]VW[aa:ee];B[cc])');
    await clickPoint(board, [6, 6]);
    expect(board.position[6]).to.equal('.........');
    expect(board.moveNumber).to.equal(1);
    await focusBoard(board);
    for (let i = 0; i < 6; i++) await sendKeys({ press: 'Shift+ArrowRight' });
    await board.updateComplete;
    const cursor = board.shadowRoot!.querySelector('.cursor')!;
    expect([cursor.getAttribute('cx'), cursor.getAttribute('cy')]).to.deep.equal(['4', '2']);
  });

  it('Pass and Undo come first under the board: the step buttons that the first move brings do not move them', async () => {
    const board = await fixture<GoBoard>(html`<go-board mode="play" size="9" style="width: 360px"></go-board>`);
    await until(() => !!board.shadowRoot!.querySelector('[part~="play-controls"] button'));
    const undoTop = () => board.shadowRoot!.querySelector<HTMLButtonElement>('[part~="play-controls"] button:nth-of-type(2)')!.getBoundingClientRect().top;
    const before = undoTop();
    expect(board.shadowRoot!.querySelector('[part~="controls"]')).to.equal(null);
    await clickPoint(board, [4, 4]);
    await board.updateComplete;
    expect(board.moveNumber).to.equal(1);
    expect(board.shadowRoot!.querySelector('[part~="controls"]')).to.not.equal(null);
    expect(undoTop()).to.equal(before);
  });

  it('with no game yet, the board follows its size', async () => {
    const board = await fixture<GoBoard>(html`<go-board mode="play"></go-board>`);
    await board.updateComplete;
    board.size = '9';
    await board.updateComplete;
    expect(board.position.length).to.equal(9);
    expect(board.gameCount).to.equal(0);
    await clickPoint(board, [4, 4]);
    expect(board.position[4]![4]).to.equal('X');
  });

  it('on a board drawn large, a finger tap plays at once', async () => {
    const board = await fixture<GoBoard>(html`<go-board mode="play" size="9" style="width: 500px"></go-board>`);
    await board.updateComplete;
    await tap(board, [4, 4]);
    expect(board.position[4]![4]).to.equal('X');
  });

  it('refuses the ko retake with a sentence, after marking the ko point', async () => {
    const board = await playBoard(KO);
    // The ko mark is drawn at the ko point (C4), and only there.
    expect(drawnAt(board, 'ko')).to.deep.equal([[2, 1]]);
    await clickPoint(board, [2, 1]);
    await board.updateComplete;
    expect(board.moveNumber).to.equal(8);
    expect(note(board)).to.contain('Ko: taking back at once would repeat the position');
    await clickPoint(board, [1, 1]);
    await board.updateComplete;
    // A click on a stone says the point is taken, and shows that group's liberties.
    expect(note(board)).to.contain('already taken');
    expect(note(board)).to.contain('has only 1 liberty');
  });

  it('refuses suicide and explains it', async () => {
    const board = await playBoard('(;GM[1]SZ[5]AW[ba][ab];B[ee])');
    // White to play would be legal; make Black try the corner: pass for White first.
    board.pass();
    await clickPoint(board, [0, 0]);
    await board.updateComplete;
    expect(note(board)).to.contain('Suicide');
    expect(board.position[0]![0]).to.equal('.');
  });

  it('a move that differs from the record starts a variation; the record stays, and undo removes only the new move', async () => {
    const board = await playBoard(KO, '4');
    const moved = oneEvent(board, 'go-navigate');
    await clickPoint(board, [4, 4]);
    expect((await moved).detail.move).to.deep.equal([4, 4]);
    expect(board.moveNumber).to.equal(5);
    board.previous();
    await board.updateComplete;
    // Two alternatives now: the record's move and ours.
    expect(board.shadowRoot!.querySelectorAll('.variations button').length).to.equal(2);
    expect(board.toSgf()).to.contain('B[ee]');
    expect(board.toSgf()).to.contain('W[bb]');
    board.next();
    await focusBoard(board);
    await sendKeys({ press: 'u' });
    expect(board.moveNumber).to.equal(4);
    expect(board.toSgf()).to.not.contain('B[ee]');
    // Playing the record's own next move follows the record instead of adding a copy.
    await clickPoint(board, [1, 2]);
    expect(board.moveNumber).to.equal(5);
    expect(board.toSgf().match(/B\[bc\]/g)!.length).to.equal(1);
  });

  it('P passes, U undoes, R goes back to where playing started; the buttons do the same', async () => {
    const board = await fixture<GoBoard>(html`<go-board mode="play" .sgf=${'(;GM[1]SZ[9])'}></go-board>`);
    await until(() => !!board.shadowRoot!.querySelector('[part~="controls"]'));
    await focusBoard(board);
    await clickPoint(board, [4, 4]);
    await clickPoint(board, [2, 2]);
    expect(board.moveNumber).to.equal(2);
    await sendKeys({ press: 'p' });
    expect(board.moveNumber).to.equal(3);
    await board.updateComplete;
    expect(shadowText(board)).to.contain('White to play');
    await sendKeys({ press: 'u' });
    expect(board.moveNumber).to.equal(2);
    await sendKeys({ press: 'r' });
    expect(board.moveNumber).to.equal(0);
    expect(board.position[4]).to.equal('.........');
    await board.updateComplete;
    const buttons = [...board.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="play-controls"] button')];
    expect(buttons.map((b) => b.textContent!.trim())).to.deep.equal(['Pass', 'Undo', 'Reset']);
    await clickPoint(board, [3, 3]);
    buttons[0]!.click();
    expect(board.moveNumber).to.equal(2);
  });

  it('plays on an empty board when no game is loaded', async () => {
    const board = await fixture<GoBoard>(html`<go-board mode="play" size="7"></go-board>`);
    await board.updateComplete;
    await clickPoint(board, [3, 3]);
    expect(board.position[3]).to.equal('...X...');
    expect(board.play(3, 3)).to.equal('occupied');
  });
});

describe('<go-board> liberties and atari aids', () => {
  it('a click on a group marks its liberties and says how many', async () => {
    const board = await fixture<GoBoard>(html`<go-board .sgf=${'(;GM[1]SZ[5]AB[bb][cb][aa]AW[ba])'}></go-board>`);
    await until(() => board.position[1] === '.XX..' && board.position[0] === 'XO...');
    await board.updateComplete;
    await clickPoint(board, [1, 1]);
    await board.updateComplete;
    expect(board.shadowRoot!.querySelectorAll('.liberty').length).to.equal(5);
    expect(note(board)).to.contain('This group of 2 stones has 5 liberties');
    await clickPoint(board, [1, 0]);
    await board.updateComplete;
    expect(note(board)).to.contain('only 1 liberty: it is in atari');
  });

  it('a move played where the record has it follows the record, also when the record writes it with spaces (B[ ee ])', async () => {
    const board = await fixture<GoBoard>(html`<go-board mode="play" move="0" .sgf=${'(;GM[1]SZ[9];B[ ee ];W[cc])'}></go-board>`);
    await until(() => board.position.length === 9);
    board.play(4, 4);
    expect(board.toSgf()).to.not.match(/\)\s*\(/, 'no new variation');
    board.play(2, 2);
    expect(board.toSgf()).to.not.match(/\)\s*\(/);
    expect(board.moveNumber).to.equal(2);
  });

  it('show-atari rings every group in atari, both colours, and marks its last liberty', async () => {
    const board = await fixture<GoBoard>(html`<go-board show-atari .sgf=${'(;GM[1]SZ[5]AB[bb][ab][ad]AW[aa][ac][ae])'}></go-board>`);
    await until(() => board.position[0] === 'O....');
    await board.updateComplete;
    const ringed = [...board.shadowRoot!.querySelectorAll('.atari')].map((c) => `${c.getAttribute('cx')},${c.getAttribute('cy')}`).sort();
    // White A5, White A3, Black A2 and White A1 each have one liberty left; the black pair has three.
    expect(ringed).to.deep.equal(['0,0', '0,2', '0,3', '0,4']);
    // And each one's last liberty, where the capture would be: B5 (White A5), B3 (White A3), B2 (Black A2), B1 (White A1).
    const liberties = [...board.shadowRoot!.querySelectorAll('circle.liberty')].map((c) => `${c.getAttribute('cx')},${c.getAttribute('cy')}`).sort();
    expect(liberties).to.deep.equal(['1,0', '1,2', '1,3', '1,4']);
  });
});

describe('<go-board> without a mouse', () => {
  it('Shift + arrows move a point cursor, announced; Enter plays there in play mode', async () => {
    const board = await fixture<GoBoard>(html`<go-board mode="play" size="9"></go-board>`);
    await board.updateComplete;
    await focusBoard(board);
    await sendKeys({ press: 'Shift+ArrowRight' });
    await board.updateComplete;
    // The cursor starts in the centre (E5).
    expect(board.shadowRoot!.querySelector('[aria-live]')!.textContent).to.contain('E5: empty');
    await sendKeys({ press: 'Shift+ArrowRight' });
    await sendKeys({ press: 'Shift+ArrowUp' });
    await board.updateComplete;
    expect(board.shadowRoot!.querySelector('.cursor')).to.exist;
    expect(board.shadowRoot!.querySelector('[aria-live]')!.textContent).to.contain('F6: empty');
    await sendKeys({ press: 'Enter' });
    expect(board.position[3]![5]).to.equal('X');
    await board.updateComplete;
    await sendKeys({ press: 'Shift+ArrowLeft' });
    await sendKeys({ press: 'Shift+ArrowRight' });
    await board.updateComplete;
    expect(board.shadowRoot!.querySelector('[aria-live]')!.textContent).to.contain('F6: Black');
    await sendKeys({ press: 'Escape' });
    await board.updateComplete;
    expect(board.shadowRoot!.querySelector('.cursor')).to.equal(null);
  });
});
