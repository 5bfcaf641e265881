import { forNeighbours } from './chains.js';

/** A chain of stones and its liberties, as point indices (y * width + x). */
export interface ChainInfo {
  sign: number;
  stones: number[];
  libs: number[];
}

/**
 * A plain Go board for short local reading (finishing a game, testing a shape): signs 1 / -1 / 0, captures,
 * suicide and simple ko refused. Chains are found by flood fill on demand, which is cheap at 361 points and
 * keeps the code obvious; the reading that uses it plays a few dozen moves per position.
 */
export class SmallBoard {
  readonly width: number;
  readonly height: number;
  readonly signs: Int8Array;
  /** The point a simple-ko recapture is forbidden on, or -1. */
  ko = -1;
  /** A hash of the stones (Zobrist), kept up to date by play: lets a reading remember the positions it has met. */
  hash = 0;
  /** Marks for the flood fills, shared by a board and its clones (a clone is made for every move read). */
  private readonly scratch: { mark: Int32Array; gen: number };

  constructor(width: number, height: number, signs: ArrayLike<number>, scratch?: { mark: Int32Array; gen: number }) {
    this.width = width;
    this.height = height;
    // A clone's signs are already -1 / 0 / 1.
    this.signs = scratch && signs instanceof Int8Array ? signs.slice() : Int8Array.from(signs, (s) => Math.sign(s));
    this.scratch = scratch ?? { mark: new Int32Array(width * height), gen: 0 };
  }

  clone(): SmallBoard {
    const b = new SmallBoard(this.width, this.height, this.signs, this.scratch);
    b.ko = this.ko;
    b.hash = this.hash;
    return b;
  }

  neighbours(p: number, f: (q: number) => void): void {
    forNeighbours(this.width, this.height, p, f);
  }

  /** The chain through stone p with its distinct liberties. */
  chain(p: number): ChainInfo {
    const { width, signs } = this;
    const n = signs.length;
    const sign = signs[p]!;
    const gen = ++this.scratch.gen;
    const mark = this.scratch.mark;
    const stones = [p];
    const libs: number[] = [];
    mark[p] = gen;
    // The neighbours in forNeighbours' order (left, right, up, down), inline: the finishing's reading calls this
    // tens of thousands of times per position, and a callback per stone was a tenth of the scoring's time.
    for (let i = 0; i < stones.length; i++) {
      const s0 = stones[i]!;
      const x = s0 % width;
      for (let d = 0; d < 4; d++) {
        const q = d === 0 ? (x > 0 ? s0 - 1 : -1) : d === 1 ? (x < width - 1 ? s0 + 1 : -1) : d === 2 ? s0 - width : s0 + width;
        if (q < 0 || q >= n || mark[q] === gen) continue;
        const s = signs[q]!;
        if (s === sign) {
          mark[q] = gen;
          stones.push(q);
        } else if (s === 0) {
          mark[q] = gen;
          libs.push(q);
        }
      }
    }
    return { sign, stones, libs };
  }

  /** The distinct chains next to p of colour `sign`. */
  adjacentChains(p: number, sign: number): ChainInfo[] {
    const out: ChainInfo[] = [];
    this.neighbours(p, (q) => {
      if (this.signs[q] !== sign || out.some((c) => c.stones.includes(q))) return;
      out.push(this.chain(q));
    });
    return out;
  }

  /**
   * Plays `sign` at p. Returns the captured points, or null when the move is illegal (occupied, ko, suicide);
   * an illegal move leaves the board unchanged.
   */
  play(p: number, sign: number): number[] | null {
    if (this.signs[p] !== 0 || p === this.ko) return null;
    this.signs[p] = sign;
    const captured: number[] = [];
    for (const c of this.adjacentChains(p, -sign)) {
      if (c.libs.length) continue;
      for (const q of c.stones) {
        this.signs[q] = 0;
        captured.push(q);
        this.hash ^= zobrist(q, -sign);
      }
    }
    const own = this.chain(p);
    if (!own.libs.length) {
      this.signs[p] = 0;
      return null;
    }
    this.hash ^= zobrist(p, sign);
    this.ko = captured.length === 1 && own.stones.length === 1 && own.libs.length === 1 ? captured[0]! : -1;
    return captured;
  }
}

/** A fixed pseudo-random 32-bit number per point and colour (deterministic: the same on every run). */
function zobrist(p: number, sign: number): number {
  let x = Math.imul(p * 2 + (sign > 0 ? 1 : 0) + 1, 0x9e3779b1);
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  return (x ^ (x >>> 16)) | 0;
}
