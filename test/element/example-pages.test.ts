// Every example and lesson page, as a reader gets it at a phone's width (390 px) and a desktop's (1280 px):
// its boards load, nothing is wider than the page, and the content passes axe.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { until } from '../helpers/board.js';

const PAGES = [
  'index.html',
  'blog.html',
  'problems.html',
  'guess.html',
  'review.html',
  'dark.html',
  'games.html',
  'reviewed.html',
  'write-a-lesson.html',
  'figures.en.html',
  'figures.vi.html',
  ...['capture', 'ko', 'eyes', 'capture-game'].flatMap((name) => [`lessons/${name}.en.html`, `lessons/${name}.vi.html`]),
];

/** The page's <main> and stylesheets, under a container of the given width, with the page's language (its scripts do not run). */
async function open(page: string, width: number): Promise<HTMLElement> {
  const url = new URL(`../../examples/${page}`, import.meta.url);
  const doc = new DOMParser().parseFromString(await (await fetch(url)).text(), 'text/html');
  // Relative src attributes resolve against the page.
  for (const board of doc.querySelectorAll('go-board[src]')) board.setAttribute('src', new URL(board.getAttribute('src')!, url).href);
  const container = await fixture<HTMLDivElement>(html`<div lang=${doc.documentElement.lang} style="width: ${width}px; font: 16px/1.5 system-ui, sans-serif"></div>`);
  // With the page's own stylesheets (examples.css), as a reader gets it.
  const sheets = [...doc.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map((link) => {
    const copy = document.createElement('link');
    copy.rel = 'stylesheet';
    copy.href = new URL(link.getAttribute('href')!, url).href;
    return new Promise((done) => ((copy.onload = copy.onerror = done), container.append(copy)));
  });
  container.append(document.importNode(doc.querySelector('main')!, true));
  await Promise.all(sheets);
  return container;
}

describe('the example and lesson pages', () => {
  for (const page of PAGES) {
    for (const width of [390, 1280]) {
      it(`${page} at ${width} px: boards load, nothing overflows, axe passes`, async () => {
        const container = await open(page, width);
        const boards = [...container.querySelectorAll('go-board')] as GoBoard[];
        for (const board of boards) {
          const empty = !board.src && !board.querySelector('script');
          await until(() => empty || board.gameCount > 0 || board.mode === 'capture' || !!board.shadowRoot?.querySelector('[part~="error"]'));
          expect(board.shadowRoot!.querySelector('[part~="error"]'), `${page}: a board shows an error`).to.equal(null);
          await board.languageReady;
          await board.updateComplete;
          const box = board.getBoundingClientRect();
          expect(box.width, `${page}: a board wider than the page`).to.be.at.most(width + 0.5);
          for (const el of board.shadowRoot!.querySelectorAll('.controls, .panel, svg.board')) {
            const r = el.getBoundingClientRect();
            expect(r.right, `${page}: ${el.className.toString()} overflows`).to.be.at.most(box.right + 0.5);
          }
        }
        // Nothing on the page itself (a game picker sized by its longest option, say) is wider than it.
        for (const el of container.querySelectorAll('main *')) {
          expect(el.getBoundingClientRect().right, `${page}: <${el.localName}> overflows`).to.be.at.most(container.getBoundingClientRect().right + 0.5);
        }
        await expect(container).to.be.accessible();
      });
    }
  }
});
