// Save this line (allow-save, on a line that passes a branch): loaded with save-file.ts when a button is pressed.
import { createNode } from '../sgf/parse.js';
import { emptyProps } from '../sgf/node.js';
import { toSgf } from '../sgf/stringify.js';
import type { SgfNode } from '../sgf/index.js';
import type { Review } from './review.js';

/**
 * The line the reader is on (the way to the current move, then the chosen variations to the end) as a
 * game of its own: every property of those nodes, no other branch. Off the main line, the game's
 * result (RE) is left out: it is not where this line ends.
 */
export function lineSgf(review: Review): string {
  let root: SgfNode | null = null;
  let parent: SgfNode | null = null;
  const line = review.line();
  const mainLine = line.every((node) => !node.parent || node.parent.children[0] === node);
  for (const node of line) {
    const props = emptyProps();
    for (const id in node.props) if (mainLine || id !== 'RE') props[id] = [...node.props[id]!];
    parent = createNode(parent, node.id, props);
    root ??= parent;
  }
  return root ? toSgf([root]) : '';
}
