// Whether a node has markup: a small module of its own, so that the board asks without loading the readers.
import type { SgfNode } from './parse.js';

/** Properties that draw on the board (with FF[3]'s L and M): a record without any needs no markup code. */
const MARKUP_IDS = ['LB', 'L', 'TR', 'SQ', 'CR', 'MA', 'M', 'SL', 'DD', 'AR', 'LN', 'TB', 'TW', 'VW'];

/** Whether a node draws on the board. */
export const hasMarkup = (node: SgfNode): boolean => MARKUP_IDS.some((id) => node.props[id]);

