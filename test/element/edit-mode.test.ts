import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import sabaki from '@sabaki/sgf';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { parseSgf, toSgf, type SgfNode } from '../../src/sgf/index.js';
import { clickPoint, focusBoard, savedBlob, shadowText, until } from '../helpers/board.js';

type Tree = [Record<string, string[]>, Tree[]];
const ours = (n: SgfNode): Tree => [{ ...n.props }, n.children.map(ours)];
type SabakiNode = { data: Record<string, string[]>; children: SabakiNode[] };
const theirs = (n: SabakiNode): Tree => [{ ...n.data }, n.children.map(theirs)];

/** The SGF the board gives reads back the same with our parser and with @sabaki/sgf, and is written back unchanged. */
function readsBack(sgf: string): Tree {
  const games = parseSgf(sgf);
  expect(toSgf(games)).to.equal(sgf);
  const tree = ours(games[0]!);
  expect(theirs((sabaki as unknown as { parse(s: string): SabakiNode[] }).parse(sgf)[0]!)).to.deep.equal(tree);
  return tree;
}

async function editBoard(sgf = '', lang = 'en'): Promise<GoBoard> {
  const board = await fixture<GoBoard>(html`<go-board mode="edit" size="9" lang=${lang} .sgf=${sgf}></go-board>`);
  await until(() => !!board.shadowRoot!.querySelector('.editor') && !!board.editor);
  return board;
}

const buttonNamed = (board: GoBoard, name: string): HTMLButtonElement => {
  const button = [...board.shadowRoot!.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent!.trim()) === name);
  if (!button) throw new Error(`no button ${name}`);
  return button;
};

const changes = (board: GoBoard): string[] => {
  const seen: string[] = [];
  board.addEventListener('go-change', (e) => seen.push(e.detail.sgf));
  return seen;
};

/** Where a board point is on the page, in CSS pixels (for sendMouse). */
const pagePoint = (board: GoBoard, [x, y]: [number, number]): [number, number] => {
  const svg = board.shadowRoot!.querySelector('svg.board') as SVGSVGElement;
  const p = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM()!);
  return [Math.round(p.x), Math.round(p.y)];
};

