// Scoring mode, loaded on demand (with the scoring layer) so the reviewing board stays small.
import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { Captures, Vertex } from '../engine/index.js';
import { countScore, guessDeadStones, handicapPoints, matchesResult, readKomi, readResult, toggleDead } from '../scoring/index.js';
import type { AddedMove, KomiReading, Rules, Score } from '../scoring/index.js';
import { pointName } from './coordinates.js';
import { numeral } from './numeral.js';
import { resultText } from './result-words.js';
import { endsWithPasses } from '../sgf/game-end.js';
import { countingRules, fileRules, rulesChoice } from '../scoring/counting-rules.js';
import { sekiLiberties } from '../scoring/seki-liberties.js';
import { deadMask, maskVertices } from '../scoring/grid.js';
import type { SgfNode } from '../sgf/parse.js';
import type { Translate } from './i18n/index.js';
import type { BoardView } from './view.js';
import type { Review } from './review.js';

export { scoringWords } from './scoring-words.js';
// The analysis layer's score estimate (board.estimate()) loads with the scoring code it runs on: one chunk, not a shared one.
export { estimateScore } from '../analysis/estimate.js';

/** Our territory while counting: a small square on each point, in its owner's colour. */
function drawTerritory(view: BoardView): SVGTemplateResult[] {
  const own = view.ownership;
  const out: SVGTemplateResult[] = [];
  for (let i = 0; own && i < own.length; i++) {
    const o = own[i];
    if (!o) continue;
    const x = i % view.width;
    const y = (i - x) / view.width;
    out.push(svg`<rect class="territory ${o > 0 ? 'black' : 'white'}" x=${x - 0.17} y=${y - 0.17} width="0.34" height="0.34"></rect>`);
  }
  return out;
}

/** The moves added to finish the game: a small stone of the mover's colour, a ring around a protective move. */
function drawAdded(added: AddedMove[]): SVGTemplateResult[] {
  return added.map(
    ({ color, vertex: [x, y], kind }) =>
      svg`<circle class="added ${color} ${kind}" cx=${x} cy=${y} r=${kind === 'teire' ? 0.26 : 0.2}></circle>`,
  );
}

/** One scoring pass over a position: the dead stones (proposed, then corrected by the reader) and the count. */
export class ScoringSession {
  dead: Vertex[];
  /** The dead stones first proposed (guessDeadStones). */
  private readonly proposed: Vertex[];
  /** Draws the territory of the view and the moves added to finish the game (a board layer). */
  readonly territory = (view: BoardView): SVGTemplateResult[] => [
    ...drawTerritory(view),
    ...(view.ownership ? drawAdded(this.score.added) : []),
  ];
  /** Whether the panel's status region is in the page long enough for screen readers to read what it says. */
  announced = false;
  /** Work the panel asked for after its drawing (announcing, the other fill order), each scheduled once. */
  private readonly later = new Set<'announce' | 'otherOrder'>();
  private cached: Score | null = null;
  private cachedOther: Score | null = null;
  /**
   * The toggles made, each with the points it flipped and whether it left them dead, so that a click on a group
   * flipped earlier restores exactly the marking before that toggle, whatever was clicked in between.
   */
  private toggles: { flipped: number[]; toDead: boolean }[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
    readonly signs: Int8Array,
    readonly captures: Captures,
    /** The komi counted with, and where it came from (see readKomi). */
    readonly komiReading: KomiReading,
    private currentRules: Rules,
    /** White's points for the handicap in area counting (see handicapPoints). */
    readonly handicap = 0,
    /** Who moves first when the game is finished before counting. */
    readonly toMove: 'black' | 'white' = 'black',
    /** Whether to finish the game before counting (not when the players ended it by passing). */
    readonly finish = true,
    /** The rules the file's result was counted by (its RU), which the recorded result is compared under. */
    readonly fileRules: Rules = currentRules,
  ) {
    this.dead = this.proposed = guessDeadStones(width, height, signs, finish ? { toMove } : {});
  }

  get komi(): number {
    return this.komiReading.komi;
  }

  get rules(): Rules {
    return this.currentRules;
  }

  set rules(rules: Rules) {
    this.currentRules = rules;
    this.cached = this.cachedOther = null;
  }

  /** What the board draws while counting (see scoringView). */
  view(view: Partial<BoardView> | null, recordedTerritory: boolean): Partial<BoardView> {
    return scoringView(this, view, recordedTerritory);
  }

