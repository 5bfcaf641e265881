// Code that loads on demand, so the reviewing board stays small. In the published bundle
// (vite.config.ts) these load sibling files of go-board.js: go-board-scoring.js and friends.
export const loadScoring = () => import('./scoring-ui.js');
export const loadProblemMode = () => import('./modes/problem-mode.js');
export const loadCaptureMode = () => import('./modes/capture-mode.js');
export const loadGuessMode = () => import('./modes/guess-mode.js');
export const loadVietnamese = () => import('./i18n/vi.js');
export const startParserWorker = (): Worker => new Worker(new URL('./parse-worker.ts', import.meta.url), { type: 'module' });
export const loadDecoder = () => import('../sgf/decode.js');
export const loadBigFile = () => import('./big-file.js');
export const loadExtras = () => import('./extras.js');
export const loadMarkup = () => import('./markup-layer.js');
