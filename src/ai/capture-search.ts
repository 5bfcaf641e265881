/**
 * The search behind the capture game's computer player.
 *
 * Because the first capture ends the game, the search never has to remove stones: a node whose
 * player to move can capture is simply a win, so moves only ever add a stone and undo only clears
 * it. The board is a small padded array; chains and their liberties are recomputed by flood fill
 * at each node (at most 81 points), which is cheaper than keeping them incrementally.
 *
 * At each node, for the player to move:
 * 1. an opponent chain with one liberty → win (capture now);
 * 2. own chains in atari on two different points → loss (only one can be saved);
 * 3. one own chain in atari → the only move that does not lose is its liberty (played as a forced
 *    move, without using up depth, which lets the search read ladders);
 * 4. otherwise, every legal move that leaves its own chain with a single liberty loses at once and
 *    is not searched; the rest are searched by alpha-beta (principal variation search) with a
 *    transposition table, ordered: table move, killer moves, double ataris, ataris, moves that save
 *    a weak chain, moves that gain liberties, history;
 * 5. with no legal move at all the player passes (the capture game's rule).
 * At depth 0 a quiescence search tries only ataris (the forced answers are free), then evaluates
 * liberties, weak chains (two or three liberties), atari threats and points only one side can fill.
 */
import type { Color } from '../engine/types.js';

export const EMPTY = 0;
export const BLACK = 1;
export const WHITE = 2;
const BORDER = 3;

/** Scores at or above this (or at or below its negation) are proven wins (losses). */
export const WIN = 1_000_000;
export const MATE_BOUND = WIN - 10_000;
const INFINITE = 2 * WIN;
const MAX_PLY = 200;
const MAX_MOVES = 96;

/** Evaluation weights, by liberty count (the last entry is for 6 or more). */
const LIB_SCORE = [0, -400, -60, -18, -5, 0, 0];
const LIB_BONUS = 3;
/** Bonus for the player to move per opponent chain with two liberties (it can be put in atari now). */
const TEMPO = 25;
/** An empty point only one side can fill (all its neighbours are that side's stones). */
const OWN_POINT = 8;

/** How the time or node budget runs out: a thrown value unwinds the search at once. */
const ABORT = Symbol('abort');

const now: () => number = (() => {
  const perf = (globalThis as { performance?: { now(): number } }).performance;
  return perf && typeof perf.now === 'function' ? () => perf.now() : () => Date.now();
})();

export interface BoardSource {
  readonly size: number;
  readonly toMove: Color;
  at(x: number, y: number): Color | null;
}

/** A padded board that only ever gains stones during the search, with chains analysed on demand. */
export class SearchBoard {
  readonly size: number;
  readonly stride: number;
  readonly cells: Uint8Array;
  /** The on-board points, row by row. */
  readonly points: Int32Array;
  side: number;
  hashLo = 0;
  hashHi = 0;

  private readonly zobLo: Uint32Array;
  private readonly zobHi: Uint32Array;
  static readonly SIDE_LO = 0x5bd1e995;
  static readonly SIDE_HI = 0x1b873593;

  // Chain analysis of the current position (valid after `analyze`).
  readonly chainOf: Int32Array;
  readonly chainColor: Uint8Array;
  readonly chainLibs: Int32Array;
  readonly chainLibStart: Int32Array;
  readonly chainSize: Int32Array;
  readonly libList: Int32Array;
  nChains = 0;

  private readonly mark: Int32Array;
  private readonly chainSeen: Int32Array;
  private readonly stack: Int32Array;
  private stamp = 0;

