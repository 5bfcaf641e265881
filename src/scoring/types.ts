import type { Vertex } from '../engine/types.js';

export type { Vertex };

/** Japanese (territory) or Chinese (area) counting. */
export type Rules = 'japanese' | 'chinese';

/**
 * A board position as signs, row by row (index `y * width + x`): 1 black stone, -1 white stone, 0 empty.
 * `GoGame.signs()` returns exactly this.
 */
export type Signs = ArrayLike<number>;

export interface ScoreInput {
  width: number;
  /** Defaults to `width`. */
  height?: number;
  signs: Signs;
  /** Stones agreed dead (points without a stone are ignored). */
  dead?: Iterable<Vertex>;
  /** Stones each colour has captured during the game (prisoners taken so far). */
  captures?: { black: number; white: number };
  /** Points given to White. Default 0. */
  komi?: number;
  /**
   * Points White gets in Chinese (area) counting for Black's handicap stones, which otherwise count as area:
   * one per stone under the Chinese rules and on KGS (pass HA), HA − 1 under AGA rules, none under New Zealand
   * rules. Ignored in Japanese counting. Default 0.
   */
  handicap?: number;
  /** Default `'japanese'`. */
  rules?: Rules;
  /**
   * Play the game out before counting: fill the neutral points, add the protective moves (teire) that filling
   * forces and settle open kos, as two strong players would (see finishGame). Default false: count as given.
   */
  finish?: boolean;
  /** Who plays first when finishing (the player to move after the record's last move). Default Black. */
  toMove?: 'black' | 'white';
  /**
   * Stones a person marked alive (the proposal called them dead): finishing never takes them, whatever the moves
   * around them would allow. Other living stones may be taken only to save a chain in atari. A stone listed here
   * and in `dead` counts as alive.
   */
  alive?: Iterable<Vertex>;
}

/** A move the counter added to finish the game: a neutral point filled, a protective move (teire), a capture, a ko taken. */
export interface AddedMove {
  color: 'black' | 'white';
  vertex: Vertex;
  kind: 'dame' | 'teire' | 'capture' | 'ko';
}

export interface BlackScore {
  /** Japanese: empty points (and points of removed dead stones) surrounded by Black's living stones only, seki
   *  and false eyes excluded. Chinese: every empty or dead-stone point that only Black's living stones reach. */
  territory: number;
  /** Stones Black captured during the game plus White's dead stones (in Chinese counting shown but not added). */
  prisoners: number;
  /** Black's living stones on the board (added only in Chinese counting). */
  stones: number;
  total: number;
}

export interface WhiteScore extends BlackScore {
  komi: number;
  /** Chinese counting: the handicap compensation given (0 in Japanese counting). */
  handicap: number;
}

export interface Score {
  rules: Rules;
  black: BlackScore;
  white: WhiteScore;
  /** The dead stones used, sorted by y then x; only points that hold a stone. */
  dead: Vertex[];
  /** Black's total minus White's. */
  margin: number;
  /** "B+3.5", "W+0.5" or "Jigo". */
  result: string;
  /**
   * What each point (index y * width + x) scores for: 1 Black, -1 White, 0 nobody. Japanese: territory points only
   * (removed dead stones included). Chinese: territory plus living stones.
   */
  ownership: Int8Array;
  /** Points (stones and empty) of groups alive in seki; their empty points are not territory in Japanese counting. */
  seki: Vertex[];
  /** Empty points (or dead stones) that belong to nobody: dame. */
  dame: Vertex[];
  /** False eyes inside a territory that must eventually be filled, so are not counted (Japanese only). */
  falseEyes: Vertex[];
  /** Neutral points of the position as given (before any finishing): where a border was left open. */
  open: Vertex[];
  /** The moves added to finish the game, in order (empty unless `finish` was asked). */
  added: AddedMove[];
  /**
   * Stones each colour captured: during the game (the input) plus while finishing (dead stones taken by a move that
   * finished the game included; those still on the board at the end are not).
   */
  captures: { black: number; white: number };
}
