import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';

// @sabaki/sgf pulls in Node-only optional modules (encoding detection, fs); we decode bytes ourselves.
const nullStub = fileURLToPath(new URL('./stubs/null.cjs', import.meta.url));
const src = (path: string): string => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/**
 * `npm run build` runs Vite once per output file (any other mode, as Storybook's, gets the plain config):
 * - bundle: dist/go-board.js, one self-contained module that registers <go-board> (no imports);
 * - scoring / problem / capture / guess / vi / parser / decode / big / extras / markup: dist/go-board-<name>.js, code the board loads on demand from next to itself;
 * - library: dist/index.js, the side-effect-free package root, dependencies left as imports, usable in Node.
 */
const lazyChunks: Record<string, string> = {
  scoring: 'element/scoring-ui.ts',
  problem: 'element/modes/problem-mode.ts',
  capture: 'element/modes/capture-mode.ts',
  guess: 'element/modes/guess-mode.ts',
  vi: 'element/i18n/vi.ts',
  parser: 'element/parse-worker.ts',
  decode: 'sgf/decode.ts',
  big: 'element/big-file.ts',
  extras: 'element/extras.ts',
  markup: 'element/markup-layer.ts',
};

/** In the bundle, lazy.ts loads the sibling files instead of the source modules. */
const siblingLoaders = (): Plugin => ({
  name: 'go-board-sibling-loaders',
  enforce: 'pre',
  load(id) {
    if (id !== src('element/lazy.ts')) return null;
    const load = (name: string) => `() => import(/* @vite-ignore */ new URL('./go-board-${name}.js', import.meta.url).href)`;
    return `export const loadScoring = ${load('scoring')};
export const loadProblemMode = ${load('problem')};
export const loadCaptureMode = ${load('capture')};
export const loadGuessMode = ${load('guess')};
export const loadVietnamese = ${load('vi')};
export const loadDecoder = ${load('decode')};
export const loadBigFile = ${load('big')};
export const loadExtras = ${load('extras')};
export const loadMarkup = ${load('markup')};
// A module worker must be same-origin: a blob worker that imports the sibling file also works from a CDN.
// One blob URL for the page, made on first use.
let workerUrl;
export const startParserWorker = () => {
  const url = new URL('./go-board-' + 'parser.js', import.meta.url).href;
  workerUrl ??= URL.createObjectURL(new Blob(['import ' + JSON.stringify(url) + ';'], { type: 'text/javascript' }));
  return new Worker(workerUrl, { type: 'module' });
};`;
  },
});

/** Collapses the white space of css`` templates (Lit keeps them as written). */
export const compactCss = (body: string): string =>
  body
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .replace(/([^\w.])0\.(\d)/g, '$1.$2')
    .trim();

/**
 * In html`` and svg`` templates, white space that holds a line break (the source's indentation) becomes
 * one space: the same rendering (no template of ours has pre-formatted text), a smaller bundle. Scans
 * the templates with their ${} expressions, nested templates and strings; throws on what it cannot follow.
 */
export function compactMarkup(code: string): string {
  const template = (i: number, compact: boolean): [number, string] => {
    let out = '';
    let text = '';
    const flush = () => {
      out += compact ? text.replace(/\s*\n\s*/g, ' ') : text;
      text = '';
    };
    while (i < code.length) {
      const c = code[i]!;
      if (c === '\\') {
        text += c + code[i + 1];
        i += 2;
      } else if (c === '`') {
        flush();
        return [i + 1, out];
      } else if (c === '$' && code[i + 1] === '{') {
        flush();
        const [j, expr] = expression(i + 2);
        out += '${' + expr + '}';
        i = j;
      } else {
        text += c;
        i++;
      }
    }
    throw new Error('unclosed template');
  };
  const expression = (i: number): [number, string] => {
    let out = '';
    let depth = 0;
    while (i < code.length) {
      const c = code[i]!;
      if (c === '`') {
        const [j, t] = template(i + 1, /\b(?:html|svg)$/.test(out));
        out += '`' + t + '`';
        i = j;
        continue;
      }
      if (c === '"' || c === "'") {
        let j = i + 1;
        while (code[j] !== c) {
          if (j >= code.length || code[j] === '\n') throw new Error('unclosed string');
          j += code[j] === '\\' ? 2 : 1;
        }
        out += code.slice(i, j + 1);
        i = j + 1;
        continue;
      }
      if (c === '/' && (code[i + 1] === '/' || code[i + 1] === '*')) throw new Error('comment in a template expression');
      if (c === '{') depth++;
      else if (c === '}' && depth-- === 0) return [i + 1, out];
      out += c;
      i++;
    }
    throw new Error('unclosed expression');
  };
  let out = '';
  let from = 0;
  for (const m of code.matchAll(/\b(?:html|svg)`/g)) {
    if (m.index! < from) continue;
    const [end, t] = template(m.index! + m[0].length, true);
    out += code.slice(from, m.index! + m[0].length) + t + '`';
    from = end;
  }
  return out + code.slice(from);
}

const compactTemplates = (): Plugin => ({
  name: 'go-board-compact-templates',
  transform(code, id) {
    if (!id.startsWith(src('element'))) return null;
    const css = code.includes('css`') ? code.replace(/css`([^`]*)`/g, (_, body: string) => 'css`' + compactCss(body) + '`') : code;
    return /\b(?:html|svg)`/.test(css) ? compactMarkup(css) : css;
  },
});

/**
 * Vite keeps white space in library builds; the published bundle is fully minified. Members whose name
 * ends in `_` are private to their class (the source's convention) and get short names. Each output
 * file is mangled on its own, so such a name must never be read across files (go-board.js and a sibling).
 */
const minifyFully = (): Plugin => ({
  name: 'go-board-minify',
  async generateBundle(_, bundle) {
    for (const file of Object.values(bundle)) {
      if (file.type !== 'chunk') continue;
      const options = { minify: true, format: 'esm', target: 'es2022', legalComments: 'none', mangleProps: /^[A-Za-z]\w*[A-Za-z0-9]_$/ } as const;
      file.code = (await transform(file.code, options)).code;
    }
  },
});

export default defineConfig(({ mode }) => {
  const base = {
    resolve: { alias: { 'iconv-lite': nullStub, jschardet: nullStub, fs: nullStub } },
    optimizeDeps: { include: ['lit', 'lit/decorators.js', 'lit/directive-helpers.js'] },
  };
  if (mode === 'library') {
    return {
      ...base,
      build: {
        target: 'es2022',
        emptyOutDir: false,
        minify: false,
        lib: { entry: src('index.ts'), formats: ['es'], fileName: () => 'index.js' },
        rolldownOptions: { external: [/^lit/, /^@lit\//, /^@sabaki\//] },
      },
    };
  }
  const chunk = lazyChunks[mode];
  if (!chunk && mode !== 'bundle') return base;
  return {
    ...base,
    plugins: [siblingLoaders(), compactTemplates(), minifyFully()],
    build: {
      target: 'es2022',
      emptyOutDir: !chunk,
      minify: true,
      lib: chunk
        ? { entry: src(chunk), formats: ['es'], fileName: () => `go-board-${mode}.js` }
        : { entry: src('define.ts'), formats: ['es'], fileName: () => 'go-board.js' },
    },
  };
});