describe('<go-board mode="edit">', () => {
  afterEach(() => resetMouse());

  it('starts on an empty board of `size`, plays moves with variations and fires go-change with the SGF', async () => {
    const board = await editBoard();
    const seen = changes(board);
    expect(board.position.length).to.equal(9);
    await clickPoint(board, [2, 2]);
    await clickPoint(board, [6, 6]);
    expect(board.moveNumber).to.equal(2);
    expect(seen.length).to.equal(2);
    expect(readsBack(seen[1]!)).to.deep.equal([{ GM: ['1'], FF: ['4'], SZ: ['9'] }, [[{ B: ['cc'] }, [[{ W: ['gg'] }, []]]]]]);
    expect(board.toSgf()).to.equal(seen[1]);
    // Back one move, the same move again follows the tree; another one makes a variation.
    board.previous();
    await clickPoint(board, [6, 6]);
    expect(seen.length).to.equal(2);
    board.previous();
    await clickPoint(board, [2, 6]);
    expect(seen.length).to.equal(3);
    expect(readsBack(board.toSgf())[1][0]![1].map((c) => c[0].W)).to.deep.equal([['gg'], ['cg']]);
    // An occupied point is refused and said.
    await clickPoint(board, [2, 2]);
    expect(shadowText(board)).to.contain('already taken');
    expect(seen.length).to.equal(3);
  });

  it('says the position shown, not the last edit, once the teacher steps to another move (found by a review)', async () => {
    const board = await editBoard();
    const status = () => board.shadowRoot!.querySelector('.editor [role=status]')!.textContent!.trim();
    await clickPoint(board, [4, 4]);
    await clickPoint(board, [2, 2]);
    await clickPoint(board, [6, 6]);
    await board.updateComplete;
    expect(status()).to.equal('Black: G3.');
    board.first();
    await board.updateComplete;
    expect(board.moveNumber).to.equal(0);
    expect(status()).to.equal('Black to play');
    board.next();
    await board.updateComplete;
    expect(status()).to.equal('White to play');
    // Back where the edit was made, its sentence is that position's again.
    board.last();
    await board.updateComplete;
    expect(status()).to.equal('Black: G3.');
  });

  it('adds stones with a drag as one step; Ctrl+Z and Ctrl+Y undo and redo it', async () => {
    const board = await editBoard();
    const seen = changes(board);
    await focusBoard(board);
    await sendKeys({ press: 'b' });
    await board.updateComplete;
    expect(buttonNamed(board, 'Add black stones').getAttribute('aria-pressed')).to.equal('true');
    await sendMouse({ type: 'move', position: pagePoint(board, [1, 1]) });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: pagePoint(board, [2, 1]) });
    await sendMouse({ type: 'move', position: pagePoint(board, [3, 1]) });
    await sendMouse({ type: 'up' });
    await board.updateComplete;
    expect(board.position[1]).to.equal('.XXX.....');
    expect(readsBack(board.toSgf())[0].AB).to.deep.equal(['bb', 'cb', 'db']);
    expect(board.moveNumber).to.equal(0);
    // A click on a black stone with the black tool takes it off; W is the white tool.
    await clickPoint(board, [2, 1]);
    expect(board.position[1]).to.equal('.X.X.....');
    await sendKeys({ press: 'w' });
    await clickPoint(board, [4, 4]);
    expect(board.position[4]![4]).to.equal('O');
    await focusBoard(board);
    await sendKeys({ press: 'Control+z' });
    await sendKeys({ press: 'Control+z' });
    await board.updateComplete;
    expect(board.position[1]).to.equal('.XXX.....');
    expect(board.position[4]![4]).to.equal('.');
    await sendKeys({ press: 'Control+z' });
    expect(board.position[1]).to.equal('.........');
    expect(board.editor!.canUndo).to.equal(false);
    await sendKeys({ press: 'Control+y' });
    expect(board.position[1]).to.equal('.XXX.....');
    // Every point of a drag changes the SGF (3), the click (1), the white stone (1), three undos, one redo.
    expect(seen.length).to.equal(9);
    expect(seen[8]).to.equal(board.toSgf());
  });

  it('marks, labels, arrows, dims and comments, each read back the same by both parsers', async () => {
    const board = await editBoard('(;GM[1]FF[4]SZ[9];B[ee])');
    board.last();
    await focusBoard(board);
    for (const [key, point] of [['t', [1, 1]], ['s', [2, 2]], ['c', [3, 3]], ['x', [5, 5]], ['l', [6, 6]], ['l', [7, 7]], ['n', [6, 2]], ['d', [0, 8]]] as const) {
      await sendKeys({ press: key });
      await clickPoint(board, [point[0], point[1]]);
    }
    await sendKeys({ press: 'a' });
    await clickPoint(board, [0, 0]);
    expect(shadowText(board)).to.contain('now choose where it ends');
    await clickPoint(board, [4, 4]);
    const textarea = board.shadowRoot!.querySelector('textarea')!;
    textarea.focus();
    await sendKeys({ type: 'Black ] takes \\ the corner' });
    textarea.dispatchEvent(new Event('change'));
    const move = readsBack(board.toSgf())[1][0]!;
    expect(move[0]).to.deep.equal({
      B: ['ee'],
      TR: ['bb'],
      SQ: ['cc'],
      CR: ['dd'],
      MA: ['ff'],
      LB: ['gg:A', 'hh:B', 'gc:1'],
      DD: ['ai'],
      AR: ['aa:ee'],
      C: ['Black ] takes \\ the corner'],
    });
    await board.updateComplete;
    expect(board.shadowRoot!.querySelectorAll('.mark').length).to.equal(4);
    expect([...board.shadowRoot!.querySelectorAll('text.label')].map((t) => t.textContent)).to.include.members(['A', 'B', '1']);
    // The typing was one step: one Ctrl+Z (on the board) takes the whole comment back.
    await focusBoard(board);
    await sendKeys({ press: 'Control+z' });
    expect(readsBack(board.toSgf())[1][0]![0].C).to.equal(undefined);
  });

  it('deletes from a node, promotes and reorders variations, and undo brings each back', async () => {
    const sgf = '(;GM[1]FF[4]SZ[9];B[ee](;W[cc];B[gg])(;W[gc]))';
    const board = await editBoard(sgf);
    const editor = board.editor!;
    board.next();
    board.chooseVariation(1);
    board.next();
    await board.updateComplete;
    buttonNamed(board, 'Make main line').click();
    expect(board.toSgf()).to.equal('(;GM[1]FF[4]SZ[9]\n;B[ee](;W[gc])(;W[cc]\n;B[gg]))\n');
    await board.updateComplete;
    // Shown as an arrow, named in words.
    expect(buttonNamed(board, 'Move variation down').textContent).to.equal('↓');
    buttonNamed(board, 'Move variation down').click();
    expect(board.toSgf()).to.equal('(;GM[1]FF[4]SZ[9]\n;B[ee](;W[cc]\n;B[gg])(;W[gc]))\n');
    board.previous();
    await board.updateComplete;
    editor.remove();
    expect(board.toSgf()).to.equal('(;GM[1]FF[4]SZ[9])\n');
    expect(board.moveNumber).to.equal(0);
    while (editor.canUndo) editor.undo();
    expect(board.toSgf()).to.equal(toSgf(parseSgf(sgf)));
    editor.redo();
    expect(board.toSgf()).to.equal('(;GM[1]FF[4]SZ[9]\n;B[ee](;W[gc])(;W[cc]\n;B[gg]))\n');
  });

  it('writes a problem that problem mode solves right and wrong the way the teacher meant', async () => {
    const board = await editBoard();
    const editor = board.editor!;
    // White stone at C7 with two liberties; Black to capture.
    editor.addStones([[2, 2]], 'white');
    editor.addStones([[2, 1], [1, 2]], 'black');
    editor.setPlayer('black');
    editor.setComment('Capture the white stone.');
    editor.play(3, 2);
    editor.setVerdict('right');
    board.previous();
    editor.play(2, 3);
    editor.play(3, 2);
    editor.setVerdict('wrong');
    const sgf = board.toSgf();
    readsBack(sgf);
    // The switch in the editor tests it on a copy.
    await board.updateComplete;
    buttonNamed(board, 'Test the problem').click();
    await until(() => !!board.shadowRoot!.querySelector('.problem'));
    const solved = oneEvent(board, 'go-problem');
    await clickPoint(board, [3, 2]);
    expect((await solved).detail.solved).to.equal(true);
    buttonNamed(board, 'Back to editing').click();
    await board.updateComplete;
    expect(board.toSgf()).to.equal(sgf);
    // And a board in problem mode reads it as written.
    const student = await fixture<GoBoard>(html`<go-board mode="problem" .sgf=${sgf}></go-board>`);
    await until(() => !!student.shadowRoot!.querySelector('.problem'));
    expect(shadowText(student)).to.contain('Capture the white stone.');
    const wrong = oneEvent(student, 'go-problem');
    await clickPoint(student, [2, 3]);
    expect((await wrong).detail.solved).to.equal(false);
    await focusBoard(student);
    await sendKeys({ press: 'r' });
    const right = oneEvent(student, 'go-problem');
    await clickPoint(student, [3, 2]);
    expect((await right).detail.solved).to.equal(true);
  });

  it('edits game information, starts a new board and a lesson from a position, all undoable', async () => {
    const sgf = '(;GM[1]FF[4]SZ[9]PB[Ann];B[ee];W[cc])';
    const board = await editBoard(sgf);
    board.last();
    await board.updateComplete;
    const input = board.shadowRoot!.querySelector<HTMLInputElement>('input[name=PW]')!;
    input.value = 'Bình';
    input.dispatchEvent(new Event('change'));
    expect(readsBack(board.toSgf())[0].PW).to.deep.equal(['Bình']);
    // Still on the move shown, not sent back to the start.
    expect(board.moveNumber).to.equal(2);
    board.editor!.lessonHere();
    expect(board.toSgf()).to.equal('(;GM[1]FF[4]SZ[9]AB[ee]AW[cc]PL[B])\n');
    expect(board.position[4]![4]).to.equal('X');
    board.editor!.newBoard(13);
    await board.updateComplete;
    expect(board.position.length).to.equal(13);
    expect(board.shadowRoot!.querySelector('svg.board')!.getAttribute('viewBox')).to.contain('13');
    board.editor!.undo();
    board.editor!.undo();
    expect(board.position.length).to.equal(9);
    board.editor!.undo();
    expect(board.toSgf()).to.equal(toSgf(parseSgf(sgf)));
  });

  it('works from the keyboard alone: a tool key, Shift + arrows to a point, Enter', async () => {
    const board = await editBoard('(;GM[1]SZ[9])');
    await focusBoard(board);
    await sendKeys({ press: 't' });
    await sendKeys({ press: 'Shift+ArrowLeft' });
    await sendKeys({ press: 'Shift+ArrowLeft' });
    await sendKeys({ press: 'Enter' });
    await board.updateComplete;
    expect(readsBack(board.toSgf())[0].TR).to.deep.equal(['de']);
    expect(shadowText(board)).to.contain('Triangle: D5.');
    await sendKeys({ press: 'm' });
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'p' });
    expect(board.moveNumber).to.equal(2);
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'Delete' });
    expect(board.totalMoves).to.equal(0);
    await sendKeys({ press: 'Control+z' });
    expect(board.totalMoves).to.equal(2);
  });

  it('is accessible, and board.play() in edit mode is an undoable edit', async () => {
    const board = await editBoard('(;GM[1]SZ[9])');
    await expect(board).to.be.accessible();
    const changed = oneEvent(board, 'go-change');
    expect(board.play(4, 4)).to.equal(null);
    expect((await changed).detail.sgf).to.contain('B[ee]');
    board.editor!.undo();
    expect(board.toSgf()).to.equal('(;GM[1]SZ[9])\n');
  });

  it('a move played as soon as another game is on the board is an edit of that game, not of the one before', async () => {
    const board = await editBoard('(;GM[1]SZ[9];B[ee])');
    const seen = changes(board);
    const loading = board.load('(;GM[1]SZ[9];B[cc];W[gg])');
    // The first moment the new game is the board's (a click or a page's call may come then): the editor is its own.
    while (board.totalMoves !== 2) await new Promise((r) => setTimeout(r, 0));
    board.last();
    expect(board.editor, 'editor').to.not.equal(null);
    expect(board.play(2, 6)).to.equal(null);
    await loading;
    await board.updateComplete;
    expect(board.toSgf().replace(/\n/g, '')).to.equal('(;GM[1]SZ[9];B[cc];W[gg];B[cg])');
    expect(seen.at(-1)).to.contain('B[cg]');
    expect(board.position[6]![2]).to.equal('X');
  });

  it('keeps the undo history across modes, but never undoes over moves played in another mode', async () => {
    const board = await editBoard('(;GM[1]SZ[9])');
    board.editor!.play(2, 2);
    board.mode = 'review';
    await board.updateComplete;
    board.mode = 'edit';
    await until(() => !!board.editor);
    expect(board.editor!.canUndo).to.equal(true);
    board.mode = 'play';
    await board.updateComplete;
    board.first();
    board.play(6, 6);
    board.mode = 'edit';
    await until(() => !!board.editor);
    expect(board.editor!.canUndo).to.equal(false);
    board.editor!.undo();
    expect(readsBack(board.toSgf())[1].map((c) => c[0].B)).to.deep.equal([['cc'], ['gg']]);
  });

  it('speaks Vietnamese', async () => {
    const board = await editBoard('', 'vi');
    expect(buttonNamed(board, 'Thêm quân đen')).to.exist;
    expect(shadowText(board)).to.contain('Hoàn tác');
  });

  it('a review board never loads the editor; leaving edit mode shows the edited game', async () => {
    const board = await editBoard('(;GM[1]SZ[9])');
    board.editor!.play(4, 4);
    board.mode = 'review';
    await board.updateComplete;
    expect(board.editor).to.equal(null);
    expect(board.position[4]![4]).to.equal('X');
    expect(shadowText(board)).to.contain('Move 1 of 1');
  });
});

