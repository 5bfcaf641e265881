// Names of points and the star points: shared by the live board (src/element/coordinates.ts) and the diagrams.
import type { Vertex } from '../engine/index.js';

// Go coordinates skip the letter I; boards wider than 25 continue in lower case, then (columns 51 and 52 of the
// largest SGF board) in two letters: a number there would read as part of the row.
const UPPER = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
const LETTERS = UPPER + UPPER.toLowerCase();

export const columnName = (x: number): string => LETTERS[x] ?? 'A' + UPPER[x - 50];
export const rowName = (y: number, height: number): string => String(height - y);

/** Star points (hoshi) for any board: 3rd or 4th line corners, centre, and side middles on big boards. */
export function starPoints(width: number, height: number): Vertex[] {
  const axis = (size: number): { edges: number[]; middle: number | null; sides: boolean } => {
    const edge = size >= 13 ? 3 : size >= 7 ? 2 : -1;
    const edges = edge < 0 || size - 1 - edge <= edge ? [] : [edge, size - 1 - edge];
    return { edges, middle: size % 2 === 1 && size >= 9 ? (size - 1) / 2 : null, sides: size >= 15 };
  };
  const ax = axis(width);
  const ay = axis(height);
  const out: Vertex[] = [];
  for (const x of ax.edges) for (const y of ay.edges) out.push([x, y]);
  if (ax.middle !== null && ay.middle !== null && (ax.edges.length || ay.edges.length)) out.push([ax.middle, ay.middle]);
  if (ax.middle !== null && ay.sides) for (const y of ay.edges) out.push([ax.middle, y]);
  if (ay.middle !== null && ax.sides) for (const x of ax.edges) out.push([x, ay.middle]);
  return out;
}
