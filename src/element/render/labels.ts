// Text on points: SGF labels (LB, the markup layer) and move numbers (the panel parts), with their styles and
// the marks' ink (light on black stones). Both chunks draw with it; a plain board never does.
import { nothing, svg, type SVGTemplateResult } from 'lit';
import type { Vertex } from '../../engine/index.js';
import { inkClass, stoneAt, type BoardView } from '../view.js';

/** A label on an empty point hides the grid under it, so the text stays readable. */
export function label(view: BoardView, v: Vertex, text: string, cls = ''): SVGTemplateResult {
  const [x, y] = v;
  const empty = stoneAt(view, v) === '.';
  const size = text.length > 2 ? 0.36 : 0.52;
  return svg`${empty ? svg`<circle class="label-bg" cx=${x} cy=${y} r="0.38"></circle>` : nothing}
    <text class="label ${inkClass(view, v)} ${cls}" x=${x} y=${y} font-size=${size}>${text}</text>`;
}

/** Drawn inside the board's SVG by the layers that draw labels or marks (a style element styles the whole shadow root). */
export const labelStyles = svg`<style data-go-board>
  .ink-dark { stroke: var(--_black); fill: none; }
  .ink-light { stroke: var(--_white); fill: none; }
  text.ink-dark { fill: var(--_black); stroke: none; }
  text.ink-light { fill: var(--_white); stroke: none; }
  .label { text-anchor: middle; dominant-baseline: central; font-weight: 600; }
  .label-bg { fill: var(--_wood); }
</style>`;
