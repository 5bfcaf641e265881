// What Save, Save this line and Download image do once pressed (a chunk: most boards never save): the
// file's name from the players, the download, and the line as a game of its own (line-sgf.ts).
import type { Review } from './review.js';

export { lineSgf } from './line-sgf.js';

/** A file name from the players' names. */
export const fileName = (review: Review | null | undefined, ext: string, suffix = ''): string =>
  `${[review?.info.PB, review?.info.PW].filter(Boolean).join('-vs-') || 'game'}${suffix}${ext}`.replace(/[\\/:*?"<>|]+/g, '_');

/** Downloads SGF text, named after the players; in pieces, never joined (a big file's text is not copied once more). */
export function save(text: string | string[], review?: Review | null, suffix = ''): void {
  const parts = declareUtf8(typeof text === 'string' ? [text] : text);
  if (parts.some(Boolean)) download(new Blob(parts, { type: 'application/x-go-sgf' }), fileName(review, '.sgf', suffix));
}

// The first game's root node: "(;" and its properties, values skipped, up to the next node or variation.
const ROOT = /^(\s*\(\s*;)((?:[^;()[\]]|\[(?:\\[^]|[^\\\]])*\])*)/;
// One property of it, read from where the last one ended: its name, then its values.
const PROPERTY = /\s*([A-Za-z]+)\s*((?:\[(?:\\[^]|[^\\\]])*\]\s*)+)/y;

/**
 * The file is saved as UTF-8: its root says so. A CA[] naming another charset (a GB2312 file read, then saved) would
 * make other programs read the UTF-8 bytes wrongly, and with none, FF[4] means ISO-8859-1 (a Vietnamese comment
 * garbled): CA[] is set to UTF-8, or added when the text is not plain ASCII (the first game's root; the text is
 * otherwise left as it is, and so is a root this cannot read whole).
 */
export function declareUtf8(parts: string[]): string[] {
  const first = parts[0] ?? '';
  const root = ROOT.exec(first);
  if (!root) return parts;
  const props = root[2]!;
  // The properties read whole (a piece of a big file may end inside the root: the rest is not touched).
  PROPERTY.lastIndex = 0;
  let ca: { start: number; end: number } | null = null;
  let read = 0;
  for (let m; (m = PROPERTY.exec(props)); read = PROPERTY.lastIndex) {
    if (m[1] === 'CA') ca = { start: m.index + m[0].indexOf('['), end: m.index + m[0].trimEnd().length };
  }
  let head: string;
  if (ca) {
    if (/^\[\s*utf-?8\s*\]$/i.test(props.slice(ca.start, ca.end))) return parts;
    head = root[1] + props.slice(0, ca.start) + '[UTF-8]' + props.slice(ca.end);
  } else {
    // A CA cut by the piece's end (its name, or its value) is left alone; else one is written after the last
    // property read whole.
    const pending = props.slice(read).trim();
    const cut = pending === 'CA' || (pending === 'C' && first[root[0].length] !== '[');
    if (cut || !parts.some((p) => /[^\0-\x7f]/.test(p))) return parts;
    const at = props.slice(0, read).trimEnd().length;
    head = root[1] + props.slice(0, at) + 'CA[UTF-8]' + props.slice(at);
  }
  return [head + first.slice(root[0].length), ...parts.slice(1)];
}

export function download(blob: Blob, name: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}
