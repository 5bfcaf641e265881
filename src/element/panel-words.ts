// English words of panel-parts.ts, loaded with it (the board registers them as English defaults).
export const panelWords = {
  showAll: 'Show all ({n} characters)',
  showLess: 'Show less',
  gameNumber: 'Game number',
  games: 'Games in this file',
  chooseGame: 'Choose a game',
  variationRange: '{from}–{to} of {n}',
  earlierVariations: 'Earlier variations',
  moreVariations: 'More variations',
  tapAgain: 'Tap {point} again to play there.',
} as const;
