// What a reviewed record adds to the board: the graph of Black's win rate and score lead along the line
// (click, drag or arrow keys to move), the mistakes list, the numbers as a table, the engine's suggested
// moves (marked on the board, and their line playable), the SGF annotations (a symbol on the move, the
// position's note), and the score estimate. Most records have none of it: this is a chunk of its own
// (go-board-analysis-layer-*.js), loaded when the board shows a line that has some (analysis-slot.ts).
// Text from the file is shown as text only.
import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { analyseLine, readCandidates, type Candidate, type LineAnalysis, type ScoreEstimate } from '../analysis/index.js';
import type { Color, Vertex } from '../engine/index.js';
import { readAnnotations, type Annotations } from '../analysis/annotations.js';
import type { SgfNode } from '../sgf/parse.js';
import { analysisWords, type AnalysisWords } from './analysis-words.js';
import type { BoardHost } from './board-host.js';
import { pointName } from './coordinates.js';
import { numeral } from './numeral.js';
import { fill } from './modes/word-table.js';
import type { BoardView } from './view.js';

/** What the layer needs of the game under review (Review has it). */
export interface AnalysedReview {
  readonly node: SgfNode;
  readonly size: [number, number];
  readonly variationIndex: number;
  readonly state: { moveNumber: number; position: string[]; captures: { black: number; white: number }; toMove: 'black' | 'white' };
  readonly info: { KM?: string; RU?: string; RE?: string; DT?: string; HA?: string };
  line(): SgfNode[];
}

export interface AnalysisOptions {
  /** Win-rate drop (percentage points) and score drop (points) that make a mistake. */
  winrateDrop: number;
  scoreDrop: number;
  /** Show the score estimate at every move. */
  estimate: boolean;
}

interface BoardState {
  /** The analysed line, kept while the line and the thresholds are the same. */
  key: string;
  line: LineAnalysis | null;
  tableOpen: boolean;
  /** Estimates by node, each with the key of what it was computed from (see estimateKey), and the one being computed. */
  estimates: WeakMap<SgfNode, { key: string; estimate: ScoreEstimate }>;
  pending: SgfNode | null;
  /** Nodes where board.estimate() was asked for (shown there without show-estimate). */
  asked: WeakSet<SgfNode>;
}

const states = new WeakMap<BoardHost, BoardState>();
const stateOf = (board: BoardHost): BoardState => {
  let s = states.get(board);
  if (!s) states.set(board, (s = { key: '', line: null, tableOpen: false, estimates: new WeakMap(), pending: null, asked: new WeakSet() }));
  return s;
};

/**
 * All that an estimate of the node shown is computed from (the board's rules, the record's komi, rules, handicap,
 * result and date, the position, the captures, the side to move): an edit of any of them, or another choice of
 * rules, computes it again.
 */
const estimateKey = (board: BoardHost, review: AnalysedReview): string => {
  const { KM, RU, HA, RE, DT } = review.info;
  const { position, captures, toMove } = review.state;
  return [board.rules, KM, RU, HA, RE, DT, position.join('/'), captures.black, captures.white, toMove].join('|');
};

/** The estimate of the node shown, if it was computed from what the board shows now. */
const knownEstimate = (board: BoardHost, review: AnalysedReview): ScoreEstimate | undefined => {
  const known = stateOf(board).estimates.get(review.node);
  return known?.key === estimateKey(board, review) ? known.estimate : undefined;
};

const wordsOf = (board: BoardHost): AnalysisWords => analysisWords(board.lang);
/** A number to one decimal as the board's language writes it ("3,5" in Vietnamese). */
const pct = (board: BoardHost, n: number): string => numeral(Math.round(n * 10) / 10, board.lang);

/** The line's analysis, cached per board. */
export function lineOf(board: BoardHost, review: AnalysedReview, options: AnalysisOptions): LineAnalysis {
  const s = stateOf(board);
  const line = review.line();
  const key = `${line.length}:${line[line.length - 1]?.id}:${options.winrateDrop}:${options.scoreDrop}`;
  if (s.key !== key || !s.line) {
    s.key = key;
    s.line = analyseLine(line, { winrateDrop: options.winrateDrop, scoreDrop: options.scoreDrop });
  }
  return s.line;
}

