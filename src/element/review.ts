import type { IllegalReason, Vertex } from '../engine/index.js';
import { ReplayCursor, type ReplayState } from '../sgf/replay-cursor.js';
import { createNode, isEmptyGame } from '../sgf/node.js';
import { toSgf } from '../sgf/stringify.js';
import type { DecodedSgf, LoadedSgf, SgfNode } from '../sgf/index.js';
import { decodeUtf8 } from '../sgf/decode-utf8.js';
import { parsePlain } from '../sgf/parse-plain.js';
import { endsWithPasses } from '../sgf/game-end.js';
import { sgfLetter } from '../sgf/properties.js';
import { SHOWN_INFO_IDS, type ShownInfoId } from '../sgf/info-ids.js';
import { LoadError } from './load-error.js';
import type { BoardView } from './view.js';
import { markupLayer } from './markup-slot.js';
import type { LoadedRecord } from './record.js';

export type { LoadedRecord };

/** The state the element shows at one node: the cursor's, plus the board and the texts. */
export interface ReviewState extends ReplayState {
  position: string[];
  comment: string;
}

const text = (node: SgfNode, id: string): string | undefined => node.props[id]?.[0]?.trim() || undefined;

// Files this big are parsed in a worker, so the page stays responsive (and shows progress).
const WORKER_THRESHOLD = 256 * 1024;

/**
 * Decodes and parses SGF text or bytes into games; rejects with LoadError or SgfError with a readable message.
 * `onProgress` returning false means the load is no longer wanted (a newer one replaced it). `owned`: bytes
 * the board read itself, which a worker may take (transferred, not copied). `want`: the game to show first (a
 * big collection may come with it and the games before it, the rest later: LoadedRecord.more).
 */
export async function openRecord(input: string | Uint8Array, onProgress: (fraction: number) => boolean | void, owned?: boolean, want?: number): Promise<LoadedRecord> {
  checkNotEmpty(input);
  if (input.length >= WORKER_THRESHOLD && typeof Worker !== 'undefined') {
    const parsed = await import('./big-file.js').then((m) => m.parseInWorker(input, onProgress, LoadError, owned, want)).catch((e: Error) => {
      if (e instanceof LoadError || e.name === 'AbortError') throw e;
      return null; // no worker here (blocked, unsupported, not loaded): parse on the page instead
    });
    if (parsed) return parsed;
  }
  // Most files are UTF-8: the full charset detection loads only for the others.
  const source = typeof input === 'string' ? input : decodeUtf8(input) ?? (await import('../sgf/decode.js')).decodeSgf(input);
  const decoded: Partial<DecodedSgf> = typeof source === 'string' ? {} : source;
  // Most files are well-formed: parseSgf, which repairs the others, loads only for them (its progress then
  // goes on from where the first reading stopped).
  let reached = 0;
  const games = parsePlain(typeof source === 'string' ? source : source.text, (f) => void onProgress((reached = f)));
  if (games) return recordOf({ games, warnings: decoded.warning ? [decoded.warning] : [], ...(decoded.encoding && { encoding: decoded.encoding }) });
  const repaired = (await import('../sgf/read.js')).parseDecoded(source, { onProgress: (f) => f > reached && onProgress(f) });
  // The board says that the file was repaired (the warnings say how, in go-load): its charset note is no repair.
  return { ...recordOf(repaired), repaired: repaired.warnings.length - (decoded.warning ? 1 : 0) };
}

/** A well-formed record made by the board itself (an empty board to play on). */
export const openPlainRecord = (text: string): LoadedRecord => recordOf({ games: parsePlain(text)!, warnings: [] });

export function checkNotEmpty(input: string | Uint8Array): void {
  // Its sentence comes with load-messages.ts ("The file is empty."): the board's failing loads go through it.
  if (typeof input === 'string' ? !input.trim() : input.length === 0) throw new LoadError('', 'empty');
}

