// The usual file, read with little code: well-formed SGF (games in parentheses, FF[4] identifiers, every
// value closed, nothing else between the tokens). It gives exactly what parseSgf gives (parse.ts), which
// would warn about nothing here; for anything else it gives null, and the caller reads the text with
// parseSgf, whose repairs then load on demand.
import { addValue, createNode, unescapeValue, type SgfNode } from './node.js';
import { scanTokens } from './tokenize.js';

/** The games of well-formed SGF text, or null when it needs parseSgf (repairs, warnings, or no game). */
export function parsePlain(text: string, onProgress?: (fraction: number) => void): SgfNode[] | null {
  const games: SgfNode[] = [];
  const stack: (SgfNode | null)[] = [];
  let current: SgfNode | null = null;
  // Whether a property now needs a node of its own: after `(` or `)` with no `;` yet.
  let fresh = true;
  let ident: string | null = null;
  let ids = 0;
  let progress = 0;
  let plain = true;
  const node = () => {
    current = createNode(current, ids++);
    if (!current.parent) games.push(current);
    fresh = false;
  };
  scanTokens(text, (t) => {
    // The same progress as parseSgf reports.
    if (onProgress && t.pos >= (progress + 0.01) * text.length) onProgress((progress = t.pos / text.length));
    const { type, value } = t;
    if (type === 'parenthesis') {
      ident = null;
      fresh = true;
      if (value === '(') stack.push(stack.length ? current : (current = null));
      else if (stack.length) current = stack.pop()!;
      else plain = false;
    } else if (type === 'semicolon' && stack.length) {
      ident = null;
      node();
    } else if (type === 'prop_ident' && stack.length && value === value.toUpperCase()) {
      ident = value;
    } else if (type === 'c_value_type' && !value.includes('\\]')) {
      // A value with no identifier before it is skipped, as parseSgf skips it (without a warning).
      if (!ident) return;
      if (fresh || !current) node();
      addValue(current!.props, ident, unescapeValue(value.slice(1, -1)));
    } else plain = false;
    return !plain;
  });
  if (!plain || stack.length || !games.length) return null;
  onProgress?.(1);
  return games;
}
