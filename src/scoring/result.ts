import { parseResult, type ParsedResult } from './parse-result.js';
import { parseWrittenResult } from './written-result.js';

export { parseResult, type ParsedResult } from './parse-result.js';

/** An SGF RE as SGF writes it ("B+3.5", parseResult) or in words ("黑胜3又3/4子", "白1目半勝": parseWrittenResult). */
export function readResult(re: string | null | undefined): ParsedResult {
  const sgf = parseResult(re);
  return (sgf.kind === 'unknown' && !sgf.winner && parseWrittenResult(re)) || sgf;
}

/** Formats a margin (Black's total minus White's) as "B+3.5", "W+0.5" or "Jigo". */
export function formatResult(margin: number): string {
  if (margin === 0) return 'Jigo';
  return `${margin > 0 ? 'B' : 'W'}+${formatPoints(Math.abs(margin))}`;
}

/** 3 → "3", 3.5 → "3.5", rounding away float noise. */
export function formatPoints(points: number): string {
  return String(Math.round(points * 1000) / 1000);
}


/** Whether a computed margin (Black minus White) matches an SGF RE value exactly (counted results and jigo only). */
export function matchesResult(margin: number, re: string | null | undefined): boolean {
  const parsed = readResult(re);
  if (parsed.kind === 'draw') return Math.abs(margin) < 1e-9;
  if (parsed.kind !== 'score' || parsed.margin === null) return false;
  const signed = parsed.winner === 'black' ? parsed.margin : -parsed.margin;
  return Math.abs(signed - margin) < 1e-9;
}
