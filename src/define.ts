// The one side-effect module: registers the <go-board> tag (see define-go-board.ts).
import { GoBoard } from './element/go-board.js';
import { defineGoBoard } from './define-go-board.js';

export { GoBoard, defineGoBoard };

defineGoBoard();

declare global {
  interface HTMLElementTagNameMap {
    'go-board': GoBoard;
  }
}
