import { createNode } from './parse.js';
import type { SgfNode, SgfProps } from './parse.js';

/**
 * A game tree as flat arrays, to cross a worker boundary: structured cloning a deep tree would
 * recurse once per level. Nodes are in pre-order; `parents[i]` is the index of node i's parent, -1 for a game root.
 */
export interface FlatTree {
  ids: number[];
  parents: number[];
  props: SgfProps[];
}

export function flattenTrees(games: readonly SgfNode[]): FlatTree {
  const flat: FlatTree = { ids: [], parents: [], props: [] };
  const todo: [SgfNode, number][] = games.map((g) => [g, -1] as [SgfNode, number]).reverse();
  while (todo.length) {
    const [node, parent] = todo.pop()!;
    const index = flat.ids.length;
    flat.ids.push(node.id);
    flat.parents.push(parent);
    flat.props.push({ ...node.props });
    for (let i = node.children.length - 1; i >= 0; i--) todo.push([node.children[i]!, index]);
  }
  return flat;
}

export function unflattenTrees(flat: FlatTree): SgfNode[] {
  const nodes: SgfNode[] = [];
  const games: SgfNode[] = [];
  for (let i = 0; i < flat.ids.length; i++) {
    const parentIndex = flat.parents[i]!;
    // Null-prototype props again (cloning gives plain objects).
    const props = Object.assign(Object.create(null) as SgfProps, flat.props[i]);
    const node = createNode(parentIndex < 0 ? null : nodes[parentIndex]!, flat.ids[i]!, props);
    nodes.push(node);
    if (parentIndex < 0) games.push(node);
  }
  return games;
}
