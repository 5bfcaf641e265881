// An estimate of the score at any position, for records with no engine analysis: the ownership that the
// scoring layer's playouts give (estimateOwnership), counted by the rules, plus komi. It is an estimate, not
// a count: dead stones are whatever the playouts say, and unsettled areas count by their average owner.
import { estimateOwnership } from '../scoring/dead-stones.js';
import type { Signs } from '../scoring/types.js';

export interface ScoreEstimate {
  /** Per point (y * width + x): -1 (White's) to 1 (Black's). */
  ownership: Float32Array;
  /** Black's and White's estimated points before komi (territory and prisoners, or area under Chinese rules). */
  black: number;
  white: number;
  /** Black's estimated lead after komi, to the half point (negative: White leads). */
  lead: number;
  /** 'black', 'white', or null for an even position. */
  leader: 'black' | 'white' | null;
  playouts: number;
}

export interface EstimateOptions {
  komi?: number;
  /** `japanese` (default: territory plus prisoners) or `chinese` (area). */
  rules?: 'japanese' | 'chinese';
  /** Stones captured so far by each colour (Japanese counting). */
  captures?: { black: number; white: number };
  seed?: number;
}

/**
 * Estimates who leads, and by how much, at a position (signs: 1 Black, -1 White, 0 empty; index y * width + x).
 * Japanese counting: each empty point counts for its likely owner by how sure the playouts are, and a stone its
 * opponent owns counts twice for the opponent (the point, and the prisoner); Chinese: the area.
 */
export function estimateScore(width: number, height: number, signs: Signs, options: EstimateOptions = {}): ScoreEstimate {
  const { ownership, playouts } = estimateOwnership(width, height, signs, options.seed === undefined ? {} : { seed: options.seed });
  const area = options.rules === 'chinese';
  let black = area ? 0 : (options.captures?.black ?? 0);
  let white = area ? 0 : (options.captures?.white ?? 0);
  for (let p = 0; p < width * height; p++) {
    // An empty board (no playouts): nobody owns anything.
    const o = playouts ? ownership[p]! : 0;
    const stone = Math.sign(signs[p]!);
    const weight = area ? 1 : stone === 0 ? 1 : stone * o < 0 ? 2 : 0;
    if (o > 0) black += o * weight;
    else white -= o * weight;
  }
  const lead = Math.round((black - white - (options.komi ?? 0)) * 2) / 2;
  return { ownership, black: Math.round(black * 10) / 10, white: Math.round(white * 10) / 10, lead, leader: lead > 0 ? 'black' : lead < 0 ? 'white' : null, playouts };
}
