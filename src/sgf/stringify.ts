import type { SgfNode } from './parse.js';

/** Escapes `\` and `]` in a property value. */
export const escapeValue = (value: string): string => value.replace(/[\\\]]/g, '\\$&');

/**
 * Writes games (the roots of a collection) as SGF text, every property kept in order, unknown ones
 * too, each identifier as it was written (SgfNode.names); one node per line. Iterative, so any depth works. Parsing the result gives the same trees.
 */
export function toSgf(games: readonly SgfNode[]): string {
  const out: string[] = [];
  // Nodes that start a game or variation, and the `)` that closes it.
  const todo: (SgfNode | string)[] = [];
  for (let i = games.length - 1; i >= 0; i--) todo.push(')\n', games[i]!);
  while (todo.length) {
    let node = todo.pop()!;
    if (typeof node === 'string') {
      out.push(node);
      continue;
    }
    out.push('(');
    for (;;) {
      out.push(';');
      for (const id in node.props) {
        const values = node.props[id]!;
        if (values.length) out.push(node.names?.[id] ?? id, '[', values.map(escapeValue).join(']['), ']');
      }
      if (node.children.length !== 1) break;
      out.push('\n');
      node = node.children[0]!;
    }
    for (let i = node.children.length - 1; i >= 0; i--) todo.push(')', node.children[i]!);
  }
  return out.join('');
}
