import { foxKomi } from '../scoring/fox-komi.js';
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

/**
 * KM as the board's language writes numbers ("6,5" in Vietnamese); Fox's KM times 100 read, with what was written
 * after it ("6.5 (650)"); anything but a plain decimal of at most three decimals (what the formatter keeps) as
 * written.
 */
export function komiText(km: string, lang: string, rules = ''): string {
  if (!/^\s*-?\d+(\.\d{1,3})?\s*$/.test(km)) return km;
  const fox = foxKomi(Number(km), /chin/i.test(rules));
  return fox === null ? numeral(Number(km), lang) : `${numeral(fox, lang)} (${km.trim()})`;
}
