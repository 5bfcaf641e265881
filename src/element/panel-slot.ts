// The panel parts (panel-parts.ts) once loaded: one for the page, shared by every board.
import { addDefaultWords } from './i18n/index.js';
import { needLabels } from './labels-slot.js';
import { loadOnce } from './load-once.js';

export type PanelParts = typeof import('./panel-parts.js');

export let panelParts: PanelParts | null = null;

/** Loads the panel parts (once), with the labels they draw move numbers with; resolves when both are there. */
export const needPanelParts = loadOnce(
  () => Promise.all([import('./panel-parts.js'), needLabels()]).then(([parts]) => parts),
  (parts) => {
    addDefaultWords('en', parts.panelWords);
    panelParts = parts;
  },
);
