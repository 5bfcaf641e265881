// The panel parts (panel-parts.ts) once loaded: one for the page, shared by every board.
import { addDefaultWords } from './i18n/index.js';
import { loadOnce } from './load-once.js';

export type PanelParts = typeof import('./panel-parts.js');

export let panelParts: PanelParts | null = null;

/** Loads the panel parts (once); resolves when they are there. */
export const needPanelParts = loadOnce(
  () => import('./panel-parts.js'),
  (parts) => {
    addDefaultWords('en', parts.panelWords);
    panelParts = parts;
  },
);
