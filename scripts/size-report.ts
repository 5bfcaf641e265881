// `npx tsx scripts/size-report.ts`: which modules fill dist/go-board.js. Bundles src/define.ts the way
// the build does (templates compacted, private names mangled, siblings left out) and prints each input's
// minified bytes and its share of the gzipped total (an estimate: gzip does not split by module).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { compactCss, compactMarkup } from '../vite.config.js';

const result = await build({
  entryPoints: ['src/define.ts'],
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2022',
  write: false,
  metafile: true,
  outfile: 'size-report.js',
  legalComments: 'none',
  mangleProps: /^[A-Za-z]\w*[A-Za-z0-9]_$/,
  plugins: [
    {
      name: 'as-built',
      setup(b) {
        // The siblings stay out, as in the bundle.
        b.onLoad({ filter: /element[/\\]lazy\.ts$/ }, () => ({
          contents: `const l = () => import(String(new URL('./sibling.js', import.meta.url)));
export const loadScoring = l, loadProblemMode = l, loadCaptureMode = l, loadGuessMode = l, loadVietnamese = l, loadDecoder = l, loadBigFile = l, loadExtras = l, loadMarkup = l;
export const startParserWorker = () => new Worker('./sibling.js');`,
          loader: 'js',
        }));
        b.onLoad({ filter: /src[/\\]element[/\\].*\.ts$/ }, ({ path }) => {
          const code = readFileSync(path, 'utf8').replace(/css`([^`]*)`/g, (_, body: string) => 'css`' + compactCss(body) + '`');
          return { contents: compactMarkup(code), loader: 'ts' };
        });
      },
    },
  ],
});
const bytes = result.outputFiles[0]!.contents;
const gz = gzipSync(bytes, { level: 9 }).length;
console.log(`bundle: ${bytes.length} bytes, ${gz} gzipped`);
const inputs = Object.values(result.metafile.outputs)[0]!.inputs;
for (const [file, { bytesInOutput }] of Object.entries(inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)) {
  if (bytesInOutput) console.log(`${String(bytesInOutput).padStart(7)} ${String(Math.round((bytesInOutput / bytes.length) * gz)).padStart(6)} gz  ${file.replace(/^node_modules\//, '')}`);
}
