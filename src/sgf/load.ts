import { decodeSgf } from './decode.js';
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

/** Decodes (for bytes) and parses an SGF file. Throws SgfError when it is not readable as SGF. */
export function loadSgf(input: Uint8Array | ArrayBuffer | string, options: Pick<ParseOptions, 'onProgress'> = {}): LoadedSgf {
  return parseDecoded(typeof input === 'string' ? input : decodeSgf(input instanceof Uint8Array ? input : new Uint8Array(input)), options);
}

/** Parses text, or decoded bytes (keeping their charset and warning), as loadSgf does. */
export function parseDecoded(input: string | DecodedSgf, options: Pick<ParseOptions, 'onProgress'> = {}): LoadedSgf {
  const { text, encoding, warning } = typeof input === 'string' ? { text: input } as Partial<DecodedSgf> & { text: string } : input;
  const warnings: string[] = warning ? [warning] : [];
  const games = parseSgf(text, { ...options, onWarning: (w) => warnings.push(w) });
  return encoding ? { games, encoding, warnings } : { games, warnings };
}
