import { analyzeTerritory } from './territory.js';
import { finishGame } from './finish.js';
import { checkBoard, deadMask, maskVertices } from './grid.js';
import { formatResult } from './result.js';
import type { AddedMove, Rules, Score, ScoreInput } from './types.js';

/**
 * Counts a finished position.
 *
 * Japanese (1989) rules: territory is the empty points surrounded by the living stones of one colour only; points
 * of groups in seki are not territory, dame are neutral, false eyes that must be filled are not counted. Dead
 * stones are removed, added to the capturer's prisoners, and their points become territory. Score = territory +
 * prisoners, plus komi for White. Handicap stones give nothing.
 *
 * Chinese (area) rules: living stones plus the empty (and dead-stone) points only one colour's living stones
 * reach, plus komi for White, and White's compensation for the handicap stones (`handicap`: Black's extra stones
 * would otherwise count as area). Seki eyes count for their owner here; shared liberties do not.
 *
 * With `finish`, the position is first played out to the end (see finishGame: neutral points filled, the
 * protective moves they force, open kos), `toMove` first, and the finished position is counted; the moves added
 * are in `added`. That is how a record that stops with dame open (most professional records) reaches the
 * recorded result.
 */
export function countScore(input: ScoreInput): Score {
  const { width } = input;
  const height = input.height ?? width;
  checkBoard(width, height, input.signs);
  const rules: Rules = input.rules ?? 'japanese';
  if (rules !== 'japanese' && rules !== 'chinese') throw new RangeError(`Unknown rules: ${String(rules)}`);
  const komi = Number.isFinite(input.komi) ? input.komi! : 0;
  const handicap = rules === 'chinese' ? Math.max(0, input.handicap ?? 0) : 0;
  const given = input.captures ?? { black: 0, white: 0 };
  const markedDead = deadMask(width, height, input.signs, input.dead);
  const n = width * height;
  const kept = input.alive ? deadMask(width, height, input.signs, input.alive) : undefined;
  // A stone listed both dead and alive is alive: the hand's marking wins.
  if (kept) for (let p = 0; p < n; p++) if (kept[p]) markedDead[p] = 0;
  // The neutral points of the position as given: where the border was left open.
  const asGiven = analyzeTerritory(width, height, input.signs, markedDead);
  const open = maskVertices(width, asGiven.dame);

  let signs: ArrayLike<number> = input.signs;
  let dead = markedDead;
  let captures = given;
  let added: AddedMove[] = [];
  if (input.finish) {
    const finished = finishGame(width, height, input.signs, markedDead, input.toMove === 'white' ? -1 : 1, kept);
    signs = finished.signs;
    dead = finished.dead;
    captures = { black: given.black + finished.captures.black, white: given.white + finished.captures.white };
    added = finished.moves.map((m) => ({ color: m.sign > 0 ? 'black' : 'white', vertex: m.vertex, kind: m.kind }));
  }
  const analysis = input.finish ? analyzeTerritory(width, height, signs, dead) : asGiven;

  let deadBlack = 0, deadWhite = 0, stonesBlack = 0, stonesWhite = 0;
  for (let p = 0; p < n; p++) {
    const s = signs[p]!;
    if (s > 0) dead[p] ? deadBlack++ : stonesBlack++;
    else if (s < 0) dead[p] ? deadWhite++ : stonesWhite++;
  }

  const ownership = new Int8Array(n);
  let territoryBlack = 0, territoryWhite = 0;
  if (rules === 'japanese') {
    for (let p = 0; p < n; p++) {
      const t = analysis.territory[p]!;
      ownership[p] = t;
      if (t > 0) territoryBlack++;
      else if (t < 0) territoryWhite++;
    }
  } else {
    for (let p = 0; p < n; p++) {
      const a = analysis.area[p]!;
      if (a > 0) territoryBlack++;
      else if (a < 0) territoryWhite++;
      const s = signs[p]!;
      ownership[p] = s !== 0 && !dead[p] ? (s > 0 ? 1 : -1) : a;
    }
  }

  const prisonersBlack = captures.black + deadWhite;
  const prisonersWhite = captures.white + deadBlack;
  const totalBlack = rules === 'japanese' ? territoryBlack + prisonersBlack : territoryBlack + stonesBlack;
  const totalWhite = (rules === 'japanese' ? territoryWhite + prisonersWhite : territoryWhite + stonesWhite + handicap) + komi;
  const margin = totalBlack - totalWhite;

  const seki = new Uint8Array(n);
  const dame = new Uint8Array(n);
  const falseEyes = new Uint8Array(n);
  for (let p = 0; p < n; p++) {
    if (analysis.seki[p] && (signs[p] === 0 || dead[p] || Math.sign(signs[p]!) === analysis.seki[p])) seki[p] = 1;
    if (analysis.dame[p]) dame[p] = 1;
    if (rules === 'japanese' && analysis.falseEye[p] && analysis.territory[p] === 0 && (signs[p] === 0 || dead[p])) falseEyes[p] = 1;
  }

  return {
    rules,
    black: { territory: territoryBlack, prisoners: prisonersBlack, stones: stonesBlack, total: totalBlack },
    white: { territory: territoryWhite, prisoners: prisonersWhite, stones: stonesWhite, komi, handicap, total: totalWhite },
    dead: maskVertices(width, markedDead),
    margin,
    result: formatResult(margin),
    ownership,
    seki: maskVertices(width, seki),
    dame: maskVertices(width, dame),
    falseEyes: maskVertices(width, falseEyes),
    open,
    added,
    captures,
  };
}

/**
 * White's points for a handicap in area counting (ScoreInput.handicap), from the record's RU and HA: one per
 * stone (Chinese rules, KGS), one less under AGA rules, none under New Zealand rules; nothing without a
 * handicap (HA below 2), nor for an HA that no board of `points` points could hold (HA[1000000000]).
 */
export function handicapPoints(rules: string | undefined, stones: number, points = 52 * 52): number {
  if (stones < 2 || !Number.isInteger(stones) || stones > points) return 0;
  return /new ?zealand|\bnz\b/i.test(rules ?? '') ? 0 : /\baga\b/i.test(rules ?? '') ? stones - 1 : stones;
}
