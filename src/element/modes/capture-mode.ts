import { html, nothing, type TemplateResult } from 'lit';
import { CAPTURE_MAX_SIZE, CAPTURE_MIN_SIZE, CaptureGame, playComputerMove, type CaptureLevel, type CaptureMove } from '../../ai/capture-game.js';
import type { Color, Vertex } from '../../engine/index.js';
import type { BoardView } from '../view.js';
import type { WordKey } from '../i18n/index.js';
import type { BoardMode, ModeHost, Say as ModeSay } from './mode.js';

import { captureWords } from './capture-words.js';

export { addCaptureWords } from './capture-words.js';

/** Who the student plays, or 'demo': the computer plays both sides. */
export type CaptureSide = Color | 'demo';

type Say = ModeSay<ReturnType<typeof captureWords>>;

const other = (c: Color): Color => (c === 'black' ? 'white' : 'black');
const sizes = Array.from({ length: CAPTURE_MAX_SIZE - CAPTURE_MIN_SIZE + 1 }, (_, i) => CAPTURE_MIN_SIZE + i);

/**
 * The capture game on the board: the first to capture a stone wins. The student plays one colour
 * against the computer (or watches it play both sides); groups in atari are ringed.
 */
/** The board's way in: its size (5 to 9, else 7) and level. */
export { moveWords } from '../move-words.js';

export const startMode = (host: ModeHost): CaptureMode => {
  const size = Number(String(host.size ?? '').split(':')[0]);
  return new CaptureMode(host, { size: size >= 5 && size <= 9 ? size : 7, level: host.aiLevel });
};

export class CaptureMode implements BoardMode {
  /** Milliseconds between the moves of a demonstration. */
  static pace = 600;
  /** Milliseconds before the computer answers (the student's stone is drawn first). */
  static answerDelay = 250;

  private game: CaptureGame;
  private level: CaptureLevel;
  private side: CaptureSide = 'black';
  private running = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private message: { say: Say; warning: boolean } | null = null;
  private seed = Math.floor(Math.random() * 1e9);

  constructor(
    private readonly host: ModeHost,
    options: { size: number; level: CaptureLevel },
  ) {
    this.game = new CaptureGame(options.size);
    this.level = options.level === 'hard' ? 'hard' : 'easy';
  }

  get size(): [number, number] {
    return [this.game.size, this.game.size];
  }

  get rows(): string[] {
    return this.game.position();
  }

  private get words() {
    return captureWords(this.host.lang);
  }

  /** Whether the computer plays the side to move. */
  private get computerToMove(): boolean {
    return this.side === 'demo' || this.game.toMove !== this.side;
  }

  view(): Partial<BoardView> {
    const g = this.game;
    const last = g.lastMove;
    const atari: Vertex[] = [];
    const seen = new Set<string>();
    for (let y = 0; y < g.size; y++)
      for (let x = 0; x < g.size; x++) {
        if (!g.at(x, y) || seen.has(`${x},${y}`)) continue;
        const chain = g.chainAt(x, y);
        chain.forEach(([cx, cy]) => seen.add(`${cx},${cy}`));
        if (g.libertiesAt(x, y).length === 1) atari.push(...chain);
      }
    return {
      lastMove: last?.vertex ?? null,
      captured: last?.captured ?? [],
      capturedColor: last?.captured.length ? other(last.color) : null,
      atari,
    };
  }

  accepts(): boolean {
    return !this.game.over && this.side !== 'demo' && !this.computerToMove;
  }

  click([x, y]: Vertex): void {
    if (this.game.over) return this.say((w) => w('gameOver'), true);
    if (this.side === 'demo') return this.say((w) => w('watching'), true);
    if (this.computerToMove) return this.say((w) => w('wait'), true);
    const r = this.game.play(x, y);
    if (!r.legal) return this.say((w, t) => (r.reason === 'game-over' ? w('gameOver') : t(r.reason as WordKey)), true);
    this.message = null;
    this.moved();
  }

  key(key: string): boolean {
    const k = key.toLowerCase();
    if (k === 'n') this.newGame();
    else if (k === 'u') this.undo();
    else return false;
    return true;
  }

  /** Starts again on the same board size, level and side (a demonstration starts playing). */
  newGame(size = this.game.size): void {
    this.stopTimer();
    this.running = this.side === 'demo';
    this.game = new CaptureGame(size);
    this.seed = Math.floor(Math.random() * 1e9);
    this.message = null;
    this.next();
  }

  /** Takes back the student's last move and the computer's answer (in a demo: one move, and stops). */
  undo(): void {
    const g = this.game;
    this.stopTimer();
    this.message = null;
    if (this.side === 'demo') {
      this.running = false;
      g.undo();
    } else if (g.history.some((m) => m.color === this.side && m.vertex)) {
      for (let m = g.lastMove; m && g.undo(); m = g.lastMove) if (m.color === this.side && m.vertex) break;
    }
    this.next();
  }

