import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/define.js';
import { until } from '../helpers/board.js';

// The built module a page includes, dist/go-board.js (npm test builds before testing), and the chunks it
// loads with import() from next to itself. This file runs in a page of its own.
const distUrl = new URL('../../dist/go-board.js', import.meta.url).href;

type DistBoard = HTMLElement & {
  load(s: string): Promise<void>;
  last(): void;
  startScoring(): Promise<void>;
  score: { result: string } | null;
  moveNumber: number;
  totalMoves: number;
  languageReady: Promise<void>;
  updateComplete: Promise<boolean>;
};
type DistModule = { defineGoBoard(name?: string): boolean; GoBoard: CustomElementConstructor };

/** A board of the built class (registered as dist-go-board), put in `parent`, taken off after `use`. */
async function withDistBoard(use: (board: DistBoard) => Promise<void>, options: { attributes?: string[]; parent?: HTMLElement } = {}): Promise<void> {
  const dist = (await import(distUrl)) as DistModule;
  dist.defineGoBoard('dist-go-board');
  const board = document.createElement('dist-go-board') as DistBoard;
  for (const name of options.attributes ?? []) board.setAttribute(name, '');
  (options.parent ?? document.body).append(board);
  try {
    await use(board);
  } finally {
    board.remove();
  }
}

/** The files of dist/ the page fetched, by name. */
const distFolder = new URL('../../dist/', import.meta.url).href;
const fetched = (): string[] => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.startsWith(distFolder)).map((n) => n.slice(distFolder.length));
const chunk = (name: string) => new RegExp(`^go-board-${name}-[\\w-]+\\.js$`);

describe('dist/go-board.js', () => {
  it('does not throw when the tag name is taken, and registers under another name', async () => {
    // src/define.ts already registered <go-board> (as another package using the same name would).
    const before = customElements.get('go-board');
    const dist = (await import(distUrl)) as DistModule;
    expect(customElements.get('go-board')).to.equal(before);
    expect(dist.defineGoBoard('go-board')).to.equal(false);
    expect(dist.defineGoBoard('dist-go-board')).to.equal(true);
    expect(dist.defineGoBoard('dist-go-board')).to.equal(false);
    customElements.define('my-go-board', class extends dist.GoBoard {});
    expect(document.createElement('my-go-board')).to.be.instanceOf(dist.GoBoard);
  });

  it('its own members shadow nothing of HTMLElement', async () => {
    await withDistBoard(async (board) => {
      await board.load('(;GM[1]SZ[9];B[ee])');
      const inherited = new Set<string>();
      for (let p: object | null = HTMLElement.prototype; p; p = Object.getPrototypeOf(p)) Object.getOwnPropertyNames(p).forEach((n) => inherited.add(n));
      const own = [board, Object.getPrototypeOf(board), Object.getPrototypeOf(Object.getPrototypeOf(board))].flatMap((o) => Object.getOwnPropertyNames(o));
      expect(own.filter((n) => inherited.has(n) && n !== 'constructor' && n !== 'lang')).to.deep.equal([]);
    });
  });

  it('answers keys and clicks with what is in go-board.js: no chunk is fetched for a plain game', async () => {
    await withDistBoard(async (board) => {
      await board.load('(;GM[1]SZ[9];B[ee];W[dd];B[cc])');
      (board as HTMLElement).focus();
      await board.updateComplete;
      await sendKeys({ press: 'End' });
      expect(board.moveNumber).to.equal(3);
      await sendKeys({ press: 'ArrowLeft' });
      expect(board.moveNumber).to.equal(2);
      const svg = board.shadowRoot!.querySelector('svg.board') as SVGSVGElement;
      const p = new DOMPoint(4, 4).matrixTransform(svg.getScreenCTM()!);
      svg.dispatchEvent(new MouseEvent('click', { clientX: p.x, clientY: p.y, bubbles: true, composed: true }));
      await board.updateComplete;
      expect(board.shadowRoot!.textContent).to.contain('has 4 liberties');
      expect(board.shadowRoot!.querySelectorAll('.atari').length).to.equal(0);
      expect(fetched().filter((f) => f !== 'go-board.js')).to.deep.equal([]);
    }, { attributes: ['allow-save', 'coordinates'] });
  });

  it('loads scoring and Vietnamese as chunks from next to itself', async () => {
    const wrap = document.createElement('div');
    wrap.lang = 'vi';
    document.body.append(wrap);
    try {
      await withDistBoard(
        async (board) => {
          await board.load('(;GM[1]FF[4]SZ[5]KM[0.5]AB[ca][cb][cc][cd][ce]AW[da][db][dc][dd][de][aa];B[ba];W[ab])');
          board.last();
          await board.languageReady;
          await board.updateComplete;
          expect(board.shadowRoot!.textContent).to.contain('Tù binh');
          await board.startScoring();
          expect(board.score!.result).to.match(/^[BW]\+/);
          expect(fetched().some((f) => chunk('scoring-ui').test(f))).to.equal(true);
          expect(fetched().some((f) => chunk('vi').test(f))).to.equal(true);
        },
        { parent: wrap },
      );
    } finally {
      wrap.remove();
    }
  });

  it("draws a record's markup and variations with the markup chunk once load() resolves", async () => {
    await withDistBoard(async (board) => {
      await board.load('(;GM[1]SZ[9]TR[ee]LB[cc:Q]AR[aa:bb]SQ[gg](;B[dd])(;B[ff]))');
      const root = board.shadowRoot!;
      expect(root.querySelectorAll('.mark').length).to.equal(2);
      expect(root.querySelectorAll('.line').length).to.equal(1);
      expect([...root.querySelectorAll('text.label')].map((t) => t.textContent)).to.deep.equal(['Q']);
      expect(root.querySelectorAll('.variation').length).to.equal(2);
      expect(getComputedStyle(root.querySelector('.variations')!).display).to.equal('flex');
      expect(getComputedStyle(root.querySelector('.mark')!).fill).to.equal('none');
      expect(fetched().some((f) => chunk('markup-layer').test(f))).to.equal(true);
    });
  });

  it('parses a big file in the worker built next to it, started from a blob', async () => {
    await withDistBoard(async (board) => {
      const moves = Array.from({ length: 40000 }, (_, i) => `;${i % 2 ? 'W' : 'B'}[${i % 2 ? 'tt' : ''}]C[pass ${i}]`).join('');
      const fractions: number[] = [];
      board.addEventListener('go-progress', (e) => fractions.push((e as CustomEvent<{ fraction: number }>).detail.fraction));
      await board.load(`(;GM[1]SZ[9]${moves})`);
      expect(board.totalMoves).to.equal(40000);
      expect(fractions.length).to.be.above(2);
      await until(() => fetched().some((f) => chunk('parse-worker').test(f)));
    });
  });
});
