// Results written in words rather than SGF's "B+3.5": Chinese, Japanese and Korean records (and some English ones)
// write RE as the players' own notation. Read here for the count's comparison with the record and the komi
// assumed from a half point; the board's info line shows such a RE as written.
import type { ParsedResult } from './parse-result.js';

const BLACK = /^(黑|黒|흑|black)/i;
const WHITE = /^(白|백|white)/i;
const DRAW = /^(和棋|和局|和|持碁|ジゴ|무승부|jigo|draw)/i;
const RESIGN = /中盘|中盤|中押|불계|resign/i;
const TIME = /超时|超時|時間切|시간|time/i;

/**
 * "黑胜3又3/4子" (Chinese: stones, each worth two points: B+7.5), "白1目半勝" or "白半目勝ち" (Japanese points),
 * "백 1.5집승" or "흑 반집승" (Korean points), "黑中盘胜" / "黒中押し勝ち" / "흑 불계승" (resignation), "白超时胜"
 * (time), "和棋" / "持碁" / "무승부" (jigo), "Black wins by 2.5" / "White won by resignation". Null when it is none of them.
 */
export function parseWrittenResult(re: string | null | undefined): ParsedResult | null {
  const r = (re ?? '').trim().normalize('NFKC');
  if (DRAW.test(r)) return { kind: 'draw', winner: null, margin: 0 };
  const winner = BLACK.test(r) ? 'black' : WHITE.test(r) ? 'white' : null;
  if (!winner) return null;
  if (RESIGN.test(r)) return { kind: 'resign', winner, margin: null };
  if (TIME.test(r)) return { kind: 'time', winner, margin: null };
  const margin = writtenMargin(r);
  return margin === null ? { kind: 'unknown', winner, margin: null } : { kind: 'score', winner, margin };
}

/** The margin in points of a written result, or null. */
function writtenMargin(written: string): number | null {
  // A margin after the win comes first ("黑贴3又3/4子胜1/4子" names the komi before it); Japanese and Korean write the
  // margin before (白1目半勝).
  const won = /[胜勝승]|wins?|won/i.exec(written);
  return (won && marginIn(written.slice(won.index))) ?? marginIn(written);
}

function marginIn(r: string): number | null {
  // Chinese stones: "3又3/4子", "1/4子", "2.75子", "3子", "1子半" (a half stone more).
  const stones = /(\d+(?:\.\d+)?)?\s*又?\s*(?:(\d+)\s*\/\s*(\d+))?\s*子(半)?/.exec(r);
  if (stones && (stones[1] || stones[2])) {
    const whole = Number(stones[1] ?? 0);
    const part = (stones[2] ? Number(stones[2]) / Number(stones[3]) : 0) + (stones[4] ? 0.5 : 0);
    const n = 2 * (whole + part);
    return Number.isFinite(n) ? n : null;
  }
  // Points: Japanese 目 (and 目半: a half more; 半目 alone: a half), Korean 집 (집반, 반집), Chinese 点, English "by 2.5".
  const half = /(半目|반집)/.test(r);
  const points = /(\d+(?:\.\d+)?)\s*(目|집|点|點|points?\b)(\s*(半|반))?/i.exec(r) ?? /\bby\s+(\d+(?:\.\d+)?)/i.exec(r);
  if (points) {
    const n = Number(points[1]) + (points[4] ? 0.5 : 0);
    return Number.isFinite(n) ? n : null;
  }
  return half ? 0.5 : null;
}
