// Form association: `<form><go-board name="lesson" mode="edit"></go-board></form>` submits the game's SGF
// under its name, like an input. A board outside a form, or without a name, gives the form nothing and pays nothing.
import type { BoardHost } from '../board-host.js';

export class FormController {
  readonly #internals: ElementInternals | null = null;
  readonly #onFormData = (e: FormDataEvent) => {
    const host = this.host;
    // What the form would have taken from the value: nothing from a disabled board or one that has left.
    if (this.#internals?.form !== e.target || !host.name || host.matches(':disabled') || !this.big()) return;
    e.formData.append(host.name, host.toSgf());
  };

  /** `big`: whether the board shows a file read by the worker (megabytes of SGF). */
  constructor(
    private readonly host: BoardHost & { name: string },
    private readonly big: () => boolean = () => false,
  ) {
    try {
      this.#internals = host.attachInternals();
    } catch {
      // A browser without form-associated custom elements: an ordinary board.
    }
    const sync = () => this.sync();
    host.addEventListener('go-load', sync);
    host.addEventListener('go-change', sync);
  }

  /**
   * Gives the form the board's SGF (when the board has a name and is in a form). The text of a big file (tens of
   * MB: 50-180 ms to write) is not written at each load and edit but when the form collects its entries (submit,
   * `new FormData(form)`: the `formdata` event); it then comes after the form's other entries.
   */
  sync(): void {
    const internals = this.#internals;
    const form = internals?.form;
    if (!form) return;
    // The same listener function: added once per form. A form the board has left finds it not its own (onFormData).
    form.addEventListener('formdata', this.#onFormData);
    internals!.setFormValue(this.host.name && !this.big() ? this.host.toSgf() : null);
  }
}
