// Parts of the board that most boards never show, loaded when one is needed (panel-slot.ts): the picker of
// a collection's games, a long comment's fold, the play-mode buttons and the confirmation of taps on small
// points (play mode), move numbers and atari rings, the record's warnings. Text from the file is rendered as
// text only. Code here sees the board only through BoardHost.
import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { SgfNode } from '../sgf/index.js';
import type { Vertex } from '../engine/index.js';
import { readPoint } from '../sgf/properties.js';
import { warningText } from '../sgf/warning-text.js';
import type { RecordWarning } from '../sgf/record-warning.js';
import type { BoardView } from './view.js';
import type { label, labelStyles } from './render/labels.js';

/** What move numbers and atari rings read of the game under review (review.ts's Review has it). */
interface Reviewed {
  state: { moveNumber: number; position: string[] };
  node: SgfNode;
  cursor: { game: { chainAt(x: number, y: number): Vertex[]; libertiesAt(x: number, y: number): Vertex[] } };
}
import type { BoardHost } from './board-host.js';
import type { Translate } from './i18n/index.js';
import { FOLD_AT } from './comment.js';
import { pointName } from './coordinates.js';
import { numeral } from './numeral.js';

export { panelWords } from './panel-words.js';

const PIECE = 16000;

/** Cuts text into pieces of `size` characters (never between the halves of a surrogate pair). */
function pieces(text: string, size: number): string[] {
  const out: string[] = [];
  for (let from = 0, to = 0; from < text.length; from = to) {
    to = from + size;
    if (/[\ud800-\udbff]/.test(text[to - 1] ?? '')) to++;
    out.push(text.slice(from, to));
  }
  return out;
}

/**
 * A comment longer than FOLD_AT, folded, with "show all"; shown all, it is cut into pieces that the browser
 * lays out only when they scroll into view (content-visibility), so that a 10 MB comment never blocks the page.
 * `open` says whether it is shown all, `toggle` switches.
 */
export function longComment(t: Translate, board: BoardHost, text: string, open: boolean, toggle: () => void): TemplateResult {
  const shown = open ? pieces(text, PIECE).map((p) => html`<span class="piece">${p}</span>`) : text.slice(0, /[\ud800-\udbff]/.test(text[FOLD_AT - 1]!) ? FOLD_AT + 1 : FOLD_AT) + '…';
  return html`<div class="comment-fold">
    <style data-go-board>
      .comment-fold { display: grid; gap: 0.25rem; justify-items: start; }
      .comment .piece { display: block; content-visibility: auto; contain-intrinsic-size: auto 12rem; }
    </style>
    <p class="comment" part="comment" tabindex="0" aria-label=${t('comment')}>${shown}</p>
    <button aria-expanded=${open ? 'true' : 'false'} @click=${toggle}>${open ? t('showLess') : t('showAll', { n: numeral(text.length, board.lang) })}</button>
  </div>`;
}

const text = (node: SgfNode, id: string): string | undefined => node.props[id]?.[0]?.trim() || undefined;

/** A game's name in the picker: its GN, else its players, else its event, else its number ("Game 3"). */
function title(t: Translate, root: SgfNode, i: number): string {
  const players = [text(root, 'PB'), text(root, 'PW')].filter(Boolean).join(' – ');
  return text(root, 'GN') ?? (players || text(root, 'EV') || `${t('gameName')} ${i + 1}`);
}

/** The game each board's reader chose in its picker: a choice made in that file, not for the next one. */
const chosen = new WeakMap<BoardHost, number>();

/**
 * A new file on the board: the game the reader chose in the last one's picker is dropped, so that the new file
 * opens at the page's game-index (else at its first game). A gameIndex the page set since then stays.
 */
export function dropChosenGame(board: BoardHost): void {
  board.gameIndex = nextFileGame(board);
  chosen.delete(board);
}

/** The game a new file opens at: the page's (game-index, gameIndex), not the one chosen in the last file's picker. */
export const nextFileGame = (board: BoardHost): number =>
  chosen.get(board) === board.gameIndex ? Number(board.getAttribute('game-index')) || 0 : board.gameIndex;

/** Games listed in the picker at once; a bigger collection lists the hundred around the game shown. */
export const PICKER_PAGE = 100;

