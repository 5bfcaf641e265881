import type { SgfTextDecoderClass } from './text-decoder.js';
import { declaredCharset, type DecodedSgf } from './decode-utf8.js';

export type { DecodedSgf };

const Decoder = (globalThis as unknown as { TextDecoder: SgfTextDecoderClass }).TextDecoder;


// CA[] labels TextDecoder does not know, keyed by the label lower-cased without punctuation.
const ALIASES: Record<string, string> = {
  cp936: 'gbk', euccn: 'gbk', cp950: 'big5', cp932: 'shift_jis', sjis: 'shift_jis', shiftjis: 'shift_jis',
  cp949: 'euc-kr', uhc: 'euc-kr', ksc5601: 'euc-kr', latin1: 'windows-1252', iso88591: 'windows-1252',
  ansi: 'windows-1252', ascii: 'windows-1252', utf8: 'utf-8', utf16: 'utf-16le', utf16le: 'utf-16le', utf16be: 'utf-16be',
};

// Tried in this order when a file is neither UTF-8 nor declares a usable CA[]; the second EUC-KR
// try accepts more Hanja (Korean records with Hanja event names that are not GB either).
const GUESSES = ['shift_jis', 'euc-kr', 'gb18030', 'big5', 'euc-kr'];

// Bytes 0x80-0x9F in windows-1252. Node's TextDecoder reads windows-1252 as ISO-8859-1 (C1 controls).
const CP1252 = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8dŽ\x8f\x90‘’“”•–—˜™š›œ\x9džŸ';

function decode(bytes: Uint8Array, label: string, fatal = false): { text: string; encoding: string } {
  const decoder = new Decoder(label, { fatal });
  const text = decoder.decode(bytes);
  const encoding = decoder.encoding;
  return { text: encoding === 'windows-1252' ? text.replace(/[\x80-\x9f]/g, (c) => CP1252[c.charCodeAt(0) - 0x80]!) : text, encoding };
}

/** Decodes strictly; null if the label is unknown or the bytes are not valid in it. */
function strict(bytes: Uint8Array, label: string): { text: string; encoding: string } | null {
  try {
    return decode(bytes, label, true);
  } catch {
    return null;
  }
}

function resolve(label: string): string | null {
  // The label comes from the file: an alias only when it is the table's own (CA[constructor] is no alias).
  const key = label.toLowerCase().replace(/[^a-z0-9]/g, '');
  for (const candidate of [label, Object.hasOwn(ALIASES, key) ? ALIASES[key] : null]) {
    try {
      if (candidate) return new Decoder(candidate).encoding;
    } catch {
      // unknown label
    }
  }
  return null;
}

/** UTF-16 without a BOM: ASCII-heavy text has a zero byte in every other position. */
function sniffUtf16(bytes: Uint8Array): string | null {
  let even = 0;
  let odd = 0;
  for (let i = 0; i < Math.min(bytes.length, 512); i++) if (bytes[i] === 0) i % 2 ? odd++ : even++;
  if (even + odd < 4) return null;
  return even >= 3 * odd ? 'utf-16be' : odd >= 3 * even ? 'utf-16le' : null;
}

const isLower = (c: number) => c >= 97 && c <= 122;
// Kana, CJK ideographs (with compatibility ideographs, as KS X 1001 Hanja decode) and Hangul syllables.
const isCjk = (c: number) => (c >= 0x3040 && c <= 0x30ff) || (c >= 0x4e00 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7a3) || (c >= 0xf900 && c <= 0xfaff);
const isHangul = (c: number) => c >= 0xac00 && c <= 0xd7a3;

/** Share of double-byte characters in the frequent area of the encoding (GB2312 / Big5 level 1). */
function commonShare(bytes: Uint8Array, big5: boolean): number {
  let pairs = 0;
  let common = 0;
  for (let i = 0; i < bytes.length; ) {
    const lead = bytes[i]!;
    const trail = bytes[i + 1] ?? 0;
    if (lead < 0x80) {
      i++;
      continue;
    }
    pairs++;
    if (big5 ? lead <= 0xc6 : (lead <= 0xa9 || (lead >= 0xb0 && lead <= 0xf7)) && trail >= 0xa1) common++;
    i += !big5 && trail >= 0x30 && trail <= 0x39 ? 4 : 2;
  }
  return pairs ? common / pairs : 1;
}

/**
 * Whether a strict decoding in a CJK encoding looks like real text rather than another encoding
 * read wrongly: no private-use, half-width katakana or control characters; CJK runs not glued to
 * lower-case Latin letters (accented Latin read as CJK); Korean mostly common Hangul syllables, with
 * Hanja only as whole words; GB and Big5 mostly in their frequent areas.
 */
