import { decodeSgf } from './decode.js';
import type { ParseOptions } from './parse.js';
import { parseDecoded, type LoadedSgf } from './read.js';

export { parseDecoded, type LoadedSgf };

/** Decodes (for bytes) and parses an SGF file. Throws SgfError when it is not readable as SGF. */
export function loadSgf(input: Uint8Array | ArrayBuffer | string, options: Pick<ParseOptions, 'onProgress'> = {}): LoadedSgf {
  return parseDecoded(typeof input === 'string' ? input : decodeSgf(input instanceof Uint8Array ? input : new Uint8Array(input)), options);
}
