import { expect } from '@open-wc/testing';
import sabaki from '@sabaki/sgf';
import { parseSgf, SgfCursor, SgfEditor, toSgf, type SgfNode } from '../../src/sgf/index.js';
import type { Color, Vertex } from '../../src/engine/index.js';
import { tree, type Tree } from './helpers.js';

// @sabaki/sgf's trees in the same nested [props, children] form as ours.
type SabakiNode = { data: Record<string, string[]>; children: SabakiNode[] };
const sabakiTree = (n: SabakiNode): Tree => [{ ...n.data }, n.children.map(sabakiTree)];
const plain = (t: Tree): Tree => [{ ...t[0] }, t[1].map(plain)];

/** What the editor wrote, read back by our parser and by @sabaki/sgf: both give the tree in memory. */
function roundTrips(root: SgfNode): void {
  const text = toSgf([root]);
  const ours = parseSgf(text);
  expect(ours.length).to.equal(1);
  expect(plain(tree(ours[0]!))).to.deep.equal(plain(tree(root)));
  const theirs = (sabaki as unknown as { parse(s: string): SabakiNode[] }).parse(text);
  expect(sabakiTree(theirs[0]!)).to.deep.equal(plain(tree(root)));
  expect(toSgf(ours)).to.equal(text);
}

const game = (text: string) => {
  const root = parseSgf(text)[0]!;
  return { root, editor: new SgfEditor(root) };
};

/** The stone at a point before a node's setup (atNode false) or at the node, read with our cursor. */
const below = (root: SgfNode, node: SgfNode) => (v: Vertex, atNode: boolean): Color | null => {
  const cursor = new SgfCursor(root);
  cursor.go(atNode || !node.parent ? node : node.parent);
  if (!atNode && !node.parent) return null;
  const c = cursor.position()[v[1]]![v[0]];
  return c === 'X' ? 'black' : c === 'O' ? 'white' : null;
};

/** Undo everything, check the tree is the original, redo everything, check it is the edited one. */
function undoRedoAll(editor: SgfEditor, root: SgfNode, original: string): void {
  const edited = toSgf([root]);
  while (editor.canUndo) editor.undo();
  expect(toSgf([root])).to.equal(original);
  while (editor.canRedo) editor.redo();
  expect(toSgf([root])).to.equal(edited);
}