/** The engine's suggested moves at the review's node (the next move's). */
export const candidatesAt = (review: AnalysedReview): Candidate[] =>
  // A suggestion on a point already taken (a file's slip) is neither drawn nor listed.
  readCandidates(review.node, review.size[0], review.size[1]).filter(({ vertex: v }) => !v || review.state.position[v[1]]?.[v[0]] === '.');

/** SGF annotation symbols, the way chess and go books print them. */
const SYMBOLS: Partial<Record<keyof Annotations, [string, string]>> = { TE: ['!', '!!'], BM: ['?', '??'], DO: ['?!', '?!'], IT: ['!?', '!?'] };
const moveSymbol = (a: Annotations): string => {
  for (const id of ['BM', 'TE', 'DO', 'IT'] as const) if (a[id]) return SYMBOLS[id]![a[id] === 2 ? 1 : 0];
  return '';
};
const annotationWords = (a: Annotations, w: AnalysisWords): string[] =>
  (['TE', 'BM', 'DO', 'IT', 'GB', 'GW', 'DM', 'UC', 'HO'] as const)
    .filter((id) => a[id])
    .map((id) => (a[id] === 2 && (id === 'TE' || id === 'BM' || id === 'GB' || id === 'GW') ? w[`${id}2`] : w[id]));

/** Marks drawn over the stones: the candidates' ranks, the move's annotation symbol, the estimate's shading. */
export function boardLayer(board: BoardHost, review: AnalysedReview, options: AnalysisOptions): (view: BoardView) => SVGTemplateResult[] {
  return (view) => {
    const out: SVGTemplateResult[] = [];
    const estimate = shownEstimate(board, review, options);
    if (estimate) {
      const { ownership } = estimate;
      for (let y = 0; y < view.height; y++) {
        for (let x = 0; x < view.width; x++) {
          const o = ownership[y * view.width + x]!;
          const stone = view.rows[y]?.[x];
          // Empty points, and stones the estimate gives to the other side.
          if (Math.abs(o) < 0.2 || (stone === 'X' && o > 0) || (stone === 'O' && o < 0)) continue;
          out.push(svg`<rect class="owner ${o > 0 ? 'black' : 'white'}" x=${x - 0.22} y=${y - 0.22} width="0.44" height="0.44" opacity=${Math.min(1, Math.abs(o)).toFixed(2)}></rect>`);
        }
      }
    }
    candidatesAt(review)
      .slice(0, 5)
      .forEach(({ vertex, rank }) => {
        if (!vertex || view.rows[vertex[1]]?.[vertex[0]] !== '.') return;
        const [x, y] = vertex;
        out.push(svg`<g class="candidate ${rank === 1 ? 'best' : ''}" part="candidate"><circle cx=${x} cy=${y} r="0.4"></circle><text x=${x} y=${y} font-size="0.5">${rank}</text></g>`);
      });
    const symbol = moveSymbol(readAnnotations(review.node));
    const last = view.lastMove;
    if (symbol && last) {
      out.push(svg`<text class="annotation-symbol ${/\?/.test(symbol) && !/!/.test(symbol) ? 'bad' : ''}" part="annotation-symbol" x=${last[0] + 0.42} y=${last[1] - 0.36} font-size="0.55">${symbol}</text>`);
    }
    return out;
  };
}

function shownEstimate(board: BoardHost, review: AnalysedReview, options: AnalysisOptions): ScoreEstimate | null {
  const s = stateOf(board);
  const node = review.node;
  if (!options.estimate && !s.asked.has(node)) return null;
  const found = knownEstimate(board, review);
  if (found) return found;
  // Computed after this drawing (10 to 30 ms on a full 19x19 board), then drawn again.
  if (s.pending !== node) {
    s.pending = node;
    setTimeout(() => {
      if (s.pending !== node) return;
      void estimateAt(board, review).then(() => {
        s.pending = null;
        board.requestUpdate();
      });
    });
  }
  return null;
}

/** The board's estimate(): the estimate, then the board drawn with it. */
export async function estimate(board: BoardHost, review: AnalysedReview): Promise<ScoreEstimate> {
  const result = await estimateAt(board, review);
  board.requestUpdate();
  await board.updateComplete;
  return result;
}

