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
 * neighbours are `p ± 1` and `p ± stride` with no bounds checks. A move places its stone, takes off
 * the neighbouring chains it leaves without a liberty (a flood fill that stops at the first liberty
 * it finds), then its own chain if that has none (suicide, when allowed or forced). Undo replays an
 * integer log backwards. Nothing is allocated on a move that captures nothing.
 */
export class GoGame {
  readonly width: number;
  readonly height: number;
  readonly komi: number;
  readonly allowSuicide: boolean;
  readonly superko: boolean;

  readonly #stride: number;
  readonly #cells: Uint8Array;
  readonly #mark: Int32Array;
  readonly #stack: Int32Array;
  readonly #zobrist: Uint32Array;
  // Offsets of the four neighbours of a point.
  readonly #dirs: number[];

  #turn = BLACK;
  #ko = -1;
  #koColor = 0;
  readonly #capturedBy = new Int32Array(3);
  // A 53-bit Zobrist hash kept as two parts (the high part has 21 bits), so superko has no practical collisions.
  #hashLo = 0;
  #hashHi = 0;

  #log: Int32Array;
  #logLength = 0;
  #moves = 0;
  // Positional superko: every position reached, counted, and the hash after each log record.
  readonly #seen = new Map<number, number>();
  #hashes: number[] = [];

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
    this.#stride = width + 1;
    this.#dirs = [1, -1, this.#stride, -this.#stride];
    this.#cells = new Uint8Array(this.#stride * (height + 2) + 1);
    this.#mark = scratchMark;
    this.#stack = scratchStack;
    this.#zobrist = zobristKeys();
    // Room for a typical game's undo log without growing (8 ints a move, plus captures).
    this.#log = new Int32Array(Math.max(1024, 8 * width * height));
    this.reset();
  }

  /** Clears the board, the history, captures and ko; Black to move. */
  reset(): void {
    this.#cells.fill(BORDER);
    for (let y = 0; y < this.height; y++) {
      this.#cells.fill(EMPTY, this.#loc(0, y), this.#loc(0, y) + this.width);
    }
    this.#turn = BLACK;
    this.#ko = -1;
    this.#koColor = 0;
    this.#capturedBy.fill(0);
    this.#hashLo = 0;
    this.#hashHi = 0;
    this.#logLength = 0;
    this.#moves = 0;
    this.#seen.clear();
    this.#hashes = [0];
    if (this.superko) this.#seen.set(0, 1);
  }

  /** The player to move. Setting it (as SGF's PL does) can be undone. */
  get toMove(): Color {
    return this.#turn === BLACK ? 'black' : 'white';
  }

  set toMove(color: Color) {
    const turn = color === 'black' ? BLACK : WHITE;
    if (turn === this.#turn) return;
    this.#reserve(2);
    this.#log[this.#logLength++] = this.#turn;
    this.#log[this.#logLength++] = TURN;
    this.#turn = turn;
  }

  /** Stones captured by each colour so far. */
  get captures(): Captures {
    return { black: this.#capturedBy[BLACK]!, white: this.#capturedBy[WHITE]! };
  }

  /** The point the player to move may not retake right now (simple ko), or null. */
  get koPoint(): Vertex | null {
    return this.#ko >= 0 && this.#koColor === this.#turn ? this.#vertex(this.#ko) : null;
  }

  /** Moves and passes played (setup stones are not moves). */
  get moveCount(): number {
    return this.#moves;
  }

  /** Bytes the undo log holds now (for the benchmark's bytes-per-position figure). */
  get undoBytes(): number {
    return this.#logLength * 4;
  }

  at(x: number, y: number): Color | null {
    if (!this.onBoard(x, y)) return null;
    const c = this.#cells[this.#loc(x, y)];
    return c === BLACK ? 'black' : c === WHITE ? 'white' : null;
  }

  onBoard(x: number, y: number): boolean {
    return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < this.width && y < this.height;
  }

  /** Plays a stone for the player to move (or `options.color`) and returns what it captured, or why it is illegal. */
  play(x: number, y: number, options?: PlayOptions): PlayResult {
    if (!this.onBoard(x, y)) return REFUSED['off-board'];
    const p = this.#loc(x, y);
    const c = options?.color === undefined ? this.#turn : options.color === 'black' ? BLACK : WHITE;
    const force = options?.force ?? false;
    const cells = this.#cells;
    if (cells[p] !== EMPTY) return REFUSED.occupied;
    if (p === this.#ko && c === this.#koColor && !force) return REFUSED.ko;

    // Record: p, colour, previous ko, ko colour, turn, [captured..., count], [suicided..., count], MOVE.
    const opp = BLACK + WHITE - c;
    this.#reserve(8 + this.width * this.height);
    const log = this.#log;
    const start = this.#logLength;
    log[start] = p;
    log[start + 1] = c;
    log[start + 2] = this.#ko;
    log[start + 3] = this.#koColor;
    log[start + 4] = this.#turn;
    this.#logLength = start + 5;
    cells[p] = c;
    this.#toggleHash(p, c);
    for (const d of this.#dirs) if (cells[p + d] === opp && this.#fill(p + d, true) >= 0) this.#take(p + d);
    const captured = this.#logLength - start - 5;
    log[this.#logLength++] = captured;
    const suicided = this.#fill(p, true) < 0 ? 0 : this.#take(p);
    log[this.#logLength++] = suicided;
    log[this.#logLength++] = MOVE;
    this.#capturedBy[c] += captured;
    this.#capturedBy[opp] += suicided;
    const refused = force ? null : suicided && !this.allowSuicide ? REFUSED.suicide : this.superko && this.#seen.has(this.positionHash) ? REFUSED.superko : null;
    if (refused) {
      this.#unplay();
      this.#restoreHash();
      return refused;
    }

    // Simple ko: one stone taken by a lone stone whose only liberty is the point just emptied.
    let liberties = 0;
    let lone = captured === 1 && !suicided;
    for (const d of this.#dirs) {
      if (cells[p + d] === EMPTY) liberties++;
      else if (cells[p + d] === c) lone = false;
    }
    this.#ko = lone && liberties === 1 ? log[start + 5]! : -1;
    this.#koColor = this.#ko < 0 ? 0 : opp;
    this.#turn = opp;
    this.#moves++;
    this.#rememberPosition();

    if (captured === 0 && suicided === 0) return NO_CAPTURE;
    const list: Vertex[] = [];
    for (let i = start + 5; i < this.#logLength - 2; i++) if (i !== start + 5 + captured) list.push(this.#vertex(log[i]!));
    return { legal: true, captured: list };
  }

  /** Passes for the player to move. Only the ko is reset. */
  pass(): void {
    this.#reserve(4);
    this.#log[this.#logLength++] = this.#ko;
    this.#log[this.#logLength++] = this.#koColor;
    this.#log[this.#logLength++] = this.#turn;
    this.#log[this.#logLength++] = PASS;
    this.#ko = -1;
    this.#koColor = 0;
    this.#turn = BLACK + WHITE - this.#turn;
    this.#moves++;
    this.#rememberPosition();
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
    const p = this.#loc(x, y);
    const c = color === null ? EMPTY : color === 'black' ? BLACK : WHITE;
    const before = this.#cells[p]!;
    if (before === c) return;
    this.#reserve(5);
    this.#log[this.#logLength++] = p;
    this.#log[this.#logLength++] = before;
    this.#log[this.#logLength++] = this.#ko;
    this.#log[this.#logLength++] = this.#koColor;
    this.#log[this.#logLength++] = SETUP;
    this.#ko = -1;
    this.#koColor = 0;
    if (before !== EMPTY) this.#toggleHash(p, before);
    if (c !== EMPTY) this.#toggleHash(p, c);
    this.#cells[p] = c;
    this.#rememberPosition();
  }

  /** Takes back the last move, pass, setup stone or turn change. Returns false when there is nothing to undo. */
  undo(): boolean {
    const log = this.#log;
    const n = this.#logLength;
    if (n === 0) return false;
    const kind = log[n - 1]!;
    if (kind === TURN) {
      this.#turn = log[n - 2]!;
      this.#logLength = n - 2;
      return true;
    }
    this.#forgetPosition();
    if (kind === SETUP) {
      // p, the point's colour before, ko, ko colour, SETUP (the hash is back already).
      this.#cells[log[n - 5]!] = log[n - 4]!;
      this.#ko = log[n - 3]!;
      this.#koColor = log[n - 2]!;
      this.#logLength = n - 5;
      return true;
    }
    // PASS: ko, ko colour, turn, PASS; MOVE: p, colour, ko, ko colour, turn, ...
    const from = kind === PASS ? (this.#logLength = n - 4) : this.#unplay() + 2;
    this.#ko = log[from]!;
    this.#koColor = log[from + 1]!;
    this.#turn = log[from + 2]!;
    this.#moves--;
    return true;
  }

  /** The stones of the chain through a point (empty if the point is empty). */
  chainAt(x: number, y: number): Vertex[] {
    if (!this.onBoard(x, y) || this.#cells[this.#loc(x, y)] === EMPTY) return [];
    const n = this.#fill(this.#loc(x, y));
    return Array.from(this.#stack.subarray(0, n), (q) => this.#vertex(q));
  }

  /** The distinct liberties of the chain through a point. */
  libertiesAt(x: number, y: number): Vertex[] {
    if (!this.onBoard(x, y) || this.#cells[this.#loc(x, y)] === EMPTY) return [];
    const n = this.#fill(this.#loc(x, y));
    const gen = nextGeneration();
    const out: Vertex[] = [];
    for (let i = 0; i < n; i++) {
      for (const d of this.#dirs) {
        const q = this.#stack[i]! + d;
        if (this.#cells[q] === EMPTY && this.#mark[q] !== gen) {
          this.#mark[q] = gen;
          out.push(this.#vertex(q));
        }
      }
    }
    return out;
  }

  /** The board as rows of text, top row first: '.' empty, 'X' black, 'O' white. */
  position(): string[] {
    const rows: string[] = [];
    for (let y = 0; y < this.height; y++) {
      let row = '';
      for (let x = 0; x < this.width; x++) {
        const c = this.#cells[this.#loc(x, y)];
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
        const c = this.#cells[this.#loc(x, y)];
        out[y * this.width + x] = c === BLACK ? 1 : c === WHITE ? -1 : 0;
      }
    }
    return out;
  }

  /** A hash of the stones on the board (the same position always gives the same number). */
  get positionHash(): number {
    return this.#hashHi * 4294967296 + this.#hashLo;
  }

  // ---- internals ----

  #loc(x: number, y: number): number {
    return x + 1 + (y + 1) * this.#stride;
  }

  #vertex(p: number): Vertex {
    return [(p % this.#stride) - 1, Math.floor(p / this.#stride) - 1];
  }

  #reserve(n: number): void {
    if (this.#logLength + n <= this.#log.length) return;
    const bigger = new Int32Array(Math.max(this.#log.length * 2, this.#logLength + n));
    bigger.set(this.#log.subarray(0, this.#logLength));
    this.#log = bigger;
  }

  /**
   * The chain through `start` into the scratch stack (marked with a new generation); returns its size,
   * or, with `breath`, -1 as soon as it finds a liberty.
   */
  #fill(start: number, breath = false): number {
    const cells = this.#cells;
    const mark = this.#mark;
    const stack = this.#stack;
    const color = cells[start];
    const gen = nextGeneration();
    let size = 1;
    stack[0] = start;
    mark[start] = gen;
    for (let i = 0; i < size; i++) {
      for (const d of this.#dirs) {
        const n = stack[i]! + d;
        const cn = cells[n];
        if (cn === EMPTY && breath) return -1;
        if (cn === color && mark[n] !== gen) {
          mark[n] = gen;
          stack[size++] = n;
        }
      }
    }
    return size;
  }

  /** Takes the chain through `start` off the board, appending its points to the log; returns how many. */
  #take(start: number): number {
    const cells = this.#cells;
    const log = this.#log;
    const color = cells[start]!;
    const from = this.#logLength;
    let end = from;
    cells[start] = EMPTY;
    log[end++] = start;
    // The log doubles as the queue of the flood fill.
    for (let i = from; i < end; i++) {
      this.#toggleHash(log[i]!, color);
      for (const d of this.#dirs) {
        const n = log[i]! + d;
        if (cells[n] === color) {
          cells[n] = EMPTY;
          log[end++] = n;
        }
      }
    }
    this.#logLength = end;
    return end - from;
  }

  /** Puts back the stones of the MOVE record that ends the log, and drops it; returns where it started. */
  #unplay(): number {
    const log = this.#log;
    const cells = this.#cells;
    const end = this.#logLength - 2;
    const suicided = log[end]!;
    const capturedEnd = end - suicided - 1;
    const captured = log[capturedEnd]!;
    const start = capturedEnd - captured - 5;
    const c = log[start + 1]!;
    for (let i = capturedEnd + 1; i < end; i++) cells[log[i]!] = c;
    for (let i = start + 5; i < capturedEnd; i++) cells[log[i]!] = BLACK + WHITE - c;
    cells[log[start]!] = EMPTY;
    this.#capturedBy[c] -= captured;
    this.#capturedBy[BLACK + WHITE - c] -= suicided;
    this.#logLength = start;
    return start;
  }

  #toggleHash(p: number, color: number): void {
    const i = (p * 3 + color) * 2;
    this.#hashLo = (this.#hashLo ^ this.#zobrist[i]!) >>> 0;
    this.#hashHi ^= this.#zobrist[i + 1]!;
  }

  #rememberPosition(): void {
    const key = this.positionHash;
    this.#hashes.push(key);
    if (this.superko) this.#seen.set(key, (this.#seen.get(key) ?? 0) + 1);
  }

  #forgetPosition(): void {
    const key = this.#hashes.pop()!;
    if (this.superko) {
      const n = this.#seen.get(key)! - 1;
      if (n > 0) this.#seen.set(key, n);
      else this.#seen.delete(key);
    }
    this.#restoreHash();
  }

  /** Sets the running hash back to the last remembered position. */
  #restoreHash(): void {
    const key = this.#hashes[this.#hashes.length - 1]!;
    this.#hashLo = key % 4294967296;
    this.#hashHi = Math.floor(key / 4294967296);
  }
}
