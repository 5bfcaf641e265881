// A game at one node as a Diagram (svg.ts draws it): the position, the node's markup, the VW crop, and
// book-style figures: the moves from `from` to here numbered on their points, and the moves played
// where the figure already shows a stone written under it ("12 at 6", "15 at a", "(ko)" for a retake).
// SGF FG starts a figure and PM says how moves are numbered, when the file has them. No DOM.
import type { Vertex } from '../engine/index.js';
import { ReplayCursor } from '../sgf/replay-cursor.js';
import { readGameInfo } from '../sgf/info.js';
import { markupOf, viewOf } from '../sgf/markup.js';
import type { SgfNode } from '../sgf/parse.js';
import { readNumber } from '../sgf/properties.js';
import { readCrop, type Crop } from './read-crop.js';

export { readCrop, type Crop };
import type { Diagram } from './svg.js';

/** The words of a diagram's notes and title. */
export interface DiagramWords {
  at: string;
  ko: string;
  pass: string;
  move: string;
  black: string;
  white: string;
  board: string;
}

export const DIAGRAM_WORDS: Readonly<Record<string, DiagramWords>> = {
  en: { at: 'at', ko: 'ko', pass: 'pass', move: 'move', black: 'Black', white: 'White', board: 'Go board' },
  vi: { at: 'tại', ko: 'cướp', pass: 'bỏ lượt', move: 'nước', black: 'Đen', white: 'Trắng', board: 'Bàn cờ vây' },
};

/** Own properties only: a lang of "constructor" is just an unknown language. */
export const diagramWords = (lang: string | undefined): DiagramWords => {
  const code = (lang ?? '').toLowerCase().split('-')[0] ?? '';
  return Object.prototype.hasOwnProperty.call(DIAGRAM_WORDS, code) ? DIAGRAM_WORDS[code]! : DIAGRAM_WORDS.en!;
};


export interface FigureOptions {
  /** Number the moves from this one to the shown move (book-style figure). Default: from the last FG on the way, else none; 0 for none. */
  from?: number;
  /** The part to show: "A1-K10" (board coordinates), "aa:jj" (SGF points), [x0, y0, x1, y1]; null for the whole board. Default: the file's VW. */
  crop?: string | [number, number, number, number] | null;
  coordinates?: boolean;
  /** Language of the notes: en, vi. */
  lang?: string;
  /** Mark the last move (when it is not numbered). Default true. */
  lastMove?: boolean;
}


const key = ([x, y]: Vertex): number => y * 64 + x;

/** The nodes from the root to `node`. */
const pathTo = (node: SgfNode): SgfNode[] => {
  const path: SgfNode[] = [];
  for (let n: SgfNode | null = node; n; n = n.parent) path.push(n);
  return path.reverse();
};

