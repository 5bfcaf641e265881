import { expect } from '@open-wc/testing';
import type { GoBoard } from '../../src/element/go-board.js';

/** Waits (a few seconds at most) until a condition holds, then asserts it. */
export async function until(condition: () => boolean, tries = 400): Promise<void> {
  for (let i = 0; i < tries && !condition(); i++) await new Promise((r) => setTimeout(r, 25));
  expect(condition()).to.equal(true);
}

/** Clicks the centre of a board point, as a reader would (at the point's place on screen). */
export function clickPoint(board: GoBoard, [x, y]: [number, number]): void {
  const svg = board.shadowRoot!.querySelector('svg.board') as SVGSVGElement;
  const p = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM()!);
  svg.dispatchEvent(new MouseEvent('click', { clientX: p.x, clientY: p.y, bubbles: true, composed: true }));
}

/** The text of the board's shadow DOM, white space folded. */
export const shadowText = (board: GoBoard): string => board.shadowRoot!.textContent!.replace(/\s+/g, ' ');
