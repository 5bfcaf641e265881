import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/define.js';
import { renderDiagram } from '../src/diagram/index.js';

interface Args {
  from: number;
  move: number;
  crop: string;
  coordinates: boolean;
  theme: 'light' | 'dark' | 'print';
  lang: string;
}

/** An SVG string as an image URL (the SVG is shown as an image, never put in the page as markup). */
const image = (svg: string): string => URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));

/**
 * Book-style figures: renderDiagram (the package root, also in Node) draws the moves `from`…`move` numbered,
 * with the notes under the diagram; beside it the live board at the same move, with Download image.
 */
const meta: Meta<Args> = {
  title: 'go-board/Figures',
  component: 'go-board',
  args: { from: 101, move: 200, crop: '', coordinates: false, theme: 'light', lang: 'en' },
  argTypes: {
    theme: { control: 'inline-radio', options: ['light', 'dark', 'print'] },
    lang: { control: 'select', options: ['en', 'vi'] },
  },
  // The game, as the FromUrl story loads it.
  loaders: [async () => ({ sgf: await (await fetch('/examples/games/ear-reddening-game.sgf')).text() })],
  render: (a, { loaded }) => {
    const earReddening = (loaded as { sgf: string }).sgf;
    const svg = renderDiagram(earReddening, { from: a.from, move: a.move, crop: a.crop || undefined, coordinates: a.coordinates, theme: a.theme, lang: a.lang, size: 480 });
    return html`<div lang=${a.lang} style="display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start">
      <figure style="margin: 0; width: 30rem">
        <img src=${image(svg)} alt="Figure: moves ${a.from} to ${a.move}" style="width: 100%; height: auto" />
        <figcaption>renderDiagram(sgf, { from: ${a.from}, move: ${a.move} })</figcaption>
      </figure>
      <go-board .sgf=${earReddening} move=${String(a.move)} ?coordinates=${a.coordinates} allow-save style="width: 24rem"></go-board>
    </div>`;
  },
};
export default meta;
type Story = StoryObj<Args>;

export const Figure1: Story = { args: { from: 1, move: 100 } };
export const Figure2: Story = { args: { from: 101, move: 200 } };
export const Figure3InVietnamese: Story = { args: { from: 201, move: 325, lang: 'vi' } };
export const CroppedDark: Story = { args: { from: 101, move: 150, crop: 'A1-K10', coordinates: true, theme: 'dark' } };
