// renderDiagram from the package root, in Node with no DOM: golden diagrams of real files compared by
// structure (numbers, captured-point notes, crop, labels, light, dark and print themes), FG and PM,
// and hostile text escaped. `UPDATE_GOLDEN=1 node test/node/diagram.mjs` rewrites the golden files.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { svgStructure } from './svg-structure.mjs';

const { renderDiagram, parseSgf, SgfCursor } = await import('../../dist/index.js');
assert.equal(typeof globalThis.document, 'undefined', 'no DOM here');
const fixture = (path) => readFileSync(new URL(`../fixtures/${path}`, import.meta.url));
const ear = fixture('element/ear-reddening-game.sgf');
const markup = fixture('diagram/markup.sgf');

// Golden files: [name, file, options].
const goldens = [
  ['ear-reddening-figure-1', ear, { move: 100, from: 1 }],
  ['ear-reddening-figure-2-crop-dark', ear, { move: 150, from: 101, crop: 'A1-K10', coordinates: true, theme: 'dark' }],
  ['markup-labels', markup, { node: 3, coordinates: true }],
  ['markup-lines-print', markup, { node: 4, theme: 'print', size: 400 }],
  ['problem-vw-crop', fixture('problems/ko-1.sgf'), { move: 0, coordinates: true }],
];
for (const [name, sgf, options] of goldens) {
  const svg = renderDiagram(sgf, options);
  const url = new URL(`../fixtures/diagram/${name}.svg`, import.meta.url);
  if (process.env.UPDATE_GOLDEN) writeFileSync(url, svg);
  assert.deepEqual(svgStructure(svg), svgStructure(readFileSync(url, 'utf8')), `${name}.svg: the diagram drawn differs from the golden file`);
}

const texts = (svg) => svgStructure(svg).filter((e) => e.text).map((e) => e.text);
// Figure 1 of the ear-reddening game: 100 numbers on stones, and the ko retakes written under it.
const fig1 = renderDiagram(ear, { move: 100, from: 1 });
const onStones = texts(fig1).filter((t) => /^\d+$/.test(t));
assert.equal(onStones.length + 3, 100, 'each move has its number on the board or in the notes');
assert.ok(texts(fig1).includes('43, 49 at 33 (ko); 46 at 40 (ko)'), texts(fig1).at(-1));
assert.ok(!fig1.includes('r="0.2"'), 'a numbered figure has no last-move mark');
// Figure 3 (201 to the end): a move on a point whose stone is from before the figure letters that stone.
const fig3 = texts(renderDiagram(ear, { from: 201 })).join(' ');
assert.match(fig3, / a .*300, 306, 311 at a \(ko\); 237, 243, .* 309 at 229 \(ko\); 313 at 238; 322 at b; 323 at c; 324 at 203; 325 at 253 \(ko\)$/);
// In Vietnamese.
assert.ok(texts(renderDiagram(ear, { move: 100, from: 1, lang: 'vi' })).includes('43, 49 tại 33 (cướp); 46 tại 40 (cướp)'));
// A crop shows only its part: 10x10 points of grid, coordinates A-K and 1-10 only.
const fig2 = renderDiagram(ear, { move: 150, from: 101, crop: 'A1-K10', coordinates: true });
assert.ok(fig2.includes(`viewBox="-1.4 7.6 11.8 11.8"`), "the crop A1-K10 with coordinates");
assert.ok(!texts(fig2).includes('L') && !texts(fig2).includes('11') && texts(fig2).includes('K'));
// Without from: the position with the last move marked, no numbers.
const plain = renderDiagram(ear, { move: 127 });
assert.equal(texts(plain).filter((t) => /^\d+$/.test(t)).length, 0);
assert.ok(plain.includes('r="0.2"'));
const cursor = new SgfCursor(parseSgf(String(ear))[0]);
for (let i = 0; i < 127; i++) cursor.next();
const stones = cursor.position().join('').replace(/\./g, '').length;
assert.equal((plain.match(/r="0.48"/g) ?? []).length, stones, 'a stone drawn for each stone on the board');

// FG starts a figure (numbers from its move), with its name under the board; PM[2] numbers modulo 100; PM[0] none.
const fgpm = fixture('sgf/synthetic/markup/FG-PM-figure.sgf');
assert.deepEqual(texts(renderDiagram(fgpm, { move: 1 })).slice(1), ['1', 'Figure 1']);
assert.deepEqual(texts(renderDiagram(fgpm, { move: 2 })).slice(1), ['2']);
const pm2 = String(ear).replace('(;FF[3]', '(;FF[3]PM[2]');
assert.ok(texts(renderDiagram(pm2, { move: 150, from: 101 })).includes('1') && !texts(renderDiagram(pm2, { move: 150, from: 101 })).includes('101'));
assert.equal(texts(renderDiagram(String(fgpm).replace('PM[2]', 'PM[0]'), { move: 1 })).filter((t) => /^\d+$/.test(t)).length, 0);

