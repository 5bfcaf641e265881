import type { scoringWords } from '../scoring-words.js';
import type { panelWords } from '../panel-words.js';
import type { loadWords } from '../load-words.js';
import type { markupWords } from '../markup-words.js';
import type { autoplayWords } from '../autoplay-words.js';
import type { treeWords } from '../tree-words.js';
import type { RecordWarningCode } from '../../sgf/record-warning.js';

/**
 * English words of the reviewing board. Another language supplies the same keys (see GoBoard.addLanguage).
 * Words only code loaded on demand shows come with that code (scoring-words.ts, panel-words.ts, load-words.ts, markup-words.ts, the modes' word tables).
 */
export const en = {
  board: 'Go board',
  black: 'Black',
  white: 'White',
  first: 'First move',
  previous: 'Previous move',
  next: 'Next move',
  last: 'Last move',
  moveSlider: 'Move',
  moveOf: 'Move {n} of {total}',
  start: 'Start',
  pass: 'Pass',
  passed: '{color} passed',
  played: '{color} {point}',
  prisoners: 'Prisoners',
  captures: 'Captured by {color}: {n}',
  capturedNow: '{color} captured {n} {stones} at {points}.',
  suicideNow: 'Suicide by {color}: {n} own {stones} removed at {points}.',
  stone: 'stone',
  stones: 'stones',
  koExplain: 'Ko: {color} may not take back at {point} right now, because that would repeat the position (play a ko threat first).',
  comment: 'Comment',
  gameInfo: 'Game information',
  result: 'Result',
  // A recorded result (RE) in words (result-words.ts); {loser} is there for languages that name the loser.
  result_score: '{color} won by {n}',
  result_resign: '{color} won by resignation',
  result_time: '{color} won on time',
  result_forfeit: '{color} won by forfeit',
  result_void: 'No result (void)',
  result_unknown: 'Unknown',
  jigo: 'Jigo (a draw)',
  komi: 'Komi',
  handicap: 'Handicap',
  date: 'Date',
  event: 'Event',
  round: 'Round',
  place: 'Place',
  rules: 'Rules',
  gameName: 'Game',
  source: 'Source',
  annotator: 'Annotator',
  gameComment: 'About the game',
  loading: 'Loading…',
  loadingPercent: 'Loading… {n}%',
  bytes: '{n} bytes',
  errorTitle: 'This game could not be shown',
  close: 'Close',
  count: 'Count the score',
  stopCounting: 'Back to the game',
  counting: 'Counting…',
  // Open and Save (the game picker's words come with panel-words.ts)
  open: 'Open SGF…',
  save: 'Save SGF',
  saveLine: 'Save this line',
  saveImage: 'Download image',
  // What a click, a key or a drop says (why a move is refused: move-words.ts)
  liberties: 'This group of {n} {stones} has {libs} liberties.',
  oneLiberty: 'This group of {n} {stones} has only 1 liberty: it is in atari.',
  stoneLiberties: 'This stone has {libs} liberties.',
  stoneOneLiberty: 'This stone has only 1 liberty: it is in atari.',
  // The position on demand (the I key, and a button for screen readers): its sentence comes with position-summary.ts
  describe: 'Describe the position (I)',
  emptyPoint: 'empty',
  dropHere: 'Drop an SGF file here',
} as const;

/** Words the board no longer shows; kept so that existing dictionaries still type-check. */
type RetiredWord = 'blackStone' | 'whiteStone' | 'atari' | 'variation' | 'mainLine' | 'illegalMove' | 'coordinates' | 'moveNumbers' | 'showAtari' | 'lastMoveMark' | 'koMark' | 'playHint';

/** A record's warnings (sgf/record-warning.ts): in English as SgfCursor writes them (warning-text.ts), `warn_<code>` in other languages. */
type WarningWord = `warn_${RecordWarningCode}`;

export type Dictionary = { [K in keyof typeof en | keyof typeof scoringWords | keyof typeof panelWords | keyof typeof loadWords | keyof typeof markupWords | keyof typeof autoplayWords | keyof typeof treeWords | WarningWord | RetiredWord]: string };
