// What Save, Save this line and Download image do once pressed (a chunk: most boards never save): the
// file's name from the players, the download, and the line as a game of its own (line-sgf.ts).
import type { Review } from './review.js';

export { lineSgf } from './line-sgf.js';

/** A file name from the players' names. */
export const fileName = (review: Review | null | undefined, ext: string, suffix = ''): string =>
  `${[review?.info.PB, review?.info.PW].filter(Boolean).join('-vs-') || 'game'}${suffix}${ext}`.replace(/[\\/:*?"<>|]+/g, '_');

/** Downloads SGF text, named after the players; in pieces, never joined (a big file's text is not copied once more). */
export function save(text: string | string[], review?: Review | null, suffix = ''): void {
  const parts = typeof text === 'string' ? [text] : text;
  if (parts.some(Boolean)) download(new Blob(parts, { type: 'application/x-go-sgf' }), fileName(review, '.sgf', suffix));
}

export function download(blob: Blob, name: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}
