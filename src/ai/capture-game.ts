import { GoGame } from '../engine/go-game.js';
import type { Color, IllegalReason, Vertex } from '../engine/types.js';
import { EMPTY, SearchBoard, Searcher, WIN } from './capture-search.js';
import { createRng } from './rng.js';

/** Smallest board the capture game is played on. */
export const CAPTURE_MIN_SIZE = 5;
/** Largest board the capture game is played on. */
export const CAPTURE_MAX_SIZE = 9;

/** One turn of a capture game: a stone (`vertex`) or a forced pass (`vertex` null). */
export interface CaptureMove {
  /** Who moved. */
  color: Color;
  /** Where, or null for a pass (only allowed when the player has no legal move). */
  vertex: Vertex | null;
  /** The stones this move took (non-empty exactly when the move won the game). */
  captured: Vertex[];
}

/** What `CaptureGame.play` did. `game-over` means a stone was already captured. */
export type CapturePlayResult =
  | { legal: true; captured: Vertex[]; winner: Color | null }
  | { legal: false; reason: IllegalReason | 'game-over' };

/**
 * Capture Go ("Atari Go", "first capture"), on square boards of 5x5 to 9x9.
 *
 * Rules:
 * - Black plays first, then the players alternate, placing one stone on an empty point.
 * - The first player to capture (one or more stones) wins at once; nothing more can be played.
 * - Suicide (a stone or chain left with no liberty that captures nothing) is illegal. Ko never
 *   arises: the first capture ends the game.
 * - Passing is not a free choice. A player with no legal move (every empty point would be
 *   suicide) must pass, and may only pass then (`pass()` refuses otherwise).
 *
 * With that convention every game ends with a winner: stones are never removed before the end,
 * and the two players can never both be without a legal move (an empty point that is suicide for
 * one colour is a legal point, or a capture, for the other), so the board fills up and someone
 * has to capture. There are no draws, and at most two turns per board point are ever played.
 *
 * The wrapper keeps a `GoGame` (no suicide, no superko) and its own list of moves; `undo` takes
 * back moves and passes, but never the stones of a starting position from `fromPosition`.
 */
export class CaptureGame {
  readonly size: number;
  private readonly go: GoGame;
  private readonly moves: CaptureMove[] = [];
  private won: Color | null = null;
  // The starting position of `fromPosition` (null: empty board) and who moved first, for `clone`.
  private startRows: readonly string[] | null = null;
  private startToMove: Color = 'black';

  /** A new empty game on a `size` x `size` board (5 to 9), Black to move. */
  constructor(size = 7) {
    if (!Number.isInteger(size) || size < CAPTURE_MIN_SIZE || size > CAPTURE_MAX_SIZE) {
      throw new RangeError(`The capture game is played on ${CAPTURE_MIN_SIZE}x${CAPTURE_MIN_SIZE} to ${CAPTURE_MAX_SIZE}x${CAPTURE_MAX_SIZE} boards, got ${size}`);
    }
    this.size = size;
    this.go = new GoGame({ width: size, height: size });
  }

