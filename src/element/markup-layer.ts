// What a commented record adds to the board: SGF markup (LB TR SQ CR MA SL DD AR LN TB TW, FF[3] L M,
// the VW crop) and the next-move variations (marked on the board and listed). Most game records have
// neither, so this is a chunk of its own (go-board-markup-layer-*.js beside go-board.js), loaded when the
// board first shows a node that needs it (see layerWanted in markup-slot.ts): one copy for the page.
import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { Vertex } from '../engine/index.js';
import { readMoves, readVariationStyle, type SgfNode } from '../sgf/index.js';
import { markupOf, viewOf } from '../sgf/markup.js';
import { pointName } from './coordinates.js';
import type { BoardHost } from './board-host.js';
import { panelParts } from './panel-slot.js';
import type { Translate } from './i18n/index.js';
import { inkClass, type BoardView, type MarkShape, type ReviewedNode } from './view.js';
import { label, labelStyles } from './render/labels.js';

export { markupWords } from './markup-words.js';
// The panel parts draw move numbers with them (the board loads this layer for move numbers).
export { label, labelStyles };

export type MarkupView = Pick<BoardView, 'marks' | 'labels' | 'lines' | 'dimmed' | 'view' | 'variations'>;

/**
 * The markup at the review's node: its own marks, labels and lines; DD and VW as set by it or the
 * nearest node above; the next-move alternatives (or, with ST[1], the current move's) marked A, B, …
 */
export function markupView(review: ReviewedNode): MarkupView {
  const node = review.node;
  const [width, height] = review.size;
  const markup = markupOf(node, width, height);
  const marks: BoardView['marks'] = [];
  const add = (points: Vertex[], shape: MarkShape) => points.forEach((vertex) => marks.push({ vertex, shape }));
  add(markup.TR, 'triangle');
  add(markup.SQ, 'square');
  add(markup.CR, 'circle');
  add(markup.MA, 'cross');
  add(markup.SL, 'selected');
  add(markup.TB, 'territory-black');
  add(markup.TW, 'territory-white');
  // DD and VW last until a later node changes them.
  let dimmed: Vertex[] = [];
  let crop: [number, number, number, number] | null = null;
  let seenDim = false;
  let seenView = false;
  for (let n: SgfNode | null = node; n && !(seenDim && seenView); n = n.parent) {
    if (!seenDim && n.props.DD) {
      dimmed = markupOf(n, width, height).DD ?? [];
      seenDim = true;
    }
    const v = seenView ? undefined : viewOf(n, width, height);
    if (v !== undefined) {
      crop = v;
      seenView = true;
    }
  }
  const style = readVariationStyle(review.cursor.root);
  const variationSource = style.siblings ? node.parent : node;
  const variations = !style.hideMarks && variationSource && variationSource.children.length > 1 ? variationMarks(review, variationSource) : [];
  return {
    marks,
    variations,
    labels: markup.LB,
    lines: [...markup.AR.map(([from, to]) => ({ from, to, arrow: true })), ...markup.LN.map(([from, to]) => ({ from, to, arrow: false }))],
    dimmed,
    view: crop ? { x0: crop[0], y0: crop[1], x1: crop[2], y1: crop[3] } : null,
  };
}

const letter = (i: number): string => String.fromCharCode(65 + (i % 26));

// The marks of a node's alternatives, one per point (100,000 siblings are at most width × height marks),
// kept while the node has the same children.
const marksCache = new WeakMap<SgfNode, { count: number; first: SgfNode | undefined; marks: BoardView['variations'] }>();

function variationMarks(review: ReviewedNode, source: SgfNode): BoardView['variations'] {
  const cached = marksCache.get(source);
  if (cached && cached.count === source.children.length && cached.first === source.children[0]) return cached.marks;
  const marks: BoardView['variations'] = [];
  const seen = new Set<number>();
  const [width, height] = review.size;
  const children = source.children;
  // Until every point has its mark: the rest could add none.
  for (let i = 0; i < children.length && seen.size < width * height; i++) {
    const move = readMoves(children[i]!, width, height).pop();
    const vertex = move?.vertex;
    if (!vertex || seen.has(vertex[0] * 64 + vertex[1])) continue;
    seen.add(vertex[0] * 64 + vertex[1]);
    marks.push({ vertex, label: letter(i), color: move.color });
  }
  marksCache.set(source, { count: source.children.length, first: source.children[0], marks });
  return marks;
}

