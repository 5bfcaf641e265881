import { createNode } from './parse.js';
import type { SgfNode, SgfProps } from './parse.js';

/**
 * Game trees packed to cross a worker boundary cheaply: structured cloning a tree of a few hundred
 * thousand objects is slow (and recursive for deep trees). Nodes are in pre-order; `parents[i]` is the
 * index of node i's parent (-1 for a game root); node i's properties are `text.slice(starts[i], starts[i + 1])`,
 * each written as IDENT \x01 value (\x02 value)* \x03. A file whose text holds these control characters
 * is packed as plain objects instead (`props`).
 */
export interface PackedTrees {
  ids: Int32Array;
  parents: Int32Array;
  starts: Int32Array;
  text: string;
  props?: SgfProps[];
  /** Identifiers written otherwise than their key (SgfNode.names), as [node index, key, as written] triples, flat. */
  names?: (number | string)[];
}

export function packTrees(games: readonly SgfNode[]): PackedTrees {
  const nodes: SgfNode[] = [];
  const parents: number[] = [];
  const todo: [SgfNode, number][] = games.map((g) => [g, -1] as [SgfNode, number]).reverse();
  while (todo.length) {
    const [node, parent] = todo.pop()!;
    const index = nodes.length;
    nodes.push(node);
    parents.push(parent);
    for (let i = node.children.length - 1; i >= 0; i--) todo.push([node.children[i]!, index]);
  }
  const starts = new Int32Array(nodes.length + 1);
  const parts: string[] = [];
  const names: (number | string)[] = [];
  nodes.forEach((node, i) => {
    for (const key in node.names) names.push(i, key, node.names[key]!);
  });
  let length = 0;
  let expected = 0;
  for (let i = 0; i < nodes.length; i++) {
    starts[i] = length;
    const nodeProps = nodes[i]!.props;
    for (const id in nodeProps) {
      const values = nodeProps[id]!;
      const part = id + '\x01' + values.join('\x02') + '\x03';
      parts.push(part);
      length += part.length;
      expected += values.length + 1;
    }
  }
  starts[nodes.length] = length;
  const packedText = parts.join('');
  // Values holding the separators themselves (binary junk) cannot be packed as text.
  let separators = 0;
  for (let i = 0; i < packedText.length; i++) if (packedText.charCodeAt(i) <= 3) separators++;
  const plain = separators !== expected;
  return {
    ids: Int32Array.from(nodes, (n) => n.id),
    parents: Int32Array.from(parents),
    starts,
    text: plain ? '' : packedText,
    ...(plain && { props: nodes.map((n) => ({ ...n.props })) }),
    ...(names.length && { names }),
  };
}

function readProps(text: string, from: number, to: number): SgfProps {
  const props = Object.create(null) as SgfProps;
  while (from < to) {
    const mark = text.indexOf('\x01', from);
    const end = text.indexOf('\x03', mark);
    props[text.slice(from, mark)] = text.slice(mark + 1, end).split('\x02');
    from = end + 1;
  }
  return props;
}

/** A node whose properties are decoded from the packed text the first time they are read. */
class PackedNode implements SgfNode {
  readonly children: SgfNode[] = [];
  names?: Record<string, string>;
  private decoded: SgfProps | null = null;

  constructor(
    readonly id: number,
    readonly parent: SgfNode | null,
    private readonly text: string,
    private readonly from: number,
    private readonly to: number,
  ) {}

  get props(): SgfProps {
    return (this.decoded ??= readProps(this.text, this.from, this.to));
  }

  set props(value: SgfProps) {
    this.decoded = value;
  }
}

/** Rebuilds the trees; each node's properties are decoded the first time they are read. */
export function unpackTrees(packed: PackedTrees): SgfNode[] {
  const nodes: SgfNode[] = [];
  const games: SgfNode[] = [];
  const { text, starts, props } = packed;
  for (let i = 0; i < packed.ids.length; i++) {
    const parentIndex = packed.parents[i]!;
    const parent = parentIndex < 0 ? null : nodes[parentIndex]!;
    const node: SgfNode = props
      ? createNode(parent, packed.ids[i]!, Object.assign(Object.create(null) as SgfProps, props[i]))
      : new PackedNode(packed.ids[i]!, parent, text, starts[i]!, starts[i + 1]!);
    if (!props) parent?.children.push(node);
    nodes.push(node);
    if (!parent) games.push(node);
  }
  const names = packed.names ?? [];
  for (let i = 0; i < names.length; i += 3) {
    const node = nodes[names[i] as number]!;
    (node.names ??= Object.create(null) as Record<string, string>)[names[i + 1] as string] = names[i + 2] as string;
  }
  return games;
}
