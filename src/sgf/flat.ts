import { parseInto } from './parse.js';
import type { ParseOptions, TreeBuilder } from './parse.js';
import type { SgfNode, SgfProps } from './parse.js';
import { addValue, emptyProps } from './node.js';
import { escapeValue } from './stringify.js';

/**
 * Game trees packed to cross a worker boundary cheaply: structured cloning a tree of a few hundred
 * thousand objects is slow (and recursive for deep trees). Nodes are in pre-order; `parents[i]` is the
 * index of node i's parent (-1 for a game root); node i's text is `text.join('').slice(starts[i], starts[i + 1])`:
 * two characters, `\n;` for the first child of the node before it, else `(;` (see SEPARATOR), then its properties
 * written as toSgf writes them (`AB[aa][bb]C[a \] b]`, values escaped). So a game with no variations is, as
 * toSgf writes it, one slice of the text and `)\n`; a game never looked at is written back with nothing to translate.
 */
export interface PackedTrees {
  /** Each node's id; absent when node i's id is i (what parsePacked gives: 4 bytes a node fewer). */
  ids?: Int32Array;
  parents: Int32Array;
  starts: Int32Array;
  /**
   * The packed text in pieces of a few MB, each ending where a node's properties end: a worker sends them
   * one message each, so the page never copies the whole text in one task. Never joined.
   */
  text: string[];
  /** The index of each game's root (when absent, found from `parents`). */
  roots?: Int32Array;
  /** Identifiers written otherwise than their key (SgfNode.names), as [node index, key, as written] triples, flat. */
  names?: (number | string)[];
}

/** The characters before each node's properties in the packed text. */
const SEPARATOR = 2;
/** A node's separator: `\n;` (how toSgf joins a line of moves) for the first child of the node before it, else `(;`. */
const separator = (index: number, parent: number): string => (parent >= 0 && parent === index - 1 ? '\n;' : '(;');

/** A property as toSgf writes it (under its key: the name as written is in `names`); none when it has no value. */
const packProp = (key: string, values: string[]): string => (values.length ? `${key}[${values.length === 1 ? escapeValue(values[0]!) : values.map(escapeValue).join('][')}]` : '');

export function packTrees(games: readonly SgfNode[]): PackedTrees {
  const nodes: SgfNode[] = [];
  const parents: number[] = [];
  const todo: [SgfNode, number][] = games.map((g) => [g, -1] as [SgfNode, number]).reverse();
  while (todo.length) {
    const [node, parent] = todo.pop()!;
    const index = nodes.length;
    nodes.push(node);
    parents.push(parent);
    for (let i = node.children.length - 1; i >= 0; i--) todo.push([node.children[i]!, index]);
  }
  const starts = new Int32Array(nodes.length + 1);
  const parts: string[] = [];
  const names: (number | string)[] = [];
  let length = 0;
  nodes.forEach((node, i) => {
    for (const key in node.names) names.push(i, key, node.names[key]!);
    starts[i] = length;
    parts.push(separator(i, parents[i]!));
    length += SEPARATOR;
    for (const id in node.props) {
      const part = packProp(id, node.props[id]!);
      parts.push(part);
      length += part.length;
    }
  });
  starts[nodes.length] = length;
  return {
    ids: Int32Array.from(nodes, (n) => n.id),
    parents: Int32Array.from(parents),
    starts,
    text: [parts.join('')],
    ...(names.length && { names }),
  };
}

/** Reads a node's properties back from their SGF text (values end at a `]` after an even run of `\`). */
function readProps(text: string, from: number, to: number): SgfProps {
  const props = emptyProps();
  while (from < to) {
    const open = text.indexOf('[', from);
    const key = text.slice(from, open);
    let at = open;
    while (at < to && text.charCodeAt(at) === 91) {
      let end = text.indexOf(']', at + 1);
      for (;;) {
        let slashes = 0;
        while (text.charCodeAt(end - 1 - slashes) === 92) slashes++;
        if (slashes % 2 === 0) break;
        end = text.indexOf(']', end + 1);
      }
      const raw = text.slice(at + 1, end);
      addValue(props, key, raw.includes('\\') ? raw.replace(/\\([\s\S])/g, '$1') : raw);
      at = end + 1;
    }
    from = at;
  }
  return props;
}

