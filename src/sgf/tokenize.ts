/** A token of SGF text; `row` and `col` are 0-based, `pos` is the offset in the text. */
export interface SgfToken {
  type: 'parenthesis' | 'semicolon' | 'prop_ident' | 'c_value_type' | 'invalid';
  value: string;
  row: number;
  col: number;
  pos: number;
}

const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
// What JavaScript's \s matches (the tokens are the same as @sabaki/sgf's, whose rules use \s).
const isSpace = (c: number): boolean =>
  c === 32 || (c >= 9 && c <= 13) || c === 160 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;

/** The tokens of SGF text, each a copy (see scanTokens). */
export function tokenize(text: string): SgfToken[] {
  const out: SgfToken[] = [];
  scanTokens(text, (t) => void out.push({ ...t }));
  return out;
}

/**
 * Splits SGF text into tokens with the same rules as @sabaki/sgf's tokenizer (white space skipped;
 * `(` `)` `;`; identifiers of letters; `[…]` values with `\` escapes; any other character is `invalid`),
 * by a plain character scan: several times faster, and small. `take` gets the same token object each
 * time with new contents (a big file has millions of tokens: copy one to keep it); it returns true to stop.
 * Scanning starts at `from` (rows and columns then count from there; `pos` stays the offset in the text).
 */
export function scanTokens(text: string, take: (token: SgfToken) => boolean | void, from = 0, open = text.length): void {
  const n = text.length;
  let row = 0;
  let lineStart = from;
  let i = from;
  const token: SgfToken = { type: 'invalid', value: '', row: 0, col: 0, pos: 0 };
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) {
      if (c === 10) {
        row++;
        lineStart = i + 1;
      }
      i++;
      continue;
    }
    const start = i;
    const col = start - lineStart;
    const startRow = row;
    let type: SgfToken['type'] = 'invalid';
    if (c === 40 || c === 41) {
      type = 'parenthesis';
      i++;
    } else if (c === 59) {
      type = 'semicolon';
      i++;
    } else if (isLetter(c)) {
      type = 'prop_ident';
      while (i < n && isLetter(text.charCodeAt(i))) i++;
    } else if (c === 91) {
      // A value runs to the first `]` not escaped by `\`; with none, `[` alone is invalid (known without
      // reading from `open` on: the caller found no such `]` after it).
      let j = i < open ? i + 1 : n;
      let rows = 0;
      let last = lineStart;
      while (j < n) {
        const d = text.charCodeAt(j);
        if (d === 93) break;
        if (d === 92) j++;
        if (j < n && text.charCodeAt(j) === 10) {
          rows++;
          last = j + 1;
        }
        j++;
      }
      if (j < n) {
        type = 'c_value_type';
        i = j + 1;
        row += rows;
        lineStart = last;
      } else i++;
    } else i++;
    token.type = type;
    token.value = i - start === 1 ? text[start]! : text.slice(start, i);
    token.row = startRow;
    token.col = col;
    token.pos = start;
    if (take(token)) return;
  }
}