  /**
   * A game starting from a position: rows top first, `X` black, `O` white, `.` or `+` empty,
   * whitespace ignored (a single string is split into lines). The board must be square, 5 to 9
   * wide, and every chain must have a liberty.
   */
  static fromPosition(rows: string | readonly string[], toMove: Color = 'black'): CaptureGame {
    const lines = (typeof rows === 'string' ? rows.split('\n') : [...rows])
      .map((row) => row.replace(/\s+/g, ''))
      .filter((row) => row.length > 0);
    const size = lines.length;
    if (lines.some((row) => row.length !== size)) {
      throw new RangeError(`A capture game position must be square, got ${lines.map((r) => r.length).join(',')} x ${size}`);
    }
    const game = new CaptureGame(size);
    lines.forEach((row, y) => {
      [...row].forEach((ch, x) => {
        if (ch === 'X') game.go.setStone(x, y, 'black');
        else if (ch === 'O') game.go.setStone(x, y, 'white');
        else if (ch !== '.' && ch !== '+') throw new RangeError(`Unknown point '${ch}' at ${x},${y}`);
      });
    });
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        if (game.go.at(x, y) !== null && game.go.libertiesAt(x, y).length === 0) {
          throw new RangeError(`The chain at ${x},${y} has no liberty`);
        }
      }
    }
    game.go.toMove = toMove;
    game.startRows = game.go.position();
    game.startToMove = toMove;
    return game;
  }

  /** The player to move (after the game is over: the loser, who would move next). */
  get toMove(): Color {
    return this.go.toMove;
  }

  /** The player who captured first, or null while the game goes on. */
  get winner(): Color | null {
    return this.won;
  }

  /** True once a stone has been captured. */
  get over(): boolean {
    return this.won !== null;
  }

  /** The last move or pass, with who played it, or null before the first move. */
  get lastMove(): CaptureMove | null {
    const last = this.moves[this.moves.length - 1];
    return last ? copyMove(last) : null;
  }

  /** Every move and pass so far, oldest first (a copy). */
  get history(): CaptureMove[] {
    return this.moves.map(copyMove);
  }

  /** Moves and passes played (not counting a starting position). */
  get moveCount(): number {
    return this.moves.length;
  }

  at(x: number, y: number): Color | null {
    return this.go.at(x, y);
  }

  /** The distinct liberties of the chain through a point (empty for an empty point). */
  libertiesAt(x: number, y: number): Vertex[] {
    return this.go.libertiesAt(x, y);
  }

  /** The stones of the chain through a point. */
  chainAt(x: number, y: number): Vertex[] {
    return this.go.chainAt(x, y);
  }

  /** The board as rows of text, top first: `X` black, `O` white, `.` empty. */
  position(): string[] {
    return this.go.position();
  }

  /** Whether the player to move may play at the point now (false once the game is over). */
  isLegal(x: number, y: number): boolean {
    return !this.over && this.go.check(x, y) === null;
  }

  /** Every legal point for the player to move, row by row (none once the game is over). */
  legalMoves(): Vertex[] {
    const out: Vertex[] = [];
    if (this.over) return out;
    for (let y = 0; y < this.size; y++) {
      for (let x = 0; x < this.size; x++) if (this.go.check(x, y) === null) out.push([x, y]);
    }
    return out;
  }

  /** True when the game goes on and the player to move has no legal point, so must pass. */
  mustPass(): boolean {
    if (this.over) return false;
    for (let y = 0; y < this.size; y++) {
      for (let x = 0; x < this.size; x++) if (this.go.check(x, y) === null) return false;
    }
    return true;
  }

  /** The points where the player to move would capture (and so win) right now. */
  capturingMoves(): Vertex[] {
    const out: Vertex[] = [];
    if (this.over) return out;
    for (let y = 0; y < this.size; y++) {
      for (let x = 0; x < this.size; x++) {
        if (this.go.at(x, y) !== null) continue;
        const r = this.go.play(x, y);
        if (r.legal) {
          if (r.captured.length > 0) out.push([x, y]);
          this.go.undo();
        }
      }
    }
    return out;
  }

  /** Plays a stone for the player to move. A move that captures wins the game. */
  play(x: number, y: number): CapturePlayResult {
    if (this.over) return { legal: false, reason: 'game-over' };
    const color = this.go.toMove;
    const r = this.go.play(x, y);
    if (!r.legal) return { legal: false, reason: r.reason };
    const captured = r.captured.map((v): Vertex => [v[0], v[1]]);
    this.moves.push({ color, vertex: [x, y], captured });
    if (captured.length > 0) this.won = color;
    return { legal: true, captured: captured.map((v): Vertex => [v[0], v[1]]), winner: this.won };
  }

  /** Passes, which is only allowed when the player to move has no legal move. Returns whether it passed. */
  pass(): boolean {
    if (!this.mustPass()) return false;
    this.moves.push({ color: this.go.toMove, vertex: null, captured: [] });
    this.go.pass();
    return true;
  }

  /** Takes back the last move or pass (and the win it gave). Returns false when there is none. */
  undo(): boolean {
    if (this.moves.length === 0) return false;
    this.moves.pop();
    this.go.undo();
    this.won = null;
    return true;
  }

  /** An independent copy with the same starting position, moves and player to move. */
  clone(): CaptureGame {
    const copy = new CaptureGame(this.size);
    copy.startRows = this.startRows;
    copy.startToMove = this.startToMove;
    this.startRows?.forEach((row, y) =>
      [...row].forEach((ch, x) => {
        if (ch === 'X') copy.go.setStone(x, y, 'black');
        else if (ch === 'O') copy.go.setStone(x, y, 'white');
      }),
    );
    copy.go.toMove = this.startToMove;
    for (const move of this.moves) {
      if (move.vertex === null) copy.go.pass();
      else copy.go.play(move.vertex[0], move.vertex[1], { color: move.color });
      copy.moves.push(copyMove(move));
    }
    copy.won = this.won;
    return copy;
  }
}

