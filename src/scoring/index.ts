// Scoring at the end of a game: dead-stone proposal, toggling, and Japanese (territory) or Chinese (area)
// counting. Plain TypeScript with no DOM, importable from Node. Points are [x, y], 0-based; positions are signs
// row by row (index y * width + x: 1 black, -1 white, 0 empty), as GoGame.signs() returns them.
export { countScore, handicapPoints } from './count.js';
export { guessDeadStones, estimateOwnership } from './dead-stones.js';
export type { GuessOptions, OwnershipEstimate } from './dead-stones.js';
export { toggleDead } from './toggle.js';
export { finishGame } from './finish.js';
export type { FinishKind, FinishMove, FinishResult } from './finish.js';
export { readKomi } from './komi.js';
export type { KomiReading, KomiSource } from './komi.js';
export { analyzeTerritory } from './territory.js';
export type { TerritoryAnalysis } from './territory.js';
export { formatResult, matchesResult, parseResult, readResult } from './result.js';
export type { ParsedResult } from './result.js';
export { rowsFromSigns, signsFromRows } from './grid.js';
export type { AddedMove, BlackScore, Rules, Score, ScoreInput, Signs, WhiteScore } from './types.js';
