// The "Figures" example: a famous game as book-style figures, drawn by renderDiagram (the package root's
// diagram code, which also runs in Node) and shown as images; the live board under them plays it through.
import { renderDiagram } from '../src/diagram/index.ts';

const sgf = await (await fetch(new URL('./games/ear-reddening-game.sgf', import.meta.url))).text();
const lang = document.documentElement.lang;
for (const figure of document.querySelectorAll('figure[data-from]')) {
  const from = Number(figure.dataset.from);
  const move = figure.dataset.move === 'last' ? 'last' : Number(figure.dataset.move);
  const svg = renderDiagram(sgf, { from, move, lang, size: 560 });
  const img = figure.querySelector('img');
  img.src = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  // The same SVG, to save or print.
  const link = figure.querySelector('a[download]');
  link.href = img.src;
}
