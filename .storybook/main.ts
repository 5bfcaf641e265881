import type { StorybookConfig } from '@storybook/web-components-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.ts'],
  framework: { name: '@storybook/web-components-vite', options: {} },
  // Docs pages, generated from custom-elements.json (npm run build writes it from the element's JSDoc).
  addons: ['@storybook/addon-docs'],
  core: { disableTelemetry: true },
  staticDirs: [{ from: '../examples', to: '/examples' }],
};
export default config;