/** Estimates the position the review shows (cached per node); the estimate code loads on first use. */
export async function estimateAt(board: BoardHost, review: AnalysedReview): Promise<ScoreEstimate> {
  const s = stateOf(board);
  const node = review.node;
  s.asked.add(node);
  const found = knownEstimate(board, review);
  if (found) return found;
  // What the board shows now, read before the estimate code loads (the key and the estimate must agree).
  const key = estimateKey(board, review);
  const rulesText = board.rules;
  const counted = { node, size: review.size, info: { ...review.info } };
  const { position, captures, toMove } = review.state;
  const [width, height] = review.size;
  const { countingInputs, estimateScore } = await import('./scoring-ui.js');
  const signs = new Int8Array(width * height);
  position.forEach((row, y) => {
    for (let x = 0; x < width; x++) signs[y * width + x] = row[x] === 'X' ? 1 : row[x] === 'O' ? -1 : 0;
  });
  // As scoring mode counts it: the same komi, rules, handicap, and a game its players ended by passing as they left it.
  const { komi, rules, handicap, finish } = countingInputs(counted, rulesText);
  const result = estimateScore(width, height, signs, { komi: komi.komi, rules, captures, toMove, handicap, finish });
  s.estimates.set(node, { key, estimate: result });
  return result;
}

const side = (board: BoardHost, color: Color): string => board.t(color);
const lead = (board: BoardHost, points: number): string => `${side(board, points >= 0 ? 'black' : 'white')} +${pct(board, Math.abs(points))}`;

/** The graph as plain data: one point per move, scaled to 0–100 (Black's win rate up). */
function graph(board: BoardHost, review: AnalysedReview, a: LineAnalysis, w: AnalysisWords): TemplateResult {
  const total = Math.max(1, a.points.length - 1);
  const n = review.state.moveNumber;
  const maxLead = Math.max(1, ...a.points.map((p) => Math.abs(p.scoreLead ?? 0)));
  const path = (value: (i: number) => number | undefined): string => {
    let d = '';
    a.points.forEach((_, i) => {
      const v = value(i);
      if (v !== undefined) d += `${d ? 'L' : 'M'}${i} ${(100 - v).toFixed(2)}`;
    });
    return d;
  };
  const winrate = path((i) => a.points[i]!.winrate);
  const score = path((i) => {
    const l = a.points[i]!.scoreLead;
    return l === undefined ? undefined : 50 + (l / maxLead) * 50;
  });
  const here = a.points[Math.min(n, a.points.length - 1)];
  const value = [
    fill(w.moveValue, { n }),
    here?.winrate !== undefined ? `${w.blackWinrate} ${pct(board, here.winrate)} %` : '',
    here?.scoreLead !== undefined ? `${w.scoreLead} ${lead(board, here.scoreLead)}` : '',
    ...(here ? annotationWords(here.annotations, w) : []),
  ]
    .filter(Boolean)
    .join(', ');
  const go = (e: PointerEvent) => {
    const r = (e.currentTarget as Element).getBoundingClientRect();
    if (r.width > 0) board.goTo(Math.max(0, Math.min(total, Math.round(((e.clientX - r.left) / r.width) * total))));
  };
  const key = (e: KeyboardEvent) => {
    const step = ({ ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1, PageUp: -10, PageDown: 10 } as Record<string, number>)[e.key];
    const to = e.key === 'Home' ? 0 : e.key === 'End' ? total : step === undefined ? null : Math.max(0, Math.min(total, n + step));
    if (to === null) return;
    e.preventDefault();
    board.goTo(to);
  };
  const mark = (i: number, cls: string) => svg`<rect class=${cls} x=${i - total / 400} y="0" width=${total / 200} height="100"></rect>`;
  // Without win rates or scores it is only a strip of the record's annotations: named as such.
  const strip = !a.hasWinrate && !a.hasScore;
  return html`<div
    class="graph ${strip ? 'strip' : ''}"
    part="graph"
    role="slider"
    tabindex="0"
    aria-label=${strip ? w.strip : w.graph}
    aria-valuemin="0"
    aria-valuemax=${total}
    aria-valuenow=${n}
    aria-valuetext=${value}
    title=${strip ? w.stripHint : w.graphHint}
    @keydown=${key}
    @pointerdown=${(e: PointerEvent) => {
      (e.currentTarget as Element).setPointerCapture?.(e.pointerId);
      go(e);
    }}
    @pointermove=${(e: PointerEvent) => {
      if ((e.currentTarget as Element).hasPointerCapture?.(e.pointerId)) go(e);
    }}
  >
    <svg viewBox="0 0 ${total} 100" preserveAspectRatio="none" aria-hidden="true">
      <path class="graph-mid" d="M0 50H${total}"></path>
      ${a.mistakes.map((m) => mark(m.moveNumber, 'graph-mistake'))}
      ${a.points.map((p, i) => (moveSymbol(p.annotations) ? mark(i, /!/.test(moveSymbol(p.annotations)) ? 'graph-good' : 'graph-bad') : nothing))}
      ${score ? svg`<path class="graph-score" d=${score}></path>` : nothing}
      ${winrate ? svg`<path class="graph-winrate" d=${winrate}></path>` : nothing}
      <path class="graph-current" d="M${n} 0V100"></path>
    </svg>
  </div>`;
}

