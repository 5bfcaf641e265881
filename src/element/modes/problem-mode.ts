import { readPoint } from '../../sgf/properties.js';
import { pointName } from '../coordinates.js';
import { html, nothing, type TemplateResult } from 'lit';
import type { Color, Vertex } from '../../engine/index.js';
import type { SgfNode } from '../../sgf/index.js';
import type { LoadedRecord, Review } from '../review.js';
import type { BoardView } from '../view.js';
import type { BoardMode, ModeHost, Say as ModeSay, Translate } from './mode.js';

import { problemWords, type ProblemWords } from './problem-words.js';
import { fill } from './word-table.js';

type Verdict = 'right' | 'wrong' | null;
type Say = ModeSay<ProblemWords>;
const quiet: Say = () => '';

// NFC: files from older Vietnamese tools hold decomposed accents, which would not match "đúng".
const comment = (node: SgfNode): string => node.props.C?.[0]?.normalize('NFC').trim() ?? '';

/** A convention keyword at the start of a comment (RIGHT, Correct, Đúng rồi, Sai lầm…): the board says right or wrong itself. */
const KEYWORD = /^(right|correct|chính xác|đúng(?: rồi)?|wrong|incorrect|failure|sai(?: rồi| lầm)?)\b[\s.!:;,–—-]*/iu;

/** The comment as the student reads it: without the keyword the board has already said in its own words. */
const shown = (text: string): string => text.replace(KEYWORD, '').trim();

/** Whether a comment already says whose turn it is ("Black to play", "Đen đi trước"…): the board then does not say it again. */
const saysTurn = (text: string, words: string[]): boolean => {
  const lower = text.toLowerCase();
  return words.some((w) => lower.includes(w.toLowerCase())) || /\b(black|white) to (play|move)\b|(?<!\p{L})(đen|trắng) (đi|đánh)(?!\p{L})|lượt (của )?(đen|trắng)/iu.test(text);
};

/** The usual problem-file conventions: a comment starting with RIGHT / Correct, TE, or GB/GW for the solver. */
function verdictOf(node: SgfNode, solver: Color): Verdict {
  const c = comment(node);
  if (/^(right|correct|chính xác|đúng)/i.test(c) || node.props.TE || node.props[solver === 'black' ? 'GB' : 'GW']) return 'right';
  if (/^(wrong|incorrect|failure|sai)/i.test(c) || node.props.BM || node.props[solver === 'black' ? 'GW' : 'GB']) return 'wrong';
  return null;
}

/**
 * Problem mode: the student plays one side; the board answers from the file's variations and says
 * right or wrong, with retry, undo and a hint. A file with no right/wrong marks at all counts every
 * line it contains as right (it holds only the solution).
 */
/** The board's way in: a problem needs a loaded game. */
export { moveWords } from '../move-words.js';

/** The problems solved in each file (by game index), for as long as the file is loaded: a set's progress. */
const solvedIn = new WeakMap<LoadedRecord, Set<number>>();

export const startMode = (host: ModeHost, review?: Review | null): ProblemMode | null => (review ? new ProblemMode(host, review) : null);

export class ProblemMode implements BoardMode {
  private readonly start: SgfNode;
  private readonly solver: Color;
  private readonly marked: boolean;
  private verdict: Verdict = null;
  private message: Say = quiet;
  private hint: Vertex | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** How often the board has answered at each node: where the file has several replies, they are taken in turn. */
  private readonly answered = new Map<SgfNode, number>();

  constructor(
    private readonly host: ModeHost,
    private readonly review: Review,
  ) {
    review.goTo(0);
    this.start = review.node;
    this.solver = review.state.toMove;
    this.marked = this.someMarked(review.cursor.root);
  }

  get size(): [number, number] {
    return this.review.size;
  }

  get rows(): string[] {
    return this.review.state.position;
  }

  private get words() {
    return problemWords(this.host.lang);
  }

  view(): Partial<BoardView> {
    // Variation letters would give the answer away.
    const view = { ...this.review.view(), variations: [] };
    if (this.hint) view.marks = [...(view.marks ?? []), { vertex: this.hint, shape: 'circle' }];
    return view;
  }

