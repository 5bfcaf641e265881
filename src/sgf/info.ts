import type { SgfNode } from './parse.js';
import { GAME_INFO_IDS, TEXT } from './info-ids.js';
import { readNumber } from './properties.js';

/**
 * Game information, read from the game-info node of a node's path: the nearest node at or above it
 * with any of PB PW BR WR RE DT EV RO PC GN RU TM KM HA (usually the root). Text is as written (untrusted: render it as text, never as
 * HTML or a URL). Numbers are undefined when missing or unreadable (`KM[]`, `HA[<b>2</b>]`).
 */
export interface GameInfo {
  black?: string; // PB
  white?: string; // PW
  blackRank?: string; // BR
  whiteRank?: string; // WR
  result?: string; // RE
  date?: string; // DT
  event?: string; // EV
  round?: string; // RO
  place?: string; // PC
  name?: string; // GN
  rules?: string; // RU
  /** TM: main time in seconds. */
  time?: number;
  /** KM, as written (Fox's `KM[375]` style is not converted). */
  komi?: number;
  /** HA: number of handicap stones (0 or missing for none). */
  handicap?: number;
}

export { GAME_INFO_IDS, type GameInfoId } from './info-ids.js';

/** Whether a node holds game information. */
export const hasGameInfo = (node: SgfNode): boolean => GAME_INFO_IDS.some((id) => node.props[id]);

export function readGameInfo(node: SgfNode): GameInfo {
  let source = node;
  for (let n: SgfNode | null = node; n && !hasGameInfo(source); n = n.parent) source = n;
  const info: GameInfo = {};
  for (const [key, id] of Object.entries(TEXT) as [keyof typeof TEXT, string][]) {
    const value = source.props[id]?.[0]?.trim();
    if (value) info[key] = value;
  }
  const number = (id: string) => readNumber(source.props[id]?.[0]);
  const time = number('TM');
  const komi = number('KM');
  const handicap = number('HA');
  if (time !== undefined) info.time = time;
  if (komi !== undefined) info.komi = komi;
  if (handicap !== undefined && Number.isInteger(handicap) && handicap >= 0) info.handicap = handicap;
  return info;
}