function mistakesList(board: BoardHost, a: LineAnalysis, w: AnalysisWords, options: AnalysisOptions): TemplateResult {
  return html`<div class="mistakes" part="mistakes" role="group" aria-label=${w.mistakes}>
    <span>${w.mistakes}:</span>
    ${a.mistakes.length
      ? a.mistakes.map(
          (m) =>
            html`<button class="link" @click=${() => board.goTo(m.moveNumber)}>
              ${m.moveNumber}
              (${[m.winrateDrop !== undefined && fill(w.mistakeWinrate, { n: pct(board, m.winrateDrop) }), m.scoreDrop !== undefined && fill(w.mistakeScore, { n: pct(board, m.scoreDrop) })]
                .filter(Boolean)
                .join(', ')})
            </button>`,
        )
      : html`<span>${fill(w.noMistakes, { winrate: pct(board, options.winrateDrop), score: pct(board, options.scoreDrop) })}</span>`}
  </div>`;
}

function table(board: BoardHost, review: AnalysedReview, a: LineAnalysis, w: AnalysisWords): TemplateResult {
  const s = stateOf(board);
  const height = review.size[1];
  return html`<details
    class="numbers"
    part="analysis-table"
    ?open=${s.tableOpen}
    @toggle=${(e: Event) => {
      const open = (e.target as HTMLDetailsElement).open;
      if (open !== s.tableOpen) {
        s.tableOpen = open;
        board.requestUpdate();
      }
    }}
  >
    <summary>${w.table}</summary>
    ${s.tableOpen
      ? html`<table>
          <thead>
            <tr><th scope="col">${w.move}</th><th scope="col">${w.player}</th><th scope="col">${w.blackWinrate}</th><th scope="col">${w.scoreLead}</th><th scope="col">${w.annotation}</th></tr>
          </thead>
          <tbody>
            ${a.points.slice(1).map(
              (p) => html`<tr aria-current=${p.moveNumber === review.state.moveNumber ? 'true' : 'false'}>
                <th scope="row"><button class="link" @click=${() => board.goTo(p.moveNumber)}>${p.moveNumber}</button></th>
                <td>${p.color ? `${side(board, p.color)} ${p.vertex ? pointName(p.vertex, height) : board.t('pass')}` : ''}</td>
                <td>${p.winrate !== undefined ? `${pct(board, p.winrate)} %` : ''}</td>
                <td>${p.scoreLead !== undefined ? lead(board, p.scoreLead) : ''}</td>
                <td>${[moveSymbol(p.annotations), ...annotationWords(p.annotations, w)].filter(Boolean).join(' ')}</td>
              </tr>`,
            )}
          </tbody>
        </table>`
      : nothing}
  </details>`;
}

function candidateList(board: BoardHost, review: AnalysedReview, w: AnalysisWords): TemplateResult | typeof nothing {
  const list = candidatesAt(review).slice(0, 5);
  if (!list.length) return nothing;
  const height = review.size[1];
  const name = (v: Vertex | null) => (v ? pointName(v, height) : board.t('pass'));
  const playLine = (c: Candidate) => {
    const from = review.state.moveNumber;
    for (const v of c.pv) if ((v ? board.play(v[0], v[1]) : (board.pass(), null)) !== null) break;
    board.goTo(from + 1);
  };
  return html`<div class="candidates" part="candidates" role="group" aria-label=${w.candidates}>
    <span>${w.candidates}:</span>
    ${list.map((c) => {
      const own = c.winrate === undefined ? undefined : c.color === 'black' ? c.winrate : 100 - c.winrate;
      const numbers = [own !== undefined && `${side(board, c.color)} ${pct(board, own)} %`, c.scoreLead !== undefined && lead(board, c.scoreLead)].filter(Boolean).join(', ');
      return html`<button title=${`${w.playLine}: ${c.pv.map(name).join(' ')}`} @click=${() => playLine(c)}>${c.rank}. ${name(c.vertex)}${numbers ? ` (${numbers})` : ''}</button>`;
    })}
  </div>`;
}

