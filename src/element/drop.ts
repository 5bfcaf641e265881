// Dropping an SGF file on the board (boards with allow-open): in the entry, since a file dropped before a chunk
// arrived would be opened by the browser. The board draws the drop message while `ui.dragging` is set.
import type { BoardHost } from './board-host.js';
import { dropWords } from './drop-words.js';
import { addDefaultWords } from './i18n/index.js';
import type { InteractionState } from './interaction.js';

export { dropWords };

const boards = new WeakSet<BoardHost>();

/** Makes the board take dropped files (once per board); `state.ui` is read at each event (the board replaces it). */
export function acceptDrops(board: BoardHost, state: { readonly ui: InteractionState }): void {
  addDefaultWords('en', dropWords);
  if (boards.has(board)) return;
  boards.add(board);
  const listener = (e: Event): void => {
    if (onDrag(board, state.ui, e as DragEvent)) board.requestUpdate();
  };
  for (const type of ['dragover', 'dragleave', 'drop']) board.addEventListener(type, listener);
}

/** Returns whether the board must be drawn again. Without allow-open (turned off since), a drop is left to the page. */
function onDrag(board: BoardHost, ui: InteractionState, e: DragEvent): boolean {
  switch (e.type) {
    case 'dragover': {
      if (!board.allowOpen || !e.dataTransfer?.types.includes('Files')) return false;
      e.preventDefault();
      // Fired again and again while dragging: the board is drawn again only when it starts.
      const started = !ui.dragging;
      ui.dragging = true;
      return started;
    }
    case 'dragleave': {
      const was = ui.dragging;
      ui.dragging = false;
      return was;
    }
    default: {
      if (!board.allowOpen) return false;
      e.preventDefault();
      ui.dragging = false;
      const file = e.dataTransfer?.files[0];
      if (file) board.load(file).catch(() => undefined);
      return true;
    }
  }
}
