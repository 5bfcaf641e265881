// The `crop` attribute: the part of the board a page shows, over the file's VW. "A1-K10" or SGF "aa:jj" as the
// diagrams read it, or "auto": the part the game's stones use (a problem or a corner lesson written without VW).
// A chunk of its own, loaded only by boards that have the attribute.
import type { SgfNode } from '../sgf/index.js';
import { pointsOf, readMoves } from '../sgf/properties.js';
import { readCrop, type Crop } from '../diagram/read-crop.js';

/** Lines left around the stones by "auto" (the room a problem is read in), and how near an edge the part must come to reach it. */
const MARGIN = 2;
const SNAP = 2;
/** Nodes "auto" looks at, at most (a 5 MB tree is not walked whole for a crop). */
const MAX_NODES = 100_000;

const autoCrops = new WeakMap<SgfNode, Crop | null>();

/**
 * The part to show: the rectangle `value` names on a `width` × `height` board, "auto"'s, null for the whole
 * board; undefined when `value` names none (the file's VW is kept).
 */
export function cropOf(value: string, root: SgfNode, width: number, height: number): Crop | null | undefined {
  if (value.trim().toLowerCase() !== 'auto') return readCrop(value, width, height) ?? undefined;
  let crop = autoCrops.get(root);
  if (crop === undefined) autoCrops.set(root, (crop = autoCrop(root, width, height)));
  return crop;
}

/** The box of every stone the game sets up or plays, two lines wider, reaching the edges it comes near. */
function autoCrop(root: SgfNode, width: number, height: number): Crop | null {
  let x0 = width, y0 = height, x1 = -1, y1 = -1;
  const todo = [root];
  for (let seen = 0; todo.length && seen < MAX_NODES; seen++) {
    const node = todo.pop()!;
    const points = [...pointsOf(node, 'AB', width, height), ...pointsOf(node, 'AW', width, height)];
    for (const move of readMoves(node, width, height)) if (move.vertex) points.push(move.vertex);
    for (const [x, y] of points) {
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
    todo.push(...node.children);
  }
  if (x1 < 0) return null;
  const grow = (lo: number, hi: number, size: number): [number, number] => {
    lo = Math.max(0, lo - MARGIN);
    hi = Math.min(size - 1, hi + MARGIN);
    return [lo <= SNAP ? 0 : lo, hi >= size - 1 - SNAP ? size - 1 : hi];
  };
  [x0, x1] = grow(x0, x1, width);
  [y0, y1] = grow(y0, y1, height);
  return x0 === 0 && y0 === 0 && x1 === width - 1 && y1 === height - 1 ? null : { x0, y0, x1, y1 };
}
