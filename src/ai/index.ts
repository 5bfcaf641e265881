// The capture game (first capture wins, 5x5 to 9x9) and its computer player. No DOM.
export {
  CAPTURE_MAX_SIZE,
  CAPTURE_MIN_SIZE,
  CaptureGame,
  DEFAULT_TIME_LIMIT_MS,
  chooseMove,
  chooseMoveWithInfo,
  playComputerMove,
} from './capture-game.js';
export type { CaptureLevel, CaptureMove, CapturePlayResult, ChooseMoveOptions, MoveChoice } from './capture-game.js';
export { createRng } from './rng.js';
export type { Rng } from './rng.js';
