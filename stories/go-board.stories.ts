import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import '../src/define.js';
import { broken, captureGame, chineseHandicapEnd, collection, endPosition, koGame, markupGame, problem, variationsGame } from './fixtures.js';

/** One control per attribute of the board (names as in HTML), and the language of the page around it. */
interface Args {
  sgf: string;
  src: string;
  'game-index': number;
  move: string;
  size: string;
  mode: 'review' | 'play' | 'problem' | 'capture' | 'guess' | 'edit';
  scoring: boolean;
  rules: '' | 'japanese' | 'chinese';
  'recorded-territory': boolean;
  coordinates: boolean;
  'move-numbers': boolean;
  'show-atari': boolean;
  'allow-open': boolean;
  'allow-save': boolean;
  'ai-level': 'easy' | 'hard';
  lang: string;
}

const meta: Meta<Args> = {
  title: 'go-board',
  component: 'go-board',
  args: {
    sgf: captureGame,
    src: '',
    'game-index': 0,
    move: 'last',
    size: '19',
    mode: 'review',
    scoring: false,
    rules: '',
    'recorded-territory': false,
    coordinates: true,
    'move-numbers': false,
    'show-atari': false,
    'allow-open': false,
    'allow-save': false,
    'ai-level': 'easy',
    lang: 'en',
  },
  argTypes: {
    sgf: { control: 'text' },
    src: { control: 'text' },
    'game-index': { control: { type: 'number', min: 0, step: 1 } },
    size: { control: 'select', options: ['19', '13', '9', '7', '5', '19:13'] },
    mode: { control: 'inline-radio', options: ['review', 'play', 'problem', 'capture', 'guess', 'edit'] },
    rules: { control: 'inline-radio', options: ['', 'japanese', 'chinese'] },
    'ai-level': { control: 'inline-radio', options: ['easy', 'hard'] },
    lang: { control: 'inline-radio', options: ['en', 'vi'] },
  },
  render: (a) => html`<div lang=${a.lang} style="max-width: 32rem">
    <go-board
      .sgf=${a.sgf}
      src=${a.src || nothing}
      game-index=${a['game-index']}
      move=${a.move}
      size=${a.size}
      mode=${a.mode}
      ?scoring=${a.scoring}
      rules=${a.rules}
      ?recorded-territory=${a['recorded-territory']}
      ?coordinates=${a.coordinates}
      ?move-numbers=${a['move-numbers']}
      ?show-atari=${a['show-atari']}
      ?allow-open=${a['allow-open']}
      ?allow-save=${a['allow-save']}
      ai-level=${a['ai-level']}
    ></go-board>
  </div>`,
};
export default meta;
type Story = StoryObj<Args>;

export const Empty: Story = { args: { sgf: '' } };
export const Capture: Story = {};
export const Ko: Story = { args: { sgf: koGame } };
export const Variations: Story = { args: { sgf: variationsGame, move: '1' } };
export const Markup: Story = { args: { sgf: markupGame, move: '0' } };
export const Collection: Story = { args: { sgf: collection } };
/** A file that is not SGF: the board says why instead of drawing a game. */
export const Error: Story = { args: { sgf: broken } };
export const Vietnamese: Story = { args: { lang: 'vi' } };
export const Loading: Story = {
  render: () => html`<go-board src="data:text/plain,(;GM[1]" style="max-width: 32rem"></go-board>`,
};
export const FromUrl: Story = {
  render: () => html`<go-board src="/examples/games/ear-reddening-game.sgf" coordinates style="max-width: 32rem"></go-board>`,
};

/** Counting a finished game: the count agrees with the recorded W+13.5. */
export const Scoring: Story = { args: { sgf: endPosition, scoring: true } };
export const Play: Story = { args: { sgf: koGame, mode: 'play', 'show-atari': true } };
export const Problem: Story = { args: { sgf: problem, mode: 'problem' } };
export const ChineseHandicapCount: Story = { args: { sgf: chineseHandicapEnd, scoring: true, coordinates: false } };
/** 19x19 on a phone-sized width: a finger tap marks the point first, a second tap plays. */
export const PlayOnAPhone: Story = {
  render: () => html`<go-board mode="play" coordinates style="width: 300px"></go-board>`,
};
/** Guess the next move of a game, from the move shown. */
export const Guess: Story = {
  render: () => html`<go-board src="/examples/games/ear-reddening-game.sgf" mode="guess" move="120" coordinates style="max-width: 32rem"></go-board>`,
};

/** Edit mode: a teacher writes a lesson (tools, comment, variations, right and wrong answers, undo and redo); go-change after every edit. */
export const Edit: Story = {
  render: () => html`<go-board mode="edit" size="9" coordinates style="max-width: 32rem" @go-change=${(e: CustomEvent<{ sgf: string }>) => console.log('go-change', e.detail.sgf)}
    .sgf=${'(;GM[1]FF[4]CA[UTF-8]SZ[9]AB[cc][dc]AW[cd][dd]PL[B]C[Black to play: capture the two white stones.])'}></go-board>`,
};
/** Edit mode in Vietnamese, on a phone-sized width: the tools wrap. */
export const EditOnAPhoneVietnamese: Story = {
  render: () => html`<div lang="vi"><go-board mode="edit" size="9" style="width: 320px"></go-board></div>`,
};
