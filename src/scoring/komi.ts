import { foxKomi } from './fox-komi.js';
import { readResult } from './result.js';

/**
 * Where the komi used for counting came from:
 * - `file`: KM as written;
 * - `fox`: KM written times 100 (Fox: `KM[650]` is 6.5; under Chinese rules `KM[375]` is 3.75 stones, 7.5 points);
 * - `stones`: KM in stones, as some Chinese records write it (`KM[3.75]`: 3¾ stones, 7.5 points; no komi in points
 *   has a quarter);
 * - `assumed`: the file has no usable komi (none, zero, or an absurd one), but its result has a half point, so
 *   there was one: the komi of the game's era (Japanese professional practice) is used, today's when undated;
 * - `missing`: the file has no komi and nothing says there was one: counted with none;
 * - `invalid`: KM is not a number a game can have (`KM[1e308]`) and the result says nothing: counted with none.
 */
export type KomiSource = 'file' | 'fox' | 'stones' | 'assumed' | 'missing' | 'invalid';

export interface KomiReading {
  komi: number;
  source: KomiSource;
  /** What KM said, when it said something that was not used as written. */
  written?: string;
  /** `assumed`: the year the komi was chosen by (null: the file has no date, today's komi). */
  year?: number | null;
}

/** A komi beyond this many points is no real komi (the largest boards have 52 x 52 = 2,704 points). */
const MAX_KOMI = 2704;

/**
 * Komi by era, for records that lost it (Nihon Ki-in practice): 4.5 from the 1950s, 5.5 from 1974, 6.5 from 2003
 * (Japanese title matches; Korean events moved to 6.5 in 2002). Before the 1950s games were played without komi, so
 * a half point there is read as the 4.5 of the first komi games. Chinese rules (area counting, or a result in stones):
 * 5.5 points (2¾ stones) until 2001, 7.5 (3¾ stones) from 2002.
 */
function komiOfYear(year: number | null, chinese: boolean): number {
  if (chinese) return year !== null && year < 2002 ? 5.5 : 7.5;
  if (year === null) return 6.5;
  if (year >= 2003) return 6.5;
  if (year >= 1974) return 5.5;
  return 4.5;
}

/** The year of an SGF DT value ("1976-03-25", "1976-03-25,26", "1852"), or null. */
export function yearOf(date: string | undefined): number | null {
  const m = /(?:^|\D)(1[5-9]\d\d|20\d\d)(?!\d)/.exec(date ?? '');
  return m ? Number(m[1]) : null;
}

/**
 * Reads the komi to count with from a record's KM (as a number, or as written), RU, RE and DT, and says where it
 * came from. Fox's KM times 100 is converted; an absurd KM is refused; a missing (or zero) komi in a game whose
 * counted result has a half point is replaced by the komi of the game's era, as "assumed".
 */
export function readKomi(record: { komi?: number | string; rules?: string; result?: string; date?: string }): KomiReading {
  const raw = record.komi;
  const written = raw === undefined ? undefined : String(raw).trim();
  // NaN when nothing is written; something written that is not a finite number is refused.
  const km = typeof raw === 'number' ? raw : written ? Number(written.replace(',', '.')) : NaN;
  const chinese = /chin/i.test(record.rules ?? '');
  // No usable komi (none, zero, or one no game has): was there one? A counted result with a half point says so.
  const result = readResult(record.result);
  const half = result.kind === 'score' && result.margin !== null && Math.abs((result.margin % 1) - 0.5) < 1e-9;
  const year = yearOf(record.date);
  const assumed = (): KomiReading | null =>
    half ? { komi: komiOfYear(year, chinese || /子/.test(record.result ?? '')), source: 'assumed', year, ...(written !== undefined ? { written } : {}) } : null;
  if (written && !Number.isFinite(km)) return assumed() ?? { komi: 0, source: 'invalid', written };
  const fox = foxKomi(km, chinese);
  if (fox !== null) return { komi: fox, source: 'fox', written };
  if (Number.isFinite(km) && Math.abs(km) > MAX_KOMI) return assumed() ?? { komi: 0, source: 'invalid', written };
  const quarter = Math.abs(km % 1);
  if (quarter === 0.25 || quarter === 0.75) return { komi: km * 2, source: 'stones', written };
  if (Number.isFinite(km) && km !== 0) return { komi: km, source: 'file' };
  return assumed() ?? (Number.isFinite(km) ? { komi: 0, source: 'file' } : { komi: 0, source: 'missing' });
}
