import type { SgfTextDecoderClass } from './text-decoder.js';

export interface DecodedSgf {
  /** The file as text (no BOM). */
  text: string;
  /** The WHATWG name of the encoding used, e.g. `utf-8`, `shift_jis`, `gbk`. */
  encoding: string;
  /** Set when the encoding was guessed or the declared `CA[]` was wrong or unknown. */
  warning?: string;
}

const Decoder = (globalThis as unknown as { TextDecoder: SgfTextDecoderClass }).TextDecoder;

/** The CA[] of a file's first 64 KB, read byte for byte (as decodeSgf reads it). */
export const declaredCharset = (bytes: Uint8Array): string | undefined =>
  /(?:^|[^A-Za-z])CA\s*\[([^\]]*)\]/.exec(new Decoder('windows-1252').decode(bytes.subarray(0, 65536)))?.[1]!.trim();

/**
 * decodeSgf's answer for the common file, in a few lines: valid UTF-8 (BOM or not) with no NUL byte
 * near the start (UTF-16 without a BOM), and no CA[] other than UTF-8. Null when decodeSgf has more
 * to weigh: another CA[], a possible UTF-16 or CJK reading, invalid UTF-8. The board's bundle holds
 * only this; it loads decodeSgf when this gives null.
 */
export function decodeUtf8(bytes: Uint8Array): DecodedSgf | null {
  if (bytes.subarray(0, 512).includes(0)) return null;
  let text: string;
  try {
    text = new Decoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  const ca = declaredCharset(bytes);
  // Without a CA[], short GB or Big5 names can be valid UTF-8 by chance: decodeSgf weighs them.
  const plain = ca === undefined ? !/^[^\u0080-\u024f\u0800-\uffff]*$/.test(text) || !bytes.some((b) => b >= 0x80) : /^utf-?8$/i.test(ca);
  return plain ? { text, encoding: 'utf-8' } : null;
}
