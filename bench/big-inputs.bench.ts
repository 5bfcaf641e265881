// Big and strange inputs (issue 12): for each case, the longest main-thread block while the board loads
// (a heartbeat: a setTimeout(0) loop on the page records the longest gap between its ticks; and the longest
// task the page's long-task observer saw, which a busy machine that leaves the page idle does not inflate),
// the time until the board shows the game or its message, and memory: the page's JS heap at its peak and
// after a garbage collection, and the peak RSS growth of the page's process (the parser worker is a thread of
// it), each with its ratio to the file's size. Each case runs in a page of its own. Inputs are generated here
// (nothing big is committed). `GO_BOARD_DIST=<folder>` measures another build; `BIG_ONLY=a|b` runs the cases
// whose names contain a or b.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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
      // The big file says its length (the board shows a fraction); the gzip bomb does not.
      res.writeHead(200, { 'content-type': 'application/x-go-sgf', ...(file.gzip ? { 'content-encoding': 'gzip' } : { 'content-length': String(file.body.length) }) });
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
  longTask: number;
  outcome: string;
  heap: number;
  peakHeap: number;
  /** Peak RSS growth of the page's process during the case (page and worker), bytes; 0 when unknown. */
  peakRss: number;
  extra?: string;
}

type CaseKind = { kind: 'text'; text: string } | { kind: 'file'; text: string } | { kind: 'src'; path: string } | { kind: 'blob'; bytes: number };

/** The renderer processes' RSS (Linux /proc; VmHWM is the peak since the last reset). */
function rss(pids: number[]): Map<number, { now: number; peak: number }> {
  const out = new Map<number, { now: number; peak: number }>();
  for (const pid of pids) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
      out.set(pid, { now: kb('VmRSS'), peak: kb('VmHWM') });
    } catch {
      // not Linux, or the process ended
    }
  }
  return out;
}

async function rendererPids(browser: Browser): Promise<number[]> {
  try {
    const cdp = await browser.newBrowserCDPSession();
    const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: { type: string; id: number }[] };
    await cdp.detach();
    return processInfo.filter((p) => p.type === 'renderer').map((p) => p.id);
  } catch {
    return [];
  }
}

