// The element in Chromium: load a ~300-move game and go to the last move, then single steps forward.
// Peer in the same page: the Sabaki kit (@sabaki/sgf parse + @sabaki/go-board replay, no rendering at all).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import * as esbuild from 'esbuild';
import { bigVariationTree } from '../test/helpers/big-tree.js';
import { frameGaps, frameGapsScript } from './frame-gaps.js';
import { finalPosition } from '../test/helpers/final-position.js';
import { findSgfFiles } from './engine.bench.js';
// @ts-expect-error: a plain JavaScript module (also used by the tests)
import { measureDownloads, peerDownloads } from '../scripts/downloads.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

function findGame(folder: string, wanted = 300): { name: string; text: string; moves: number } {
  let best = { name: '', text: '', moves: 0 };
  for (const f of findSgfFiles(folder)) {
    const text = readFileSync(f, 'latin1');
    if (!/SZ\[19\]/.test(text)) continue;
    const moves = (text.match(/;[BW]\[/g) ?? []).length;
    if (Math.abs(moves - wanted) < Math.abs(best.moves - wanted)) best = { name: f, text, moves };
  }
  return best;
}

function serve(): Promise<{ server: Server; url: string }> {
  const types: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html', '.sgf': 'text/plain' };
  const server = createServer((req, res) => {
    if (req.url === '/bench-page') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><body><go-board id="b" style="width:600px"></go-board></body>');
      return;
    }
    const path = join(root, decodeURIComponent((req.url ?? '/').split('?')[0]!));
    if (!path.startsWith(root) || !existsSync(path) || statSync(path).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(readFileSync(path));
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` })));
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function run(folder: string): Promise<void> {
  execSync('npm run build', { cwd: root, stdio: 'ignore' });
  // What a page downloads (network requests in Chromium, gzip -9), next to the peers' figures.
  const downloads = await measureDownloads();
  const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;
  console.log(`element: downloads, gzip -9: (a) 300-move game ${kb(downloads.a.bytes)}, (b) commented with marks and variations ${kb(downloads.b.bytes)} (budget 30 KB), (c) (b) + counting ${kb(downloads.c.bytes)}; entry go-board.js ${kb(downloads.entry)} (goal 24 KB)`);
  console.log(`element: peers' downloads: ${peerDownloads}`);
  // The peer kit, bundled for the browser the way its README suggests (no iconv-lite / jschardet).
  const peer = await esbuild.build({
    stdin: { contents: "import sgf from '@sabaki/sgf'; import Board from '@sabaki/go-board'; window.peer = { sgf, Board };", resolveDir: root },
    bundle: true,
    format: 'esm',
    write: false,
    alias: { fs: join(root, 'stubs/null.cjs'), 'iconv-lite': join(root, 'stubs/null.cjs'), jschardet: join(root, 'stubs/null.cjs') },
    logLevel: 'silent',
  });
  const game = findGame(folder);
  const { server, url } = await serve();
  const executablePath = process.env.CHROME_PATH || ['/usr/bin/chromium', '/usr/bin/google-chrome'].find(existsSync);
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    // tsx names functions with a __name helper; functions sent to the page need it there too.
    await page.addInitScript({ content: 'window.__name = (f) => f;' });
    await page.addInitScript({ content: frameGapsScript });
    await page.goto(`${url}/bench-page`);
    await page.addScriptTag({ url: `${url}/dist/go-board.js`, type: 'module' });
    await page.addScriptTag({ content: peer.outputFiles[0]!.text, type: 'module' });
    await page.waitForFunction(() => customElements.get('go-board') && (window as unknown as { peer?: unknown }).peer);
    const result = await page.evaluate(async (text: string) => {
      type Board = HTMLElement & { load(s: string): Promise<void>; last(): void; next(): void; previous(): void; goTo(n: number): void; updateComplete: Promise<boolean>; moveNumber: number };
      const board = document.getElementById('b') as Board;
      const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
      const loads: number[] = [];
      for (let i = 0; i < 25; i++) {
        const t0 = performance.now();
        await board.load(text);
        board.last();
        await board.updateComplete;
        loads.push(performance.now() - t0);
        await frame();
      }
      const moves = board.moveNumber;
      const steps: number[] = [];
      board.goTo(150);
      await board.updateComplete;
      for (let i = 0; i < 100; i++) {
        const t0 = performance.now();
        board.next();
        await board.updateComplete;
        steps.push(performance.now() - t0);
        board.previous();
        await board.updateComplete;
      }
      // Peer: parse and replay the main line to the end with the Sabaki kit (no rendering, no UI).
      const { sgf, Board: PeerBoard } = (window as unknown as { peer: { sgf: any; Board: any } }).peer;
      const peerLoads: number[] = [];
      for (let i = 0; i < 25; i++) {
        const t0 = performance.now();
        let node = sgf.parse(text)[0];
        let b = PeerBoard.fromDimensions(19);
        while (node) {
          for (const [key, sign] of [['B', 1], ['W', -1]] as const) {
            const v = node.data[key]?.[0];
            if (v && v !== 'tt') b = b.makeMove(sign, sgf.parseVertex(v));
          }
          node = node.children[0];
        }
        peerLoads.push(performance.now() - t0);
      }
      return { loads, steps, peerLoads, moves };
    }, game.text);
    const load = median(result.loads);
    const peerLoad = median(result.peerLoads);
    console.log(`element: game ${game.name.replace(root + '/', '').replace(/^.*shared\//, 'shared/')} (${result.moves} moves), Chromium`);
    console.log(`element: load + go to last move, rendered: median ${load.toFixed(2)} ms`);
    console.log(`element: one step forward, rendered: median ${median(result.steps).toFixed(3)} ms`);
    console.log(`element: peer @sabaki/sgf parse + @sabaki/go-board replay (no rendering): median ${peerLoad.toFixed(2)} ms; ratio peer/ours ${(peerLoad / load).toFixed(2)}x`);

    // A 5 MB variation tree: time until the board shows it, and the longest the page went without a frame.
    const big = bigVariationTree();
    const heavy = await page.evaluate(async (text: string) => {
      type Board = HTMLElement & { load(s: string): Promise<void>; updateComplete: Promise<boolean>; totalMoves: number };
      const { sgf } = (window as unknown as { peer: { sgf: any } }).peer;
      const board = document.getElementById('b') as Board;
      // Only the times come back (a parsed tree is too deep to send).
      const gaps = async (work: () => Promise<unknown>) => {
        const { ms, worst } = await (window as unknown as { frameGaps: typeof frameGaps }).frameGaps(work);
        return { ms, worst };
      };
      const runs = [];
      for (let i = 0; i < 3; i++) runs.push(await gaps(async () => { await board.load(text); await board.updateComplete; }));
      const peer = [];
      for (let i = 0; i < 3; i++) peer.push(await gaps(async () => sgf.parse(text)));
      return { runs, peer, moves: board.totalMoves };
    }, big);
    const mid = (xs: { ms: number; worst: number }[]) => [...xs].sort((a, b) => a.ms - b.ms)[1]!;
    const ours = mid(heavy.runs);
    const theirs = mid(heavy.peer);
    console.log(`element: 5 MB variation tree (${(big.length / 1048576).toFixed(2)} MiB): ready in ${ours.ms.toFixed(0)} ms (goal under 1500 ms), longest frame gap ${ours.worst.toFixed(0)} ms (parsed in a worker, progress shown)`);
    console.log(`element: peer @sabaki/sgf parse of the same text on the page: ${theirs.ms.toFixed(0)} ms, longest frame gap ${theirs.worst.toFixed(0)} ms (the page is frozen meanwhile)`);

    // Scoring in Chromium: the automatic dead stones, the game finished (records that stop at a stone) and the
    // count, per final 19x19 position: finished amateur games and professional records that stop with dame open.
    // The scoring code as the board's chunk has it (the chunk exports only what the board uses).
    const scoringCode = await esbuild.build({
      stdin: { contents: "export { ScoringSession } from './src/element/scoring-ui.ts'; export { readKomi } from './src/scoring/komi.ts';", resolveDir: root, loader: 'ts' },
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      logLevel: 'silent',
    });
    for (const name of ['kgs-2017-jp', 'pro-nogo', 'pro-fox-kr-jp']) {
      const dir = join(folder, name);
      if (!existsSync(dir)) continue;
      const positions = readdirSync(dir)
        .filter((f) => f.endsWith('.sgf'))
        .sort()
        .map((f) => {
          const p = finalPosition(new Uint8Array(readFileSync(join(dir, f))));
          return { width: p.width, height: p.height, signs: Array.from(p.signs), captures: p.captures, komi: { km: p.km, re: p.re, date: p.date, rules: p.rules }, toMove: p.toMove, finish: !p.endsWithPasses };
        })
        .filter((p) => p.width === 19 && p.height === 19);
      const times = await page.evaluate(async ({ positions, code }) => {
        const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
        const { ScoringSession, readKomi } = await import(url);
        const out: number[] = [];
        for (const p of positions) {
          const t0 = performance.now();
          const komi = readKomi({ komi: p.komi.km, result: p.komi.re, date: p.komi.date, rules: p.komi.rules });
          const session = new ScoringSession(19, 19, Int8Array.from(p.signs), p.captures, komi, 'japanese', 0, p.toMove, p.finish);
          void session.score.result;
          out.push(performance.now() - t0);
        }
        return out;
      }, { positions, code: scoringCode.outputFiles[0]!.text });
      const sorted = [...times].sort((a, b) => a - b);
      console.log(`element: scoring in Chromium (dead-stone guess + finishing + Japanese count), ${times.length} ${name} final positions: median ${median(times).toFixed(1)} ms, p90 ${sorted[Math.floor(sorted.length * 0.9)]!.toFixed(1)} ms, max ${sorted[sorted.length - 1]!.toFixed(1)} ms (goal: median at most 50 ms)`);
    }
  } finally {
    await browser.close();
    server.close();
  }
}