/** Variation buttons listed at once; more are reached page by page. */
export const VARIATION_PAGE = 26;


function mark(shape: MarkShape, [x, y]: Vertex, cls: string): SVGTemplateResult {
  switch (shape) {
    case 'triangle':
      return svg`<path class="mark ${cls}" d="M${x} ${y - 0.27}L${x + 0.24} ${y + 0.15}H${x - 0.24}Z"></path>`;
    case 'square':
      return svg`<rect class="mark ${cls}" x=${x - 0.2} y=${y - 0.2} width="0.4" height="0.4"></rect>`;
    case 'circle':
      return svg`<circle class="mark ${cls}" cx=${x} cy=${y} r="0.22"></circle>`;
    case 'cross':
      return svg`<path class="mark ${cls}" d="M${x - 0.2} ${y - 0.2}l0.4 0.4m0 -0.4l-0.4 0.4"></path>`;
    case 'selected':
    case 'dim':
      return svg`<rect class=${shape} x=${x - 0.5} y=${y - 0.5} width="1" height="1"></rect>`;
    case 'territory-black':
    case 'territory-white':
      return svg`<rect class="territory ${shape === 'territory-black' ? 'black' : 'white'} recorded" x=${x - 0.17} y=${y - 0.17} width="0.34" height="0.34"></rect>`;
  }
}

/** Dimmed points, then the marks (under labels and move numbers). */
export const drawMarks = (view: BoardView): SVGTemplateResult[] => [
  ...view.dimmed.map((v) => mark('dim', v, '')),
  ...view.marks.map(({ vertex, shape }) => mark(shape, vertex, inkClass(view, vertex))),
];

/**
 * Outside a VW crop: wood over the rest of the board (drawn over everything but the coordinates), leaving
 * half a cell of grid that shows the board goes on.
 */
export function cropCovers({ view: crop, width: w, height: h }: BoardView): SVGTemplateResult[] {
  if (!crop) return [];
  const cover = (x0: number, y0: number, x1: number, y1: number) => svg`<rect class="crop" x=${x0} y=${y0} width=${x1 - x0} height=${y1 - y0}></rect>`;
  const out: SVGTemplateResult[] = [];
  if (crop.x0 > 0) out.push(cover(-5, -5, crop.x0 - 0.5, h + 4));
  if (crop.x1 < w - 1) out.push(cover(crop.x1 + 0.5, -5, w + 4, h + 4));
  if (crop.y0 > 0) out.push(cover(-5, -5, w + 4, crop.y0 - 0.5));
  if (crop.y1 < h - 1) out.push(cover(-5, crop.y1 + 0.5, w + 4, h + 4));
  return out;
}

/** The SGF labels (LB), over the marks and move numbers. */
export const drawLabels = (view: BoardView): SVGTemplateResult[] => view.labels.map(({ vertex, text }) => label(view, vertex, text));

/** AR arrows and LN lines. */
export const drawLines = (view: BoardView): SVGTemplateResult[] =>
  view.lines.map(({ from, to, arrow }) => {
    const [x1, y1] = from;
    const [x2, y2] = to;
    const len = Math.hypot(x2 - x1, y2 - y1) || 1;
    const ux = (x2 - x1) / len;
    const uy = (y2 - y1) / len;
    const head = arrow
      ? `M${x2} ${y2}L${x2 - 0.3 * ux + 0.15 * uy} ${y2 - 0.3 * uy - 0.15 * ux}M${x2} ${y2}L${x2 - 0.3 * ux - 0.15 * uy} ${y2 - 0.3 * uy + 0.15 * ux}`
      : '';
    return svg`<path class="line" d="M${x1} ${y1}L${x2} ${y2}${head}"></path>`;
  });

/** The next-move variations on the board: a see-through stone with its letter. */
export const drawVariations = (view: BoardView): SVGTemplateResult[] =>
  view.variations.map(
    ({ vertex: [x, y], label, color }) =>
      svg`<g class="variation ${color}" part="variation"><circle cx=${x} cy=${y} r="0.4"></circle><text x=${x} y=${y} font-size="0.5">${label}</text></g>`,
  );

