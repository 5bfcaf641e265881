import type { html, nothing, svg, TemplateResult } from 'lit/html.js';
import type { Vertex } from '../../engine/index.js';
import type { WordKey } from '../i18n/index.js';
import type { BoardView } from '../view.js';
import type { GoBoardEventMap, GoBoardEventName } from '../events.js';

export type Translate = (key: WordKey, params?: Record<string, string | number>) => string;

/** What a mode may ask of the board that hosts it. */
export interface ModeHost {
  /** Re-render the board (after the mode's state changed). */
  requestUpdate(): void;
  /** The board's words in its current language. */
  readonly t: Translate;
  /** The board's language tag (from its own or an ancestor's lang attribute, or the page's), e.g. 'vi', 'en-GB'. */
  readonly lang: string;
  /** Lit's template tags, from the board: a mode loaded on demand must not bring a second copy of Lit. */
  readonly lit: { html: typeof html; nothing: typeof nothing; svg: typeof svg };
  /** Fires a board event (bubbles, composed). */
  emit<K extends GoBoardEventName>(name: K, detail: GoBoardEventMap[K]): void;
}

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
  /** A key on the focused board; returns true when the mode used it. */
  key(key: string): boolean;
  /** Controls and messages shown under the board. */
  panel(): TemplateResult;
  /** Called when the board leaves the mode (stop timers). */
  dispose(): void;
}
