import { parseResult } from '../scoring/parse-result.js';
import type { Translate } from './i18n/index.js';
import { numeral } from './numeral.js';

/**
 * A game's result (SGF RE) in the board's words, with the record's own notation after a win, which players read:
 * "White won by resignation (W+R)", "Đen thắng 3,5 điểm (B+3.5)", "Jigo (a draw)". Anything else as written.
 */
export function resultText(t: Translate, lang: string, re: string): string {
  const r = parseResult(re);
  const written = re.trim();
  if (r.kind === 'unknown' && written !== '?') return re;
  const won = r.winner ?? 'black';
  const words = t(r.kind === 'draw' ? 'jigo' : `result_${r.kind}`, { color: t(won), loser: t(won === 'black' ? 'white' : 'black'), n: numeral(r.margin ?? 0, lang) });
  return r.winner ? `${words} (${written})` : words;
}

/** KM as the board's language writes numbers ("6,5" in Vietnamese); anything but a plain decimal of at most three decimals (what the formatter keeps) as written. */
export const komiText = (km: string, lang: string): string => (/^\s*-?\d+(\.\d{1,3})?\s*$/.test(km) ? numeral(Number(km), lang) : km);
