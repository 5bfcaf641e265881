import { decodeSgf } from './decode.js';
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
  const warnings: string[] = [];
  let text = input as string;
  let encoding: string | undefined;
  if (typeof input !== 'string') {
    const decoded = decodeSgf(input instanceof Uint8Array ? input : new Uint8Array(input));
    ({ text, encoding } = decoded);
    if (decoded.warning) warnings.push(decoded.warning);
  }
  const games = parseSgf(text, { ...options, onWarning: (w) => warnings.push(w) });
  return encoding ? { games, encoding, warnings } : { games, warnings };
}
