import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/define.js';

interface Args {
  size: number;
  level: 'easy' | 'hard';
  coordinates: boolean;
  lang: string;
}

const meta: Meta<Args> = {
  title: 'go-board/Capture game',
  component: 'go-board',
  args: { size: 7, level: 'easy', coordinates: false, lang: 'en' },
  argTypes: {
    size: { control: { type: 'range', min: 5, max: 9, step: 1 } },
    level: { control: 'inline-radio', options: ['easy', 'hard'] },
    lang: { control: 'select', options: ['en', 'vi'] },
  },
  render: (a) => html`<div lang=${a.lang} style="max-width: 28rem">
    <go-board mode="capture" size=${String(a.size)} ai-level=${a.level} ?coordinates=${a.coordinates}></go-board>
  </div>`,
};
export default meta;
type Story = StoryObj<Args>;

export const Easy: Story = {};
export const HardOn5x5: Story = { args: { size: 5, level: 'hard' } };
export const NineByNine: Story = { args: { size: 9, coordinates: true } };
export const Vietnamese: Story = { args: { lang: 'vi' } };

/** The computer plays both sides, one move every 600 ms (chosen in the panel, as a teacher would). */
export const Demonstration: Story = {
  args: { size: 5 },
  play: async ({ canvasElement }) => {
    const board = canvasElement.querySelector('go-board')!;
    let select: HTMLSelectElement | null = null;
    for (let i = 0; i < 100 && !select; i++) {
      await new Promise((r) => setTimeout(r, 20));
      select = board.shadowRoot?.querySelector('select') ?? null;
    }
    if (!select) return;
    select.value = 'demo';
    select.dispatchEvent(new Event('change'));
  },
};
