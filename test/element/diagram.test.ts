import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { renderDiagram } from '../../src/diagram/index.js';
import { emulateMedia } from '@web/test-runner-commands';
import { until } from '../helpers/board.js';

const text = async (path: string): Promise<string> => (await fetch(new URL(`../fixtures/${path}`, import.meta.url))).text();

async function boardWith(sgf: string, move: string, coordinates = true): Promise<GoBoard> {
  const board = await fixture<GoBoard>(html`<go-board .sgf=${sgf} move=${move} ?coordinates=${coordinates}></go-board>`);
  await until(() => board.gameCount > 0);
  await board.updateComplete;
  return board;
}

/** The SVG parsed by the browser as an SVG document: it must be well-formed on its own. */
function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.querySelector('parsererror'), 'well-formed').to.equal(null);
  return doc;
}

describe('diagram export', () => {
  it("toSvg() is renderDiagram's SVG for the same position and options", async () => {
    const sgf = await text('element/ear-reddening-game.sgf');
    const board = await boardWith(sgf, '127');
    expect(board.moveNumber).to.equal(127);
    expect(await board.toSvg()).to.equal(renderDiagram(sgf, { move: 127, coordinates: true }));
    expect(await board.toSvg({ from: 101 })).to.equal(renderDiagram(sgf, { move: 127, from: 101, coordinates: true }));
    expect(await board.toSvg({ from: 101, crop: 'K10-T19', theme: 'dark', size: 500 })).to.equal(
      renderDiagram(sgf, { move: 127, from: 101, crop: 'K10-T19', theme: 'dark', size: 500, coordinates: true }),
    );
    // move-numbers on the board: a figure from move 1.
    board.moveNumbers = true;
    board.coordinates = false;
    await board.updateComplete;
    expect(await board.toSvg()).to.equal(renderDiagram(sgf, { move: 127, from: 1 }));
    // The reader steps back: the image follows.
    board.goTo(100);
    expect(await board.toSvg()).to.equal(renderDiagram(sgf, { move: 100, from: 1 }));
  });

  it('draws at the default size when the size asked cannot be drawn (infinite, under a pixel)', async () => {
    const sgf = await text('element/ear-reddening-game.sgf');
    const plain = renderDiagram(sgf, { move: 20 });
    for (const size of [Infinity, 1e308, 0.0001, Number.NaN, -5]) expect(renderDiagram(sgf, { move: 20, size }), String(size)).to.equal(plain);
    expect(renderDiagram(sgf, { move: 20, size: 300 })).to.contain('width="300"');
  });

  it('keeps the VW crop and the markup of the node shown', async () => {
    const sgf = await text('problems/ko-1.sgf');
    const board = await boardWith(sgf, '');
    const svg = await board.toSvg();
    expect(svg).to.equal(renderDiagram(sgf, { move: 0, coordinates: true }));
    const doc = parse(svg);
    // 9x9 cropped to A5-F9: 6 columns of letters, twice.
    expect([...doc.querySelectorAll('g text')].map((t) => t.textContent).filter((t) => /^[A-Z]$/.test(t!))).to.have.length(12);
    expect(doc.documentElement.getAttribute('viewBox')).to.equal('-1.4 -1.4 7.8 6.8');
  });

  it("uses the board's colours, and a named theme when asked", async () => {
    const sgf = await text('problems/ko-1.sgf');
    const board = await boardWith(sgf, '', false);
    board.style.setProperty('--go-board-background', '#ffeecc');
    expect(await board.toSvg()).to.contain('fill="#ffeecc"');
    expect(await board.toSvg({ theme: 'print' })).to.equal(renderDiagram(sgf, { move: 0, theme: 'print' }));
  });

  it('escapes hostile text from the file', async () => {
    const sgf = '(;GM[1]FF[4]SZ[9]GN[<script>alert(1)</script>"\'\\]\\]>];B[ee]LB[cc:<b>"\'&][dd:\\]\\]>]C[</svg><script>])';
    const board = await boardWith(sgf, 'last');
    const doc = parse(await board.toSvg());
    expect(doc.querySelector('script, b, foreignObject')).to.equal(null);
    expect(doc.querySelector('title')!.textContent).to.equal(`<script>alert(1)</script>"']]>, move 1`);
    expect([...doc.querySelectorAll('text')].map((t) => t.textContent)).to.include.members(['<b>"\'&', ']]>']);
  });

  it('toPng() is a PNG of the right size with the stones where they are', async () => {
    const sgf = await text('element/ear-reddening-game.sgf');
    const board = await boardWith(sgf, '127', false);
    const svg = parse(await board.toSvg());
    const width = Number(svg.documentElement.getAttribute('width'));
    const [vx, vy, vw] = svg.documentElement.getAttribute('viewBox')!.split(' ').map(Number) as [number, number, number];
    const png = await board.toPng({ scale: 2 });
    expect(png.type).to.equal('image/png');
    const bitmap = await createImageBitmap(png);
    expect(bitmap.width).to.equal(width * 2);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(bitmap, 0, 0);
    const unit = bitmap.width / vw;
    // Pixels around a point's centre (a ring between radius 0.25 and 0.4, clear of the grid and numbers), by brightness.
    const shade = ([x, y]: [number, number]): { dark: number; light: number; wood: number } => {
      const cx = (x - vx) * unit;
      const cy = (y - vy) * unit;
      const out = { dark: 0, light: 0, wood: 0 };
      for (let a = 0; a < 24; a++) {
        const r = (0.25 + 0.15 * (a % 3) / 2) * unit;
        const [red, green, blue] = ctx.getImageData(Math.round(cx + r * Math.cos(a)), Math.round(cy + r * Math.sin(a)), 1, 1).data;
        const l = (red! + green! + blue!) / 3;
        if (l < 60) out.dark++;
        else if (l > 235) out.light++;
        else if (red! > 180 && blue! < 140) out.wood++;
      }
      return out;
    };
    const rows = board.position;
    const check = (c: string, v: [number, number]) => {
      const s = shade(v);
      if (c === 'X') expect(s.dark, `black stone at ${v}`).to.be.greaterThan(20);
      else if (c === 'O') expect(s.light, `white stone at ${v}`).to.be.greaterThan(20);
      else expect(s.wood, `empty point at ${v}`).to.be.greaterThan(16);
    };
    let counted = 0;
    rows.forEach((row, y) => [...row].forEach((c, x) => {
      if ((x + y) % 3 === 0) {
        check(c, [x, y]);
        counted++;
      }
    }));
    expect(counted).to.be.greaterThan(100);
    bitmap.close();
  });

  it('offers Download image with allow-save, a PNG named after the players', async () => {
    const sgf = await text('element/ear-reddening-game.sgf');
    const board = await boardWith(sgf, '10', false);
    const image = () => [...board.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent!.trim() === 'Download image');
    expect(image()).to.equal(undefined);
    board.allowSave = true;
    await board.updateComplete;
    const saved: { name: string; href: string }[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    };
    try {
      image()!.click();
      await until(() => saved.length === 1);
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    expect(saved[0]!.name).to.equal('Shusaku-vs-Gennan Inseki.png');
    const bytes = new Uint8Array(await (await fetch(saved[0]!.href)).arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).to.equal('PNG');
  });

  it('prints in black and white, without the buttons but with the move number, the notes and the last move seen', async () => {
    const sgf = await text('element/ear-reddening-game.sgf');
    const board = await boardWith(sgf, '10');
    board.allowSave = true;
    await board.updateComplete;
    const root = board.shadowRoot!;
    const shown = (selector: string) => [...root.querySelectorAll(selector)].some((e) => getComputedStyle(e).display !== 'none');
    const fill = (selector: string) => getComputedStyle(root.querySelector(selector)!).fill;
    expect(shown('.controls button')).to.equal(true);
    await emulateMedia({ media: 'print' });
    try {
      expect(shown('.controls button'), 'buttons').to.equal(false);
      expect(shown('.controls input'), 'the slider').to.equal(false);
      expect(shown('.move-number'), 'the move number').to.equal(true);
      expect(shown('svg.board'), 'the board').to.equal(true);
      // The last move's mark in grey: seen on a black stone and on a white one.
      expect(fill('circle.last')).to.equal('rgb(119, 119, 119)');
      expect(fill('.wood')).to.equal('rgb(255, 255, 255)');
      expect(fill('.stone.black')).to.equal('rgb(0, 0, 0)');
      expect(fill('.stone.white')).to.equal('rgb(255, 255, 255)');
    } finally {
      await emulateMedia({ media: 'screen' });
    }
    expect(shown('.controls button')).to.equal(true);
  });

  it("the static-site recipe: the SVG inside the element shows until it is defined, then the board reads the game", async () => {
    const sgf = await text('element/ear-reddening-game.sgf');
    const svg = renderDiagram(sgf, { move: 120, from: 101 });
    // As the README's Eleventy fence rule writes it.
    const game = sgf.replace(/<(\/script|!--)/gi, '<\\$1');
    const markup = `<go-board diagram move="120"><script type="application/x-go-sgf">${game}</script>${svg}</go-board>`;
    const holder = await fixture<HTMLDivElement>(html`<div></div>`);
    // A name not defined yet: how a page without scripts (or before go-board.js) shows it.
    holder.append(document.createRange().createContextualFragment(markup.replaceAll('go-board', 'go-board-later')));
    expect(holder.querySelector('svg')!.getBoundingClientRect().width).to.be.greaterThan(100);
    holder.append(document.createRange().createContextualFragment(markup));
    const board = holder.querySelector('go-board') as GoBoard;
    await until(() => board.moveNumber === 120);
    expect(board.querySelector('svg')!.getBoundingClientRect().width, 'the static SVG is not shown over the board').to.equal(0);
    expect(await board.toSvg({ from: 101 })).to.equal(svg);
  });
});