function plausible(text: string, encoding: string, bytes: Uint8Array, lenient: boolean): boolean {
  let runs = 0;
  let other = 0;
  let glued = 0;
  let hangul = 0;
  let hanja = 0;
  let mixed = 0;
  let rare = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || (c >= 0x80 && c < 0xa0) || (c >= 0xe000 && c <= 0xf8ff) || (c >= 0xff61 && c <= 0xff9f)) {
      return false;
    }
    if (!isCjk(c)) {
      if (c >= 0x80) other++;
      continue;
    }
    const prev = text.charCodeAt(i - 1);
    if (isHangul(c)) {
      // Double initial consonants and uncommon finals: about 3% of Korean text, 28% of random syllables.
      const s = c - 0xac00;
      hangul++;
      if ((0x2512 >> ((s / 588) | 0)) & 1 || (0xfc4fe6c >> s % 28) & 1) rare++;
    } else if (c >= 0x4e00) hanja++;
    // A Hangul syllable right next to a Hanja: Chinese text read as Korean.
    if (c >= 0x4e00 && prev >= 0x4e00 && isCjk(prev) && isHangul(c) !== isHangul(prev)) mixed++;
    if (!isCjk(prev)) {
      runs++;
      let end = i;
      while (isCjk(text.charCodeAt(end + 1))) end++;
      if (isLower(prev) || isLower(text.charCodeAt(end + 1))) glued++;
    }
  }
  if (runs === 0 || glued * 2 > runs || other > hangul + hanja + runs) return false;
  if (encoding === 'euc-kr') return hangul > 0 && hanja * (lenient ? 1 : 2) <= hangul && (mixed + rare) * 8 <= hangul;
  if (encoding === 'gb18030') return commonShare(bytes, false) >= 0.9;
  if (encoding === 'big5') return commonShare(bytes, true) >= 0.5;
  return true;
}

function guess(bytes: Uint8Array): { text: string; encoding: string } | null {
  for (const [i, label] of GUESSES.entries()) {
    const result = strict(bytes, label);
    if (result && plausible(result.text, result.encoding, bytes, i > 3)) return result;
  }
  return null;
}

/** Cyrillic in windows-1251 comes in runs of high bytes; accented Latin letters stand alone. */
function singleByte(bytes: Uint8Array): string {
  let high = 0;
  let inRuns = 0;
  let run = 0;
  for (let i = 0; i <= bytes.length; i++) {
    const b = bytes[i] ?? 0;
    if (b >= 0xc0 || b === 0xa8 || b === 0xb8) run++;
    else {
      high += run;
      if (run >= 3) inRuns += run;
      run = 0;
    }
  }
  return high > 0 && inRuns * 2 >= high ? 'windows-1251' : 'windows-1252';
}

/**
 * Turns the bytes of an SGF file into text: a BOM, then UTF-16 without BOM, then the `CA[]` charset,
 * then strict UTF-8, then a guess among Shift_JIS, EUC-KR, GB18030 and Big5, else windows-1252/1251.
 * A file that is valid UTF-8 is read as UTF-8 even if its `CA[]` names another charset.
 */
export function decodeSgf(bytes: Uint8Array): DecodedSgf {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 'utf-8'
    : bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le'
    : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be'
    : null;
  if (bom) return { text: new Decoder(bom).decode(bytes), encoding: bom };
  const utf16 = sniffUtf16(bytes);
  const wide = utf16 && strict(bytes, utf16);
  if (wide) return wide;

  const utf8 = strict(bytes, 'utf-8');
  const ascii = !bytes.some((b) => b >= 0x80);
  let warning: string | undefined;
  const ca = declaredCharset(bytes);
  if (ca !== undefined) {
    const label = resolve(ca);
    const declared = label && !label.startsWith('utf-16') ? strict(bytes, label) : null;
    if (declared && (ascii || !utf8 || label === 'utf-8')) return declared;
    warning = declared ? `CA[${ca}] ignored: the file is UTF-8` : label ? `The file is not valid ${ca} (its CA[])` : `Unknown charset CA[${ca}]`;
  }
  const note = (text: string) => (warning ? `${warning}; ${text}` : text);
  if (utf8) {
    // Short GB/Big5 names can be valid UTF-8 by chance (时越 reads as ʱԽ): when UTF-8 gives only
    // two-byte characters outside Latin and no CA[] says otherwise, a plausible CJK reading wins.
    const cjk = !ascii && ca === undefined && /^[^\u0080-\u024f\u0800-\uffff]*$/.test(utf8.text) ? guess(bytes) : null;
    return cjk ? { ...cjk, warning: `Charset guessed as ${cjk.encoding}` } : warning ? { ...utf8, warning } : utf8;
  }
  // Mostly UTF-8 with a few broken bytes: keep UTF-8 (with replacement characters).
  const lossy = new Decoder('utf-8').decode(bytes);
  const broken = lossy.split('\ufffd').length - 1;
  if (lossy.replace(/[\0-\x7f\ufffd]/g, '').length >= 4 * broken) {
    return { text: lossy, encoding: 'utf-8', warning: note(`${broken} invalid UTF-8 sequences replaced`) };
  }
  const guessed = guess(bytes);
  // No legacy charset reads it either, and at least as many characters are whole UTF-8 as broken: UTF-8 that lost
  // bytes (Fox relays have names whose bytes became "?"). A single-byte reading would garble every character.
  // (Characters, not UTF-16 units: an emoji is one.)
  const whole = lossy.replace(/[\0-\x7f\ufffd]|[\udc00-\udfff]/g, '').length;
  if (!guessed && whole >= broken) {
    return { text: lossy, encoding: 'utf-8', warning: note(`${broken} invalid UTF-8 sequences replaced`) };
  }
  const result = guessed ?? decode(bytes, singleByte(bytes));
  return { ...result, warning: note(`Charset guessed as ${result.encoding}`) };
}