  /** Whether the game is finished before counting with moves added, so that who fills first may matter. */
  private get orderMatters(): boolean {
    return this.finish && this.score.added.length > 0;
  }

  /** Whether otherOrder is known without counting again. */
  get otherOrderKnown(): boolean {
    return !this.orderMatters || !!this.cachedOther;
  }

  /**
   * Runs `work` in a task of its own after this drawing (once, however often the panel is drawn meanwhile), then
   * draws the board again.
   */
  afterDrawing(name: 'announce' | 'otherOrder', board: { requestUpdate(): void }, work: () => void, delay = 0): void {
    if (this.later.has(name)) return;
    this.later.add(name);
    setTimeout(() => {
      this.later.delete(name);
      work();
      board.requestUpdate();
    }, delay);
  }

  /** The panel under the board while counting (see scoringPanel). */
  panel(options: Omit<ScoringPanelOptions, 'session'>): TemplateResult {
    return scoringPanel({ ...options, session: this });
  }

  /**
   * Follows the board's `rules` attribute: the rules it names; the file's once it is cleared (as the estimate
   * does); a word the counter does not know changes nothing.
   */
  choose(text: string | null | undefined): void {
    const rules = rulesChoice(text);
    if (rules) this.rules = rules;
    else if (!text) this.rules = this.fileRules;
  }

  get score(): Score {
    return (this.cached ??= this.count(this.toMove));
  }

  /** The count of a marking (the board's by default), the game finished (when it is) with `toMove` filling first. */
  private count(toMove: 'black' | 'white', dead = this.dead): Score {
    return countScore({
      width: this.width,
      height: this.height,
      signs: this.signs,
      dead,
      captures: this.captures,
      komi: this.komi,
      handicap: this.handicap,
      rules: this.currentRules,
      finish: this.finish,
      toMove,
      alive: this.markedAlive(),
    });
  }

  /**
   * The count with the other side filling first, when the game is finished before counting (null when it is not):
   * asked for only where the count and the record differ, since the last point of a record that stops with
   * dame open often depends on who fills first.
   */
  get otherOrder(): Score | null {
    if (!this.orderMatters) return null;
    if (this.cachedOther) return this.cachedOther;
    const other = this.toMove === 'black' ? 'white' : 'black';
    // The proposal read the races that whoever moves first wins for the side to move: left as proposed, the other
    // side moving first gets its own proposal. A marking changed by hand is the reader's, and kept.
    const dead = this.dead === this.proposed ? guessDeadStones(this.width, this.height, this.signs, { toMove: other }) : this.dead;
    return (this.cachedOther = this.count(other, dead));
  }

  /** The stones of the proposal that were clicked alive: finishing must not take them back. */
  private markedAlive(): Vertex[] {
    const dead = new Set(this.dead.map((v) => v[1] * this.width + v[0]));
    return this.proposed.filter((v) => !dead.has(v[1] * this.width + v[0]));
  }

  /**
   * Toggles the group at a point (and the same-colour stones sharing its area) between dead and alive. A click on
   * a stone an earlier toggle flipped undoes that toggle exactly while its stones are as it left them, whatever
   * was clicked in between: a toggle is its own inverse, even where the group found from the other state would be
   * larger or smaller.
   */
  toggle([x, y]: Vertex): boolean {
    // A point off the board is no point (9, 0 on a 9x9 board is not 0, 1).
    if (!(Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < this.width && y < this.height)) return false;
    const p = y * this.width + x;
    if (!this.signs[p]) return false;
    const mask = deadMask(this.width, this.height, this.signs, this.dead);
    // The latest toggle that flipped this stone, if the stones it flipped are all still as it left them: undone.
    let i = this.toggles.length - 1;
    while (i >= 0 && !this.toggles[i]!.flipped.includes(p)) i--;
    const last = this.toggles[i];
    if (last && last.flipped.every((q) => (mask[q] === 1) === last.toDead)) {
      for (const q of last.flipped) mask[q] = last.toDead ? 0 : 1;
      this.toggles.splice(i, 1);
      // Back to the proposal: the proposal itself (the other fill order reads its own proposal then).
      const after = maskVertices(this.width, mask);
      const proposal = after.length === this.proposed.length && this.proposed.every(([px, py]) => mask[py * this.width + px]);
      this.dead = proposal ? this.proposed : after;
    } else {
      const after = toggleDead(this.width, this.height, this.signs, this.dead, [x, y]);
      const now = deadMask(this.width, this.height, this.signs, after);
      const toDead = now[p] === 1;
      const flipped: number[] = [];
      for (let q = 0; q < now.length; q++) if (now[q] !== mask[q]) flipped.push(q);
      this.dead = after;
      this.toggles.push({ flipped, toDead });
    }
    this.cached = this.cachedOther = null;
    return true;
  }
}

