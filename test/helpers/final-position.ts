// The final position of a game record's main line, replayed by the project's own SGF layer, and the
// players' dead stones read from the final TB/TW marks. Shared by the scoring tests and the benchmarks.
import type { Vertex } from '../../src/engine/index.js';
import { endsWithPasses, loadSgf, readPoints, SgfCursor } from '../../src/sgf/index.js';

export interface FinalPosition {
  width: number;
  height: number;
  signs: Int8Array;
  captures: { black: number; white: number };
  komi: number;
  handicap: number;
  rules: string;
  re: string;
  /** DT as written ('' when missing). */
  date: string;
  /** KM as read (undefined when missing or unreadable). */
  km: number | undefined;
  /** The player to move after the main line's last node. */
  toMove: 'black' | 'white';
  /** Whether the main line ends with both players passing (a game the players declared finished). */
  endsWithPasses: boolean;
  /** Stones under the other colour's final TB / TW marks, sorted by y then x; null when the record has no marks. */
  markedDead: Vertex[] | null;
}

export function finalPosition(input: string | Uint8Array): FinalPosition {
  const cursor = new SgfCursor(loadSgf(input).games[0]!);
  const { width, height } = cursor;
  let marks: { tb: Vertex[]; tw: Vertex[] } | null = null;
  for (const node of cursor.mainLine()) {
    cursor.go(node);
    if (node.props.TB || node.props.TW) marks = { tb: readPoints(node, 'TB', width, height), tw: readPoints(node, 'TW', width, height) };
  }
  const signs = cursor.game.signs();
  const markedDead = marks
    ? [...marks.tb.filter(([x, y]) => signs[y * width + x]! < 0), ...marks.tw.filter(([x, y]) => signs[y * width + x]! > 0)].sort(
        (a, b) => a[1] - b[1] || a[0] - b[0],
      )
    : null;
  const { info } = cursor;
  return {
    width,
    height,
    signs,
    captures: cursor.game.captures,
    komi: info.komi ?? 0,
    handicap: info.handicap ?? 0,
    rules: info.rules ?? '',
    re: info.result ?? '',
    date: info.date ?? '',
    km: info.komi,
    toMove: cursor.game.toMove,
    endsWithPasses: endsWithPasses(cursor.node, width, height),
    markedDead,
  };
}
