// The markup layer (markup-layer.ts) once loaded: one for the page, shared by every board.
import { hasMarkup } from '../sgf/has-markup.js';
import { addDefaultWords } from './i18n/index.js';
import type { SgfNode } from '../sgf/parse.js';
import { loadOnce } from './load-once.js';
import type { BoardView, ReviewedNode } from './view.js';

export type MarkupLayer = typeof import('./markup-layer.js');

export let markupLayer: MarkupLayer | null = null;

/** Loads the markup layer (once); resolves when it is there. */
export const needMarkup = loadOnce(
  () => import('./markup-layer.js'),
  (layer) => {
    addDefaultWords('en', layer.markupWords);
    markupLayer = layer;
  },
);

/**
 * Whether the board needs the layer now: marks a mode adds (a problem's hint), variations here (also
 * the reader's, and ST[1]'s siblings), markup on this node, or DD / VW on the way to it (they last).
 */
export function layerWanted(view: BoardView, review?: ReviewedNode | null): boolean {
  const node = review?.node;
  if (view.marks.length || (node && (node.children.length > 1 || node.parent?.children.length! > 1 || hasMarkup(node)))) return true;
  for (let n: SgfNode | null | undefined = node; n; n = n.parent) if (n.props.DD || n.props.VW) return true;
  return false;
}
