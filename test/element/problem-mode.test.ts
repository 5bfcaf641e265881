import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { problemWords } from '../../src/element/modes/problem-words.js';
import { clickPoint, shadowText, tap, until, focusBoard } from '../helpers/board.js';

const problem = async (name: string): Promise<string> => (await fetch(new URL(`../fixtures/problems/${name}`, import.meta.url))).text();



const text = shadowText;

describe('<go-board mode="problem">', () => {
  it('says right when the student finds the capture', async () => {
    const board = await fixture<GoBoard>(html`<go-board mode="problem" .sgf=${await problem('capture-1.sgf')}></go-board>`);
    await until(() => !!board.shadowRoot!.querySelector('.problem'));
    expect(text(board)).to.contain('Capture the white stone');
    const solved = oneEvent(board, 'go-problem');
    await clickPoint(board, [2, 2]);
    expect((await solved).detail).to.include({ solved: true, moveNumber: 1 });
    await board.updateComplete;
    expect(text(board)).to.contain('Correct!');
    expect(board.captured).to.deep.equal([[2, 1]]);
  });

  it('on a board drawn small (19x19 on a phone), a finger tap marks the point first: a slip of the finger is no answer', async () => {
    // The same problem on the whole of a 19x19 board, 300 px wide: points under 32 px apart.
    const sgf = (await problem('capture-1.sgf')).replace('SZ[9]VW[aa:fe]', 'SZ[19]');
    const board = await fixture<GoBoard>(html`<go-board mode="problem" style="width: 300px" .sgf=${sgf}></go-board>`);
    await until(() => !!board.shadowRoot!.querySelector('.problem'));
    const answers: boolean[] = [];
    board.addEventListener('go-problem', (e) => answers.push(e.detail.solved));
    await tap(board, [3, 2]);
    expect(board.position[2]![3]).to.equal('.');
    const notice = () => board.shadowRoot!.querySelector('[part~="notice"]')?.textContent ?? '';
    expect(notice()).to.contain('Tap D17 again');
    // Another point moves the mark; tapped again, it is the answer.
    await tap(board, [2, 2]);
    expect(answers).to.deep.equal([]);
    await tap(board, [2, 2]);
    await until(() => answers.length === 1);
    expect(answers).to.deep.equal([true]);
    expect(board.position[2]![2]).to.equal('X');
    await board.updateComplete;
    expect(notice()).to.equal('');
    expect(board.shadowRoot!.querySelector('.cursor')).to.equal(null);
    // Answered: a tap would play nothing now, so it is not marked with "Tap again".
    await tap(board, [5, 5]);
    expect(notice()).to.equal('');
    expect(board.shadowRoot!.querySelector('.cursor')).to.equal(null);
  });

  it('answers a wrong move from the file, says wrong, and retries', async () => {
    const board = await fixture<GoBoard>(html`<go-board mode="problem" .sgf=${await problem('capture-1.sgf')}></go-board>`);
    await until(() => !!board.shadowRoot!.querySelector('.problem'));
    const answered = oneEvent(board, 'go-problem');
    await clickPoint(board, [3, 2]);
    // The student's move is counted, not the board's reply: as for a right answer (found by a review).
    expect((await answered).detail).to.include({ solved: false, moveNumber: 1 });
    // The board played White's answer from the file.
    expect(board.position[2]![2]).to.equal('O');
    await board.updateComplete;
    expect(text(board)).to.contain('Wrong');
    await focusBoard(board);
    await sendKeys({ press: 'r' });
    expect(board.moveNumber).to.equal(0);
    expect(board.position[2]).to.equal('.........');
  });

  it('answers with the file\'s replies in turn: the first the first time, the next one each time the move is played again', async () => {
    // After Black's E5 the author wrote two White replies (G5, then E3), each answered by a right move; and two
    // refutations of the wrong move C5.
    const sgf = '(;GM[1]SZ[9]AB[cc]AW[gg]PL[B](;B[ee](;W[ge];B[ef]C[Correct])(;W[ec];B[fe]C[Correct]))(;B[ce]C[Wrong](;W[ee])(;W[de])))';
    const board = await fixture<GoBoard>(html`<go-board mode="problem" .sgf=${sgf}></go-board>`);
    await until(() => !!board.shadowRoot!.querySelector('.problem'));
    const replies: string[] = [];
    const reply = async (move: [number, number], white: [number, number][]) => {
      const answered = oneEvent(board, 'go-problem');
      await clickPoint(board, move);
      if (move[0] === 4) await until(() => board.moveNumber === 2);
      else await answered;
      replies.push(white.filter(([x, y]) => board.position[y]![x] === 'O').map(([x, y]) => `${x},${y}`).join(''));
      await focusBoard(board);
      await sendKeys({ press: 'r' });
      expect(board.moveNumber).to.equal(0);
    };
    const answers: [number, number][] = [[6, 4], [4, 2]];
    for (let i = 0; i < 3; i++) await reply([4, 4], answers);
    const refutations: [number, number][] = [[4, 4], [3, 4]];
    for (let i = 0; i < 2; i++) await reply([2, 4], refutations);
    expect(replies).to.deep.equal(['6,4', '4,2', '6,4', '4,4', '3,4']);
  });

  it('takes the replies in turn at every depth: four tries meet the four lines of a tree of two by two', async () => {
    const sgf = '(;GM[1]SZ[9]AB[cc]AW[gg]PL[B];B[ee](;W[ge];B[ef](;W[fg];B[dg]C[Correct])(;W[cg];B[dh]C[Correct]))(;W[ec];B[fe](;W[hg];B[hh]C[Correct])(;W[dg];B[fh]C[Correct])))';
    const board = await fixture<GoBoard>(html`<go-board mode="problem" .sgf=${sgf}></go-board>`);
    await until(() => !!board.shadowRoot!.querySelector('.problem'));
    const white = (points: [number, number][]) => points.filter(([x, y]) => board.position[y]![x] === 'O').map(([x, y]) => `${x},${y}`).join('');
    const lines: string[] = [];
    for (let i = 0; i < 4; i++) {
      await clickPoint(board, [4, 4]);
      await until(() => board.moveNumber === 2);
      const first = white([[6, 4], [4, 2]]);
      await clickPoint(board, first === '6,4' ? [4, 5] : [5, 4]);
      await until(() => board.moveNumber === 4);
      lines.push(`${first}/${white([[5, 6], [2, 6], [7, 6], [3, 6]])}`);
      await focusBoard(board);
      await sendKeys({ press: 'r' });
      expect(board.moveNumber).to.equal(0);
    }
    expect(lines).to.deep.equal(['6,4/5,6', '4,2/7,6', '6,4/2,6', '4,2/3,6']);
  });

  it('a move outside the solution is wrong and is taken back by undo; the hint marks the answer', async () => {
    const board = await fixture<GoBoard>(html`<go-board mode="problem" .sgf=${await problem('capture-2.sgf')}></go-board>`);
    await until(() => !!board.shadowRoot!.querySelector('.problem'));
    await clickPoint(board, [5, 4]);
    await board.updateComplete;
    expect(text(board)).to.contain('not in the solution');
    await focusBoard(board);
    await sendKeys({ press: 'u' });
    expect(board.position[4]![5]).to.equal('.');
    await sendKeys({ press: 'h' });
    await board.updateComplete;
    const hint = board.shadowRoot!.querySelector('circle.mark') as SVGCircleElement;
    expect([hint.getAttribute('cx'), hint.getAttribute('cy')]).to.deep.equal(['3', '1']);
    await clickPoint(board, [3, 1]);
    await board.updateComplete;
    expect(board.captured.length).to.equal(3);
    expect(text(board)).to.contain('Correct!');
  });

  it('explains an illegal move in the problem and crops the board to VW', async () => {
    const board = await fixture<GoBoard>(html`<go-board mode="problem" .sgf=${await problem('ko-1.sgf')}></go-board>`);
    await until(() => !!board.shadowRoot!.querySelector('.problem'));
    const viewBox = board.shadowRoot!.querySelector('svg.board')!.getAttribute('viewBox')!.split(' ').map(Number);
    expect(viewBox[2]).to.be.below(8);
    await clickPoint(board, [1, 1]);
    await board.updateComplete;
    expect(text(board)).to.contain('already taken');
    await clickPoint(board, [2, 1]);
    await until(() => text(board).includes('Correct!'));
    expect(board.koPoint).to.deep.equal([1, 1]);
  });
});