  accepts(): boolean {
    return !this.verdict && !this.timer && this.review.state.toMove === this.solver;
  }

  click(vertex: Vertex): void {
    if (!this.accepts()) return;
    this.hint = null;
    const reason = this.review.play(vertex);
    if (reason) {
      this.message = (_, t) => t(reason as Parameters<Translate>[0]);
      this.host.requestUpdate();
      return;
    }
    const node = this.review.node;
    const known = !this.review.isAdded(node);
    this.judge(node, known);
  }

  private judge(node: SgfNode, known: boolean): void {
    let verdict = known ? verdictOf(node, this.solver) : 'wrong';
    if (!verdict && !node.children.length) verdict = this.marked ? 'wrong' : 'right';
    const said = shown(comment(node));
    this.message = () => said;
    if (verdict === 'wrong' && known && node.children.length) {
      // Show the refutation from the file, then say wrong.
      this.timer = setTimeout(() => {
        this.timer = undefined;
        if (this.review.node !== node) return;
        const studentMove = this.review.state.moveNumber;
        this.answer(node);
        const text = [comment(node), comment(this.review.node)].map(shown).filter(Boolean).join(' ');
        this.finish('wrong', () => text, studentMove);
      }, 350);
      this.host.requestUpdate();
      return;
    }
    if (verdict) {
      this.finish(verdict, known ? () => said : (w) => w.notInSolution);
      return;
    }
    // The board answers with the file's reply.
    this.message = (w) => w.answering;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.review.node !== node) return;
      // The event counts the student's moves: a line that ends with the board's reply ends at the student's move.
      const studentMove = this.review.state.moveNumber;
      this.answer(node);
      const reply = this.review.node;
      const v = verdictOf(reply, this.solver);
      const done = v ?? (reply.children.length ? null : this.marked ? 'wrong' : 'right');
      const text = shown(comment(reply));
      if (done) this.finish(done, () => text, studentMove);
      else {
        this.message = (w) => text || w.yourMove;
        this.host.requestUpdate();
      }
    }, 350);
    this.host.requestUpdate();
  }

  /**
   * Plays the file's reply to the student's move: the first variation the first time, the next one each time the
   * student plays that move again (after Retry or Undo), at every depth on its own, so that a student who tries
   * again meets every line the author wrote.
   */
  private answer(node: SgfNode): void {
    const replies = node.children;
    const n = this.answered.get(node) ?? 0;
    this.answered.set(node, n + 1);
    this.review.go(replies[n % replies.length]!);
  }

  private finish(verdict: 'right' | 'wrong', say: Say, moveNumber = this.review.state.moveNumber): void {
    this.verdict = verdict;
    this.message = say;
    const { record, gameIndex } = this.review;
    if (verdict === 'right') solvedIn.set(record, (solvedIn.get(record) ?? new Set()).add(gameIndex));
    this.host.emit('go-problem', { solved: verdict === 'right', moveNumber, gameIndex });
    this.host.requestUpdate();
  }

  key(key: string): boolean {
    const k = key.toLowerCase();
    if (k === 'r') this.retry();
    else if (k === 'u') this.undo();
    else if (k === 'h') this.showHint();
    else if (k === 'n' && this.host.gameCount > 1) this.goProblem(1);
    else if (k === 'p' && this.host.gameCount > 1) this.goProblem(-1);
    else return false;
    return true;
  }

  retry(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    // Take back every move tried on the board, then go to the start.
    while (this.review.node !== this.start && this.review.node.parent) this.review.takeBack();
    this.verdict = null;
    this.message = quiet;
    this.hint = null;
    this.host.requestUpdate();
  }

  undo(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.review.node === this.start) return;
    this.review.takeBack();
    // Back to a point where the student is to move.
    if (this.review.state.toMove !== this.solver && this.review.node !== this.start) this.review.takeBack();
    this.verdict = null;
    this.message = quiet;
    this.host.requestUpdate();
  }

  /** Goes to the next (1) or previous (-1) problem of a file that holds several: the board starts it afresh. */
  goProblem(step: number): void {
    const index = this.review.gameIndex + step;
    if (index < 0 || index >= this.host.gameCount) return;
    const host = this.host;
    // A button of the set that had the focus gives it to the same button of the next problem's panel (or to the
    // other one, when that is now disabled at an end of the set): a keyboard goes through the set with Enter.
    const root = host.renderRoot as ShadowRoot;
    const had = [...root.querySelectorAll<HTMLButtonElement>('.problem-set button')].indexOf(root.activeElement as HTMLButtonElement);
    host.gameIndex = index;
    if (had >= 0) {
      void host.updateComplete.then(() => {
        const buttons = [...root.querySelectorAll<HTMLButtonElement>('.problem-set button')];
        (buttons[had]?.disabled ? buttons[1 - had] : buttons[had])?.focus();
      });
    }
  }

  /** Marks the first move of a line that leads to a right answer. */
  showHint(): void {
    const node = this.review.node;
    const good = node.children.find((c) => this.leadsRight(c)) ?? (this.marked ? undefined : node.children[0]);
    const v = good?.props[this.solver === 'black' ? 'B' : 'W']?.[0];
    const p = v ? readPoint(v) : null;
    const [w, h] = this.review.size;
    this.hint = p && p[0] < w && p[1] < h ? p : null;
    // Said in words too (the status is a live region): a keyboard or screen-reader user gets the hint.
    const point = this.hint && pointName(this.hint, h);
    this.message = (w) => (point ? fill(w.hintAt, { point }) : w.noHint);
    this.host.requestUpdate();
  }

  private leadsRight(from: SgfNode): boolean {
    const todo = [from];
    while (todo.length) {
      const n = todo.pop()!;
      const v = verdictOf(n, this.solver);
      if (v === 'right') return true;
      if (v !== 'wrong') todo.push(...n.children);
    }
    return false;
  }

  private someMarked(root: SgfNode): boolean {
    const todo = [root];
    while (todo.length) {
      const n = todo.pop()!;
      if (verdictOf(n, this.solver)) return true;
      todo.push(...n.children);
    }
    return false;
  }

  panel(): TemplateResult {
    const w = this.words;
    const t = this.host.t;
    const intro = comment(this.start);
    const toPlay = t('toPlay', { color: t(this.solver) });
    // "Black to play" only when the problem's own comment does not already say it.
    const status = this.verdict === 'right' ? w.right : this.verdict === 'wrong' ? w.wrong : saysTurn(intro, [toPlay]) ? '' : toPlay;
    const said = this.message(w, t);
    const message = said !== intro ? said : '';
    // One status region, always there, so that screen readers say each verdict and hint.
    return html`<div class="problem" part="problem">
      ${this.problemSet()}
      ${intro ? html`<p class="comment">${intro}</p>` : nothing}
      <p class="status ${status || message ? 'note' : ''} ${this.verdict === 'wrong' ? 'warning' : ''}" role="status" part="problem-status">${status ? html`<strong>${status}</strong>` : nothing}${status && message ? ' ' : ''}${message}</p>
      <div class="controls">
        <button @click=${() => this.showHint()} title="H" ?disabled=${!!this.verdict}>${w.hint}</button>
        <button @click=${() => this.undo()} title="U">${t('undo')}</button>
        <button @click=${() => this.retry()} title="R">${w.retry}</button>
      </div>
    </div>`;
  }

  /** A file of several problems (a set a teacher hands out): where the student is in it, and the way through it. */
  private problemSet(): TemplateResult | typeof nothing {
    const total = this.host.gameCount;
    if (total < 2) return nothing;
    const w = this.words;
    const index = this.review.gameIndex;
    const solved = solvedIn.get(this.review.record)?.size ?? 0;
    return html`<div class="controls problem-set" part="problem-set">
      <button @click=${() => this.goProblem(-1)} ?disabled=${index === 0} title="P">${w.previousProblem}</button>
      <span>${fill(w.problemOf, { n: index + 1, total })}${solved ? ` · ${fill(w.solvedOf, { n: solved })}` : ''}</span>
      <button @click=${() => this.goProblem(1)} ?disabled=${index >= total - 1} title="N">${w.nextProblem}</button>
    </div>`;
  }

  dispose(): void {
    clearTimeout(this.timer);
  }
}
