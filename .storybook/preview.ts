import type { Preview } from '@storybook/web-components-vite';
import '../src/define.js';

const preview: Preview = {
  parameters: { layout: 'padded' },
};
export default preview;
