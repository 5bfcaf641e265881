// Autoplay (the `autoplay` attribute, seconds per move): the board steps through the line shown by itself, for a
// post that shows a game being played. A chunk of its own, loaded only by boards that ask for it. It starts when the
// board is first seen (a board far down a post does not play to its end unseen), and not by itself for readers who
// ask for reduced motion; it stops at the end of the line, outside review, and when the reader moves the board.
import { html, nothing, type ReactiveController, type TemplateResult } from 'lit';
import type { BoardHost } from './board-host.js';

import { autoplayWords } from './autoplay-words.js';
import { addDefaultWords, type Translate } from './i18n/index.js';

// Its English words come with it, as defaults under any the page added.
addDefaultWords('en', autoplayWords);

type Host = BoardHost & { autoplay: string | null };

export class AutoplayController implements ReactiveController {
  playing = false;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #seen: IntersectionObserver | null = null;
  /** Whether it has been seen once (it does not wait for that again). */
  #began = false;
  /** Playing is wanted (seen, or Play pressed) until the reader takes over: a game loaded meanwhile starts it again. */
  #wanted = false;
  /** Set while it steps: its own go-navigate is not the reader's. */
  #stepping = false;
  #moved = false;

  constructor(private readonly host: Host) {
    host.addController(this);
  }

  /** Milliseconds per move: `autoplay`'s seconds (2 when empty or not a positive number), at most a minute. */
  get delay(): number {
    const seconds = Number(this.host.autoplay || 2);
    return 1000 * Math.min(60, Math.max(0.1, seconds > 0 ? seconds : 2));
  }

  hostConnected(): void {
    this.host.addEventListener('go-navigate', this.#navigated);
    this.host.addEventListener('go-load', this.#loaded);
    // Back on the page (moved to another place in it): it goes on if it was playing.
    if (this.#began && this.#wanted) this.start();
    if (this.#began || typeof IntersectionObserver === 'undefined') return;
    this.#seen = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      this.#unobserve();
      this.#began = true;
      if (!matchMedia('(prefers-reduced-motion: reduce)').matches) this.start();
    });
    this.#seen.observe(this.host);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('go-navigate', this.#navigated);
    this.host.removeEventListener('go-load', this.#loaded);
    this.#unobserve();
    this.stop();
  }

  /**
   * Steps now, then every `delay`; at the end of the line it starts again from the first move. With no move to play
   * yet (seen before a src has come), it waits for the game.
   */
  start(): void {
    this.#wanted = true;
    if (this.playing || !this.#canPlay()) return;
    if (!this.#step()) {
      this.#quietly(() => this.host.first());
      if (!this.#step()) return;
    }
    this.playing = true;
    this.#schedule();
    this.host.requestUpdate();
  }

  /** Stops; `byReader`: the reader took over (Pause, or a step of theirs), so a game loaded later does not start it. */
  stop(byReader = false): void {
    if (byReader) this.#wanted = false;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (!this.playing) return;
    this.playing = false;
    this.host.requestUpdate();
  }

  /** The Play / Pause button, in the navigation controls. */
  button(t: Translate): TemplateResult | typeof nothing {
    if (this.host.autoplay == null) return nothing;
    return html`<button class="autoplay" part="autoplay-button" aria-pressed=${this.playing ? 'true' : 'false'} @click=${() => (this.playing ? this.stop(true) : this.start())}>
      ${t(this.playing ? 'pause' : 'autoplay')}
    </button>`;
  }

  #canPlay(): boolean {
    return this.host.autoplay != null && this.host.mode === 'review' && !this.host.scoring;
  }

  /** One step forward; false at the end of the line. */
  #step(): boolean {
    this.#moved = false;
    this.#quietly(() => this.host.next());
    return this.#moved;
  }

  /** Moves the board itself, not as the reader. */
  #quietly(move: () => void): void {
    this.#stepping = true;
    try {
      move();
    } finally {
      this.#stepping = false;
    }
  }

  #schedule(): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      if (!this.playing) return;
      if (this.#canPlay() && this.#step()) this.#schedule();
      else this.stop();
    }, this.delay);
  }

  /** The reader moved the board (a key, a button, the slider, a variation): they take over. */
  readonly #navigated = (): void => {
    if (this.#stepping) this.#moved = true;
    else this.stop(true);
  };

  /** A game shown (a src that has come, another game of the file): it plays if playing is wanted. */
  readonly #loaded = (): void => {
    if (!this.#wanted) return;
    this.stop();
    this.start();
  };

  #unobserve(): void {
    this.#seen?.disconnect();
    this.#seen = null;
  }
}
