// `cem analyze` (npm run build): custom-elements.json from the element's JSDoc, for Storybook and editors.
export default {
  globs: ['src/element/go-board.ts', 'src/define.ts'],
  outdir: '.',
  litelement: true,
};
