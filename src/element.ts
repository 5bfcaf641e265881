// The element class without registering it: import this, then customElements.define('your-name', GoBoard).
export { GoBoard } from './element/go-board.js';
export type { SgfSource } from './element/go-board.js';
export type { GoBoardEventMap, GoBoardEventName } from './element/events.js';
export type { Dictionary } from './element/i18n/index.js';
