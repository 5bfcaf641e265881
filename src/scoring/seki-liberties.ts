import { findChains, forNeighbours } from './chains.js';
import { deadMask } from './grid.js';
import type { AddedMove, Signs, Vertex } from './types.js';

/**
 * Of the neutral points left open after counting, those that neither side can fill: a stone of either colour
 * there would leave its chain with one liberty and take nothing, so the other side would capture it. They are
 * the shared liberties of a seki, not an unfinished border. Read on the position as counted: dead stones off,
 * the moves that finished the game on.
 */
export function sekiLiberties(width: number, height: number, signs: Signs, dead: Iterable<Vertex>, added: readonly AddedMove[], open: readonly Vertex[]): Vertex[] {
  const mask = deadMask(width, height, signs, dead);
  const board = Int8Array.from(signs, (s, p) => (mask[p] ? 0 : Math.sign(s)));
  for (const m of added) board[m.vertex[1] * width + m.vertex[0]] = m.color === 'black' ? 1 : -1;
  const chains = findChains(width, height, board);
  const liberties = (c: number, except: number): Set<number> => {
    const out = new Set<number>();
    for (const q of chains.points[c]!) forNeighbours(width, height, q, (r) => void (!board[r] && r !== except && out.add(r)));
    return out;
  };
  // Whether a stone of colour s at p would be in atari at once, capturing nothing.
  const selfAtari = (p: number, s: number): boolean => {
    const libs = new Set<number>();
    let captures = false;
    forNeighbours(width, height, p, (q) => {
      if (!board[q]) libs.add(q);
      else if (board[q] === s) for (const r of liberties(chains.chainOf[q]!, p)) libs.add(r);
      else if (liberties(chains.chainOf[q]!, p).size === 0) captures = true;
    });
    return !captures && libs.size <= 1;
  };
  return open.filter(([x, y]) => {
    const p = y * width + x;
    return !board[p] && selfAtari(p, 1) && selfAtari(p, -1);
  });
}
