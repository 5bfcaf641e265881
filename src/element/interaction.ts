// What the reader does on the board itself: keys on the focused board, clicks and taps on points, the
// pointer over a group (its liberties), dropping a file. Part of go-board.js: a board answers at first paint.
// Code here sees the board through its public API and what it is given (BoardHost, never the element class).
import type { Vertex } from '../engine/index.js';
import { pointName } from './coordinates.js';
import { panelParts } from './panel-slot.js';
import type { BoardHost } from './board-host.js';
import type { BoardMode, Translate } from './modes/mode.js';
import type { Review } from './review.js';

/** A sentence under the board, in the board's current language. */
export interface Notice {
  text: (t: Translate) => string;
  /** An illegal move or a refused action, not a piece of information. */
  warning: boolean;
  /** Why a move was refused ('ko', …): the board then leaves out what would say it twice. */
  reason?: string;
}

/** What the reader points at and is told: the board draws it, this code changes it. */
export interface InteractionState {
  /** The keyboard's point on the board (Shift + arrows move it, Enter or Space acts there), or null. */
  cursor: Vertex | null;
  /** The group under the pointer (or last tapped), whose liberties are marked. */
  pointed: Vertex | null;
  /** A sentence about the last click: why a move is illegal, how many liberties a group has. */
  notice: Notice | null;
  /** Said to screen readers (a live region). */
  announcement: string;
  /** A file is dragged over the board. */
  dragging: boolean;
  /** A finger tap waiting for a second one to play there (see confirmTap), and the node and position it was made at. */
  armed?: { vertex: Vertex; node: unknown; position: string } | null;
}


/** What the board gives with each event: itself, the shared state, the mode that took it over, the game under review. */
export interface InteractionContext {
  board: BoardHost;
  ui: InteractionState;
  mode?: BoardMode | null;
  review?: Review | null;
  /** The part of the board on show (a VW or `crop` part; null: all of it). */
  shown?: () => { x0: number; y0: number; x1: number; y1: number } | null;
  /** Closes a failed load's message shown over a game; whether there was one. */
  close?: () => boolean;
  t: Translate;
}

/** Handles one event the board passed on; returns whether it used it (the board then draws again). */
export function interact(c: InteractionContext, e: Event): boolean {
  switch (e.type) {
    case 'keydown':
      return onKey(c, e as KeyboardEvent);
    case 'click': {
      const v = vertexAt(c, e as MouseEvent);
      // A tap on a small point is confirmed first where a tap plays (panel-parts.ts: play mode and the modes load it).
      if (v && !panelParts?.confirmTap(c, e as PointerEvent, v, size(c.board)[1])) actAt(c, v);
      return !!v;
    }
    case 'pointermove':
      return onPointerMove(c, e as PointerEvent);
    case 'pointerleave':
      if (!c.ui.pointed) return false;
      point(c, null);
      return true;
    case 'dragover': {
      if (!c.board.allowOpen || !(e as DragEvent).dataTransfer?.types.includes('Files')) return false;
      e.preventDefault();
      // Fired again and again while dragging: the board is drawn again only when it starts.
      const started = !c.ui.dragging;
      c.ui.dragging = true;
      return started;
    }
    case 'dragleave': {
      const was = c.ui.dragging;
      c.ui.dragging = false;
      return was;
    }
    case 'drop': {
      if (!c.board.allowOpen) return false;
      e.preventDefault();
      c.ui.dragging = false;
      const file = (e as DragEvent).dataTransfer?.files[0];
      if (file) c.board.load(file).catch(() => undefined);
      return true;
    }
  }
  return false;
}

const size = (board: BoardHost): [number, number] => {
  const rows = board.position;
  return [rows[0]?.length ?? 0, rows.length];
};

/** The part of the board on show: a VW crop, or all of it. Points outside it cannot be clicked or reached. */
function visible(c: InteractionContext): { x0: number; y0: number; x1: number; y1: number } {
  const [w, h] = size(c.board);
  return c.shown?.() ?? { x0: 0, y0: 0, x1: w - 1, y1: h - 1 };
}

/** Keys on the focused board (the board has already left out modifier keys and keys meant for its controls). */
function onKey(c: InteractionContext, e: KeyboardEvent): boolean {
  const mode = c.mode;
  // A mode's own keys first: edit mode's I is its Line tool, not the position said.
  // Escape closes a failed load's message over a game first (as its Close button does).
  const used = (e.key === 'Escape' && !!c.close?.()) || pointKey(c, e) || (mode ? mode.key(e.key) : boardKey(c, e.key)) || describeKey(c, e.key);
  if (used) e.preventDefault();
  return used;
}

/** I: the position said in words (for a screen reader), in every mode that has no I of its own. */
function describeKey({ board }: InteractionContext, key: string): boolean {
  if (key !== 'i' && key !== 'I') return false;
  void board.describePosition();
  return true;
}

