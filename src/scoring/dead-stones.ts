import { PlayoutBoard, ownershipByPlayouts } from './playout.js';
import { checkBoard, vertexOf } from './grid.js';
import { findChains, forNeighbours } from './chains.js';
import type { Chains } from './chains.js';
import type { ChainInfo } from './small-board.js';
import { SmallBoard } from './small-board.js';
import { READ_DEPTH, after, capturable, lostEvenFirst } from './race.js';
import type { Signs, Vertex } from './types.js';

export interface GuessOptions {
  /** Playouts always run (default 64). */
  minPlayouts?: number;
  /** Playouts at most (default 192); more than the minimum run only while some chain is still uncertain. */
  maxPlayouts?: number;
  /** PRNG seed. The default is fixed, so the same position always gives the same answer. */
  seed?: number;
  /**
   * Who plays next when the game is still to be finished (not given for a game ended by passes): a race that
   * the side to move wins by moving first is then read as won by it (see winRaces).
   */
  toMove?: 'black' | 'white';
}

export interface OwnershipEstimate {
  /** Per point (y * width + x): average final owner over the playouts, from -1 (all White) to 1 (all Black). */
  ownership: Float32Array;
  /** Per point: for a stone, the average owner of its chain seen from the stone's colour (-1 dead .. 1 alive); 0 on empty points. */
  chainStatus: Float32Array;
  /** How many playouts were run. */
  playouts: number;
}

const BATCH = 32;
/** A chain whose average ownership is nearer 0 than this is "uncertain" and asks for more playouts. */
const SETTLED = 0.3;
const DEFAULT_SEED = 0x5eed1989;

/**
 * Estimates the final ownership of every point with random playouts from the position (see playout.ts).
 * Deterministic. Runs `minPlayouts` (half with Black to move first, half with White), then batches of 32 more
 * while some chain's average ownership is within ±0.3 of 0, up to `maxPlayouts`.
 */
export function estimateOwnership(width: number, height: number, signs: Signs, options: GuessOptions = {}): OwnershipEstimate {
  checkBoard(width, height, signs);
  // An option that is not a number (NaN, a string from plain JavaScript) takes its default rather than giving no
  // playouts at all, and so no dead stones.
  const min = Math.max(2, Math.floor(finiteOr(options.minPlayouts, 64)));
  const max = Math.max(min, Math.floor(finiteOr(options.maxPlayouts, 192)));
  const seed = finiteOr(options.seed, DEFAULT_SEED);
  const chains = findChains(width, height, signs);
  const n = width * height;
  const ownership = new Float32Array(n);
  const chainStatus = new Float32Array(n);
  if (chains.points.length === 0) return { ownership, chainStatus, playouts: 0 };

  const base = new PlayoutBoard(width, height);
  base.setup(signs);
  const loc = Int32Array.from({ length: n }, (_, p) => base.loc(p % width, Math.floor(p / width)));
  const sum = new Float64Array(base.size);
  let done = 0;
  let batch = 0;
  while (done < max) {
    const count = Math.min(done < min ? min - done : BATCH, max - done);
    const own = ownershipByPlayouts(base, { playouts: count, seed: (seed + Math.imul(0x9e3779b9, ++batch)) >>> 0 });
    for (let i = 0; i < own.length; i++) sum[i] += own[i]!;
    done += count;
    if (done >= min && uncertainChains(chains, sum, loc, done) === 0) break;
  }
  for (let p = 0; p < n; p++) ownership[p] = sum[loc[p]!]! / done;
  for (let c = 0; c < chains.points.length; c++) {
    const m = chainMean(chains, c, sum, loc, done);
    for (const p of chains.points[c]!) chainStatus[p] = m;
  }
  return { ownership, chainStatus, playouts: done };
}