describe('form association', () => {
  it('submits the SGF under the board\'s name, and a board outside a form works as before', async () => {
    const form = await fixture<HTMLFormElement>(html`<form><go-board name="lesson" mode="edit" size="9"></go-board><input name="title" value="Ko" /></form>`);
    const board = form.querySelector('go-board') as GoBoard;
    await until(() => !!board.editor);
    // The code that submits comes as a chunk once the board is in a form: updateComplete waits for it.
    await board.updateComplete;
    board.editor!.play(2, 2);
    expect(new FormData(form).get('lesson')).to.equal(board.toSgf());
    expect(new FormData(form).get('title')).to.equal('Ko');
    // A disabled fieldset disables the board like any control: it submits nothing and a click edits nothing.
    form.innerHTML = '';
    const fieldset = document.createElement('fieldset');
    fieldset.disabled = true;
    form.append(fieldset);
    const disabled = document.createElement('go-board') as GoBoard;
    disabled.mode = 'edit';
    disabled.name = 'off';
    fieldset.append(disabled);
    await until(() => !!disabled.editor);
    await clickPoint(disabled, [1, 1]);
    expect(disabled.position[1]).to.equal('...................');
    expect(new FormData(form).has('off')).to.equal(false);
    const loose = await fixture<GoBoard>(html`<go-board name="x" sgf="(;GM[1]SZ[9];B[ee])"></go-board>`);
    await until(() => loose.totalMoves === 1);
    expect(loose.toSgf()).to.contain('B[ee]');
  });

  it('a board that leaves its form (for another, or the page) takes its formdata listener with it', async () => {
    const first = await fixture<HTMLFormElement>(html`<form><go-board name="lesson" sgf="(;GM[1]SZ[9];B[ee])"></go-board></form>`);
    const board = first.querySelector('go-board') as GoBoard;
    await until(() => board.totalMoves === 1);
    const removed: string[] = [];
    const remove = first.removeEventListener.bind(first);
    first.removeEventListener = ((type: string, ...rest: [EventListener, boolean?]) => (removed.push(type), remove(type, ...rest))) as typeof first.removeEventListener;
    const second = document.createElement('form');
    first.after(second);
    second.append(board);
    expect(removed).to.deep.equal(['formdata']);
    expect(new FormData(second).get('lesson')).to.equal(board.toSgf());
    expect(new FormData(first).has('lesson')).to.equal(false);
    second.remove();
  });
});

