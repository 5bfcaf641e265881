import { GoGame } from '../engine/index.js';
import type { Captures, Color, Vertex } from '../engine/index.js';
import type { SgfNode } from './parse.js';
import { columnName, rowName } from '../diagram/points.js';
import { pointsOf, readColor, readMoves, readNumber, readSize, sgfLetter } from './properties.js';
import type { SgfMove } from './properties.js';
import type { RecordWarning, RecordWarningCode } from './record-warning.js';

/** The game at one node, after its setup, PL and move. */
export interface ReplayState {
  node: SgfNode;
  /** Moves and passes played from the root to here (not MN). */
  moveNumber: number;
  /** The node's move (the W one if it has both B and W); vertex null for a pass. */
  move: SgfMove | null;
  /** Stones the move removed: captures, then the mover's own stones for a (forced) suicide. */
  captured: Vertex[];
  /** Stones captured by each colour so far. */
  captures: Captures;
  koPoint: Vertex | null;
  toMove: Color;
  /** What was wrong in this node and how it was shown anyway, as codes and values (SgfCursor's `warnings` says them in English). */
  warningCodes: RecordWarning[];
}

/**
 * One game tree and a live GoGame positioned at one of its nodes. Moving to another node undoes back
 * to the common ancestor and replays down, nothing recursive. Each node applies AB, AW, AE (anywhere
 * in the tree), then PL, then its B and W moves. Recorded moves are always shown: an illegal one
 * (ko, suicide, occupied point, and positional superko unless RU is Japanese or Korean) is forced,
 * with a warning on the node; one off the board counts as a pass.
 *
 * `game` is the live board: read it (at, position, signs, chainAt), but change it only through the cursor.
 * The board uses it as it is (its warnings as codes, said in the reader's language), with only what the board
 * runs; SgfCursor, the public one, adds the warnings in English to each state, and info, next, prev, nextMoves and
 * mainLine (sgf/line.ts: the board's modes read variations with those functions).
 */
export class ReplayCursor<S extends ReplayState = ReplayState> {
  readonly root: SgfNode;
  readonly game: GoGame;
  readonly width: number;
  readonly height: number;
  /** Problems with the game as a whole (board size, not a Go game). */
  readonly warnings: string[] = [];

  // The states of the nodes from the root to the current one, and how many engine log records each applied.
  readonly #path: S[] = [];
  readonly #records: number[] = [];

  constructor(root: SgfNode) {
    this.root = root;
    const size = readSize(root.props.SZ?.[0]);
    if (size.warning) this.warnings.push(size.warning);
    const gm = root.props.GM?.[0]?.trim();
    if (gm && gm !== '1') this.warnings.push(`GM[${gm}] is not Go; shown as Go`);
    this.width = size.width;
    this.height = size.height;
    // Positional superko is checked (and reported) unless the rules (RU) are Japanese or Korean. The root's KM and
    // RU, as readGameInfo(root) reads them (info.ts, not in the board's entry).
    const superko = !/jap|kor/i.test(root.props.RU?.[0] ?? '');
    this.game = new GoGame({ width: this.width, height: this.height, komi: readNumber(root.props.KM?.[0]) ?? 0, superko });
    this.#enter(root);
  }

  get node(): SgfNode {
    return this.state.node;
  }

  get state(): S {
    return this.#path[this.#path.length - 1]!;
  }

