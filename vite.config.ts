import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// @sabaki/sgf pulls in Node-only optional modules (encoding detection, fs); we decode bytes ourselves.
const nullStub = fileURLToPath(new URL('./stubs/null.cjs', import.meta.url));
const src = (path: string): string => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

// `vite build` writes dist/go-board.js: one self-contained module for a blog's <script type="module">,
// registering <go-board>. `vite build --mode library` writes dist/index.js: the side-effect-free package
// root (classes and types), with its dependencies left as imports, usable in Node.
export default defineConfig(({ mode }) => ({
  resolve: { alias: { 'iconv-lite': nullStub, jschardet: nullStub, fs: nullStub } },
  optimizeDeps: { include: ['lit', 'lit/decorators.js', 'lit/directive-helpers.js'] },
  build:
    mode === 'library'
      ? {
          target: 'es2022',
          emptyOutDir: false,
          minify: false,
          lib: { entry: src('index.ts'), formats: ['es'], fileName: () => 'index.js' },
          rolldownOptions: { external: [/^lit/, /^@lit\//, /^@sabaki\//] },
        }
      : {
          target: 'es2022',
          minify: true,
          lib: { entry: src('define.ts'), formats: ['es'], fileName: () => 'go-board.js' },
        },
}));
