// Edit mode (`mode="edit"`): a teacher writes the lesson on the board. A chunk of its own, loaded when chosen:
// a reviewing board does not download it. The tree edits are SgfEditor's (src/sgf/edit.ts, no DOM); this file is
// the toolbar, the panel, the keys and the pointer, and the same actions from code (board.editor).
import { html, nothing, svg, type TemplateResult } from 'lit';
import type { Color, Vertex } from '../../engine/index.js';
import { SgfEditor, type MarkId, type Verdict } from '../../sgf/edit.js';
import { mainLine, nextMoves } from '../../sgf/line.js';
import type { SgfNode } from '../../sgf/parse.js';
import { pointsOf } from '../../sgf/properties.js';
import { toSgf } from '../../sgf/stringify.js';
import { pointName } from '../coordinates.js';
import { save } from '../save-file.js';
import { openRecordSync } from '../record-sync.js';
import { Review } from '../review.js';
import type { BoardView } from '../view.js';
import { editWords, type EditWords } from './edit-words.js';
import type { BoardMode, ModeHost, Say as ModeSay } from './mode.js';
import { fill } from './word-table.js';

export { addEditWords } from './edit-words.js';

type Say = ModeSay<EditWords>;
const quiet: Say = () => '';

/** What a click on the board does in edit mode. */
export type EditTool = 'move' | 'black' | 'white' | 'clear' | MarkId | 'letter' | 'number' | 'AR' | 'LN' | 'DD';

/** The tools: name, what the button shows, the key that chooses it. */
const TOOLS: [EditTool, string, string][] = [
  ['move', '', 'm'],
  ['black', '●', 'b'],
  ['white', '○', 'w'],
  ['clear', '⌫', 'e'],
  ['TR', '△', 't'],
  ['SQ', '□', 's'],
  ['CR', '◯', 'c'],
  ['MA', '✕', 'x'],
  ['letter', 'A', 'l'],
  ['number', '1', 'n'],
  ['AR', '↗', 'a'],
  ['LN', '╱', 'k'],
  ['DD', '▒', 'd'],
];
/** A small icon (16x16 path), as the board's own navigation buttons have. */
const icon = (d: string) => html`<svg class="icon" viewBox="0 0 16 16" aria-hidden="true">${svg`<path d=${d}></path>`}</svg>`;
const PLAY_ICON = html`<svg class="icon" viewBox="0 0 16 16" aria-hidden="true">${svg`<circle cx="6" cy="8" r="5"></circle><circle cx="11" cy="8" r="4.3" fill="none" stroke="currentColor" stroke-width="1.4"></circle>`}</svg>`;
const STONE_TOOLS = new Set<EditTool>(['black', 'white', 'clear']);
/** Game information in the form: SGF property, and the word (the board's own, or the editor's). */
const INFO = ['PB', 'BR', 'PW', 'WR', 'KM', 'HA', 'RU', 'RE', 'DT', 'EV', 'GN'] as const;
const INFO_WORDS = { KM: 'komi', HA: 'handicap', RU: 'rules', RE: 'result', DT: 'date', EV: 'event', GN: 'gameName' } as const;

// One editor (and its undo history) per game tree: leaving edit mode and coming back keeps the history, unless
// the tree was changed meanwhile (moves tried in play mode): the old steps would then undo over those changes.
const editors = new WeakMap<SgfNode, { editor: SgfEditor; sgf: string }>();
let strokes = 0;

const stoneOf = (rows: string[], [x, y]: Vertex): Color | null => {
  const c = rows[y]?.[x];
  return c === 'X' ? 'black' : c === 'O' ? 'white' : null;
};
const same = (a: Vertex | null, b: Vertex | null): boolean => !!a && !!b && a[0] === b[0] && a[1] === b[1];

/** Right, wrong or neither, as SgfEditor.setVerdict writes it (and problem mode reads it). */
const verdictOf = (node: SgfNode): Verdict => {
  const c = node.props.C?.[0] ?? '';
  return node.props.TE || /^RIGHT/.test(c) ? 'right' : node.props.BM || /^WRONG/.test(c) ? 'wrong' : null;
};

/** The board's way in: the board gives the editor a game (an empty one of `size` when none is loaded). */
export { moveWords } from '../move-words.js';

export const startMode = (host: ModeHost, review?: Review | null): EditMode | null => (review ? new EditMode(host, review) : null);