describe('SgfEditor', () => {
  it('plays moves: a move that is already there is followed, another one makes a variation', () => {
    const { root, editor } = game('(;GM[1]SZ[9];B[ee];W[cc])');
    const original = toSgf([root]);
    const b = root.children[0]!;
    expect(editor.play(root, 'black', [4, 4])).to.equal(b);
    expect(editor.canUndo).to.equal(false);
    const alt = editor.play(b, 'white', [2, 6]);
    expect(b.children.map((c) => c.props.W![0])).to.deep.equal(['cc', 'cg']);
    expect(alt.parent).to.equal(b);
    const pass = editor.play(alt, 'black', null);
    expect(pass.props.B).to.deep.equal(['']);
    // A pass written tt (up to 19x19) is followed too.
    const tt = parseSgf('(;SZ[19];B[tt])')[0]!;
    expect(new SgfEditor(tt).play(tt, 'black', null)).to.equal(tt.children[0]);
    const big = parseSgf('(;SZ[25];B[tt])')[0]!;
    expect(new SgfEditor(big).play(big, 'black', null)).to.not.equal(big.children[0]);
    roundTrips(root);
    expect(editor.undo()).to.equal(alt);
    expect(alt.children).to.deep.equal([]);
    expect(editor.undo()).to.equal(b);
    expect(toSgf([root])).to.equal(original);
    expect(editor.redo()).to.equal(alt);
    expect(editor.redo()).to.equal(pass);
    expect(editor.redo()).to.equal(null);
    roundTrips(root);
  });

  it('adds and clears setup stones with the smallest AB/AW/AE, and a drag is one step', () => {
    const { root, editor } = game('(;GM[1]SZ[9]AB[aa:bb];B[ee])');
    const original = toSgf([root]);
    // A white stone where a black one was set up, and black where one already is: nothing written for it.
    editor.setStones(root, [[0, 0]], 'white', below(root, root), 'drag');
    editor.setStones(root, [[1, 1]], 'black', below(root, root), 'drag');
    editor.setStones(root, [[2, 2]], null, below(root, root), 'drag');
    expect(root.props.AB).to.deep.equal(['ba', 'ab', 'bb']);
    expect(root.props.AW).to.deep.equal(['aa']);
    expect(root.props.AE).to.equal(undefined);
    roundTrips(root);
    editor.seal();
    // Clearing a stone set up in this node only takes it out of AB.
    editor.setStones(root, [[1, 0]], null, below(root, root));
    expect(root.props.AB).to.deep.equal(['ab', 'bb']);
    // Setup on a node with a move goes into a new node after it; clearing the move's stone writes AE.
    const move = root.children[0]!;
    const setup = editor.setStones(move, [[4, 4]], null, below(root, move), 'drag2');
    expect(setup.parent).to.equal(move);
    expect(setup.props.AE).to.deep.equal(['ee']);
    const again = editor.setStones(setup, [[5, 5]], 'white', below(root, setup), 'drag2');
    expect(again).to.equal(setup);
    expect(setup.props.AW).to.deep.equal(['ff']);
    roundTrips(root);
    // Three steps: the first drag, the cleared stone, the second drag.
    editor.undo();
    expect(move.children).to.deep.equal([]);
    editor.undo();
    editor.undo();
    expect(toSgf([root])).to.equal(original);
    expect(editor.canUndo).to.equal(false);
  });

  it('marks, labels, arrows, lines and dims: one mark per point, toggled off by a second click', () => {
    const { root, editor } = game('(;GM[1]SZ[9]TR[aa:ab]LB[cc:A])');
    const original = toSgf([root]);
    editor.toggleMark(root, [0, 0], 'SQ');
    expect(root.props.TR).to.deep.equal(['ab']);
    expect(root.props.SQ).to.deep.equal(['aa']);
    editor.toggleMark(root, [0, 0], 'SQ');
    expect(root.props.SQ).to.equal(undefined);
    for (const id of ['CR', 'MA', 'TR'] as const) editor.toggleMark(root, [4, 4], id);
    expect(root.props.TR).to.deep.equal(['ab', 'ee']);
    expect(editor.nextLabel(root, 'letter')).to.equal('B');
    editor.toggleLabel(root, [3, 3], 'letter');
    editor.toggleLabel(root, [3, 4], 'number');
    editor.toggleLabel(root, [3, 5], 'letter', 'x]\\y');
    expect(root.props.LB).to.deep.equal(['cc:A', 'dd:B', 'de:1', 'df:x]\\y']);
    editor.toggleLabel(root, [2, 2], 'letter');
    expect(editor.nextLabel(root, 'letter')).to.equal('A');
    editor.toggleMark(root, [3, 3], 'CR');
    expect(root.props.LB).to.deep.equal(['de:1', 'df:x]\\y']);
    editor.toggleLine(root, [0, 0], [2, 2], 'AR');
    editor.toggleLine(root, [2, 2], [0, 0], 'LN');
    expect(root.props.AR).to.equal(undefined);
    expect(root.props.LN).to.deep.equal(['cc:aa']);
    editor.toggleLine(root, [0, 0], [2, 2], 'LN');
    expect(root.props.LN).to.equal(undefined);
    editor.toggleLine(root, [0, 0], [8, 8], 'AR');
    editor.toggleDim(root, [1, 1], []);
    expect(root.props.DD).to.deep.equal(['bb']);
    roundTrips(root);
    undoRedoAll(editor, root, original);
  });

  it('dims from an inherited DD, and lights every point with DD[]', () => {
    const { root, editor } = game('(;GM[1]SZ[9]DD[aa][bb];B[ee])');
    const move = root.children[0]!;
    editor.toggleDim(move, [0, 0], [[0, 0], [1, 1]]);
    expect(move.props.DD).to.deep.equal(['bb']);
    editor.toggleDim(move, [1, 1], [[0, 0], [1, 1]]);
    expect(move.props.DD).to.deep.equal(['']);
    roundTrips(root);
  });

  it('writes comments, game information and whose turn, merging the typing of one field', () => {
    const { root, editor } = game('(;GM[1]SZ[9];B[ee])');
    const original = toSgf([root]);
    const move = root.children[0]!;
    for (const text of ['A', 'A ]', 'A ] \\ x\nline']) editor.setText(move, 'C', text, 'C');
    editor.seal();
    editor.setText(root, 'PB', 'Lê Văn Tám', 'PB');
    editor.setText(root, 'KM', '6.5');
    editor.setPlayer(move, 'black');
    expect(move.props.PL).to.deep.equal(['B']);
    roundTrips(root);
    expect(move.props.C).to.deep.equal(['A ] \\ x\nline']);
    editor.undo();
    editor.undo();
    editor.undo();
    expect(move.props.C).to.deep.equal(['A ] \\ x\nline']);
    editor.undo();
    expect(move.props.C).to.equal(undefined);
    expect(toSgf([root])).to.equal(original);
    // Clearing a field removes the property.
    editor.redo();
    editor.setText(move, 'C', '');
    expect(move.props.C).to.equal(undefined);
    expect(editor.canRedo).to.equal(false);
  });

  it('deletes, promotes and reorders variations, and undo gets every one back', () => {
    const { root, editor } = game('(;GM[1]SZ[9];B[ee](;W[cc];B[gg])(;W[gc](;B[cg])(;B[gg]))(;W[cg]))');
    const original = toSgf([root]);
    const b = root.children[0]!;
    const [wcc, wgc, wcg] = b.children as [SgfNode, SgfNode, SgfNode];
    const deep = wgc.children[1]!;
    expect(editor.promote(deep)).to.equal(deep);
    expect(b.children).to.deep.equal([wgc, wcc, wcg]);
    expect(wgc.children[0]).to.equal(deep);
    editor.shift(wcg, -1);
    expect(b.children).to.deep.equal([wgc, wcg, wcc]);
    editor.shift(wcg, -5);
    expect(b.children[0]).to.equal(wcg);
    expect(editor.remove(wgc)).to.equal(b);
    expect(b.children).to.deep.equal([wcg, wcc]);
    expect(editor.remove(root)).to.equal(root);
    roundTrips(root);
    undoRedoAll(editor, root, original);
    editor.undo();
    expect(wgc.parent).to.equal(b);
    expect(b.children).to.include(wgc);
  });

  it('marks lines right and wrong as problem files do, and takes the verdict off again', () => {
    const { root, editor } = game('(;GM[1]SZ[9];B[ee]C[Right side is weak.]GB[1];W[cc])');
    const move = root.children[0]!;
    editor.setVerdict(move, 'wrong');
    expect(move.props.C).to.deep.equal(['WRONG\nRight side is weak.']);
    expect(move.props.BM).to.deep.equal(['1']);
    expect(move.props.GB).to.equal(undefined);
    editor.setVerdict(move, 'right');
    expect(move.props.C).to.deep.equal(['RIGHT\nRight side is weak.']);
    expect(move.props.TE).to.deep.equal(['1']);
    expect(move.props.BM).to.equal(undefined);
    const reply = move.children[0]!;
    editor.setVerdict(reply, 'right');
    expect(reply.props.C).to.deep.equal(['RIGHT']);
    editor.setVerdict(reply, null);
    expect(reply.props.C).to.equal(undefined);
    expect(reply.props.TE).to.equal(undefined);
    roundTrips(root);
  });

  it('starts a new game over the old one, or a lesson from a position; undo brings the game back', () => {
    const { root, editor } = game('(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[6.5]PB[A];B[ee];W[cc])');
    const original = toSgf([root]);
    editor.newGame([13, 13]);
    expect(toSgf([root])).to.equal('(;GM[1]FF[4]CA[UTF-8]SZ[13])\n');
    editor.undo();
    expect(toSgf([root])).to.equal(original);
    const cursor = new SgfCursor(root);
    cursor.go(root.children[0]!.children[0]!);
    editor.newGame([9, 9], cursor.position(), cursor.game.toMove);
    expect(toSgf([root])).to.equal('(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[6.5]AB[ee]AW[cc]PL[B])\n');
    roundTrips(root);
    undoRedoAll(editor, root, original);
  });

  it('round-trips a random sequence of edits, and undo all gives back the file', () => {
    const { root, editor } = game('(;GM[1]FF[4]SZ[7]AB[dd];W[cc](;B[ee])(;B[cd]))');
    const original = toSgf([root]);
    let node: SgfNode = root;
    let seed = 7;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    for (let i = 0; i < 300; i++) {
      const v: Vertex = [rand(7), rand(7)];
      const color: Color = rand(2) ? 'black' : 'white';
      switch (rand(11)) {
        case 0: node = editor.play(node, color, rand(10) ? v : null); break;
        case 1: node = editor.setStones(node, [v], rand(3) ? color : null, below(root, node)); break;
        case 2: editor.toggleMark(node, v, (['TR', 'SQ', 'CR', 'MA'] as const)[rand(4)]!); break;
        case 3: editor.toggleLabel(node, v, rand(2) ? 'letter' : 'number'); break;
        case 4: editor.toggleLine(node, v, [rand(7), rand(7)], rand(2) ? 'AR' : 'LN'); break;
        case 5: editor.setText(node, 'C', `c${i}]\\`); break;
        case 6: node = editor.remove(node); break;
        case 7: editor.promote(node); break;
        case 8: editor.setVerdict(node, rand(2) ? 'right' : 'wrong'); break;
        case 9: node = editor.undo() ?? node; break;
        default: node = editor.redo() ?? node;
      }
      if (!root.children.length && node !== root) node = root;
      for (let n: SgfNode | null = node; n; n = n.parent) if (n.parent && !n.parent.children.includes(n)) node = root;
    }
    roundTrips(root);
    undoRedoAll(editor, root, original);
  });
});
