// The markup layer (markup-layer.ts) once loaded: one for the page, shared by every board.
import { loadMarkup } from './lazy.js';
import type { BoardView } from './view.js';

export type MarkupLayer = typeof import('./markup-layer.js');

export let markupLayer: MarkupLayer | null = null;
let loading: Promise<void> | null = null;

/** Loads the markup layer (once); resolves when it is there. */
export const needMarkup = (): Promise<void> =>
  (loading ??= loadMarkup().then(
    (layer) => {
      markupLayer = layer;
    },
    (e: unknown) => {
      loading = null; // a later record tries again
      throw e;
    },
  ));

/** Whether a view has something only the markup layer draws. */
export const drawsMarkup = (view: BoardView): boolean => !!(view.marks.length || view.lines.length || view.dimmed.length);
