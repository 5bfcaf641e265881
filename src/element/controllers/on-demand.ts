// Code the board loads on demand and is drawn with (the markup layer): the board draws again
// when it comes, and updateComplete waits for it, so a test or a page sees the board complete.
import type { ReactiveControllerHost } from 'lit';

export class OnDemandController {
  readonly #pending = new Set<Promise<void>>();

  constructor(private readonly host: ReactiveControllerHost) {}

  /** Tracks a load; `what` names it in the console when it fails. */
  add(loading: Promise<unknown>, what: string): Promise<void> {
    const done = loading.then(
      () => this.host.requestUpdate(),
      (e: unknown) => console.error(`go-board ${what}`, e),
    );
    this.#pending.add(done);
    void done.then(() => this.#pending.delete(done));
    return done;
  }

  get busy(): boolean {
    return this.#pending.size > 0;
  }

  /** Resolves when every load tracked so far has settled. */
  settled(): Promise<unknown> {
    return Promise.all(this.#pending);
  }
}
