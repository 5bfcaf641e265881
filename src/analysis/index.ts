// Reading the analysis a record carries (engine win rates, score leads, candidate moves) and estimating a
// position's score. Plain TypeScript, no DOM: usable from Node. The element draws it with a chunk of its own.
export { readGtpPoint } from './gtp.js';
export { readCandidates, readNodeAnalysis } from './read.js';
export type { Candidate, NodeAnalysis } from './read.js';
export { analyseLine, lineHasAnalysis } from './line.js';
export type { AnalysisPoint, LineAnalysis, Mistake, MistakeOptions } from './line.js';
export { estimateScore } from './estimate.js';
export type { EstimateOptions, ScoreEstimate } from './estimate.js';
