import { fileURLToPath } from 'node:url';
import minifyHtmlLiterals from '@lit-labs/rollup-plugin-minify-html-literals';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

// @sabaki/sgf (a dev dependency: tests, benchmarks) pulls in Node-only optional modules; we decode bytes ourselves.
const nullStub = fileURLToPath(new URL('./stubs/null.cjs', import.meta.url));
const src = (path: string): string => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/**
 * `npm run build`:
 * - `vite build -m element`: dist/go-board.js, the module a page includes (registers <go-board>), and the chunks it
 *   loads with import() from next to itself (scoring, modes, markup, other languages and charsets, the
 *   big-file worker);
 * - `vite build -m library`: dist/index.js, the package root (classes and types, no side effects, works in
 *   Node), with Lit left as an import;
 * - `vite build -m standalone`: dist/go-board.standalone.js, one classic script with everything inside, for
 *   pages opened from disk (file://), where module scripts are blocked.
 * Any other mode (Storybook's, the dev server's) gets the shared part only.
 */
export default defineConfig(({ command, mode }): UserConfig => {
  const base: UserConfig = {
    resolve: { alias: { 'iconv-lite': nullStub, jschardet: nullStub, fs: nullStub } },
    optimizeDeps: { include: ['lit', 'lit/decorators.js', 'lit/directive-helpers.js'] },
  };
  if (command !== 'build' || !['element', 'library', 'standalone'].includes(mode)) return base;
  const build = { target: 'es2022', minify: true, emptyOutDir: false, modulePreload: false, reportCompressedSize: false } as const;
  // The files a page downloads: Lit's html``, svg`` and css`` templates without their indentation (Lit's own
  // minifier plugin; the library build stays readable and is minified by the page's bundler).
  const minifyTemplates = minifyHtmlLiterals({ failOnError: true }) as unknown as Plugin;
  // Quiet builds (npm test runs them): sizes are measured by test/node/download-budget.mjs.
  base.logLevel = 'warn';
  if (mode === 'library') {
    return {
      ...base,
      build: {
        ...build,
        minify: false,
        assetsDir: 'lib',
        lib: { entry: src('index.ts'), formats: ['es'], fileName: () => 'index.js' },
        // Its own folder: the element's chunks stay the only files next to go-board.js.
        rolldownOptions: {
          external: [/^lit/, /^@lit\//],
          // The root exports the charset decoder too, so the board's import() of it cannot split it off here.
          checks: { ineffectiveDynamicImport: false },
          output: { chunkFileNames: 'lib/[name]-[hash].js' },
        },
      },
    };
  }
  if (mode === 'standalone') {
    return {
      ...base,
      // A classic script has no import.meta: with no URL of its own, the big-file worker is not tried (big files parse on the page).
      define: { 'import.meta.url': 'undefined' },
      // …so the worker file Vite still builds for it is not written.
      plugins: [
        minifyTemplates,
        { name: 'go-board-standalone-no-worker', generateBundle: (_, bundle) => Object.keys(bundle).filter((f) => f.includes('parse-worker')).forEach((f) => delete bundle[f]) },
        // A classic script is read in the page's charset (a module always as UTF-8): a lesson without
        // <meta charset="utf-8"> showed "Â·" and garbled Vietnamese. Written in ASCII, it reads the same anywhere.
        { name: 'go-board-standalone-ascii', generateBundle: (_, bundle) => Object.values(bundle).forEach((file) => file.type === 'chunk' && (file.code = file.code.replace(/[^\0-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`))) },
      ],
      build: {
        ...build,
        lib: { entry: src('define.ts'), formats: ['iife'], name: 'GoBoardElement', fileName: () => 'go-board.standalone.js' },
      },
    };
  }
  // element
  return {
    ...base,
    plugins: [minifyTemplates],
    // Chunks and the worker are found from the module's own URL (import.meta.url): a static folder or a CDN.
    base: './',
    worker: { format: 'es', rolldownOptions: { output: { entryFileNames: 'go-board-[name]-[hash].js' } } },
    build: {
      ...build,
      // Terser after Rolldown's own minifier: 180 bytes less in go-board.js (gzip), one more pass over each file.
      minify: 'terser',
      terserOptions: { compress: { passes: 2 }, format: { comments: false } },
      emptyOutDir: true,
      assetsDir: '',
      lib: { entry: src('define.ts'), formats: ['es'], fileName: () => 'go-board.js' },
      rolldownOptions: {
        // What the entry shares with a chunk stays in the entry (the chunk imports it from there).
        preserveEntrySignatures: 'allow-extension',
        // Terser is a JavaScript plugin: Rolldown would report its time at each build (npm test runs builds).
        checks: { pluginTimings: false },
        // No comments in the files a page downloads (annotations for minifiers included: the build is done).
        // Chunk names keep a content hash (a cached old chunk is never taken for a new one), of 6 characters
        // (Rolldown's least): go-board.js names each of its chunks, and random characters do not compress.
        output: { minify: true, comments: false, chunkFileNames: 'go-board-[name]-[hash:6].js', assetFileNames: 'go-board-[name]-[hash][extname]' },
      },
    },
  };
});
