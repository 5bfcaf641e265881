// Scoring mode: the scoring code (a chunk) loads when first asked for; a session holds the dead stones
// and the count of one position. Leaving the position or scoring bumps the token: a late session is dropped.
import type { BoardHost } from '../board-host.js';
import { addDefaultWords } from '../i18n/index.js';
import type { Review } from '../review.js';
import type { ScoringSession } from '../scoring-ui.js';

export class ScoringController {
  session: ScoringSession | null = null;
  #token = 0;
  #ready: Promise<void> | null = null;

  constructor(
    private readonly host: BoardHost,
    /** The review to count: the loaded game, or an empty board. */
    private readonly review: () => Review,
  ) {}

  /** Whether a session is started or loading. */
  get started(): boolean {
    return !!this.#ready;
  }

  /** Starts a session on the position shown (once); resolves when it is there. */
  start(): Promise<void> {
    return (this.#ready ??= this.#prepare());
  }

  stop(): void {
    this.#token++;
    this.session = null;
    this.#ready = null;
  }

  #prepare(): Promise<void> {
    const token = this.#token;
    const review = this.review();
    return import('../scoring-ui.js').then((ui) => {
      addDefaultWords('en', ui.scoringWords);
      if (token !== this.#token || !this.host.scoring) return;
      this.session = ui.startSession(review, this.host.rules);
      this.host.requestUpdate();
    });
  }
}
