// Form association: `<form><go-board name="lesson" mode="edit"></go-board></form>` submits the game's SGF
// under its name, like an input. A board outside a form, or without a name, gives the form nothing and pays nothing.
import type { BoardHost } from '../board-host.js';

export class FormController {
  private readonly internals: ElementInternals | null = null;

  constructor(private readonly host: BoardHost & { name: string }) {
    try {
      this.internals = host.attachInternals();
    } catch {
      // A browser without form-associated custom elements: an ordinary board.
    }
    const sync = () => this.sync();
    host.addEventListener('go-load', sync);
    host.addEventListener('go-change', sync);
  }

  /** Gives the form the board's SGF (when the board has a name and is in a form). */
  sync(): void {
    const internals = this.internals;
    if (internals?.form) internals.setFormValue(this.host.name ? this.host.toSgf() : null);
  }
}
