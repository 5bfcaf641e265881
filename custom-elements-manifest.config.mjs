// `cem analyze` (npm run build): custom-elements.json from the element's JSDoc, for Storybook and editors.
export default {
  globs: ['src/element/go-board.ts', 'src/define.ts'],
  outdir: '.',
  litelement: true,
  plugins: [
    {
      // The element's ES private members (#review, #loader…) are no API: not in the manifest, nor in Storybook's Docs.
      // A default read from a constant is given as its value (max-bytes: 52428800, not DEFAULT_MAX_BYTES).
      name: 'go-board-public-only',
      packageLinkPhase({ customElementsManifest }) {
        for (const mod of customElementsManifest.modules) {
          for (const declaration of mod.declarations ?? []) {
            if (!declaration.members) continue;
            declaration.members = declaration.members.filter((m) => !m.name.startsWith('#'));
            for (const m of declaration.members) if (m.default === 'DEFAULT_MAX_BYTES') m.default = String(50 * 1024 * 1024);
          }
        }
      },
    },
  ],
};
