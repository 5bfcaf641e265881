// `npm pack` gives a package that works: the tarball, installed into a temporary folder, loads its root in
// Node (classes and types, nothing registered), type-checks a TypeScript app that uses it, and loads its go-board.js
// in Chromium (registers <go-board>).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { browserPath } from '../../scripts/downloads.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'go-board-pack-'));
const npm = (...args) => execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd: folder, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
try {
  const tarball = join(folder, JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', folder, '--loglevel=error'], { cwd: root, encoding: 'utf8' }))[0].filename);
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: 'pack-check', private: true, type: 'module' }));
  npm('install', '--prefer-offline', tarball);
  // Node: the package root, by its name.
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', `
    const root = await import('@go-board/element');
    // A server-side render imports the side-effect module too: in Node it is the root (registering nothing on import).
    const tag = await import('@go-board/element/go-board.js');
    if (tag.GoBoard !== root.GoBoard || typeof tag.defineGoBoard !== 'function') throw new Error('go-board.js in Node is not the root');
    const game = new root.GoGame({ width: 9 });
    console.log(JSON.stringify({ play: game.play(4, 4).legal, GoBoard: typeof root.GoBoard, registered: globalThis.customElements?.get('go-board') ?? null }));
  `], { cwd: folder, encoding: 'utf8' });
  assert.deepEqual(JSON.parse(out), { play: true, GoBoard: 'function', registered: null });
  // Tools find the manifest through package.json ("customElements") or by its path: both may be resolved.
  const manifest = execFileSync(process.execPath, ['--input-type=module', '-e', `
    import { createRequire } from 'node:module';
    const require = createRequire(process.cwd() + '/');
    const pkg = require('@go-board/element/package.json');
    const m = require('@go-board/element/' + pkg.customElements);
    const board = m.modules.flatMap((mod) => mod.declarations ?? []).find((d) => d.tagName === 'go-board');
    const definition = m.modules.flatMap((mod) => mod.exports ?? []).find((e) => e.kind === 'custom-element-definition');
    console.log(JSON.stringify({ definition: [definition.name, definition.declaration.name], typed: board.events.every((e) => e.type), disabled: board.attributes.some((a) => a.name === 'disabled') }));
  `], { cwd: folder, encoding: 'utf8' });
  assert.deepEqual(JSON.parse(manifest), { definition: ['go-board', 'GoBoard'], typed: true, disabled: true });
  // TypeScript: an app that installs the package gets its types (root, tag map, events), under both resolutions a
  // project may use. A line that type-checks only when the types are `any` is marked as an expected error.
  writeFileSync(join(folder, 'app.ts'), `
    import { GoGame, countScore, type GoBoardEventMap } from '@go-board/element';
    import '@go-board/element/go-board.js';
    const game = new GoGame({ width: 9 });
    const legal: boolean = game.play(4, 4).legal;
    // @ts-expect-error: legal is a boolean
    const wrong: string = game.play(2, 2).legal;
    const board = document.createElement('go-board');
    board.addEventListener('go-navigate', (e) => console.log(e.detail.moveNumber.toFixed(0)));
    const detail: GoBoardEventMap['go-load']['games'] = 1;
    console.log(legal, wrong, board.moveNumber, detail, countScore);
  `);
  for (const resolution of ['bundler', 'nodenext']) {
    const module = resolution === 'bundler' ? 'esnext' : 'nodenext';
    const options = { strict: true, noEmit: true, target: 'es2022', lib: ['es2022', 'dom'], module, moduleResolution: resolution, types: [] };
    writeFileSync(join(folder, 'tsconfig.json'), JSON.stringify({ compilerOptions: options, files: ['app.ts'] }));
    try {
      execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', folder], { cwd: folder, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (e) {
      throw new Error(`the packed types do not serve a TypeScript app (moduleResolution ${resolution}):\n${e.stdout}${e.stderr}`);
    }
  }
  // The command the package installs: an SVG diagram from an SGF file.
  writeFileSync(join(folder, 'game.sgf'), '(;GM[1]SZ[9];B[ee];W[cc])');
  const svg = execFileSync(join(folder, 'node_modules/.bin/go-board-diagram'), ['game.sgf', '--from', '1'], { cwd: folder, encoding: 'utf8' });
  assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^]*>2<\/text>[^]*<\/svg>\n$/);
  // Chromium: the installed go-board.js, served as a static folder.
  const dist = join(folder, 'node_modules/@go-board/element/dist');
  const server = createServer((req, res) => {
    const url = req.url.split('?')[0];
    if (url === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><script type="module" src="/go-board.js"></script><go-board sgf="(;GM[1]SZ[9];B[ee];W[cc])" move="last"></go-board>');
    let code;
    try {
      code = readFileSync(join(dist, url));
    } catch {
      return res.writeHead(404).end();
    }
    res.writeHead(200, { 'content-type': 'text/javascript' }).end(code);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const browser = await chromium.launch({ executablePath: browserPath(), args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.waitForFunction(() => document.querySelector('go-board')?.moveNumber === 2, null, { timeout: 10000 });
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`npm pack: ${tarball.slice(folder.length + 1)} installs; its root works in Node, its types in TypeScript (bundler and nodenext), its go-board.js in Chromium, its go-board-diagram command writes SVG`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
