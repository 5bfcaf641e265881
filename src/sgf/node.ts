// The game tree's node, shared by the parsers (parse.ts, which repairs, and parse-plain.ts) and the editors.

/**
 * Property values by identifier, as written (unescaped). No inherited keys: `toString` or `__proto__` in a file is
 * an ordinary key (see emptyProps).
 */
export type SgfProps = Record<string, string[]>;

// A prototype with nothing in it and no prototype of its own: objects made from it inherit no key, as
// Object.create(null) would give, but V8 keeps them in fast mode (a null-prototype object is a hash table: about
// 90 bytes more per node, measured on a 300-move game).
function NoKeys(): void {}
NoKeys.prototype = Object.create(null) as object;

/** An object for keys read from a file: nothing inherited, so `__proto__` or `constructor` are ordinary keys. */
export const emptyProps = <T = SgfProps>(): T => new (NoKeys as unknown as new () => T)();

/**
 * Adds a value to a property. A property's first value gets an array of its own size: `[].push` reserves room
 * for 16 (64 bytes a property).
 */
export function addValue(props: SgfProps, key: string, value: string): void {
  const values = props[key];
  if (values) values.push(value);
  else props[key] = [value];
}

export interface SgfNode {
  /** Unique in the parsed file, in document order (a pre-order walk of every game). */
  id: number;
  props: SgfProps;
  parent: SgfNode | null;
  /** The first child is the main line. */
  children: SgfNode[];
  /**
   * Identifiers as written, where they differ from the key they are read under (FF[3] `AddBlack` is read as
   * AB, `sz` as SZ): toSgf writes them back as they came. From emptyProps; absent when none differ.
   */
  names?: Record<string, string>;
}

/** Creates a node, by default with no properties (from emptyProps, so `__proto__` is an ordinary key). */
export function createNode(parent: SgfNode | null, id: number, props: SgfProps = emptyProps()): SgfNode {
  const node: SgfNode = { id, props, parent, children: [] };
  // A first child gets an array of its own size, as addValue's values do (most nodes have one child).
  if (parent) {
    if (parent.children.length) parent.children.push(node);
    else parent.children = [node];
  }
  return node;
}

/** A game with nothing in it (`(;)`): not listed by the board or the diagrams. */
export const isEmptyGame = (root: SgfNode): boolean => !Object.keys(root.props).length && !root.children.length;

/** SGF text escapes: `\x` is `x`, a backslash before a line break removes it; CR, CRLF and LFCR (SGF's four line breaks) become LF. */
export const unescapeValue = (raw: string): string =>
  !raw.includes('\\') && !raw.includes('\r') ? raw : raw.replace(/\r\n?|\n\r/g, '\n').replace(/\\([\s\S])/g, (_, c: string) => (c === '\n' ? '' : c));
