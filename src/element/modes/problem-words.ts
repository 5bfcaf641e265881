// Words of problem mode (loaded with it, on demand). Another language: addProblemWords('fr', {...}).
import { wordTable } from './word-table.js';

const en = {
  right: 'Correct!',
  wrong: 'Wrong. Try again (Retry), or take back (Undo).',
  notInSolution: 'That move is not in the solution.',
  answering: 'The board answers…',
  yourMove: 'Your move.',
  hint: 'Hint',
  retry: 'Retry',
  noHint: 'No hint here.',
  hintAt: 'Hint: try {point}.',
  problemOf: 'Problem {n} of {total}',
  solvedOf: '{n} solved',
  previousProblem: 'Previous problem',
  nextProblem: 'Next problem',
};
export type ProblemWords = typeof en;

const words = wordTable<ProblemWords>(en, {
  vi: {
    right: 'Đúng rồi!',
    wrong: 'Sai rồi. Hãy thử lại (Thử lại) hoặc lùi lại một nước (Lùi nước).',
    notInSolution: 'Nước này không có trong lời giải.',
    answering: 'Bàn cờ đang đáp lại…',
    yourMove: 'Đến lượt bạn.',
    hint: 'Gợi ý',
    retry: 'Thử lại',
    noHint: 'Không có gợi ý ở đây.',
    hintAt: 'Gợi ý: thử {point}.',
    problemOf: 'Bài {n}/{total}',
    solvedOf: 'đã giải {n} bài',
    previousProblem: 'Bài trước',
    nextProblem: 'Bài sau',
  },
});

export const addProblemWords = words.add;
export const problemWords = words.get;
