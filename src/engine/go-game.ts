import type { Captures, Color, GameOptions, IllegalReason, PlayResult, Vertex } from './types.js';

// Cell values. Index 1 and 2 double as colour indices for captures and Zobrist keys.
const EMPTY = 0;
const BLACK = 1;
const WHITE = 2;
const BORDER = 3;

// Undo-log record kinds (written last in each record, so the log can be read backwards).
const MOVE = 1;
const PASS = 2;
const SETUP = 3;
const TURN = 4;

const NO_CAPTURE: PlayResult = Object.freeze({ legal: true, captured: Object.freeze([]) as unknown as Vertex[] });
const refusal = (reason: IllegalReason): PlayResult => Object.freeze({ legal: false, reason });
const REFUSED: Record<IllegalReason, PlayResult> = {
  occupied: refusal('occupied'),
  suicide: refusal('suicide'),
  ko: refusal('ko'),
  superko: refusal('superko'),
  'off-board': refusal('off-board'),
};

// Zobrist keys, two 32-bit words per (point, colour) slot (the second word has 21 bits), from a fixed
// seed: the same position always has the same hash. One table serves every board size (a board uses
// its first `cells * 6` words), so a new game does not regenerate it.
const MAX_CELLS = 53 * 54 + 1;
let zobristTable: Uint32Array | null = null;
function zobristKeys(): Uint32Array {
  if (zobristTable) return zobristTable;
  const table = new Uint32Array(MAX_CELLS * 6);
  let s = 0x9e3779b9;
  for (let i = 0; i < table.length; i++) {
    s ^= s << 13; s ^= s >>> 17; s ^= s << 5;
    table[i] = i % 2 ? (s >>> 0) & 0x1fffff : s >>> 0;
  }
  return (zobristTable = table);
}

// Scratch space shared by every game (JavaScript runs one call at a time): marks for flood fills,
// compared with a generation number that only grows, and a stack.
const scratchMark = new Int32Array(MAX_CELLS);
const scratchStack = new Int32Array(MAX_CELLS);
let generation = 0;
function nextGeneration(): number {
  if (generation === 0x7fffffff) {
    scratchMark.fill(0);
    generation = 0;
  }
  return ++generation;
}

export interface PlayOptions {
  /** Play for this colour instead of the player to move (records sometimes repeat a colour). */
  color?: Color;
  /** Play even if ko, superko or suicide forbid it (replaying a record that did). A suicide then removes the group. */
  force?: boolean;
}

/**
 * A headless game of Go on a board of 1x1 to 52x52.
 *
 * The board is a padded flat array (one shared border column, a border row above and below), so
 * neighbours are `p ± 1` and `p ± stride` with no bounds checks. Stones form chains kept as circular
 * linked lists with a head; each head holds the chain's stone count and pseudo-liberties (liberty
 * adjacencies counted with repetition), which reach 0 exactly when the chain has no liberty. Moves
 * update this incrementally; undo replays an integer log backwards and rebuilds only the chains
 * around the changed points. Nothing is allocated on a move that captures nothing.
 */
export class GoGame {
  readonly width: number;
  readonly height: number;
  readonly komi: number;
  readonly allowSuicide: boolean;
  readonly superko: boolean;

  private readonly stride_: number;
  private readonly cells_: Uint8Array;
  private readonly head_: Int32Array;
  private readonly next_: Int32Array;
  private readonly stones_: Int32Array;
  private readonly libs_: Int32Array;
  private readonly mark_: Int32Array;
  private readonly stack_: Int32Array;
  private readonly zobrist_: Uint32Array;
  // Offsets of the four neighbours of a point, and their chains' heads during a move.
  private readonly dirs_: number[];
  private readonly heads_ = new Int32Array(4);

  private turn_ = BLACK;
  private ko_ = -1;
  private koColor_ = 0;
  private readonly capturedBy_ = new Int32Array(3);
  // A 53-bit Zobrist hash kept as two parts (the high part has 21 bits), so superko has no practical collisions.
  private hashLo_ = 0;
  private hashHi_ = 0;