  constructor(size: number) {
    this.size = size;
    this.stride = size + 2;
    const len = this.stride * this.stride;
    this.cells = new Uint8Array(len).fill(BORDER);
    this.points = new Int32Array(size * size);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const p = this.loc(x, y);
        this.cells[p] = EMPTY;
        this.points[y * size + x] = p;
      }
    }
    this.side = BLACK;
    this.zobLo = new Uint32Array(len * 3);
    this.zobHi = new Uint32Array(len * 3);
    let s = 0x2545f491;
    const next = (): number => {
      s ^= s << 13; s ^= s >>> 17; s ^= s << 5;
      return s >>> 0;
    };
    for (let i = 0; i < len * 3; i++) {
      this.zobLo[i] = next();
      this.zobHi[i] = next();
    }
    this.chainOf = new Int32Array(len).fill(-1);
    this.chainColor = new Uint8Array(len);
    this.chainLibs = new Int32Array(len);
    this.chainLibStart = new Int32Array(len);
    this.chainSize = new Int32Array(len);
    this.libList = new Int32Array(len * 4);
    this.mark = new Int32Array(len);
    this.chainSeen = new Int32Array(len);
    this.stack = new Int32Array(len);
  }

  static from(source: BoardSource): SearchBoard {
    const board = new SearchBoard(source.size);
    for (let y = 0; y < source.size; y++) {
      for (let x = 0; x < source.size; x++) {
        const c = source.at(x, y);
        if (c !== null) board.place(board.loc(x, y), c === 'black' ? BLACK : WHITE);
      }
    }
    board.side = source.toMove === 'black' ? BLACK : WHITE;
    return board;
  }

  loc(x: number, y: number): number {
    return (y + 1) * this.stride + x + 1;
  }

  x(p: number): number {
    return (p % this.stride) - 1;
  }

  y(p: number): number {
    return Math.floor(p / this.stride) - 1;
  }

  place(p: number, c: number): void {
    this.cells[p] = c;
    this.hashLo ^= this.zobLo[p * 3 + c]!;
    this.hashHi ^= this.zobHi[p * 3 + c]!;
  }

  clear(p: number): void {
    const c = this.cells[p]!;
    this.cells[p] = EMPTY;
    this.hashLo ^= this.zobLo[p * 3 + c]!;
    this.hashHi ^= this.zobHi[p * 3 + c]!;
  }

  /** Plays a (non-capturing, legal) stone for the side to move and passes the turn. */
  play(p: number): void {
    this.place(p, this.side);
    this.side = 3 - this.side;
  }

  unplay(p: number): void {
    this.clear(p);
    this.side = 3 - this.side;
  }

  /** Finds every chain with its stones and distinct liberties. */
  analyze(): void {
    const cells = this.cells;
    const points = this.points;
    const chainOf = this.chainOf;
    const mark = this.mark;
    const stack = this.stack;
    const libList = this.libList;
    const s = this.stride;
    for (let i = 0; i < points.length; i++) chainOf[points[i]!] = -1;
    let nChains = 0;
    let libTop = 0;
    for (let i = 0; i < points.length; i++) {
      const p = points[i]!;
      const c = cells[p]!;
      if (c === EMPTY || chainOf[p]! >= 0) continue;
      const id = nChains++;
      const st = ++this.stamp;
      const start = libTop;
      let top = 0;
      let size = 0;
      stack[top++] = p;
      chainOf[p] = id;
      while (top > 0) {
        const q = stack[--top]!;
        size++;
        for (let d = 0; d < 4; d++) {
          const n = d === 0 ? q + 1 : d === 1 ? q - 1 : d === 2 ? q + s : q - s;
          const cn = cells[n]!;
          if (cn === EMPTY) {
            if (mark[n] !== st) {
              mark[n] = st;
              libList[libTop++] = n;
            }
          } else if (cn === c && chainOf[n]! < 0) {
            chainOf[n] = id;
            stack[top++] = n;
          }
        }
      }
      this.chainColor[id] = c;
      this.chainLibStart[id] = start;
      this.chainLibs[id] = libTop - start;
      this.chainSize[id] = size;
    }
    this.nChains = nChains;
  }

  /**
   * The liberties the chain of a stone of colour `c` at empty point `p` would have, assuming it
   * captures nothing (0: suicide, 1: self-atari). Needs a current `analyze`.
   */
  libsAfter(p: number, c: number): number {
    const cells = this.cells;
    const mark = this.mark;
    const st = ++this.stamp;
    mark[p] = st;
    let count = 0;
    const s = this.stride;
    for (let d = 0; d < 4; d++) {
      const n = d === 0 ? p + 1 : d === 1 ? p - 1 : d === 2 ? p + s : p - s;
      const cn = cells[n]!;
      if (cn === EMPTY) {
        if (mark[n] !== st) {
          mark[n] = st;
          count++;
        }
      } else if (cn === c) {
        const id = this.chainOf[n]!;
        if (this.chainSeen[id] === st) continue;
        this.chainSeen[id] = st;
        const start = this.chainLibStart[id]!;
        const end = start + this.chainLibs[id]!;
        for (let k = start; k < end; k++) {
          const l = this.libList[k]!;
          if (mark[l] !== st) {
            mark[l] = st;
            count++;
          }
        }
      }
    }
    return count;
  }

  /** Static evaluation for the side to move (needs a current `analyze`; no chain is in atari). */
  evaluate(): number {
    const c = this.side;
    let score = 0;
    for (let id = 0; id < this.nChains; id++) {
      const libs = this.chainLibs[id]!;
      const v = LIB_SCORE[libs < 6 ? libs : 6]! + LIB_BONUS * (libs < 8 ? libs : 8);
      if (this.chainColor[id] === c) score += v;
      else {
        score -= v;
        if (libs === 2) score += TEMPO;
      }
    }
    const cells = this.cells;
    const s = this.stride;
    const points = this.points;
    for (let i = 0; i < points.length; i++) {
      const p = points[i]!;
      if (cells[p] !== EMPTY) continue;
      let seen = 0;
      seen |= 1 << cells[p + 1]!;
      seen |= 1 << cells[p - 1]!;
      seen |= 1 << cells[p + s]!;
      seen |= 1 << cells[p - s]!;
      seen &= ~(1 << BORDER);
      if (seen === 1 << c) score += OWN_POINT;
      else if (seen === 1 << (3 - c)) score -= OWN_POINT;
    }
    return score;
  }
}