/**
 * The editor: a click does what the chosen tool does (play a move, add or clear stones with a drag, mark,
 * label, draw an arrow or a line in two clicks, dim); the panel has the comment, whose turn, the tree edits,
 * right and wrong answers, the game information, a new board, undo and redo, and Save. Every edit is undoable
 * and fires `go-change` with the SGF. Its public methods are the same actions from code (`board.editor`).
 */
export class EditMode implements BoardMode {
  /** The tree editor, with the undo history. */
  readonly editor: SgfEditor;
  #tool: EditTool = 'move';
  private message: Say = quiet;
  private warning = false;
  private lineStart: Vertex | null = null;
  private stroke: { color: Color | null; merge: string; last: Vertex } | null = null;
  private skipClick = false;
  /** Problem mode on a copy of the lesson, while the teacher tests it. */
  private testing: BoardMode | null = null;

  constructor(
    private readonly host: ModeHost,
    private readonly review: Review,
  ) {
    const root = review.cursor.root;
    const kept = editors.get(root);
    this.editor = kept && kept.sgf === toSgf([root]) ? kept.editor : new SgfEditor(root);
    editors.delete(root);
    this.shown = this.editor.version;
    for (const type of ['pointerdown', 'pointermove', 'pointerup', 'pointercancel']) host.addEventListener(type, this.onPointer as EventListener);
    host.addEventListener('keydown', this.onKeyDown);
  }

  get size(): [number, number] {
    return this.testing?.size ?? this.review.size;
  }

  get rows(): string[] {
    return this.testing?.rows ?? this.review.state.position;
  }

  private get words(): EditWords {
    return editWords(this.host.lang);
  }

  /** The chosen tool. */
  get tool(): EditTool {
    return this.#tool;
  }

  set tool(tool: EditTool) {
    if (!TOOLS.some(([t]) => t === tool)) return;
    this.#tool = tool;
    this.lineStart = null;
    this.say(quiet);
  }

  /** Whether there is an edit to undo / to redo. */
  get canUndo(): boolean {
    return this.editor.canUndo;
  }

  get canRedo(): boolean {
    return this.editor.canRedo;
  }

  /** The node shown (the one the tools edit). */
  get node(): SgfNode {
    return this.review.node;
  }

  view(): Partial<BoardView> {
    if (this.testing) return this.testing.view();
    const view = this.review.view();
    return this.lineStart ? { ...view, marks: [...(view.marks ?? []), { vertex: this.lineStart, shape: 'selected' }] } : view;
  }

  /** A click (or Enter on the keyboard's point): what the tool does there. */
  click(vertex: Vertex): void {
    if (this.testing) return this.testing.click(vertex);
    // A disabled form control (the board's `disabled` attribute, or a disabled fieldset around it) is not edited.
    if (this.skipClick || this.host.matches(':disabled')) {
      this.skipClick = false;
      return;
    }
    const [x, y] = vertex;
    const tool = this.#tool;
    if (tool === 'move') this.play(x, y);
    else if (STONE_TOOLS.has(tool)) this.addStones([vertex], this.strokeColor(vertex));
    else if (tool === 'letter' || tool === 'number') this.label(x, y, undefined, tool);
    else if (tool === 'AR' || tool === 'LN') {
      if (!this.lineStart || same(this.lineStart, vertex)) {
        this.lineStart = this.lineStart ? null : vertex;
        const point = this.point(vertex);
        this.say(this.lineStart ? (w) => fill(w.lineFrom, { point }) : quiet);
      } else {
        const from = this.lineStart;
        this.lineStart = null;
        this.line(from, vertex, tool);
      }
    } else if (tool === 'DD') this.dim(x, y);
    else this.mark(x, y, tool as MarkId);
  }

  // ---- the actions, from the toolbar, the keys or code ----

  /** Plays a move for the side to move (a move already in the tree is followed). Returns why it is illegal, or null. */
  play(x: number, y: number): string | null {
    const color = this.review.state.toMove;
    const reason = this.review.cursor.game.check(x, y, color);
    if (reason) {
      this.say((_, t) => t(reason), true);
      return reason;
    }
    const point = this.point([x, y]);
    this.commit(this.editor.play(this.node, color, [x, y]), (w, t) => fill(w.edited, { tool: t(color), point }));
    return null;
  }

  /** Passes for the side to move. */
  pass(): void {
    this.commit(this.editor.play(this.node, this.review.state.toMove, null), (_, t) => t('pass'));
  }

