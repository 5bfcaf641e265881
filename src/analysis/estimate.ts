// An estimate of the score at any position, for records with no engine analysis. In the middle of a game: the
// ownership that the scoring layer's playouts give (estimateOwnership), counted by the rules, plus komi: dead stones
// are whatever the playouts say, and unsettled areas count by their average owner. At the end of a game (few
// neutral points left): the count itself (dead stones guessed from the same playouts, the game finished, counted),
// so that the estimate at the last move says what counting the score says.
import { countScore } from '../scoring/count.js';
import { deadStonesFrom, estimateOwnership } from '../scoring/dead-stones.js';
import { deadMask } from '../scoring/grid.js';
import { analyzeTerritory } from '../scoring/territory.js';
import type { OwnershipEstimate } from '../scoring/dead-stones.js';
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
  /** Whether the position was counted as the end of a game (dead stones guessed, game finished) rather than estimated. */
  counted: boolean;
}

export interface EstimateOptions {
  komi?: number;
  /** `japanese` (default: territory plus prisoners) or `chinese` (area). */
  rules?: 'japanese' | 'chinese';
  /** Stones captured so far by each colour (Japanese counting). */
  captures?: { black: number; white: number };
  /** Chinese counting: White's points for Black's handicap stones (see handicapPoints), when the position is counted. */
  handicap?: number;
  /** Who plays next (default Black): who fills first when the end of a game is counted. */
  toMove?: 'black' | 'white';
  /**
   * Whether the end of a game is finished before it is counted (default true); false for a game its players ended
   * by passing, counted as they left it (as counting the score does).
   */
  finish?: boolean;
  seed?: number;
}

/**
 * A position is counted rather than estimated when at most this share of the board is neutral (bordered by both
 * colours once the dead stones are off). Professional records stop with about 4 % of the board neutral (2 of 243
 * title games stop earlier, with 30 % and 47 %); at move 150 half of it or more is. On the records' last positions
 * the count names the recorded winner in 236 of 243 title games (the playouts alone: 169), 50 of 50 Fox relays
 * (30), 150 of 150 KGS games (121); at move 150 nothing changes.
 */
const COUNTED_NEUTRAL_SHARE = 0.2;

/**
 * ...and at least this share of it holds stones, of both colours: a board with a few stones has little neutral
 * ground too (one stone alone borders every empty point). Games end with 34 % or more (the median 59-71 % in every
 * set of counted records); at move 150 of a 19x19 game 34-42 % is, and half the board is neutral.
 */
const COUNTED_STONE_SHARE = 0.25;

/**
 * Estimates who leads, and by how much, at a position (signs: 1 Black, -1 White, 0 empty; index y * width + x).
 * Japanese counting: each empty point counts for its likely owner by how sure the playouts are, and a stone its
 * opponent owns counts twice for the opponent (the point, and the prisoner); Chinese: the area. At the end of a
 * game, the count itself (see COUNTED_NEUTRAL_SHARE and COUNTED_STONE_SHARE): what counting the score gives.
 */
export function estimateScore(width: number, height: number, signs: Signs, options: EstimateOptions = {}): ScoreEstimate {
  const estimate = estimateOwnership(width, height, signs, options.seed === undefined ? {} : { seed: options.seed });
  return (estimate.playouts && countedAtEnd(width, height, signs, estimate, options)) || fromPlayouts(width, height, signs, estimate, options);
}

function fromPlayouts(width: number, height: number, signs: Signs, estimate: OwnershipEstimate, options: EstimateOptions): ScoreEstimate {
  const { ownership, playouts } = estimate;
  const area = options.rules === 'chinese';
  let black = area ? 0 : (options.captures?.black ?? 0);
  let white = area ? (options.handicap ?? 0) : (options.captures?.white ?? 0);
  for (let p = 0; p < width * height; p++) {
    // An empty board (no playouts): nobody owns anything.
    const o = playouts ? ownership[p]! : 0;
    const stone = Math.sign(signs[p]!);
    const weight = area ? 1 : stone === 0 ? 1 : stone * o < 0 ? 2 : 0;
    if (o > 0) black += o * weight;
    else white -= o * weight;
  }
  return result(ownership, black, white, options.komi ?? 0, playouts, false);
}

/** The count of a position at the end of a game, or null when too much of the board is still neutral. */
function countedAtEnd(width: number, height: number, signs: Signs, estimate: OwnershipEstimate, options: EstimateOptions): ScoreEstimate | null {
  // The share is read with the chains the playouts lose as dead: the rest of the guess (races, corners) is read
  // only for a position that will be counted (at move 150 of the title games it raised the p90 from 38 to 51 ms).
  let blackStones = 0, whiteStones = 0;
  for (let p = 0; p < signs.length; p++) {
    if (signs[p]! > 0) blackStones++;
    else if (signs[p]! < 0) whiteStones++;
  }
  if (!blackStones || !whiteStones || blackStones + whiteStones < COUNTED_STONE_SHARE * width * height) return null;
  const lost = Uint8Array.from(estimate.chainStatus, (c) => (c < 0 ? 1 : 0));
  let neutral = 0;
  for (const d of analyzeTerritory(width, height, signs, lost).dame) if (d) neutral++;
  if (neutral > COUNTED_NEUTRAL_SHARE * width * height) return null;
  const toMove = options.toMove ?? 'black';
  const finish = options.finish ?? true;
  const dead = deadStonesFrom(width, height, signs, estimate, finish ? { toMove } : {});
  const mask = deadMask(width, height, signs, dead);
  const komi = options.komi ?? 0;
  const rules = options.rules ?? 'japanese';
  const score = countScore({ width, height, signs, dead, captures: options.captures, komi, rules, handicap: options.handicap, finish, toMove });
  const own = estimate.ownership;
  const ownership = new Float32Array(width * height);
  // What the count owns (territory, area), then a stone's owner (the other colour for a dead one), then the
  // playouts' owner (the points still neutral: the count gives them to nobody, the shading shows who may get them;
  // counting them by it changed no winner on the records, and the count would no longer be the count).
  for (let p = 0; p < ownership.length; p++) {
    const stone = Math.sign(signs[p]!);
    ownership[p] = score.ownership[p] || (mask[p] ? -stone : stone) || own[p]!;
  }
  return result(ownership, score.black.total, score.white.total - komi, komi, estimate.playouts, true);
}

function result(ownership: Float32Array, black: number, white: number, komi: number, playouts: number, counted: boolean): ScoreEstimate {
  const lead = Math.round((black - white - komi) * 2) / 2;
  return { ownership, black: Math.round(black * 10) / 10, white: Math.round(white * 10) / 10, lead, leader: lead > 0 ? 'black' : lead < 0 ? 'white' : null, playouts, counted };
}