export interface SearchLimits {
  /** Give up deepening after this many milliseconds (the last finished depth counts). */
  timeLimitMs: number;
  /** Deepest full-width depth to search. */
  maxDepth: number;
  /** Stop after this many nodes (a limit independent of the machine's speed). */
  maxNodes: number;
  /** Plies of ataris the quiescence search may add after the full-width depth. */
  quiescence: number;
}

export interface SearchOutcome {
  /** The chosen point (padded board index), or -1 for none. */
  move: number;
  /** Its score for the side to move: ≥ MATE_BOUND a proven win, ≤ -MATE_BOUND a proven loss. */
  score: number;
  /** The last depth searched completely. */
  depth: number;
  nodes: number;
}

const TT_SIZE = 1 << 16;
interface Tables {
  lo: Int32Array;
  hi: Int32Array;
  depth: Int8Array;
  flag: Uint8Array;
  score: Int32Array;
  move: Int16Array;
}
let sharedTables: Tables | null = null;

/**
 * The transposition table, allocated once (about 1 MB) and emptied for each search, so that a
 * search never depends on an earlier one. Searches run one at a time (JavaScript is single-threaded
 * and a search never starts another).
 */
function tables(): Tables {
  if (sharedTables === null) {
    sharedTables = {
      lo: new Int32Array(TT_SIZE),
      hi: new Int32Array(TT_SIZE),
      depth: new Int8Array(TT_SIZE),
      flag: new Uint8Array(TT_SIZE),
      score: new Int32Array(TT_SIZE),
      move: new Int16Array(TT_SIZE),
    };
  }
  sharedTables.depth.fill(-1);
  return sharedTables;
}

/** Alpha-beta search with iterative deepening, a transposition table, killers and history. */
export class Searcher {
  readonly board: SearchBoard;
  nodes = 0;
  private deadline = Infinity;
  private maxNodes = Infinity;
  private quiescence = 0;
  private incomplete = false;

