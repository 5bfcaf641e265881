// A part of the board named as people write it: for the diagrams' `crop` option and the board's `crop` attribute.
import type { Vertex } from '../engine/index.js';
import { readPoint } from '../sgf/properties.js';
import { columnName } from './points.js';

/** A rectangle of points, inclusive. */
export type Crop = { x0: number; y0: number; x1: number; y1: number };

/** "A1-K10" (or "K10:A1", or SGF "aa:jj") → the rectangle, inclusive; null when it is not two points on the board. */
export function readCrop(value: string | [number, number, number, number], width: number, height: number): Crop | null {
  let pts: (Vertex | null)[];
  if (Array.isArray(value)) pts = [[value[0], value[1]], [value[2], value[3]]];
  else {
    const parts = value.trim().split(/\s*[-:]\s*/);
    pts = parts.map((p) => {
      const m = /^(A[AB]|[A-HJ-Za-hj-z])(\d{1,2})$/.exec(p);
      // a1 is A1 on boards of up to 25 columns (lower case letters are columns 26 and on, AA and AB 51 and 52).
      if (m) {
        const letter = width <= 25 ? m[1]!.toUpperCase() : m[1]!;
        let x = 0;
        while (x < width && columnName(x) !== letter) x++;
        return [x, height - Number(m[2])] as Vertex;
      }
      return readPoint(p);
    });
    if (pts.length !== 2) return null;
  }
  const [a, b] = pts;
  if (!a || !b || [a[0], b[0]].some((x) => !(x >= 0 && x < width)) || [a[1], b[1]].some((y) => !(y >= 0 && y < height))) return null;
  return { x0: Math.min(a[0], b[0]), y0: Math.min(a[1], b[1]), x1: Math.max(a[0], b[0]), y1: Math.max(a[1], b[1]) };
}
