// Scoring mode, loaded on demand (with the scoring layer) so the reviewing board stays small.
import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { Captures, Vertex } from '../engine/index.js';
import { countScore, guessDeadStones, handicapPoints, matchesResult, parseResult, toggleDead } from '../scoring/index.js';
import type { Rules, Score } from '../scoring/index.js';
import type { Translate } from './i18n/index.js';
import type { BoardView } from './view.js';
import type { Review } from './review.js';

export { scoringWords } from './scoring-words.js';

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

/** One scoring pass over a position: the dead stones (proposed, then corrected by the reader) and the count. */
export class ScoringSession {
  dead: Vertex[];
  /** Draws the territory of the view (a board layer: uses no `this`). */
  readonly territory = drawTerritory;
  private cached: Score | null = null;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly signs: Int8Array,
    readonly captures: Captures,
    readonly komi: number,
    private currentRules: Rules,
    /** White's points for the handicap in area counting (see handicapPoints). */
    readonly handicap = 0,
  ) {
    this.dead = guessDeadStones(width, height, signs);
  }

  get rules(): Rules {
    return this.currentRules;
  }

  set rules(rules: Rules) {
    this.currentRules = rules;
    this.cached = null;
  }

  /** What the board draws while counting (see scoringView). */
  view(view: Partial<BoardView> | null, recordedTerritory: boolean): Partial<BoardView> {
    return scoringView(this, view, recordedTerritory);
  }

  /** The panel under the board while counting (see scoringPanel). */
  panel(options: Omit<ScoringPanelOptions, 'session'>): TemplateResult {
    return scoringPanel({ ...options, session: this });
  }

  /** Follows the board's `rules` attribute, when it names rules the counter knows. */
  choose(text: string | null | undefined): void {
    const rules = rulesChoice(text);
    if (rules) this.rules = rules;
  }

  get score(): Score {
    return (this.cached ??= countScore({
      width: this.width,
      height: this.height,
      signs: this.signs,
      dead: this.dead,
      captures: this.captures,
      komi: this.komi,
      handicap: this.handicap,
      rules: this.currentRules,
    }));
  }

  /** Toggles the group at a point (and the same-colour stones sharing its area) between dead and alive. */
  toggle([x, y]: Vertex): boolean {
    if (!this.signs[y * this.width + x]) return false;
    this.dead = toggleDead(this.width, this.height, this.signs, this.dead, [x, y]);
    this.cached = null;
    return true;
  }
}

/** The board's `rules` attribute as the counter knows it, in any case ('' when it names neither: then the file's RU decides). */
function rulesChoice(text: string | null | undefined): Rules | '' {
  const r = String(text ?? '').toLowerCase();
  return r.startsWith('chin') || r === 'area' ? 'chinese' : r.startsWith('jap') || r === 'territory' ? 'japanese' : '';
}

/** A session on the position a review shows: the board's rules if set, else the file's RU (Chinese, AGA, New Zealand count area). */
export function startSession(review: Review, rulesText: string | null | undefined): ScoringSession {
  const game = review.cursor.game;
  const [w, h] = review.size;
  const komi = Number(review.info.KM?.replace(',', '.')) || 0;
  const rules = rulesChoice(rulesText) || (/chin|aga|new ?zealand|\bnz\b/i.test(review.info.RU ?? '') ? 'chinese' : 'japanese');
  return new ScoringSession(w, h, game.signs(), game.captures, komi, rules, handicapPoints(review.info.RU, Number(review.info.HA) || 0));
}

/** Whether a recorded result (SGF RE) agrees with a margin; null when RE gives no number to compare. */
function agrees(re: string | undefined, margin: number): boolean | null {
  const kind = parseResult(re).kind;
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
  board: { rules: Rules | ''; recordedTerritory: boolean };
}

/** The rules switch and the breakdown: each term per player, the result, and whether the recorded result agrees. */
export function scoringPanel(o: ScoringPanelOptions): TemplateResult {
  const { t, session, review, board } = o;
  const recorded = review?.info.RE;
  const hasRecordedMarks = !!review && (review.view().marks ?? []).some((m) => m.shape.startsWith('territory'));
  const score = session.score;
  const area = score.rules === 'chinese';
  const row = (label: string, b: number | string, w: number | string) => html`<tr><th scope="row">${label}</th><td>${b}</td><td>${w}</td></tr>`;
  const agree = agrees(recorded, score.margin);
  // Dead stones and territory marks on the board (a style element styles all of the board's shadow root).
  return html`<div class="scoring">
    <style data-go-board>
      .stone.dead { opacity: 0.45; }
      .territory.black { fill: var(--_black); }
      .territory.white { fill: var(--_white); stroke: var(--_black); stroke-width: 0.03; }
    </style>
    <p class="note">${t('deadHint')}</p>
    <div class="controls">
      <label><input type="radio" name="rules" .checked=${session.rules === 'japanese'} @change=${() => (board.rules = 'japanese')} /> ${t('japaneseRules')}</label>
      <label><input type="radio" name="rules" .checked=${session.rules === 'chinese'} @change=${() => (board.rules = 'chinese')} /> ${t('chineseRules')}</label>
      ${hasRecordedMarks
        ? html`<label><input type="checkbox" .checked=${board.recordedTerritory} @change=${(e: Event) => (board.recordedTerritory = (e.target as HTMLInputElement).checked)} /> ${t('recordedMarks')}</label>`
        : nothing}
    </div>
    <section class="score" part="score" aria-label=${t('scoreBreakdown')}>
      <table>
        <thead><tr><td></td><th scope="col">${t('black')}</th><th scope="col">${t('white')}</th></tr></thead>
        <tbody>
          ${row(t('territory'), score.black.territory, score.white.territory)}
          ${area ? row(t('stonesOnBoard'), score.black.stones, score.white.stones) : row(t('prisoners'), score.black.prisoners, score.white.prisoners)}
          ${row(t('komi'), '', score.white.komi)}
          ${score.white.handicap ? row(t('handicap'), '', score.white.handicap) : nothing}
          ${row(t('total'), score.black.total, score.white.total)}
        </tbody>
      </table>
      <p class="result"><strong>${t('scoreResult', { result: score.result === 'Jigo' ? t('jigo') : score.result })}</strong></p>
      ${recorded
        ? html`<p class="note ${agree === false ? 'warning' : ''}">${t('recorded', { result: recorded })}${agree === null ? '' : ` — ${t(agree ? 'agrees' : 'differs')}`}</p>`
        : nothing}
      <p class="details">${t('deadStones', { n: score.dead.length })}${score.seki.length ? html` · ${t('sekiPoints', { n: score.seki.length })}` : nothing} · ${t('damePoints', { n: score.dame.length })}</p>
    </section>
  </div>`;
}