describe('saving a lesson without blocking the page', () => {
  it('Save writes the file in slices between which the page runs, never with toSgf(); go-change writes it only when read', async () => {
    const board = await fixture<GoBoard>(html`<go-board mode="edit" size="9"></go-board>`);
    await until(() => !!board.editor);
    const written = board.toSgf.bind(board);
    let calls = 0;
    board.toSgf = () => (calls++, written());
    const changes: CustomEvent<{ sgf: string }>[] = [];
    board.addEventListener('go-change', (e) => changes.push(e));
    board.editor!.play(2, 2);
    expect(changes.length).to.equal(1);
    expect(calls).to.equal(0);
    expect(changes[0]!.detail.sgf).to.equal(written());
    expect(changes[0]!.detail.sgf).to.contain('B[cc]');
    expect(calls).to.equal(1);
    expect(await (await savedBlob(board)).text()).to.equal(written());
    expect(calls).to.equal(1);
  });

  it('go-change: a detail.sgf first read after a later edit throws instead of giving the later file; read in time, it stays', async () => {
    const board = await fixture<GoBoard>(html`<go-board mode="edit" size="9"></go-board>`);
    await until(() => !!board.editor);
    const changes: CustomEvent<{ sgf: string }>[] = [];
    board.addEventListener('go-change', (e) => changes.push(e));
    board.editor!.play(2, 2);
    const first = changes[0]!.detail.sgf;
    board.editor!.play(6, 6);
    board.editor!.play(4, 4);
    expect(changes.length).to.equal(3);
    // Read in time: the file as it was at that edit, however often read.
    expect(changes[0]!.detail.sgf).to.equal(first);
    expect(first).to.contain('B[cc]');
    expect(first).to.not.contain('W[gg]');
    // Never read in time: not the later file.
    expect(() => changes[1]!.detail.sgf).to.throw(/later change/);
    expect(changes[2]!.detail.sgf).to.equal(board.toSgf());
  });
});

