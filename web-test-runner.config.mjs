// Web Test Runner: every test/**/*.test.ts in headless Chromium.
// Browser: $CHROME_PATH when set, else a system Chromium or Chrome, else Playwright's own.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fromRollup } from '@web/dev-server-rollup';
import rollupCommonjs from '@rollup/plugin-commonjs';
import { defaultReporter } from '@web/test-runner';
import { summaryReporter } from './test/summary-reporter.mjs';

const commonjs = fromRollup(rollupCommonjs);
const touchSessions = new Map();
const nullStub = fileURLToPath(new URL('./stubs/null.js', import.meta.url));
const systemBrowsers = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];
const executablePath = process.env.CHROME_PATH || systemBrowsers.find((p) => existsSync(p));

export default {
  files: 'test/**/*.test.ts',
  // Lit's production build: no "Lit is in dev mode" warning in every test file.
  nodeResolve: { exportConditions: ['production'] },
  reporters: [defaultReporter(), summaryReporter()],
  // No progress bar redrawn over itself at each file: the log reads the same in a terminal and in CI.
  staticLogging: true,
  testFramework: { config: { timeout: 20000 } },
  // A failed assertion on an element fails the test instead of hanging the run (test/helpers/plain-errors.ts).
  testRunnerHtml: (framework) =>
    `<!doctype html><html><body><script type="module" src="${framework}"></script><script type="module" src="/test/helpers/plain-errors.ts"></script></body></html>`,
  testsFinishTimeout: 300000,
  concurrency: 1,
  // Responses that fetch() cannot fake (test/element/hostile-inputs.test.ts): the browser itself must decode them.
  middleware: [
    async (ctx, next) => {
      if (ctx.path === '/test-responses/not-gzip.sgf') {
        // Labelled gzip, sent as plain text: the browser fails to decode the body after the headers came.
        ctx.respond = false;
        ctx.res.writeHead(200, { 'content-type': 'application/x-go-sgf', 'content-encoding': 'gzip' });
        ctx.res.end('(;GM[1]SZ[19];B[pd];W[dd]) this is not gzip, only text '.repeat(50));
        return;
      }
      if (ctx.path === '/test-responses/missing.sgf') {
        // A file that is not there, on purpose. The runner lists every 404 it sees among the test files' missing
        // requests ("404 network requests" in the log): the answer is sent once its check (after this middleware)
        // has seen a 200.
        ctx.status = 200;
        ctx.respond = false;
        setTimeout(() => ctx.res.writeHead(404, 'Not Found', { 'content-type': 'text/plain' }).end('Not Found'));
        return;
      }
      if (ctx.path === '/test-responses/too-many.sgf') {
        // A status the board has no words of its own for: an English page shows the server's phrase.
        ctx.status = 429;
        ctx.message = 'Too Many Requests';
        ctx.body = 'slow down';
        return;
      }
      if (ctx.path === '/test-responses/cut-off.sgf') {
        // A tenth of the Content-Length, then the connection closes.
        ctx.respond = false;
        ctx.res.writeHead(200, { 'content-type': 'application/x-go-sgf', 'content-length': '100000' });
        ctx.res.write(`(;GM[1]SZ[19];B[pd];W[dd]${' '.repeat(10000)}`, () => ctx.res.socket?.destroy());
        return;
      }
      return next();
    },
  ],
  plugins: [
    {
      // `executeServerCommand('ax-of', { selector })`: the role and name Chromium's accessibility tree gives the first
      // element of the page's light DOM the selector finds (not inside shadow roots), as a screen reader gets them
      // (test/element/a11y.test.ts).
      name: 'ax-of',
      async executeCommand({ command, payload, session }) {
        if (command !== 'ax-of') return undefined;
        const page = session.browser.getPage(session.id);
        const cdp = await page.context().newCDPSession(page);
        try {
          const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
          const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: payload.selector });
          const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
          return { role: nodes[0]?.role?.value ?? null, name: nodes[0]?.name?.value ?? null };
        } finally {
          await cdp.detach();
        }
      },
    },
    {
      // `executeServerCommand('touch-screen', { on })`: the page's pointer becomes a finger (`(pointer: coarse)`
      // matches) or a mouse again, as on a phone (test/element/game-tree.test.ts).
      name: 'touch-screen',
      async executeCommand({ command, payload, session }) {
        if (command !== 'touch-screen') return undefined;
        const page = session.browser.getPage(session.id);
        // Kept open while the finger is on: an emulation ends with the CDP session that set it.
        const cdp = touchSessions.get(page) ?? (await page.context().newCDPSession(page));
        touchSessions.set(page, cdp);
        await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: payload.on, maxTouchPoints: 1 });
        if (!payload.on) {
          touchSessions.delete(page);
          await cdp.detach();
        }
        return true;
      },
    },
    {
      // @sabaki/sgf requires these Node-only modules; in the browser they are not needed.
      name: 'sgf-node-stubs',
      resolveImport({ source }) {
        if (['fs', 'iconv-lite', 'jschardet'].includes(source)) return nullStub;
      },
    },
    commonjs({
      strictRequires: false,
      requireReturnsDefault: 'preferred',
      include: ['**/node_modules/@sabaki/sgf/**', '**/node_modules/doken/**', '**/node_modules/@sabaki/go-board/**'],
    }),
    esbuildPlugin({ ts: true, tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) }),
  ],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath,
        args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      },
    }),
  ],
};
