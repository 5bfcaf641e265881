import { fill, wordTable } from './word-table.js';

/** The capture game's own words (the board's shared words, like 'black' or 'occupied', come from i18n). */
const en = {
  rule: 'The first to capture a stone wins.',
  yourTurn: 'Your turn ({color}).',
  thinking: 'The computer ({color}) is thinking…',
  toPlay: '{color} to play.',
  wins: '{color} captured first and wins!',
  youWin: 'You win! Well done.',
  computerWins: 'The computer wins this time. Try again!',
  passes: '{color} has no legal move and must pass.',
  gameOver: 'The game is over. Press “New game” to play again.',
  wait: 'Wait a moment: it is the computer’s turn.',
  watching: 'The computer is playing both sides. Choose Black or White to play yourself.',
  atariHint: 'Ringed stones are in atari: one liberty left, they can be captured!',
  newGame: 'New game',
  level: 'Level',
  easy: 'Easy',
  hard: 'Hard',
  size: 'Board',
  playAs: 'You play',
  asBlack: 'Black (plays first)',
  asWhite: 'White',
  demo: 'Watch the computer play both sides',
  start: 'Start',
  stop: 'Stop',
  moves: 'Moves: {n}',
};

export type CaptureWords = { [K in keyof typeof en]: string };
export type CaptureWordKey = keyof CaptureWords;

const vi: CaptureWords = {
  rule: 'Ai ăn được quân trước thì thắng.',
  yourTurn: 'Đến lượt bạn ({color}).',
  thinking: 'Máy ({color}) đang suy nghĩ…',
  toPlay: 'Đến lượt {color}.',
  wins: '{color} ăn quân trước và thắng!',
  youWin: 'Bạn thắng rồi! Giỏi lắm.',
  computerWins: 'Lần này máy thắng. Thử lại nhé!',
  passes: '{color} không còn nước đi hợp lệ nên phải bỏ lượt.',
  gameOver: 'Ván cờ đã kết thúc. Bấm “Ván mới” để chơi lại.',
  wait: 'Chờ một chút: đang đến lượt máy.',
  watching: 'Máy đang tự đánh cả hai bên. Hãy chọn Đen hoặc Trắng để tự chơi.',
  atariHint: 'Quân có vòng tròn đang bị atari: chỉ còn một khí, có thể bị ăn!',
  newGame: 'Ván mới',
  level: 'Mức độ',
  easy: 'Dễ',
  hard: 'Khó',
  size: 'Bàn cờ',
  playAs: 'Bạn cầm',
  asBlack: 'Đen (đi trước)',
  asWhite: 'Trắng',
  demo: 'Xem máy tự đánh cả hai bên',
  start: 'Bắt đầu',
  stop: 'Dừng',
  moves: 'Số nước: {n}',
};

const words = wordTable<CaptureWords>(en, { vi });

/** Adds or extends a language for the capture game (per word, missing words fall back to English). */
export const addCaptureWords = words.add;

/** The capture game's words for a BCP 47 tag: 'vi-VN' finds 'vi'; unknown tags give English. */
export function captureWords(lang: string): (key: CaptureWordKey, params?: Record<string, string | number>) => string {
  const table = words.get(lang);
  return (key, params) => fill(table[key], params);
}