describe('Vietnamese verdict comments', () => {
  // capture-1.sgf with the ways Vietnamese problem files write a verdict: the board recognises each, says it in its
  // own words, and shows the rest of the comment without the keyword (not "Đúng rồi! rồi! …").
  const vi = (right: string, wrong: string): string =>
    `(;GM[1]FF[4]CA[UTF-8]SZ[9]VW[aa:fe]PL[B]AB[bb][db][ca]AW[cb]C[Đen đi trước.](;B[cc]C[${right}])(;B[dc]C[${wrong}];W[cc]))`;
  const status = (board: GoBoard): string => board.shadowRoot!.querySelector('[part=problem-status]')!.textContent!.trim();
  const cases: [string, string, [number, number], boolean, string][] = [
    ['Đúng rồi! Quân trắng bị ăn.', 'Sai.', [2, 2], true, 'Quân trắng bị ăn.'],
    ['Chính xác: quân trắng bị ăn.', 'Sai.', [2, 2], true, 'quân trắng bị ăn.'],
    // Decomposed accents (older tools, Unikey's "Unicode tổ hợp"): recognised, and shown composed.
    ['Đúng rồi! Quân trắng bị ăn.'.normalize('NFD'), 'Sai.', [2, 2], true, 'Quân trắng bị ăn.'],
    ['Đúng.', 'Sai rồi. Trắng chạy thoát.', [3, 2], false, 'Trắng chạy thoát.'],
    ['Đúng.', 'Sai lầm! Trắng chạy thoát.', [3, 2], false, 'Trắng chạy thoát.'],
  ];
  for (const [right, wrong, move, solved, rest] of cases) {
    const said = solved ? right : wrong;
    it(`"${said}"${said.normalize('NFC') === said ? '' : ' (decomposed)'}: ${solved ? 'right' : 'wrong'}, and the student reads "${rest}"`, async () => {
      const board = await fixture<GoBoard>(html`<go-board lang="vi" mode="problem" .sgf=${vi(right, wrong)}></go-board>`);
      await board.languageReady;
      await until(() => !!board.shadowRoot!.querySelector('.problem'));
      const answered = oneEvent(board, 'go-problem');
      await clickPoint(board, move);
      expect((await answered).detail.solved).to.equal(solved);
      await board.updateComplete;
      const w = problemWords('vi');
      expect(status(board)).to.equal(`${solved ? w.right : w.wrong} ${rest}`);
    });
  }
});

