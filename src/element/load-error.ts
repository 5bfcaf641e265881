// Why a load failed, as the board keeps it: an English message (load()'s rejection, go-error), and the same
// sentence in a board's language (`say`, from load-messages.ts). Sizes are said in the board's words and numerals (mib).
import type { Translate } from './i18n/index.js';
import { numeral } from './numeral.js';

/** A sentence in the language of the words given, its numbers written as `lang` writes them (load-messages.ts makes them). */
export type Say = (t: Translate, lang: string) => string;

/** A loading failure the board can explain: what went wrong, in a sentence, and which kind it was. */
export class LoadError extends Error {
  /** The sentence in a board's language (the message is English): the board shows it. */
  say?: Say;

  constructor(
    message: string,
    readonly kind: 'http' | 'network' | 'content-type' | 'not-sgf' | 'parse' | 'empty' | 'input' | 'too-big',
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'LoadError';
  }
}

/** A size in bytes ("262,144 bytes", "262.144 byte" in Vietnamese), or in MB from 1 MiB up, to one decimal ("3.8 MB", "3,8 MB"), as `lang` writes numbers. */
export const mib = (n: number, t: Translate, lang: string): string =>
  n < 1048576 ? t('bytes', { n: numeral(n, lang) }) : `${numeral(Math.round(n / 104857.6) / 10, lang)} MB`;
