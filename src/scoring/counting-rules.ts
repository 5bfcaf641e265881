// Which rules a position is counted by, from the board's choice and the record's RU: shared by the count, the
// estimate and the benchmark, so that they always count alike.
import type { Rules } from './types.js';

/** A choice of rules as the counter knows it, in any case ('' when it names neither: then the file's RU decides). */
export function rulesChoice(text: string | null | undefined): Rules | '' {
  const r = String(text ?? '').toLowerCase();
  return r.startsWith('chin') || r === 'area' ? 'chinese' : r.startsWith('jap') || r === 'territory' ? 'japanese' : '';
}

/** The rules a record's result was counted by: Chinese, AGA and New Zealand rules (RU) count area. */
export const fileRules = (ru: string | null | undefined): Rules => (/chin|aga|new ?zealand|\bnz\b/i.test(ru ?? '') ? 'chinese' : 'japanese');

/** The rules a position is counted by: the choice (the board's `rules`) if it names some, else the record's RU. */
export const countingRules = (choice: string | null | undefined, ru: string | null | undefined): Rules => rulesChoice(choice) || fileRules(ru);
