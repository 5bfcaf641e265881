import type { SgfNode } from './parse.js';
import { readMoves } from './properties.js';

/**
 * Whether the line up to `node` ends with both players passing: the last two moves (nodes without a move are
 * skipped) are passes. Online servers record a finished game that way, and count the position as the players
 * left it; a professional record usually stops at the last stone played, before the neutral points are filled.
 */
export function endsWithPasses(node: SgfNode, width: number, height: number): boolean {
  let passes = 0;
  for (let n: SgfNode | null = node; n; n = n.parent) {
    const move = readMoves(n, width, height).pop();
    if (!move) continue;
    if (move.vertex || move.problem) return false;
    if (++passes === 2) return true;
  }
  return false;
}