async function measure(browser: Browser, url: string, input: CaseKind, after: 'none' | 'toSgf' | 'toSgfAsync' | 'showAll' = 'none'): Promise<Outcome> {
  const page = await browser.newPage();
  try {
    await page.addInitScript({ content: 'window.__name = (f) => f;' });
    await page.goto(`${url}/page`);
    await page.addScriptTag({ url: `${url}/dist/go-board.js`, type: 'module' });
    await page.waitForFunction(() => customElements.get('go-board'));
    const text = input.kind === 'text' || input.kind === 'file' ? input.text : '';
    if (text) await page.evaluate((t) => ((window as unknown as { input: string }).input = t), text);
    // The peak RSS is counted from here (echo 5 > clear_refs resets VmHWM).
    const pids = await rendererPids(browser);
    for (const pid of pids) {
      try {
        writeFileSync(`/proc/${pid}/clear_refs`, '5');
      } catch {
        // not allowed: the peak is then since the process started
      }
    }
    const before = rss(pids);
    const result = await page.evaluate(
      async ({ input, after }) => {
        type Board = HTMLElement & { load(s: unknown): Promise<void>; src: string; updateComplete: Promise<boolean>; toSgf(): string; toSgfAsync?: () => Promise<string>; totalMoves: number };
        const board = document.createElement('go-board') as Board;
        board.style.width = '600px';
        document.body.prepend(board);
        await board.updateComplete;
        // A Blob is made before the clock starts: making it is the page's work, not the board's.
        const w = window as unknown as { input?: string };
        const blob = input.kind === 'blob' ? new Blob([new Uint8Array(input.bytes)]) : input.kind === 'file' ? new File([w.input!], 'big.sgf') : null;
        if (input.kind === 'file') delete w.input;
        // …in a task of its own, before the long-task observer starts.
        await new Promise((r) => setTimeout(r, 50));
        const memory = () => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0;
        // The heartbeat: the longest gap between ticks is the longest the page could not run anything.
        let last = performance.now();
        let worst = 0;
        let longTask = 0;
        let peakHeap = 0;
        let running = true;
        const tick = () => {
          const now = performance.now();
          worst = Math.max(worst, now - last);
          last = now;
          peakHeap = Math.max(peakHeap, memory());
          if (running) setTimeout(tick, 0);
        };
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) longTask = Math.max(longTask, entry.duration);
        });
        observer.observe({ type: 'longtask' });
        setTimeout(tick, 0);
        const t0 = performance.now();
        // A big collection shows its first games while the rest is read (go-load with \`more\`); then a go-load without.
        let whole = 0;
        const complete = new Promise<void>((ok) =>
          board.addEventListener('go-load', (e) => {
            if ((e as CustomEvent<{ more?: boolean }>).detail.more) return;
            whole = performance.now() - t0;
            ok();
          }),
        );
        const settled = new Promise<string>((ok) => {
          board.addEventListener('go-load', () => ok('game'), { once: true });
          board.addEventListener('go-error', (e) => ok(`error ${(e as CustomEvent<{ kind: string }>).detail.kind}`), { once: true });
          setTimeout(() => ok('timeout'), 120000);
        });
        if (input.kind === 'text') board.load(w.input!).catch(() => undefined);
        else if (input.kind === 'src') board.src = input.path;
        else board.load(blob!).catch(() => undefined);
        // The board keeps what it needs: the page's copy of the text is not counted after.
        delete w.input;
        let outcome = await settled;
        let ms = performance.now() - t0;
        if (outcome === 'game') await complete;
        await board.updateComplete;
        await new Promise((r) => setTimeout(r, 100));
        let extra = '';
        const dom = board.shadowRoot!.querySelectorAll('*').length;
        extra = `${dom} elements in the board${whole > ms + 1 ? `, all games in ${whole.toFixed(0)} ms` : ''}`;
        if (after !== 'none') {
          worst = longTask = 0;
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
          // A second toSgf() (a form's value after an edit), in a task of its own: the games not shown are written once, then kept.
          if (after === 'toSgf') {
            await new Promise((r) => setTimeout(r, 0));
            const t2 = performance.now();
            board.toSgf();
            extra += `, again in ${(performance.now() - t2).toFixed(0)} ms`;
          }
        }
        running = false;
        worst = Math.max(worst, performance.now() - last);
        // Long-task entries arrive after their task: wait for them.
        await new Promise((r) => setTimeout(r, 50));
        for (const entry of observer.takeRecords()) longTask = Math.max(longTask, entry.duration);
        observer.disconnect();
        peakHeap = Math.max(peakHeap, memory());
        return { ms, worst, longTask, outcome, peakHeap, extra };
      },
      { input: input.kind === 'text' || input.kind === 'file' ? { kind: input.kind } : input, after },
    );
    const afterRss = rss(pids);
    // What the board keeps: the heap after a full collection, once this evaluation is over (blob is the page's,
    // not the board's). The page's own gc() leaves what Blink objects hold (the 40 MB collection: 150-160 MiB
    // rather than 85), so the collection is the DevTools protocol's, as a heap snapshot's.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await page.evaluate(() => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0);
    await cdp.detach();
    let peakRss = 0;
    for (const [pid, { now }] of before) peakRss = Math.max(peakRss, (afterRss.get(pid)?.peak ?? now) - now);
    return { ...result, heap, peakRss };
  } finally {
    await page.close();
  }
}

