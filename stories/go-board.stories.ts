import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import '../src/define.js';
import manifest from '../custom-elements.json';
import { broken, captureGame, diagramLesson, chineseHandicapEnd, collection, endPosition, koGame, markupGame, problem, problemSet, variationsGame } from './fixtures.js';

/** One control per attribute of the board (names as in HTML), and the language of the page around it. */
interface Args {
  sgf: string;
  src: string;
  'game-index': number;
  move: string;
  size: string;
  mode: 'review' | 'play' | 'problem' | 'capture' | 'guess' | 'edit';
  diagram: boolean;
  'allow-count': boolean;
  scoring: boolean;
  rules: '' | 'japanese' | 'chinese';
  'recorded-territory': boolean;
  coordinates: boolean;
  'move-numbers': boolean;
  'show-atari': boolean;
  'allow-open': boolean;
  'allow-save': boolean;
  'ai-level': 'easy' | 'hard';
  'mistake-winrate': number;
  'mistake-score': number;
  'show-estimate': boolean;
  'show-tree': boolean;
  /** A1-K10, aa:jj or auto; empty: the file's VW. */
  crop: string;
  /** Seconds per move; empty: no autoplay. */
  autoplay: string;
  /** In a form: the name the board's SGF is submitted under. */
  name: string;
  'max-bytes': number;
  disabled: boolean;
  lang: string;
}

/**
 * The Docs page lists the manifest's attributes and properties: the controls are the attributes (above); a property
 * that only mirrors one (gameIndex for game-index), a read-only one (moveNumber, score) or a static one would be a
 * control that does nothing, so they are listed without one.
 */
