// Loading a game: from a URL (with an abort when another load replaces it), from text, a File or bytes.
// Each load takes a token: a load that a newer one replaced neither shows its game nor reports errors.
// Progress of big files is shown and sent as go-progress; the board is told when a game is in.
import type { ReactiveController } from 'lit';
import type { BoardHost, SgfSource } from '../board-host.js';
import type { GoBoardEventMap } from '../events.js';
import { byteLimit, explained, failure, fetchSgf, tooBig } from '../fetch-sgf.js';
import type { LoadError } from '../load-error.js';
import { panelParts } from '../panel-slot.js';
import { openRecord } from '../review.js';
import type { LoadedRecord } from '../record.js';

export type LoadStatus = 'empty' | 'loading' | 'ready' | 'error';

/** Why a load() rejects when a newer load replaced it before its game was shown. */
const superseded = (): Error => new DOMException('A newer load replaced this one before it was shown.', 'AbortError');

export interface LoaderOptions {
  /** Shows a loaded record (the board picks its game). */
  open(loaded: LoadedRecord): void;
  /** Says that the game is shown (go-load), once the board is drawn. */
  shown(): void;
}

export class LoadController implements ReactiveController {
  status: LoadStatus = 'empty';
  /** Why the last load failed (status 'error'): the board shows its sentence in its language. */
  error: LoadError | null = null;
  /** The last progress reported while loading (a download, then a big file's parsing), else null. */
  progress: GoBoardEventMap['go-progress'] | null = null;
  /** The file on the board (a load, or the empty board play() starts). */
  loaded: LoadedRecord | null = null;
  #token = 0;
  #abort: AbortController | null = null;
  /** The URL being loaded (cleared by any other load). */
  #url = '';