/** A file parsed on the page (big-file.ts makes the record of one parsed in a worker). Empty games (`(;)`) are not listed. */
export function recordOf(loaded: LoadedSgf): LoadedRecord {
  const games = loaded.games.filter((g) => !isEmptyGame(g));
  if (!games.length) throw new LoadError('', 'not-sgf');
  return {
    games: games.map((root) => ({ root })),
    encoding: loaded.encoding ?? '',
    warnings: loaded.warnings,
    toSgf: () => toSgf(loaded.games),
    sgfChunks: () => import('./write-sgf.js').then((m) => m.sgfChunks(loaded.games)),
  };
}

/** Whether the game shown has ended: the file gives its result, or the line here ends with both players passing. */
export const gameEnded = (review: Review): boolean => !!review.info.RE || endsWithPasses(review.node, review.size[0], review.size[1]);

/** The game information the panel lists under the players, by word, with its SGF property. */
export const INFO_ROWS = { result: 'RE', komi: 'KM', handicap: 'HA', date: 'DT', event: 'EV', round: 'RO', place: 'PC', rules: 'RU', gameName: 'GN', source: 'SO', annotator: 'AN', gameComment: 'GC' } as const;

const countMoves = (node: SgfNode): number => (node.props.B ? 1 : 0) + (node.props.W ? 1 : 0);
// Ids of nodes the reader adds: far above any id the parser gives.
let nextNodeId = 1e9;

/** One game under review: the cursor, the current line and the variations chosen on it. */
export class Review {
  cursor!: ReplayCursor;
  readonly gameIndex: number;
  size!: [number, number];
  /** Game information by SGF property (text as written: render as text only). */
  info!: Partial<Record<ShownInfoId, string>>;
  readonly #choices = new Map<SgfNode, number>();
  readonly #added = new Set<SgfNode>();
  #cached: ReviewState | null = null;
  /** Moves on the current line, or -1: forgotten when the line may have changed (another way, a choice, an edit). */
  #length = -1;

  constructor(
    /** The file the game comes from (all its games). */
    readonly record: LoadedRecord,
    gameIndex: number,
  ) {
    this.gameIndex = gameIndex;
    this.#read(record.games[gameIndex]!.root);
  }

  /** Reads the game again after its tree was edited (size, setup, moves, text), and shows `node`. */
  refresh(node: SgfNode): void {
    this.#read(this.cursor.root);
    this.go(node);
  }

