import { expect } from '@open-wc/testing';
import type { GoBoard } from '../../src/element/go-board.js';

/** Waits (a few seconds at most) until a condition holds, then asserts it. */
export async function until(condition: () => boolean, tries = 400): Promise<void> {
  for (let i = 0; i < tries && !condition(); i++) await new Promise((r) => setTimeout(r, 25));
  expect(condition()).to.equal(true);
}

/**
 * Clicks the centre of a board point, as a reader would (at the point's place on screen), and waits
 * until the board has answered (the first click may wait for the code that handles it to load).
 */
export async function clickPoint(board: GoBoard, [x, y]: [number, number]): Promise<void> {
  const svg = board.shadowRoot!.querySelector('svg.board') as SVGSVGElement;
  const p = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM()!);
  svg.dispatchEvent(new MouseEvent('click', { clientX: p.x, clientY: p.y, bubbles: true, composed: true }));
  await board.updateComplete;
}

/** Focuses a board for the keyboard and waits for the code that answers keys (it loads on first focus). */
export async function focusBoard(board: GoBoard): Promise<void> {
  board.focus();
  await board.updateComplete;
}

/** The text of the board's shadow DOM, white space folded. */
export const shadowText = (board: GoBoard): string => board.shadowRoot!.textContent!.replace(/\s+/g, ' ');

/** Where the board draws the marks of a part (`ko`, `last-move`, `captured`…): the centre of each, in board points. */
export function drawnAt(board: GoBoard, part: string): [number, number][] {
  return [...board.shadowRoot!.querySelectorAll<SVGGraphicsElement>(`svg.board [part~="${part}"]`)].map((el) => {
    const b = el.getBBox();
    return [Math.round((b.x + b.width / 2) * 100) / 100, Math.round((b.y + b.height / 2) * 100) / 100];
  });
}

/** Presses the board's "Save SGF" button and returns the Blob it downloads (the download itself is not made). */
export async function savedBlob(board: GoBoard): Promise<Blob> {
  const blobs: Blob[] = [];
  const { createObjectURL } = URL;
  const { click } = HTMLAnchorElement.prototype;
  URL.createObjectURL = (blob: Blob | MediaSource) => (blobs.push(blob as Blob), 'blob:saved');
  HTMLAnchorElement.prototype.click = () => undefined;
  try {
    [...board.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent!.trim() === 'Save SGF')!.click();
    await until(() => blobs.length === 1);
    return blobs[0]!;
  } finally {
    URL.createObjectURL = createObjectURL;
    HTMLAnchorElement.prototype.click = click;
  }
}

/** A tap with a finger on a board point (a click that says it came from touch). */
export async function tap(board: GoBoard, [x, y]: [number, number]): Promise<void> {
  const svg = board.shadowRoot!.querySelector('svg.board') as SVGSVGElement;
  const p = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM()!);
  svg.dispatchEvent(new PointerEvent('click', { pointerType: 'touch', clientX: p.x, clientY: p.y, bubbles: true, composed: true }));
  await board.updateComplete;
}
