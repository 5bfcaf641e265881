// Engine benchmark: replays every game record under a folder with our GoGame and with
// @sabaki/go-board, checks that both reach the same final position, then times the replays.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import sgf from '@sabaki/sgf';
import GoBoard from '@sabaki/go-board';
import { GoGame } from '../src/engine/index.js';
import type { Color, PlayOptions } from '../src/engine/index.js';

// Operation kinds, three ints per operation: kind, x, y.
const MOVE_BLACK = 0;
const MOVE_WHITE = 1;
const PASS_BLACK = 2;
const PASS_WHITE = 3;
const SETUP_BLACK = 4;
const SETUP_WHITE = 5;
const SETUP_EMPTY = 6;

interface GameRecord {
  /** File, relative to the folder, with `#n` for the n-th game of a collection. */
  name: string;
  width: number;
  height: number;
  ops: Int32Array;
  /** The same points as @sabaki/go-board vertices, built once so the timed loop does not allocate them. */
  vertices: Array<[number, number]>;
  moves: number;
}

type SgfNode = ReturnType<typeof sgf.parseFile>[number];

const AS_BLACK: PlayOptions = Object.freeze({ color: 'black' as Color });
const AS_WHITE: PlayOptions = Object.freeze({ color: 'white' as Color });

/** Every .sgf file under a folder, sorted. */
export function findSgfFiles(folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.sgf$/i.test(entry.name)) out.push(full);
    }
  };
  walk(folder);
  return out;
}

function boardSize(root: SgfNode): [number, number] {
  const value = root.data.SZ?.[0]?.trim();
  if (!value) return [19, 19];
  const [w, h] = value.split(':').map((s) => Number.parseInt(s, 10));
  return [w!, h ?? w!];
}

/** Points of a setup property, with compressed lists (`aa:cc`) expanded. */
function setupPoints(values: string[] | undefined): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const value of values ?? []) {
    for (const v of value.includes(':') ? sgf.parseCompressedVertices(value) : [sgf.parseVertex(value)]) out.push([v[0], v[1]]);
  }
  return out;
}

/** The main line of one game tree as operations; throws with a message for what cannot be read. */
function readGame(root: SgfNode, name: string): GameRecord {
  const [width, height] = boardSize(root);
  if (!(width >= 1 && width <= 52 && height >= 1 && height <= 52)) throw new Error(`board size ${root.data.SZ?.[0]}`);
  const ops: number[] = [];
  let moves = 0;
  const onBoard = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height;
  for (let node: SgfNode | undefined = root; node; node = node.children[0]) {
    for (const [prop, kind] of [['AE', SETUP_EMPTY], ['AB', SETUP_BLACK], ['AW', SETUP_WHITE]] as const) {
      for (const [x, y] of setupPoints(node.data[prop])) {
        if (!onBoard(x, y)) throw new Error(`${prop} off the board`);
        ops.push(kind, x, y);
      }
    }
    for (const [prop, color] of [['B', 0], ['W', 1]] as const) {
      const value = node.data[prop]?.[0];
      if (value === undefined) continue;
      moves++;
      if (value === '' || (value === 'tt' && width <= 19 && height <= 19)) {
        ops.push(PASS_BLACK + color, -1, -1);
        continue;
      }
      const [x, y] = sgf.parseVertex(value);
      if (!onBoard(x!, y!)) throw new Error(`move ${moves} ${prop}[${value}] is off the board`);
      ops.push(MOVE_BLACK + color, x!, y!);
    }
  }
  const vertices: Array<[number, number]> = [];
  for (let i = 0; i < ops.length; i += 3) vertices.push([ops[i + 1]!, ops[i + 2]!]);
  return { name, width, height, ops: Int32Array.from(ops), vertices, moves };
}

// ---- replays (the timed code: nothing here parses or allocates beyond what the engines do) ----

function replayOurs(r: GameRecord): GoGame {
  const game = new GoGame({ width: r.width, height: r.height });
  const ops = r.ops;
  for (let i = 0; i < ops.length; i += 3) {
    const kind = ops[i]!;
    if (kind === MOVE_BLACK) game.play(ops[i + 1]!, ops[i + 2]!, AS_BLACK);
    else if (kind === MOVE_WHITE) game.play(ops[i + 1]!, ops[i + 2]!, AS_WHITE);
    else if (kind === PASS_BLACK || kind === PASS_WHITE) {
      game.toMove = kind === PASS_BLACK ? 'black' : 'white';
      game.pass();
    } else game.setStone(ops[i + 1]!, ops[i + 2]!, kind === SETUP_BLACK ? 'black' : kind === SETUP_WHITE ? 'white' : null);
  }
  return game;
}

