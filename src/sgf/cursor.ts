// The public cursor: ReplayCursor, with each node's warnings also in English (Node, scripts, tests), and the
// reading the board itself does not need at first paint (game information per node, steps, variations, main line).
import { hasGameInfo, readGameInfo, type GameInfo } from './info.js';
import { mainLine, nextMoves } from './line.js';
import type { SgfNode } from './parse.js';
import type { SgfMove } from './properties.js';
import { ReplayCursor, type ReplayState } from './replay-cursor.js';
import { warningText } from './warning-text.js';

/** The game at one node, after its setup, PL and move. */
export interface NodeState extends ReplayState {
  /** What was wrong in this node and how it was shown anyway, in English (`warningCodes` in the same order). */
  warnings: string[];
}

/** ReplayCursor (one game tree replayed at one node) whose states also say their warnings in English. */
export class SgfCursor extends ReplayCursor<NodeState> {
  protected override keep(state: ReplayState): NodeState {
    return { ...state, warnings: state.warningCodes.map(warningText) };
  }

  /** Game information for the current node (from its path's game-info node, usually the root). */
  get info(): GameInfo {
    // The first node of the path with game information, else the root.
    let source = this.root;
    for (let n: SgfNode | null = this.node; n; n = n.parent) if (hasGameInfo(n)) source = n;
    return readGameInfo(source);
  }

  /** Steps into a child (the main line by default); null at the end. */
  next(variation = 0): NodeState | null {
    const child = this.node.children[variation];
    return child ? this.go(child) : null;
  }

  /** Steps back to the parent; null at the root. */
  prev(): NodeState | null {
    const parent = this.node.parent;
    return parent ? this.go(parent) : null;
  }

  /** The children of a node (default: the current one) with their moves, for showing variations. */
  nextMoves(node: SgfNode = this.node): { node: SgfNode; move: SgfMove | null }[] {
    return nextMoves(node, this.width, this.height);
  }

  /** The nodes from `from` (default: the root) following first children to the end. */
  mainLine(from: SgfNode = this.root): SgfNode[] {
    return mainLine(from);
  }
}
