// The position in one sentence, for a reader who cannot see the board: the I key and the "Describe the
// position" button say it in the live region ("Black 45 stones, White 44, last move Q16, Black captured 3, ko at D5").
// A chunk loaded when asked for, with its words (another language: addPositionWords('fr', {...})).
import type { Captures } from '../engine/index.js';
import type { BoardHost } from './board-host.js';
import { pointName } from './coordinates.js';
import type { Translate } from './i18n/index.js';
import { fill, wordTable } from './modes/word-table.js';
import type { BoardView } from './view.js';

const en = {
  stones: 'Black {black} stones, White {white}',
  stone: 'Black {black} stone, White {white}',
  last: 'last move {point}',
  captured: '{color} captured {n}',
  ko: 'ko at {point}',
};

const words = wordTable<typeof en>(en, {
  vi: {
    stones: 'Đen {black} quân, Trắng {white}',
    stone: 'Đen {black} quân, Trắng {white}',
    last: 'nước vừa đi {point}',
    captured: '{color} đã ăn {n}',
    ko: 'cướp (ko) tại {point}',
  },
});

export const addPositionWords = words.add;

const count = (rows: string[], stone: string): number => rows.reduce((n, row) => n + row.split(stone).length - 1, 0);

export function positionSummary(t: Translate, lang: string, view: Pick<BoardView, 'rows' | 'height' | 'lastMove' | 'koPoint'>, captures: Captures | null): string {
  const w = words.get(lang);
  const black = count(view.rows, 'X');
  const parts = [fill(black === 1 ? w.stone : w.stones, { black, white: count(view.rows, 'O') })];
  if (view.lastMove) parts.push(fill(w.last, { point: pointName(view.lastMove, view.height) }));
  for (const color of ['black', 'white'] as const) {
    const n = captures?.[color] ?? 0;
    if (n) parts.push(fill(w.captured, { color: t(color), n }));
  }
  if (view.koPoint) parts.push(fill(w.ko, { point: pointName(view.koPoint, view.height) }));
  return `${parts.join(', ')}.`;
}

/**
 * The board's describePosition(): the sentence, once the board's language is here, said in the live region
 * (`ui.announcement`); resolves with it.
 */
export async function describe(board: BoardHost, view: () => BoardView, ui: { announcement: string }): Promise<string> {
  await board.languageReady;
  const text = positionSummary(board.t, board.lang, view(), board.mode === 'capture' ? null : board.captures);
  // The same sentence twice is said again: the live region's text must change.
  ui.announcement = ui.announcement === text ? `${text}\u00a0` : text;
  board.requestUpdate();
  return text;
}