function replaySabaki(r: GameRecord): GoBoard {
  let board = GoBoard.fromDimensions(r.width, r.height);
  const ops = r.ops;
  const vertices = r.vertices;
  for (let i = 0, j = 0; i < ops.length; i += 3, j++) {
    const kind = ops[i]!;
    if (kind === MOVE_BLACK) board = board.makeMove(1, vertices[j]!);
    else if (kind === MOVE_WHITE) board = board.makeMove(-1, vertices[j]!);
    // A pass: Sabaki makes a move off the board, which returns a copy of the board.
    else if (kind === PASS_BLACK) board = board.makeMove(1, vertices[j]!);
    else if (kind === PASS_WHITE) board = board.makeMove(-1, vertices[j]!);
    else board.set(vertices[j]!, kind === SETUP_BLACK ? 1 : kind === SETUP_WHITE ? -1 : 0);
  }
  return board;
}

// ---- checking ----

/** Replays with every legality check on; returns why the record is illegal for either engine, or null. */
function illegality(r: GameRecord): string | null {
  const game = new GoGame({ width: r.width, height: r.height });
  let board = GoBoard.fromDimensions(r.width, r.height);
  const ops = r.ops;
  let move = 0;
  for (let i = 0, j = 0; i < ops.length; i += 3, j++) {
    const kind = ops[i]!;
    const [x, y] = r.vertices[j]!;
    if (kind === SETUP_BLACK || kind === SETUP_WHITE || kind === SETUP_EMPTY) {
      const color = kind === SETUP_BLACK ? 'black' : kind === SETUP_WHITE ? 'white' : null;
      game.setStone(x, y, color);
      board.set([x, y], color === 'black' ? 1 : color === 'white' ? -1 : 0);
      continue;
    }
    move++;
    const black = kind === MOVE_BLACK || kind === PASS_BLACK;
    if (kind === PASS_BLACK || kind === PASS_WHITE) {
      game.toMove = black ? 'black' : 'white';
      game.pass();
      board = board.makeMove(black ? 1 : -1, [-1, -1]);
      continue;
    }
    const ours = game.play(x, y, black ? AS_BLACK : AS_WHITE);
    let theirs: string | null = null;
    try {
      board = board.makeMove(black ? 1 : -1, [x, y], { preventOverwrite: true, preventSuicide: true, preventKo: true });
    } catch (error) {
      theirs = (error as Error).message;
    }
    if (!ours.legal || theirs) {
      const point = sgf.stringifyVertex([x, y]);
      return `move ${move} ${black ? 'B' : 'W'}[${point}]: ours ${ours.legal ? 'legal' : ours.reason}, @sabaki/go-board ${theirs ?? 'legal'}`;
    }
  }
  return null;
}

function signsOf(board: GoBoard): string {
  return board.signMap.flat().join(',');
}

// ---- timing ----

const now = () => performance.now();

// A full garbage collection before each timed run, so one engine's garbage is not collected on the
// other's time (@sabaki/go-board copies the board on every move).
const collectGarbage = ((): (() => void) => {
  try {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  } catch {
    return () => {};
  }
})();

/** Runs `fn` over all games until at least `minMs` have passed; returns moves per second. */
function measure(games: GameRecord[], totalMoves: number, minMs: number, fn: (r: GameRecord) => unknown): number {
  collectGarbage();
  let rounds = 0;
  const start = now();
  let elapsed = 0;
  do {
    for (const r of games) fn(r);
    rounds++;
    elapsed = now() - start;
  } while (elapsed < minMs);
  return (rounds * totalMoves) / (elapsed / 1000);
}

const RUNS = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