/** Everything the layer shows under the board's controls. */
export function panel(board: BoardHost, review: AnalysedReview, options: AnalysisOptions): TemplateResult {
  const w = wordsOf(board);
  const a = lineOf(board, review, options);
  const notes = annotationWords(readAnnotations(review.node), w);
  const s = stateOf(board);
  const shown = options.estimate || s.asked.has(review.node);
  const estimate = shown ? knownEstimate(board, review) : undefined;
  return html`${styles}
    <div class="analysis" part="analysis">
      ${a.hasWinrate || a.hasScore || a.points.some((p) => moveSymbol(p.annotations))
        ? html`${graph(board, review, a, w)}${a.hasWinrate || a.hasScore ? mistakesList(board, a, w, options) : nothing}${table(board, review, a, w)}`
        : nothing}
      ${candidateList(board, review, w)}
      ${notes.length ? html`<p class="note annotation" part="annotation">${notes.join(' · ')}</p>` : nothing}
      ${shown
        ? html`<p class="note estimate" part="estimate" role="status">
            ${estimate
              ? estimate.leader
                ? fill(estimate.counted ? w.estimateCounted : w.estimate, { leader: side(board, estimate.leader), n: pct(board, Math.abs(estimate.lead)), playouts: estimate.playouts })
                : fill(estimate.counted ? w.estimateCountedEven : w.estimateEven, { playouts: estimate.playouts })
              : w.estimating}
          </p>`
        : nothing}
    </div>`;
}

const styles = html`<style data-go-board>
  .analysis { display: grid; gap: 0.35rem; margin-top: 0.35rem; }
  .graph { height: 4.5rem; border: 1px solid var(--_line); background: #fff; cursor: pointer; touch-action: none; }
  .graph.strip { height: 1.25rem; }
  .graph:focus-visible { outline: 2px solid var(--_ko); outline-offset: 2px; }
  .graph svg { display: block; width: 100%; height: 100%; }
  .graph rect { shape-rendering: crispEdges; }
  .graph-mid { stroke: var(--_line); stroke-width: 1; vector-effect: non-scaling-stroke; opacity: 0.5; }
  .graph-winrate { fill: none; stroke: var(--_accent); stroke-width: 2; vector-effect: non-scaling-stroke; }
  .graph-score { fill: none; stroke: var(--_ko); stroke-width: 1.5; stroke-dasharray: 4 3; vector-effect: non-scaling-stroke; }
  .graph-current { stroke: var(--_ko); stroke-width: 2; vector-effect: non-scaling-stroke; }
  .graph-mistake { fill: var(--_accent); opacity: 0.45; }
  .graph-bad { fill: var(--_accent); opacity: 0.25; }
  .graph-good { fill: #2e7d32; opacity: 0.35; }
  .mistakes, .candidates { display: flex; flex-wrap: wrap; gap: 0.25rem; align-items: center; }
  button.link { background: none; border: none; padding: 0 0.15rem; color: inherit; text-decoration: underline; cursor: pointer; font: inherit; }
  .numbers table { border-collapse: collapse; font-size: 0.85em; }
  .numbers th, .numbers td { padding: 0 0.4rem; text-align: right; }
  .numbers tr[aria-current='true'] { outline: 2px solid var(--_ko); }
  .candidate circle { fill: var(--_ko); opacity: 0.55; }
  .candidate.best circle { fill: var(--_accent); opacity: 0.7; }
  .candidate text { fill: #fff; text-anchor: middle; dominant-baseline: central; font-weight: 700; }
  .annotation-symbol { fill: #2e7d32; font-weight: 700; text-anchor: middle; dominant-baseline: central; paint-order: stroke; stroke: var(--_wood); stroke-width: 0.12; }
  .annotation-symbol.bad { fill: var(--_accent); }
  .owner.black { fill: var(--_black); }
  .owner.white { fill: var(--_white); stroke: var(--_black); stroke-width: 0.02; }
</style>`;
