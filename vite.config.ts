import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// @sabaki/sgf pulls in Node-only optional modules (encoding detection, fs); we decode bytes ourselves.
const nullStub = fileURLToPath(new URL('./stubs/null.cjs', import.meta.url));

export default defineConfig({
  resolve: { alias: { 'iconv-lite': nullStub, jschardet: nullStub, fs: nullStub } },
  optimizeDeps: { include: ['lit', 'lit/decorators.js', 'lit/directive-helpers.js'] },
  build: {
    target: 'es2022',
    minify: true,
    lib: { entry: fileURLToPath(new URL('./src/define.ts', import.meta.url)), formats: ['es'], fileName: () => 'go-board.js' },
  },
});
