import type { Color, Vertex } from '../engine/index.js';

/** Details of the events <go-board> fires. All bubble and are composed (they cross shadow roots). */
export interface GoBoardEventMap {
  /**
   * A game was loaded and is shown. `more`: a big collection (over 256 KB) shows the game asked for as soon as it
   * and another are read, while a worker reads the rest: `games` counts the games read so far, and a second
   * go-load, with `more` false, says when the rest is in (`games` then counts them all, `warnings` covers the
   * whole file; it fires also when the rest cannot be read, a warning then says why). Otherwise false.
   */
  'go-load': { gameIndex: number; games: number; moves: number; warnings: string[]; more: boolean };
  /** Loading failed; the board shows the same message. */
  'go-error': { message: string; kind: 'http' | 'network' | 'content-type' | 'not-sgf' | 'parse' | 'empty' | 'input' | 'too-big' };
  /** The reader moved to another node (by button, key, slider, click or code). */
  'go-navigate': { moveNumber: number; move: Vertex | 'pass' | null; captured: Vertex[] };
  /**
   * Loading progress, 0 to 1: of a download from `src` (`stage` 'download'; `bytes` read so far and the
   * `total` expected, 0 when unknown: no Content-Length or a compressed body, and then `fraction` is -1;
   * the last has fraction 1 and the size read as total), then of a big file's parsing (`stage` 'parse').
   */
  'go-progress': { stage: 'download' | 'parse'; fraction: number; bytes?: number; total?: number };
  /** A problem was answered: right or wrong. `gameIndex`: which problem, in a file that holds several. */
  'go-problem': { solved: boolean; moveNumber: number; gameIndex: number };
  /**
   * Guess mode: a `wrong` guess (the move not played yet; `vertex` the point guessed), or the move played,
   * `found` by the reader or `shown` by the board (`vertex` the move). `right`: found at the first try.
   * `tries`: the guesses made for that move; `moveNumber`: the move.
   */
  'go-guess': { moveNumber: number; outcome: 'wrong' | 'found' | 'shown'; right: boolean; tries: number; vertex: Vertex | null };
  /** Capture game: a move or a forced pass (vertex null); `captured` is non-empty only for the winning move. */
  'go-capture-move': { color: Color; vertex: Vertex | null; captured: Vertex[]; moveNumber: number };
  /** Capture game: someone captured a stone and won. */
  'go-capture-end': { winner: Color; moveNumber: number };
  /**
   * Edit mode: the game was edited (any tool, undo, redo); `sgf` is the whole file as board.toSgf() gives it,
   * written when first read (a listener that does not read it costs nothing; read it in the listener).
   */
  'go-change': { sgf: string };
}

export type GoBoardEventName = keyof GoBoardEventMap;

export function emit<K extends GoBoardEventName>(target: EventTarget, name: K, detail: GoBoardEventMap[K]): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

declare global {
  // Typed addEventListener('go-load', e => e.detail…) on any element (HTMLElementEventMap extends this).
  interface GlobalEventHandlersEventMap {
    'go-load': CustomEvent<GoBoardEventMap['go-load']>;
    'go-error': CustomEvent<GoBoardEventMap['go-error']>;
    'go-navigate': CustomEvent<GoBoardEventMap['go-navigate']>;
    'go-progress': CustomEvent<GoBoardEventMap['go-progress']>;
    'go-capture-move': CustomEvent<GoBoardEventMap['go-capture-move']>;
    'go-capture-end': CustomEvent<GoBoardEventMap['go-capture-end']>;
    'go-problem': CustomEvent<GoBoardEventMap['go-problem']>;
    'go-guess': CustomEvent<GoBoardEventMap['go-guess']>;
    'go-change': CustomEvent<GoBoardEventMap['go-change']>;
  }
}
