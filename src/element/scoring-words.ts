// English words of scoring mode, loaded with it (the board registers them as English defaults).
export const scoringWords = {
  deadHint: 'Dead stones are marked. Click a group to mark it dead or alive.',
  territory: 'Territory',
  stonesOnBoard: 'Stones',
  total: 'Total',
  japaneseRules: 'Japanese (territory)',
  chineseRules: 'Chinese (area)',
  scoreResult: 'Result: {result}',
  jigo: 'Jigo (a draw)',
  recorded: 'Recorded result: {result}',
  agrees: 'the count agrees',
  differs: 'the count differs',
  deadStones: 'Dead stones: {n}',
  sekiPoints: 'Seki points (no territory): {n}',
  damePoints: 'Dame (neutral points): {n}',
  recordedMarks: 'Show the recorded territory marks',
  scoreBreakdown: 'Score breakdown',
} as const;
