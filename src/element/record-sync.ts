// A record read at once from any text, with parseSgf (which repairs): for code that loads on demand (the
// editor's "test the problem") and for tests. The board's own loads go through openRecord (review.ts), which
// loads parseSgf only for files that need it.
import type { DecodedSgf } from '../sgf/decode-utf8.js';
import { parseDecoded } from '../sgf/read.js';
import { checkNotEmpty, recordOf, type LoadedRecord } from './review.js';

export function openRecordSync(input: string | DecodedSgf, onProgress?: (fraction: number) => void): LoadedRecord {
  if (typeof input === 'string') checkNotEmpty(input);
  return recordOf(parseDecoded(input, { onProgress }));
}
