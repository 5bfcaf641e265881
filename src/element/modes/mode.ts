import type { TemplateResult } from 'lit';
import type { Vertex } from '../../engine/index.js';
import type { BoardView } from '../view.js';
import type { BoardHost } from '../board-host.js';

import type { Translate } from '../i18n/index.js';

export type { Translate };

/**
 * A mode's message, kept as what to say rather than as a sentence: said with the mode's words (`w`) and the board's
 * (`t`) at each drawing, so that it follows a lang changed at run time.
 */
export type Say<W> = (w: W, t: Translate) => string;

/** What a mode may ask of the board that hosts it: the board's public API, words and events. */
export type ModeHost = BoardHost;

/**
 * A mode that takes over the board (the capture game, for one): it says what to draw,
 * what a click or a key does, and what the panel under the board shows. Modes that are
 * not reviewing load on demand, so the reviewing board stays small.
 */
export interface BoardMode {
  /** Board size in points. */
  readonly size: [number, number];
  /** The board: rows top first, '.', 'X', 'O'. */
  readonly rows: string[];
  /** Everything else to draw (last move, marks, …). */
  view(): Partial<BoardView>;
  /** A click or tap on a point. */
  click(vertex: Vertex): void;
  /**
   * Whether a click would play a move now (not while a problem's answer is shown, the computer moves, the game is
   * over). A tap on a small point is confirmed only then: otherwise it goes to `click`, which says why not. Absent
   * (edit mode, whose taps are no moves): never confirmed.
   */
  accepts?(): boolean;
  /** A key on the focused board; returns true when the mode used it. */
  key(key: string): boolean;
  /** Controls and messages shown under the board. */
  panel(): TemplateResult;
  /** Called when the board leaves the mode (stop timers). */
  dispose(): void;
}
