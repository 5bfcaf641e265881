// Words of the guess-the-next-move mode (loaded with it, on demand). Another language: addGuessWords('fr', {...}).
const en = {
  title: 'Guess the next move: {color} to play.',
  right: 'Right! {point}.',
  wrong: 'Not {point}. Try again.',
  taken: 'That point is taken.',
  shown: 'The game went {point}.',
  score: 'Right at the first try: {right} of {total}.',
  show: 'Show the move',
  restart: 'Start again',
  end: 'No more moves to guess on this line.',
};
export type GuessWords = typeof en;

const words = new Map<string, GuessWords>([
  ['en', en],
  [
    'vi',
    {
      title: 'Đoán nước tiếp theo: {color} đi.',
      right: 'Đúng! {point}.',
      wrong: 'Không phải {point}. Thử lại nhé.',
      taken: 'Điểm này đã có quân.',
      shown: 'Ván cờ đã đi {point}.',
      score: 'Đoán đúng ngay lần đầu: {right}/{total}.',
      show: 'Xem nước đi',
      restart: 'Bắt đầu lại',
      end: 'Không còn nước nào để đoán trên biến này.',
    },
  ],
]);

export function addGuessWords(code: string, more: Partial<GuessWords>): void {
  words.set(code.toLowerCase(), { ...en, ...words.get(code.toLowerCase()), ...more });
}

export function guessWords(lang: string): GuessWords {
  const tag = lang.toLowerCase();
  return words.get(tag) ?? words.get(tag.split('-')[0]!) ?? en;
}

/** Fills {name} placeholders. */
export const fill = (text: string, params: Record<string, string | number>): string => text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