/** A number option from plain JavaScript ('500' is 500); missing or not a finite number: the default. */
const finiteOr = (v: unknown, fallback: number): number => {
  const n = v == null || v === '' ? NaN : Number(v);
  return Number.isFinite(n) ? n : fallback;
};

/** Mean ownership of a chain's stones, seen from the chain's colour (> 0: its own colour keeps it). */
function chainMean(chains: Chains, c: number, sum: Float64Array, loc: Int32Array, playouts: number): number {
  let s = 0;
  const pts = chains.points[c]!;
  for (const p of pts) s += sum[loc[p]!]!;
  return (s / pts.length / playouts) * chains.sign[c]!;
}

function uncertainChains(chains: Chains, sum: Float64Array, loc: Int32Array, playouts: number): number {
  let k = 0;
  for (let c = 0; c < chains.points.length; c++) if (Math.abs(chainMean(chains, c, sum, loc, playouts)) < SETTLED) k++;
  return k;
}

/**
 * Proposes the dead stones of a finished position (`signs`: index y * width + x, 1 black, -1 white, 0 empty).
 *
 * Every chain gets the average final ownership of its stones over random playouts (see estimateOwnership and
 * playout.ts: real eyes are never filled, captures are always allowed so one-eyed groups die, sekis are kept
 * by refusing self-atari except for killing shapes, vital points of eye spaces are taken at once); a chain
 * that its opponent owns on average is dead. Then groups that are dead by the bent-four-in-the-corner ruling
 * of the Japanese rules are added (see bentFourInTheCorner), races the playouts lose are read (see winRaces), and
 * chains that one move joins to their living stones are taken out (see reviveConnectable). Deterministic
 * (fixed-seed generator): the same position always gives the same answer. Returns the dead stones sorted by y,
 * then x.
 */
export function guessDeadStones(width: number, height: number, signs: Signs, options: GuessOptions = {}): Vertex[] {
  return deadStonesFrom(width, height, signs, estimateOwnership(width, height, signs, options), options);
}

/**
 * guessDeadStones on playouts already run (`estimate`: estimateOwnership of the same position), for a caller that
 * also wants the ownership (the score estimate) without running them twice.
 */
export function deadStonesFrom(width: number, height: number, signs: Signs, estimate: OwnershipEstimate, options: GuessOptions = {}): Vertex[] {
  const { chainStatus } = estimate;
  const dead = new Uint8Array(width * height);
  for (let p = 0; p < width * height; p++) if (Math.sign(signs[p]!) !== 0 && chainStatus[p]! < 0) dead[p] = 1;
  for (const p of bentFourInTheCorner(width, height, signs, chainStatus)) dead[p] = 1;
  winRaces(width, height, signs, dead, options);
  reviveConnectable(width, height, signs, dead);
  const out: Vertex[] = [];
  for (let p = 0; p < width * height; p++) if (dead[p]) out.push(vertexOf(width, p));
  return out;
}

/**
 * Stones that are dead by the bent-four-in-the-corner ruling (Japanese rules 1989, art. 7-2: in the
 * confirmation the attacker may start the ko whenever he likes, and the defender may not recapture without
 * first passing for that ko, so the ko is won by the attacker). The shape: a group of one colour whose every
 * liberty lies in one empty region of exactly four points, an L with its bend on a corner point and arms of two
 * and one along the edges, bordered only by that group; and the opponent's stones around it are alive in the
 * playouts. Random playouts cannot see this (they fight the ko), so it is checked on the position directly.
 */