function boardKey({ board, review }: InteractionContext, key: string): boolean {
  // Play mode's P, U and R come with its buttons (panel-parts.ts: play mode has it loaded).
  if (board.mode === 'play' && panelParts?.playKey(board, key)) return true;
  if (!review) return false;
  const steps: Record<string, () => void> = {
    ArrowLeft: () => board.previous(),
    ArrowRight: () => board.next(),
    Home: () => board.first(),
    End: () => board.last(),
    PageUp: () => board.goTo(board.moveNumber - 10),
    PageDown: () => board.goTo(board.moveNumber + 10),
    ArrowUp: () => board.chooseVariation(review.variationIndex - 1),
    ArrowDown: () => board.chooseVariation(review.variationIndex + 1),
  };
  steps[key]?.();
  return key in steps;
}

/**
 * The board without a mouse: Shift + arrows move a point cursor, Enter or Space acts there as a
 * click would (play, toggle a dead group, show liberties), Escape hides it. Returns whether it used the key.
 */
function pointKey(c: InteractionContext, e: KeyboardEvent): boolean {
  const { ui, t } = c;
  const steps: Record<string, Vertex> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  const step = e.shiftKey ? steps[e.key] : undefined;
  const h = size(c.board)[1];
  const { x0, y0, x1, y1 } = visible(c);
  // The cursor starts on the last move (where the reader is looking), else in the middle of the part shown.
  const last = c.mode ? null : c.review?.state.move?.vertex;
  const at = ui.cursor ?? (last && last[0] >= x0 && last[0] <= x1 && last[1] >= y0 && last[1] <= y1 ? last : ([(x0 + x1) >> 1, (y0 + y1) >> 1] as Vertex));
  if (step) {
    const v: Vertex = ui.cursor ? [Math.min(x1, Math.max(x0, at[0] + step[0])), Math.min(y1, Math.max(y0, at[1] + step[1]))] : at;
    ui.cursor = v;
    const stone = c.board.position[v[1]]?.[v[0]];
    const color = stone === 'X' ? t('black') : stone === 'O' ? t('white') : t('emptyPoint');
    const dead = stone !== '.' && c.board.score?.dead.some(([x, y]) => x === v[0] && y === v[1]);
    ui.announcement = `${pointName(v, h)}: ${dead ? t('markedDead', { color }) : color}`;
    return true;
  }
  if (ui.cursor && (e.key === 'Enter' || e.key === ' ')) {
    actAt(c, ui.cursor);
    return true;
  }
  if (ui.cursor && e.key === 'Escape') {
    ui.cursor = null;
    return true;
  }
  return false;
}

/** The board point under a pointer event, or null off the grid. */
function vertexAt(c: InteractionContext, e: MouseEvent): Vertex | null {
  const ctm = c.board.renderRoot.querySelector<SVGSVGElement>('svg.board')?.getScreenCTM();
  if (!ctm) return null;
  const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
  const { x0, y0, x1, y1 } = visible(c);
  // `|| 0`: a point a hair left of or above the first line rounds to -0.
  const x = Math.round(p.x) || 0;
  const y = Math.round(p.y) || 0;
  return x >= x0 && y >= y0 && x <= x1 && y <= y1 ? [x, y] : null;
}

/** What a click or Enter on a point does, in the current mode. */
function actAt(c: InteractionContext, v: Vertex): void {
  const { board, ui } = c;
  if (c.mode) return c.mode.click(v);
  if (board.scoring) return board.toggleDead(v[0], v[1]);
  const stone = board.position[v[1]]?.[v[0]];
  if (board.mode === 'play' && stone === '.') {
    board.play(v[0], v[1]);
    return;
  }
  point(c, stone === '.' ? null : v);
  if (board.mode === 'play' && stone !== '.') panelParts?.sayTaken(ui);
}

function onPointerMove(c: InteractionContext, e: PointerEvent): boolean {
  // Counting: a click toggles dead stones, so the pointer shows no liberties (they would mislead there).
  if (e.pointerType !== 'mouse' || c.mode || c.board.scoring) return false;
  const v = vertexAt(c, e);
  const stone = v ? c.board.position[v[1]]?.[v[0]] : '.';
  const target = stone && stone !== '.' ? v : null;
  const pointed = c.ui.pointed;
  if (target?.[0] === pointed?.[0] && target?.[1] === pointed?.[1]) return false;
  point(c, target);
  return true;
}

/** Marks the liberties of the group at a point and says how many it has (null clears). */
function point({ ui, review }: InteractionContext, v: Vertex | null): void {
  ui.pointed = v;
  const game = review?.cursor.game;
  if (!v || !game) {
    if (ui.notice && !ui.notice.warning) ui.notice = null;
    return;
  }
  const n = game.chainAt(v[0], v[1]).length;
  const libs = game.libertiesAt(v[0], v[1]).length;
  // One stone: "This stone has 3 liberties", not "This group of 1 stone…".
  const key = n === 1 ? (libs === 1 ? 'stoneOneLiberty' : 'stoneLiberties') : libs === 1 ? 'oneLiberty' : 'liberties';
  ui.notice = { text: (t) => t(key, { n, libs, stones: t('stones') }), warning: false };
}
