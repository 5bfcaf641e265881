// The game tree (`show-tree`): the nodes around the one shown, the main line on the top row and each variation on
// a row below, the current line drawn darker; a click on a node goes there, and so do the arrow keys once the tree has
// the focus (one Tab stop, on the node shown). A chunk of its own, loaded only by boards
// that ask for it. Only a window is laid out and drawn (some moves back, more ahead, a few hundred nodes at most), so
// a 10,000-move line or a 5 MB tree costs the same as a short game.
import { html, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { readPoint } from '../sgf/properties.js';
import { pointName } from './coordinates.js';
import type { SgfNode } from '../sgf/index.js';

import { addDefaultWords, type Translate } from './i18n/index.js';
import { treeWords } from './tree-words.js';

// Its English words come with it, as defaults under any the page added.
addDefaultWords('en', treeWords);

/** Columns shown before and after the node shown, rows and nodes at most. */
const BACK = 8;
const AHEAD = 24;
const ROWS = 8;
const MAX_NODES = 400;
/** Points per column and row (the SVG's units; drawn at that many CSS pixels). */
const STEP = 18;

interface Placed {
  node: SgfNode;
  col: number;
  row: number;
  parent: Placed | null;
}

/** What the tree needs of the review shown. */
export interface TreeReview {
  node: SgfNode;
  cursor: { root: SgfNode };
  size: [number, number];
  line(): SgfNode[];
}

/** The color of the move at a node, or null (setup, comment, pass…). */
const moveColor = (node: SgfNode): 'black' | 'white' | null => (node.props.B ? 'black' : node.props.W ? 'white' : null);

/**
 * Lays out the window: columns are depths from the window's first node (`BACK` above the node shown, or the root),
 * rows as in most editors: a node's first child on its row, each other child on the first row below that is free
 * along the child's own first line.
 */
export function layoutTree(current: SgfNode): { placed: Placed[]; startMoves: number } {
  let start = current;
  let back = 0;
  while (start.parent && back < BACK) {
    start = start.parent;
    back++;
  }
  const free: number[] = [];
  const placed: Placed[] = [];
  const place = (first: SgfNode, col: number, row: number, parent: Placed | null): void => {
    // The node's first line, as far as the window goes.
    const chain: Placed[] = [];
    let p = parent;
    for (let n: SgfNode | undefined = first, c = col; n && c <= BACK + AHEAD && placed.length < MAX_NODES; n = n.children[0], c++) {
      p = { node: n, col: c, row, parent: p };
      chain.push(p);
      placed.push(p);
      free[c] = row + 1;
    }
    // Then the other children along it, farthest first: a nearer one's line down its parent's column then passes
    // no node placed before it (nearest first, it crossed the farther ones' nodes).
    for (const at of chain.reverse()) {
      if (placed.length >= MAX_NODES) return;
      if (at.col + 1 > BACK + AHEAD) continue;
      const children = at.node.children;
      // A node with 100,000 alternatives is not walked through for nothing: it stops when no row is left below.
      for (let i = 1, skipped = 0; i < children.length && (free[at.col + 1] ?? 0) < ROWS && skipped < ROWS && placed.length < MAX_NODES; i++) {
        let r = row + 1;
        for (let n: SgfNode | undefined = children[i], c = at.col + 1; n && c <= BACK + AHEAD; n = n.children[0], c++) r = Math.max(r, free[c] ?? 0);
        if (r >= ROWS) skipped++;
        else place(children[i]!, at.col + 1, r, at);
      }
    }
  };
  place(start, 0, 0, null);
  // Moves played before the window's first node (setup and comment nodes are no moves).
  let startMoves = 0;
  for (let n = start.parent; n; n = n.parent) if (moveColor(n)) startMoves++;
  return { placed, startMoves };
}

/**
 * Where an arrow key in the tree goes from the node shown: Right its next move, Left the move before, Down and Up the
 * nearest node on the nearest row below or above (the next or previous variation), from `anchor`: the node shown, or
 * its nearest ancestor drawn when it lies beyond the rows drawn. Null: nowhere.
 */
export function treeStep(placed: Placed[], current: SgfNode, key: string, anchor = current): SgfNode | null {
  if (key === 'ArrowRight') return current.children[0] ?? null;
  if (key === 'ArrowLeft') return current.parent ?? null;
  const from = placed.find((p) => p.node === anchor);
  const sign = key === 'ArrowDown' ? 1 : key === 'ArrowUp' ? -1 : 0;
  if (!from || !sign) return null;
  let best: Placed | null = null;
  const cost = (p: Placed) => (p.row - from.row) * sign * 1000 + Math.abs(p.col - from.col);
  for (const p of placed) if ((p.row - from.row) * sign > 0 && (!best || cost(p) < cost(best))) best = p;
  return best?.node ?? null;
}

const styles = html`<style data-go-board>
  .tree { overflow-x: auto; margin: 0.25rem 0; }
  .tree svg { display: block; }
  /* A finger: nodes 24 px apart (WCAG 2.5.8), not 18. */
  @media (pointer: coarse) { .tree svg { zoom: 1.34; } }
  .tree polyline { fill: none; stroke: var(--_line); stroke-width: 1; opacity: 0.35; }
  .tree polyline.on-line { opacity: 1; stroke-width: 2; }
  .tree circle { stroke: var(--_line); stroke-width: 1; cursor: pointer; outline: none; }
  .tree circle:focus-visible { stroke: var(--_accent); stroke-width: 3; }
  .tree .black { fill: var(--_black); }
  .tree .white { fill: var(--_white); }
  .tree .other { fill: var(--_wood); }
  .tree .current { fill: none; stroke: var(--_ko); stroke-width: 2.5; pointer-events: none; }
</style>`;

/** The tree panel part: `go` shows a node of the game of `root` (the board makes its way the current line). */
export function treePanel(t: Translate, review: TreeReview, go: (node: SgfNode, root: SgfNode) => void): TemplateResult {
  // The game drawn, given with each click: a click that comes after another game is shown goes nowhere.
  const root = review.cursor.root;
  const [width, height] = review.size;
  const { placed, startMoves } = layoutTree(review.node);
  // The Tab stop: the node shown, or its nearest ancestor drawn (a variation beyond the rows drawn is not).
  const drawn = new Set(placed.map((p) => p.node));
  let anchor = review.node;
  while (!drawn.has(anchor) && anchor.parent) anchor = anchor.parent;
  // The move number of each node shown: its parent's, plus one for a move.
  const moves = new Map<SgfNode, number>();
  const onLine = new Set(review.line());
  let cols = 0;
  let rows = 0;
  for (const p of placed) {
    cols = Math.max(cols, p.col + 1);
    rows = Math.max(rows, p.row + 1);
  }
  const at = (v: number) => v * STEP + STEP / 2;
  const lines: SVGTemplateResult[] = [];
  const nodes: SVGTemplateResult[] = [];
  let current: SVGTemplateResult | null = null;
  for (const p of placed) {
    if (p.parent) {
      const cls = onLine.has(p.node) && onLine.has(p.parent.node) ? 'on-line' : '';
      // Down the parent's column to the row above, then across: the variations of a node share one trunk.
      const bend = Math.max(p.parent.row, p.row - 1);
      lines.push(svg`<polyline class=${cls} points="${at(p.parent.col)},${at(p.parent.row)} ${at(p.parent.col)},${at(bend)} ${at(p.col)},${at(p.row)}"></polyline>`);
    }
    const color = moveColor(p.node);
    const n = (p.parent ? moves.get(p.parent.node)! : startMoves) + (color ? 1 : 0);
    moves.set(p.node, n);
    const value = color ? p.node.props[color === 'black' ? 'B' : 'W']![0]!.trim() : '';
    const point = readPoint(value);
    const onBoard = point && point[0] < width && point[1] < height && !(value === 'tt' && width <= 19 && height <= 19);
    // As the board says them: a move and its point, a pass, the start, a node with no move (setup, comment).
    const name = color
      ? t('treeNode', { n, point: ` ${onBoard ? pointName(point, height) : t('passed', { color: t(color) })}` })
      : n ? t('treeAfter', { n }) : t('start');
    // One stop for the Tab key, on the node shown (or the anchor); the arrows move from there (treeStep).
    const shown = p.node === review.node;
    nodes.push(svg`<circle class=${color ?? 'other'} cx=${at(p.col)} cy=${at(p.row)} r=${color ? 6 : 4} role="button" aria-label=${name} aria-current=${shown ? 'step' : 'false'} tabindex=${p.node === anchor ? 0 : -1} @click=${() => go(p.node, root)}><title>${name}</title></circle>`);
    if (p.node === review.node) current = svg`<circle class="current" cx=${at(p.col)} cy=${at(p.row)} r="9"></circle>`;
  }
  const onKey = (e: KeyboardEvent): void => {
    const tree = e.currentTarget as SVGSVGElement;
    // Drawn again around the node the key went to (here, or by the board's own keys: Home, End, Page Down…), the
    // focus follows it.
    if (e.key !== 'Tab') {
      requestAnimationFrame(() => {
        if (tree.contains((tree.getRootNode() as ShadowRoot).activeElement)) (tree.querySelector('[tabindex="0"]') as SVGElement | null)?.focus();
      });
    }
    const to = treeStep(placed, review.node, e.key, anchor);
    if (!to && !e.key.startsWith('Arrow')) return;
    // Not the board's own keys as well (it steps on the same arrows).
    e.preventDefault();
    if (to) go(to, root);
  };
  return html`${styles}<div class="tree" part="tree">
    <svg role="group" aria-label=${t('gameTree')} width=${cols * STEP} height=${rows * STEP} viewBox="0 0 ${cols * STEP} ${rows * STEP}" @keydown=${onKey}>${lines}${nodes}${current}</svg>
  </div>`;
}
