// What the board draws over the stones when asked: move numbers, atari rings, coordinates.
import { svg, type SVGTemplateResult } from 'lit';
import type { Vertex } from '../engine/index.js';
import { readPoint } from '../sgf/properties.js';
import type { SgfNode } from '../sgf/index.js';
import { columnName, rowName } from './coordinates.js';
import type { Review } from './review.js';
import type { BoardView } from './view.js';

/** The move number of each stone still on the board (its latest placement on the path). */
export function moveNumbers(review: Review): BoardView['numbers'] {
  const s = review.state;
  const seen = new Set<string>();
  const out: BoardView['numbers'] = [];
  let number = s.moveNumber;
  for (let n: SgfNode | null = review.node; n && number > 0; n = n.parent) {
    for (const id of ['W', 'B'] as const) {
      const value = n.props[id]?.[0];
      if (value === undefined) continue;
      const v = readPoint(value);
      const key = v ? `${v[0]},${v[1]}` : '';
      const stone = v ? s.position[v[1]]?.[v[0]] : undefined;
      if (v && !seen.has(key) && stone === (id === 'B' ? 'X' : 'O')) out.push({ vertex: v, text: String(number) });
      seen.add(key);
      number--;
    }
  }
  return out;
}

/** Stones of chains with exactly one liberty, both colours. */
export function atariStones(review: Review): Vertex[] {
  const game = review.cursor.game;
  const done = new Set<string>();
  const out: Vertex[] = [];
  review.state.position.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (row[x] === '.' || done.has(`${x},${y}`)) continue;
      const chain = game.chainAt(x, y);
      chain.forEach(([cx, cy]) => done.add(`${cx},${cy}`));
      if (game.libertiesAt(x, y).length === 1) out.push(...chain);
    }
  });
  return out;
}

/** Letters above and below the board, numbers left and right (of the VW crop when there is one). */
export function coordinateLabels(view: BoardView): SVGTemplateResult {
  const { x0 = 0, y0 = 0, x1 = view.width - 1, y1 = view.height - 1 } = view.view ?? {};
  const xs = Array.from({ length: x1 - x0 + 1 }, (_, i) => x0 + i);
  const ys = Array.from({ length: y1 - y0 + 1 }, (_, i) => y0 + i);
  const [top, bottom, left, right] = [y0 - 1, y1 + 1, x0 - 1, x1 + 1];
  return svg`<style data-go-board>
      .coords text { fill: var(--_line); font-size: 0.45px; text-anchor: middle; dominant-baseline: central; }
    </style>
    <g class="coords" part="coordinates" aria-hidden="true">
      ${xs.map((x) => svg`<text x=${x} y=${top}>${columnName(x)}</text><text x=${x} y=${bottom}>${columnName(x)}</text>`)}
      ${ys.map((y) => svg`<text x=${left} y=${y}>${rowName(y, view.height)}</text><text x=${right} y=${y}>${rowName(y, view.height)}</text>`)}
    </g>`;
}
