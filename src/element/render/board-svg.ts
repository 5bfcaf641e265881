import { svg, nothing, type SVGTemplateResult } from 'lit';
import { starPoints } from '../coordinates.js';
import type { BoardView } from '../view.js';
import { markupLayer } from '../markup-slot.js';
import { panelParts } from '../panel-slot.js';
import { R, stoneLayer } from './stone-layer.js';

// The board is drawn in grid units: point (x, y) sits at (x, y); stones have radius R.

export function viewBox(view: BoardView): string {
  const margin = view.coordinates ? 1.4 : 0.7;
  const c = view.view ?? { x0: 0, y0: 0, x1: view.width - 1, y1: view.height - 1 };
  const x = c.x0 - margin;
  const y = c.y0 - margin;
  return `${x} ${y} ${c.x1 - c.x0 + 2 * margin} ${c.y1 - c.y0 + 2 * margin}`;
}

/**
 * How wide the board may grow, as custom properties for the styles: `--_units`, the lines' spacings across
 * the picture (a small board or a crop stops growing at --go-board-max-point-size each), and `--_crop`,
 * the part of the whole board's width a VW crop shows (a crop takes that part of --go-board-max-width).
 */
export function boardFit(view: BoardView): { '--_units': string; '--_crop': string } {
  const margin = view.coordinates ? 1.4 : 0.7;
  const c = view.view;
  const full = view.width - 1 + 2 * margin;
  const shown = c ? c.x1 - c.x0 + 2 * margin : full;
  return { '--_units': shown.toFixed(2), '--_crop': (shown / full).toFixed(3) };
}

function grid(view: BoardView): SVGTemplateResult {
  const w = view.width - 1;
  const h = view.height - 1;
  let d = '';
  for (let x = 0; x <= w; x++) d += `M${x} 0V${h}`;
  for (let y = 0; y <= h; y++) d += `M0 ${y}H${w}`;
  return svg`<path class="grid" part="grid" d=${d}></path>
    ${starPoints(view.width, view.height).map(([x, y]) => svg`<circle class="star" cx=${x} cy=${y} r="0.11"></circle>`)}`;
}

function ghosts(view: BoardView): SVGTemplateResult[] {
  const color = view.capturedColor === 'black' ? 'black' : 'white';
  return view.captured.map(
    ([x, y]) => svg`<g class="ghost ${color}" part="captured">
      <circle cx=${x} cy=${y} r=${R}></circle>
      <path d="M${x - 0.2} ${y - 0.2}l0.4 0.4m0 -0.4l-0.4 0.4"></path></g>`,
  );
}

/** Draws a part of the board from its view: other files draw some (coordinates, territory, the VW crop). */
export type Layer = (view: BoardView) => SVGTemplateResult | SVGTemplateResult[];

type Layers = (Layer | false | null | undefined)[];

/**
 * The whole board as SVG content (the <svg> element itself belongs to the component). `over`: layers drawn last
 * (the territory while counting among them: its square on a dead stone shows who gets that point).
 */
export function boardContent(view: BoardView, over: Layers): SVGTemplateResult {
  const { width, height } = view;
  const [lx, ly] = view.lastMove ?? [-1, -1];
  const ko = view.koPoint;
  return svg`
    ${markupLayer?.styles()}<rect class="wood" part="wood" x="-5" y="-5" width=${width + 9} height=${height + 9}></rect>
    ${grid(view)}
    <g part="stones" ${stoneLayer(view.rows, view.dead)}></g>
    ${ghosts(view)}
    ${view.atari.map(([x, y]) => svg`<circle class="atari" part="atari" cx=${x} cy=${y} r="0.5"></circle>`)}
    ${markupLayer?.drawMarks(view)}
    ${panelParts?.drawNumbers(view, markupLayer)}
    ${markupLayer?.drawLabels(view)}
    ${markupLayer?.drawVariations(view)}
    ${markupLayer?.drawLines(view)}
    ${lx >= 0 ? svg`<circle class="last" part="last-move" cx=${lx} cy=${ly} r="0.2"></circle>` : nothing}
    ${ko ? svg`<rect class="ko" part="ko" x=${ko[0] - 0.3} y=${ko[1] - 0.3} width="0.6" height="0.6"></rect>` : nothing}
    ${view.liberties.map(([x, y]) => svg`<circle class="liberty" part="liberty" cx=${x} cy=${y} r="0.16"></circle>`)}
    ${view.cursor ? svg`<circle class="cursor" cx=${view.cursor[0]} cy=${view.cursor[1]} r="0.5"></circle>` : nothing}
    ${over.map((draw) => (draw ? draw(view) : nothing))}
  `;
}
