import { html, nothing, type TemplateResult } from 'lit';
import type { Color, Vertex } from '../../engine/index.js';
import type { SgfNode } from '../../sgf/index.js';
import { nextMoves } from '../../sgf/line.js';
import { pointName } from '../coordinates.js';
import type { Review } from '../review.js';
import type { BoardView } from '../view.js';
import type { BoardMode, ModeHost, Say as ModeSay } from './mode.js';
import { guessWords, type GuessWords } from './guess-words.js';
import { fill } from './word-table.js';


type Say = ModeSay<GuessWords>;
const quiet: Say = () => '';

/** Wrong guesses before the board shows the move. */
const TRIES = 3;

/** The board's way in: guessing needs a loaded game; it starts at the move the board shows. */
export { moveWords } from '../move-words.js';

export const startMode = (host: ModeHost, review?: Review | null): GuessMode | null => (review ? new GuessMode(host, review) : null);

/**
 * Guess the next move: the reader clicks where they think the game went next (on the line being read).
 * Right, and the move is played; wrong, and they try again, up to three times before the board shows it.
 * Passes are played on their own. The score counts the moves found at the first try.
 */
export class GuessMode implements BoardMode {
  private readonly start: SgfNode;
  /** Wrong guesses at the move after `triesAt` (the board may have been moved since). */
  private tries = 0;
  private triesAt: SgfNode | null = null;
  private right = 0;
  private total = 0;
  private message: Say = quiet;
  private warning = false;
  /** The wrong guesses at the move to guess now, marked on the board (a cross each). */
  private misses: Vertex[] = [];

  constructor(
    private readonly host: ModeHost,
    private readonly review: Review,
  ) {
    this.start = review.node;
    this.passes();
  }

  get size(): [number, number] {
    return this.review.size;
  }

  get rows(): string[] {
    return this.review.state.position;
  }

  private get words() {
    return guessWords(this.host.lang);
  }

  /** The recorded move that comes next on the line, or null at its end. */
  private nextMove(): { color: Color; vertex: Vertex | null } | null {
    return nextMoves(this.review.node, ...this.review.size)[this.review.variationIndex]?.move ?? null;
  }

  /** The node that comes next on the line, if any. */
  private nextNode(): SgfNode | undefined {
    return this.review.node.children[this.review.variationIndex];
  }

  view(): Partial<BoardView> {
    // The next moves' letters, and the marks a commentator may have put on the answer, would give it away.
    const marks = this.triesAt === this.review.node ? this.misses.map((vertex) => ({ vertex, shape: 'cross' as const })) : [];
    return { ...this.review.view(), variations: [], marks, labels: [], lines: [] };
  }

  accepts(): boolean {
    return !!this.nextMove();
  }

  click(vertex: Vertex): void {
    const next = this.nextMove();
    if (!next) return;
    if (this.triesAt !== this.review.node) {
      this.tries = 0;
      this.misses = [];
      this.triesAt = this.review.node;
    }
    const point = pointName(vertex, this.review.size[1]);
    if (this.review.state.position[vertex[1]]?.[vertex[0]] !== '.') return this.say((w) => w.taken, true);
    // A point already crossed out is no new guess (a double tap on a phone would spend two of the three tries).
    if (this.misses.some(([x, y]) => x === vertex[0] && y === vertex[1])) return this.say((w) => fill(w.tried, { point }), true);
    const hit = next.vertex && next.vertex[0] === vertex[0] && next.vertex[1] === vertex[1];
    if (hit) {
      this.advance('found', this.tries + 1);
      this.say((w) => fill(w.right, { point }), false);
    } else if (++this.tries >= TRIES) {
      this.reveal();
    } else {
      this.misses.push(vertex);
      this.host.emit('go-guess', { moveNumber: this.review.state.moveNumber + 1, outcome: 'wrong', right: false, tries: this.tries, vertex });
      this.say((w) => fill(w.wrong, { point }), true);
    }
  }

  /** Plays the next move: found by the reader (right when at the first try), or shown. */
  private advance(outcome: 'found' | 'shown', tries: number): void {
    const right = outcome === 'found' && tries === 1;
    this.total++;
    if (right) this.right++;
    this.review.next();
    this.host.emit('go-guess', { moveNumber: this.review.state.moveNumber, outcome, right, tries, vertex: this.review.state.move?.vertex ?? null });
    this.tries = 0;
    this.misses = [];
    this.passes();
  }

  /** Shows the move (after three wrong tries, or when asked). */
  reveal(): void {
    const next = this.nextMove();
    if (!next) return;
    if (this.triesAt !== this.review.node) this.tries = 0;
    this.advance('shown', this.tries);
    const point = next.vertex && pointName(next.vertex, this.review.size[1]);
    this.say((w, t) => fill(w.shown, { color: t(next.color), point: point || t('pass') }), false);
  }

  /**
   * Nodes with nothing to guess are played at once: a pass, a node without a move (setup, a comment), a
   * node with both a B and a W move.
   */
  private passes(): void {
    for (let node = this.nextNode(); node && (!this.nextMove()?.vertex || (node.props.B && node.props.W)); node = this.nextNode()) this.review.next();
  }

  /** Back to where guessing started, the score cleared. */
  restart(): void {
    this.review.go(this.start);
    this.tries = this.right = this.total = 0;
    this.misses = [];
    this.passes();
    this.say(quiet, false);
  }

  private say(say: Say, warning: boolean): void {
    this.message = say;
    this.warning = warning;
    this.host.requestUpdate();
  }

  key(key: string): boolean {
    const k = key.toLowerCase();
    if (k === 's') this.reveal();
    else if (k === 'r') this.restart();
    else return false;
    return true;
  }

  panel(): TemplateResult {
    const w = this.words;
    const t = this.host.t;
    const next = this.nextMove();
    const comment = this.review.state.comment;
    const message = this.message(w, t);
    // One status region, always there, so that screen readers say each new message.
    return html`<div class="guess" part="guess">
      <p class="note ${this.warning ? 'warning' : ''}" role="status">
        <strong>${next ? fill(w.title, { color: t(next.color) }) : w.end}</strong>${message ? ` ${message}` : nothing}
      </p>
      ${next || this.total
        ? html`<p class="note" part="guess-progress">${next ? html`<span part="guess-move">${fill(w.moveOf, { n: this.review.state.moveNumber + 1, total: this.review.lineLength() })}</span>` : nothing}${next && this.total ? ' · ' : ''}${this.total ? html`<span>${fill(w.score, { right: this.right, total: this.total })}</span>` : nothing}</p>`
        : nothing}
      ${comment ? html`<p class="comment">${comment}</p>` : nothing}
      <div class="controls">
        <button @click=${() => this.reveal()} title="S" ?disabled=${!next}>${w.show}</button>
        <button @click=${() => this.restart()} title="R">${w.restart}</button>
      </div>
    </div>`;
  }

  dispose(): void {}
}