export async function run(folder: string): Promise<void> {
  const dist = process.env.GO_BOARD_DIST ? resolve(process.env.GO_BOARD_DIST) : join(root, 'dist');
  if (!process.env.GO_BOARD_DIST) execSync('npm run build', { cwd: root, stdio: 'ignore' });
  // Parts of case names, split at | (names hold commas) or else at commas.
  const only = process.env.BIG_ONLY?.split(process.env.BIG_ONLY.includes('|') ? '|' : ',');
  const big50 = collection(folder, 50_000_000);
  const files = { '/big-50mb.sgf': { body: Buffer.from(big50, 'latin1') }, '/bomb.sgf': { body: await gzipBomb(), gzip: true } };
  const { server, url } = await serve(dist, files);
  const executablePath = process.env.CHROME_PATH || ['/usr/bin/chromium', '/usr/bin/google-chrome'].find(existsSync);
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--enable-precise-memory-info', '--js-flags=--max-old-space-size=8192 --expose-gc'] });
  const cases: [string, () => CaseKind, ('none' | 'toSgf' | 'toSgfAsync' | 'showAll')?][] = [
    ['100,000 sibling variations (1.9 MiB), load()', () => ({ kind: 'text', text: siblings(100_000) })],
    ['10 MB comment, load()', () => ({ kind: 'text', text: hugeComment(10_000_000) })],
    ['10 MB comment, show all', () => ({ kind: 'text', text: hugeComment(10_000_000) }), 'showAll'],
    ['5 MB variation tree, load()', () => ({ kind: 'text', text: bigVariationTree() })],
    ['5,000-game collection, load()', () => ({ kind: 'text', text: collection(folder, 5000 * 1400) })],
    ['40 MB collection, load()', () => ({ kind: 'text', text: big50.slice(0, big50.indexOf('(;GN', 40_000_000)) })],
    ['40 MB collection, toSgf()', () => ({ kind: 'text', text: big50.slice(0, big50.indexOf('(;GN', 40_000_000)) }), 'toSgf'],
    ['40 MB collection, toSgfAsync()', () => ({ kind: 'text', text: big50.slice(0, big50.indexOf('(;GN', 40_000_000)) }), 'toSgfAsync'],
    ['40 MB collection as a File (dropped, Open), load()', () => ({ kind: 'file', text: big50.slice(0, big50.indexOf('(;GN', 40_000_000)) })],
    [`50 MB file (${(big50.length / MB).toFixed(1)} MiB) from src`, () => ({ kind: 'src', path: '/big-50mb.sgf' })],
    [`gzip bomb from src (${(files['/bomb.sgf'].body.length / MB).toFixed(1)} MiB on the wire, 1 GiB of spaces)`, () => ({ kind: 'src', path: '/bomb.sgf' })],
    ['200 MB Blob of zeros, load()', () => ({ kind: 'blob', bytes: 200_000_000 })],
  ];
  try {
    for (const [name, input, after] of cases) {
      if (only && !only.some((o) => name.includes(o))) continue;
      try {
        const kind = input();
        const r = await measure(browser, url, kind, after);
        // Memory against the file's size (bytes: the texts here are Latin-1).
        const size = kind.kind === 'text' || kind.kind === 'file' ? kind.text.length : kind.kind === 'src' ? files[kind.path as keyof typeof files].body.length : kind.bytes;
        const mem = (bytes: number) => `${(bytes / MB).toFixed(0)} MiB${r.outcome !== 'game' ? '' : ` (${(bytes / size).toFixed(1)}x)`}`;
        const memory = `heap ${mem(r.heap)} after GC, peak ${mem(r.peakHeap)}${r.peakRss ? `, process peak +${mem(r.peakRss)}` : ''}`;
        console.log(`big-inputs: ${name}: longest block ${r.worst.toFixed(0)} ms (longest task ${r.longTask ? `${r.longTask.toFixed(0)} ms` : 'under 50 ms'}), ${r.outcome} in ${r.ms.toFixed(0)} ms, ${memory}${r.extra ? `, ${r.extra}` : ''}`);
      } catch (e) {
        console.log(`big-inputs: ${name}: FAILED ${(e as Error).message.split('\n')[0]}`);
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}
