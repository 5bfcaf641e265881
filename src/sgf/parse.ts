import { scanTokens, type SgfToken } from './tokenize.js';
import { addValue, createNode, emptyProps, unescapeValue, type SgfNode } from './node.js';

export { createNode, unescapeValue };
export type { SgfNode, SgfProps } from './node.js';

/** A file that cannot be read as SGF. `line` and `column` are 1-based; `found` is the text met there, if any. */
export class SgfError extends Error {
  override name = 'SgfError';
  readonly line: number;
  readonly column: number;
  readonly found: string | undefined;

  constructor(message: string, line: number, column: number, found?: string) {
    super(`${message} (line ${line}, column ${column})`);
    this.line = line;
    this.column = column;
    this.found = found;
  }
}

export interface ParseOptions {
  /** Called with 0..1 as the text is read (at most about a hundred times), then with 1. */
  onProgress?: (fraction: number) => void;
  /** Problems that were worked around: stray characters, missing or extra parentheses, unclosed values. */
  onWarning?: (message: string) => void;
}

interface Token {
  type: string;
  value: string;
  row: number;
  col: number;
  pos: number;
}

/**
 * @sabaki/sgf's tokens with absolute positions, with two repairs for a backslash before a closing
 * bracket (a Windows path, `C[C:\games\]`): a `[` whose value has no unescaped `]` after it becomes a
 * value up to the first `]` (or the end of the text), and a value in which `\]` is followed by a
 * node (`;B[`) or by two parentheses ends at that `]`. Tokenising then resumes after it, without copying
 * the text, as often as needed. The second repair reads again the text from the cut to where the value
 * had run: that is bounded by REREAD_LIMIT times the text, so that a file made of such values stays
 * linear; past it, such values run as the tokeniser reads them.
 */
function scan(text: string, take: (t: Token & { unclosed?: boolean }) => void): void {
  let offset = 0;
  let row = 0;
  let col = 0;
  // From here on, no `[` has an unescaped `]` after it (found once: it holds for every later `[`).
  let open = text.length;
  let reread = 0;
  const limit = REREAD_LIMIT * text.length;
  let resume = true;
  const onToken = (t: SgfToken): true | void => {
    const token = offset ? { type: t.type, value: t.value, row: t.row + row, col: t.row ? t.col : t.col + col, pos: t.pos } : t;
    let end = -1;
    if (t.type === 'invalid' && t.value === '[') {
      open = Math.min(open, t.pos);
      const close = text.indexOf(']', t.pos);
      end = close < 0 ? text.length : close + 1;
    } else if (t.type === 'c_value_type' && reread <= limit && t.value.includes('\\]')) {
      const cut = /^\[(?:[^\\\]]|\\[^])*?\\\](?=\s*(?:;\s*[A-Z]+\s*\[|[()]\s*[();]))/.exec(t.value);
      if (cut) {
        end = t.pos + cut[0].length;
        reread += t.value.length - cut[0].length;
      }
    }
    if (end < 0) {
      take(token);
      return;
    }
    const raw = text.slice(t.pos, end);
    take({ ...token, type: 'c_value_type', value: raw.endsWith(']') ? raw : raw + ']', unclosed: true });
    if (end >= text.length) return true;
    const lines = raw.split('\n');
    offset = end;
    row = token.row + lines.length - 1;
    col = (lines.length > 1 ? 0 : token.col) + lines[lines.length - 1]!.length;
    return (resume = true);
  };
  while (resume) {
    resume = false;
    scanTokens(text, onToken, offset, open);
  }
}

/** How much of the text the repairs of scan may read a second time, as a multiple of its length. */
const REREAD_LIMIT = 4;

/**
 * The key a property identifier is read under: FF[4] identifiers as they are; FF[3] long names by their
 * capitals (`AddBlack` is AB, `SiZe` SZ); one or two lower-case letters upper-cased (`sz`); anything else
 * (`myprop`, `comment`, `C2`) kept as written, an unknown property like any other.
 */
export function propertyKey(written: string): string {
  if (/^[A-Z]+$/.test(written)) return written;
  if (/^[A-Za-z]+$/.test(written) && /[A-Z]/.test(written)) return written.replace(/[a-z]/g, '');
  if (/^[a-z]{1,2}$/.test(written)) return written.toUpperCase();
  return written;
}

/**
 * Parses SGF text into its games (the roots of a collection), without recursion, so any depth of
 * variations works. Lenient like @sabaki/sgf where that loses nothing: text outside games is ignored,
 * a missing `;` or `)` is supplied, identifiers are read by propertyKey (`AddBlack` is `AB`, `sz` is SZ,
 * unknown ones like `myprop` or `C2` are kept as written) and written back as they came (SgfNode.names),
 * repeated properties in a node are merged,
 * a node after variations becomes another variation, and a few stray characters inside a game are
 * skipped; a parenthesised group that is mostly stray characters is dropped. Throws SgfError when no
 * game is left; returns [] for blank text.
 */
export function parseSgf(text: string, options: ParseOptions = {}): SgfNode[] {
  const games: SgfNode[] = [];
  let ids = 0;
  parseInto<SgfNode>(text, options, {
    node: (parent) => {
      const node = createNode(parent, ids++);
      if (!parent) games.push(node);
      return node;
    },
    prop: (node, key, value, written) => {
      addValue(node.props, key, value);
      if (written !== key) (node.names ??= emptyProps<Record<string, string>>())[key] = written;
    },
    gameCount: () => games.length,
    truncate: (count) => void (games.length = count),
  });
  return games;
}