  dispose(): void {
    this.stopTimer();
    this.running = false;
  }

  // ---- turns ----

  /** After a move: announce it, then end the game, pass for a student with no move, or let the computer play. */
  private moved(): void {
    const move = this.game.lastMove!;
    const moveNumber = this.game.moveCount;
    this.host.emit('go-capture-move', { color: move.color, vertex: move.vertex, captured: move.captured, moveNumber });
    if (this.game.winner) {
      this.running = false;
      this.host.emit('go-capture-end', { winner: this.game.winner, moveNumber });
    }
    this.next();
  }

  private next(): void {
    const g = this.game;
    if (!g.over && this.computerToMove && (this.side !== 'demo' || this.running)) {
      this.timer ??= setTimeout(() => this.computerMove(), this.side === 'demo' ? CaptureMode.pace : CaptureMode.answerDelay);
    } else if (!g.over && !this.computerToMove && g.mustPass()) {
      g.pass();
      const side = this.side as Color;
      this.say((w, t) => w('passes', { color: t(side) }), false);
      return this.moved();
    }
    this.host.requestUpdate();
  }

  private computerMove(): void {
    this.timer = null;
    const move: CaptureMove | null = playComputerMove(this.game, this.level, { seed: this.seed + this.game.moveCount });
    if (!move) return;
    if (!move.vertex) this.say((w, t) => w('passes', { color: t(move.color) }), false);
    this.moved();
  }

  private stopTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private say(say: Say, warning: boolean): void {
    this.message = { say, warning };
    this.host.requestUpdate();
  }

  // ---- panel ----

  private status(): string {
    const { game: g, side } = this;
    const w = this.words;
    const color = (c: Color) => this.host.t(c);
    if (g.winner) {
      const result = w('wins', { color: color(g.winner) });
      return side === 'demo' ? result : `${result} ${w(g.winner === side ? 'youWin' : 'computerWins')}`;
    }
    if (side === 'demo') return w('toPlay', { color: color(g.toMove) });
    return this.computerToMove ? w('thinking', { color: color(g.toMove) }) : w('yourTurn', { color: color(side) });
  }

  panel(): TemplateResult {
    const t = this.host.t;
    const w = this.words;
    const g = this.game;
    const select = (label: string, value: string, options: [string, string][], change: (v: string) => void) =>
      html`<label>${label}
        <select @change=${(e: Event) => change((e.target as HTMLSelectElement).value)}>
          ${options.map(([v, text]) => html`<option value=${v} ?selected=${v === value}>${text}</option>`)}
        </select></label>`;
    const inAtari = this.view().atari!.length > 0 && !g.over;
    return html`<style>
        .rule { margin: 0; font-style: italic; }
        .result { font-weight: 700; }
      </style>
      <p class="rule" part="capture-rule">${w('rule')}</p>
      <p class="note ${g.over ? 'result' : ''}" part="capture-status" role="status" aria-live="polite">${this.status()}</p>
      ${this.message
        ? html`<p class="note ${this.message.warning ? 'warning' : ''}" part="capture-message" role="status">${this.message.say(w, t)}</p>`
        : nothing}
      ${inAtari ? html`<p class="note" part="capture-atari">${w('atariHint')}</p>` : nothing}
      <div class="controls" part="capture-controls">
        <button @click=${() => this.newGame()} title="N">${w('newGame')}</button>
        <button @click=${() => this.undo()} title="U" ?disabled=${g.moveCount === 0}>${t('undo')}</button>
        ${this.side === 'demo' && !g.over
          ? html`<button part="capture-demo" @click=${() => this.toggleDemo()}>${w(this.running ? 'stop' : 'start')}</button>`
          : nothing}
        <span part="capture-moves">${w('moves', { n: g.moveCount })}</span>
      </div>
      <div class="controls" part="capture-options">
        ${select(w('playAs'), this.side, [['black', w('asBlack')], ['white', w('asWhite')], ['demo', w('demo')]], (v) => {
          this.side = v as CaptureSide;
          this.newGame();
        })}
        ${select(w('level'), this.level, [['easy', w('easy')], ['hard', w('hard')]], (v) => {
          this.level = v as CaptureLevel;
          this.host.requestUpdate();
        })}
        ${select(w('size'), String(g.size), sizes.map((n) => [String(n), `${n}×${n}`]), (v) => this.newGame(Number(v)))}
      </div>`;
  }

  private toggleDemo(): void {
    this.running = !this.running;
    this.stopTimer();
    this.next();
  }
}
