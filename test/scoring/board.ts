import type { Vertex } from '../../src/engine/index.js';

/** A position read from a diagram. */
export interface DiagramBoard {
  width: number;
  height: number;
  /** Index y * width + x: 1 black, -1 white, 0 empty. */
  signs: Int8Array;
  /** Stones written in lower case (x black, o white): the ones the diagram marks dead. */
  dead: Vertex[];
}

/**
 * Reads a diagram, top row first: `X` black, `O` white, `.` empty; `x` / `o` are black / white stones marked
 * dead. Spaces are ignored, as are blank lines.
 */
export function board(diagram: string): DiagramBoard {
  const rows = diagram
    .split('\n')
    .map((row) => row.replace(/\s+/g, ''))
    .filter((row) => row.length > 0);
  const height = rows.length;
  const width = rows[0]!.length;
  const signs = new Int8Array(width * height);
  const dead: Vertex[] = [];
  rows.forEach((row, y) => {
    if (row.length !== width) throw new Error(`Row ${y} has ${row.length} points, expected ${width}`);
    [...row].forEach((ch, x) => {
      const p = y * width + x;
      if (ch === 'X' || ch === 'x') signs[p] = 1;
      else if (ch === 'O' || ch === 'o') signs[p] = -1;
      else if (ch !== '.') throw new Error(`Unexpected '${ch}' in diagram`);
      if (ch === 'x' || ch === 'o') dead.push([x, y]);
    });
  });
  return { width, height, signs, dead };
}

/** Vertices sorted by y, then x (the order the scoring functions return). */
export const sorted = (vertices: Vertex[]): Vertex[] => [...vertices].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
