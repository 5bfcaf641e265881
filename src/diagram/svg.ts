// The SVG of a diagram as a string: no DOM, no Lit. The element's toSvg() and the package root's
// renderDiagram() both draw with this, so an exported image and a diagram rendered at build time are the
// same file. Everything is inline (colours as attributes, a font list): the result is valid on its own
// (an <img>, a newsletter, a PDF). Text from the file is data: escaped here, never markup.
import type { Vertex } from '../engine/index.js';
import { columnName, rowName, starPoints } from './points.js';

export type DiagramMark = 'triangle' | 'square' | 'circle' | 'cross' | 'selected' | 'territory-black' | 'territory-white';

/** Colours of a diagram: `light` (the board's wood), `dark`, `print` (black and white), or your own. */
export interface DiagramTheme {
  background: string;
  line: string;
  black: string;
  white: string;
  accent: string;
  /** Outline of the black stones (none when empty). */
  blackEdge?: string;
}

export const THEMES: Readonly<Record<'light' | 'dark' | 'print', DiagramTheme>> = {
  light: { background: '#dcb35c', line: '#3b2c12', black: '#111', white: '#fafafa', accent: '#c0392b' },
  dark: { background: '#23262b', line: '#9aa0a8', black: '#0c0c0c', white: '#e9e9e9', accent: '#ff7a66', blackEdge: '#9aa0a8' },
  print: { background: '#fff', line: '#000', black: '#000', white: '#fff', accent: '#000' },
};

/** What a diagram shows: plain data, made by figure.ts from a game (or by anyone). */
export interface Diagram {
  width: number;
  height: number;
  /** Rows top first: '.', 'X' black, 'O' white. */
  rows: string[];
  /** The part shown (inclusive), or null for the whole board. */
  crop: { x0: number; y0: number; x1: number; y1: number } | null;
  coordinates: boolean;
  marks: { vertex: Vertex; shape: DiagramMark }[];
  /** Text on points (SGF LB, and the letters of the notes): untrusted, escaped when drawn. */
  labels: { vertex: Vertex; text: string }[];
  lines: { from: Vertex; to: Vertex; arrow: boolean }[];
  dimmed: Vertex[];
  /** Numbers drawn on stones (book-style figures). */
  numbers: { vertex: Vertex; text: string }[];
  /** Marked as the last move (when the figure does not number it). */
  lastMove: Vertex | null;
  /** Lines of text under the board: the figure's name, "12 at 6"… */
  notes: string[];
  /** The image's accessible name (<title>). */
  title: string;
}

const R = 0.48;
const FONT = 'system-ui, -apple-system, Segoe UI, Helvetica, Arial, sans-serif';

/** Escapes text for SVG content and attribute values, and drops what XML 1.0 does not allow at all. */
export function escapeXml(text: string): string {
  return String(text)
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
    .replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);
}

/** Numbers written short and without float noise (0.30000000000000004 → 0.3). */
const n = (v: number): string => String(Math.round(v * 1000) / 1000);