function copyMove(move: CaptureMove): CaptureMove {
  return {
    color: move.color,
    vertex: move.vertex === null ? null : [move.vertex[0], move.vertex[1]],
    captured: move.captured.map((v): Vertex => [v[0], v[1]]),
  };
}

// ---- The computer player ----

/** `easy`: a one-move look-ahead with noise that sometimes overlooks moves; `hard`: a full search. */
export type CaptureLevel = 'easy' | 'hard';

export interface ChooseMoveOptions {
  /** Seed of the random choices (easy level's noise and oversights, hard level's tie-breaks). Default 0. */
  seed?: number;
  /** Hard level: time budget in milliseconds for deepening the search (default 100). */
  timeLimitMs?: number;
  /** Hard level: deepest full-width search (default 40; the search also stops once a result is proven). */
  maxDepth?: number;
  /** Hard level: node budget. With `timeLimitMs: Infinity` the choice no longer depends on the machine's speed. */
  maxNodes?: number;
}

/** A chosen move with how it was found. */
export interface MoveChoice {
  /** The point to play, or null: the game is over, or the player has no legal move and must pass. */
  move: Vertex | null;
  /** Why this move: a capture (which wins), the only move that does not lose a stone at once, a search, the easy level's pick. */
  reason: 'game-over' | 'pass' | 'capture' | 'only-move' | 'search' | 'easy';
  /** Score for the player to move (≥ 990000: a proven win, ≤ -990000: a proven loss). */
  score: number;
  /** Depth of the last full-width search the hard level finished (0 when it did not search). */
  depth: number;
  /** Positions searched. */
  nodes: number;
}

export const DEFAULT_TIME_LIMIT_MS = 100;
const DEFAULT_MAX_DEPTH = 40;
const QUIESCENCE_PLIES = 8;
/** Easy level: chance to overlook each move, and the evaluation noise (about a weak chain's worth). */
const EASY_OVERLOOK = 0.25;
const EASY_NOISE = 80;

/**
 * The computer's move for the player to move in `game`, or null when the game is over or the
 * player has no legal move (call `game.pass()` then). `game` is not changed.
 *
 * Hard level: plays a capture whenever one exists (the largest, which wins at once); otherwise
 * only considers moves after which none of its chains is in atari (unless every move leaves one),
 * and picks among them by alpha-beta search with iterative deepening under the time budget.
 *
 * Easy level: looks one move ahead (its move and the reply's immediate threats), adds noise, and
 * overlooks each move with a fixed chance, so it can miss captures and walk into ladders.
 *
 * The same position, level and seed give the same move, except that the hard level's depth (and
 * so possibly its move) depends on the time budget; pass `maxNodes` with `timeLimitMs: Infinity`
 * for a result independent of the machine.
 */
export function chooseMove(game: CaptureGame, level: CaptureLevel, options: ChooseMoveOptions = {}): Vertex | null {
  return chooseMoveWithInfo(game, level, options).move;
}

