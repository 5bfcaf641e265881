import { GoGame } from '../../src/engine/index.js';
import type { Color, Vertex } from '../../src/engine/index.js';
import { CaptureGame, createRng } from '../../src/ai/index.js';

/** A copy of the capture game's board as a plain GoGame, with the same player to move. */
export function toGoGame(game: CaptureGame): GoGame {
  const go = new GoGame({ width: game.size });
  for (let y = 0; y < game.size; y++) {
    for (let x = 0; x < game.size; x++) {
      const c = game.at(x, y);
      if (c !== null) go.setStone(x, y, c);
    }
  }
  go.toMove = game.toMove;
  return go;
}

/** True when some chain of `color` has exactly one liberty (the opponent could take it next move). */
export function hasChainInAtari(go: GoGame, color: Color): boolean {
  for (let y = 0; y < go.height; y++) {
    for (let x = 0; x < go.width; x++) {
      if (go.at(x, y) === color && go.libertiesAt(x, y).length === 1) return true;
    }
  }
  return false;
}

export interface MoveFacts {
  /** Every legal point for the player to move. */
  legal: Vertex[];
  /** Legal points that capture. */
  captures: Vertex[];
  /** Legal points after which no chain of the mover is in atari, or that capture (and so win). */
  safe: Vertex[];
}

/** Brute force with the rules engine: tries every point for the player to move. */
export function moveFacts(game: CaptureGame): MoveFacts {
  const go = toGoGame(game);
  const me = go.toMove;
  const facts: MoveFacts = { legal: [], captures: [], safe: [] };
  for (let y = 0; y < go.height; y++) {
    for (let x = 0; x < go.width; x++) {
      const r = go.play(x, y);
      if (!r.legal) continue;
      facts.legal.push([x, y]);
      if (r.captured.length > 0) {
        facts.captures.push([x, y]);
        facts.safe.push([x, y]);
      } else if (!hasChainInAtari(go, me)) {
        facts.safe.push([x, y]);
      }
      go.undo();
    }
  }
  return facts;
}

export const contains = (list: Vertex[], v: Vertex | null): boolean =>
  v !== null && list.some(([x, y]) => x === v[0] && y === v[1]);

/**
 * A position reached by seeded random play: `moves` random legal moves that capture nothing
 * (so the game is still on), fewer if no such move is left.
 */
export function randomPosition(size: number, seed: number, moves: number): CaptureGame {
  const rng = createRng(seed);
  const game = new CaptureGame(size);
  for (let i = 0; i < moves; i++) {
    const options = game.legalMoves().filter(([x, y]) => {
      const r = game.play(x, y);
      const quiet = r.legal && r.captured.length === 0;
      if (r.legal) game.undo();
      return quiet;
    });
    if (options.length === 0) break;
    const [x, y] = options[Math.floor(rng() * options.length)]!;
    game.play(x, y);
  }
  return game;
}

/** Positions from seeded random games on each size, of varied lengths. */
export function randomPositions(sizes: number[], perSize: number, seed: number): CaptureGame[] {
  const rng = createRng(seed);
  const out: CaptureGame[] = [];
  for (const size of sizes) {
    for (let i = 0; i < perSize; i++) {
      const length = 2 + Math.floor(rng() * size * size * 0.75);
      out.push(randomPosition(size, Math.floor(rng() * 1e9), length));
    }
  }
  return out;
}
