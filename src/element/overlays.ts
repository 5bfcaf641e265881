// What the board draws over the stones at first paint when asked: coordinates. (Move numbers and atari rings,
// which few boards ask for, are in panel-parts.ts.)
import { svg, type SVGTemplateResult } from 'lit';
import { columnName, rowName } from './coordinates.js';
import type { BoardView } from './view.js';

/** Letters above and below the board, numbers left and right (of the VW crop when there is one). */
export function coordinateLabels(view: BoardView): SVGTemplateResult {
  const { x0 = 0, y0 = 0, x1 = view.width - 1, y1 = view.height - 1 } = view.view ?? {};
  const xs = Array.from({ length: x1 - x0 + 1 }, (_, i) => x0 + i);
  const ys = Array.from({ length: y1 - y0 + 1 }, (_, i) => y0 + i);
  const [top, bottom, left, right] = [y0 - 1, y1 + 1, x0 - 1, x1 + 1];
  return svg`<g class="coords" part="coordinates" aria-hidden="true">
      ${xs.map((x) => svg`<text x=${x} y=${top}>${columnName(x)}</text><text x=${x} y=${bottom}>${columnName(x)}</text>`)}
      ${ys.map((y) => svg`<text x=${left} y=${y}>${rowName(y, view.height)}</text><text x=${right} y=${y}>${rowName(y, view.height)}</text>`)}
    </g>`;
}
