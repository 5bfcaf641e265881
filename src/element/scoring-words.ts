// English words of scoring mode, loaded with it (the board registers them as English defaults).
export const scoringWords = {
  deadHint: 'Dead stones are marked. Click or tap a group to mark it dead or alive.',
  /** A stone under the keyboard cursor, marked dead (said by the board while counting). */
  markedDead: '{color}, marked dead',
  territory: 'Territory',
  stonesOnBoard: 'Stones',
  total: 'Total',
  japaneseRules: 'Japanese (territory)',
  chineseRules: 'Chinese (area)',
  scoreResult: 'Result: {result}',
  /** A win by points: {color} wins by {n} ({result}: B+3.5). */
  scoreWin: 'Result: {color} wins by {n} ({result})',
  recorded: 'Recorded result: {result}',
  agrees: 'the count agrees',
  differs: 'the count differs',
  /** The reader counts by other rules than the record's. */
  otherRules: 'counted by other rules, not compared',
  deadStones: 'Dead stones: {n}',
  sekiPoints: 'Empty points in seki (no territory): {n}',
  damePoints: 'Neutral points left open (dame): {n}',
  recordedMarks: 'Show the recorded territory marks',
  scoreBreakdown: 'Score breakdown',
  capturedInGame: 'Prisoners taken during the game',
  deadRemoved: 'Opponent\'s dead stones taken off',
  finished: 'The game was finished before counting:',
  /** Many moves added: the record stops long before the game's end. */
  farFromEnd: 'The record stops well before the end of the game: {n} moves were added to finish it, so this count is only a rough guide.',
  finishedDame: '{n} neutral points (dame) filled at {points}',
  /** Open points neither side can fill. */
  sekiOpen: 'Seki: neither side can fill {points} (shared liberties, counted for nobody).',
  unfinished: 'Border not finished: neutral points left open at {points}, counted for nobody.',
  finishedDameOne: 'one neutral point (dame) filled at {points}',
  finishedTeire: 'protective moves (teire) at {points}',
  finishedCapture: 'stones taken at {points}',
  otherOrder: 'With {color} filling the neutral points first, {winner} would win by {n} ({result}).',
  otherOrderAgrees: 'With {color} filling the neutral points first, {winner} would win by {n} ({result}), as recorded: here who fills first changes the result.',
  otherOrderJigo: 'With {color} filling the neutral points first, the game would be a draw (jigo).',
  komi_fox: 'KM[{written}] read as {komi}: Fox writes komi times 100.',
  komi_stones: 'KM[{written}] read as {komi} points: the file gives komi in stones, as Chinese records do.',
  komi_assumed: 'The file gives no komi; {komi} assumed ({why}).',
  /** KM[0] (or an absurd KM) in a game whose result has a half point. */
  komi_assumedWritten: 'KM[{written}] cannot be this game\'s komi; {komi} assumed ({why}).',
  komiWhyEra: 'the komi of the game\'s time: its result has a half point',
  komiWhyUndated: 'today\'s usual komi: the file has no date, and its result has a half point',
  komi_missing: 'The file gives no komi: counted without komi.',
  komi_invalid: 'KM[{written}] is not a komi: counted without komi.',
} as const;