type Declaration = { tagName?: string; attributes?: { name: string }[]; members?: { name: string; kind: string }[] };
const declarations = (manifest.modules as { declarations?: Declaration[] }[]).flatMap((m) => m.declarations ?? []);
const board = declarations.find((d) => d.tagName === 'go-board');
const attributes = new Set(board?.attributes?.map((a) => a.name));
const propertiesOnly = Object.fromEntries(
  (board?.members ?? []).filter((m) => m.kind === 'field' && !attributes.has(m.name)).map((m) => [m.name, { control: false }]),
);

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
    diagram: false,
    'allow-count': false,
    scoring: false,
    rules: '',
    'recorded-territory': false,
    coordinates: true,
    'move-numbers': false,
    'show-atari': false,
    'allow-open': false,
    'allow-save': false,
    'ai-level': 'easy',
    'mistake-winrate': 10,
    'mistake-score': 3,
    'show-estimate': false,
    'show-tree': false,
    crop: '',
    autoplay: '',
    name: '',
    'max-bytes': 52428800,
    disabled: false,
    lang: 'en',
  },
  argTypes: {
    ...propertiesOnly,
    'max-bytes': { control: { type: 'number', min: 1, step: 1024 } },
    name: { control: 'text' },
    sgf: { control: 'text' },
    src: { control: 'text' },
    'game-index': { control: { type: 'number', min: 0, step: 1 } },
    size: { control: 'select', options: ['19', '13', '9', '7', '5', '19:13'] },
    mode: { control: 'inline-radio', options: ['review', 'play', 'problem', 'capture', 'guess', 'edit'] },
    rules: { control: 'inline-radio', options: ['', 'japanese', 'chinese'] },
    'ai-level': { control: 'inline-radio', options: ['easy', 'hard'] },
    'mistake-winrate': { control: { type: 'number', min: 1, max: 100, step: 1 } },
    'mistake-score': { control: { type: 'number', min: 0.5, step: 0.5 } },
    autoplay: { control: 'text' },
    crop: { control: 'text' },
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
      ?diagram=${a.diagram}
      ?allow-count=${a['allow-count']}
      ?scoring=${a.scoring}
      rules=${a.rules}
      ?recorded-territory=${a['recorded-territory']}
      ?coordinates=${a.coordinates}
      ?move-numbers=${a['move-numbers']}
      ?show-atari=${a['show-atari']}
      ?allow-open=${a['allow-open']}
      ?allow-save=${a['allow-save']}
      ai-level=${a['ai-level']}
      mistake-winrate=${a['mistake-winrate']}
      mistake-score=${a['mistake-score']}
      ?show-estimate=${a['show-estimate']}
      ?show-tree=${a['show-tree']}
      crop=${a.crop || nothing}
      autoplay=${a.autoplay || nothing}
      name=${a.name || nothing}
      max-bytes=${a['max-bytes']}
      ?disabled=${a.disabled}
    ></go-board>
  </div>`,
};
export default meta;
type Story = StoryObj<Args>;

export const Empty: Story = { args: { sgf: '' } };
export const Capture: Story = {};
export const Ko: Story = { args: { sgf: koGame } };
export const Variations: Story = { args: { sgf: variationsGame, move: '1' } };
/** The game tree: a click on a node goes there. */
export const GameTree: Story = { args: { sgf: variationsGame, move: '1', 'show-tree': true } };
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
/** Several problems in one file: "Problem 1 of 2", Previous / Next problem (keys P and N). */
export const ProblemSet: Story = { args: { sgf: problemSet, mode: 'problem' } };
/** Plays through the game by itself, one move a second, with Play / Pause. */
export const Autoplay: Story = { args: { move: '0', autoplay: '1' } };
export const ChineseHandicapCount: Story = { args: { sgf: chineseHandicapEnd, scoring: true, coordinates: false } };
/** 19x19 on a phone-sized width: a finger tap marks the point first, a second tap plays. */
export const PlayOnAPhone: Story = {
  render: () => html`<go-board mode="play" coordinates style="width: 300px"></go-board>`,
};
/** Guess the next move of a game, from the move shown. */
export const Guess: Story = {
  render: () => html`<go-board src="/examples/games/ear-reddening-game.sgf" mode="guess" move="120" coordinates style="max-width: 32rem"></go-board>`,
};

/** A diagram for a lesson or a post: the board, its markup and its comment; the step buttons because it has a move. */
export const Diagram: Story = { args: { sgf: diagramLesson, diagram: true, move: '0' } };
/** A diagram with no moves: nothing but the board and the comment. */
export const StaticDiagram: Story = { args: { sgf: '(;GM[1]FF[4]SZ[9]VW[ae:fi]AW[ah][bh][bi]AB[ag][bg][cg][ch][ci]TR[ai]C[One eye, at A1: Black can capture by playing there.])', diagram: true } };
/** A VW crop keeps its part of --go-board-max-width: its stones are no larger than the whole board's. */
export const Crop: Story = { args: { sgf: problem, mode: 'problem', coordinates: true } };
/** On a dark page: --go-board-text-color and --go-board-panel-background for the text and buttons under the board. */
export const Dark: Story = {
  args: { sgf: endPosition, coordinates: true },
  render: (a) => html`<div lang=${a.lang} style="max-width: 32rem; padding: 1rem; background: #15171a; color: #e8e6e3; color-scheme: dark">
    <go-board
      .sgf=${a.sgf}
      move=${a.move}
      ?diagram=${a.diagram}
      ?coordinates=${a.coordinates}
      style="--go-board-text-color: #e8e6e3; --go-board-panel-background: #1f2226; --go-board-accent-color: #ff6b5b; --go-board-ko-color: #6fa8ff"
    ></go-board>
  </div>`,
};
/** A game reviewed by an engine (Sabaki's SBKV): the win-rate graph, the mistakes (a drop of 10 % or more), the table. */
export const ReviewedGame: Story = {
  args: { sgf: '', src: '/examples/games/reviewed/sabaki-sbkv-sayuri.sgf', move: '71' },
};
/** analyze-sgf (KataGo): win rate and score lead, the engine's moves marked on the board, TE/BM annotations, its lines as variations. */
export const EngineSuggestions: Story = {
  args: { sgf: '', src: '/examples/games/reviewed/analyze-sgf-sabaki-2-excerpt.sgf', move: '0' },
};
/** KaTrain's comments: win rate, score and point loss; mistakes by win rate or by 3 points of score. */
export const KaTrainReview: Story = {
  args: { sgf: '', src: '/examples/games/reviewed/katrain-1.12.3.sgf', move: '35' },
};
/** A record with no analysis: the score estimate (random playouts) at every move, labelled as an estimate; at the last move, counted. */
export const Estimate: Story = {
  args: { sgf: '', src: '/examples/games/ear-reddening-game.sgf', move: '150', 'show-estimate': true },
};
export const ReviewedGameVietnamese: Story = {
  args: { sgf: '', src: '/examples/games/reviewed/sabaki-sbkv-sayuri.sgf', move: '71', lang: 'vi' },
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
