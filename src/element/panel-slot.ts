// The panel parts (panel-parts.ts) once loaded: one for the page, shared by every board.
import { addDefaultWords } from './i18n/index.js';

export type PanelParts = typeof import('./panel-parts.js');

export let panelParts: PanelParts | null = null;
let loading: Promise<void> | null = null;

/** Loads the panel parts (once); resolves when they are there. */
export const needPanelParts = (): Promise<void> =>
  (loading ??= import('./panel-parts.js').then(
    (parts) => {
      addDefaultWords('en', parts.panelWords);
      panelParts = parts;
    },
    (e: unknown) => {
      loading = null; // a later need tries again
      throw e;
    },
  ));
