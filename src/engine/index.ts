export { GoGame } from './go-game.js';
export type { PlayOptions } from './go-game.js';
export type { Captures, Color, GameOptions, IllegalReason, PlayResult, Vertex } from './types.js';
export { other } from './types.js';