export function bentFourInTheCorner(width: number, height: number, signs: Signs, chainStatus: ArrayLike<number>): number[] {
  if (width < 4 || height < 4) return [];
  const chains = findChains(width, height, signs);
  const out: number[] = [];
  const corners: [number, number, number, number][] = [
    [0, 0, 1, 1],
    [width - 1, 0, -1, 1],
    [0, height - 1, 1, -1],
    [width - 1, height - 1, -1, -1],
  ];
  const at = (x: number, y: number) => y * width + x;
  for (const [cx, cy, dx, dy] of corners) {
    // The two orientations: arm of two along the x edge and one along the y edge, and the reverse.
    const shapes: [number, number][][] = [
      [[0, 0], [1, 0], [2, 0], [0, 1]],
      [[0, 0], [0, 1], [0, 2], [1, 0]],
    ];
    for (const shape of shapes) {
      const region = shape.map(([sx, sy]) => at(cx + dx * sx, cy + dy * sy));
      if (region.some((p) => signs[p] !== 0)) continue;
      const inRegion = new Set(region);
      // Bordering stones: all of one colour; the region must be closed (no other empty neighbour).
      let color = 0;
      let ok = true;
      const group = new Set<number>();
      for (const p of region) {
        forNeighbours(width, height, p, (q) => {
          if (inRegion.has(q)) return;
          const s = Math.sign(signs[q]!);
          if (s === 0 || (color !== 0 && s !== color)) ok = false;
          else {
            color = s;
            group.add(chains.chainOf[q]!);
          }
        });
      }
      if (!ok || color === 0) continue;
      // Every liberty of the group lies in the region; the stones around the group are the opponent's, alive.
      for (const c of group) {
        for (const p of chains.points[c]!) {
          forNeighbours(width, height, p, (q) => {
            const s = Math.sign(signs[q]!);
            if (s === 0 && !inRegion.has(q)) ok = false;
            else if (s === -color && !(chainStatus[q]! > 0)) ok = false;
            else if (s === color && !group.has(chains.chainOf[q]!)) ok = false;
          });
        }
      }
      if (!ok) continue;
      for (const c of group) out.push(...chains.points[c]!);
    }
  }
  return out;
}

/**
 * Un-marks the dead chains that one move of their owner joins to a living chain of theirs, leaving the joined
 * chain two liberties or more (read on the position as given): a cutting stone in atari next to its own wall, a
 * stone one point from its group. Such a chain is not dead but unsettled; the playouts, which fill such points at
 * random, often lose it. It then counts as alive: the finishing never takes it, and connects it when it is in
 * atari and a move saves it (rule 2), whoever is to move, as it does for an open ko. Measured: pro-nogo 190 of 243
 * against 187, no other folder changes; letting the side to move take such a chain first matched fewer records
 * (187).
 */
function reviveConnectable(width: number, height: number, signs: Signs, dead: Uint8Array): void {
  const chains = findChains(width, height, signs);
  const marked = dead.slice();
  const board = new SmallBoard(width, height, Array.from(signs, Math.sign));
  for (const stones of chains.points) {
    if (!marked[stones[0]!]) continue;
    const sign = board.signs[stones[0]!]!;
    const joinsLiving = (l: number): boolean => {
      let living = false;
      board.neighbours(l, (q) => {
        if (board.signs[q] === sign && !marked[q]) living = true;
      });
      const r = living ? after(board, l, sign) : null;
      return !!r && r.board.chain(l).libs.length >= 2;
    };
    if (board.chain(stones[0]!).libs.some(joinsLiving)) for (const p of stones) dead[p] = 0;
  }
}

/**
 * Races the playouts lose: a chain called alive with two liberties, next to a dead chain of the opponent, that the
 * opponent takes even when its owner moves first (read: race.ts), and, when `toMove` is given, the largest such
 * chain that the side to move takes by moving first (one only: the other side would answer the next race). It is
 * dead; the dead chains next to it are then read again by the playouts on the position without it, and those that
 * live there are alive.
 */