/** A next-move alternative as the list names it: its letter (its number past 26) and its point ("B G7"). */
function variationName(t: Translate, review: ReviewedNode, i: number): string {
  const children = review.node.children;
  const height = review.size[1];
  const move = readMoves(children[i]!, review.size[0], height).pop();
  // A variation that starts with no move (setup stones, a diagram) is named by its N, if it has one: it is no pass.
  const what = move ? (move.vertex ? pointName(move.vertex, height) : t('pass')) : (children[i]!.props.N?.[0] ?? '').trim().slice(0, 40);
  return `${children.length > 26 ? i + 1 : letter(i)} ${what}`.trim();
}

/**
 * Says the alternative chosen for the next move (↑ ↓, chooseVariation) to screen readers: "Variations: B G7". Asked
 * for one past either end (`asked`), the choice stays and the sentence says it is the first or the last: the same
 * sentence again, a live region would not say.
 */
export function sayVariation(t: Translate, review: ReviewedNode | null, ui: { announcement: string }, asked: number): void {
  if (!review || review.node.children.length < 2) return;
  const i = review.variationIndex;
  const text = `${t(asked > i ? 'lastVariation' : asked < i ? 'firstVariation' : 'variations')}: ${variationName(t, review, i)}`;
  // At an end, each press is said again (the text must change).
  ui.announcement = ui.announcement === text ? `${text}\u00a0` : text;
}

/**
 * The list of the next move's alternatives, when there are several: a button each, the chosen one current.
 * Long lists (a file with 100,000 siblings) show one page of VARIATION_PAGE buttons, the one with the chosen
 * variation, and buttons to the pages before and after it (which choose their first variation).
 */
export function variationList(t: Translate, board: BoardHost, review: ReviewedNode): TemplateResult | typeof nothing {
  const children = review.node.children;
  const count = children.length;
  if (count < 2) return nothing;
  const chosen = review.variationIndex;
  const start = count > VARIATION_PAGE ? Math.floor(chosen / VARIATION_PAGE) * VARIATION_PAGE : 0;
  const end = Math.min(count, start + VARIATION_PAGE);
  const buttons: TemplateResult[] = [];
  for (let i = start; i < end; i++) {
    buttons.push(html`<button
      aria-current=${i === chosen ? 'true' : 'false'}
      @click=${() => {
        board.chooseVariation(i);
        board.next();
      }}
    >${variationName(t, review, i)}</button>`);
  }
  // More than a page of variations (rare): the page buttons come with the panel parts (the board asks for them).
  const pager = count > VARIATION_PAGE && panelParts ? panelParts.variationPager(t, board, start, end, count, VARIATION_PAGE) : null;
  return html`<div class="variations" part="variations" role="group" aria-label=${t('variations')}>
    <span>${t('variations')}:</span>
    ${pager?.[0] ?? nothing}${buttons}${pager?.[1] ?? nothing}${pager?.[2] ?? nothing}
  </div>`;
}

/**
 * The layer's styles, drawn inside the board's SVG (a style element anywhere in the board's shadow root
 * styles all of it): marks, territory marks, dimmed and selected points, lines, variation stones and the variation list.
 */
export const styles = (): SVGTemplateResult =>
  svg`${labelStyles}<style data-go-board>
    .mark { fill: none; stroke-width: 0.07; }
    .territory.black { fill: var(--_black); }
    .territory.white { fill: var(--_white); stroke: var(--_black); stroke-width: 0.03; }
    .selected { fill: var(--_ko); opacity: 0.3; }
    .dim { fill: var(--_wood); opacity: 0.55; }
    .line { stroke: var(--_accent); stroke-width: 0.08; fill: none; }
    .crop { fill: var(--_wood); }
    .variation circle { opacity: 0.45; }
    .variation.black circle { fill: var(--_black); }
    .variation.white circle { fill: var(--_white); }
    .variation text { text-anchor: middle; dominant-baseline: central; font-weight: 600; }
    .variation.black text { fill: var(--_white); }
    .variation.white text { fill: var(--_black); }
    .variations { display: flex; flex-wrap: wrap; gap: 0.25rem; align-items: center; }
    .variations button[aria-current='true'] { font-weight: 700; outline: 2px solid var(--_ko); }
  </style>`;