/** Properties decoded from the packed text the first time they are read. */
abstract class PackedProps {
  names?: Record<string, string>;
  private decoded: SgfProps | null = null;

  constructor(
    readonly id: number,
    readonly parent: SgfNode | null,
    private readonly text: string,
    private readonly from: number,
    private readonly to: number,
  ) {}

  get props(): SgfProps {
    return (this.decoded ??= readProps(this.text, this.from, this.to));
  }

  set props(value: SgfProps) {
    this.decoded = value;
  }
}

/**
 * A node whose properties are decoded the first time they are read, and whose children are made the first
 * time they are read: showing a game of 500,000 nodes makes the nodes of the line shown, not all of them.
 */
class PackedNode extends PackedProps implements SgfNode {
  private kids: SgfNode[] | null = null;

  constructor(
    id: number,
    parent: SgfNode,
    text: string,
    from: number,
    to: number,
    private readonly game: PackedRoot,
    private readonly index: number,
  ) {
    super(id, parent, text, from, to);
  }

  get children(): SgfNode[] {
    return (this.kids ??= this.game.childrenOf(this.index, this));
  }

  set children(value: SgfNode[]) {
    this.kids = value;
  }
}

/**
 * A game's root, whose nodes are made as they are first reached (see PackedNode): a collection of 20,000
 * games opens with a few of one game's nodes, and a game never looked at costs only its share of the packed arrays.
 */
class PackedRoot extends PackedProps implements SgfNode {
  private built: SgfNode[] | null = null;
  /** Each node's subtree size, counting itself (pre-order: node i's subtree is i … i + size - 1). */
  private sizes_: Int32Array | null = null;
  /** The game as packedSgf wrote it (slices of the packed text, not a copy), kept for the next toSgf(), Save, form value (only while the nodes were never made). */
  private written: string | null = null;

  constructor(
    private readonly packed: PackedTrees,
    private readonly pieces: Pieces,
    private readonly index: number,
    private readonly end: number,
    private readonly names_: Map<number, [string, string][]> | null,
    private readonly piece = pieces.find(packed.starts[index]!),
  ) {
    const at = pieces.starts[piece]!;
    super(packed.ids?.[index] ?? index, null, pieces.text[piece]!, packed.starts[index]! - at + SEPARATOR, packed.starts[index + 1]! - at);
    applyNames(this, names_?.get(index));
  }

  /** A game with nothing in it (`(;)`), told without decoding anything. */
  get isEmpty(): boolean {
    return this.end === this.index + 1 && this.packed.starts[this.index]! + SEPARATOR === this.packed.starts[this.index + 1];
  }

  get children(): SgfNode[] {
    if (this.built) return this.built;
    this.written = null;
    return (this.built = this.childrenOf(this.index, this));
  }

  set children(value: SgfNode[]) {
    this.written = null;
    this.built = value;
  }

  /** Whether the game's nodes are being made (the reader may have added moves to them). */
  get isBuilt(): boolean {
    return this.built !== null;
  }

  /** Kept once nodes are made (they find their children with it). */
  private get sizes(): Int32Array {
    return (this.sizes_ ??= this.countSizes());
  }

  private countSizes(): Int32Array {
    const { parents } = this.packed;
    const from = this.index;
    const size = new Int32Array(this.end - from).fill(1);
    for (let i = size.length - 1; i > 0; i--) size[parents[from + i]! - from]! += size[i]!;
    return size;
  }

  /** Nodes made for node i's children: the first is i + 1, each next one comes after the subtree of the one before. */
  childrenOf(i: number, parent: SgfNode): SgfNode[] {
    const { ids, parents, starts } = this.packed;
    const { text, starts: at } = this.pieces;
    const sizes = this.sizes;
    const out: SgfNode[] = [];
    for (let c = i + 1; c < this.end && parents[c] === i; c += sizes[c - this.index]!) {
      const piece = this.pieces.find(starts[c]!);
      const node = new PackedNode(ids?.[c] ?? c, parent, text[piece]!, starts[c]! - at[piece]! + SEPARATOR, starts[c + 1]! - at[piece]!, this, c);
      applyNames(node, this.names_?.get(c));
      out.push(node);
    }
    return out;
  }