/**
 * The picker of a collection's games (titles are the file's text: rendered as text only). A collection of
 * more than PICKER_PAGE games lists the PICKER_PAGE around the game shown, with a number field to reach any.
 */
export function gamePicker(t: Translate, board: BoardHost, record: { games: { root: SgfNode }[]; more?: boolean }, current: number): TemplateResult {
  const { games, more } = record;
  const count = games.length;
  const start = count > PICKER_PAGE ? Math.floor(current / PICKER_PAGE) * PICKER_PAGE : 0;
  const end = Math.min(count, start + PICKER_PAGE);
  const options: TemplateResult[] = [];
  for (let i = start; i < end; i++) options.push(html`<option value=${i} ?selected=${i === current}>${i + 1}. ${title(t, games[i]!.root, i)}</option>`);
  const choose = (value: number) => {
    if (value >= 0 && value < count) chosen.set(board, (board.gameIndex = value));
  };
  return html`<label class="games">${t('games')}:
    <select aria-label=${t('chooseGame')} @change=${(e: Event) => choose(Number((e.target as HTMLSelectElement).value))}>
      ${options}
    </select></label>${count > PICKER_PAGE
      ? html`${' '}<label class="games">${t('gameNumber')}
          <input type="number" min="1" max=${count} .value=${String(current + 1)} @change=${(e: Event) => choose(Math.floor(Number((e.target as HTMLInputElement).value)) - 1)} /> / ${numeral(count, board.lang)}</label>`
      : nothing}${more ? html`${' '}<span class="games-loading" role="status">${t('gamesLoading')}</span>` : nothing}`;
}

/** What was wrong in the record at the node shown, in the reader's language (in English where it has no words for it). */
export function recordWarnings(t: Translate, warnings: RecordWarning[]): TemplateResult {
  return html`${warnings.map((warning) => {
    const key = `warn_${warning.code}` as const;
    const said = t(key, { ...warning.values, color: t(warning.values.color ?? 'black') } as Record<string, string | number>);
    return html`<p class="note warning" role="status">${said === key ? warningText(warning) : said}</p>`;
  })}`;
}

/** A broken file the board repaired as it read it (an unclosed value, a missing parenthesis): said once, under the game. */
export function repairedNote(t: Translate, n: number): TemplateResult {
  return html`<p class="note warning" part="repaired-note">${t('repairedFile', { n })}</p>`;
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

/** Play mode's keys, as its buttons' titles say: P passes, U undoes, R resets. Returns whether the key was one. */
export function playKey(board: BoardHost, key: string): boolean {
  const act = ({ p: () => board.pass(), u: () => board.undo(), r: () => board.reset() } as Record<string, () => void>)[key.toLowerCase()];
  act?.();
  return !!act;
}

/** Play mode, a click on a stone: the group's liberties, and why nothing was played there. */
export function sayTaken(ui: { notice: TapContext['ui']['notice'] }): void {
  const said = ui.notice;
  if (said) ui.notice = { text: (t) => `${t('occupied')} ${said.text(t)}`, warning: true };
}

/** The move number of each stone still on the board (its latest placement on the path). */
export function moveNumbers(review: Reviewed): BoardView['numbers'] {
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

/**
 * The move numbers on the stones, with their styles (drawn only when the board shows them), with the markup layer's
 * labels (`labels`: drawn once the layer is here; the board asks for it for move numbers). The last move is ringed:
 * the board's dot would cover its number, and these styles hide it.
 */
export function drawNumbers(view: BoardView, labels: { label: typeof label; labelStyles: typeof labelStyles } | null): SVGTemplateResult[] {
  const last = view.lastMove;
  return view.numbers.length && labels
    ? [
        labels.labelStyles,
        svg`<style data-go-board>circle.last { display: none; } .last-ring { fill: none; stroke: var(--_accent); stroke-width: 0.08; }</style>`,
        ...(last ? [svg`<circle class="last-ring" part="last-move-ring" cx=${last[0]} cy=${last[1]} r="0.46"></circle>`] : []),
        ...view.numbers.map(({ vertex, text }) => labels.label(view, vertex, text, 'number')),
      ]
    : [];
}

/** Stones of chains with exactly one liberty, both colours, and those last liberties (where the capture is). */
export function inAtari(review: Reviewed): { stones: Vertex[]; liberties: Vertex[] } {
  const game = review.cursor.game;
  const done = new Set<string>();
  const stones: Vertex[] = [];
  const liberties: Vertex[] = [];
  review.state.position.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (row[x] === '.' || done.has(`${x},${y}`)) continue;
      const chain = game.chainAt(x, y);
      chain.forEach(([cx, cy]) => done.add(`${cx},${cy}`));
      const libs = game.libertiesAt(x, y);
      if (libs.length !== 1) continue;
      stones.push(...chain);
      if (!liberties.some(([lx, ly]) => lx === libs[0]![0] && ly === libs[0]![1])) liberties.push(libs[0]!);
    }
  });
  return { stones, liberties };
}

