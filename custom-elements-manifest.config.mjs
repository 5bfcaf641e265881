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
            if (declaration.members) declaration.members = declaration.members.filter((m) => !m.name.startsWith('#'));
            for (const m of [...(declaration.members ?? []), ...(declaration.attributes ?? [])]) if (m.default === 'DEFAULT_MAX_BYTES') m.default = String(50 * 1024 * 1024);
            // Each event with the type of its detail (as GlobalEventHandlersEventMap gives it to TypeScript).
            for (const e of declaration.events ?? []) e.type ??= { text: `CustomEvent<GoBoardEventMap['${e.name}']>` };
          }
          // define.ts registers GoBoard as go-board (through defineGoBoard, which the analyzer does not follow).
          if (mod.path === 'src/define.ts') {
            mod.exports = (mod.exports ?? []).filter((e) => e.kind !== 'custom-element-definition');
            mod.exports.push({ kind: 'custom-element-definition', name: 'go-board', declaration: { name: 'GoBoard', module: 'src/element/go-board.ts' } });
          }
        }
      },
    },
  ],
};