  /**
   * The game as SGF text written straight from the packed form, the same text toSgf gives, when its nodes
   * were never made and no identifier was written otherwise than its key (else null: write the nodes).
   */
  packedSgf(): string | null {
    if (this.built || this.names_) return null;
    // Kept: the text cannot change while the nodes were never made (an edit, a move played, makes them first).
    return (this.written ??= this.lineSgf() ?? this.treeSgf());
  }

  /**
   * A game with variations: its packed text in runs, as it is between the places where toSgf writes otherwise
   * (the first of several children opens a variation, `(;` where the text has a line's `\n;`, and a variation
   * ends with `)` before the next sibling's `(;`): a slice per variation, not per node.
   */
  private treeSgf(): string {
    const { parents, starts } = this.packed;
    const pieces = this.pieces;
    const from = this.index;
    const count = this.end - from;
    const children = new Int32Array(count);
    for (let i = count - 1; i > 0; i--) children[parents[from + i]! - from]!++;
    let piece = this.piece;
    // Slices joined as they come (not copied: the caller's join copies the whole once).
    let out = '';
    // The text is written up to here.
    let done = starts[from]!;
    // The parent of each open variation, innermost last.
    const open: number[] = [];
    // Node i's separator, and what closes before it (i === count: the game's end, where every variation closes).
    for (let i = 1; i <= count; i++) {
      const parent = i < count ? parents[from + i]! - from : -1;
      // The next move of a line: `\n;`, as packed.
      if (parent === i - 1 && children[parent] === 1) continue;
      const to = starts[from + i]!;
      if (to > done) {
        piece = pieces.find(done, piece);
        out += pieces.slice(done, to, piece);
        done = to;
      }
      // The first of several children: a variation opens.
      if (parent === i - 1) {
        out += '(;';
        done += SEPARATOR;
        open.push(parent);
        continue;
      }
      // A later child (packed with its `(;`): the variations opened below its parent end, then its older sibling's.
      while (open.length && open[open.length - 1] !== parent) {
        open.pop();
        out += ')';
      }
      out += i < count ? ')' : ')\n';
    }
    return out;
  }

  /**
   * A game with no variations (each node but the last has one child; most games of a collection): its
   * packed text as it is (`(;` root, then `\n;` and each node's properties), a slice of one piece or a few, and `)\n`. Else null.
   */
  private lineSgf(): string | null {
    const { parents, starts } = this.packed;
    const from = this.index;
    const end = this.end;
    for (let i = from + 1; i < end; i++) if (parents[i] !== i - 1) return null;
    return this.pieces.slice(starts[from]!, starts[end]!, this.piece) + ')\n';
  }

  /** The game to write: its nodes, or when they were never made, a copy whose nodes are not kept. */
  forWriting(): SgfNode {
    return this.built ? this : new PackedRoot(this.packed, this.pieces, this.index, this.end, this.names_);
  }
}

/** A game's root as unpackTrees gives it: an SgfNode that can say more about itself without making its nodes. */
export type PackedGame = SgfNode & Pick<PackedRoot, 'isEmpty' | 'isBuilt' | 'packedSgf' | 'forWriting'>;

/** The packed text's pieces, and where each starts in the whole. */
class Pieces {
  readonly starts: number[] = [];
  readonly text: readonly string[];

  constructor(text: readonly string[]) {
    this.text = text.length ? text : [''];
    let at = 0;
    for (const piece of this.text) this.starts.push(at), (at += piece.length);
  }

  /** The text from `start` to `end` (pieces are cut between nodes: a game may run over a few), from piece `piece` (holding `start`) on. */
  slice(start: number, end: number, piece: number): string {
    const { text, starts } = this;
    let out = text[piece]!.slice(start - starts[piece]!, end - starts[piece]!);
    while (++piece < text.length && starts[piece]! < end) out += text[piece]!.slice(0, end - starts[piece]!);
    return out;
  }

  /** The piece holding the node text that starts at `offset`, searching on from piece `from` (nodes come in order). */
  find(offset: number, from = 0): number {
    const { starts } = this;
    if (from > 0 && starts[from]! > offset) from = 0;
    // A root is looked for with no hint: halve first, then walk.
    let high = starts.length - 1;
    while (high - from > 8) {
      const mid = (from + high) >> 1;
      if (starts[mid]! <= offset) from = mid;
      else high = mid;
    }
    while (from + 1 < starts.length && starts[from + 1]! <= offset) from++;
    return from;
  }
}

