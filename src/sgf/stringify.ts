import type { SgfNode } from './parse.js';

const special = /[\\\]]/;

/** Escapes `\` and `]` in a property value. */
export const escapeValue = (value: string): string => (special.test(value) ? value.replace(/[\\\]]/g, '\\$&') : value);

/**
 * Writes games as SGF, a slice at a time: `run` writes until done, or until `more()` says to stop (asked
 * every few hundred nodes), and can be called again to go on. Iterative, so any depth works.
 */
export class SgfWriter {
  /** The text written so far, a string per slice. */
  readonly chunks: string[] = [];
  // Nodes that start a game or variation, and the `)` that closes it.
  private readonly todo: (SgfNode | string)[] = [];

  constructor(games: readonly SgfNode[]) {
    for (let i = games.length - 1; i >= 0; i--) this.todo.push(')\n', games[i]!);
  }

  /** Writes on; returns true when everything is written. */
  run(more: () => boolean = () => true): boolean {
    const { todo } = this;
    const out: string[] = [];
    let nodes = 0;
    while (todo.length) {
      if (++nodes % 512 === 0 && !more()) break;
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
          if (values.length) out.push(node.names?.[id] ?? id, '[', values.length === 1 ? escapeValue(values[0]!) : values.map(escapeValue).join(']['), ']');
        }
        if (node.children.length !== 1) break;
        out.push('\n');
        node = node.children[0]!;
        nodes++;
      }
      for (let i = node.children.length - 1; i >= 0; i--) todo.push(')', node.children[i]!);
    }
    this.chunks.push(out.join(''));
    return !todo.length;
  }
}

/**
 * Writes games (the roots of a collection) as SGF text, every property kept in order, unknown ones
 * too, each identifier as it was written (SgfNode.names); one node per line. Iterative, so any depth works. Parsing the result gives the same trees.
 */
export function toSgf(games: readonly SgfNode[]): string {
  const writer = new SgfWriter(games);
  writer.run();
  return writer.chunks.join('');
}

