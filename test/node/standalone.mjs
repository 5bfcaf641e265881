// dist/go-board.standalone.js: one classic script that works from a page opened from disk (file://),
// where module scripts are blocked: a board with its game in the page shows it; a src it may not read
// says why.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { browserPath } from '../../scripts/downloads.mjs';

const script = new URL('../../dist/go-board.standalone.js', import.meta.url);
const code = readFileSync(script, 'utf8');
assert.doesNotMatch(code, /(^|[;}\s])(import\s*[{*\w"'`]|export\s*[{*])/, 'a classic script: no import or export statement');
// A classic script is read in the page's charset: in ASCII it reads the same in a page that declares none.
assert.doesNotMatch(code, /[^\0-\x7f]/, 'the standalone script is ASCII only');
const folder = mkdtempSync(join(tmpdir(), 'go-board-file-'));
copyFileSync(script, join(folder, 'go-board.standalone.js'));
writeFileSync(join(folder, 'game.sgf'), '(;GM[1]SZ[9];B[ee])');
writeFileSync(
  join(folder, 'lesson.html'),
  // No <meta charset>, as in a lesson written by hand: the page is read as windows-1252.
  `<!doctype html><script src="go-board.standalone.js"></script>
  <go-board id="inline" move="last" coordinates><script type="application/x-go-sgf">(;GM[1]SZ[9];B[ee];W[dd];B[cc]C[Three moves.])</script></go-board>
  <go-board id="vi" lang="vi" move="last"><script type="application/x-go-sgf">(;GM[1]SZ[9];B[ee];W[dd])</script></go-board>
  <go-board id="file" src="game.sgf"></go-board>`,
);
const browser = await chromium.launch({ executablePath: browserPath(), args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(pathToFileURL(join(folder, 'lesson.html')).href);
  await page.waitForFunction(() => document.getElementById('inline')?.totalMoves === 3, null, { timeout: 10000 });
  await page.waitForFunction(() => /Tù binh/.test(document.getElementById('vi')?.shadowRoot?.textContent ?? ''), null, { timeout: 10000 });
  await page.waitForFunction(() => document.getElementById('file')?.shadowRoot?.querySelector('[part=error]'), null, { timeout: 10000 });
  const result = await page.evaluate(() => ({
    inline: document.getElementById('inline').shadowRoot.textContent,
    vi: document.getElementById('vi').shadowRoot.textContent,
    file: document.getElementById('file').shadowRoot.querySelector('[part=error]').textContent,
    global: typeof window.GoBoardElement?.defineGoBoard,
  }));
  assert.deepEqual(errors, []);
  assert.match(result.inline, /Three moves\./);
  assert.match(result.inline, /Captured by Black: 0 · Captured by White: 0/);
  assert.match(result.vi, /Tù binh/);
  assert.match(result.file, /opened from disk \(file:\/\/\)/);
  assert.equal(result.global, 'function');
  console.log('standalone: dist/go-board.standalone.js works from file://; a src it cannot read says why');
} finally {
  await browser.close();
  rmSync(folder, { recursive: true, force: true });
}