function applyNames(node: SgfNode, names: [string, string][] | undefined): void {
  for (const [key, written] of names ?? []) (node.names ??= emptyProps<Record<string, string>>())[key] = written;
}

/**
 * Rebuilds the trees. Each node's properties are decoded the first time they are read, and each node's
 * children are made the first time they are read.
 */
export function unpackTrees(packed: PackedTrees): PackedGame[];
/** …from game `from` on (the games before it came earlier, in a packed form of their own). */
export function unpackTrees(packed: PackedTrees, from: number): PackedGame[];
export function unpackTrees(packed: PackedTrees, from = 0): PackedGame[] {
  const count = packed.parents.length;
  const triples = packed.names ?? [];
  const names = triples.length ? new Map<number, [string, string][]>() : null;
  for (let i = 0; i < triples.length; i += 3) {
    const at = triples[i] as number;
    if (!names!.has(at)) names!.set(at, []);
    names!.get(at)!.push([triples[i + 1] as string, triples[i + 2] as string]);
  }
  let roots = packed.roots;
  if (!roots) {
    const found: number[] = [];
    for (let i = 0; i < count; i++) if (packed.parents[i]! < 0) found.push(i);
    roots = Int32Array.from(found);
  }
  // The games holding a name written otherwise: only they get the names, and only they are written from their
  // nodes (one lower-case `sz` in a collection of 30,000 games leaves the others written from their text).
  const named = new Set<number>();
  for (const at of names?.keys() ?? []) {
    let low = 0;
    let high = roots.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (roots[mid]! <= at) low = mid;
      else high = mid - 1;
    }
    named.add(low);
  }
  const pieces = new Pieces(packed.text);
  const games: PackedGame[] = [];
  for (let g = from; g < roots.length; g++) games.push(new PackedRoot(packed, pieces, roots[g]!, g + 1 < roots.length ? roots[g + 1]! : count, named.has(g) ? names : null));
  return games;
}

/**
 * Builds the packed form while parsing, with no node objects: what a worker hands the page for a big file
 * (a 50 MB collection as node objects would take gigabytes; packed, about twice its size). Properties are
 * only ever added to the node made last, so a node's properties are written out when the next one starts.
 */
export class PackedBuilder implements TreeBuilder<number> {
  // Typed arrays grown by doubling: 4 bytes a node, not a boxed array's 8 and its copy at the end.
  private parents = new Int32Array(1024);
  private starts = new Int32Array(1024);
  private count = 0;
  private readonly roots: number[] = [];
  private readonly names: (number | string)[] = [];
  private chunks: string[] = [];
  private pieceStart = 0;
  private parts: string[] = [];
  private length = 0;
  private props = new Map<string, string[]>();
  // The games told apart as empty or not so far (nonEmptyGames), and how many were not.
  private checked = 0;
  private nonEmpty = 0;
  // How much of the text take() gave away already (those pieces are no longer in `chunks`).
  private taken = 0;

  /** `settled`: called each time gameCount is asked, with the builder (see TreeBuilder.gameCount: the games made are final). */
  constructor(private readonly settled?: (builder: PackedBuilder) => void) {}

  node(parent: number | null): number {
    this.flush();
    const index = this.count++;
    if (index + 1 >= this.parents.length) {
      this.parents = grow(this.parents);
      this.starts = grow(this.starts);
    }
    this.parents[index] = parent ?? -1;
    this.starts[index] = this.length;
    // In the piece of its properties: flush() cuts pieces only after a node's properties.
    this.parts.push(separator(index, parent ?? -1));
    this.length += SEPARATOR;
    if (parent === null) this.roots.push(index);
    return index;
  }

  prop(node: number, key: string, value: string, written: string): void {
    const values = this.props.get(key);
    if (values) values.push(value);
    else this.props.set(key, [value]);
    if (written !== key) this.names.push(node, key, written);
  }

  gameCount(): number {
    this.settled?.(this);
    return this.roots.length;
  }

