import { readPoint } from '../../sgf/properties.js';
import { html, nothing, type TemplateResult } from 'lit';
import type { Color, Vertex } from '../../engine/index.js';
import type { SgfNode } from '../../sgf/index.js';
import type { Review } from '../review.js';
import type { BoardView } from '../view.js';
import type { BoardMode, ModeHost } from './mode.js';

import { problemWords } from './problem-words.js';

type Verdict = 'right' | 'wrong' | null;

const comment = (node: SgfNode): string => node.props.C?.[0]?.trim() ?? '';

/** The usual problem-file conventions: a comment starting with RIGHT / Correct, TE, or GB/GW for the solver. */
function verdictOf(node: SgfNode, solver: Color): Verdict {
  const c = comment(node);
  if (/^(right|correct|đúng)/i.test(c) || node.props.TE || node.props[solver === 'black' ? 'GB' : 'GW']) return 'right';
  if (/^(wrong|incorrect|failure|sai)/i.test(c) || node.props.BM || node.props[solver === 'black' ? 'GW' : 'GB']) return 'wrong';
  return null;
}

/**
 * Problem mode: the student plays one side; the board answers from the file's variations and says
 * right or wrong, with retry, undo and a hint. A file with no right/wrong marks at all counts every
 * line it contains as right (it holds only the solution).
 */
/** The board's way in: a problem needs a loaded game. */
export const startMode = (host: ModeHost, review?: Review | null): ProblemMode | null => (review ? new ProblemMode(host, review) : null);

export class ProblemMode implements BoardMode {
  private readonly start: SgfNode;
  private readonly solver: Color;
  private readonly marked: boolean;
  private verdict: Verdict = null;
  private message = '';
  private hint: Vertex | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

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

  click(vertex: Vertex): void {
    if (this.verdict || this.timer || this.review.state.toMove !== this.solver) return;
    this.hint = null;
    const reason = this.review.play(vertex);
    if (reason) {
      this.message = this.host.t(reason as Parameters<ModeHost['t']>[0]);
      this.host.requestUpdate();
      return;
    }
    const node = this.review.node;
    const known = !this.review.isAdded(node);
    this.judge(node, known);
  }

  private judge(node: SgfNode, known: boolean): void {
    const w = this.words;
    let verdict = known ? verdictOf(node, this.solver) : 'wrong';
    if (!verdict && !node.children.length) verdict = this.marked ? 'wrong' : 'right';
    this.message = comment(node);
    if (verdict === 'wrong' && known && node.children.length) {
      // Show the refutation from the file, then say wrong.
      this.timer = setTimeout(() => {
        this.timer = undefined;
        if (this.review.node !== node) return;
        this.review.next();
        this.finish('wrong', [comment(node), comment(this.review.node)].filter(Boolean).join(' '));
      }, 350);
      this.host.requestUpdate();
      return;
    }
    if (verdict) {
      this.finish(verdict, known ? comment(node) : w.notInSolution);
      return;
    }
    // The board answers with the file's reply (the first variation).
    this.message = w.answering;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.review.node !== node) return;
      this.review.next();
      const reply = this.review.node;
      const v = verdictOf(reply, this.solver);
      const done = v ?? (reply.children.length ? null : this.marked ? 'wrong' : 'right');
      if (done) this.finish(done, comment(reply));
      else {
        this.message = comment(reply) || w.yourMove;
        this.host.requestUpdate();
      }
    }, 350);
    this.host.requestUpdate();
  }

  private finish(verdict: 'right' | 'wrong', text: string): void {
    this.verdict = verdict;
    this.message = text;
    this.host.emit('go-problem', { solved: verdict === 'right', moveNumber: this.review.state.moveNumber });
    this.host.requestUpdate();
  }

  key(key: string): boolean {
    const k = key.toLowerCase();
    if (k === 'r') this.retry();
    else if (k === 'u') this.undo();
    else if (k === 'h') this.showHint();
    else return false;
    return true;
  }

  retry(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    // Take back every move tried on the board, then go to the start.
    while (this.review.node !== this.start && this.review.node.parent) this.review.takeBack();
    this.verdict = null;
    this.message = '';
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
    this.message = '';
    this.host.requestUpdate();
  }

  /** Marks the first move of a line that leads to a right answer. */
  showHint(): void {
    const node = this.review.node;
    const good = node.children.find((c) => this.leadsRight(c)) ?? (this.marked ? undefined : node.children[0]);
    const v = good?.props[this.solver === 'black' ? 'B' : 'W']?.[0];
    const p = v ? readPoint(v) : null;
    const [w, h] = this.review.size;
    this.hint = p && p[0] < w && p[1] < h ? p : null;
    if (!this.hint) this.message = this.words.noHint;
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
    const status = this.verdict === 'right' ? w.right : this.verdict === 'wrong' ? w.wrong : t('toPlay', { color: t(this.solver) });
    return html`<div class="problem" part="problem">
      ${comment(this.start) ? html`<p class="comment">${comment(this.start)}</p>` : nothing}
      <p class="note ${this.verdict === 'wrong' ? 'warning' : ''}" role="status"><strong>${status}</strong></p>
      ${this.message && this.message !== comment(this.start) ? html`<p class="note">${this.message}</p>` : nothing}
      <div class="controls">
        <button @click=${() => this.showHint()} title="H" ?disabled=${!!this.verdict}>${w.hint}</button>
        <button @click=${() => this.undo()} title="U">${t('undo')}</button>
        <button @click=${() => this.retry()} title="R">${w.retry}</button>
      </div>
    </div>`;
  }

  dispose(): void {
    clearTimeout(this.timer);
  }
}
