// Reading a game tree's lines: SgfCursor's nextMoves and mainLine, and the board's modes (guess, edit), which read
// them only once loaded (the board's own cursor, in its entry, carries none of this).
import type { SgfNode } from './parse.js';
import { readMoves, type SgfMove } from './properties.js';

/** The children of a node with their moves (on a board of this size), for showing variations. */
export const nextMoves = (node: SgfNode, width: number, height: number): { node: SgfNode; move: SgfMove | null }[] =>
  node.children.map((child) => {
    const move = readMoves(child, width, height).pop();
    return { node: child, move: move ? { color: move.color, vertex: move.vertex } : null };
  });

/** The nodes from `from` following first children to the end. */
export function mainLine(from: SgfNode): SgfNode[] {
  const line = [from];
  for (let n = from; n.children[0]; n = n.children[0]) line.push(n.children[0]);
  return line;
}
