// What was wrong in a node of a record, and how it was shown anyway, as a code and its values: the board says it
// in its reader's language, SgfCursor in English (warning-text.ts). No sentence here: the board's entry carries none.
import type { Color } from '../engine/index.js';

/** A point list's value that is not a point, off the board, or reaching off it (clipped). */
export type PointWarningCode = 'notPoint' | 'offBoard' | 'clipped';

export type RecordWarningCode =
  | PointWarningCode
  /** PL that is neither B nor W. */
  | 'badTurn'
  /** A node with both a B and a W move (both are played), or more than one value of one (the first is). */
  | 'twoMoves'
  | 'manyValues'
  /** A move that is not a point, or off the board: shown as a pass. */
  | 'moveNotPoint'
  | 'moveOffBoard'
  /** An illegal move, played anyway (an occupied point: the stone there is replaced). */
  | 'occupied'
  | 'suicide'
  | 'ko'
  | 'superko'
  /** A move that could not be played even forced. */
  | 'unplayable';

/**
 * A warning as a code and its values: `id` and `value` as written in the file, `size` as "19x19", `n` the move's
 * number, `color` its player, `point` where it was played ("D4").
 */
export interface RecordWarning {
  code: RecordWarningCode;
  values: { id?: string; value?: string; size?: string; n?: number; color?: Color; point?: string };
}
