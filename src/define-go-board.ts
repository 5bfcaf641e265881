// Registering the board under a name, without doing it: the package root exports this, define.ts calls it.
// Another published package also uses the name `go-board`: if it is taken, we leave it alone (no throw),
// and a page can register the class under its own name: customElements.define('my-board', GoBoard).
import { GoBoard } from './element/go-board.js';

/** Registers GoBoard as `name` unless the name is taken (or there is no registry); returns whether it did. */
export function defineGoBoard(name = 'go-board'): boolean {
  if (typeof customElements === 'undefined' || customElements.get(name)) return false;
  // One constructor cannot be registered under two names: when the page already registered GoBoard itself
  // (or for another name), a subclass is registered.
  const registered = customElements.getName?.(GoBoard);
  customElements.define(name, name === 'go-board' && !registered ? GoBoard : class extends GoBoard {});
  return true;
}