  private log_: Int32Array;
  private logLength_ = 0;
  private moves_ = 0;
  // Positional superko: every position reached, counted, and the hash after each log record.
  private readonly seen_ = new Map<number, number>();
  private hashes_: number[] = [];

  constructor(options: GameOptions) {
    const width = options.width;
    const height = options.height ?? width;
    if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width > 52 || height > 52) {
      throw new RangeError(`Board size must be whole numbers from 1 to 52, got ${width}x${height}`);
    }
    this.width = width;
    this.height = height;
    this.komi = options.komi ?? 0;
    this.allowSuicide = options.allowSuicide ?? false;
    this.superko = options.superko ?? false;
    this.stride_ = width + 1;
    this.dirs_ = [1, -1, this.stride_, -this.stride_];
    const size = this.stride_ * (height + 2) + 1;
    // One allocation for the per-point arrays (allocating typed arrays is slow next to a move).
    const buffer = new ArrayBuffer(17 * size);
    this.head_ = new Int32Array(buffer, 0, size);
    this.next_ = new Int32Array(buffer, 4 * size, size);
    this.stones_ = new Int32Array(buffer, 8 * size, size);
    this.libs_ = new Int32Array(buffer, 12 * size, size);
    this.cells_ = new Uint8Array(buffer, 16 * size, size);
    this.mark_ = scratchMark;
    this.stack_ = scratchStack;
    this.zobrist_ = zobristKeys();
    // Room for a typical game's undo log without growing (8 ints a move, plus captures).
    this.log_ = new Int32Array(Math.max(1024, 8 * width * height));
    this.reset();
  }

  /** Clears the board, the history, captures and ko; Black to move. */
  reset(): void {
    this.cells_.fill(BORDER);
    for (let y = 0; y < this.height; y++) {
      this.cells_.fill(EMPTY, this.loc_(0, y), this.loc_(0, y) + this.width);
    }
    this.turn_ = BLACK;
    this.ko_ = -1;
    this.koColor_ = 0;
    this.capturedBy_.fill(0);
    this.hashLo_ = 0;
    this.hashHi_ = 0;
    this.logLength_ = 0;
    this.moves_ = 0;
    this.seen_.clear();
    this.hashes_ = [0];
    if (this.superko) this.seen_.set(0, 1);
  }

  /** The player to move. Setting it (as SGF's PL does) can be undone. */
  get toMove(): Color {
    return this.turn_ === BLACK ? 'black' : 'white';
  }

  set toMove(color: Color) {
    const turn = color === 'black' ? BLACK : WHITE;
    if (turn === this.turn_) return;
    this.reserve_(2);
    this.log_[this.logLength_++] = this.turn_;
    this.log_[this.logLength_++] = TURN;
    this.turn_ = turn;
  }

  /** Stones captured by each colour so far. */
  get captures(): Captures {
    return { black: this.capturedBy_[BLACK]!, white: this.capturedBy_[WHITE]! };
  }

  /** The point the player to move may not retake right now (simple ko), or null. */
  get koPoint(): Vertex | null {
    return this.ko_ >= 0 && this.koColor_ === this.turn_ ? this.vertex_(this.ko_) : null;
  }

  /** Moves and passes played (setup stones are not moves). */
  get moveCount(): number {
    return this.moves_;
  }

  /** Bytes the undo log holds now (for the benchmark's bytes-per-position figure). */
  get undoBytes(): number {
    return this.logLength_ * 4;
  }

  at(x: number, y: number): Color | null {
    if (!this.onBoard(x, y)) return null;
    const c = this.cells_[this.loc_(x, y)];
    return c === BLACK ? 'black' : c === WHITE ? 'white' : null;
  }

  onBoard(x: number, y: number): boolean {
    return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < this.width && y < this.height;
  }

  /** Plays a stone for the player to move (or `options.color`) and returns what it captured, or why it is illegal. */
  play(x: number, y: number, options?: PlayOptions): PlayResult {
    if (!this.onBoard(x, y)) return REFUSED['off-board'];
    const p = this.loc_(x, y);
    const c = options?.color === undefined ? this.turn_ : options.color === 'black' ? BLACK : WHITE;
    const force = options?.force ?? false;
    if (this.cells_[p] !== EMPTY) return REFUSED.occupied;
    if (p === this.ko_ && c === this.koColor_ && !force) return REFUSED.ko;

    const opp = BLACK + WHITE - c;
    const cells = this.cells_;
    const head = this.head_;
    const libs = this.libs_;
    const dirs = this.dirs_;
    // Heads of the neighbouring chains (-1 for empty or border), and the empty neighbours.
    const heads = this.heads_;
    let empties = 0;
    for (let d = 0; d < 4; d++) {
      const n = p + dirs[d]!;
      const cn = cells[n];
      heads[d] = cn === BLACK || cn === WHITE ? head[n]! : -1;
      if (cn === EMPTY) empties++;
    }

    // A neighbour chain with as many pseudo-liberties as adjacencies to p has no liberty but p.
    let capturing = false;
    let ownSafe = false;
    for (let d = 0; d < 4; d++) {
      const h = heads[d]!;
      if (h < 0) continue;
      const adjacent = (heads[0] === h ? 1 : 0) + (heads[1] === h ? 1 : 0) + (heads[2] === h ? 1 : 0) + (heads[3] === h ? 1 : 0);
      if (cells[h] === c) {
        if (libs[h] !== adjacent) ownSafe = true;
      } else if (libs[h] === adjacent) capturing = true;
    }
    const suicide = empties === 0 && !ownSafe && !capturing;
    if (suicide && !this.allowSuicide && !force) return REFUSED.suicide;
    if (this.superko && !force && this.seen_.has(this.hashAfter_(p, c, suicide))) {
      return REFUSED.superko;
    }

    // Apply. Record: p, colour, previous ko, ko colour, turn, [captured..., count], [suicided..., count], MOVE.
    // 8 ints, plus the stones taken off (only when something is captured or suicided).
    this.reserve_(capturing || suicide ? 8 + this.width * this.height : 8);
    const log = this.log_;
    log[this.logLength_++] = p;
    log[this.logLength_++] = c;
    log[this.logLength_++] = this.ko_;
    log[this.logLength_++] = this.koColor_;
    log[this.logLength_++] = this.turn_;

    cells[p] = c;
    head[p] = p;
    this.next_[p] = p;
    this.stones_[p] = 1;
    libs[p] = empties;
    this.toggleHash_(p, c);
    for (let d = 0; d < 4; d++) if (heads[d]! >= 0) libs[heads[d]!]--;
    for (let d = 0; d < 4; d++) if (heads[d]! >= 0 && cells[heads[d]!] === c) this.merge_(p, heads[d]!);

    const capturedFrom = this.logLength_;
    if (capturing) {
      for (let d = 0; d < 4; d++) {
        const h = heads[d]!;
        if (h >= 0 && cells[h] === opp && libs[h] === 0) this.removeChain_(h);
      }
    }
    const captured = this.logLength_ - capturedFrom;
    log[this.logLength_++] = captured;
    let suicided = 0;
    if (libs[head[p]!] === 0) {
      suicided = this.removeChain_(head[p]!);
    }
    log[this.logLength_++] = suicided;
    log[this.logLength_++] = MOVE;

    this.capturedBy_[c] += captured;
    this.capturedBy_[opp] += suicided;
    // Simple ko: one stone taken by a lone stone whose only liberty is the point just emptied.
    if (captured === 1 && suicided === 0 && this.stones_[head[p]!] === 1 && libs[p] === 1) {
      this.ko_ = log[capturedFrom]!;
      this.koColor_ = opp;
    } else {
      this.ko_ = -1;
      this.koColor_ = 0;
    }
    this.turn_ = opp;
    this.moves_++;
    this.rememberPosition_();

    if (captured === 0 && suicided === 0) return NO_CAPTURE;
    const list: Vertex[] = [];
    for (let i = capturedFrom; i < capturedFrom + captured; i++) list.push(this.vertex_(log[i]!));
    if (suicided) {
      const from = capturedFrom + captured + 1;
      for (let i = from; i < from + suicided; i++) list.push(this.vertex_(log[i]!));
    }
    return { legal: true, captured: list };
  }

  /** Passes for the player to move. Only the ko is reset. */
  pass(): void {
    this.reserve_(4);
    this.log_[this.logLength_++] = this.ko_;
    this.log_[this.logLength_++] = this.koColor_;
    this.log_[this.logLength_++] = this.turn_;
    this.log_[this.logLength_++] = PASS;
    this.ko_ = -1;
    this.koColor_ = 0;
    this.turn_ = BLACK + WHITE - this.turn_;
    this.moves_++;
    this.rememberPosition_();
  }

  /** Why a move would be illegal for `color` (default: the player to move), or null if it is legal. Changes nothing. */
  check(x: number, y: number, color: Color = this.toMove): IllegalReason | null {
    const result = this.play(x, y, { color });
    if (!result.legal) return result.reason;
    this.undo();
    return null;
  }

  /** Setup (SGF AB/AW/AE): puts a stone of `color` on the point, or clears it with null. No captures happen. */
  setStone(x: number, y: number, color: Color | null): void {
    if (!this.onBoard(x, y)) throw new RangeError(`Point ${x},${y} is off the ${this.width}x${this.height} board`);
    const p = this.loc_(x, y);
    const c = color === null ? EMPTY : color === 'black' ? BLACK : WHITE;
    const before = this.cells_[p]!;
    if (before === c) return;
    this.reserve_(5);
    this.log_[this.logLength_++] = p;
    this.log_[this.logLength_++] = before;
    this.log_[this.logLength_++] = this.ko_;
    this.log_[this.logLength_++] = this.koColor_;
    this.log_[this.logLength_++] = SETUP;
    this.ko_ = -1;
    this.koColor_ = 0;
    this.replaceCell_(p, c);
    this.rememberPosition_();
  }

  /** Takes back the last move, pass, setup stone or turn change. Returns false when there is nothing to undo. */
  undo(): boolean {
    if (this.logLength_ === 0) return false;
    const log = this.log_;
    const kind = log[--this.logLength_]!;
    if (kind === TURN) {
      this.turn_ = log[--this.logLength_]!;
      return true;
    }
    this.forgetPosition_();
    if (kind === PASS) {
      this.turn_ = log[--this.logLength_]!;
      this.koColor_ = log[--this.logLength_]!;
      this.ko_ = log[--this.logLength_]!;
      this.moves_--;
      return true;
    }
    if (kind === SETUP) {
      this.koColor_ = log[--this.logLength_]!;
      this.ko_ = log[--this.logLength_]!;
      const before = log[--this.logLength_]!;
      const p = log[--this.logLength_]!;
      this.replaceCell_(p, before);
      this.restoreHash_();
      return true;
    }
    // MOVE
    const suicided = log[--this.logLength_]!;
    const suicideFrom = this.logLength_ - suicided;
    const captured = log[suicideFrom - 1]!;
    const capturedFrom = suicideFrom - 1 - captured;
    const fixed = capturedFrom - 5;
    const p = log[fixed]!;
    const c = log[fixed + 1]!;
    const opp = BLACK + WHITE - c;
    const gen = nextGeneration();
    for (let i = suicideFrom; i < suicideFrom + suicided; i++) this.cells_[log[i]!] = c;
    for (let i = capturedFrom; i < capturedFrom + captured; i++) this.cells_[log[i]!] = opp;
    this.cells_[p] = EMPTY;
    this.rebuildAround_(p, gen);
    for (let i = capturedFrom; i < suicideFrom + suicided; i++) if (i !== suicideFrom - 1) this.rebuildAround_(log[i]!, gen);
    this.capturedBy_[c] -= captured;
    this.capturedBy_[opp] -= suicided;
    this.ko_ = log[fixed + 2]!;
    this.koColor_ = log[fixed + 3]!;
    this.turn_ = log[fixed + 4]!;
    this.logLength_ = fixed;
    this.moves_--;
    return true;
  }

  /** The stones of the chain through a point (empty if the point is empty). */
  chainAt(x: number, y: number): Vertex[] {
    if (!this.onBoard(x, y)) return [];
    const p = this.loc_(x, y);
    if (this.cells_[p] === EMPTY) return [];
    const out: Vertex[] = [];
    let q = p;
    do {
      out.push(this.vertex_(q));
      q = this.next_[q]!;
    } while (q !== p);
    return out;
  }

  /** The distinct liberties of the chain through a point. */
  libertiesAt(x: number, y: number): Vertex[] {
    if (!this.onBoard(x, y)) return [];
    const p = this.loc_(x, y);
    if (this.cells_[p] === EMPTY) return [];
    const gen = nextGeneration();
    const out: Vertex[] = [];
    let q = p;
    do {
      for (const d of this.dirs_) {
        const n = q + d;
        if (this.cells_[n] === EMPTY && this.mark_[n] !== gen) {
          this.mark_[n] = gen;
          out.push(this.vertex_(n));
        }
      }
      q = this.next_[q]!;
    } while (q !== p);
    return out;
  }

  /** The board as rows of text, top row first: '.' empty, 'X' black, 'O' white. */
  position(): string[] {
    const rows: string[] = [];
    for (let y = 0; y < this.height; y++) {
      let row = '';
      for (let x = 0; x < this.width; x++) {
        const c = this.cells_[this.loc_(x, y)];
        row += c === BLACK ? 'X' : c === WHITE ? 'O' : '.';
      }
      rows.push(row);
    }
    return rows;
  }

  /** The board as signs, row by row (index y * width + x): 1 black, -1 white, 0 empty. */
  signs(): Int8Array {
    const out = new Int8Array(this.width * this.height);
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const c = this.cells_[this.loc_(x, y)];
        out[y * this.width + x] = c === BLACK ? 1 : c === WHITE ? -1 : 0;
      }
    }
    return out;
  }

  /** A hash of the stones on the board (the same position always gives the same number). */
  get positionHash(): number {
    return this.hashHi_ * 4294967296 + this.hashLo_;
  }

  // ---- internals ----

  private loc_(x: number, y: number): number {
    return x + 1 + (y + 1) * this.stride_;
  }

  private vertex_(p: number): Vertex {
    return [(p % this.stride_) - 1, Math.floor(p / this.stride_) - 1];
  }

  private reserve_(n: number): void {
    if (this.logLength_ + n <= this.log_.length) return;
    const bigger = new Int32Array(Math.max(this.log_.length * 2, this.logLength_ + n));
    bigger.set(this.log_.subarray(0, this.logLength_));
    this.log_ = bigger;
  }

  /** Joins chain b into chain a's (the smaller list is relabelled). */
  private merge_(a: number, b: number): void {
    let big = this.head_[a]!;
    let small = this.head_[b]!;
    if (big === small) return;
    if (this.stones_[big]! < this.stones_[small]!) {
      const t = big; big = small; small = t;
    }
    let q = small;
    do {
      this.head_[q] = big;
      q = this.next_[q]!;
    } while (q !== small);
    const t = this.next_[big]!;
    this.next_[big] = this.next_[small]!;
    this.next_[small] = t;
    this.stones_[big] += this.stones_[small]!;
    this.libs_[big] += this.libs_[small]!;
  }

  /** Removes a chain, appending its points to the log; returns how many stones it had. */
  private removeChain_(h: number): number {
    const cells = this.cells_;
    const color = cells[h]!;
    const from = this.logLength_;
    let q = h;
    do {
      cells[q] = EMPTY;
      this.log_[this.logLength_++] = q;
      this.toggleHash_(q, color);
      q = this.next_[q]!;
    } while (q !== h);
    for (let i = from; i < this.logLength_; i++) {
      for (const d of this.dirs_) {
        const n = this.log_[i]! + d;
        if (cells[n] === BLACK || cells[n] === WHITE) this.libs_[this.head_[n]!]++;
      }
    }
    return this.logLength_ - from;
  }

  /** Changes one point outside play (setup, undo of setup) and repairs the chains around it. */
  private replaceCell_(p: number, c: number): void {
    const before = this.cells_[p]!;
    if (before === BLACK || before === WHITE) this.toggleHash_(p, before);
    if (c === BLACK || c === WHITE) this.toggleHash_(p, c);
    this.cells_[p] = c;
    this.rebuildAround_(p, nextGeneration());
  }

  /** Rebuilds the chains (membership, count, pseudo-liberties) on and next to p, once per generation. */
  private rebuildAround_(p: number, gen: number): void {
    this.rebuildChain_(p, gen);
    for (const d of this.dirs_) this.rebuildChain_(p + d, gen);
  }

  private rebuildChain_(start: number, gen: number): void {
    const cells = this.cells_;
    const color = cells[start]!;
    if ((color !== BLACK && color !== WHITE) || this.mark_[start] === gen) return;
    const stack = this.stack_;
    let top = 0;
    let count = 0;
    let libs = 0;
    let prev = start;
    stack[top++] = start;
    this.mark_[start] = gen;
    while (top > 0) {
      const q = stack[--top]!;
      this.head_[q] = start;
      if (count > 0) this.next_[prev] = q;
      prev = q;
      count++;
      for (const d of this.dirs_) {
        const n = q + d;
        const cn = cells[n];
        if (cn === EMPTY) libs++;
        else if (cn === color && this.mark_[n] !== gen) {
          this.mark_[n] = gen;
          stack[top++] = n;
        }
      }
    }
    this.next_[prev] = start;
    this.stones_[start] = count;
    this.libs_[start] = libs;
  }

  /** The hash of the position a move would leave, for the superko test. */
  private hashAfter_(p: number, c: number, suicide: boolean): number {
    const heads = this.heads_;
    const saveLo = this.hashLo_;
    const saveHi = this.hashHi_;
    if (!suicide) this.toggleHash_(p, c);
    const opp = BLACK + WHITE - c;
    for (let i = 0; i < 4; i++) {
      const hd = heads[i]!;
      // Each neighbouring chain once.
      if (hd < 0 || heads.indexOf(hd) < i) continue;
      const adjacent = (heads[0] === hd ? 1 : 0) + (heads[1] === hd ? 1 : 0) + (heads[2] === hd ? 1 : 0) + (heads[3] === hd ? 1 : 0);
      const color = this.cells_[hd]!;
      if ((color === opp && this.libs_[hd] === adjacent) || (color === c && suicide)) {
        let q = hd;
        do {
          this.toggleHash_(q, color);
          q = this.next_[q]!;
        } while (q !== hd);
      }
    }
    const key = this.positionHash;
    this.hashLo_ = saveLo;
    this.hashHi_ = saveHi;
    return key;
  }

  private toggleHash_(p: number, color: number): void {
    const i = (p * 3 + color) * 2;
    this.hashLo_ = (this.hashLo_ ^ this.zobrist_[i]!) >>> 0;
    this.hashHi_ ^= this.zobrist_[i + 1]!;
  }

  private rememberPosition_(): void {
    const key = this.positionHash;
    this.hashes_.push(key);
    if (this.superko) this.seen_.set(key, (this.seen_.get(key) ?? 0) + 1);
  }

  private forgetPosition_(): void {
    const key = this.hashes_.pop()!;
    if (this.superko) {
      const n = this.seen_.get(key)! - 1;
      if (n > 0) this.seen_.set(key, n);
      else this.seen_.delete(key);
    }
    this.restoreHash_();
  }

  /** Sets the running hash back to the last remembered position. */
  private restoreHash_(): void {
    const key = this.hashes_[this.hashes_.length - 1]!;
    this.hashLo_ = key % 4294967296;
    this.hashHi_ = Math.floor(key / 4294967296);
  }
}
