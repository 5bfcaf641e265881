import { setCustomElementsManifest, type Preview } from '@storybook/web-components-vite';
import { html } from 'lit';
import manifest from '../custom-elements.json';
import '../src/define.js';

// Controls and the Docs page come from the manifest (attributes, properties, events, parts, CSS properties).
setCustomElementsManifest(manifest);

const preview: Preview = {
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  // The board inherits its font: give the stories a sans-serif one (the page's default is Times).
  decorators: [(story) => html`<div style="font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif">${story()}</div>`],
};
export default preview;