/** The position a review shows, as far as counting it goes. */
interface Counted {
  readonly node: SgfNode;
  readonly size: [number, number];
  readonly info: { KM?: string; RU?: string; RE?: string; DT?: string; HA?: string };
}

/**
 * What the position a review shows is counted with, read from the record and the board's `rules` (see
 * countingRules): one reading for scoring mode and the score estimate, so that they count alike.
 */
export function countingInputs({ node, size: [w, h], info }: Counted, rulesText: string | null | undefined) {
  return {
    komi: readKomi({ komi: info.KM, rules: info.RU, result: info.RE, date: info.DT }),
    rules: countingRules(rulesText, info.RU),
    fileRules: fileRules(info.RU),
    handicap: handicapPoints(info.RU, Number(info.HA) || 0, w * h),
    // A line that ends with both players passing is a game they declared finished: counted as they left it.
    finish: !endsWithPasses(node, w, h),
  };
}

/** A session on the position a review shows (see countingInputs). */
export function startSession(review: Review, rulesText: string | null | undefined): ScoringSession {
  const game = review.cursor.game;
  const [w, h] = review.size;
  const c = countingInputs(review, rulesText);
  return new ScoringSession(w, h, game.signs(), game.captures, c.komi, c.rules, c.handicap, game.toMove, c.finish, c.fileRules);
}

/**
 * What finishing the game added before counting, in one sentence: "Finished before counting: 3 neutral points
 * filled; protective moves at D4, Q16; ko taken at C3." Nothing when the game was already finished.
 */
function finishNote(t: Translate, score: Score, height: number): string {
  const added = score.added;
  if (!added.length) return '';
  // A dozen points at most: a record that stops far from the end adds a hundred, which the board marks anyway.
  const at = (kind: AddedMove['kind']) => {
    const names = added.filter((m) => m.kind === kind).map((m) => pointName(m.vertex, height));
    return names.slice(0, 12).join(', ') + (names.length > 12 ? ', …' : '');
  };
  // Where, as for the teire: the small stones on the board are these.
  const dame = added.filter((m) => m.kind === 'dame').length;
  const parts = dame ? [t(dame === 1 ? 'finishedDameOne' : 'finishedDame', { n: dame, points: at('dame') })] : [];
  const teire = at('teire');
  if (teire) parts.push(t('finishedTeire', { points: teire }));
  const taken = [at('ko'), at('capture')].filter(Boolean).join(', ');
  if (taken) parts.push(t('finishedCapture', { points: taken }));
  return `${t('finished')} ${parts.join('; ')}.`;
}

/**
 * Neutral points still open after finishing: the shared liberties of a seki, which neither side can fill, said as
 * such; the others a border too open to finish (or stones the reader revived inside the other side's area), said
 * with where, rather than called seki.
 */
function openNotes(t: Translate, score: Score, session: ScoringSession): string[] {
  const names = (points: Vertex[]) => points.slice(0, 6).map((v) => pointName(v, session.height)).join(', ') + (points.length > 6 ? ', …' : '');
  const seki = sekiLiberties(session.width, session.height, session.signs, score.dead, score.added, score.dame);
  const open = score.dame.filter((v) => !seki.includes(v));
  return [seki.length ? t('sekiOpen', { points: names(seki) }) : '', open.length ? t('unfinished', { n: open.length, points: names(open) }) : ''].filter(Boolean);
}

/**
 * Where the count differs from the record: the count with the other side filling the neutral points first, when
 * that changes it ("With White filling the neutral points first, the count would be B+3.5, as recorded").
 */