  // Transposition table (shared by all searches, cleared for each: see `tables`).
  private readonly ttMask = TT_SIZE - 1;
  private readonly ttLo: Int32Array;
  private readonly ttHi: Int32Array;
  private readonly ttDepth: Int8Array;
  private readonly ttFlag: Uint8Array;
  private readonly ttScore: Int32Array;
  private readonly ttMove: Int16Array;

  private readonly killer1 = new Int16Array(MAX_PLY).fill(-1);
  private readonly killer2 = new Int16Array(MAX_PLY).fill(-1);
  private readonly history: Int32Array;
  private readonly moveBuf = new Int16Array(MAX_PLY * MAX_MOVES);
  private readonly orderBuf = new Int32Array(MAX_PLY * MAX_MOVES);

  constructor(board: SearchBoard) {
    this.board = board;
    this.history = new Int32Array(board.cells.length * 3);
    const t = tables();
    this.ttLo = t.lo;
    this.ttHi = t.hi;
    this.ttDepth = t.depth;
    this.ttFlag = t.flag;
    this.ttScore = t.score;
    this.ttMove = t.move;
  }

  /**
   * Searches the root moves (padded indices, all legal, none capturing) by iterative deepening.
   * `order` gives each root move's initial priority (higher first).
   */
  searchRoot(rootMoves: number[], order: number[], limits: SearchLimits): SearchOutcome {
    const start = now();
    this.deadline = start + limits.timeLimitMs;
    this.maxNodes = limits.maxNodes;
    this.quiescence = limits.quiescence;
    this.nodes = 0;
    const moves = rootMoves.map((m, i) => ({ m, o: order[i]! }));
    moves.sort((a, b) => b.o - a.o);
    let best = moves[0]!.m;
    let bestScore = 0;
    let depthDone = 0;
    for (let depth = 1; depth <= limits.maxDepth; depth++) {
      // A new depth costs several times the last one: do not start what cannot finish.
      if (depth > 1 && now() - start > limits.timeLimitMs * 0.4) break;
      this.incomplete = false;
      let alpha = -INFINITE;
      let iterBest = -1;
      let iterScore = -INFINITE;
      let aborted = false;
      for (let i = 0; i < moves.length; i++) {
        const m = moves[i]!.m;
        let score: number;
        this.board.play(m);
        try {
          if (i === 0) {
            score = -this.search(depth - 1, -INFINITE, -alpha, 1);
          } else {
            score = -this.search(depth - 1, -alpha - 1, -alpha, 1);
            if (score > alpha) score = -this.search(depth - 1, -INFINITE, -alpha, 1);
          }
        } catch (e) {
          if (e !== ABORT) throw e;
          aborted = true;
          break;
        } finally {
          this.board.unplay(m);
        }
        if (score > iterScore) {
          iterScore = score;
          iterBest = i;
          if (score > alpha) alpha = score;
        }
      }
      if (aborted) {
        // The first move is the last depth's best; a later move that beat it here was searched
        // completely at this depth, so it is at least as good a choice.
        if (iterBest > 0) {
          best = moves[iterBest]!.m;
          bestScore = iterScore;
        }
        break;
      }
      best = moves[iterBest]!.m;
      bestScore = iterScore;
      if (aborted) break;
      depthDone = depth;
      const [picked] = moves.splice(iterBest, 1);
      moves.unshift(picked!);
      if (iterScore >= MATE_BOUND || iterScore <= -MATE_BOUND || !this.incomplete) break;
    }
    return { move: best, score: bestScore, depth: depthDone, nodes: this.nodes };
  }

  /** Scores one move by a fixed-depth search of the reply (for the easy level). */
  scoreMove(m: number, depth: number, quiescence: number): number {
    this.quiescence = quiescence;
    this.deadline = Infinity;
    this.maxNodes = Infinity;
    this.board.play(m);
    try {
      return -this.search(depth - 1, -INFINITE, INFINITE, 1);
    } finally {
      this.board.unplay(m);
    }
  }

