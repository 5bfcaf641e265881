// What the feature files (controllers, modes, interaction, controls, markup, scoring) may use of the board:
// its public API, plus its words and events. They import this interface, never the element class, so
// that no file imports go-board.ts back (no import cycles, type-only imports included).
import type { ReactiveControllerHost } from 'lit';
import type { Captures, Vertex } from '../engine/index.js';
import type { Rules, Score } from '../scoring/index.js';
import type { GoBoardEventMap, GoBoardEventName } from './events.js';
import type { Translate } from './i18n/index.js';

export type { Translate };
export type SgfSource = string | Blob | ArrayBuffer | Uint8Array;
export type BoardModeName = 'review' | 'play' | 'problem' | 'capture' | 'guess' | 'edit';

export interface BoardHost extends ReactiveControllerHost, HTMLElement {
  // Attributes and properties.
  src: string;
  sgf: string;
  size: string;
  gameIndex: number;
  move: string;
  mode: BoardModeName;
  scoring: boolean;
  rules: Rules | '';
  recordedTerritory: boolean;
  aiLevel: 'easy' | 'hard';
  allowOpen: boolean;
  allowSave: boolean;
  /** The largest file the board reads, in bytes. */
  maxBytes: number;
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly hasUpdated: boolean;
  // Read-only state.
  readonly position: string[];
  readonly moveNumber: number;
  readonly gameCount: number;
  readonly captures: Captures;
  /** The count while scoring, else null. */
  readonly score: Score | null;
  /** Resolves when the board's language is loaded. */
  readonly languageReady: Promise<void>;
  // Methods.
  load(source: SgfSource): Promise<void>;
  toSgf(): string;
  toPng(options?: { scale?: number }): Promise<Blob>;
  toSgfAsync(): Promise<string>;
  /** The file as SGF, in pieces written between frames (what Save puts in its Blob). */
  sgfChunks(): Promise<string[]>;
  first(): void;
  previous(): void;
  next(): void;
  last(): void;
  goTo(n: number): void;
  chooseVariation(index: number): void;
  play(x: number, y: number): string | null;
  pass(): void;
  undo(): void;
  reset(): void;
  toggleDead(x: number, y: number): void;
  /** Says the position in words to screen readers (stones, last move, captures, ko) and returns the sentence. */
  describePosition(): Promise<string>;
  /** The board's words in its current language. */
  readonly t: Translate;
  /** Fires a board event (bubbles, composed). */
  emit<K extends GoBoardEventName>(name: K, detail: GoBoardEventMap[K]): void;
}

/** A point as the feature files pass it. */
export type { Vertex };
