import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/define.js';
import { broken, captureGame, chineseHandicapEnd, collection, endPosition, koGame, markupGame, problem, variationsGame } from './fixtures.js';

interface Args {
  sgf: string;
  move: string;
  coordinates: boolean;
  moveNumbers: boolean;
  showAtari: boolean;
  lang: string;
}

const meta: Meta<Args> = {
  title: 'go-board',
  component: 'go-board',
  args: { sgf: captureGame, move: 'last', coordinates: true, moveNumbers: false, showAtari: false, lang: 'en' },
  argTypes: { lang: { control: 'select', options: ['en', 'vi'] } },
  render: (a) => html`<div lang=${a.lang} style="max-width: 32rem">
    <go-board .sgf=${a.sgf} move=${a.move} ?coordinates=${a.coordinates} ?move-numbers=${a.moveNumbers} ?show-atari=${a.showAtari}></go-board>
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
export const Error: Story = { args: { sgf: broken } };
export const Vietnamese: Story = { args: { lang: 'vi' } };
export const Loading: Story = {
  render: () => html`<go-board src="data:text/plain,(;GM[1]" style="max-width: 32rem"></go-board>`,
};
export const FromUrl: Story = {
  render: () => html`<go-board src="/examples/games/ear-reddening-game.sgf" coordinates style="max-width: 32rem"></go-board>`,
};

export const Scoring: Story = {
  render: () => html`<go-board .sgf=${endPosition} scoring coordinates style="max-width: 32rem"></go-board>`,
};
export const Play: Story = {
  render: () => html`<go-board .sgf=${koGame} move="last" mode="play" coordinates show-atari style="max-width: 32rem"></go-board>`,
};
export const Problem: Story = {
  render: () => html`<go-board .sgf=${problem} mode="problem" coordinates style="max-width: 32rem"></go-board>`,
};
export const ChineseHandicapCount: Story = {
  render: () => html`<go-board .sgf=${chineseHandicapEnd} scoring style="max-width: 32rem"></go-board>`,
};
/** 19x19 on a phone-sized width: a finger tap marks the point first, a second tap plays. */
export const PlayOnAPhone: Story = {
  render: () => html`<go-board mode="play" coordinates style="width: 300px"></go-board>`,
};
/** Guess the next move of a game, from the move shown. */
export const Guess: Story = {
  render: () => html`<go-board src="/examples/games/ear-reddening-game.sgf" mode="guess" move="120" coordinates style="max-width: 32rem"></go-board>`,
};
