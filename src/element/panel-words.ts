// English words of panel-parts.ts, loaded with it (the board registers them as English defaults); with
// them, why a move is refused (play mode loads these parts).
import { moveWords } from './move-words.js';

export const panelWords = {
  ...moveWords,
  showAll: 'Show all ({n} characters)',
  showLess: 'Show less',
  gameNumber: 'Game number',
  games: 'Games in this file',
  chooseGame: 'Choose a game',
  gamesLoading: 'Reading the other games…',
  variationRange: '{from}–{to} of {n}',
  earlierVariations: 'Earlier variations',
  moreVariations: 'More variations',
  tapAgain: 'Tap {point} again to play there.',
  repairedFile: 'This file had errors and was repaired when read ({n}): the game may differ from what its author wrote.',
} as const;
