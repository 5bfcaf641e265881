import type { Vertex } from '../engine/index.js';
import type { SgfNode } from './parse.js';
import { pointsOf, readNumber, readPoint } from './properties.js';

/** The markup of one node, keyed by SGF property. Everything is on the board; bad values are dropped with a warning. */
export interface Markup {
  /** LB (and FF[3] L, labelled a, b, c…). Label text is untrusted: render it as text, never as HTML. */
  LB: { vertex: Vertex; text: string }[];
  TR: Vertex[];
  SQ: Vertex[];
  CR: Vertex[];
  /** MA (and FF[3] M). */
  MA: Vertex[];
  SL: Vertex[];
  /** Dimmed points; inherited by later nodes until the next DD (`DD[]` clears). Undefined when the node has no DD. */
  DD?: Vertex[];
  AR: [Vertex, Vertex][];
  LN: [Vertex, Vertex][];
  TB: Vertex[];
  TW: Vertex[];
}

/** The position annotations GB GW DM UC HO and move annotations TE BM DO IT present on a node: 2 means "very". */
export type Annotations = Partial<Record<'GB' | 'GW' | 'DM' | 'UC' | 'HO' | 'TE' | 'BM' | 'DO' | 'IT', 1 | 2>>;

/** How to show variations (ST): alternatives to the current move (`siblings`) or to the next one; and whether to mark them on the board. */
export interface VariationStyle {
  siblings: boolean;
  hideMarks: boolean;
}

const onBoard = (v: Vertex | null, width: number, height: number): v is Vertex => !!v && v[0] < width && v[1] < height;

/** Reads one of the node's point lists. */
export type Points = (id: string) => Vertex[];

/**
 * The node's markup, bad values dropped. `points` reads its point lists (by default pointsOf, without warnings: the
 * board's markup layer and diagrams); `warnings` hears the other bad values in English (readMarkup, in
 * markup-warnings.ts, gives both: none of those sentences come into the board's files).
 */
export function markupOf(node: SgfNode, width: number, height: number, points: Points = (id) => pointsOf(node, id, width, height), warnings?: string[]): Markup {
  const LB: Markup['LB'] = [];
  for (const value of node.props.LB ?? []) {
    const colon = value.indexOf(':');
    const vertex = readPoint(value.slice(0, colon));
    if (colon > 0 && onBoard(vertex, width, height) && value.length > colon + 1) LB.push({ vertex, text: value.slice(colon + 1) });
    else warnings?.push(`LB[${value}] is not a point with a label on the board`);
  }
  points('L').forEach((vertex, i) => LB.push({ vertex, text: String.fromCharCode(97 + (i % 26)) }));
  const pairs = (id: string) => {
    const out: [Vertex, Vertex][] = [];
    for (const value of node.props[id] ?? []) {
      const [a = null, b = null, extra] = value.split(':').map(readPoint);
      if (onBoard(a, width, height) && onBoard(b, width, height) && extra === undefined && (a[0] !== b[0] || a[1] !== b[1])) out.push([a, b]);
      else warnings?.push(`${id}[${value}] is not two different points on the board`);
    }
    return out;
  };
  return {
    LB,
    TR: points('TR'),
    SQ: points('SQ'),
    CR: points('CR'),
    MA: [...points('MA'), ...points('M')],
    SL: points('SL'),
    ...(node.props.DD && { DD: points('DD') }),
    AR: pairs('AR'),
    LN: pairs('LN'),
    TB: points('TB'),
    TW: points('TW'),
  };
}

export function readAnnotations(node: SgfNode): Annotations {
  const out: Annotations = {};
  for (const id of ['GB', 'GW', 'DM', 'UC', 'HO', 'TE', 'BM', 'DO', 'IT'] as const) {
    if (node.props[id]) out[id] = readNumber(node.props[id][0]) === 2 && id !== 'DO' && id !== 'IT' ? 2 : 1;
  }
  return out;
}

/** ST of the root: 0 (default) shows next-move variations marked on the board; +1 siblings instead; +2 no marks. */
export function readVariationStyle(root: SgfNode): VariationStyle {
  const st = readNumber(root.props.ST?.[0]) ?? 0;
  return { siblings: (st & 1) === 1, hideMarks: (st & 2) === 2 };
}

/**
 * VW: the part of the board to show, as [left, top, right, bottom] (inclusive), from this node on.
 * Undefined when the node has no VW; null for `VW[]` (the whole board again). `points` as markupOf's.
 */
export function viewOf(node: SgfNode, width: number, height: number, points: Points = (id) => pointsOf(node, id, width, height)): [number, number, number, number] | null | undefined {
  if (!node.props.VW) return undefined;
  const vw = points('VW');
  if (!vw.length) return null;
  // A loop, not Math.min(...points): a spread of a whole board's points many times over overflows the stack.
  let [x0, y0] = vw[0]!;
  let [x1, y1] = vw[0]!;
  for (const [x, y] of vw) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return [x0, y0, x1, y1];
}

export { hasMarkup } from './has-markup.js';
