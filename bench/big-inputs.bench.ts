// Big and strange inputs (issue 12): for each case, the longest main-thread block while the board loads
// (a heartbeat: a setTimeout(0) loop on the page records the longest gap between its ticks), the time until
// the board shows the game or its message, and the JS heap after. Each case runs in a page of its own.
// Inputs are generated here (nothing big is committed). `GO_BOARD_DIST=<folder>` measures another build.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { bigVariationTree } from '../test/helpers/big-tree.js';
import { findSgfFiles } from './engine.bench.js';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const MB = 1024 * 1024;

/** A collection of about `bytes` bytes: real games (from the bench folder) repeated, each with its own name. */
function collection(folder: string, bytes: number): string {
  const games = findSgfFiles(folder)
    .slice(0, 200)
    .map((f) => readFileSync(f, 'latin1').trim())
    .filter((t) => t.startsWith('(;') && t.endsWith(')') && !/CA\[/.test(t) && t.length < 20000)
    .map((t) => t.slice(2));
  if (!games.length) throw new Error(`no games in ${folder}`);
  const out: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const g = `(;GN[Game ${i + 1}]` + games[i % games.length]! + '\n';
    out.push(g);
    size += g.length;
  }
  return out.join('');
}

const siblings = (n: number): string => {
  const L = 'abcdefghijklmnopqrs';
  const parts = ['(;GM[1]FF[4]SZ[19]C[100,000 variations]'];
  for (let i = 0; i < n; i++) parts.push(`(;B[${L[i % 19]}${L[Math.floor(i / 19) % 19]}]C[variation ${i + 1}])`);
  return parts.join('') + ')';
};

const hugeComment = (bytes: number): string => `(;GM[1]FF[4]SZ[19]C[${'A long comment, line after line. '.repeat(Math.ceil(bytes / 32)).replace(/(.{3200})/g, '$1\n')}];B[pd];W[dd])`;

/** 1 GB of spaces, gzip: about 1 MB on the wire. */
async function gzipBomb(): Promise<Buffer> {
  const gzip = createGzip({ level: 9 });
  const chunks: Buffer[] = [];
  gzip.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((ok) => gzip.on('end', ok));
  const block = Buffer.alloc(MB, 32);
  for (let i = 0; i < 1024; i++) if (!gzip.write(block)) await new Promise((ok) => gzip.once('drain', ok));
  gzip.end();
  await done;
  return Buffer.concat(chunks);
}

