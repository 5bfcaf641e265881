// Editing a game tree: what an author does to a lesson (moves, setup stones, marks, labels, comments, game
// information, variations), each step undoable. No DOM: runs in Node, checked by tsconfig.engine.json.
import type { Color, Vertex } from '../engine/index.js';
import { createNode, type SgfNode, type SgfProps } from './parse.js';
import { emptyProps } from './node.js';
import { readPoint, readSize, sgfLetter } from './properties.js';

/** The board marks the editor writes (one shape per point, as FF[4] asks). */
export type MarkId = 'TR' | 'SQ' | 'CR' | 'MA';
/** Right or wrong, as problem files say it: `RIGHT` / `WRONG` opening the comment, and TE / BM. */
export type Verdict = 'right' | 'wrong' | null;

/** What one edit changed at one node: its properties and/or its children, before and after. */
interface Change {
  node: SgfNode;
  props?: [SgfProps, SgfProps?];
  children?: [SgfNode[], SgfNode[]?];
}

/** One undoable step: the node shown before it and after it, and what it changed. */
export interface Edit {
  /** What the step was ('play', 'stones', 'mark', 'comment', …): consecutive steps with the same `merge` key are one. */
  kind: string;
  before: SgfNode;
  after: SgfNode;
  changes: Change[];
  merge?: string;
}

const POINT_MARKS = ['TR', 'SQ', 'CR', 'MA', 'SL', 'M'];
/** `[3, 15]` → `dp`. */
export const sgfPoint = ([x, y]: Vertex): string => sgfLetter(x) + sgfLetter(y);

const copyProps = (props: SgfProps): SgfProps => {
  const out = emptyProps();
  for (const id in props) out[id] = props[id]!.slice();
  return out;
};
const same = (a: Vertex, b: Vertex): boolean => a[0] === b[0] && a[1] === b[1];
/** The points of a list property one by one (`aa:cc` rectangles expanded), as SGF values. */
const pointValues = (values: string[] = []): string[] =>
  values.flatMap((value) => {
    const [a, b] = value.split(':').map(readPoint);
    if (!a || !b || value.split(':').length !== 2) return [value];
    const out: string[] = [];
    for (let y = Math.min(a[1], b[1]); y <= Math.max(a[1], b[1]); y++) for (let x = Math.min(a[0], b[0]); x <= Math.max(a[0], b[0]); x++) out.push(sgfPoint([x, y]));
    return out;
  });

// Ids of nodes the editor adds: above the parser's and the reader's (1e9).
let nextId = 2e9;

/**
 * An editor over one game tree (its root): every method changes the tree in place as one undoable step
 * and returns the node to show afterwards. Nothing is ever lost: a deleted variation, a replaced
 * comment or a new game over the old one come back with `undo()`, and `redo()` goes forward again.
 * Text is stored as given (unescaped); `toSgf()` escapes it.
 */
export class SgfEditor {
  private readonly done_: Edit[] = [];
  private readonly undone_: Edit[] = [];
  private current_: Edit | null = null;
  /** Counts the changes to the tree (steps, undos, redos): a caller sees whether a call changed anything. */
  version = 0;

  constructor(readonly root: SgfNode) {}

  get canUndo(): boolean {
    return this.done_.length > 0;
  }

  get canRedo(): boolean {
    return this.undone_.length > 0;
  }

  /** The last step done (for tests and for saying what undo will take back). */
  get lastEdit(): Edit | undefined {
    return this.done_[this.done_.length - 1];
  }

  /** Takes back the last step; returns the node that was shown before it, or null when there is nothing to undo. */
  undo(): SgfNode | null {
    const edit = this.done_.pop();
    if (!edit) return null;
    for (let i = edit.changes.length - 1; i >= 0; i--) this.restore_(edit.changes[i]!, 0);
    this.undone_.push(edit);
    this.version++;
    return edit.before;
  }

  /** Does again the last step undone; returns the node shown after it, or null. */
  redo(): SgfNode | null {
    const edit = this.undone_.pop();
    if (!edit) return null;
    for (const change of edit.changes) this.restore_(change, 1);
    this.done_.push(edit);
    this.version++;
    return edit.after;
  }

  /** Ends merging: the next step is a step of its own even with the same merge key (a drag ended, a field left). */
  seal(): void {
    const last = this.lastEdit;
    if (last) delete last.merge;
  }

  // ---- moves and nodes ----