export async function run(folder: string): Promise<void> {
  const files = findSgfFiles(folder);
  const games: GameRecord[] = [];
  const unreadable: string[] = [];
  for (const file of files) {
    const rel = path.relative(folder, file);
    let roots: SgfNode[];
    try {
      roots = sgf.parseFile(file);
    } catch (error) {
      unreadable.push(`${rel}: ${(error as Error).message}`);
      continue;
    }
    roots.forEach((root, i) => {
      const name = roots.length > 1 ? `${rel}#${i + 1}` : rel;
      try {
        games.push(readGame(root, name));
      } catch (error) {
        unreadable.push(`${name}: ${(error as Error).message}`);
      }
    });
  }
  const sizes = new Map<string, number>();
  for (const g of games) sizes.set(`${g.width}x${g.height}`, (sizes.get(`${g.width}x${g.height}`) ?? 0) + 1);
  console.log(`engine: ${files.length} files, ${games.length} games (${[...sizes].map(([s, n]) => `${s}: ${n}`).join(', ')}), ${fmt(games.reduce((n, g) => n + g.moves, 0))} moves`);
  for (const line of unreadable) console.log(`engine: unreadable, skipped: ${line}`);

  // Legality: a game with a move that either engine refuses is left out (the engines would diverge).
  const legal: GameRecord[] = [];
  for (const g of games) {
    const why = illegality(g);
    if (why) console.log(`engine: illegal move, game skipped: ${g.name} ${why}`);
    else legal.push(g);
  }

  // Same final position (and captures) with both engines.
  let mismatches = 0;
  let captureMismatches = 0;
  for (const g of legal) {
    const ours = replayOurs(g);
    const theirs = replaySabaki(g);
    if ([...ours.signs()].join(',') !== signsOf(theirs)) {
      mismatches++;
      console.log(`engine: MISMATCH in the final position: ${g.name}`);
    } else if (ours.captures.black !== theirs.getCaptures(1) || ours.captures.white !== theirs.getCaptures(-1)) {
      captureMismatches++;
      console.log(`engine: captures differ: ${g.name}: ours ${ours.captures.black}/${ours.captures.white}, @sabaki/go-board ${theirs.getCaptures(1)}/${theirs.getCaptures(-1)}`);
    }
  }
  console.log(`engine: final positions: ${legal.length - mismatches}/${legal.length} games identical, ${mismatches} mismatches, ${captureMismatches} capture-count differences; ${games.length - legal.length} games skipped as illegal`);

  // Undo memory: our undo log plus 8 bytes per position of hash history, per move, averaged over games.
  let bytesSum = 0;
  let counted = 0;
  for (const g of legal) {
    if (g.moves === 0) continue;
    const game = replayOurs(g);
    let setupChanges = 0;
    const probe = new GoGame({ width: g.width, height: g.height });
    for (let i = 0; i < g.ops.length; i += 3) {
      const kind = g.ops[i]!;
      if (kind < SETUP_BLACK) continue;
      const color = kind === SETUP_BLACK ? 'black' : kind === SETUP_WHITE ? 'white' : null;
      if (probe.at(g.ops[i + 1]!, g.ops[i + 2]!) !== color) setupChanges++;
      probe.setStone(g.ops[i + 1]!, g.ops[i + 2]!, color);
    }
    const positions = 1 + setupChanges + game.moveCount;
    bytesSum += (game.undoBytes + 8 * positions) / game.moveCount;
    counted++;
  }
  const undoBytes = bytesSum / counted;

  // Timing: warm up both, then three runs of at least a second each (always whole passes over all games),
  // alternating; medians are reported.
  const totalMoves = legal.reduce((n, g) => n + g.moves, 0);
  measure(legal, totalMoves, 500, replayOurs);
  measure(legal, totalMoves, 500, replaySabaki);
  const oursRuns: number[] = [];
  const theirRuns: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    oursRuns.push(measure(legal, totalMoves, 1000, replayOurs));
    theirRuns.push(measure(legal, totalMoves, 1000, replaySabaki));
  }
  const ours = median(oursRuns);
  const theirs = median(theirRuns);
  // The machine may be busy with other work: each ratio compares two runs made one after the other.
  const ratio = median(oursRuns.map((o, i) => o / theirRuns[i]!));
  const range = (runs: number[]) => `${fmt(Math.min(...runs))}-${fmt(Math.max(...runs))}`;
  console.log(`engine: replay of ${legal.length} games (${fmt(totalMoves)} moves), ${RUNS} runs of >= 1 s each per engine, alternating; medians`);
  console.log(`engine: ours ${fmt(ours)} moves/s (runs ${range(oursRuns)})`);
  console.log(`engine: @sabaki/go-board ${fmt(theirs)} moves/s (runs ${range(theirRuns)})`);
  console.log(`engine: ratio per pair of runs ${oursRuns.map((o, i) => (o / theirRuns[i]!).toFixed(1)).join(', ')}`);
  console.log(`engine: ours ${fmt(ours)} moves/s, @sabaki/go-board ${fmt(theirs)} moves/s, ratio ${ratio.toFixed(1)}x, undo ${undoBytes.toFixed(1)} bytes/position`);
}
