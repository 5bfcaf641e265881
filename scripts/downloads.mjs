// What a page downloads to show a board, measured from the network requests of a real Chromium:
// each file of dist/ the page fetched, gzipped at level 9 (what a server would send, whatever this
// one does). Used by the budget test (test/node/download-budget.mjs) and by `npm run bench`.
//   (a) a 300-move game, no markup, shown at its last move;
//   (b) the same game commented, with marks and variations, shown where they are;
//   (c) (b), then counting the score.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const dist = join(root, 'dist');
const GAME = join(root, 'test/fixtures/sgf/counted/kgs-2017-jp/2017-01-01-10.sgf');

/**
 * The 300-move game of (a), as text, without its territory marks (TB/TW) and comments. (Their values run over
 * line breaks: left there, they were read as more values of the last node's B[], with a warning on the board.)
 */
export const plainGame = () => readFileSync(GAME, 'utf8').replace(/(TB|TW)(\s*\[\w*\])+|C\[(\\.|[^\]])*\]/g, '');

/**
 * (b): the same game with a comment, a triangle and a label every tenth move, and at move 150 a
 * second variation (a reply the commentator suggests).
 */
export function commentedGame() {
  const text = plainGame().trim();
  const nodes = text.slice(1, -1).split(/(?=;[BW]\[)/);
  const out = nodes.map((node, i) => {
    if (i === 0 || i % 10) return node;
    const point = /;[BW]\[(\w\w)\]/.exec(node)?.[1] ?? 'dd';
    return `${node}C[Move ${i}: why this move matters, and what the other side should answer.]TR[${point}]LB[dd:A][pp:B]`;
  });
  const at = 150;
  const color = out[at].startsWith(';B') ? 'B' : 'W';
  return `(${out.slice(0, at).join('')}(${out.slice(at).join('')})(;${color}[jj]C[Better: the centre.]TR[jj];${color === 'B' ? 'W' : 'B'}[kk]))`;
}

export const browserPath = () =>
  process.env.CHROME_PATH || ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'].find((p) => existsSync(p));

const page = (body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><script type="module" src="/go-board.js"></script></head><body>${body}</body></html>`;

function serve() {
  const pages = {
    '/a.html': page('<go-board src="/game-a.sgf" move="last" style="width:600px"></go-board>'),
    '/b.html': page('<go-board src="/game-b.sgf" move="150" style="width:600px"></go-board>'),
  };
  const games = { '/game-a.sgf': plainGame(), '/game-b.sgf': commentedGame() };
  const server = createServer((req, res) => {
    const url = (req.url ?? '/').split('?')[0];
    if (pages[url]) return res.writeHead(200, { 'content-type': 'text/html' }).end(pages[url]);
    if (games[url]) return res.writeHead(200, { 'content-type': 'application/x-go-sgf' }).end(games[url]);
    const path = join(dist, decodeURIComponent(url));
    if (!path.startsWith(dist) || !existsSync(path) || statSync(path).isDirectory()) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': extname(path) === '.js' ? 'text/javascript' : 'application/octet-stream' }).end(readFileSync(path));
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok({ server, origin: `http://127.0.0.1:${server.address().port}` })));
}

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** Returns, per case, the dist files fetched and their total gzip -9 bytes; also the entry's size. */
export async function measureDownloads() {
  const { server, origin } = await serve();
  const browser = await chromium.launch({ executablePath: browserPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const run = async (name, path, after) => {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const files = new Set();
      tab.on('requestfinished', (r) => {
        const u = new URL(r.url());
        if (u.origin === origin && u.pathname.endsWith('.js')) files.add(u.pathname.slice(1));
      });
      const errors = [];
      tab.on('pageerror', (e) => errors.push(e.message));
      await tab.goto(origin + path);
      await tab.waitForFunction(() => document.querySelector('go-board')?.totalMoves > 0, null, { timeout: 20000 });
      await tab.evaluate(async (after) => {
        const board = document.querySelector('go-board');
        await board.updateComplete;
        if (after === 'score') await board.startScoring();
        await board.updateComplete;
        await new Promise((r) => setTimeout(r, 300));
      }, after);
      await context.close();
      if (errors.length) throw new Error(`${name}: ${errors.join('; ')}`);
      const list = [...files].sort();
      return { files: list, bytes: list.reduce((sum, f) => sum + gz(f), 0) };
    };
    return {
      a: await run('a', '/a.html'),
      b: await run('b', '/b.html'),
      c: await run('c', '/b.html', 'score'),
      entry: gz('go-board.js'),
    };
  } finally {
    await browser.close();
    server.close();
  }
}

/** Peers' downloads (gzip), as given in issue 11, printed next to ours. */
export const peerDownloads = 'BesoGo 14.2 KB (no scoring), WGo.js 3 24.3 KB, WGo.js 2 59 KB with its CSS and images, Sabaki Shudan + go-board + sgf ~14 KB without any UI';

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const m = await measureDownloads();
  for (const k of ['a', 'b', 'c']) console.log(`(${k}) ${m[k].bytes} bytes gzip -9: ${m[k].files.join(', ')}`);
  console.log(`entry go-board.js ${m.entry}`);
}