  /** Puts setup stones on points (black or white) or clears them (null), at the node shown (after a move: in a new node). */
  addStones(points: Vertex[], color: Color | null, merge?: string): void {
    const node = this.node;
    const cursor = this.review.cursor;
    const here = cursor.position();
    let before: string[] | null = null;
    const below = (v: Vertex, atNode: boolean): Color | null => {
      if (atNode) return stoneOf(here, v);
      if (!node.parent) return null;
      if (!before) {
        cursor.go(node.parent);
        before = cursor.position();
        cursor.go(node);
      }
      return stoneOf(before, v);
    };
    const tool = color === 'black' ? 'black' : color === 'white' ? 'white' : 'clear';
    this.commit(this.editor.setStones(node, points, color, below, merge), points[0] ? this.edited(tool, points[0]) : quiet);
  }

  /** Puts a mark (TR, SQ, CR, MA) on a point, or takes it off. */
  mark(x: number, y: number, id: MarkId): void {
    this.commit(this.editor.toggleMark(this.node, [x, y], id), this.edited(id, [x, y]));
  }

  /** Puts a label on a point (`text`, else the next letter, or number with kind 'number'), or takes it off. */
  label(x: number, y: number, text?: string, kind: 'letter' | 'number' = 'letter'): void {
    this.commit(this.editor.toggleLabel(this.node, [x, y], kind, text), this.edited(kind, [x, y]));
  }

  /** Draws an arrow (AR) or a line (LN) between two points, or takes it off. */
  line(from: Vertex, to: Vertex, id: 'AR' | 'LN' = 'AR'): void {
    this.commit(this.editor.toggleLine(this.node, from, to, id), this.edited(id, to));
  }

  /** Dims a point from the node shown on (DD), or lights it again. */
  dim(x: number, y: number): void {
    const [w, h] = this.review.size;
    let inherited: Vertex[] = [];
    for (let n = this.node.parent; n; n = n.parent) {
      if (n.props.DD) {
        inherited = pointsOf(n, 'DD', w, h);
        break;
      }
    }
    this.commit(this.editor.toggleDim(this.node, [x, y], inherited), this.edited('DD', [x, y]));
  }

  /** The comment of the node shown (typing in the text area is one step until it is left). */
  setComment(text: string, merge?: string): void {
    this.commit(this.editor.setText(this.node, 'C', text, merge));
  }

  /**
   * Game information at the root: PB, PW, BR, WR, KM, HA, RU, RE, DT, EV, GN (or any property); empty removes it.
   * The board stays on the move shown (a teacher typing the komi at move 120 is not sent back to the start).
   */
  setInfo(id: string, value: string): void {
    this.editor.setText(this.review.cursor.root, id, value.trim());
    this.commit(this.node);
  }

  /** Whose turn it is from the node shown (PL), or null for the usual alternation. */
  setPlayer(color: Color | null): void {
    this.commit(this.editor.setPlayer(this.node, color));
  }

  /** Deletes the node shown and everything after it (Undo brings them back). */
  remove(): void {
    if (this.node.parent) this.commit(this.editor.remove(this.node), (w) => w.removed);
  }

  /** Makes the line through the node shown the main line. */
  promote(): void {
    this.commit(this.editor.promote(this.node));
  }

  /** Moves the variation of the node shown among its siblings (-1 earlier, +1 later). */
  shiftVariation(delta: number): void {
    this.commit(this.editor.shift(this.node, delta));
  }

  /** Marks the line to the node shown right or wrong for problem mode, or neither (null). */
  setVerdict(verdict: Verdict): void {
    this.commit(this.editor.setVerdict(this.node, verdict));
  }

  /** A new empty board of this size in place of the game (Undo brings the game back). */
  newBoard(width: number, height = width): void {
    const ok = (n: number) => Number.isInteger(n) && n >= 2 && n <= 52;
    if (ok(width) && ok(height)) this.commit(this.editor.newGame([width, height]));
  }

  /** A new lesson whose setup is the position shown, with the same side to play (Undo brings the game back). */
  lessonHere(): void {
    const s = this.review.state;
    this.commit(this.editor.newGame(this.review.size, s.position, s.toMove));
  }

  undo(): void {
    const node = this.editor.undo();
    if (node) this.commit(node, (w) => w.undone);
    else this.say((w) => w.nothingToUndo, true);
  }

  redo(): void {
    const node = this.editor.redo();
    if (node) this.commit(node, (w) => w.redone);
    else this.say((w) => w.nothingToRedo, true);
  }