  #read(root: SgfNode): void {
    this.cursor = new ReplayCursor(root);
    this.#cached = null;
    this.#length = -1;
    this.size = [this.cursor.width, this.cursor.height];
    this.info = {};
    for (const id of SHOWN_INFO_IDS) {
      const value = text(root, id);
      if (value) this.info[id] = value;
    }
  }

  get node(): SgfNode {
    return this.cursor.node;
  }

  get state(): ReviewState {
    if (!this.#cached) {
      const node = this.cursor.node;
      this.#cached = { ...this.cursor.state, position: this.cursor.position(), comment: node.props.C?.[0] ?? '' };
    }
    return this.#cached;
  }

  /** Which alternative the next move follows at the current node. */
  get variationIndex(): number {
    return this.#choices.get(this.node) ?? 0;
  }

  hasNext(): boolean {
    return this.node.children.length > 0;
  }

  /** The nodes of the current line: the path to here, then the chosen (by default first) children. */
  line(): SgfNode[] {
    const path: SgfNode[] = [];
    for (let n: SgfNode | null = this.node; n; n = n.parent) path.push(n);
    path.reverse();
    for (let n = this.node, c = n.children[this.#choices.get(n) ?? 0]; c; n = c, c = n.children[this.#choices.get(n) ?? 0]) path.push(c);
    return path;
  }

  /** Moves on the current line. */
  lineLength(): number {
    if (this.#length < 0) {
      this.#length = 0;
      for (const n of this.line()) this.#length += countMoves(n);
    }
    return this.#length;
  }

  /**
   * Goes to the first node of the current line with n moves played; n at the line's length or beyond goes to its
   * last node (a closing comment after the last move, "White resigned", is the end: End never steps back).
   */
  goTo(n: number): void {
    const line = this.line();
    let moves = 0;
    let target = line[0]!;
    for (const node of line) {
      // Move 0 is the last node before the first move: setup in a node after the root is shown.
      if (n === 0 ? countMoves(node) > 0 : moves >= n && n < this.lineLength()) break;
      moves += countMoves(node);
      target = node;
    }
    this.go(target, true);
  }

  next(): void {
    const child = this.node.children[this.variationIndex];
    if (child) this.go(child, true);
  }

  previous(): void {
    const parent = this.node.parent;
    if (parent) this.go(parent, true);
  }

  chooseVariation(index: number): void {
    const n = this.node.children.length;
    if (n > 1) this.#choices.set(this.node, Math.min(n - 1, Math.max(0, index)));
    this.#cached = null;
    this.#length = -1;
  }

  /**
   * Goes to any node of this game, remembering the way as the chosen variations. `onLine`: the node is on
   * the current line (a step, a jump), whose way is chosen already and whose length stays.
   */
  go(node: SgfNode, onLine = false): void {
    if (!onLine) {
      for (let n = node; n.parent; n = n.parent) {
        if (n.parent.children.length > 1) this.#choices.set(n.parent, n.parent.children.indexOf(n));
      }
      this.#length = -1;
    }
    this.cursor.go(node);
    this.#cached = null;
  }

  /**
   * Plays a move (null: a pass) for the player to move at the current node: follows the child that
   * already has it, or adds a new variation, so the record is never overwritten. Returns why the move
   * is illegal instead, changing nothing.
   */
  play(vertex: Vertex | null): IllegalReason | null {
    const color = this.state.toMove;
    if (vertex) {
      const reason = this.cursor.game.check(vertex[0], vertex[1], color);
      if (reason) return reason;
    }
    const id = color === 'black' ? 'B' : 'W';
    const value = vertex ? sgfLetter(vertex[0]) + sgfLetter(vertex[1]) : '';
    let child = this.node.children.find((c) => {
      // Trimmed, as readMoves reads it: B[ ee ] is the move at ee.
      const v = c.props[id]?.[0]?.trim();
      return v !== undefined && !c.props[id === 'B' ? 'W' : 'B'] && (v === value || (!vertex && (v === '' || (v === 'tt' && this.size[0] <= 19 && this.size[1] <= 19))));
    });
    if (!child) {
      child = createNode(this.node, nextNodeId++);
      child.props[id] = [value];
      this.#added.add(child);
    }
    this.go(child);
    return null;
  }

  /** Takes back the move that led here; a move the reader added (with nothing after it) is removed. */
  takeBack(): void {
    const node = this.node;
    const parent = node.parent;
    if (!parent) return;
    this.go(parent);
    if (this.#added.has(node) && !node.children.length) {
      parent.children.splice(parent.children.indexOf(node), 1);
      this.#added.delete(node);
      this.#choices.delete(parent);
    }
  }

  /** Whether the reader added this node (a move tried on the board). */
  isAdded(node: SgfNode = this.node): boolean {
    return this.#added.has(node);
  }

  /** What the board shows at this node: stones, last move, ghosts, ko; markup and variations once their layer is loaded (move numbers and atari: overlays.ts). */
  view(): Partial<BoardView> {
    const s = this.state;
    const move = s.move;
    return {
      rows: s.position,
      lastMove: move?.vertex ?? null,
      captured: s.captured,
      capturedColor: move ? (move.color === 'black' ? 'white' : 'black') : null,
      koPoint: s.koPoint,
      ...markupLayer?.markupView(this),
    };
  }
}
