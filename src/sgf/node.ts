// The game tree's node, shared by the parsers (parse.ts, which repairs, and parse-plain.ts) and the editors.

/** Property values by identifier, as written (unescaped). A null-prototype object: no inherited keys. */
export type SgfProps = Record<string, string[]>;

export interface SgfNode {
  /** Unique in the parsed file, in document order (a pre-order walk of every game). */
  id: number;
  props: SgfProps;
  parent: SgfNode | null;
  /** The first child is the main line. */
  children: SgfNode[];
  /**
   * Identifiers as written, where they differ from the key they are read under (FF[3] `AddBlack` is read as
   * AB, `sz` as SZ): toSgf writes them back as they came. A null-prototype object; absent when none differ.
   */
  names?: Record<string, string>;
}

/** Creates a node with no properties (a null-prototype object, so `__proto__` is an ordinary key). */
export function createNode(parent: SgfNode | null, id: number, props: SgfProps = Object.create(null) as SgfProps): SgfNode {
  const node: SgfNode = { id, props, parent, children: [] };
  parent?.children.push(node);
  return node;
}

/** A game with nothing in it (`(;)`): not listed by the board or the diagrams. */
export const isEmptyGame = (root: SgfNode): boolean => !Object.keys(root.props).length && !root.children.length;

/** SGF text escapes: `\x` is `x`, a backslash before a line break removes it; CR, CRLF and LFCR (SGF's four line breaks) become LF. */
export const unescapeValue = (raw: string): string =>
  !raw.includes('\\') && !raw.includes('\r') ? raw : raw.replace(/\r\n?|\n\r/g, '\n').replace(/\\([\s\S])/g, (_, c: string) => (c === '\n' ? '' : c));