function serve(dist: string, files: Record<string, { body: Buffer | string; gzip?: boolean }>): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/page') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><body><div style="height:3000px"></div></body>');
    const file = files[path];
    if (file) {
      res.writeHead(200, { 'content-type': 'application/x-go-sgf', ...(file.gzip && { 'content-encoding': 'gzip' }) });
      return void res.end(file.body);
    }
    const local = join(dist, decodeURIComponent(path.replace(/^\/dist\//, '/')));
    if (!local.startsWith(dist) || !existsSync(local)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': extname(local) === '.js' ? 'text/javascript' : 'application/octet-stream' }).end(readFileSync(local));
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` })));
}

interface Outcome {
  ms: number;
  worst: number;
  outcome: string;
  heap: number;
  extra?: string;
}

type CaseKind = { kind: 'text'; text: string } | { kind: 'src'; path: string } | { kind: 'blob'; bytes: number };

async function measure(browser: Browser, url: string, input: CaseKind, after: 'none' | 'toSgf' | 'toSgfAsync' | 'showAll' = 'none'): Promise<Outcome> {
  const page = await browser.newPage();
  try {
    await page.addInitScript({ content: 'window.__name = (f) => f;' });
    await page.goto(`${url}/page`);
    await page.addScriptTag({ url: `${url}/dist/go-board.js`, type: 'module' });
    await page.waitForFunction(() => customElements.get('go-board'));
    const text = input.kind === 'text' ? input.text : '';
    if (text) await page.evaluate((t) => ((window as unknown as { input: string }).input = t), text);
    return await page.evaluate(
      async ({ input, after }) => {
        type Board = HTMLElement & { load(s: unknown): Promise<void>; src: string; updateComplete: Promise<boolean>; toSgf(): string; toSgfAsync?: () => Promise<string>; totalMoves: number };
        const board = document.createElement('go-board') as Board;
        board.style.width = '600px';
        document.body.prepend(board);
        await board.updateComplete;
        // A Blob is made before the clock starts: making it is the page's work, not the board's.
        const blob = input.kind === 'blob' ? new Blob([new Uint8Array(input.bytes)]) : null;
        // The heartbeat: the longest gap between ticks is the longest the page could not run anything.
        let last = performance.now();
        let worst = 0;
        let running = true;
        const tick = () => {
          const now = performance.now();
          worst = Math.max(worst, now - last);
          last = now;
          if (running) setTimeout(tick, 0);
        };
        setTimeout(tick, 0);
        const t0 = performance.now();
        const settled = new Promise<string>((ok) => {
          board.addEventListener('go-load', () => ok('game'), { once: true });
          board.addEventListener('go-error', (e) => ok(`error ${(e as CustomEvent<{ kind: string }>).detail.kind}`), { once: true });
          setTimeout(() => ok('timeout'), 120000);
        });
        if (input.kind === 'text') board.load((window as unknown as { input: string }).input).catch(() => undefined);
        else if (input.kind === 'src') board.src = input.path;
        else board.load(blob!).catch(() => undefined);
        let outcome = await settled;
        await board.updateComplete;
        await new Promise((r) => setTimeout(r, 100));
        let ms = performance.now() - t0;
        let extra = '';
        const dom = board.shadowRoot!.querySelectorAll('*').length;
        extra = `${dom} elements in the board`;
        if (after !== 'none') {
          worst = 0;
          const t1 = performance.now();
          if (after === 'toSgf') extra = `toSgf() ${(board.toSgf().length / 1048576).toFixed(1)} MiB`;
          else if (after === 'toSgfAsync') extra = `toSgfAsync() ${((await board.toSgfAsync!()).length / 1048576).toFixed(1)} MiB`;
          else {
            const button = board.shadowRoot!.querySelector<HTMLButtonElement>('.comment-fold button');
            button?.click();
            await board.updateComplete;
            await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
            extra = button ? 'show all clicked' : 'no fold (whole comment shown)';
            await new Promise((r) => setTimeout(r, 100));
          }
          ms = performance.now() - t1;
          outcome = after;
        }
        running = false;
        worst = Math.max(worst, performance.now() - last);
        const heap = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0;
        return { ms, worst, outcome, heap, extra };
      },
      { input: input.kind === 'text' ? { kind: 'text' as const } : input, after },
    );
  } finally {
    await page.close();
  }
}

export async function run(folder: string): Promise<void> {
  const dist = process.env.GO_BOARD_DIST ? resolve(process.env.GO_BOARD_DIST) : join(root, 'dist');
  if (!process.env.GO_BOARD_DIST) execSync('npm run build', { cwd: root, stdio: 'ignore' });
  const only = process.env.BIG_ONLY?.split(',');
  const big50 = collection(folder, 50_000_000);
  const files = { '/big-50mb.sgf': { body: Buffer.from(big50, 'latin1') }, '/bomb.sgf': { body: await gzipBomb(), gzip: true } };
  const { server, url } = await serve(dist, files);
  const executablePath = process.env.CHROME_PATH || ['/usr/bin/chromium', '/usr/bin/google-chrome'].find(existsSync);
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--enable-precise-memory-info', '--js-flags=--max-old-space-size=8192'] });
  const cases: [string, () => CaseKind, ('none' | 'toSgf' | 'toSgfAsync' | 'showAll')?][] = [
    ['100,000 sibling variations (1.9 MiB), load()', () => ({ kind: 'text', text: siblings(100_000) })],
    ['10 MB comment, load()', () => ({ kind: 'text', text: hugeComment(10_000_000) })],
    ['10 MB comment, show all', () => ({ kind: 'text', text: hugeComment(10_000_000) }), 'showAll'],
    ['5 MB variation tree, load()', () => ({ kind: 'text', text: bigVariationTree() })],
    ['5,000-game collection, load()', () => ({ kind: 'text', text: collection(folder, 5000 * 1400) })],
    ['40 MB collection, load()', () => ({ kind: 'text', text: big50.slice(0, big50.indexOf('(;GN', 40_000_000)) })],
    ['40 MB collection, toSgf()', () => ({ kind: 'text', text: big50.slice(0, big50.indexOf('(;GN', 40_000_000)) }), 'toSgf'],
    ['40 MB collection, toSgfAsync()', () => ({ kind: 'text', text: big50.slice(0, big50.indexOf('(;GN', 40_000_000)) }), 'toSgfAsync'],
    [`50 MB file (${(big50.length / MB).toFixed(1)} MiB) from src`, () => ({ kind: 'src', path: '/big-50mb.sgf' })],
    [`gzip bomb from src (${(files['/bomb.sgf'].body.length / MB).toFixed(1)} MiB on the wire, 1 GiB of spaces)`, () => ({ kind: 'src', path: '/bomb.sgf' })],
    ['200 MB Blob of zeros, load()', () => ({ kind: 'blob', bytes: 200_000_000 })],
  ];
  try {
    for (const [name, input, after] of cases) {
      if (only && !only.some((o) => name.includes(o))) continue;
      try {
        const r = await measure(browser, url, input(), after);
        console.log(`big-inputs: ${name}: longest block ${r.worst.toFixed(0)} ms, ${r.outcome} in ${r.ms.toFixed(0)} ms, heap ${(r.heap / MB).toFixed(0)} MiB${r.extra ? `, ${r.extra}` : ''}`);
      } catch (e) {
        console.log(`big-inputs: ${name}: FAILED ${(e as Error).message.split('\n')[0]}`);
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}
