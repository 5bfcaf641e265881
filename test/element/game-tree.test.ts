import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import { until } from '../helpers/board.js';

const tree = (board: GoBoard) => board.shadowRoot!.querySelector('.tree svg');
/** The tree's nodes as [column, row] (18 units a step), in drawing order. */
const nodes = (board: GoBoard): [number, number][] =>
  [...tree(board)!.querySelectorAll('circle:not(.current)')].map((c) => [(Number(c.getAttribute('cx')) - 9) / 18, (Number(c.getAttribute('cy')) - 9) / 18]);
const current = (board: GoBoard): [number, number] => {
  const c = tree(board)!.querySelector('circle.current')!;
  return [(Number(c.getAttribute('cx')) - 9) / 18, (Number(c.getAttribute('cy')) - 9) / 18];
};

// Three answers to Black's first move: two of two moves, one of one.
const VARIATIONS = '(;GM[1]SZ[9];B[ee](;W[cc];B[gc])(;W[gg];B[cg])(;W[ec]))';

describe('<go-board show-tree>', () => {
  it('draws the main line on the top row and each variation on a row below, and marks the node shown', async () => {
    const board = await fixture<GoBoard>(html`<go-board show-tree move="1" .sgf=${VARIATIONS}></go-board>`);
    await until(() => !!tree(board));
    expect(nodes(board)).to.deep.equal([[0, 0], [1, 0], [2, 0], [3, 0], [2, 1], [3, 1], [2, 2]]);
    expect(current(board)).to.deep.equal([1, 0]);
    const titles = [...tree(board)!.querySelectorAll('title')].map((t) => t.textContent);
    expect(titles).to.deep.equal(['Start', 'Move 1 E5', 'Move 2 C7', 'Move 3 G7', 'Move 2 G3', 'Move 3 C3', 'Move 2 E7']);
    expect(tree(board)!.getAttribute('aria-label')).to.equal('Game tree');
  });

  it('names nodes as the board says them: the start, a node with no move by the move before it, a pass', async () => {
    const board = await fixture<GoBoard>(html`<go-board show-tree move="0" .sgf=${'(;GM[1]SZ[9];AB[aa];B[ee];AB[cc]C[A setup];W[];B[gg])'}></go-board>`);
    await until(() => !!tree(board));
    const titles = [...tree(board)!.querySelectorAll('title')].map((t) => t.textContent);
    // A setup node before the first move is still the start, as the board says it.
    expect(titles).to.deep.equal(['Start', 'Start', 'Move 1 E5', 'After move 1', 'Move 2 White passed', 'Move 3 G3']);
  });

  it('no variation’s line runs through another’s node', async () => {
    const { layoutTree } = await import('../../src/element/tree-panel.js');
    const { parseSgf } = await import('../../src/sgf/index.js');
    const root = parseSgf('(;GM[1]SZ[9];B[aa](;W[bb](;B[cc];W[dd];B[ee])(;B[ci];W[di]))(;W[bi];B[ch];W[dh];B[eh]))')[0]!;
    const { placed } = layoutTree(root);
    const at = new Set(placed.map((p) => `${p.col},${p.row}`));
    for (const p of placed) {
      if (!p.parent || p.row === p.parent.row) continue;
      // Down the parent's column to the row above the node: no node there.
      for (let r = p.parent.row + 1; r < p.row; r++) expect(at.has(`${p.parent.col},${r}`), `${p.col},${p.row}`).to.equal(false);
    }
    expect(placed.length).to.equal(12);
  });

  it('a click on a node goes there, makes its way the current line, and says so (go-navigate)', async () => {
    const board = await fixture<GoBoard>(html`<go-board show-tree move="0" .sgf=${VARIATIONS}></go-board>`);
    await until(() => !!tree(board));
    const moved = oneEvent(board, 'go-navigate');
    (tree(board)!.querySelectorAll('circle')[5] as SVGCircleElement).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect((await moved).detail).to.deep.include({ moveNumber: 3, move: [2, 6] });
    await board.updateComplete;
    expect(board.position[6]![6]).to.equal('O');
    expect(board.position[6]![2]).to.equal('X');
    expect(current(board)).to.deep.equal([3, 1]);
    // The line shown is now the second variation: its two lines are drawn darker, the main line's are not.
    expect(tree(board)!.querySelectorAll('polyline.on-line').length).to.equal(3);
    board.first();
    board.last();
    expect(board.moveNumber).to.equal(3);
    expect(board.position[6]![6]).to.equal('O');
  });

  it('each click says which game it was drawn from, so that the board can ignore one from a game no longer shown', async () => {
    const { treePanel } = await import('../../src/element/tree-panel.js');
    const { render } = await import('lit');
    const { parseSgf } = await import('../../src/sgf/index.js');
    const root = parseSgf(VARIATIONS)[0]!;
    const line = [root, root.children[0]!];
    const clicks: [unknown, unknown][] = [];
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    render(treePanel((k) => k, { node: line[1]!, size: [9, 9], cursor: { root }, line: () => line }, (node, from) => clicks.push([node, from])), container);
    container.querySelectorAll('circle')[2]!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(clicks).to.deep.equal([[root.children[0]!.children[0], root]]);
  });

  it('on a touch screen the nodes are at least 24 px apart, and a tap goes to the node under the finger', async () => {
    const board = await fixture<GoBoard>(html`<go-board show-tree move="0" .sgf=${VARIATIONS}></go-board>`);
    await until(() => !!tree(board));
    const centres = () => [...tree(board)!.querySelectorAll('circle:not(.current)')].map((c) => c.getBoundingClientRect()).map((r) => [r.x + r.width / 2, r.y + r.height / 2]);
    const pitch = () => centres()[1]![0]! - centres()[0]![0]!;
    expect(pitch()).to.be.closeTo(18, 0.5);
    await executeServerCommand('touch-screen', { on: true });
    try {
      await until(() => pitch() >= 24);
      // The node of W G3 (second row), found by where it is drawn: the zoom moves hit testing with the drawing.
      const [x, y] = centres()[4]!;
      const target = board.shadowRoot!.elementFromPoint(x!, y!);
      expect(target?.getAttribute('aria-label')).to.equal('Move 2 G3');
      const moved = oneEvent(board, 'go-navigate');
      (target as SVGElement).dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
      expect((await moved).detail.moveNumber).to.equal(2);
      expect(board.position[6]![6]).to.equal('O');
    } finally {
      await executeServerCommand('touch-screen', { on: false });
    }
  });

  it('from the keyboard: one Tab stop on the node shown, the arrows go along the line and to the next variation', async () => {
    const board = await fixture<GoBoard>(html`<go-board show-tree move="0" .sgf=${VARIATIONS}></go-board>`);
    await until(() => !!tree(board));
    const stops = () => [...tree(board)!.querySelectorAll('[tabindex="0"]')];
    expect(stops()).to.have.length(1);
    expect(stops()[0]!.getAttribute('aria-label')).to.equal('Start');
    expect(tree(board)!.querySelectorAll('[role=button][tabindex="-1"]')).to.have.length(6);
    (stops()[0] as SVGElement).focus();
    const focusedName = () => board.shadowRoot!.activeElement?.getAttribute('aria-label');
    await sendKeys({ press: 'ArrowRight' });
    await until(() => board.moveNumber === 1 && focusedName() === 'Move 1 E5');
    // The board's own ArrowRight did not step a second time.
    expect(board.moveNumber).to.equal(1);
    await sendKeys({ press: 'ArrowRight' });
    await until(() => focusedName() === 'Move 2 C7');
    // Down: the first variation's node in the same column, shown on the board.
    await sendKeys({ press: 'ArrowDown' });
    await until(() => focusedName() === 'Move 2 G3');
    expect(board.position[6]![6]).to.equal('O');
    expect(board.shadowRoot!.activeElement!.getAttribute('aria-current')).to.equal('step');
    await sendKeys({ press: 'ArrowDown' });
    await until(() => focusedName() === 'Move 2 E7');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    await until(() => focusedName() === 'Move 2 C7');
    await sendKeys({ press: 'ArrowLeft' });
    await until(() => board.moveNumber === 1 && focusedName() === 'Move 1 E5');
    // The board's own keys from the tree: the focus goes with the node shown.
    await sendKeys({ press: 'End' });
    await until(() => board.moveNumber === 3 && focusedName() === 'Move 3 G7');
    await sendKeys({ press: 'Home' });
    await until(() => board.moveNumber === 0 && focusedName() === 'Start');
  });

  it('a variation beyond the rows drawn still leaves one Tab stop, on its nearest ancestor drawn', async () => {
    const alternatives = Array.from({ length: 12 }, (_, i) => `(;B[${String.fromCharCode(97 + i)}a];W[${String.fromCharCode(97 + i)}b])`).join('');
    const board = await fixture<GoBoard>(html`<go-board show-tree move="0" .sgf=${`(;GM[1]SZ[19]${alternatives})`}></go-board>`);
    await until(() => !!tree(board));
    board.chooseVariation(11);
    board.next();
    await board.updateComplete;
    expect(board.position[0]![11]).to.equal('X');
    const stops = [...tree(board)!.querySelectorAll('[tabindex="0"]')];
    expect(stops.map((s) => s.getAttribute('aria-label'))).to.deep.equal(['Start']);
    (stops[0] as SVGElement).focus();
    await sendKeys({ press: 'ArrowRight' });
    await until(() => board.moveNumber === 2);
    expect(board.position[1]![11]).to.equal('O');
  });

  it('lays out only a window around the node shown: a 10,000-move line draws a few dozen nodes', async () => {
    const moves: string[] = [];
    for (let i = 0; i < 10000; i++) moves.push(`;${i % 2 ? 'W' : 'B'}[${String.fromCharCode(97 + (i % 19))}${String.fromCharCode(97 + (Math.floor(i / 19) % 19))}]`);
    const board = await fixture<GoBoard>(html`<go-board show-tree move="5000" .sgf=${`(;GM[1]SZ[19]${moves.join('')})`}></go-board>`);
    await until(() => !!tree(board));
    expect(nodes(board).length).to.be.within(20, 40);
    const [col] = current(board);
    expect(tree(board)!.querySelectorAll('title')[col]!.textContent).to.match(/^Move 5000 /);
  });

  it('a node with 20,000 alternatives draws the rows there is room for', async () => {
    const alternatives = Array.from({ length: 20000 }, (_, i) => `(;B[${String.fromCharCode(97 + (i % 19))}${String.fromCharCode(97 + (Math.floor(i / 19) % 19))}];W[aa])`).join('');
    const board = await fixture<GoBoard>(html`<go-board show-tree move="0" .sgf=${`(;GM[1]SZ[19]${alternatives})`}></go-board>`);
    await until(() => !!tree(board));
    const rows = new Set(nodes(board).map(([, row]) => row));
    expect(rows.size).to.equal(8);
    expect(nodes(board).length).to.equal(1 + 8 * 2);
  });

  it('in Vietnamese; no tree without the attribute', async () => {
    const board = await fixture<GoBoard>(html`<go-board lang="vi" show-tree .sgf=${VARIATIONS}></go-board>`);
    await board.languageReady;
    await until(() => !!tree(board));
    expect(tree(board)!.getAttribute('aria-label')).to.equal('Cây nước đi');
    const plain = await fixture<GoBoard>(html`<go-board .sgf=${VARIATIONS}></go-board>`);
    await plain.updateComplete;
    expect(plain.shadowRoot!.querySelector('.tree')).to.equal(null);
  });
});