  /**
   * Plays a move (vertex null: a pass) after `node`: goes to the child that already has it, else adds it
   * as a new variation (the first child is the main line). Legality is the caller's (the board checks it).
   */
  play(node: SgfNode, color: Color, vertex: Vertex | null): SgfNode {
    const id = color === 'black' ? 'B' : 'W';
    const value = vertex ? sgfPoint(vertex) : '';
    // A pass may be written `tt` on boards up to 19x19.
    const { width, height } = readSize(this.root.props.SZ?.[0]);
    const tt = !vertex && width <= 19 && height <= 19;
    const existing = node.children.find((c) => {
      const v = c.props[id]?.[0]?.trim();
      return (v === value || (tt && v === 'tt')) && !c.props[id === 'B' ? 'W' : 'B'];
    });
    if (existing) return existing;
    return this.step_('play', node, () => {
      const props = emptyProps();
      props[id] = [value];
      return this.addChild_(node, props);
    });
  }

  /** Adds an empty node after `node` (for setup or a comment between moves), as a new variation. */
  addNode(node: SgfNode): SgfNode {
    return this.step_('node', node, () => this.addChild_(node, emptyProps()));
  }

  /** Deletes `node` and everything after it; returns its parent. The root stays (its moves can be deleted). */
  remove(node: SgfNode): SgfNode {
    const parent = node.parent;
    if (!parent) return node;
    return this.step_('remove', node, () => {
      this.setChildren_(parent, parent.children.filter((c) => c !== node));
      return parent;
    });
  }

  /** Makes the line through `node` the main line: at each branch above it, its way becomes the first child. */
  promote(node: SgfNode): SgfNode {
    return this.step_('promote', node, () => {
      for (let n = node; n.parent; n = n.parent) {
        const siblings = n.parent.children;
        if (siblings[0] !== n) this.setChildren_(n.parent, [n, ...siblings.filter((c) => c !== n)]);
      }
      return node;
    });
  }

  /** Moves a variation among its siblings by `delta` places (-1: earlier, +1: later). */
  shift(node: SgfNode, delta: number): SgfNode {
    const parent = node.parent;
    if (!parent) return node;
    const from = parent.children.indexOf(node);
    const to = Math.max(0, Math.min(parent.children.length - 1, from + delta));
    if (to === from) return node;
    return this.step_('shift', node, () => {
      const children = parent.children.filter((c) => c !== node);
      children.splice(to, 0, node);
      this.setChildren_(parent, children);
      return node;
    });
  }

  // ---- properties ----

  /** Sets a property (values as written, unescaped); null or [] removes it. Returns the node. */
  set(node: SgfNode, id: string, values: string[] | null, merge?: string): SgfNode {
    const old = node.props[id];
    if ((!values || !values.length) && !old) return node;
    if (values && old && values.length === old.length && values.every((v, i) => v === old[i])) return node;
    return this.step_(
      'set',
      node,
      () => {
        const props = copyProps(node.props);
        if (values?.length) props[id] = values.slice();
        else delete props[id];
        this.setProps_(node, props);
        return node;
      },
      merge,
    );
  }

  /** A text property (C, PB, KM…): empty text removes it. Typing in the same field merges into one step (`merge`). */
  setText(node: SgfNode, id: string, text: string, merge?: string): SgfNode {
    return this.set(node, id, text ? [text] : null, merge);
  }

  /** Whose turn it is from `node` on (PL), or null for the usual alternation. */
  setPlayer(node: SgfNode, color: Color | null): SgfNode {
    return this.set(node, 'PL', color ? [color === 'black' ? 'B' : 'W'] : null);
  }

  /**
   * Puts setup stones on points (color) or clears them (null). `below(v, atNode)` is the stone a point has
   * before the node's setup (the previous node's position), or with `atNode` the stone it has at the node.
   * Writes the smallest AB/AW/AE: a point that already shows the wanted stone gets no setup. A node with
   * a move gets a new child for the setup (FF[4] keeps setup and moves in separate nodes); returns the
   * node edited. `merge`: a drag over several points is one step.
   */
  setStones(node: SgfNode, points: Vertex[], color: Color | null, below: (v: Vertex, atNode: boolean) => Color | null, merge?: string): SgfNode {
    const target = node.props.B || node.props.W ? null : node;
    return this.step_(
      'stones',
      node,
      () => {
        const at = target ?? this.addChild_(node, emptyProps());
        const props = copyProps(at.props);
        const lists = { AB: pointValues(props.AB), AW: pointValues(props.AW), AE: pointValues(props.AE) };
        for (const v of points) {
          const value = sgfPoint(v);
          for (const list of Object.values(lists)) {
            const i = list.indexOf(value);
            if (i >= 0) list.splice(i, 1);
          }
          // A new setup node comes after the move: what is under it is the position at the move.
          if (below(v, at !== node) !== color) lists[color === 'black' ? 'AB' : color === 'white' ? 'AW' : 'AE'].push(value);
        }
        for (const [id, list] of Object.entries(lists)) {
          if (list.length) props[id] = list;
          else delete props[id];
        }
        this.setProps_(at, props);
        return at;
      },
      merge,
    );
  }

