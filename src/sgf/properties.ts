import type { Color, Vertex } from '../engine/index.js';
import type { SgfNode } from './parse.js';
import type { RecordWarning } from './record-warning.js';

/** A move read from B or W: `vertex` is null for a pass. */
export interface SgfMove {
  color: Color;
  vertex: Vertex | null;
}

/** A move as written, with why it cannot be placed (`vertex` is then null, as for a pass). */
export interface ReadMove extends SgfMove {
  value: string;
  problem?: string;
}

// SGF letters: a-z are 0-25, A-Z are 26-51.
const coordinate = (c: number) => (c >= 97 && c <= 122 ? c - 97 : c >= 65 && c <= 90 ? c - 39 : -1);

/** The SGF letter of a line: 0-25 are a-z, 26-51 are A-Z (readPoint's inverse). */
export const sgfLetter = (n: number): string => String.fromCharCode(n < 26 ? 97 + n : 39 + n);

/** `pd` → [15, 3]; null for anything that is not two SGF letters. Does not check the board size. */
export function readPoint(value: string): Vertex | null {
  const v = value.trim();
  const x = coordinate(v.charCodeAt(0));
  const y = coordinate(v.charCodeAt(1));
  return v.length === 2 && x >= 0 && y >= 0 ? [x, y] : null;
}

/** A number (KM, HA, TM, MN…), accepting a decimal comma; undefined if there is none. */
export function readNumber(value: string | undefined): number | undefined {
  const n = value?.trim() ? Number(value.trim().replace(',', '.')) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/** PL and similar: `B`, `b`, `Black` → black; `W`… → white; anything else null. */
export function readColor(value: string | undefined): Color | null {
  const c = value?.trim()[0]?.toUpperCase();
  return c === 'B' ? 'black' : c === 'W' ? 'white' : null;
}

/** SZ: `19` or `19:13` (width:height), 1 to 52. Missing is 19x19; anything else is 19x19 with a warning. */
export function readSize(value: string | undefined): { width: number; height: number; warning?: string } {
  const m = value === undefined ? ['', '19'] : /^\s*(\d+)\s*(?::\s*(\d+)\s*)?$/.exec(value);
  const width = m ? Number(m[1]) : 0;
  const height = m?.[2] ? Number(m[2]) : width;
  if (width >= 1 && width <= 52 && height >= 1 && height <= 52) return { width, height };
  return { width: 19, height: 19, warning: `Board size SZ[${value}] is not 1 to 52 (or W:H); showing 19x19` };
}

/**
 * The B and W moves of a node, in that order. `B[]` is always a pass; `B[tt]` is a pass on boards up
 * to 19x19 and a point on bigger ones. A value that is not a point on the board is returned as a pass
 * with a `problem`.
 */
export function readMoves(node: SgfNode, width: number, height: number): ReadMove[] {
  const moves: ReadMove[] = [];
  for (const [id, color] of [['B', 'black'], ['W', 'white']] as const) {
    const value = node.props[id]?.[0]?.trim();
    if (value === undefined) continue;
    const point = readPoint(value);
    const pass = value === '' || (value === 'tt' && width <= 19 && height <= 19);
    const problem = pass ? undefined : !point ? 'not a point' : point[0] >= width || point[1] >= height ? `off the ${width}x${height} board` : undefined;
    moves.push({ color, vertex: pass || problem ? null : point, value, ...(problem && { problem }) });
  }
  return moves;
}

/**
 * A point list (AB, AW, AE, TR, SQ…), expanding rectangles `aa:cc` (corners in any order). Points and rectangles
 * off the board are dropped and rectangles reaching off it clipped, each with a warning, as a code (the board says
 * them in its reader's language; readPoints, in markup-warnings.ts, in English).
 */
export function pointsOf(node: SgfNode, id: string, width: number, height: number, warnings?: RecordWarning[]): Vertex[] {
  const out: Vertex[] = [];
  const warn = (code: RecordWarning['code'], values: RecordWarning['values']) => warnings?.push({ code, values });
  const values = node.props[id] ?? [];
  // Each point once, however often it is listed or covered: a small file of many overlapping rectangles
  // (AB[aa:ZZ] 5,000 times is 35 KB) would otherwise give millions of points.
  const seen = values.length > 1 || values[0]?.includes(':') ? new Uint8Array(width * height) : null;
  for (const value of values) {
    const parts = value.split(':');
    const a = readPoint(parts[0]!);
    const b = parts.length === 1 ? a : parts.length === 2 ? readPoint(parts[1]!) : null;
    if (!a || !b) {
      if (value.trim()) warn('notPoint', { id, value });
      continue;
    }
    const x0 = Math.min(a[0], b[0]);
    const y0 = Math.min(a[1], b[1]);
    const x1 = Math.min(Math.max(a[0], b[0]), width - 1);
    const y1 = Math.min(Math.max(a[1], b[1]), height - 1);
    if (x0 > x1 || y0 > y1) warn('offBoard', { id, value, size: `${width}x${height}` });
    else if (x1 < Math.max(a[0], b[0]) || y1 < Math.max(a[1], b[1])) warn('clipped', { id, value });
    for (let x = x0; x <= x1; x++) {
      for (let y = y0; y <= y1; y++) {
        if (seen?.[y * width + x]) continue;
        if (seen) seen[y * width + x] = 1;
        out.push([x, y]);
      }
    }
  }
  return out;
}

/** The values of a text property (C, N, GC…) joined by blank lines, or undefined. */
export const readText = (node: SgfNode, id: string): string | undefined => node.props[id]?.join('\n\n');
