// The analysis layer (analysis-layer.ts) once loaded: one for the page, shared by every board. The board asks
// for it when the line it shows carries engine analysis (SBKV, LZ, "Win rate" in comments) or annotations
// (GB GW DM UC HO TE BM DO IT), or when an estimate is asked for.
import type { SgfNode } from '../sgf/parse.js';
import { loadOnce } from './load-once.js';

export type AnalysisLayer = typeof import('./analysis-layer.js');

export let analysisLayer: AnalysisLayer | null = null;

/** Loads the analysis layer (once); resolves when it is there. */
export const needAnalysis = loadOnce(
  () => import('./analysis-layer.js'),
  (layer) => {
    analysisLayer = layer;
  },
);

const IDS = ['SBKV', 'LZ', 'GB', 'GW', 'DM', 'UC', 'HO', 'TE', 'BM', 'DO', 'IT'];
const has = (n: SgfNode): boolean => IDS.some((id) => n.props[id]) || /win ?rate/i.test(n.props.C?.[0] ?? '');
const games = new WeakMap<SgfNode, boolean>();

/** Whether the board needs the layer at this node: the node has some, or the game's main line has (looked at once per game). */
export function analysisWanted(node: SgfNode): boolean {
  if (has(node)) return true;
  let root = node;
  while (root.parent) root = root.parent;
  let found = games.get(root);
  if (found === undefined) {
    found = false;
    for (let n: SgfNode | undefined = root; n && !found; n = n.children[0]) found = has(n);
    games.set(root, found);
  }
  return found;
}