/** The diagram of the game at `node` (a node of the tree under `root`). */
export function diagramOf(root: SgfNode, node: SgfNode, options: FigureOptions = {}): Diagram {
  const words = diagramWords(options.lang);
  const cursor = new ReplayCursor(root);
  const { width, height } = cursor;
  const path = pathTo(node);
  const states = path.map((n) => ({ ...cursor.go(n) }));
  const here = states[states.length - 1]!;
  const info = readGameInfo(node);
  const moveNumber = here.moveNumber;

  // FG (figure start) and PM (how moves are numbered) on the way here.
  let pm = 1;
  let fg: number | null = null;
  let figureName = '';
  for (let i = path.length - 1; i >= 0; i--) {
    const value = path[i]!.props.PM;
    if (value) {
      pm = readNumber(value[0]) ?? 1;
      break;
    }
  }
  for (let i = path.length - 1; i >= 0; i--) {
    const n = path[i]!;
    if (fg === null && n.props.FG) {
      const s = states[i]!;
      fg = n.props.B || n.props.W ? s.moveNumber : s.moveNumber + 1;
      const value = n.props.FG[0] ?? '';
      figureName = value.includes(':') ? value.slice(value.indexOf(':') + 1).trim() : '';
    }
  }
  const from = pm === 0 ? 0 : Math.floor(options.from ?? fg ?? 0);
  const label = (m: number): string => String(pm === 2 ? ((m - 1) % 100) + 1 : m);

  let rows = cursor.position();
  let numbers: Diagram['numbers'] = [];
  const labels: Diagram['labels'] = [];
  const notes: string[] = [];
  if (figureName) notes.push(figureName);
  if (from > 0 && from <= moveNumber) {
    // The board before the figure's first move, then each move on its point while the point is free in the figure.
    let start = 0;
    while (start + 1 < states.length && states[start + 1]!.moveNumber < from) start++;
    cursor.go(path[start]!);
    const grid = cursor.position().map((r) => r.split(''));
    const shown = new Map<number, string>(); // point → its number, or letter for a stone from before the figure
    // For ko: the single stone each stone captured when it was played.
    const tookOne = new Map<number, number>();
    const later = new Map<string, { moves: string[]; ko: boolean; first: number }>();
    let letters = 0;
    for (let i = 1; i < states.length; i++) {
      const s = states[i]!;
      const move = s.move;
      if (!move?.vertex) {
        if (move && i > start) notes.push(`${label(s.moveNumber)} ${words.pass}`);
        continue;
      }
      const k = key(move.vertex);
      const [x, y] = move.vertex;
      const one = s.captured.length === 1 ? key(s.captured[0]!) : -1;
      const ko = one >= 0 && tookOne.get(one) === k;
      tookOne.set(k, one);
      if (i <= start) continue;
      const row = grid[y]!;
      if (row[x] === '.') {
        row[x] = move.color === 'black' ? 'X' : 'O';
        shown.set(k, label(s.moveNumber));
        numbers.push({ vertex: move.vertex, text: label(s.moveNumber) });
        continue;
      }
      let at = shown.get(k);
      if (at === undefined) {
        at = String.fromCharCode(97 + (letters++ % 26));
        shown.set(k, at);
        labels.push({ vertex: move.vertex, text: at });
      }
      const note = later.get(at) ?? { moves: [], ko: false, first: s.moveNumber };
      note.moves.push(label(s.moveNumber));
      note.ko ||= ko;
      later.set(at, note);
    }
    rows = grid.map((r) => r.join(''));
    const laterNotes = [...later].sort((a, b) => a[1].first - b[1].first);
    for (const [at, { moves, ko }] of laterNotes) notes.push(`${moves.join(', ')} ${words.at} ${at}${ko ? ` (${words.ko})` : ''}`);
  }

  // The node's markup; DD and VW last from the node that set them.
  const markup = markupOf(node, width, height);
  const marks: Diagram['marks'] = [];
  for (const [id, shape] of [['TR', 'triangle'], ['SQ', 'square'], ['CR', 'circle'], ['MA', 'cross'], ['SL', 'selected'], ['TB', 'territory-black'], ['TW', 'territory-white']] as const) {
    for (const vertex of markup[id]) marks.push({ vertex, shape });
  }
  let dimmed: Vertex[] | null = null;
  let view: [number, number, number, number] | null | undefined;
  for (let i = path.length - 1; i >= 0 && (dimmed === null || view === undefined); i--) {
    const n = path[i]!;
    if (dimmed === null && n.props.DD) dimmed = markupOf(n, width, height).DD ?? [];
    if (view === undefined) view = viewOf(n, width, height);
  }
  let crop = view ? readCrop(view, width, height) : null;
  if (options.crop !== undefined) {
    crop = options.crop === null ? null : readCrop(options.crop, width, height);
    if (options.crop !== null && !crop) throw new Error(`The crop "${String(options.crop)}" is not two points on this ${width}×${height} board (write it as A1-K10).`);
  }
  const numbered = numbers.length > 0;
  const move = here.move?.vertex ?? null;
  const players = [info.black, info.white].filter(Boolean).join(' – ');
  return {
    width,
    height,
    rows,
    crop,
    coordinates: !!options.coordinates,
    marks,
    labels: [...markup.LB, ...labels],
    lines: [...markup.AR.map(([a, b]) => ({ from: a, to: b, arrow: true })), ...markup.LN.map(([a, b]) => ({ from: a, to: b, arrow: false }))],
    dimmed: dimmed ?? [],
    numbers,
    lastMove: options.lastMove === false || numbered || !move ? null : move,
    notes,
    title: `${info.name || players || `${words.board} ${width}×${height}`}, ${words.move} ${moveNumber}`,
  };
}