  constructor(
    private readonly host: BoardHost,
    private readonly options: LoaderOptions,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    // A board moved in the page (taken off and put back, as tabs, dialogs and frameworks do): the download its
    // leaving stopped starts again.
    const url = this.#url;
    if (url && url === this.host.src && this.status === 'loading' && this.#abort?.signal.aborted) void this.loadUrl(url);
  }

  hostDisconnected(): void {
    // A board taken off the page stops its download.
    this.#abort?.abort();
  }

  /** Loads SGF from text, a File or Blob, or bytes; resolves when the game is shown, rejects with a clear Error. */
  async load(source: SgfSource): Promise<void> {
    const token = this.#next();
    try {
      const isBlob = source instanceof Blob;
      // Over the board's limit: refused before the bytes are read (a Blob) or kept (text, bytes).
      const limit = byteLimit(this.host.maxBytes);
      const size = typeof source === 'string' ? source.length : isBlob ? source.size : source instanceof ArrayBuffer || source instanceof Uint8Array ? source.byteLength : 0;
      if (size > limit) throw await tooBig((m) => m.sourceName(source), size, limit);
      if (isBlob) this.#set('loading');
      const input =
        typeof source === 'string' || source instanceof Uint8Array ? source
        : source instanceof ArrayBuffer ? new Uint8Array(source)
        : isBlob ? new Uint8Array(await source.arrayBuffer())
        : null;
      if (!input) throw await failure('input', (m) => m.nothingToLoad());
      // Bytes read from a Blob are the board's: a worker may take them (the caller's are left alone).
      await this.#open(input, token, isBlob);
    } catch (e) {
      // Explained even when a newer load replaced this one (not shown then): the error load() rejects with says why.
      if ((e as Error)?.name !== 'AbortError') await this.#fail(e, token);
      throw e instanceof Error ? e : new Error(String(e));
    }
  }

  /** Loads the file at a URL (the src attribute); failures show on the board and as go-error. */
  async loadUrl(url: string): Promise<void> {
    const token = this.#next();
    this.#url = url;
    const abort = (this.#abort = new AbortController());
    this.#set('loading');
    try {
      const bytes = await fetchSgf(url, abort.signal, byteLimit(this.host.maxBytes), (bytes, total) => {
        if (token === this.#token) this.#report({ stage: 'download', fraction: total ? bytes / total : -1, bytes, total });
      });
      if (token !== this.#token) return;
      await this.#open(bytes, token, true);
    } catch (e) {
      if (token === this.#token && (e as Error).name !== 'AbortError') await this.#fail(e, token);
    }
  }

  /** Stops a download under way (the src attribute was cleared): its game will not appear later. */
  cancel(): void {
    if (this.status !== 'loading') return;
    this.#next();
    this.#set(this.loaded ? 'ready' : 'empty');
  }

  /** The board now shows `loaded` (a game picked, or an empty board to play on). */
  adopt(loaded: LoadedRecord): void {
    this.loaded = loaded;
    this.#set('ready');
  }

  #next(): number {
    this.#url = '';
    this.#abort?.abort();
    return ++this.#token;
  }

  async #open(input: string | Uint8Array, token: number, owned?: boolean): Promise<void> {
    // A Blob read while a newer load finished: that board must not go back to "Loading…".
    if (token !== this.#token) throw superseded();
    this.#set('loading');
    const loaded = await openRecord(
      input,
      (fraction) => {
        if (token !== this.#token) return false;
        this.#report({ stage: 'parse', fraction });
        return true;
      },
      owned,
      // The game a big file's worker sends first: the one this file opens at, not a choice in the last file's picker
      // (kept until this file is read, but waiting for that many games here would be for nothing).
      panelParts ? panelParts.nextFileGame(this.host) : this.host.gameIndex,
    );
    if (token !== this.#token) throw superseded();
    // A game chosen in the last file's picker (which came with the panel parts) is not shown in this one; dropped
    // once this one is read: a file that fails leaves the choice, and gameIndex, as they were.
    panelParts?.dropChosenGame(this.host);
    this.adopt(loaded);
    this.options.open(loaded);
    await this.host.updateComplete;
    // Replaced only when another file is shown now: a newer load that failed meanwhile (or is still reading) leaves
    // this game on the board, and it is said (go-load) and resolved as shown. (In problem and guess modes the update
    // waits for the mode to start, long enough for a newer load to fail first.)
    if (this.loaded !== loaded) throw superseded();
    this.options.shown();
    // A big collection shown from its first games: the board lists the rest and says so again (go-load) when it
    // is in; still on the board after a newer load failed or src was cleared, it is drawn again (the rest stopped).
    // Said once only if the rest came before the game was drawn (the first go-load said more: false).
    const more = loaded.more;
    loaded.rest?.then(() => this.loaded === loaded && (this.host.requestUpdate(), more && token === this.#token && this.options.shown()));
  }

  /** Shows and sends progress: at most once a percent, or once each 256 KB when the size is not known. */
  #report(detail: GoBoardEventMap['go-progress']): void {
    const step = (p: GoBoardEventMap['go-progress'] | null) => p && p.stage + (p.fraction < 0 ? p.bytes! >> 18 : Math.floor(p.fraction * 100));
    if (step(detail) === step(this.progress)) return;
    this.progress = detail;
    this.host.requestUpdate();
    this.host.emit('go-progress', detail);
  }

  /** Explains why a load failed (its sentence may come with a chunk), and shows it and says so (go-error) unless a newer load came. */
  async #fail(e: unknown, token: number): Promise<void> {
    const error = await explained(e);
    if (token !== this.#token) return;
    this.#set('error', error);
    this.host.emit('go-error', { message: error.message, kind: error.kind });
  }

  /** Closes the message of a failed load when the game before it is still shown: the reader goes on with it. */
  dismiss(): boolean {
    const shown = this.status === 'error' && !!this.loaded;
    if (shown) this.#set('ready');
    return shown;
  }

  #set(status: LoadStatus, error: LoadError | null = null): void {
    this.status = status;
    this.error = error;
    if (status !== 'ready') this.progress = null;
    this.host.requestUpdate();
  }
}
