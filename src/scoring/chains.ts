import type { Signs } from './types.js';

/** The stone chains of a position. */
export interface Chains {
  /** Chain index of each stone (index y * width + x), -1 on empty points. */
  chainOf: Int32Array;
  /** The points of each chain, first point (lowest index) first. */
  points: number[][];
  /** The colour of each chain: 1 black, -1 white. */
  sign: number[];
}

/** Calls `f` with the on-board neighbours of p. */
export function forNeighbours(width: number, height: number, p: number, f: (q: number) => void): void {
  const x = p % width;
  if (x > 0) f(p - 1);
  if (x < width - 1) f(p + 1);
  if (p >= width) f(p - width);
  if (p + width < width * height) f(p + width);
}

export function findChains(width: number, height: number, signs: Signs): Chains {
  const n = width * height;
  const chainOf = new Int32Array(n).fill(-1);
  const points: number[][] = [];
  const sign: number[] = [];
  for (let p0 = 0; p0 < n; p0++) {
    const s = Math.sign(signs[p0]!);
    if (!s || chainOf[p0]! >= 0) continue;
    const id = points.length;
    const pts = [p0];
    chainOf[p0] = id;
    for (let i = 0; i < pts.length; i++) {
      forNeighbours(width, height, pts[i]!, (q) => {
        if (chainOf[q]! < 0 && Math.sign(signs[q]!) === s) {
          chainOf[q] = id;
          pts.push(q);
        }
      });
    }
    points.push(pts);
    sign.push(s);
  }
  return { chainOf, points, sign };
}