/** What parseInto builds the games with: node objects (parseSgf), or the packed form straight away (flat.ts). */
export interface TreeBuilder<N> {
  /** A new node, the last child of `parent` (a game's root when null). */
  node(parent: N | null): N;
  /** Adds a value to the property `key` of the node made last (written: the identifier as in the file). */
  prop(node: N, key: string, value: string, written: string): void;
  /**
   * The games made so far. Asked only between top-level groups (before each, and at the end): the games made
   * then are final, no truncate will drop them (a worker may send them ahead, see PackedBuilder.snapshot).
   */
  gameCount(): number;
  /** Drops the games from this one on. */
  truncate(games: number): void;
}

/** parseSgf's reading, building with `builder`: throws SgfError when no game is left. */
export function parseInto<N>(text: string, options: ParseOptions, builder: TreeBuilder<N>): void {
  const stack: (N | null)[] = [];
  const implicit = !text.includes('(');
  let current: N | null = null;
  // Whether a property now needs a node of its own: after `(` or `)` with no `;` yet.
  let fresh = true;
  let ident: string | null = null;
  // The identifier as written (letters, then any digits the tokenizer gave as stray characters), where it ends.
  let written = '';
  let identEnd = -1;
  let progress = 0;
  let warnings = 0;
  // The top-level group being read: where its games start, its token count and its stray characters.
  let groupStart = 0;
  let groupTokens = 0;
  let stray = 0;
  let firstStray: Token | null = null;
  let strayEnd = -1;
  let strayWarnings: Token[] = [];
  // The first character that made the text unreadable: a junk group's, else one outside any game.
  let unreadable: Token | null = null;

  const warn = (message: string, t?: Token) => {
    if (warnings++ < 20) options.onWarning?.(t ? `${message} at line ${t.row + 1}, column ${t.col + 1}` : message);
  };
  const open = () => {
    if (!stack.length) {
      current = null;
      groupStart = builder.gameCount();
      groupTokens = stray = 0;
      firstStray = null;
      strayWarnings = [];
    }
    stack.push(current);
  };
  // A top-level group where more than a fifth of the tokens are stray characters is not SGF: dropped.
  const endGroup = () => {
    if (stray <= 8 || stray * 5 <= groupTokens) {
      for (const t of strayWarnings) warn(`Ignored unexpected ${JSON.stringify(t.value)}`, t);
      return;
    }
    builder.truncate(groupStart);
    unreadable = firstStray;
    warn('Ignored unreadable text', firstStray!);
  };

  scan(text, (t) => {
    if (options.onProgress && t.pos >= (progress + 0.01) * text.length) options.onProgress((progress = t.pos / text.length));
    if (stack.length) groupTokens++;
    if (t.type === 'parenthesis') {
      ident = null;
      fresh = true;
      if (t.value === '(') open();
      else if (!stack.length) warn('Ignored an extra ")"', t);
      else {
        current = stack.pop()!;
        if (!stack.length) endGroup();
      }
    } else if (t.type === 'semicolon') {
      ident = null;
      if (!stack.length) {
        // A game without parentheses, as in `;GM[1];B[pd]`.
        if (!implicit || builder.gameCount()) return;
        open();
      }
      current = builder.node(current);
      fresh = false;
    } else if (t.type === 'prop_ident') {
      written = t.value;
      identEnd = t.pos + t.value.length;
      ident = stack.length ? propertyKey(written) : null;
      if (ident && ident !== written) warn(/[A-Z]/.test(written) ? `Read "${written}" as ${ident}` : `Read lower-case "${written}" as ${ident}`, t);
    } else if (t.type === 'invalid' && ident && t.pos === identEnd && /^[0-9]$/.test(t.value)) {
      // Digits in an identifier (`C2`): the tokenizer, like @sabaki/sgf's, reads identifiers as letters only.
      written += t.value;
      identEnd++;
      ident = propertyKey(written);
    } else if (t.type === 'c_value_type') {
      if (!ident || !stack.length) return;
      if (t.unclosed) warn('Value not closed by "]" (a backslash before it?)', t);
      if (fresh || current === null) {
        // A property with no `;` before it, as in `(GM[1]...` or after a variation.
        current = builder.node(current);
        fresh = false;
      }
      builder.prop(current, ident, unescapeValue(t.value.slice(1, -1)), written);
    } else {
      ident = null;
      // Tokens are reused by the scanner: keep copies.
      if (!stack.length) unreadable ??= { ...t };
      else {
        firstStray ??= { ...t };
        if (t.pos !== strayEnd) strayWarnings.push({ ...t });
        strayEnd = t.pos + t.value.length;
        stray++;
      }
    }
  });

  if (stack.length) {
    warn('Missing ")" at the end');
    endGroup();
  }
  if (warnings > 20) options.onWarning?.(`${warnings - 20} more warnings`);
  options.onProgress?.(1);
  if (!builder.gameCount() && text.trim()) {
    const t = unreadable as Token | null;
    throw new SgfError(t ? `Not an SGF file: unexpected ${JSON.stringify(t.value)}` : 'No SGF game found', t ? t.row + 1 : 1, t ? t.col + 1 : 1, t?.value);
  }
}