  private search(depth: number, alpha: number, beta: number, ply: number): number {
    const b = this.board;
    this.nodes++;
    if (this.nodes > this.maxNodes || ((this.nodes & 63) === 0 && now() > this.deadline)) throw ABORT;
    b.analyze();
    const c = b.side;
    const o = 3 - c;
    // Wins, and own chains in atari.
    let forced = -1;
    let lost = false;
    for (let id = 0; id < b.nChains; id++) {
      if (b.chainLibs[id] !== 1) continue;
      if (b.chainColor[id] === o) return WIN - ply;
      const l = b.libList[b.chainLibStart[id]!]!;
      if (forced < 0) forced = l;
      else if (forced !== l) lost = true;
    }
    if (lost) return -(WIN - ply - 1);
    if (forced >= 0) {
      if (b.libsAfter(forced, c) < 2) return -(WIN - ply - 1);
      if (ply >= MAX_PLY - 2) {
        this.incomplete = true;
        return 0;
      }
      b.play(forced);
      try {
        return -this.search(depth, -beta, -alpha, ply + 1);
      } finally {
        b.unplay(forced);
      }
    }
    if (depth <= 0 || ply >= MAX_PLY - 2) return this.quiesce(depth, alpha, beta, ply);

    // Transposition table.
    const keyLo = (b.side === WHITE ? b.hashLo ^ SearchBoard.SIDE_LO : b.hashLo) | 0;
    const keyHi = (b.side === WHITE ? b.hashHi ^ SearchBoard.SIDE_HI : b.hashHi) | 0;
    const slot = keyLo & this.ttMask;
    let ttMove = -1;
    if (this.ttLo[slot] === keyLo && this.ttHi[slot] === keyHi && this.ttDepth[slot]! >= 0) {
      ttMove = this.ttMove[slot]!;
      if (this.ttDepth[slot]! >= depth) {
        let s = this.ttScore[slot]!;
        if (s >= MATE_BOUND) s -= ply;
        else if (s <= -MATE_BOUND) s += ply;
        const flag = this.ttFlag[slot]!;
        if (flag === EXACT || (flag === LOWER && s >= beta) || (flag === UPPER && s <= alpha)) {
          if (s < MATE_BOUND && s > -MATE_BOUND) this.incomplete = true;
          return s;
        }
      }
    }

    // Moves: legal, and not leaving the new chain in atari.
    const base = ply * MAX_MOVES;
    const moves = this.moveBuf;
    const order = this.orderBuf;
    let n = 0;
    let anyLegal = false;
    const cells = b.cells;
    const points = b.points;
    const k1 = this.killer1[ply]!;
    const k2 = this.killer2[ply]!;
    const hist = this.history;
    for (let i = 0; i < points.length; i++) {
      const p = points[i]!;
      if (cells[p] !== EMPTY) continue;
      const libs = b.libsAfter(p, c);
      if (libs === 0) continue;
      anyLegal = true;
      if (libs === 1) continue;
      let score: number;
      if (p === ttMove) score = 1 << 29;
      else if (p === k1) score = 1 << 28;
      else if (p === k2) score = 1 << 27;
      else score = this.moveOrder(p, c, libs) + Math.min(hist[p * 3 + c]!, 30_000);
      moves[base + n] = p;
      order[base + n] = score;
      n++;
    }
    if (n === 0) {
      if (anyLegal) return -(WIN - ply - 1);
      // No legal move: a forced pass.
      b.side = o;
      try {
        return -this.search(depth - 1, -beta, -alpha, ply + 1);
      } finally {
        b.side = c;
      }
    }

    const alphaStart = alpha;
    let best = -INFINITE;
    let bestMove = -1;
    for (let i = 0; i < n; i++) {
      // Selection sort step: the best remaining move first.
      let pick = i;
      for (let j = i + 1; j < n; j++) if (order[base + j]! > order[base + pick]!) pick = j;
      const m = moves[base + pick]!;
      if (pick !== i) {
        moves[base + pick] = moves[base + i]!;
        order[base + pick] = order[base + i]!;
        moves[base + i] = m;
      }
      b.play(m);
      let score: number;
      try {
        if (i === 0) {
          score = -this.search(depth - 1, -beta, -alpha, ply + 1);
        } else {
          score = -this.search(depth - 1, -alpha - 1, -alpha, ply + 1);
          if (score > alpha && score < beta) score = -this.search(depth - 1, -beta, -alpha, ply + 1);
        }
      } finally {
        b.unplay(m);
      }
      if (score > best) {
        best = score;
        bestMove = m;
        if (score > alpha) {
          alpha = score;
          if (alpha >= beta) {
            if (m !== k1) {
              this.killer2[ply] = k1;
              this.killer1[ply] = m;
            }
            hist[m * 3 + c] += depth * depth;
            break;
          }
        }
      }
    }
    // Store.
    const flag = best <= alphaStart ? UPPER : best >= beta ? LOWER : EXACT;
    let stored = best;
    if (stored >= MATE_BOUND) stored += ply;
    else if (stored <= -MATE_BOUND) stored -= ply;
    this.ttLo[slot] = keyLo;
    this.ttHi[slot] = keyHi;
    this.ttDepth[slot] = depth > 127 ? 127 : depth;
    this.ttFlag[slot] = flag;
    this.ttScore[slot] = stored;
    this.ttMove[slot] = bestMove;
    return best;
  }

