// The public readers of point lists and markup that say what they dropped, in English: readPoints, readMarkup,
// readView (Node, scripts, SgfCursor's users). The board reads the same without the sentences (pointsOf, markupOf,
// viewOf), and none of them come into its files.
import type { Vertex } from '../engine/index.js';
import { markupOf, viewOf, type Markup } from './markup.js';
import type { SgfNode } from './parse.js';
import { pointsOf } from './properties.js';
import type { RecordWarning } from './record-warning.js';
import { pointWarningText } from './warning-text.js';

/**
 * A point list (AB, AW, AE, TR, SQ…), expanding rectangles `aa:cc` (corners in any order). Points and
 * rectangles off the board are dropped and rectangles reaching off it clipped, each with a warning.
 */
export function readPoints(node: SgfNode, id: string, width: number, height: number, warnings?: string[]): Vertex[] {
  const codes: RecordWarning[] = [];
  const out = pointsOf(node, id, width, height, codes);
  for (const warning of codes) warnings?.push(pointWarningText(warning));
  return out;
}

/** The markup of one node; bad values are dropped, each with a warning. */
export const readMarkup = (node: SgfNode, width: number, height: number, warnings?: string[]): Markup =>
  markupOf(node, width, height, (id) => readPoints(node, id, width, height, warnings), warnings);

/** VW as viewOf reads it (markup.ts), a bad point of it with a warning. */
export const readView = (node: SgfNode, width: number, height: number, warnings?: string[]): [number, number, number, number] | null | undefined =>
  viewOf(node, width, height, (id) => readPoints(node, id, width, height, warnings));
