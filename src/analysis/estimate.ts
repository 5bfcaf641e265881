// An estimate of the score at any position, for records with no engine analysis: the ownership that the
// scoring layer's playouts give (estimateOwnership), summed as area, minus komi. It is an estimate, not a
// count: dead stones are whatever the playouts say, and unsettled areas count by their average owner.
import { estimateOwnership } from '../scoring/dead-stones.js';
import type { Signs } from '../scoring/types.js';

export interface ScoreEstimate {
  /** Per point (y * width + x): -1 (White's) to 1 (Black's). */
  ownership: Float32Array;
  /** Points Black is estimated to own (stones and territory, area counting). */
  black: number;
  white: number;
  /** Black's estimated lead after komi, to the half point (negative: White leads). */
  lead: number;
  /** 'black', 'white', or null for an even position. */
  leader: 'black' | 'white' | null;
  playouts: number;
}

/** Estimates who leads, and by how much, at a position (signs: 1 Black, -1 White, 0 empty; index y * width + x). */
export function estimateScore(width: number, height: number, signs: Signs, options: { komi?: number; seed?: number } = {}): ScoreEstimate {
  const { ownership, playouts } = estimateOwnership(width, height, signs, options.seed === undefined ? {} : { seed: options.seed });
  let black = 0;
  let white = 0;
  for (let p = 0; p < width * height; p++) {
    // An empty board (no playouts): nobody owns anything.
    const o = playouts ? ownership[p]! : 0;
    if (o > 0) black += o;
    else white -= o;
  }
  const lead = Math.round((black - white - (options.komi ?? 0)) * 2) / 2;
  return { ownership, black: Math.round(black * 10) / 10, white: Math.round(white * 10) / 10, lead, leader: lead > 0 ? 'black' : lead < 0 ? 'white' : null, playouts };
}