// Hostile text: names, labels, figure names and comments are data. The SVG stays well-formed, has no
// element but its own, and shows the text as written.
const hostile = '(;GM[1]FF[4]SZ[9]GN[<script>alert(1)</script>"\'&amp;\\]\\]>\u0001]PB[x" onload="alert(1)]C[</svg><script>]'
  + ';B[ee]FG[1:<img src=x onerror=alert(1)>\\]\\]>]LB[cc:<b>"\'&][dd:\\]\\]>]TR[ee])';
const svg = renderDiagram(hostile, { from: 1 });
const elements = svgStructure(svg).filter((e) => e.name).map((e) => e.name);
assert.deepEqual([...new Set(elements)].sort(), ['circle', 'path', 'rect', 'svg', 'text', 'title']);
const attributes = new Set(svgStructure(svg).flatMap((e) => Object.keys(e.attrs ?? {})));
assert.ok([...attributes].every((a) => !/^on/i.test(a) && a !== 'href'), `no attribute from the file: ${[...attributes]}`);
assert.ok(!svg.includes('<script') && !svg.includes('<img') && !svg.includes(']]>'), 'the file\'s markup is escaped');
const written = texts(svg);
assert.deepEqual(written.slice(0, 4), [`<script>alert(1)</script>"'&amp;]]>, move 1`, '1', '<b>"\'&', ']]>']);
assert.equal(written.slice(4).join(' '), '<img src=x onerror=alert(1)>]]>', 'the figure name under the board (wrapped at spaces)');
assert.throws(() => renderDiagram('(;GM[1]SZ[9])', { theme: 'constructor' }), /Unknown theme/);
assert.throws(() => renderDiagram(ear, { game: 3 }), /no game 3/);
assert.throws(() => renderDiagram(ear, { crop: 'A1-Z30' }), /crop "A1-Z30" is not two points on this 19×19 board/);
assert.equal(renderDiagram(ear, { crop: 'a1-k10' }), renderDiagram(ear, { crop: 'A1-K10' }), 'lower case names the same columns on a 19x19 board');
assert.equal(renderDiagram(ear, { crop: 'aj:js' }), renderDiagram(ear, { crop: 'A1-K10' }), 'SGF points');

// The command: the same SVG as renderDiagram; PNG through a rasteriser found on PATH, or a clear message.
const bin = fileURLToPath(new URL('../../bin/go-board-diagram.mjs', import.meta.url));
const earPath = fileURLToPath(new URL('../fixtures/element/ear-reddening-game.sgf', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'go-board-diagram-'));
try {
  const run = (args, env = {}) => spawnSync(process.execPath, [bin, ...args], { encoding: 'buffer', env: { ...process.env, ...env } });
  const figure = run([earPath, '--move', '120', '--from', '101', '--crop', 'A1-K10', '-o', join(folder, 'fig.svg')]);
  assert.equal(figure.status, 0, String(figure.stderr));
  assert.equal(readFileSync(join(folder, 'fig.svg'), 'utf8'), `${renderDiagram(ear, { move: 120, from: 101, crop: 'A1-K10' })}\n`);
  assert.equal(String(run([earPath, '--theme', 'dark', '--coordinates', '--lang', 'vi']).stdout), `${renderDiagram(ear, { theme: 'dark', coordinates: true, lang: 'vi' })}\n`);
  const bad = run([earPath, '--move', 'ten']);
  assert.equal(bad.status, 2);
  assert.match(String(bad.stderr), /--move wants a whole number/);
  // No rasteriser on PATH: a message that says what to install, and no file.
  const none = run([earPath, '-o', join(folder, 'none.png')], { PATH: folder });
  assert.equal(none.status, 3);
  assert.match(String(none.stderr), /no SVG rasteriser.*rsvg-convert.*librsvg2-bin.*@resvg\/resvg-js/s);
  // A rasteriser on PATH (here a stand-in rsvg-convert that says what it was given) makes the PNG.
  const fake = join(folder, 'rsvg-convert');
  writeFileSync(fake, `#!${process.execPath}\nif (process.argv[2] === '--version') { console.log('rsvg-convert version 2.54.5'); process.exit(0); }\nlet n = 0; process.stdin.on('data', (d) => (n += d.length)).on('end', () => process.stdout.write(Buffer.concat([Buffer.from([0x89]), Buffer.from('PNG ' + n)])));\n`);
  chmodSync(fake, 0o755);
  const made = run([earPath, '--png', '-o', join(folder, 'fig.png')], { PATH: folder });
  assert.equal(made.status, 0, String(made.stderr));
  assert.equal(readFileSync(join(folder, 'fig.png'), 'latin1'), `\x89PNG ${Buffer.byteLength(renderDiagram(ear))}`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
console.log(`diagrams: ${goldens.length} golden SVGs match; figures, notes, FG/PM, crop and hostile text checked in Node without a DOM; go-board-diagram writes SVG, PNG through a rasteriser, or says what to install`);