  /** Opens the lesson in problem mode (a copy: the moves tried are not written), or closes it. */
  async testProblem(on = !this.testing): Promise<void> {
    this.testing?.dispose();
    this.testing = null;
    if (on) {
      const { startMode: problem } = await import('./problem-mode.js');
      this.testing = problem(this.host, new Review(openRecordSync(toSgf([this.review.cursor.root])), 0));
    }
    this.host.requestUpdate();
  }

  /** Whether the lesson is open in problem mode for a test. */
  get testingProblem(): boolean {
    return !!this.testing;
  }

  // ---- inside ----

  /** Shows `node` after an action; when the tree changed, reads it again and says so (go-change). */
  private commit(node: SgfNode, said = quiet): void {
    const version = this.editor.version;
    const from = this.review.node;
    if (version !== this.shown) {
      this.shown = version;
      this.review.refresh(node);
      // The file is written when a listener first reads detail.sgf: writing a big one takes a while. Read first
      // after a later change (or with another file loaded), it would be another file: that throws, never lies.
      const host = this.host;
      const root = this.review.cursor.root;
      const current = () => this.review.cursor.root === root && this.editor.version === version;
      let sgf: string | undefined;
      host.emit('go-change', {
        get sgf() {
          if (sgf === undefined && !current()) throw new Error('go-change: detail.sgf was first read after a later change; read it in the listener.');
          return (sgf ??= host.toSgf());
        },
      });
    } else this.review.go(node);
    if (node !== from) {
      const s = this.review.state;
      this.host.emit('go-navigate', { moveNumber: s.moveNumber, move: s.move ? (s.move.vertex ?? 'pass') : null, captured: s.captured });
    }
    this.say(said);
  }

  /** The editor's version the board shows. */
  private shown: number;

  private say(say: Say, warning = false): void {
    this.message = say;
    this.warning = warning;
    this.saidAt = this.review.node;
    this.host.requestUpdate();
  }

  /** Where the message was said: stepped elsewhere (First, the slider, the keys), the board says that position. */
  private saidAt: SgfNode | null = null;

  private point(v: Vertex): string {
    return pointName(v, this.review.size[1]);
  }

  private edited(tool: keyof EditWords, v: Vertex): Say {
    const point = this.point(v);
    return (w) => fill(w.edited, { tool: w[tool], point });
  }

  /** A stone tool on a point: clears the stone of its own colour there, else puts it. */
  private strokeColor(v: Vertex): Color | null {
    const tool = this.#tool;
    return tool === 'clear' || stoneOf(this.review.state.position, v) === tool ? null : (tool as Color);
  }

  /** The board point under a pointer event (on the board's SVG), or null. */
  private vertexAt(e: MouseEvent): Vertex | null {
    const svg = this.host.renderRoot.querySelector<SVGSVGElement>('svg.board');
    const ctm = svg?.getScreenCTM();
    if (!svg || !ctm || !e.composedPath().includes(svg)) return null;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
    const x = Math.round(p.x) || 0;
    const y = Math.round(p.y) || 0;
    const [w, h] = this.review.size;
    return x >= 0 && y >= 0 && x < w && y < h ? [x, y] : null;
  }