/** Lines of at most `max` characters: the notes one after another, separated by "; ", broken at spaces. */
function wrap(notes: string[], max: number): string[] {
  const out: string[] = [];
  let line = '';
  notes.forEach((note, i) => {
    for (const word of `${note}${i < notes.length - 1 ? ';' : ''}`.split(' ')) {
      if (line && line.length + 1 + word.length > max) {
        out.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
  });
  if (line) out.push(line);
  return out;
}

export interface SvgOptions {
  theme?: DiagramTheme;
  /** Width of the image in pixels (the height follows). Default: 28 pixels per point. */
  size?: number;
}

/** The widest image drawn, in pixels: wider sizes (a typo, `Infinity`) give the default width. */
const MAX_SIZE = 100_000;

/** The diagram as a standalone SVG document (a string starting with <svg). */
export function diagramSvg(d: Diagram, { theme = THEMES.light, size }: SvgOptions = {}): string {
  const { width: w, height: h, rows } = d;
  const c = d.crop ?? { x0: 0, y0: 0, x1: w - 1, y1: h - 1 };
  const inside = ([x, y]: Vertex): boolean => x >= c.x0 && x <= c.x1 && y >= c.y0 && y <= c.y1;
  const stone = ([x, y]: Vertex): string => rows[y]?.[x] ?? '.';
  const ink = (v: Vertex): string => (stone(v) === 'X' ? theme.white : theme.black);
  const margin = d.coordinates ? 1.4 : 0.7;
  const vx = c.x0 - margin;
  const vy = c.y0 - margin;
  const vw = c.x1 - c.x0 + 2 * margin;
  const boardH = c.y1 - c.y0 + 2 * margin;
  // Notes under the board: about 0.33 units a character at font size 0.55.
  const notes = d.notes.length ? wrap(d.notes, Math.max(12, Math.floor((vw - 0.6) / 0.33))) : [];
  const vh = boardH + (notes.length ? notes.length * 0.8 + 0.3 : 0);
  // A size that cannot be drawn (under a pixel, past MAX_SIZE, not a number) is replaced by the default, as a
  // missing one is.
  const px = size && size >= 1 && size <= MAX_SIZE ? size : Math.round(vw * 28);
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="${n(px)}" height="${n((px * vh) / vw)}" viewBox="${n(vx)} ${n(vy)} ${n(vw)} ${n(vh)}" role="img" font-family="${FONT}">`,
    `<title>${escapeXml(d.title)}</title>`,
    `<rect x="${n(vx)}" y="${n(vy)}" width="${n(vw)}" height="${n(vh)}" fill="${escapeXml(theme.background)}"/>`,
  );
  // The grid of the part shown; half a cell more where the board goes on past a crop.
  const gx0 = c.x0 > 0 ? c.x0 - 0.5 : 0;
  const gx1 = c.x1 < w - 1 ? c.x1 + 0.5 : w - 1;
  const gy0 = c.y0 > 0 ? c.y0 - 0.5 : 0;
  const gy1 = c.y1 < h - 1 ? c.y1 + 0.5 : h - 1;
  let grid = '';
  for (let x = c.x0; x <= c.x1; x++) grid += `M${x} ${n(gy0)}V${n(gy1)}`;
  for (let y = c.y0; y <= c.y1; y++) grid += `M${n(gx0)} ${y}H${n(gx1)}`;
  out.push(`<path d="${grid}" stroke="${escapeXml(theme.line)}" stroke-width="0.04" stroke-linecap="square" fill="none"/>`);
  for (const p of starPoints(w, h)) if (inside(p)) out.push(`<circle cx="${p[0]}" cy="${p[1]}" r="0.11" fill="${escapeXml(theme.line)}"/>`);
  // A label or a number on an empty point hides the grid under it.
  const textAt = (v: Vertex, text: string, bold: boolean): void => {
    const [x, y] = v;
    const fs = text.length > 2 ? 0.36 : 0.52;
    if (stone(v) === '.') out.push(`<circle cx="${x}" cy="${y}" r="0.38" fill="${escapeXml(theme.background)}"/>`);
    out.push(
      `<text x="${x}" y="${n(y + fs * 0.35)}" font-size="${fs}" text-anchor="middle"${bold ? ' font-weight="600"' : ''} fill="${escapeXml(ink(v))}">${escapeXml(text)}</text>`,
    );
  };
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      const s = row[x];
      if ((s !== 'X' && s !== 'O') || !inside([x, y])) continue;
      const edge = s === 'O' ? theme.black : theme.blackEdge;
      out.push(`<circle cx="${x}" cy="${y}" r="${R}" fill="${escapeXml(s === 'X' ? theme.black : theme.white)}"${edge ? ` stroke="${escapeXml(edge)}" stroke-width="0.04"` : ''}/>`);
    }
  });
  // Dimmed points (DD): the board's colour over the stones.
  for (const p of d.dimmed) if (inside(p)) out.push(`<rect x="${n(p[0] - 0.5)}" y="${n(p[1] - 0.5)}" width="1" height="1" fill="${escapeXml(theme.background)}" opacity="0.55"/>`);
  for (const { vertex: v, shape } of d.marks) {
    if (!inside(v)) continue;
    const [x, y] = v;
    const line = `fill="none" stroke="${escapeXml(ink(v))}" stroke-width="0.07"`;
    if (shape === 'triangle') out.push(`<path d="M${x} ${n(y - 0.27)}L${n(x + 0.24)} ${n(y + 0.15)}H${n(x - 0.24)}Z" ${line}/>`);
    else if (shape === 'square') out.push(`<rect x="${n(x - 0.2)}" y="${n(y - 0.2)}" width="0.4" height="0.4" ${line}/>`);
    else if (shape === 'circle') out.push(`<circle cx="${x}" cy="${y}" r="0.22" ${line}/>`);
    else if (shape === 'cross') out.push(`<path d="M${n(x - 0.2)} ${n(y - 0.2)}l0.4 0.4m0 -0.4l-0.4 0.4" ${line}/>`);
    else if (shape === 'selected') out.push(`<rect x="${n(x - 0.5)}" y="${n(y - 0.5)}" width="1" height="1" fill="${escapeXml(theme.accent)}" opacity="0.3"/>`);
    else {
      const black = shape === 'territory-black';
      out.push(
        `<rect x="${n(x - 0.17)}" y="${n(y - 0.17)}" width="0.34" height="0.34" fill="${escapeXml(black ? theme.black : theme.white)}"${black ? '' : ` stroke="${escapeXml(theme.black)}" stroke-width="0.03"`}/>`,
      );
    }
  }
  for (const { vertex, text } of d.numbers) if (inside(vertex)) textAt(vertex, text, false);
  for (const { vertex, text } of d.labels) if (inside(vertex)) textAt(vertex, text, true);
  for (const { from: [x1, y1], to: [x2, y2], arrow } of d.lines) {
    const len = Math.hypot(x2 - x1, y2 - y1) || 1;
    const ux = (x2 - x1) / len;
    const uy = (y2 - y1) / len;
    const head = arrow
      ? `M${x2} ${y2}L${n(x2 - 0.3 * ux + 0.15 * uy)} ${n(y2 - 0.3 * uy - 0.15 * ux)}M${x2} ${y2}L${n(x2 - 0.3 * ux - 0.15 * uy)} ${n(y2 - 0.3 * uy + 0.15 * ux)}`
      : '';
    out.push(`<path d="M${x1} ${y1}L${x2} ${y2}${head}" stroke="${escapeXml(theme.accent)}" stroke-width="0.08" fill="none"/>`);
  }
  if (d.lastMove && inside(d.lastMove)) out.push(`<circle cx="${d.lastMove[0]}" cy="${d.lastMove[1]}" r="0.2" fill="${escapeXml(theme.accent)}"/>`);
  if (d.coordinates) {
    const attrs = `font-size="0.45" text-anchor="middle" fill="${escapeXml(theme.line)}"`;
    const t = (x: number, y: number, text: string) => `<text x="${n(x)}" y="${n(y + 0.16)}">${escapeXml(text)}</text>`;
    let coords = '';
    for (let x = c.x0; x <= c.x1; x++) coords += t(x, c.y0 - 1, columnName(x)) + t(x, c.y1 + 1, columnName(x));
    for (let y = c.y0; y <= c.y1; y++) coords += t(c.x0 - 1, y, rowName(y, h)) + t(c.x1 + 1, y, rowName(y, h));
    out.push(`<g ${attrs}>${coords}</g>`);
  }
  notes.forEach((line, i) => {
    out.push(`<text x="${n(vx + 0.3)}" y="${n(vy + boardH + 0.6 + i * 0.8)}" font-size="0.55" fill="${escapeXml(theme.line)}">${escapeXml(line)}</text>`);
  });
  out.push('</svg>');
  return out.join('\n');
}
