import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/define.js';
import { until } from '../helpers/board.js';

// The published bundle, built by `npm run build` (npm test builds before testing).
const bundleUrl = new URL('../../dist/go-board.js', import.meta.url).href;


type BundleBoard = HTMLElement & {
  load(s: string): Promise<void>;
  last(): void;
  startScoring(): Promise<void>;
  score: { result: string } | null;
  moveNumber: number;
  totalMoves: number;
  languageReady: Promise<void>;
  updateComplete: Promise<boolean>;
};

/** A board of the bundle's class, put in `parent` (the page's body by default), taken off after `use`. */
async function withBundleBoard(use: (board: BundleBoard) => Promise<void>, options: { attributes?: string[]; parent?: HTMLElement } = {}): Promise<void> {
  const bundle = (await import(bundleUrl)) as { defineGoBoard(name?: string): boolean };
  bundle.defineGoBoard('bundle-go-board');
  const board = document.createElement('bundle-go-board') as BundleBoard;
  for (const name of options.attributes ?? []) board.setAttribute(name, '');
  (options.parent ?? document.body).append(board);
  try {
    await use(board);
  } finally {
    board.remove();
  }
}

/** Whether the page fetched this file of dist/. */
const fetched = (file: string): boolean => performance.getEntriesByType('resource').some((e) => e.name.endsWith(`/dist/${file}`));

describe('dist/go-board.js', () => {
  it('is one self-contained module: no static imports', async () => {
    const code = await (await fetch(bundleUrl)).text();
    expect(code).to.not.match(/(^|[;}\s])import\s*[{*\w]/);
    expect(code).to.not.match(/(^|[;}\s])export\s*\*\s*from/);
  });

  it('does not throw when the tag name is taken, and registers under another name', async () => {
    // src/define.ts already registered <go-board> (like another package using the same name would).
    const before = customElements.get('go-board');
    const bundle = (await import(bundleUrl)) as { defineGoBoard(name?: string): boolean };
    expect(customElements.get('go-board')).to.equal(before);
    expect(bundle.defineGoBoard('go-board')).to.equal(false);
    expect(bundle.defineGoBoard('bundle-go-board')).to.equal(true);
    expect(bundle.defineGoBoard('bundle-go-board')).to.equal(false);
  });

  it('its minified private names shadow nothing of HTMLElement', async () => {
    await withBundleBoard(async (board) => {
      await board.load('(;GM[1]SZ[9];B[ee])');
      const inherited = new Set<string>();
      for (let p: object | null = HTMLElement.prototype; p; p = Object.getPrototypeOf(p)) Object.getOwnPropertyNames(p).forEach((n) => inherited.add(n));
      const own = [board, ...[Object.getPrototypeOf(board), Object.getPrototypeOf(Object.getPrototypeOf(board))]].flatMap((o) => Object.getOwnPropertyNames(o));
      expect(own.filter((n) => inherited.has(n) && n !== 'constructor' && n !== 'lang')).to.deep.equal([]);
    });
  });

  it('works from the bundle, loading scoring and Vietnamese from its sibling files', async () => {
    const wrap = document.createElement('div');
    wrap.lang = 'vi';
    document.body.append(wrap);
    try {
      await withBundleBoard(
        async (board) => {
          await board.load('(;GM[1]FF[4]SZ[5]KM[0.5]AB[ca][cb][cc][cd][ce]AW[da][db][dc][dd][de][aa];B[ba];W[ab])');
          board.last();
          await board.languageReady;
          await board.updateComplete;
          expect(board.shadowRoot!.textContent).to.contain('Tù binh');
          await board.startScoring();
          expect(board.score!.result).to.match(/^[BW]\+/);
          expect(fetched('go-board-scoring.js')).to.equal(true);
        },
        { parent: wrap },
      );
    } finally {
      wrap.remove();
    }
  });

  it('loads the extras (Save, atari rings) from their sibling file', async () => {
    await withBundleBoard(async (board) => {
      await board.load('(;GM[1]SZ[5]AB[bb][ab][ad]AW[aa][ac][ae])');
      await board.updateComplete;
      const root = board.shadowRoot!;
      expect([...root.querySelectorAll('button')].map((b) => b.textContent!.trim())).to.include('Save SGF');
      expect(root.querySelectorAll('.atari').length).to.equal(4);
      expect(fetched('go-board-extras.js')).to.equal(true);
    }, { attributes: ['allow-save', 'show-atari'] });
  });

  it('draws a record\'s markup and variations with the layer from its sibling file once load() resolves', async () => {
    await withBundleBoard(async (board) => {
      await board.load('(;GM[1]SZ[9]TR[ee]LB[cc:Q]AR[aa:bb]SQ[gg](;B[dd])(;B[ff]))');
      const root = board.shadowRoot!;
      expect(root.querySelectorAll('.mark').length).to.equal(2);
      expect(root.querySelectorAll('.line').length).to.equal(1);
      expect([...root.querySelectorAll('text.label')].map((t) => t.textContent)).to.deep.equal(['Q']);
      // The variations, on the board and listed, styled by the layer's own style element.
      expect(root.querySelectorAll('.variation').length).to.equal(2);
      expect(getComputedStyle(root.querySelector('.variations')!).display).to.equal('flex');
      expect(getComputedStyle(root.querySelector('.mark')!).fill).to.equal('none');
      expect(fetched('go-board-markup.js')).to.equal(true);
    });
  });

  it('answers keys and clicks with the code in its extras file', async () => {
    await withBundleBoard(async (board) => {
      await board.load('(;GM[1]SZ[9];B[ee];W[dd];B[cc])');
      board.focus();
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
      expect(fetched('go-board-extras.js')).to.equal(true);
    });
  });

  it('parses a big file in the worker built next to it', async () => {
    await withBundleBoard(async (board) => {
      const moves = Array.from({ length: 40000 }, (_, i) => `;${i % 2 ? 'W' : 'B'}[${i % 2 ? 'tt' : ''}]C[pass ${i}]`).join('');
      const fractions: number[] = [];
      board.addEventListener('go-progress', (e) => fractions.push((e as CustomEvent<{ fraction: number }>).detail.fraction));
      await board.load(`(;GM[1]SZ[9]${moves})`);
      expect(board.totalMoves).to.equal(40000);
      expect(fractions.length).to.be.above(2);
      await until(() => fetched('go-board-parser.js'));
    });
  });
});
