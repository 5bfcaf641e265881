// Words of the guess-the-next-move mode (loaded with it, on demand). Another language: addGuessWords('fr', {...}).
import { wordTable } from './word-table.js';

const en = {
  title: 'Guess the next move: {color} to play.',
  right: 'Right! {point}.',
  wrong: 'Not {point}. Try again.',
  taken: 'That point is taken.',
  tried: 'You already tried {point}.',
  shown: 'In the game, {color} played {point}.',
  score: 'Right at the first try: {right} of {total}.',
  show: 'Show the move',
  restart: 'Start again',
  end: 'No more moves to guess on this line.',
  moveOf: 'Move {n} of {total}',
};
export type GuessWords = typeof en;

const words = wordTable<GuessWords>(en, {
  vi: {
    title: 'Đoán nước tiếp theo: {color} đi.',
    right: 'Đúng! {point}.',
    wrong: 'Không phải {point}. Thử lại nhé.',
    taken: 'Điểm này đã có quân.',
    tried: 'Bạn đã thử {point} rồi.',
    shown: 'Trong ván, {color} đã đi {point}.',
    score: 'Đoán đúng ngay lần đầu: {right}/{total}.',
    show: 'Xem nước đi',
    restart: 'Bắt đầu lại',
    end: 'Không còn nước nào để đoán trên biến này.',
    moveOf: 'Nước {n} / {total}',
  },
});

export const addGuessWords = words.add;
export const guessWords = words.get;
