// The controls under the board that most boards have: Open and Save (allow-open, allow-save), the
// picker of a collection's games, and the play-mode buttons. Code here sees the board only through BoardHost.
import { createNode } from '../sgf/parse.js';
import { toSgf } from '../sgf/stringify.js';
import { html, nothing, type TemplateResult } from 'lit';
import type { SgfNode } from '../sgf/index.js';
import type { BoardHost } from './board-host.js';
import type { Translate } from './i18n/index.js';
import type { Review } from './review.js';


/** The Open button (with its file input) and the Save button, as the board's properties ask. */
export function fileActions(t: Translate, board: BoardHost, review?: Review | null): TemplateResult {
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
    ${board.allowSave && board.gameCount ? html`<button @click=${() => void board.sgfChunks().then((chunks) => save(chunks, review))}>${t('save')}</button>` : nothing}
    ${board.allowSave ? html`<button @click=${() => board.toPng().then((png) => download(png, name(review, '.png')), () => undefined)}>${t('saveImage')}</button>` : nothing}
    ${board.allowSave && review?.line().some((node) => node.children.length > 1)
      ? html`<button @click=${() => save([lineSgf(review)], review, '-line')}>${t('saveLine')}</button>`
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

/** A file name from the players' names. */
const name = (review: Review | null | undefined, ext: string, suffix = ''): string =>
  `${[review?.info.PB, review?.info.PW].filter(Boolean).join('-vs-') || 'game'}${suffix}${ext}`.replace(/[\\/:*?"<>|]+/g, '_');

/** Downloads SGF text, named after the players; in pieces, never joined (a big file's text is not copied once more). */
export function save(text: string | string[], review?: Review | null, suffix = ''): void {
  const parts = typeof text === 'string' ? [text] : text;
  if (parts.some(Boolean)) download(new Blob(parts, { type: 'application/x-go-sgf' }), name(review, '.sgf', suffix));
}

function download(blob: Blob, fileName: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

const text = (node: SgfNode, id: string): string | undefined => node.props[id]?.[0]?.trim() || undefined;

/** A game's name in the picker: its GN, else its players, else its event, else its number. */
function title(root: SgfNode, i: number): string {
  const players = [text(root, 'PB'), text(root, 'PW')].filter(Boolean).join(' – ');
  return text(root, 'GN') ?? (players || text(root, 'EV') || `Game ${i + 1}`);
}

/** Games listed in the picker at once; a bigger collection lists the hundred around the game shown. */
export const PICKER_PAGE = 100;

/**
 * The picker of a collection's games (titles are the file's text: rendered as text only). A collection of
 * more than PICKER_PAGE games lists the PICKER_PAGE around the game shown, with a number field to reach any.
 */
export function gamePicker(t: Translate, board: BoardHost, games: { root: SgfNode }[], current: number): TemplateResult {
  const count = games.length;
  const start = count > PICKER_PAGE ? Math.floor(current / PICKER_PAGE) * PICKER_PAGE : 0;
  const end = Math.min(count, start + PICKER_PAGE);
  const options: TemplateResult[] = [];
  for (let i = start; i < end; i++) options.push(html`<option value=${i} ?selected=${i === current}>${i + 1}. ${title(games[i]!.root, i)}</option>`);
  const choose = (value: number) => {
    if (value >= 0 && value < count) board.gameIndex = value;
  };
  return html`<label class="games">${t('games')}:
    <select aria-label=${t('chooseGame')} @change=${(e: Event) => choose(Number((e.target as HTMLSelectElement).value))}>
      ${options}
    </select></label>${count > PICKER_PAGE
      ? html` <label class="games">${t('gameNumber')}
          <input type="number" min="1" max=${count} .value=${String(current + 1)} @change=${(e: Event) => choose(Math.floor(Number((e.target as HTMLInputElement).value)) - 1)} /> / ${count.toLocaleString()}</label>`
      : nothing}`;
}

/** Play mode: who is to play, and Pass, Undo, Reset. */
export function playControls(t: Translate, board: BoardHost, toMove: string): TemplateResult {
  return html`<div class="controls play" part="play-controls">
    <span class="to-move">${t('toPlay', { color: toMove })}</span>
    <button @click=${() => board.pass()} title="P">${t('pass')}</button>
    <button @click=${() => board.undo()} title="U">${t('undo')}</button>
    <button @click=${() => board.reset()} title="R">${t('reset')}</button>
  </div>`;
}
