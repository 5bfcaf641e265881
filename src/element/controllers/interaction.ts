// The reader's clicks, taps, keys and drops: listens on the board and hands each event to interaction.ts,
// with what the reader points at and is told (the state the board draws).
import type { ReactiveController } from 'lit';
import type { BoardHost } from '../board-host.js';
import { interact, type InteractionContext, type InteractionState } from '../interaction.js';

export class InteractionController implements ReactiveController {
  ui: InteractionState = { cursor: null, pointed: null, notice: null, announcement: '', dragging: false };
  /** Whether the keyboard's focus was in the board when a drawing began. */
  #focused = false;

  constructor(
    private readonly host: BoardHost,
    /** The mode and the game under review, when an event comes. */
    private readonly context: () => Pick<InteractionContext, 'mode' | 'review' | 'shown' | 'close'>,
  ) {
    host.addController(this);
    host.addEventListener('keydown', (e) => this.#onKey(e));
    for (const type of ['dragover', 'dragleave', 'drop']) host.addEventListener(type, this.handle);
  }

  hostConnected(): void {
    // Focusable, so that keys reach it.
    if (!this.host.hasAttribute('tabindex')) this.host.tabIndex = 0;
  }

  hostUpdate(): void {
    // The page's (or enclosing shadow root's) active element is the board while the focus is anywhere inside it.
    this.#focused = (this.host.getRootNode() as Document | ShadowRoot).activeElement === this.host;
    // Counting: a group pointed at in review keeps neither its liberty marks nor its sentence (a click toggles there).
    const ui = this.ui;
    if (this.host.scoring && ui.pointed) {
      ui.pointed = null;
      if (!ui.notice?.warning) ui.notice = null;
    }
  }

  hostUpdated(): void {
    // A drawing that disabled or removed the focused control (Next at the last move, Back to the game) leaves the
    // focus on the board, not on the page: its keys keep working.
    if (!this.#focused) return;
    const inner = (this.host.renderRoot as ShadowRoot).activeElement as HTMLButtonElement | null;
    if ((this.host.getRootNode() as Document | ShadowRoot).activeElement !== this.host || inner?.disabled) this.host.focus({ preventScroll: true });
  }

  /** Handles a reader's event on the board (also used as the board SVG's listener). */
  readonly handle = (e: Event): void => {
    if (interact({ board: this.host, ui: this.ui, t: this.host.t, ...this.context() }, e)) this.host.requestUpdate();
  };

  #onKey(e: KeyboardEvent): void {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.composedPath()[0] as HTMLElement | undefined;
    if (target && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName) && (target as HTMLInputElement).type !== 'range') return;
    // Enter and Space on a button press the button.
    if (target?.tagName === 'BUTTON' && (e.key === 'Enter' || e.key === ' ')) return;
    this.handle(e);
  }
}
