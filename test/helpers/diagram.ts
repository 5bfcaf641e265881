import { GoGame } from '../../src/engine/index.js';
import type { Color, GameOptions } from '../../src/engine/index.js';

/** Rows of `X` (black), `O` (white) and `.` (empty), spaces ignored, top row first. */
export function parseDiagram(diagram: string): string[] {
  return diagram
    .trim()
    .split('\n')
    .map((row) => row.replace(/\s+/g, ''))
    .filter((row) => row.length > 0);
}

/** A game whose board holds the diagram's stones as setup, with `toMove` to play. */
export function gameFromDiagram(diagram: string, toMove: Color = 'black', options: Partial<GameOptions> = {}): GoGame {
  const rows = parseDiagram(diagram);
  const game = new GoGame({ width: rows[0]!.length, height: rows.length, ...options });
  rows.forEach((row, y) =>
    [...row].forEach((ch, x) => {
      if (ch === 'X') game.setStone(x, y, 'black');
      else if (ch === 'O') game.setStone(x, y, 'white');
    }),
  );
  game.toMove = toMove;
  return game;
}

export const diagram = (text: string): string[] => parseDiagram(text);

/** Everything observable about a game, to compare before a move and after its undo. */
export function snapshot(game: GoGame) {
  return {
    position: game.position(),
    captures: game.captures,
    koPoint: game.koPoint,
    toMove: game.toMove,
    moveCount: game.moveCount,
    positionHash: game.positionHash,
    undoBytes: game.undoBytes,
  };
}
