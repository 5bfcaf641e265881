/** A point on the board: `[x, y]`, 0-based, x to the right, y down. SGF `aa` is `[0, 0]`. */
export type Vertex = [x: number, y: number];

export type Color = 'black' | 'white';

/** Why a move was refused. `superko` only appears when positional superko is switched on. */
export type IllegalReason = 'occupied' | 'suicide' | 'ko' | 'superko' | 'off-board';

export type PlayResult =
  | { legal: true; captured: Vertex[] }
  | { legal: false; reason: IllegalReason };

export interface GameOptions {
  /** Board width, 1 to 52. */
  width: number;
  /** Board height, 1 to 52; defaults to the width. */
  height?: number;
  /** Points given to White. */
  komi?: number;
  /** Allow suicide (the suicided stones go to the opponent's prisoners), as some rules and records do. */
  allowSuicide?: boolean;
  /** Forbid any move that repeats an earlier whole-board position (positional superko). */
  superko?: boolean;
}

export interface Captures {
  /** Stones captured by Black so far. */
  black: number;
  /** Stones captured by White so far. */
  white: number;
}

export const other = (color: Color): Color => (color === 'black' ? 'white' : 'black');