  /** Depth exhausted: stand pat on the evaluation, or try ataris (their forced answers are free). */
  private quiesce(depth: number, alpha: number, beta: number, ply: number): number {
    const b = this.board;
    this.incomplete = true;
    const standPat = b.evaluate();
    if (standPat >= beta || depth <= -this.quiescence || ply >= MAX_PLY - 2) return standPat;
    if (standPat > alpha) alpha = standPat;
    const c = b.side;
    const o = 3 - c;
    // Ataris: each liberty of an opponent chain with two liberties, if the stone there is safe.
    const base = ply * MAX_MOVES;
    const moves = this.moveBuf;
    let n = 0;
    for (let id = 0; id < b.nChains; id++) {
      if (b.chainColor[id] !== o || b.chainLibs[id] !== 2) continue;
      const start = b.chainLibStart[id]!;
      for (let k = start; k < start + 2; k++) {
        const p = b.libList[k]!;
        let dup = false;
        for (let j = base; j < base + n; j++) if (moves[j] === p) dup = true;
        if (!dup && b.libsAfter(p, c) >= 2) moves[base + n++] = p;
      }
    }
    let best = standPat;
    for (let i = 0; i < n; i++) {
      const m = moves[base + i]!;
      b.play(m);
      let score: number;
      try {
        score = -this.search(depth - 1, -beta, -alpha, ply + 1);
      } finally {
        b.unplay(m);
      }
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          if (alpha >= beta) break;
        }
      }
    }
    return best;
  }

  /** Move-ordering priority of a quiet move with `libs` liberties after it (needs a current `analyze`). */
  moveOrder(p: number, c: number, libs: number): number {
    const b = this.board;
    const cells = b.cells;
    const s = b.stride;
    let score = libs * 400;
    let ataris = 0;
    let seen1 = -1;
    let seen2 = -1;
    let seen3 = -1;
    for (let d = 0; d < 4; d++) {
      const n = d === 0 ? p + 1 : d === 1 ? p - 1 : d === 2 ? p + s : p - s;
      const cn = cells[n]!;
      if (cn !== BLACK && cn !== WHITE) continue;
      const id = b.chainOf[n]!;
      if (id === seen1 || id === seen2 || id === seen3) continue;
      if (seen1 < 0) seen1 = id;
      else if (seen2 < 0) seen2 = id;
      else seen3 = id;
      const chainLibs = b.chainLibs[id]!;
      if (cn === c) {
        if (chainLibs === 2 && libs >= 3) score += 20_000;
        else if (chainLibs === 3 && libs >= 4) score += 3_000;
      } else {
        if (chainLibs === 2) ataris++;
        else if (chainLibs === 3) score += 2_500;
        else score += 500;
      }
    }
    if (ataris >= 2) score += 400_000;
    else if (ataris === 1) score += 100_000;
    return score;
  }
}

const EXACT = 0;
const LOWER = 1;
const UPPER = 2;
