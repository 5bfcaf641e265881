// The record's warnings in English: SgfCursor's `warnings` (Node, scripts) and, on a board whose language has no
// words for them, what it shows (with the panel parts, loaded when a node with warnings is shown).
import type { PointWarningCode, RecordWarning, RecordWarningCode } from './record-warning.js';

/** The sentences by code ({color} is written B or W); a point list's are pointWarningText's. */
const ENGLISH: Record<Exclude<RecordWarningCode, PointWarningCode>, string> = {
  badTurn: 'PL[{value}] is not B or W',
  twoMoves: 'The node has both a B and a W move; both are played',
  manyValues: 'The node has more than one B or W value; only the first is played',
  moveNotPoint: 'Move {n} ({color} [{value}]) is not a point: shown as a pass',
  moveOffBoard: 'Move {n} ({color} [{value}]) is off the {size} board: shown as a pass',
  occupied: 'Move {n} ({color} at {point}) is illegal: the point is occupied (the stone there is replaced)',
  suicide: 'Move {n} ({color} at {point}) is illegal: suicide',
  ko: 'Move {n} ({color} at {point}) is illegal: ko',
  superko: 'Move {n} ({color} at {point}) is illegal: superko',
  unplayable: 'Move {n} ({color} at {point}) could not be played',
};

/** A point list's warning (pointsOf's) in English. */
export const pointWarningText = ({ code, values: { id, value, size } }: RecordWarning): string =>
  `${id}[${value}] ${code === 'notPoint' ? 'is not a point or a rectangle' : code === 'offBoard' ? `is off the ${size} board` : 'reaches off the board: clipped'}`;

/** The warning in English. */
export function warningText(warning: RecordWarning): string {
  const { code, values } = warning;
  if (!Object.hasOwn(ENGLISH, code)) return pointWarningText(warning);
  return ENGLISH[code as keyof typeof ENGLISH].replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'color' ? (values.color === 'black' ? 'B' : 'W') : String(values[name as keyof RecordWarning['values']]),
  );
}
