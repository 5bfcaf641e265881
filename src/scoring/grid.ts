import type { Vertex } from './types.js';

/** Index of a vertex on a board `width` wide. */
export const indexOf = (width: number, [x, y]: Vertex): number => y * width + x;

/** Vertex of an index on a board `width` wide. */
export const vertexOf = (width: number, p: number): Vertex => {
  const x = p % width;
  return [x, (p - x) / width];
};

/** The largest board side SGF can write (a-z, A-Z), as GoGame: it also bounds the work of a count. */
export const MAX_SIDE = 52;

/** Board-shape checks shared by the public functions. */
export function checkBoard(width: number, height: number, signs: ArrayLike<number>): void {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) {
    throw new RangeError(`Board size must be whole numbers from 1 to ${MAX_SIDE}, got ${width}x${height}`);
  }
  if (signs?.length !== width * height) {
    throw new RangeError(`Expected ${width * height} signs for a ${width}x${height} board, got ${signs?.length}`);
  }
}

/** A flag per point (1 = dead) for the listed vertices that hold a stone; other vertices are ignored. */
export function deadMask(width: number, height: number, signs: ArrayLike<number>, dead: Iterable<Vertex> | undefined): Uint8Array {
  const mask = new Uint8Array(width * height);
  if (!dead) return mask;
  for (const v of dead) {
    // Like a vertex off the board, anything that is not a vertex is ignored.
    const [x, y] = Array.isArray(v) ? v : [NaN, NaN];
    if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= width || y >= height) continue;
    const p = y * width + x;
    if (signs[p] !== 0) mask[p] = 1;
  }
  return mask;
}

/** The vertices where `mask` is non-zero, in index order (y, then x). */
export function maskVertices(width: number, mask: ArrayLike<number>): Vertex[] {
  const out: Vertex[] = [];
  for (let p = 0; p < mask.length; p++) if (mask[p]) out.push(vertexOf(width, p));
  return out;
}

/** Signs from a `signMap[y][x]` array of rows (as @sabaki/go-board and @sabaki/deadstones use). */
export function signsFromRows(rows: ArrayLike<ArrayLike<number>>): Int8Array {
  const height = rows.length;
  const width = height ? rows[0]!.length : 0;
  const out = new Int8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) out[y * width + x] = Math.sign(rows[y]![x]!);
  return out;
}

/** Rows `signMap[y][x]` from flat signs. */
export function rowsFromSigns(width: number, height: number, signs: ArrayLike<number>): number[][] {
  const rows: number[][] = [];
  for (let y = 0; y < height; y++) {
    const row: number[] = [];
    for (let x = 0; x < width; x++) row.push(Math.sign(signs[y * width + x]!));
    rows.push(row);
  }
  return rows;
}
