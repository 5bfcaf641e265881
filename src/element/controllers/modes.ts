// The modes that take the board over (problem, capture game, guess), each a chunk loaded when chosen.
// A token per switch: a mode that loads after the board has moved on to another is dropped.
import type { ReactiveController } from 'lit';
import type { BoardHost } from '../board-host.js';
import { addDefaultWords, type Dictionary } from '../i18n/index.js';
import { markupLayer, needMarkup } from '../markup-slot.js';
import { needPanelParts } from '../panel-slot.js';
import type { BoardMode, ModeHost } from '../modes/mode.js';
import type { Review } from '../review.js';

/** A mode's chunk: its start, and why a move is refused (English defaults the modes say). */
type ModeModule = { startMode: (host: ModeHost, review?: Review | null) => BoardMode | null; moveWords: Partial<Dictionary> };

const modes = new Map<string, () => Promise<ModeModule>>([
  ['problem', () => import('../modes/problem-mode.js')],
  ['capture', () => import('../modes/capture-mode.js')],
  ['guess', () => import('../modes/guess-mode.js')],
  ['edit', () => import('../modes/edit-mode.js')],
]);

export class ModeController implements ReactiveController {
  /** The mode that took the board over, once loaded. */
  active: BoardMode | null = null;
  #token = 0;
  /** The modes' chunks once loaded: a mode starts again on another game at once, with no moment of the old one on it. */
  readonly #loaded = new Map<string, ModeModule>();

  constructor(
    private readonly host: BoardHost,
    private readonly review: () => Review | null | undefined,
    /** Tracks a mode's start (OnDemandController.add): the board draws again when it comes, `updateComplete` waits. */
    private readonly track: (starting: Promise<unknown>) => void,
  ) {
    host.addController(this);
  }

  /** Whether the board's `mode` is one that takes it over. */
  get wanted(): boolean {
    return modes.has(this.host.mode);
  }

  /** Leaves the current mode: the board shows its game again. A mode still loading is dropped. */
  stop(): void {
    this.#token++;
    if (!this.active) return;
    this.active.dispose();
    this.active = null;
    this.host.requestUpdate();
  }

  /**
   * Leaves the current mode and starts the board's `mode` if it takes the board over: the promise of its start
   * (the board tracks it, so that `updateComplete` waits for the mode), or null. `keep`: the mode starts afresh on
   * another game of the file (a problem set's next problem), and the current one stays on screen until then: no
   * frame without a mode (its panel and focus gone, the review's variation marks giving the answer away).
   */
  switch(keep = false): Promise<void> | null {
    const name = this.host.mode;
    const load = modes.get(name);
    if (!keep || !load) this.stop();
    const token = ++this.#token;
    if (!load) return null;
    // The problem's hint is a mark, the editor draws marks: the markup layer comes with those modes.
    const withMarkup = /^(problem|edit)$/.test(name);
    const loaded = this.#loaded.get(name);
    if (loaded && (markupLayer || !withMarkup)) {
      // A mode that fails to start is logged, as on the first load, not thrown into the board's update.
      try {
        this.#start(loaded);
      } catch (e) {
        console.error('go-board mode', e);
      }
      return Promise.resolve();
    }
    const markup = withMarkup && needMarkup().catch(() => undefined);
    // Modes where a tap plays: a tap on a point drawn small is confirmed first (panel-parts.ts, confirmTap).
    const parts = name !== 'edit' && needPanelParts().catch(() => undefined);
    // The mode's chunk imports the words chunks (word-table, move-words), which come one round trip after it. Asked for
    // here as well, they would come with it, but Rolldown then makes their namespaces with a helper in a chunk of its
    // own, imported by them and by the parser's repairs (read.js): the round trip moved, not saved (and +39 bytes here).
    const starting = Promise.all([load(), markup, parts]).then(([m]) => {
      this.#loaded.set(name, m);
      if (token === this.#token) this.#start(m);
    });
    this.track(starting);
    return starting;
  }

  #start(m: ModeModule): void {
    addDefaultWords('en', m.moveWords);
    this.active?.dispose();
    this.active = m.startMode(this.host, this.review());
    this.host.requestUpdate();
  }

  hostConnected(): void {
    // Back on the page: a mode that was stopped comes back.
    if (!this.active && this.wanted && this.host.hasUpdated) this.track(Promise.resolve().then(() => this.switch()));
  }

  hostDisconnected(): void {
    // A board taken off the page stops its timers (capture demo, problem answers).
    this.stop();
  }
}