  /** Goes to any node of this game and returns its state. */
  go(target: SgfNode): S {
    if (target.parent === this.node) return this.#enter(target);
    // A step back (the board's, SgfCursor's prev) undoes one node without walking the path from the root.
    if (this.node.parent === target) {
      this.#leave();
      return this.state;
    }
    const chain: SgfNode[] = [];
    for (let n: SgfNode | null = target; n; n = n.parent) chain.push(n);
    chain.reverse();
    if (chain[0] !== this.root) throw new Error('The node is not in this game');
    let common = 0;
    while (common < this.#path.length && this.#path[common]!.node === chain[common]) common++;
    while (this.#path.length > common) this.#leave();
    for (let i = common; i < chain.length; i++) this.#enter(chain[i]!);
    return this.state;
  }

  /**
   * The board at the current node as rows of text, top row first: '.' empty, 'X' black, 'O' white.
   * (Not kept in NodeState: a long game would hold thousands of boards.)
   */
  position(): string[] {
    return this.game.position();
  }

  #leave(): void {
    this.#path.pop();
    for (let r = this.#records.pop()!; r > 0; r--) this.game.undo();
  }

  /** Applies a child of the current node (or the root) to the game. */
  #enter(node: SgfNode): S {
    const game = this.game;
    const warnings: RecordWarning[] = [];
    const warn = (code: RecordWarningCode, values: RecordWarning['values'] = {}) => void warnings.push({ code, values });
    let records = 0;
    let move: SgfMove | null = null;
    let captured: Vertex[] = [];
    const set = (x: number, y: number, color: Color | null) => {
      if (game.at(x, y) !== color) {
        game.setStone(x, y, color);
        records++;
      }
    };
    const turn = (color: Color) => {
      if (game.toMove !== color) {
        game.toMove = color;
        records++;
      }
    };

    // AE last, so `AB[aa:ss]AE[jj]` leaves a hole (a point in two of them is against the spec anyway).
    for (const [id, color] of [['AB', 'black'], ['AW', 'white'], ['AE', null]] as const) {
      for (const [x, y] of pointsOf(node, id, this.width, this.height, warnings)) set(x, y, color);
    }
    const pl = node.props.PL?.[0];
    if (pl !== undefined) {
      const color = readColor(pl);
      if (color) turn(color);
      else warn('badTurn', { value: pl });
    }
    const moves = readMoves(node, this.width, this.height);
    // Handicap stones: White moves first unless PL says otherwise.
    if (pl === undefined && !moves.length && node.props.AB && (readNumber(node.props.HA?.[0]) ?? 0) >= 2) turn('white');
    if (moves.length > 1) warn('twoMoves');
    if ((node.props.B?.length ?? 0) > 1 || (node.props.W?.length ?? 0) > 1) warn('manyValues');

    for (const { color, vertex, value, problem } of moves) {
      const about = { n: game.moveCount + 1, color, value, size: `${this.width}x${this.height}`, ...(vertex && { point: this.#name(vertex) }) };
      move = { color, vertex };
      if (!vertex) {
        if (problem) warn(problem.startsWith('off') ? 'moveOffBoard' : 'moveNotPoint', about);
        turn(color);
        game.pass();
        records++;
        continue;
      }
      const [x, y] = vertex;
      let result = game.play(x, y, { color });
      if (!result.legal) {
        // KO[] marks a move the record knowingly plays although illegal.
        if (!node.props.KO || result.reason === 'occupied') warn(result.reason === 'off-board' ? 'moveOffBoard' : result.reason, about);
        if (result.reason === 'occupied') set(x, y, null);
        result = game.play(x, y, { color, force: true });
      }
      if (result.legal) {
        records++;
        captured = captured.concat(result.captured);
      } else warn('unplayable', about);
    }

    const state = this.keep({
      node,
      moveNumber: game.moveCount,
      move,
      captured,
      captures: game.captures,
      koPoint: game.koPoint,
      toMove: game.toMove,
      warningCodes: warnings,
    });
    this.#path.push(state);
    this.#records.push(records);
    return state;
  }

  /** The state kept for a node (SgfCursor adds the warnings in English). */
  protected keep(state: ReplayState): S {
    return state as S;
  }

  /** D4-style names (no I) up to 25 columns, SGF letters beyond. */
  #name([x, y]: Vertex): string {
    return this.width <= 25 ? columnName(x) + rowName(y, this.height) : sgfLetter(x) + sgfLetter(y);
  }
}
