#!/usr/bin/env node
// go-board-diagram: an SGF file to an SVG diagram (or a PNG, where a rasteriser is installed), drawn by
// the package's renderDiagram, the same code as <go-board>'s toSvg(). Nothing is downloaded.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { renderDiagram } from '../dist/index.js';

const USAGE = `Usage: go-board-diagram game.sgf [options]   (- reads the SGF from standard input)
  --move N|last      the move shown, on the main line (default: last)
  --node N           or the node shown: its index on the main line, 0 is the root (problems, markup)
  --from N           number the moves from N to the move shown, book-style, with notes ("12 at 6")
  --crop A1-K10      the part of the board shown (default: the file's VW); --crop all for the whole board
  --coordinates      letters and numbers around the board
  --size PX          width of the image in pixels
  --theme NAME       light (default), dark, or print (black and white)
  --lang CODE        language of the notes: en (default) or vi
  --game N           which game of a collection (0-based)
  -o, --output FILE  write there (default: standard output); a name ending in .png means --png
  --png              a PNG image: needs rsvg-convert, ImageMagick, Inkscape, or the npm package @resvg/resvg-js or sharp
  -h, --help`;

const fail = (message, code = 1) => {
  process.stderr.write(`go-board-diagram: ${message}\n`);
  process.exit(code);
};

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      move: { type: 'string' },
      node: { type: 'string' },
      from: { type: 'string' },
      crop: { type: 'string' },
      coordinates: { type: 'boolean' },
      size: { type: 'string' },
      theme: { type: 'string' },
      lang: { type: 'string' },
      game: { type: 'string' },
      output: { type: 'string', short: 'o' },
      png: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (e) {
  fail(`${e.message}\n${USAGE}`, 2);
}
const { values: o, positionals } = parsed;
if (o.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if (positionals.length !== 1) fail(`give one SGF file\n${USAGE}`, 2);

const integer = (name) => {
  if (o[name] === undefined) return undefined;
  const n = Number(o[name]);
  if (!Number.isInteger(n) || n < 0) fail(`--${name} wants a whole number, not "${o[name]}"`, 2);
  return n;
};
const options = {
  move: o.move === undefined || o.move === 'last' ? 'last' : integer('move'),
  node: integer('node'),
  from: integer('from'),
  game: integer('game'),
  size: integer('size'),
  coordinates: !!o.coordinates,
  theme: o.theme ?? 'light',
  lang: o.lang,
  ...(o.crop !== undefined && { crop: o.crop === 'all' ? null : o.crop }),
};

let bytes;
try {
  bytes = readFileSync(positionals[0] === '-' ? 0 : positionals[0]);
} catch (e) {
  fail(`cannot read ${positionals[0]}: ${e.code === 'ENOENT' ? 'no such file' : e.message}`);
}
let svg;
try {
  svg = renderDiagram(new Uint8Array(bytes), options);
} catch (e) {
  fail(e.message);
}

const png = o.png || /\.png$/i.test(o.output ?? '');
const out = png ? await rasterise(svg) : `${svg}\n`;
if (o.output) writeFileSync(o.output, out);
else process.stdout.write(out);

/** The SVG as PNG bytes, with the first rasteriser found; a clear message when there is none. */
async function rasterise(svg) {
  const tried = [];
  try {
    const { Resvg } = await import('@resvg/resvg-js');
    return new Resvg(svg, { font: { loadSystemFonts: true } }).render().asPng();
  } catch {
    tried.push('@resvg/resvg-js');
  }
  try {
    const sharp = (await import('sharp')).default;
    return await sharp(Buffer.from(svg)).png().toBuffer();
  } catch {
    tried.push('sharp');
  }
  const tools = [
    ['rsvg-convert', ['--format=png'], null],
    ['magick', ['svg:-', 'png:-'], /ImageMagick/],
    ['convert', ['svg:-', 'png:-'], /ImageMagick/],
    ['inkscape', ['--pipe', '--export-type=png', '--export-filename=-'], /Inkscape/],
  ];
  for (const [tool, args, version] of tools) {
    // ImageMagick and Inkscape are checked by their version line (a `convert` may be another program).
    const check = spawnSync(tool, ['--version'], { encoding: 'utf8' });
    if (check.error || check.status !== 0 || (version && !version.test(check.stdout))) {
      tried.push(tool);
      continue;
    }
    try {
      return execFileSync(tool, args, { input: svg, maxBuffer: 1 << 28, stdio: ['pipe', 'pipe', 'ignore'] });
    } catch (e) {
      fail(`${tool} could not make the PNG (${e.message.split('\n')[0]})`);
    }
  }
  fail(
    `no SVG rasteriser here for --png (looked for ${tried.join(', ')}). Install one: rsvg-convert (Debian, Ubuntu: apt install librsvg2-bin), ` +
      'ImageMagick, Inkscape, or in your project npm install @resvg/resvg-js; or write an SVG (-o figure.svg), which any browser, word processor or PDF tool reads.',
    3,
  );
}
