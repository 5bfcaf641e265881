// The labels (render/labels.ts) once loaded: one for the page. The markup layer and the panel parts draw with
// them; their loaders fetch them alongside (a static import would be found only once the chunk is read: a second
// round trip before the marks show).
import { loadOnce } from './load-once.js';

export type Labels = typeof import('./render/labels.js');

export let labels: Labels | null = null;

/** Loads the labels (once); resolves when they are there. */
export const needLabels = loadOnce(
  () => import('./render/labels.js'),
  (module) => {
    labels = module;
  },
);