  /** The games made so far that are not empty (`(;)`, which the board does not list). Only between top-level groups. */
  nonEmptyGames(): number {
    this.flush();
    const { roots, starts, count } = this;
    for (; this.checked < roots.length; this.checked++) {
      const root = roots[this.checked]!;
      const hasChild = root + 1 < count && this.parents[root + 1] === root;
      const end = root + 1 < count ? starts[root + 1]! : this.length;
      if (hasChild || end > starts[root]! + SEPARATOR) this.nonEmpty++;
    }
    return this.nonEmpty;
  }

  /**
   * The pieces of text finished and not yet taken, given away (the builder keeps no reference to them): a
   * worker sends them while it parses, rather than holding all of them until the end. Only between top-level
   * groups (see TreeBuilder.gameCount): those pieces are final. finish() then gives only the pieces not taken.
   */
  take(): string[] {
    const pieces = this.chunks;
    this.chunks = [];
    for (const piece of pieces) this.taken += piece.length;
    return pieces;
  }

  /**
   * The games made so far, packed, with the text not yet taken (taken: the pieces before it are the rest of
   * its text): what a worker sends ahead so that the page can show the first games while it parses the rest.
   * Only between top-level groups (see TreeBuilder.gameCount).
   */
  snapshot(): PackedTrees {
    this.flush();
    this.cutPiece();
    this.starts[this.count] = this.length;
    const text = this.take();
    return {
      parents: this.parents.slice(0, this.count),
      starts: this.starts.slice(0, this.count + 1),
      roots: Int32Array.from(this.roots),
      text,
      ...(this.names.length && { names: this.names.slice() }),
    };
  }

  truncate(games: number): void {
    if (games >= this.roots.length) return;
    this.flush();
    const cut = this.roots[games]!;
    const end = this.starts[cut]!;
    // The pieces before the cut stay as they are (take() may have given them away: the cut is after them); the one it falls in is cut.
    const pieces = [...this.chunks, this.parts.join('')];
    this.chunks = [];
    for (let at = this.taken, i = 0; at < end; at += pieces[i++]!.length) this.chunks.push(at + pieces[i]!.length <= end ? pieces[i]! : pieces[i]!.slice(0, end - at));
    this.parts = [];
    this.length = this.pieceStart = end;
    this.count = cut;
    this.roots.length = games;
    const names = this.names.splice(0);
    for (let i = 0; i < names.length; i += 3) if ((names[i] as number) < cut) this.names.push(names[i]!, names[i + 1]!, names[i + 2]!);
  }

  /** The packed form; its text the pieces take() did not give. */
  finish(): PackedTrees {
    this.flush();
    this.starts[this.count] = this.length;
    if (this.parts.length) this.chunks.push(this.parts.join(''));
    this.parts = [];
    return {
      parents: this.parents.slice(0, this.count),
      starts: this.starts.slice(0, this.count + 1),
      roots: Int32Array.from(this.roots),
      text: this.chunks,
      ...(this.names.length && { names: this.names }),
    };
  }

  private flush(): void {
    if (!this.props.size) return;
    const parts = this.parts;
    for (const [key, values] of this.props) {
      const part = packProp(key, values);
      parts.push(part);
      this.length += part.length;
    }
    this.props.clear();
    // A piece of about 256 K characters: the page takes each in a task of its own, about a ms; and its parts
    // are joined while still young, cheap to collect (with 1 M-character pieces the worker's heap peaked at
    // about 10x the file, with these about 7x).
    if (parts.length > 16384 || this.length - this.pieceStart > 262144) this.cutPiece();
  }

  /** Ends the piece being written (nothing when it is empty). */
  private cutPiece(): void {
    if (!this.parts.length) return;
    this.chunks.push(this.parts.join(''));
    this.parts = [];
    this.pieceStart = this.length;
  }
}

const grow = (a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> => {
  const bigger = new Int32Array(a.length * 2);
  bigger.set(a);
  return bigger;
};

/** parseSgf straight to the packed form (no node objects). */
export function parsePacked(text: string, options: ParseOptions = {}, settled?: (builder: PackedBuilder) => void): PackedTrees {
  const builder = new PackedBuilder(settled);
  parseInto(text, options, builder);
  return builder.finish();
}