function otherOrderNote(t: Translate, session: ScoringSession, recorded: string | undefined, board: ScoringPanelOptions['board']): TemplateResult | typeof nothing {
  // The recorded result is a count under the file's rules: another choice of rules is not compared.
  if (session.rules !== session.fileRules) return nothing;
  // Counted in a task of its own (a second guess and count): the breakdown shows first, the note a moment later.
  if (!session.otherOrderKnown) {
    session.afterDrawing('otherOrder', board, () => session.otherOrder);
    return nothing;
  }
  const lang = board.lang;
  const other = session.otherOrder;
  if (!other || other.margin === session.score.margin) return nothing;
  const color = t(session.toMove === 'black' ? 'white' : 'black');
  if (!other.margin) return html`<p class="note">${t('otherOrderJigo', { color })}</p>`;
  const words = { color, winner: t(other.margin > 0 ? 'black' : 'white'), n: numeral(Math.abs(other.margin), lang), result: other.result };
  return html`<p class="note">${t(agrees(recorded, other.margin) ? 'otherOrderAgrees' : 'otherOrder', words)}</p>`;
}

/** Whether a recorded result (SGF RE) agrees with a margin; null when RE gives no number to compare. */
function agrees(re: string | undefined, margin: number): boolean | null {
  const kind = readResult(re).kind;
  return kind === 'score' || kind === 'draw' ? matchesResult(margin, re) : null;
}

/** In scoring mode the board shows our territory and dead stones, or the file's TB/TW marks when asked. */
export function scoringView(session: ScoringSession, view: Partial<BoardView> | null, recordedTerritory: boolean): Partial<BoardView> {
  const score = session.score;
  const recorded = (view?.marks ?? []).filter((m) => m.shape.startsWith('territory'));
  const others = (view?.marks ?? []).filter((m) => !m.shape.startsWith('territory'));
  return {
    ownership: recordedTerritory && recorded.length ? null : score.ownership,
    marks: recordedTerritory ? [...others, ...recorded] : others,
    dead: score.dead,
    captured: [],
    koPoint: null,
    variations: [],
  };
}

export interface ScoringPanelOptions {
  t: Translate;
  session: ScoringSession;
  /** The game under review: its RE, and its TB/TW marks at this node. */
  review?: Review | null;
  /** The board, whose properties show and take the reader's choices. */
  board: { rules: Rules | ''; recordedTerritory: boolean; lang: string; requestUpdate(): void };
}

/**
 * The rules switch and the breakdown: each term per player, the result, and whether the recorded result agrees.
 * A status region says the rules, the dead stones and the result again whenever a toggle or the rules change them.
 */
