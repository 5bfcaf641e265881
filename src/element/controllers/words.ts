// The board's words: its language is its own or an ancestor's lang attribute, else the page's; bundled
// languages other than English load on first use, and the board is drawn again when they are here. A lang
// changed at run time above a board (the page's, a container's) switches it too.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { dictionaryFor, loadLanguage, type Translate } from '../i18n/index.js';

/** The boards on the page, and one observer of lang attributes for all of them (made with the first: not in Node). */
const boards = new Set<WordsController>();
let observer: MutationObserver | undefined;

export class WordsController implements ReactiveController {
  /** The language last seen: a lang changed elsewhere on the page leaves the board alone. */
  #seen?: string;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  /** The nearest lang at or above the board, through the hosts of shadow roots (as the browser's own :lang() reads it). */
  get lang(): string {
    let el: Element | undefined = this.host;
    while (el && !el.hasAttribute('lang')) el = el.parentElement ?? (el.getRootNode() as ShadowRoot).host;
    return el?.getAttribute('lang') || document.documentElement.lang || 'en';
  }

  get t(): Translate {
    return dictionaryFor(this.lang);
  }

  /**
   * Resolves when the language's words are loaded, and the board is drawn in it (a lang just changed above the
   * board is seen here, before the observer says so).
   */
  get ready(): Promise<void> {
    return this.changed();
  }

  /** The language may have changed: draw again once its words are here. */
  changed(): Promise<void> {
    const lang = this.lang;
    const ready = loadLanguage(lang);
    if (lang !== this.#seen) void ready.then(() => this.host.requestUpdate());
    this.#seen = lang;
    return ready;
  }

  hostConnected(): void {
    boards.add(this);
    observer ??= new MutationObserver(() => boards.forEach((b) => b.changed()));
    // The page's lang, and any in the shadow roots the board is in: the nearest one above it may have changed.
    for (let root: Node | undefined = this.host.getRootNode(); root; root = (root as ShadowRoot).host?.getRootNode()) {
      observer.observe(root, { attributeFilter: ['lang'], subtree: true });
    }
    this.changed();
  }

  hostDisconnected(): void {
    boards.delete(this);
    if (!boards.size) observer!.disconnect();
    // Off the page, a lang changed is not seen (and the board may be drawn in it): back on it, it is drawn again.
    this.#seen = undefined;
  }
}
