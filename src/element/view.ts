import type { Color, Vertex } from '../engine/index.js';
import type { ReplayCursor } from '../sgf/replay-cursor.js';
import type { SgfNode } from '../sgf/parse.js';

export type MarkShape = 'triangle' | 'square' | 'circle' | 'cross' | 'selected' | 'dim' | 'territory-black' | 'territory-white';

/** Everything the SVG renderer needs to draw one board state: plain data, no behaviour. */
export interface BoardView {
  width: number;
  height: number;
  /** Rows top first: '.', 'X' black, 'O' white. */
  rows: string[];
  lastMove: Vertex | null;
  /** Stones the last move removed, drawn as ghosts. */
  captured: Vertex[];
  capturedColor: Color | null;
  koPoint: Vertex | null;
  marks: { vertex: Vertex; shape: MarkShape }[];
  labels: { vertex: Vertex; text: string }[];
  lines: { from: Vertex; to: Vertex; arrow: boolean }[];
  /** Next-move alternatives shown on the board, labelled A, B, … */
  variations: { vertex: Vertex; label: string; color: Color }[];
  /** Move numbers drawn on stones, when enabled. */
  numbers: { vertex: Vertex; text: string }[];
  /** Points of groups in atari, when the highlight is on. */
  atari: Vertex[];
  /** Per point ownership in scoring mode (1 black, -1 white, 0 none), index y * width + x. */
  ownership: Int8Array | null;
  dead: Vertex[];
  /** Points to dim (SGF DD, or outside a VW view). */
  dimmed: Vertex[];
  /** Crop (SGF VW): the visible rectangle, inclusive. */
  view: { x0: number; y0: number; x1: number; y1: number } | null;
  coordinates: boolean;
  /** Liberties of the group under the pointer (the liberties aid). */
  liberties: Vertex[];
  /** Hover / keyboard cursor point. */
  cursor: Vertex | null;
}

export const emptyView = (width: number, height: number, rows: string[]): BoardView => ({
  width,
  height,
  rows,
  lastMove: null,
  captured: [],
  capturedColor: null,
  koPoint: null,
  marks: [],
  labels: [],
  lines: [],
  variations: [],
  numbers: [],
  atari: [],
  ownership: null,
  dead: [],
  dimmed: [],
  view: null,
  coordinates: false,
  liberties: [],
  cursor: null,
});

export const stoneAt = (view: BoardView, [x, y]: Vertex): string => view.rows[y]?.[x] ?? '.';
/** Marks on a black stone are drawn light, elsewhere dark (the board's and the markup layer's). */
export const inkClass = (view: BoardView, v: Vertex): string => (stoneAt(view, v) === 'X' ? 'ink-light' : 'ink-dark');

/** The node a game under review shows, as markup and variations are read from it (Review has it). */
export interface ReviewedNode {
  readonly node: SgfNode;
  readonly size: [number, number];
  readonly cursor: ReplayCursor;
  readonly variationIndex: number;
}