  /** Puts a mark on a point, or takes it off when the point has that mark; one mark or label per point. */
  toggleMark(node: SgfNode, vertex: Vertex, id: MarkId, merge?: string): SgfNode {
    const value = sgfPoint(vertex);
    const had = pointValues(node.props[id]).includes(value);
    return this.step_(
      'mark',
      node,
      () => {
        const props = this.clearPoint_(node, value);
        if (!had) (props[id] ??= []).push(value);
        this.setProps_(node, props);
        return node;
      },
      merge,
    );
  }

  /** The label text a new label gets: the first letter (A, B, …) or number (1, 2, …) not yet on the node. */
  nextLabel(node: SgfNode, kind: 'letter' | 'number'): string {
    const used = new Set((node.props.LB ?? []).map((v) => v.slice(v.indexOf(':') + 1)));
    for (let i = 0; ; i++) {
      const text = kind === 'number' ? String(i + 1) : i < 26 ? String.fromCharCode(65 + i) : i < 52 ? String.fromCharCode(71 + i) : String(i - 51);
      if (!used.has(text)) return text;
    }
  }

  /** Puts a label on a point (the next letter or number, or `text`), or takes the point's label off. */
  toggleLabel(node: SgfNode, vertex: Vertex, kind: 'letter' | 'number', text?: string): SgfNode {
    const value = sgfPoint(vertex);
    const had = (node.props.LB ?? []).some((v) => v.startsWith(value + ':'));
    const label = text ?? this.nextLabel(node, kind);
    return this.step_('label', node, () => {
      const props = this.clearPoint_(node, value);
      if (!had) (props.LB ??= []).push(`${value}:${label}`);
      this.setProps_(node, props);
      return node;
    });
  }

  /** Draws an arrow (AR) or a line (LN) between two points, or takes it off when there is one. */
  toggleLine(node: SgfNode, from: Vertex, to: Vertex, id: 'AR' | 'LN'): SgfNode {
    if (same(from, to)) return node;
    const a = sgfPoint(from);
    const b = sgfPoint(to);
    const had = (node.props[id] ?? []).includes(`${a}:${b}`) || (id === 'LN' && (node.props.LN ?? []).includes(`${b}:${a}`));
    return this.step_('line', node, () => {
      const props = copyProps(node.props);
      for (const k of ['AR', 'LN']) {
        const kept = (props[k] ?? []).filter((v) => v !== `${a}:${b}` && v !== `${b}:${a}`);
        if (kept.length) props[k] = kept;
        else delete props[k];
      }
      if (!had) (props[id] ??= []).push(`${a}:${b}`);
      this.setProps_(node, props);
      return node;
    });
  }

  /**
   * Dims a point from this node on (DD), or lights it again. `inherited`: the points dimmed here before the
   * edit (DD lasts until a later node changes it). Writes `DD[]` when the node lights every inherited point.
   */
  toggleDim(node: SgfNode, vertex: Vertex, inherited: Vertex[], merge?: string): SgfNode {
    const value = sgfPoint(vertex);
    const list = node.props.DD ? pointValues(node.props.DD).filter(Boolean) : inherited.map(sgfPoint);
    const i = list.indexOf(value);
    if (i >= 0) list.splice(i, 1);
    else list.push(value);
    return this.set(node, 'DD', list.length ? list : inherited.length ? [''] : null, merge);
  }

