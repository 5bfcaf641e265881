// Reading SGF RE on its own: the board says a recorded result in words without the rest of scoring.
/** A game result as SGF's RE records it, parsed. */
export interface ParsedResult {
  /** `score`: counted (B+3.5); `draw`: jigo; others as named; `unknown` for anything else (or "?"). */
  kind: 'score' | 'resign' | 'time' | 'forfeit' | 'draw' | 'void' | 'unknown';
  winner: 'black' | 'white' | null;
  /** Winning margin in points for `score` (0 for `draw`), else null. */
  margin: number | null;
}

/**
 * Parses an SGF RE value: "B+3.5", "W+12", "B+R" / "W+Resign", "B+T" / "W+Time", "B+F" / "W+Forfeit", "0",
 * "Draw", "Jigo", "Void", "?". Case and surrounding spaces are ignored; "B+0" counts as a draw.
 */
export function parseResult(re: string | null | undefined): ParsedResult {
  const r = (re ?? '').trim();
  const unknown: ParsedResult = { kind: 'unknown', winner: null, margin: null };
  if (/^(0|draw|jigo|[bw]\+0(\.0*)?)$/i.test(r)) return { kind: 'draw', winner: null, margin: 0 };
  if (/^void$/i.test(r)) return { kind: 'void', winner: null, margin: null };
  const m = /^([bw])\+(.*)$/i.exec(r);
  if (!m) return unknown;
  const winner = m[1]!.toLowerCase() === 'b' ? 'black' : 'white';
  const rest = m[2]!.trim();
  if (rest === '' ) return { kind: 'unknown', winner, margin: null };
  if (/^r(esign)?$/i.test(rest)) return { kind: 'resign', winner, margin: null };
  if (/^t(ime)?$/i.test(rest)) return { kind: 'time', winner, margin: null };
  if (/^f(orfeit)?$/i.test(rest)) return { kind: 'forfeit', winner, margin: null };
  // A margin too long to be a number (Infinity) is no score.
  if (/^\d+(\.\d*)?$|^\.\d+$/.test(rest) && Number.isFinite(Number(rest))) return { kind: 'score', winner, margin: Number(rest) };
  return { kind: 'unknown', winner, margin: null };
}