describe('a failed load over a lesson being written', () => {
  it('says why, keeps the lesson, and Close gives the board back to the pointer', async () => {
    const board = await editBoard();
    await clickPoint(board, [2, 2]);
    await clickPoint(board, [6, 6]);
    const written = board.toSgf();
    const failed = oneEvent(board, 'go-error');
    await board.load('this is not sgf !!!').catch(() => undefined);
    expect((await failed).detail.kind).to.equal('parse');
    await board.updateComplete;
    const message = board.shadowRoot!.querySelector('.message.error')!;
    expect(message.textContent).to.contain('could not be shown');
    expect(board.toSgf()).to.equal(written);
    // The message covers the board's centre: a click there does not reach the board.
    const centre = board.shadowRoot!.querySelector('svg.board')!.getBoundingClientRect();
    expect(board.shadowRoot!.elementFromPoint(centre.x + centre.width / 2, centre.y + centre.height / 2)!.closest('.message')).to.equal(message);
    const close = [...message.querySelectorAll('button')].find((b) => b.textContent!.trim() === 'Close')!;
    // Outside the alert, which a screen reader reads out whole: "Close" is not part of what went wrong.
    expect(close.closest('[role=alert]')).to.equal(null);
    expect(message.querySelector('[role=alert]')!.textContent).to.contain('could not be shown');
    close.click();
    await board.updateComplete;
    expect(board.shadowRoot!.querySelector('.message')).to.equal(null);
    await clickPoint(board, [4, 4]);
    expect(board.position[4]![4]).to.not.equal('.');
    expect(board.toSgf()).to.not.equal(written);
  });

  it('a board with nothing behind the message has no Close', async () => {
    const board = await fixture<GoBoard>(html`<go-board .sgf=${'this is not sgf !!!'}></go-board>`);
    await until(() => !!board.shadowRoot!.querySelector('.message.error'));
    expect(board.shadowRoot!.querySelector('.message.error button')).to.equal(null);
  });
});