/** What confirmTap needs of the board's interaction state (interaction.ts gives its context). */
interface TapContext {
  board: Pick<BoardHost, 'mode' | 'scoring' | 'position' | 'renderRoot'>;
  /** The mode that has the board, if any: a tap it would not play now is not confirmed first. */
  mode?: { accepts?(): boolean } | null;
  ui: {
    armed?: { vertex: Vertex; node: unknown; position: string } | null;
    cursor: Vertex | null;
    notice: { text: (t: Translate) => string; warning: boolean } | null;
    announcement: string;
  };
  review?: { node: unknown } | null;
  t: Translate;
}

/** Points drawn smaller than this (CSS pixels apart) are too small to hit surely with a finger. */
const SMALL_POINT = 32;

/**
 * On a touch screen, points drawn small (a big board on a phone) are easy to miss with a finger: where a tap
 * plays (play mode, a problem, a guess, the capture game) a tap on an empty point first marks it (the point
 * ring) and says so; a second tap there, on the same move, plays. Returns whether the tap was only marked.
 * (Browsers whose click events do not say they came from a finger play at once.)
 */
export function confirmTap(c: TapContext, e: PointerEvent, v: Vertex, height: number): boolean {
  const { board, ui } = c;
  // Play mode plays a tap; a mode that has the board says whether it would (edit mode's taps are no moves).
  const places = !board.scoring && board.position[v[1]]?.[v[0]] === '.' && (c.mode ? !!c.mode.accepts?.() : board.mode === 'play');
  const spacing = board.renderRoot.querySelector<SVGSVGElement>('svg.board')?.getScreenCTM()?.a ?? Infinity;
  if (e.pointerType !== 'touch' || spacing >= SMALL_POINT || !places) return false;
  const armed = ui.armed;
  // The same move: the same node and (in a mode, whose moves are not nodes of the game) the same position.
  const node = c.review?.node;
  const position = board.position.join('');
  if (armed && armed.node === node && armed.position === position && armed.vertex[0] === v[0] && armed.vertex[1] === v[1]) {
    ui.armed = ui.cursor = ui.notice = null;
    return false;
  }
  ui.armed = { vertex: v, node, position };
  ui.cursor = v;
  ui.notice = { text: (t) => t('tapAgain', { point: pointName(v, height) }), warning: false };
  ui.announcement = ui.notice.text(c.t);
  return true;
}

/**
 * The page buttons of a variation list longer than `page` (100,000 variations are not all drawn): ‹ and ›, and
 * "27–52 of 100,000". Returns [earlier, later, range], each `nothing` where there is none.
 */
export function variationPager(t: Translate, board: BoardHost, start: number, end: number, count: number, page: number): [TemplateResult | typeof nothing, TemplateResult | typeof nothing, TemplateResult] {
  const go = (to: number, label: 'earlierVariations' | 'moreVariations', text: string) =>
    html`<button class="page" aria-label=${t(label)} title=${t(label)} @click=${() => board.chooseVariation(to)}>${text}</button>`;
  return [
    start > 0 ? go(start - page, 'earlierVariations', '‹') : nothing,
    end < count ? go(end, 'moreVariations', '›') : nothing,
    html`<span class="range">${t('variationRange', { from: numeral(start + 1, board.lang), to: numeral(end, board.lang), n: numeral(count, board.lang) })}</span>`,
  ];
}