  /**
   * Marks the line that leads to `node` right or wrong for problem mode (and other readers): `RIGHT` or
   * `WRONG` opening the comment, with TE or BM; null takes the verdict off. GB and GW, which would
   * override it, are taken off too.
   */
  setVerdict(node: SgfNode, verdict: Verdict): SgfNode {
    return this.step_('verdict', node, () => {
      const props = copyProps(node.props);
      const comment = (props.C?.[0] ?? '').replace(/^(RIGHT|WRONG)(\n|$)/, '');
      for (const id of ['TE', 'BM', 'GB', 'GW']) delete props[id];
      delete props.C;
      const word = verdict === 'right' ? 'RIGHT' : verdict === 'wrong' ? 'WRONG' : '';
      const text = [word, comment].filter(Boolean).join('\n');
      if (text) props.C = [text];
      if (verdict) props[verdict === 'right' ? 'TE' : 'BM'] = ['1'];
      this.setProps_(node, props);
      return node;
    });
  }

  /**
   * Replaces the game by a new one at the root (undo brings the old one back): an empty board of the size,
   * or a setup position (`rows`: '.', 'X', 'O' per point, top row first) with `toMove` to play. Keeps the
   * root's GM, FF, CA, and with a position its SZ, KM and RU.
   */
  newGame(size: [number, number], rows?: string[], toMove?: Color): SgfNode {
    const root = this.root;
    return this.step_('new', root, () => {
      const props = emptyProps();
      props.GM = ['1'];
      props.FF = ['4'];
      for (const id of rows ? ['CA', 'SZ', 'KM', 'RU'] : ['CA']) if (root.props[id]) props[id] = root.props[id].slice();
      if (!rows || !props.SZ) props.SZ = [size[0] === size[1] ? String(size[0]) : `${size[0]}:${size[1]}`];
      const ab: string[] = [];
      const aw: string[] = [];
      rows?.forEach((row, y) => [...row].forEach((c, x) => (c === 'X' ? ab : c === 'O' ? aw : []).push(sgfPoint([x, y]))));
      if (ab.length) props.AB = ab;
      if (aw.length) props.AW = aw;
      if (toMove && rows) props.PL = [toMove === 'black' ? 'B' : 'W'];
      this.setProps_(root, props);
      this.setChildren_(root, []);
      return root;
    });
  }

  // ---- inside ----

  /** A copy of the node's properties without any mark or label on a point. */
  private clearPoint_(node: SgfNode, value: string): SgfProps {
    const props = copyProps(node.props);
    for (const id of POINT_MARKS) {
      if (!props[id]) continue;
      const kept = pointValues(props[id]).filter((v) => v !== value);
      if (kept.length) props[id] = kept;
      else delete props[id];
    }
    if (props.LB) {
      const kept = props.LB.filter((v) => !v.startsWith(value + ':'));
      if (kept.length) props.LB = kept;
      else delete props.LB;
    }
    return props;
  }

  private addChild_(node: SgfNode, props: SgfProps): SgfNode {
    const child = createNode(null, nextId++, props);
    child.parent = node;
    this.setChildren_(node, [...node.children, child]);
    return child;
  }

  /** Runs one step: records what it changes, merges it into the last one when asked, returns the node to show. */
  private step_(kind: string, before: SgfNode, run: () => SgfNode, merge?: string): SgfNode {
    const last = this.lastEdit;
    const merging = !!merge && last?.merge === merge && !this.undone_.length;
    const edit: Edit = merging ? last! : { kind, before, after: before, changes: [], ...(merge && { merge }) };
    this.current_ = edit;
    try {
      edit.after = run();
    } finally {
      this.current_ = null;
    }
    for (const change of edit.changes) {
      if (change.props) change.props[1] = copyProps(change.node.props);
      if (change.children) change.children[1] = change.node.children.slice();
    }
    this.version++;
    if (!merging) {
      this.done_.push(edit);
      this.undone_.length = 0;
    }
    return edit.after;
  }

  private change_(node: SgfNode): Change {
    const edit = this.current_!;
    let change = edit.changes.find((c) => c.node === node);
    if (!change) edit.changes.push((change = { node }));
    return change;
  }

  private setProps_(node: SgfNode, props: SgfProps): void {
    const change = this.change_(node);
    change.props ??= [copyProps(node.props)];
    node.props = props;
  }

  private setChildren_(node: SgfNode, children: SgfNode[]): void {
    const change = this.change_(node);
    change.children ??= [node.children.slice()];
    node.children = children;
    for (const c of children) c.parent = node;
  }

  private restore_(change: Change, side: 0 | 1): void {
    const { node, props, children } = change;
    if (props) node.props = copyProps(props[side]!);
    if (children) {
      node.children = children[side]!.slice();
      for (const c of node.children) c.parent = node;
    }
  }
}