export function scoringPanel(o: ScoringPanelOptions): TemplateResult {
  const { t, session, review, board } = o;
  const recorded = review?.info.RE;
  const hasRecordedMarks = !!review && (review.view().marks ?? []).some((m) => m.shape.startsWith('territory'));
  const score = session.score;
  const area = score.rules === 'chinese';
  // Numbers as the board's language writes them, like the result in words ("6,5" in Vietnamese).
  const num = (n: number | string) => (typeof n === 'number' ? numeral(n, board.lang) : n);
  const row = (label: string, b: number | string, w: number | string) => html`<tr><th scope="row">${label}</th><td>${num(b)}</td><td>${num(w)}</td></tr>`;
  // The recorded result is a count under the file's rules: under other rules the count is not compared with it.
  const sameRules = session.rules === session.fileRules;
  const agree = sameRules ? agrees(recorded, score.margin) : null;
  // The stones taken off at the end: the prisoners beyond the game's captures (dead stones, some of them taken by a
  // move that finished the game), so that the rows add up to the total.
  const takenOff = (side: 'black' | 'white') => score[side].prisoners - session.captures[side];
  const k = session.komiReading;
  const result = score.result === 'Jigo' ? t('scoreResult', { result: t('jigo') }) : t('scoreWin', { result: score.result, color: t(score.margin > 0 ? 'black' : 'white'), n: num(Number(score.result.slice(2))) });
  // An assumed komi says why that one: the game's time, or today's for an undated file; and what KM said, if anything.
  const komiNote =
    k.source === 'file' ? '' : t(k.source === 'assumed' && k.written !== undefined ? 'komi_assumedWritten' : `komi_${k.source}`, { komi: num(k.komi), written: k.written ?? '', why: t(k.year === null ? 'komiWhyUndated' : 'komiWhyEra') });
  // Seki's points that are no one's: its empty points (and dead stones there), not the living stones of the groups.
  const dead = deadMask(session.width, session.height, session.signs, score.dead);
  const sekiPoints = score.seki.filter(([x, y]) => !session.signs[y * session.width + x] || dead[y * session.width + x]).length;
  const finished = finishNote(t, score, session.height);
  // Inserted empty and filled a moment later: screen readers read a live region that changes, not one that arrives.
  if (!session.announced) session.afterDrawing('announce', board, () => (session.announced = true), 150);
  // Dead stones and territory marks on the board (a style element styles all of the board's shadow root); the rule
  // choices as tall as the buttons (a finger's target), the table's numbers right-aligned under their colour.
  return html`<div class="scoring">
    <style data-go-board>
      .stone.dead { opacity: 0.45; }
      .territory.black { fill: var(--_black); }
      .territory.white { fill: var(--_white); stroke: var(--_black); stroke-width: 0.03; }
      .added { stroke-width: 0.04; stroke-dasharray: 0.1 0.06; }
      .added.black { fill: var(--_black); stroke: var(--_white); }
      .added.white { fill: var(--_white); stroke: var(--_black); }
      .added.teire { stroke: var(--go-board-accent-color, #c0392b); stroke-width: 0.07; stroke-dasharray: none; }
      .scoring label { white-space: nowrap; display: inline-flex; align-items: center; gap: 0.3em; min-height: 2.25rem; padding-inline: 0.3rem; cursor: pointer; }
      .score th, .score td { padding: 0.1rem 0.6rem; text-align: end; }
      .score th[scope='row'] { text-align: start; }
    </style>
    <p class="note">${t('deadHint')}</p>
    <div class="controls">
      <span role="radiogroup" aria-label=${t('rules')}>
        <label><input type="radio" name="rules" .checked=${!area} @change=${() => (board.rules = 'japanese')} /> ${t('japaneseRules')}</label>
        <label><input type="radio" name="rules" .checked=${area} @change=${() => (board.rules = 'chinese')} /> ${t('chineseRules')}</label>
      </span>
      ${hasRecordedMarks
        ? html`<label><input type="checkbox" .checked=${board.recordedTerritory} @change=${(e: Event) => (board.recordedTerritory = (e.target as HTMLInputElement).checked)} /> ${t('recordedMarks')}</label>`
        : nothing}
    </div>
    <section class="score" part="score" aria-label=${t('scoreBreakdown')}>
      <table>
        <thead><tr><td></td><th scope="col">${t('black')}</th><th scope="col">${t('white')}</th></tr></thead>
        <tbody>
          ${row(t('territory'), score.black.territory, score.white.territory)}
          ${area
            ? row(t('stonesOnBoard'), score.black.stones, score.white.stones)
            : html`${row(t('capturedInGame'), session.captures.black, session.captures.white)}${row(t('deadRemoved'), takenOff('black'), takenOff('white'))}`}
          ${row(t('komi'), '', score.white.komi)}
          ${score.white.handicap ? row(t('handicap'), '', score.white.handicap) : nothing}
          ${row(t('total'), score.black.total, score.white.total)}
        </tbody>
      </table>
      ${komiNote ? html`<p class="note ${k.source === 'invalid' ? 'warning' : ''}">${komiNote}</p>` : nothing}
      ${finished ? html`<p class="note">${finished}</p>` : nothing}
      ${score.added.length >= Math.max(20, (session.width * session.height) / 12) ? html`<p class="note warning">${t('farFromEnd', { n: score.added.length })}</p>` : nothing}
      ${openNotes(t, score, session).map((note) => html`<p class="note">${note}</p>`)}
      <p class="result"><strong>${result}</strong></p>
      ${recorded
        ? html`<p class="note ${agree === false ? 'warning' : ''}">${t('recorded', { result: resultText(t, board.lang, recorded) })}${agree === null ? (sameRules || readResult(recorded).kind !== 'score' ? '' : ` — ${t('otherRules')}`) : ` — ${t(agree ? 'agrees' : 'differs')}`}</p>`
        : nothing}
      ${agree === false ? otherOrderNote(t, session, recorded, board) : nothing}
      <p class="details">${t('deadStones', { n: score.dead.length })}${sekiPoints ? ` · ${t('sekiPoints', { n: sekiPoints })}` : nothing} · ${t('damePoints', { n: score.dame.length })}</p>
    </section>
    <p class="visually-hidden" role="status">${session.announced ? `${t(area ? 'chineseRules' : 'japaneseRules')}. ${t('deadStones', { n: score.dead.length })}. ${result}` : ''}</p>
  </div>`;
}
