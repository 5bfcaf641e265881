// The SGF annotations of a node, for the analysis layer. The same reading as readAnnotations in sgf/markup.ts,
// kept here so that the analysis chunk does not share a module with the markup chunk (which would split a
// third, shared chunk off both and add a download to every commented game).
import type { Annotations } from '../sgf/markup.js';
import type { SgfNode } from '../sgf/parse.js';

export type { Annotations };

export function readAnnotations(node: SgfNode): Annotations {
  const out: Annotations = {};
  for (const id of ['GB', 'GW', 'DM', 'UC', 'HO', 'TE', 'BM', 'DO', 'IT'] as const) {
    if (node.props[id]) out[id] = Number(node.props[id][0]) === 2 && id !== 'DO' && id !== 'IT' ? 2 : 1;
  }
  return out;
}
