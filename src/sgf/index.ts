// The SGF layer: bytes → text → game trees → a replayable cursor. No DOM; runs in Node and browsers.
export { decodeSgf } from './decode.js';
export type { DecodedSgf } from './decode.js';
export { parseSgf, SgfError, createNode, unescapeValue } from './parse.js';
export type { ParseOptions, SgfNode, SgfProps } from './parse.js';
export { toSgf, escapeValue } from './stringify.js';
export { loadSgf } from './load.js';
export { packTrees, unpackTrees } from './flat.js';
export type { PackedTrees } from './flat.js';
export type { LoadedSgf } from './load.js';
export { readColor, readMoves, readNumber, readPoint, readPoints, readSize, readText } from './properties.js';
export type { ReadMove, SgfMove } from './properties.js';
export { hasMarkup, readAnnotations, readMarkup, readVariationStyle, readView } from './markup.js';
export type { Annotations, Markup, VariationStyle } from './markup.js';
export { hasGameInfo, readGameInfo } from './info.js';
export { endsWithPasses } from './game-end.js';
export type { GameInfo } from './info.js';
export { SgfCursor } from './cursor.js';
export type { NodeState } from './cursor.js';
