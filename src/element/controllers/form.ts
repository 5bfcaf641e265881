// Form association: `<form><go-board name="lesson" mode="edit"></go-board></form>` submits the game's SGF
// under its name, like an input. A board outside a form, or without a name, gives the form nothing and pays nothing:
// this file comes as a chunk, loaded once the board is in a form.
import type { BoardHost } from '../board-host.js';

export class FormController {
  /** The form the formdata listener is on. */
  #form: HTMLFormElement | null = null;
  readonly #onFormData = (e: FormDataEvent) => {
    const host = this.host;
    // What the form would have taken from the value: nothing from a disabled board or one that has left.
    if (this.internals?.form !== e.target || !host.name || host.matches(':disabled') || !this.big()) return;
    e.formData.append(host.name, host.toSgf());
  };

  /**
   * `internals`: the board's (null in a browser without form-associated custom elements: an ordinary board); `big`:
   * whether the board shows a file read by the worker (megabytes of SGF).
   */
  constructor(
    private readonly host: BoardHost & { name: string },
    private readonly internals: ElementInternals | null,
    private readonly big: () => boolean = () => false,
  ) {
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
    const internals = this.internals;
    const form = internals?.form ?? null;
    // The listener follows the board from form to form: a form it has left (or a board taken off the page) keeps no
    // hold on the board and its game.
    if (form !== this.#form) {
      this.#form?.removeEventListener('formdata', this.#onFormData);
      form?.addEventListener('formdata', this.#onFormData);
      this.#form = form;
    }
    if (form) internals!.setFormValue(this.host.name && !this.big() ? this.host.toSgf() : null);
  }
}
