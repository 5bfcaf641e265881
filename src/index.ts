// Package root: classes and types only. Importing it registers nothing (src/define.ts does), and it
// loads in Node with no DOM: the engine, SGF, scoring and capture-game layers are plain TypeScript.
export * from './engine/index.js';
export * from './sgf/index.js';
export * from './scoring/index.js';
export * from './ai/index.js';
export * from './analysis/index.js';
export * from './diagram/index.js';
export { GoBoard } from './element/go-board.js';
// Registers the board when called, never on import (go-board.js calls it; in Node the package maps go-board.js here).
export { defineGoBoard } from './define-go-board.js';
export type { SgfSource } from './element/go-board.js';
export type { GoBoardEventMap, GoBoardEventName } from './element/events.js';
export type { Dictionary } from './element/i18n/index.js';
