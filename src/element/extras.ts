// Parts of the board kept out of go-board.js so that its first paint needs less code:
// the Open and Save buttons (allow-open, allow-save), the play-mode controls, coordinates, move numbers and atari rings,
// the game picker of a file that holds several games, and what answers the reader's clicks and keys on
// the board (interaction.ts). The board loads this right after go-board.js, beside its first paint.
// Code here sees the board only through its public API and what it is given.
import { readPoint } from '../sgf/properties.js';
import { createNode } from '../sgf/parse.js';
import { toSgf } from '../sgf/stringify.js';
import { columnName, rowName } from './coordinates.js';
export { interact, interactionWords } from './interaction.js';
import type { SVGTemplateResult, TemplateResult, svg as svgTag } from 'lit/html.js';
import type { Vertex } from '../engine/index.js';
import type { SgfNode } from '../sgf/index.js';
import type { GoBoard } from './go-board.js';
import type { ModeHost, Translate } from './modes/mode.js';
import type { Review } from './review.js';
import type { BoardView } from './view.js';

/** English words of the extras (the board registers them as English defaults when it loads them). */
export const extraWords = {
  games: 'Games in this file',
  chooseGame: 'Choose a game',
  open: 'Open SGF…',
  save: 'Save SGF',
  saveLine: 'Save this line',
} as const;

/** The Open button (with its file input) and the Save button, as the board's properties ask. */
export function fileActions(lit: ModeHost['lit'], t: Translate, board: GoBoard, review?: Review | null): TemplateResult {
  const { html, nothing } = lit;
  const chosen = (e: Event) => {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    if (file) board.load(file).catch(() => undefined);
    input.value = '';
  };
  return html`<div class="controls file-actions">
    ${board.allowOpen
      ? html`<button @click=${() => board.renderRoot.querySelector<HTMLInputElement>('input[type=file]')?.click()}>${t('open')}</button>
          <input type="file" accept=".sgf,application/x-go-sgf,text/plain" hidden @change=${chosen} />`
      : nothing}
    ${board.allowSave && board.gameCount ? html`<button @click=${() => save(board.toSgf(), review)}>${t('save')}</button>` : nothing}
    ${board.allowSave && review?.line().some((node) => node.children.length > 1)
      ? html`<button @click=${() => save(lineSgf(review), review, '-line')}>${t('saveLine')}</button>`
      : nothing}
  </div>`;
}

/**
 * The line the reader is on (the way to the current move, then the chosen variations to the end) as a
 * game of its own: every property of those nodes, no other branch. Off the main line, the game's
 * result (RE) is left out: it is not where this line ends.
 */
export function lineSgf(review: Review): string {
  let root: SgfNode | null = null;
  let parent: SgfNode | null = null;
  const line = review.line();
  const mainLine = line.every((node) => !node.parent || node.parent.children[0] === node);
  for (const node of line) {
    const props = Object.create(null) as SgfNode['props'];
    for (const id in node.props) if (mainLine || id !== 'RE') props[id] = [...node.props[id]!];
    parent = createNode(parent, node.id, props);
    root ??= parent;
  }
  return root ? toSgf([root]) : '';
}

/** Downloads SGF text, named after the players. */
function save(text: string, review?: Review | null, suffix = ''): void {
  if (!text) return;
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type: 'application/x-go-sgf' }));
  const info = review?.info;
  a.download = `${[info?.PB, info?.PW].filter(Boolean).join('-vs-') || 'game'}${suffix}.sgf`.replace(/[\\/:*?"<>|]+/g, '_');
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

const text = (node: SgfNode, id: string): string | undefined => node.props[id]?.[0]?.trim() || undefined;

/** A game's name in the picker: its GN, else its players, else its event, else its number. */
function title(root: SgfNode, i: number): string {
  const players = [text(root, 'PB'), text(root, 'PW')].filter(Boolean).join(' – ');
  return text(root, 'GN') ?? (players || text(root, 'EV') || `Game ${i + 1}`);
}

/** The picker of a collection's games (titles are the file's text: rendered as text only). */
export function gamePicker(lit: ModeHost['lit'], t: Translate, board: GoBoard, games: { root: SgfNode }[], current: number): TemplateResult {
  const { html } = lit;
  return html`<label class="games">${t('games')}:
    <select aria-label=${t('chooseGame')} @change=${(e: Event) => (board.gameIndex = Number((e.target as HTMLSelectElement).value))}>
      ${games.map((g, i) => html`<option value=${i} ?selected=${i === current}>${i + 1}. ${title(g.root, i)}</option>`)}
    </select></label>`;
}

/** Play mode: who is to play, and Pass, Undo, Reset. */
export function playControls(lit: ModeHost['lit'], t: Translate, board: GoBoard, toMove: string): TemplateResult {
  return lit.html`<div class="controls play" part="play-controls">
    <span class="to-move">${t('toPlay', { color: toMove })}</span>
    <button @click=${() => board.pass()} title="P">${t('pass')}</button>
    <button @click=${() => board.undo()} title="U">${t('undo')}</button>
    <button @click=${() => board.reset()} title="R">${t('reset')}</button>
  </div>`;
}

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
export function coordinateLabels(svg: typeof svgTag, view: BoardView): SVGTemplateResult {
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