function winRaces(width: number, height: number, signs: Signs, dead: Uint8Array, options: GuessOptions): void {
  const board = new SmallBoard(width, height, Array.from(signs, Math.sign));
  // Every stone counts as living in the reading, so any capture counts as a gain (the dead takers may live by it:
  // with only the living stones, pro-nogo 192 against 193). What guards against a capture that gains nothing (a
  // snapback, stones that stay dead) is the playouts' second reading below: no dead chain revived, no race lost.
  const living = board.signs;
  const seen = new Uint8Array(width * height);
  const mover = options.toMove === 'black' ? 1 : options.toMove === 'white' ? -1 : 0;
  const lost: number[][] = [];
  // Of the races that whoever moves first wins, the side to move takes the largest; the others stay as the playouts
  // call them.
  let firstMover: number[] | null = null;
  for (let p = 0; p < width * height; p++) {
    if (!board.signs[p] || dead[p] || seen[p]) continue;
    const c = board.chain(p);
    for (const q of c.stones) seen[q] = 1;
    if (c.libs.length !== 2) continue;
    let nextToDead = false;
    for (const q of c.stones) board.neighbours(q, (r) => {
      if (board.signs[r] === -c.sign && dead[r]) nextToDead = true;
    });
    if (!nextToDead) continue;
    if (lostEvenFirst(board, p, READ_DEPTH, living)) lost.push(c.stones);
    else if (-c.sign === mover && c.stones.length > (firstMover?.length ?? 0) && capturable(board, p, READ_DEPTH, living)) firstMover = c.stones;
  }
  if (firstMover) lost.push(firstMover);
  if (!lost.length) return;
  // The position after each race: the taker's stones on the lost chain's liberties, the chain taken.
  const without = Int8Array.from(board.signs);
  for (const stones of lost) {
    const c = board.chain(stones[0]!);
    for (const q of c.libs) without[q] = -c.sign;
    for (const q of stones) without[q] = 0;
  }
  const { chainStatus } = estimateOwnership(width, height, without, options);
  const afterRaces = new SmallBoard(width, height, without);
  for (const stones of lost) {
    const sign = board.signs[stones[0]!]!;
    const revived: number[] = [];
    for (const q of stones) board.neighbours(q, (r) => {
      if (board.signs[r] !== -sign || !dead[r] || !(chainStatus[r]! > 0) || revived.includes(r)) return;
      const d = afterRaces.chain(r);
      if (reachesLiving(afterRaces, d, dead, board.signs) || hasEye(afterRaces, d, stones)) revived.push(...board.chain(r).stones);
    });
    if (!revived.length) continue;
    for (const q of stones) dead[q] = 1;
    for (const q of revived) dead[q] = 0;
  }
}

/**
 * Whether chain `d` (on the position after the race) holds, or reaches through one empty point, a stone of its
 * colour that stood `before` and is not marked dead. Weaker than a connection (the point may be cut): the playouts
 * on that position must call the chain alive as well.
 */
function reachesLiving(board: SmallBoard, d: ChainInfo, dead: Uint8Array, before: Int8Array): boolean {
  let joins = false;
  const living = (r: number) => before[r] === d.sign && !dead[r];
  const touches = (q: number) => board.neighbours(q, (r) => {
    if (board.signs[r] === d.sign && living(r)) joins = true;
  });
  for (const q of d.stones) if (living(q)) joins = true;
  for (const l of d.libs) touches(l);
  return joins;
}

/**
 * Whether chain `d` has an eye apart from the points `taken`: a liberty whose neighbours are all of its colour,
 * in chains that cannot be pressed into filling it (three liberties or more, or only such eye points).
 */
function hasEye(board: SmallBoard, d: ChainInfo, taken: number[]): boolean {
  const eyePoint = (l: number): boolean => {
    let own = true;
    board.neighbours(l, (r) => {
      if (board.signs[r] !== d.sign) own = false;
    });
    return own;
  };
  return d.libs.some((l) => {
    if (taken.includes(l) || !eyePoint(l)) return false;
    let solid = true;
    board.neighbours(l, (r) => {
      const c = board.chain(r);
      if (c.libs.length < 3 && !c.libs.every(eyePoint)) solid = false;
    });
    return solid;
  });
}
