// The element against other boards in the same Chromium run: WGo.js 3 (`wgo`, its SimplePlayer), BesoGo (`besogo`,
// its npm release's besogo.all.js: the board with its control, names and comment panels) and the Sabaki stack
// (@sabaki/sgf + @sabaki/go-board + @sabaki/shudan rendered with Preact). WGo.js 2 is not on npm. For a ~300-move game:
// cold load to the last move drawn, one step, a jump from move 0 to 150, and the heap a loaded board keeps.
// Times run to the DOM updated and laid out (a forced layout), not to the next frame, which would add
// the frame's wait to everyone. Ratios are peer / ours: above 1, we are faster (or smaller).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { chromium } from 'playwright-core';
import { findSgfFiles } from './engine.bench.js';
import { bigVariationTree } from '../test/helpers/big-tree.js';
import { frameGaps, frameGapsScript } from './frame-gaps.js';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

function findGame(folder: string, wanted = 300): { name: string; text: string; moves: number } {
  let best = { name: '', text: '', moves: 0 };
  for (const f of findSgfFiles(folder)) {
    const text = readFileSync(f, 'utf8');
    if (!/SZ\[19\]/.test(text) || /\(;[^()]*\(/.test(text.slice(1))) continue;
    const moves = (text.match(/;[BW]\[/g) ?? []).length;
    if (Math.abs(moves - wanted) < Math.abs(best.moves - wanted)) best = { name: f, text, moves };
  }
  return best;
}

function serve(sabaki: string): Promise<{ server: Server; url: string }> {
  const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png' };
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8">
    <link rel="stylesheet" href="/node_modules/wgo/dist/style.css"><link rel="stylesheet" href="/node_modules/@sabaki/shudan/css/goban.css">
    <link rel="stylesheet" href="/node_modules/besogo/css/besogo.css"><script src="/node_modules/besogo/besogo.all.js"></script>
    <script src="/node_modules/wgo/dist/index.js"></script><script type="module" src="/dist/go-board.js"></script><script type="module" src="/sabaki.js"></script>
    </head><body><div id="stage" style="width:600px"></div></body></html>`;
  const server = createServer((req, res) => {
    const url = (req.url ?? '/').split('?')[0]!;
    if (url === '/') return void res.writeHead(200, { 'content-type': 'text/html' }).end(page);
    if (url === '/sabaki.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(sabaki);
    const path = join(root, decodeURIComponent(url));
    if (!path.startsWith(root) || !existsSync(path) || statSync(path).isDirectory()) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(readFileSync(path));
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` })));
}

/** What each board does, run in the page: make a board of a game at its last move, step, jump. */
interface Driver {
  load(text: string): Promise<unknown>;
  next(board: unknown): Promise<void>;
  previous(board: unknown): Promise<void>;
  goTo(board: unknown, n: number): Promise<void>;
  remove(board: unknown): void;
  /** The board's outermost element (hidden while the other boards are timed). */
  element(board: unknown): HTMLElement;
}

