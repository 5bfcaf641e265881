// The public cursor: ReplayCursor, with each node's warnings also in English (Node, scripts, tests).
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
}
