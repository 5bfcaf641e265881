// Parsing text, or bytes already decoded: what the board needs for the usual UTF-8 file, without the
// charset tables (decode.ts), which load only for other charsets.
import type { DecodedSgf } from './decode.js';
import { parseSgf } from './parse.js';
import type { ParseOptions, SgfNode } from './parse.js';

export interface LoadedSgf {
  /** The games of the file (usually one). */
  games: SgfNode[];
  /** The charset the bytes were read in (undefined for text input). */
  encoding?: string;
  /** Decoding and parsing problems that were worked around. */
  warnings: string[];
}

/** Parses text, or decoded bytes (keeping their charset and warning), as loadSgf does. */
export function parseDecoded(input: string | DecodedSgf, options: Pick<ParseOptions, 'onProgress'> = {}): LoadedSgf {
  const { text, encoding, warning } = typeof input === 'string' ? { text: input } as Partial<DecodedSgf> & { text: string } : input;
  const warnings: string[] = warning ? [warning] : [];
  const games = parseSgf(text, { ...options, onWarning: (w) => warnings.push(w) });
  return encoding ? { games, encoding, warnings } : { games, warnings };
}
