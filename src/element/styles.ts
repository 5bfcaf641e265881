import { css } from 'lit';

/*
 * Notes on the rules below (kept out of the CSS text, which the package root ships as written):
 * - .base: a small board or a VW crop does not grow without bound (the board sets --_units and --_crop); on a
 *   touch screen a quick second tap on a button is a second step, not a zoom of the page.
 * - .board-wrap: on a short screen (a phone held sideways), no taller than the screen less a row of buttons.
 * - svg.board: a tap does not flash the whole board (Android's tap highlight).
 * - .comment: a long comment scrolls inside its box where a mouse shows a scroll bar; on a touch screen, where
 *   none shows, it is shown whole.
 * - .players .black::before: outlined in currentColor, so the black marker stays visible on a dark page.
 * - .comment's border mixes the line colour with currentColor: seen on a light page and on a dark one.
 * - .describe: in the accessibility tree, seen only when focused (keyboard and screen-reader users).
 * - @media print: the board in black and white (the last move and captured stones in grey, seen on both colours),
 *   with the move number and the notes, without the buttons or what only a screen needs.
 * Labels and the marks' ink come with the layers that draw them (render/labels.ts).
 */
/** Public custom properties (--go-board-*) map to private ones (--_*) used below. */
export const styles = css`
  :host {
    --_wood: var(--go-board-background, #dcb35c);
    --_line: var(--go-board-line-color, #3b2c12);
    --_black: var(--go-board-black-stone-color, #111);
    --_white: var(--go-board-white-stone-color, #fafafa);
    --_accent: var(--go-board-accent-color, #c0392b);
    --_ko: var(--go-board-ko-color, #1565c0);
    --_panel-bg: var(--go-board-panel-background, transparent);
    --_text: var(--go-board-text-color, inherit);
    --_max: var(--go-board-max-width, 40rem);
    --_point: var(--go-board-max-point-size, 2.75rem);
    display: block;
    box-sizing: border-box;
    max-width: var(--_max);
    color: var(--_text);
    font: inherit;
    outline: none;
    position: relative;
  }
  :host([hidden]) {
    display: none;
  }
  :host(:focus-visible) .board {
    outline: 3px solid var(--_ko);
    outline-offset: 2px;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  [hidden] {
    display: none !important;
  }
  .base {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
    max-width: min(calc(var(--_max) * var(--_crop, 1)), calc(var(--_units, 100) * var(--_point)));
    touch-action: manipulation;
  }
  .board-wrap {
    position: relative;
  }
  svg.board {
    display: block;
    width: 100%;
    height: auto;
    user-select: none;
    -webkit-user-select: none;
    -webkit-tap-highlight-color: transparent;
    font-family: system-ui, sans-serif;
  }
  .wood {
    fill: var(--_wood);
  }
  .grid {
    stroke: var(--_line);
    stroke-width: 0.04;
    fill: none;
    stroke-linecap: square;
  }
  .star {
    fill: var(--_line);
  }
  .coords text {
    fill: var(--_line);
    font-size: 0.45px;
    text-anchor: middle;
    dominant-baseline: central;
  }
  .stone.black {
    fill: var(--_black);
  }
  .stone.white {
    fill: var(--_white);
    stroke: var(--_black);
    stroke-width: 0.04;
  }
  .ghost circle {
    fill: none;
    stroke: var(--_accent);
    stroke-width: 0.06;
    stroke-dasharray: 0.12 0.08;
  }
  .ghost.black circle {
    fill: color-mix(in srgb, var(--_black) 30%, transparent);
  }
  .ghost.white circle {
    fill: color-mix(in srgb, var(--_white) 50%, transparent);
  }
  .ghost path {
    stroke: var(--_accent);
    stroke-width: 0.07;
  }
  .last {
    stroke: var(--_accent);
    fill: var(--_accent);
    stroke-width: 0;
  }
  .ko {
    fill: none;
    stroke: var(--_ko);
    stroke-width: 0.09;
  }
  .atari {
    fill: none;
    stroke: var(--_accent);
    stroke-width: 0.08;
  }
  .liberty {
    fill: var(--_ko);
    opacity: 0.85;
  }
  .cursor {
    fill: none;
    stroke: var(--_ko);
    stroke-width: 0.06;
  }
  .message,
  .message [role='alert'] {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.5rem;
  }
  .message {
    position: absolute;
    inset: 10% 8%;
    justify-content: center;
    text-align: center;
    padding: 1rem;
    background: color-mix(in srgb, var(--_wood) 85%, white);
    border: 2px solid var(--_line);
    border-radius: 0.5rem;
    overflow: auto;
  }
  .message.error {
    border-color: var(--_accent);
  }
  .message strong {
    font-size: 1.1em;
  }
  .drop .message {
    border-style: dashed;
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem;
  }
  .controls input[type='range'] {
    flex: 1 1 0;
    min-width: 2rem;
  }
  .row-end {
    flex-basis: 100%;
  }
  .move-number {
    white-space: nowrap;
  }
  button,
  select {
    font: inherit;
    min-height: 2.25rem;
    min-width: 2.25rem;
    padding: 0.2rem 0.5rem;
    border: 1px solid currentColor;
    border-radius: 0.35rem;
    background: var(--_panel-bg);
    color: inherit;
    cursor: pointer;
  }
  .icon {
    width: 1em;
    height: 1em;
    fill: currentColor;
    vertical-align: -0.125em;
  }
  button:disabled {
    opacity: 0.4;
    cursor: default;
  }
  .panel {
    display: grid;
    gap: 0.4rem;
    background: var(--_panel-bg);
  }
  .info {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    margin: 0;
  }
  .info div {
    display: flex;
    gap: 0.3rem;
  }
  .info dt {
    font-weight: 600;
  }
  .info dd {
    margin: 0;
    white-space: pre-line;
  }
  .players {
    display: flex;
    gap: 1rem;
    flex-wrap: wrap;
    font-weight: 600;
  }
  .players span::before {
    content: '';
    display: inline-block;
    width: 0.8em;
    height: 0.8em;
    margin-right: 0.3em;
    border-radius: 50%;
    border: 1px solid currentColor;
    vertical-align: -0.05em;
  }
  .players .black::before {
    background: var(--_black);
  }
  .players .white::before {
    background: var(--_white);
  }
  .comment {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    max-height: 12rem;
    overflow: auto;
    margin: 0;
    padding: 0.4rem;
    border-left: 3px solid color-mix(in srgb, var(--_line) 60%, currentColor);
  }
  .note {
    margin: 0;
    padding: 0.3rem 0.5rem;
    border-radius: 0.3rem;
    background: color-mix(in srgb, var(--_ko) 12%, transparent);
  }
  .note.warning {
    background: color-mix(in srgb, var(--_accent) 15%, transparent);
  }
  .describe:not(:focus),
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    min-width: 0;
    min-height: 0;
    padding: 0;
    border: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .describe {
    align-self: flex-start;
  }
  @media (pointer: coarse) {
    .comment {
      max-height: none;
    }
  }
  @media (max-height: 30rem) {
    .board-wrap {
      max-width: max(12rem, 100svh - 5rem);
    }
  }
  @media print {
    :host { --_wood: #fff; --_line: #000; --_black: #000; --_white: #fff; --_accent: #777; --_ko: #000; break-inside: avoid; }
    .controls > :not(.move-number), .message, .variations, .cursor, .liberty { display: none !important; }
  }
  @media (forced-colors: active) {
    .stone.black {
      fill: CanvasText;
    }
    .stone.white {
      fill: Canvas;
      stroke: CanvasText;
    }
    .grid,
    .star {
      stroke: CanvasText;
    }
  }
`;