export async function run(folder: string): Promise<void> {
  if (!existsSync(join(root, 'dist/go-board.js'))) execSync('npm run build', { cwd: root, stdio: 'ignore' });
  const nullStub = join(root, 'stubs/null.cjs');
  const sabaki = await esbuild.build({
    stdin: {
      contents: `import sgf from '@sabaki/sgf'; import Board from '@sabaki/go-board'; import { h, render } from 'preact'; import { Goban } from '@sabaki/shudan';
        window.sabaki = { sgf, Board, h, render, Goban };`,
      resolveDir: root,
    },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    alias: { fs: nullStub, 'iconv-lite': nullStub, jschardet: nullStub },
    logLevel: 'silent',
  });
  const game = findGame(folder);
  const { server, url } = await serve(sabaki.outputFiles[0]!.text);
  const executablePath = process.env.CHROME_PATH || ['/usr/bin/chromium', '/usr/bin/google-chrome'].find(existsSync);
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--enable-precise-memory-info', '--js-flags=--expose-gc', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 900, height: 900 } });
    // tsx names functions with a __name helper; functions sent to the page need it there too.
    await page.addInitScript({ content: 'window.__name = (f) => f;' });
    await page.addInitScript({ content: frameGapsScript });
    await page.goto(url);
    await page.waitForFunction(() => customElements.get('go-board') && (window as unknown as { sabaki?: unknown }).sabaki && (window as unknown as { WGo?: unknown }).WGo && (window as unknown as { besogo?: unknown }).besogo);
    const { results, tree } = await page.evaluate(async ({ text, big }: { text: string; big: string }) => {
      /* eslint-disable @typescript-eslint/no-explicit-any */
      const w = window as any;
      const stage = document.getElementById('stage')!;
      const layout = () => void stage.getBoundingClientRect() && void document.body.offsetHeight;
      const box = () => stage.appendChild(document.createElement('div'));
      const drivers: Record<string, Driver> = {
        ours: {
          async load(t) {
            const el = document.createElement('go-board') as any;
            stage.append(el);
            await el.load(t);
            el.last();
            await el.updateComplete;
            return el;
          },
          async next(el: any) {
            el.next();
            await el.updateComplete;
          },
          async previous(el: any) {
            el.previous();
            await el.updateComplete;
          },
          async goTo(el: any, n) {
            el.goTo(n);
            await el.updateComplete;
          },
          remove: (el: any) => el.remove(),
          element: (el: any) => el,
        },
        'WGo.js 3': {
          async load(t) {
            const player = new w.WGo.SimplePlayer(box(), { sgf: t });
            player.last();
            return player;
          },
          next: async (p: any) => void p.next(),
          previous: async (p: any) => void p.previous(),
          goTo: async (p: any, n) => void p.goTo(n),
          // SimplePlayer's element is the box it was given (removing its parent would take the stage away).
          remove: (p: any) => p.element.remove(),
          element: (p: any) => p.element,
        },
        BesoGo: (() => {
          // besogo.create keeps its editor to itself: the one it makes is caught on the way.
          let made: any;
          const makeEditor = w.besogo.makeEditor;
          w.besogo.makeEditor = (...args: unknown[]) => (made = makeEditor(...args));
          return {
            async load(t) {
              const el = box();
              el.textContent = t;
              // Its `path` walks the main line after loading: far enough reaches the last move.
              w.besogo.create(el, { panels: 'control+names+comment', resize: 'fixed', path: '9999' });
              if (made.getCurrent().children.length) throw new Error('BesoGo did not reach the last move');
              return { el, editor: made };
            },
            next: async (b: any) => void b.editor.nextNode(1),
            previous: async (b: any) => void b.editor.prevNode(1),
            // To the root, then forward: what its path and its tree panel's clicks do.
            goTo: async (b: any, n) => {
              b.editor.prevNode(-1);
              if (n > 0) b.editor.nextNode(n);
              if (b.editor.getCurrent().moveNumber !== n) throw new Error(`BesoGo jumped to ${b.editor.getCurrent().moveNumber}`);
            },
            remove: (b: any) => b.el.remove(),
            element: (b: any) => b.el,
          } satisfies Driver;
        })(),
        'Sabaki (sgf + go-board + shudan)': (() => {
          const { sgf, Board, h, render, Goban } = w.sabaki;
          type S = { el: HTMLElement; line: any[]; boards: any[]; at: number };
          // Boards are immutable: the positions reached are kept, as Sabaki keeps them per node.
          const boardAt = (s: S, n: number) => {
            for (let i = s.boards.length; i <= n; i++) {
              const node = s.line[i];
              let b = s.boards[i - 1];
              for (const [key, sign] of [['B', 1], ['W', -1]] as const) {
                const v = node.data[key]?.[0];
                if (v && v !== 'tt') b = b.makeMove(sign, sgf.parseVertex(v));
              }
              s.boards.push(b);
            }
            return s.boards[n];
          };
          const show = (s: S, n: number) => {
            s.at = n;
            render(h(Goban, { signMap: boardAt(s, n).signMap, vertexSize: 26, showCoordinates: false }), s.el);
          };
          return {
            async load(t) {
              const line: any[] = [];
              for (let node = sgf.parse(t)[0]; node; node = node.children[0]) line.push(node);
              const s: S = { el: box(), line, boards: [Board.fromDimensions(19)], at: 0 };
              show(s, line.length - 1);
              return s;
            },
            next: async (s: any) => show(s, Math.min(s.at + 1, s.line.length - 1)),
            previous: async (s: any) => show(s, Math.max(0, s.at - 1)),
            // A jump with nothing kept: replayed from the start (a fresh board each time).
            goTo: async (s: any, n) => {
              s.boards.length = 1;
              show(s, n);
            },
            remove: (s: any) => s.el.remove(),
            element: (s: any) => s.el,
          } satisfies Driver;
        })(),
      };
      const out: Record<string, { load: number; step: number; jump: number; heap: number }> = {};
      const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      const shown: { name: string; d: Driver; board: unknown; steps: number[] }[] = [];
      const time = async (f: () => Promise<unknown>) => {
        const t0 = performance.now();
        await f();
        layout();
        return performance.now() - t0;
      };
      for (const [name, d] of Object.entries(drivers)) {
        const loads: number[] = [];
        for (let i = 0; i < 15; i++) {
          let board: unknown;
          loads.push(await time(async () => (board = await d.load(text))));
          d.remove(board);
          await new Promise((r) => setTimeout(r, 10));
        }
        // Heap: what three loaded boards keep, per board, after a full collection.
        const collect = async () => {
          await new Promise((r) => setTimeout(r, 50));
          w.gc();
          w.gc();
        };
        await collect();
        const heap0 = w.performance.memory.usedJSHeapSize;
        const kept = [await d.load(text), await d.load(text), await d.load(text)];
        layout();
        await collect();
        const heap = (w.performance.memory.usedJSHeapSize - heap0) / kept.length;
        kept.forEach((b) => d.remove(b));
        const board = await d.load(text);
        const jumps: number[] = [];
        for (let i = 0; i < 15; i++) {
          await d.goTo(board, 0);
          layout();
          jumps.push(await time(() => d.goTo(board, 150)));
        }
        d.element(board).style.display = 'none';
        shown.push({ name, d, board, steps: [] });
        out[name] = { load: med(loads), step: 0, jump: med(jumps), heap };
      }
      // Steps, the boards taking turns (one shown at a time), so that the machine's load changes all alike. A step
      // is under the page clock's 0.1 ms grain: each sample times forty (forward and back, each laid out), so
      // that a board's own collections fall into its samples alike.
      for (let round = 0; round < 12; round++) {
        for (const { d, board, steps } of shown) {
          d.element(board).style.display = '';
          layout();
          for (let j = 0; j < 4; j++) await (j % 2 ? d.previous(board) : d.next(board));
          // A board does not pay for the garbage the board timed before it left (Sabaki's is large).
          w.gc();
          const t0 = performance.now();
          for (let j = 0; j < 40; j++) {
            await (j % 2 ? d.previous(board) : d.next(board));
            layout();
          }
          steps.push((performance.now() - t0) / 40);
          d.element(board).style.display = 'none';
        }
      }
      for (const { name, d, board, steps } of shown) {
        out[name]!.step = med(steps);
        d.remove(board);
      }
      // A board drawn outside the document skips style and layout: its times would mean nothing.
      if (!stage.isConnected) throw new Error('a board removed the stage');
      // The 5 MB variation tree: time until the board shows it, and the longest the page went without a frame
      // (WGo.js 3 parses on the page; ours in a worker). The median of three.
      const gaps = async <T>(work: () => Promise<T>) => {
        // A frame first, so that the heartbeat starts from a quiet page.
        await new Promise((r) => requestAnimationFrame(r));
        const r = await (w.frameGaps as typeof frameGaps)(async () => {
          const board = await work();
          layout();
          return board;
        });
        return { ms: r.ms, worst: r.worst, board: r.value };
      };
      const tree: Record<string, { ms: number; worst: number }> = {};
      for (const name of ['ours', 'WGo.js 3']) {
        const d = drivers[name]!;
        const runs: { ms: number; worst: number }[] = [];
        for (let i = 0; i < 3; i++) {
          const r = await gaps(async () => {
            if (name !== 'ours') return d.load(big);
            const el = document.createElement('go-board') as any;
            stage.append(el);
            await el.load(big);
            await el.updateComplete;
            return el;
          });
          d.remove(r.board);
          runs.push({ ms: r.ms, worst: r.worst });
          await new Promise((r) => setTimeout(r, 50));
        }
        tree[name] = runs.sort((a, b) => a.ms - b.ms)[1]!;
      }
      return { results: out, tree };
    }, { text: game.text, big: bigVariationTree() });
    const ours = results.ours!;
    console.log(`peers: game ${game.name.replace(/^.*shared\//, 'shared/')} (${game.moves} moves), same Chromium page; times to the DOM updated and laid out`);
    for (const [name, r] of Object.entries(results)) {
      const ratio = (peer: number, us: number) => (name === 'ours' ? '' : ` (peer/ours ${(peer / us).toFixed(2)}x)`);
      console.log(
        `peers: ${name}: cold load to last move ${r.load.toFixed(2)} ms${ratio(r.load, ours.load)}, one step ${r.step.toFixed(3)} ms${ratio(r.step, ours.step)}, jump 0->150 ${r.jump.toFixed(2)} ms${ratio(r.jump, ours.jump)}, heap kept ${(r.heap / 1024).toFixed(0)} KB${ratio(r.heap, ours.heap)}`,
      );
    }
    const t = tree.ours!, wgo = tree['WGo.js 3']!;
    console.log(
      `peers: 5 MB variation tree: ours ready in ${t.ms.toFixed(0)} ms, longest frame gap ${t.worst.toFixed(0)} ms; ` +
        `WGo.js 3 ${wgo.ms.toFixed(0)} ms (peer/ours ${(wgo.ms / t.ms).toFixed(2)}x), longest frame gap ${wgo.worst.toFixed(0)} ms`,
    );
  } finally {
    await browser.close();
    server.close();
  }
}