/** `chooseMove`, with the reason, score, depth and node count (for tests, hints and the benchmark). */
export function chooseMoveWithInfo(game: CaptureGame, level: CaptureLevel, options: ChooseMoveOptions = {}): MoveChoice {
  if (game.over) return { move: null, reason: 'game-over', score: 0, depth: 0, nodes: 0 };
  const rng = createRng(options.seed ?? 0);
  const board = SearchBoard.from(game);
  const vertex = (p: number): Vertex => [board.x(p), board.y(p)];
  board.analyze();
  const c = board.side;
  const o = 3 - c;

  // Captures (the liberty of an opponent chain in atari), biggest first.
  const captures: { p: number; size: number }[] = [];
  const ownAtariLibs: number[] = [];
  for (let id = 0; id < board.nChains; id++) {
    if (board.chainLibs[id] !== 1) continue;
    const lib = board.libList[board.chainLibStart[id]!]!;
    if (board.chainColor[id] === o) {
      const known = captures.find((m) => m.p === lib);
      if (known) known.size += board.chainSize[id]!;
      else captures.push({ p: lib, size: board.chainSize[id]! });
    } else if (!ownAtariLibs.includes(lib)) {
      ownAtariLibs.push(lib);
    }
  }
  // Other legal moves; safe ones leave no chain of ours in atari.
  const legal: number[] = [];
  const safe: number[] = [];
  for (const p of board.points) {
    if (board.cells[p] !== EMPTY || captures.some((m) => m.p === p)) continue;
    const libs = board.libsAfter(p, c);
    if (libs === 0) continue;
    legal.push(p);
    if (libs >= 2 && ownAtariLibs.every((l) => l === p)) safe.push(p);
  }
  if (captures.length === 0 && legal.length === 0) return { move: null, reason: 'pass', score: 0, depth: 0, nodes: 0 };
  const searcher = new Searcher(board);

  if (level === 'easy') {
    const all = [...captures.map((m) => m.p), ...legal];
    let considered = all.filter(() => rng() >= EASY_OVERLOOK);
    if (considered.length === 0) considered = all;
    let best = considered[0]!;
    let bestScore = -Infinity;
    for (const p of considered) {
      const base = captures.some((m) => m.p === p) ? WIN : searcher.scoreMove(p, 1, 0);
      const score = base + (rng() * 2 - 1) * EASY_NOISE;
      if (score > bestScore) {
        bestScore = score;
        best = p;
      }
    }
    return { move: vertex(best), reason: 'easy', score: Math.round(bestScore), depth: 1, nodes: searcher.nodes };
  }

  if (captures.length > 0) {
    const biggest = captures.reduce((a, b) => (b.size > a.size ? b : a));
    return { move: vertex(biggest.p), reason: 'capture', score: WIN, depth: 0, nodes: 0 };
  }
  const candidates = safe.length > 0 ? safe : legal;
  if (candidates.length === 1) {
    return { move: vertex(candidates[0]!), reason: 'only-move', score: safe.length > 0 ? 0 : -WIN, depth: 0, nodes: 0 };
  }
  // Initial order: the search's move ordering, ties broken by the seed.
  const order = candidates.map((p) => searcher.moveOrder(p, c, board.libsAfter(p, c)) + Math.floor(rng() * 200));
  const result = searcher.searchRoot(candidates, order, {
    timeLimitMs: options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS,
    maxDepth: Math.max(1, Math.floor(options.maxDepth ?? DEFAULT_MAX_DEPTH)),
    maxNodes: options.maxNodes ?? Infinity,
    quiescence: QUIESCENCE_PLIES,
  });
  return { move: vertex(result.move), reason: 'search', score: result.score, depth: result.depth, nodes: result.nodes };
}

/**
 * Lets the computer take the turn of the player to move: plays `chooseMove`'s point, or passes
 * when that player has no legal move. Returns the move made, or null if the game was already over.
 */
export function playComputerMove(game: CaptureGame, level: CaptureLevel, options: ChooseMoveOptions = {}): CaptureMove | null {
  if (game.over) return null;
  const move = chooseMove(game, level, options);
  if (move === null) {
    if (!game.pass()) throw new Error('The computer found no move although one is legal');
  } else {
    const r = game.play(move[0], move[1]);
    if (!r.legal) throw new Error(`The computer chose an illegal move ${move[0]},${move[1]}: ${r.reason}`);
  }
  return game.lastMove;
}
