// The board's words: its language is its own or an ancestor's lang attribute, else the page's; bundled
// languages other than English load on first use, and the board is drawn again when they are here.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { dictionaryFor, loadLanguage, type Translate } from '../i18n/index.js';

export class WordsController implements ReactiveController {
  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  get lang(): string {
    return this.host.closest('[lang]')?.getAttribute('lang') || document.documentElement.lang || 'en';
  }

  get t(): Translate {
    return dictionaryFor(this.lang);
  }

  /** Resolves when the language's words are loaded. */
  get ready(): Promise<void> {
    return loadLanguage(this.lang);
  }

  /** The language may have changed: draw again once its words are here. */
  changed(): void {
    void this.ready.then(() => this.host.requestUpdate());
  }

  hostConnected(): void {
    this.changed();
  }
}