describe('the problems shipped in examples/problems', () => {
  for (const name of ['capture-1.sgf', 'capture-2.sgf', 'capture-3.sgf', 'ko-1.sgf', 'ko-2.sgf']) {
    it(`${name}: its RIGHT answer is judged right, its wrong answer wrong`, async () => {
      const sgf = await problem(name);
      const point = (re: RegExp): [number, number] => {
        const v = re.exec(sgf)![1]!;
        return [v.charCodeAt(0) - 97, v.charCodeAt(1) - 97];
      };
      for (const [move, solved] of [
        [point(/\(;B\[(\w\w)\]C\[RIGHT/), true],
        [point(/\(;B\[(\w\w)\]C\[Wrong/), false],
      ] as const) {
        const board = await fixture<GoBoard>(html`<go-board mode="problem" .sgf=${sgf}></go-board>`);
        await until(() => !!board.shadowRoot!.querySelector('.problem'));
        const answered = oneEvent(board, 'go-problem');
        await clickPoint(board, move);
        expect((await answered).detail.solved, `${name} ${move}`).to.equal(solved);
        if (solved) expect(board.captured.length).to.be.above(0);
      }
    });
  }
});

describe('a load replaced by one that fails, in problem mode', () => {
  it('the game left on the board is said (go-load) and its load() resolves, as in review mode', async () => {
    for (const mode of ['problem', 'guess', 'review']) {
      const board = await fixture<GoBoard>(html`<go-board mode=${mode} .sgf=${'(;GM[1]SZ[9];B[ee];W[cc])'}></go-board>`);
      await until(() => board.gameCount === 1);
      await board.updateComplete;
      const loads: number[] = [];
      board.addEventListener('go-load', (e) => loads.push(e.detail.moves));
      const first = board.load('(;GM[1]SZ[13]AB[dd]C[Black to play];B[cc]C[RIGHT])');
      for (let i = 0; i < 6; i++) await null;
      const second = board.load(')(').catch((e: Error) => e.message);
      await first;
      expect(await second, mode).to.be.a('string');
      expect(loads, mode).to.deep.equal([1]);
      expect(board.position.length, mode).to.equal(13);
    }
  });
});

describe('a file of several problems (a problem set)', () => {
  const names = ['capture-1.sgf', 'capture-2.sgf', 'capture-3.sgf', 'ko-1.sgf', 'ko-2.sgf'];
  const collection = async () => (await Promise.all(names.map(problem))).map((t) => t.trim()).join('\n');
  const setLine = (board: GoBoard) => board.shadowRoot!.querySelector('.problem-set')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  const buttons = (board: GoBoard) => [...board.shadowRoot!.querySelectorAll<HTMLButtonElement>('.problem-set button')];

  it('says which problem and how many are solved, and goes through the set with N, P and its buttons', async () => {
    const board = await fixture<GoBoard>(html`<go-board mode="problem" .sgf=${await collection()}></go-board>`);
    await until(() => !!board.shadowRoot!.querySelector('.problem-set'));
    expect(setLine(board)).to.equal('Previous problem Problem 1 of 5 Next problem');
    expect(buttons(board).map((b) => b.disabled)).to.deep.equal([true, false]);

    const solved = oneEvent(board, 'go-problem');
    await clickPoint(board, [2, 2]);
    expect((await solved).detail).to.deep.equal({ solved: true, moveNumber: 1, gameIndex: 0 });
    await board.updateComplete;
    expect(setLine(board)).to.contain('Problem 1 of 5 · 1 solved');

    // N: the next problem, started afresh, as the same file's second problem on its own board starts.
    await focusBoard(board);
    await sendKeys({ press: 'n' });
    await until(() => setLine(board).includes('Problem 2 of 5'));
    expect(board.gameIndex).to.equal(1);
    const alone = await fixture<GoBoard>(html`<go-board mode="problem" .sgf=${await problem('capture-2.sgf')}></go-board>`);
    await until(() => !!alone.shadowRoot!.querySelector('.problem'));
    expect(board.position).to.deep.equal(alone.position);
    const intro = (b: GoBoard) => b.shadowRoot!.querySelector('.problem .comment')?.textContent;
    expect(intro(board)).to.equal(intro(alone));
    expect(intro(board)).to.contain('three white stones');
    expect(setLine(board)).to.contain('1 solved');

    await focusBoard(board);
    await sendKeys({ press: 'p' });
    await until(() => setLine(board).includes('Problem 1 of 5'));
    expect(board.position[2]).to.equal('.........', 'the first problem starts again from its start');

    for (let i = 0; i < 4; i++) {
      buttons(board)[1]!.click();
      await until(() => setLine(board).includes(`Problem ${i + 2} of 5`));
    }
    expect(board.gameIndex).to.equal(4);
    expect(buttons(board).map((b) => b.disabled)).to.deep.equal([false, true]);
    await focusBoard(board);
    await sendKeys({ press: 'n' });
    await board.updateComplete;
    expect(board.gameIndex).to.equal(4, 'N on the last problem stays there');
  });

  it('a keyboard goes through the set with Enter: the focus stays on Next problem, and no frame drops the problem panel', async () => {
    const board = await fixture<GoBoard>(html`<go-board mode="problem" .sgf=${await collection()}></go-board>`);
    await until(() => !!board.shadowRoot!.querySelector('.problem-set'));
    let panelGone = false;
    new MutationObserver(() => (panelGone ||= !board.shadowRoot!.querySelector('.problem-set'))).observe(board.shadowRoot!, { childList: true, subtree: true });
    buttons(board)[1]!.focus();
    for (let i = 2; i <= 5; i++) {
      await sendKeys({ press: 'Enter' });
      await until(() => setLine(board).includes(`Problem ${i} of 5`));
      await board.updateComplete;
    }
    expect(panelGone, 'the problem panel was never replaced by the review controls').to.equal(false);
    // On the last problem Next is disabled: the focus went to Previous.
    expect(board.shadowRoot!.activeElement).to.equal(buttons(board)[0]);
  });

  it('is said in Vietnamese', async () => {
    const board = await fixture<GoBoard>(html`<go-board lang="vi" mode="problem" .sgf=${await collection()}></go-board>`);
    await board.languageReady;
    await until(() => !!board.shadowRoot!.querySelector('.problem-set'));
    expect(setLine(board)).to.equal('Bài trước Bài 1/5 Bài sau');
  });

  it('a file of one problem has no set line', async () => {
    const board = await fixture<GoBoard>(html`<go-board mode="problem" .sgf=${await problem('capture-1.sgf')}></go-board>`);
    await until(() => !!board.shadowRoot!.querySelector('.problem'));
    expect(board.shadowRoot!.querySelector('.problem-set')).to.equal(null);
  });
});