  /** Stone tools: press and drag over points; the whole drag is one step. */
  private readonly onPointer = (e: PointerEvent): void => {
    if (this.testing || !STONE_TOOLS.has(this.#tool) || this.host.matches(':disabled')) return;
    if (e.type === 'pointerdown') {
      this.skipClick = false;
      const v = e.button === 0 ? this.vertexAt(e) : null;
      if (!v) return;
      this.stroke = { color: this.strokeColor(v), merge: `stroke ${++strokes}`, last: v };
      this.skipClick = true;
      this.addStones([v], this.stroke.color, this.stroke.merge);
    } else if (e.type === 'pointermove') {
      const v = this.stroke && e.buttons & 1 ? this.vertexAt(e) : null;
      if (!v || same(v, this.stroke!.last)) return;
      this.stroke!.last = v;
      this.addStones([v], this.stroke!.color, this.stroke!.merge);
    } else if (this.stroke) {
      this.stroke = null;
      this.editor.seal();
    }
  };

  /** Ctrl+Z undoes, Ctrl+Y and Ctrl+Shift+Z redo (in text fields the browser's own undo works on the text). */
  private readonly onKeyDown = (e: KeyboardEvent): void => {
    this.skipClick = false;
    if (this.testing || !(e.ctrlKey || e.metaKey) || e.altKey) return;
    const target = e.composedPath()[0] as HTMLElement | undefined;
    if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
    const k = e.key.toLowerCase();
    if (k === 'z' && !e.shiftKey) this.undo();
    else if (k === 'y' || (k === 'z' && e.shiftKey)) this.redo();
    else return;
    e.preventDefault();
  };

  /** Keys on the focused board: a tool's letter, P passes, Delete deletes from here, and the usual navigation. */
  key(key: string): boolean {
    if (this.testing) return this.testing.key(key);
    const host = this.host;
    const tool = TOOLS.find(([, , k]) => k === key.toLowerCase());
    const steps: Record<string, () => void> = {
      ArrowLeft: () => host.previous(),
      ArrowRight: () => host.next(),
      Home: () => host.first(),
      End: () => host.last(),
      PageUp: () => host.goTo(host.moveNumber - 10),
      PageDown: () => host.goTo(host.moveNumber + 10),
      ArrowUp: () => host.chooseVariation(this.review.variationIndex - 1),
      ArrowDown: () => host.chooseVariation(this.review.variationIndex + 1),
      Delete: () => this.remove(),
      Escape: () => this.say(quiet),
      p: () => this.pass(),
      P: () => this.pass(),
    };
    if (tool) this.tool = tool[0];
    else if (Object.hasOwn(steps, key)) {
      this.lineStart = null;
      steps[key]!();
    } else return false;
    return true;
  }

  panel(): TemplateResult {
    const w = this.words;
    const t = this.host.t;
    if (this.testing) {
      return html`${this.testing.panel()}
        <div class="controls"><button class="back" @click=${() => void this.testProblem(false)}>${w.backToEditing}</button></div>`;
    }
    const review = this.review;
    const node = review.node;
    const root = review.cursor.root;
    const s = review.state;
    const n = s.moveNumber;
    const here = node === this.saidAt;
    const parent = node.parent;
    const verdict = verdictOf(node);
    const nav = (name: 'first' | 'previous' | 'next' | 'last', path: string, disabled: boolean) =>
      html`<button aria-label=${t(name)} title=${t(name)} ?disabled=${disabled} @click=${() => this.host[name]()}>${icon(path)}</button>`;
    // A button shown as a symbol (↑, ↓) is named by its title: a screen reader would say "up arrow".
    const button = (label: string, action: () => void, disabled = false, title = label) =>
      html`<button title=${title} aria-label=${/\p{L}/u.test(label) ? nothing : title} ?disabled=${disabled} @click=${action}>${label}</button>`;
    const pressed = (on: boolean) => (on ? 'true' : 'false');
    const pl = node.props.PL?.[0]?.trim().toUpperCase()[0] ?? '';
    const size = review.size;
    return html`<div class="editor" part="editor">
      <style>
        .editor { display: grid; gap: 0.4rem; }
        .tools button { min-width: 2.25rem; padding: 0.1rem 0.3rem; }
        .editor button[aria-pressed='true'] { outline: 2px solid var(--_ko); font-weight: 700; }
        .editor textarea { width: 100%; min-height: 4.5rem; font: inherit; }
        .editor label { display: flex; flex-wrap: wrap; gap: 0.3rem; align-items: center; }
        .info-form { display: grid; grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr)); gap: 0.3rem; }
        .info-form label { display: grid; gap: 0.1rem; }
        .info-form input { font: inherit; min-width: 0; }
        ${STONE_TOOLS.has(this.#tool) ? 'svg.board { touch-action: none; }' : ''}
      </style>
      <div class="controls tools" role="toolbar" aria-label=${w.tools}>
        ${TOOLS.map(
          ([tool, glyph, key]) =>
            html`<button aria-pressed=${pressed(this.#tool === tool)} aria-label=${/^\w$/.test(glyph) ? `${w[tool]} ${glyph}` : w[tool]} title="${w[tool]} (${key.toUpperCase()})" @click=${() => (this.tool = tool)}>${tool === 'move' ? PLAY_ICON : glyph}</button>`,
        )}
      </div>
      <div class="controls">
        ${nav('first', 'M3 3h2v10H3zM13 3v10L6 8z', !parent)}${nav('previous', 'M11 3v10L4 8z', !parent)}
        ${nav('next', 'M5 3v10l7-5z', !node.children.length)}${nav('last', 'M3 3v10l7-5zM11 3h2v10h-2z', !node.children.length)}
        <span class="move-number">${t('moveOf', { n, total: review.lineLength() })}</span>
        ${button(t('pass'), () => this.pass(), false, `${t('pass')} (P)`)}
        ${button(w.undo, () => this.undo(), !this.canUndo, `${w.undo} (Ctrl+Z)`)}${button(w.redo, () => this.redo(), !this.canRedo, `${w.redo} (Ctrl+Y)`)}
      </div>
      <p class="note ${this.warning && here ? 'warning' : ''}" role="status">${(here && this.message(w, t)) || t('toPlay', { color: t(s.toMove) })}</p>
      ${node.children.length
        ? html`<div class="controls variations" role="group" aria-label=${w.next}>
            <span>${w.next}:</span>
            ${nextMoves(node, ...review.size).map(
              ({ node: child, move }, i) =>
                html`<button aria-current=${pressed(i === review.variationIndex)} @click=${() => this.commit(child)}>
                  ${String.fromCharCode(65 + (i % 26))} ${move ? (move.vertex ? this.point(move.vertex) : t('pass')) : '…'}
                </button>`,
            )}
          </div>`
        : nothing}
      <div class="controls">
        <label>${w.turn}
          <select @change=${(e: Event) => this.setPlayer(({ B: 'black', W: 'white' } as Record<string, Color>)[(e.target as HTMLSelectElement).value] ?? null)}>
            <option value="" ?selected=${!pl}>${w.turnAuto}</option>
            <option value="B" ?selected=${pl === 'B'}>${t('black')}</option>
            <option value="W" ?selected=${pl === 'W'}>${t('white')}</option>
          </select></label>
        ${button(w.remove, () => this.remove(), !parent, `${w.remove} (Delete)`)}
        ${button(w.promote, () => this.promote(), !parent || mainLine(review.cursor.root).includes(node))}
        ${button('↑', () => this.shiftVariation(-1), !parent || parent.children[0] === node, w.earlier)}
        ${button('↓', () => this.shiftVariation(1), !parent || parent.children[parent.children.length - 1] === node, w.later)}
      </div>
      <div class="controls verdict" role="group" aria-label=${w.verdict}>
        ${(['right', 'wrong', null] as const).map(
          (v) => html`<button aria-pressed=${pressed(verdict === v)} @click=${() => this.setVerdict(v)}>${v === 'right' ? w.right : v === 'wrong' ? w.wrong : w.noVerdict}</button>`,
        )}
        <button aria-pressed="false" @click=${() => void this.testProblem(true)}>${w.test}</button>
      </div>
      <label class="comment-edit">${t('comment')}
        <textarea
          part="comment-editor"
          .value=${node.props.C?.[0] ?? ''}
          @input=${(e: Event) => this.setComment((e.target as HTMLTextAreaElement).value, `C ${node.id}`)}
          @change=${() => this.editor.seal()}
        ></textarea>
      </label>
      <details>
        <summary>${t('gameInfo')}</summary>
        <div class="info-form">
          ${INFO.map((id) => {
            const word = id in INFO_WORDS ? t(INFO_WORDS[id as keyof typeof INFO_WORDS]) : w[id as 'PB'];
            return html`<label>${word}<input name=${id} .value=${root.props[id]?.[0] ?? ''} @change=${(e: Event) => this.setInfo(id, (e.target as HTMLInputElement).value)} /></label>`;
          })}
        </div>
        <div class="controls">
          <label>${w.size}
            <select class="new-size">
              ${[19, 13, 9, 7, 5].map((n) => html`<option value=${n} ?selected=${size[0] === n && size[1] === n}>${n}×${n}</option>`)}
            </select></label>
          ${button(w.newBoard, () => this.newBoard(Number(this.host.renderRoot.querySelector<HTMLSelectElement>('.new-size')?.value)))}
          ${button(w.lessonHere, () => this.lessonHere(), !parent)}
        </div>
      </details>
      <div class="controls">${button(t('save'), () => void this.host.sgfChunks().then((chunks) => save(chunks, review)))}</div>
    </div>`;
  }

  dispose(): void {
    editors.set(this.review.cursor.root, { editor: this.editor, sgf: toSgf([this.review.cursor.root]) });
    this.testing?.dispose();
    this.testing = null;
    for (const type of ['pointerdown', 'pointermove', 'pointerup', 'pointercancel']) this.host.removeEventListener(type, this.onPointer as EventListener);
    this.host.removeEventListener('keydown', this.onKeyDown);
  }
}
