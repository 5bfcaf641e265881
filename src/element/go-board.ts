import { html, nothing, svg, type TemplateResult } from 'lit/html.js';
import { ReactiveElement, type PropertyOptions, type PropertyValues } from './reactive-element.js';
import type { Captures, Vertex } from '../engine/index.js';
import { dictionaryFor, addDefaultWords, addLanguage, loadLanguage, type Dictionary, type WordKey } from './i18n/index.js';
import { styles } from './styles.js';
import { boardContent, viewBox } from './render/board-svg.js';
import { pointName } from './coordinates.js';
import { emit } from './events.js';
import { fetchSgf, LoadError } from './fetch-sgf.js';
import { Review, openRecord, openRecordSync, type LoadedRecord } from './review.js';
import type { SgfNode } from '../sgf/index.js';
import { emptyView, type BoardView } from './view.js';
import { layerWanted, markupLayer, needMarkup } from './markup-slot.js';
import type { BoardMode, ModeHost } from './modes/mode.js';
import type { GoBoardEventMap, GoBoardEventName } from './events.js';
import { loadCaptureMode, loadExtras, loadGuessMode, loadProblemMode, loadScoring } from './lazy.js';
import type { ScoringSession } from './scoring-ui.js';
import type { Rules, Score } from '../scoring/index.js';
import type { InteractionState } from './interaction.js';

type Extras = typeof import('./extras.js');

export type SgfSource = string | Blob | ArrayBuffer | Uint8Array;

/** Why a load() rejects when a newer load replaced it before its game was shown. */
const superseded = (): Error => new DOMException('A newer load replaced this one before it was shown.', 'AbortError');

/** The modes that take the board over, each loaded on demand. */
const modes = new Map<string, () => Promise<{ startMode: (host: ModeHost, board: GoBoard, review?: Review | null) => BoardMode | null }>>([
  ['problem', loadProblemMode],
  ['capture', loadCaptureMode],
  ['guess', loadGuessMode],
]);

/** Lit's template tags, for the code loaded on demand (it must not bring a second copy of Lit). */
const lit: ModeHost['lit'] = { html, nothing, svg };

/** Internal reactive state (no attribute). */
const S = { state: true };


/**
 * A Go board that loads SGF game records and steps through them, showing captures and ko.
 *
 * @summary Go (weiqi, baduk) board: SGF review with captures and ko made visible.
 * @event go-load - A game was loaded and is shown. detail: { gameIndex, games, moves, warnings }
 * @event go-error - Loading failed; the board shows the message. detail: { message, kind }
 * @event go-navigate - The reader moved to another move. detail: { moveNumber, move, captured }
 * @event go-progress - Loading progress of a big file. detail: { fraction }
 * @csspart board - The SVG board.
 * @csspart controls - The navigation buttons and slider.
 * @csspart panel - Game information, comment and notes.
 * @cssproperty [--go-board-background=#dcb35c] - Board colour.
 * @cssproperty [--go-board-line-color=#3b2c12] - Grid lines, star points, coordinates.
 * @cssproperty [--go-board-black-stone-color=#111]
 * @cssproperty [--go-board-white-stone-color=#fafafa]
 * @cssproperty [--go-board-accent-color=#c0392b] - Last move, captured ghosts, atari.
 * @cssproperty [--go-board-ko-color=#1565c0] - The ko point and focus ring.
 * @cssproperty [--go-board-max-width=40rem]
 */
export class GoBoard extends ReactiveElement {
  static override styles = styles;
  // Reactive properties (public, with their attributes), then internal state.
  static override properties: Record<string, PropertyOptions> = {
    src: {},
    sgf: {},
    size: {},
    gameIndex: { type: Number },
    move: {},
    coordinates: { type: Boolean, reflect: true },
    moveNumbers: { type: Boolean },
    showAtari: { type: Boolean },
    allowOpen: { type: Boolean },
    allowSave: { type: Boolean },
    mode: { reflect: true },
    scoring: { type: Boolean, reflect: true },
    rules: {},
    recordedTerritory: { type: Boolean },
    aiLevel: {},
    review_: S,
    status_: S,
    errorMessage_: S,
    progress_: S,
    activeMode_: S,
    scoringSession_: S,
  };

  /** Adds or extends a language for the board's words (falls back to English per word). */
  static addLanguage(code: string, words: Partial<Dictionary>): void {
    addLanguage(code, words);
  }

  /** URL of an SGF file to load. */
  src = '';
  /** SGF text to load. */
  sgf = '';
  /** Board size when no game is loaded ("19", "9", "19:13"). */
  size = '19';
  /** Which game of a collection to show (0-based). */
  gameIndex = 0;
  /** Move to show after loading: a number or "last". */
  move = '';
  /** Show coordinates around the board. */
  coordinates = false;
  /** Show move numbers on the stones. */
  moveNumbers = false;
  /** Ring the groups in atari (one liberty left), for both colours. */
  showAtari = false;
  /** Offer an Open button and drag-and-drop of SGF files. */
  allowOpen = false;
  /** Offer a Save button that downloads the game as SGF. */
  allowSave = false;
  /**
   * What a click does: `review` (show a group's liberties), `play` (play for the side to move; a move
   * that differs from the record starts a variation), `problem` (solve the loaded SGF problem: the board
   * answers from its variations and says right or wrong), `capture` (the capture game against the computer),
   * `guess` (guess the game's next move, from the move shown).
   */
  mode: 'review' | 'play' | 'problem' | 'capture' | 'guess' = 'review';
  /** Scoring mode on the current position: dead stones proposed, click a group to toggle, breakdown shown. */
  scoring = false;
  /** Counting rules in scoring mode: `japanese` (territory) or `chinese` (area). Default: the file's RU. */
  rules: Rules | '' = '';
  /** In scoring mode, show the territory marks recorded in the file (TB/TW) instead of the computed ones. */
  recordedTerritory = false;
  /** Level of the computer in the capture game: `easy` or `hard`. */
  aiLevel: 'easy' | 'hard' = 'easy';

  protected review_?: Review | null;
  protected status_: 'empty' | 'loading' | 'ready' | 'error' = 'empty';
  protected errorMessage_ = '';
  protected progress_ = -1;
  /** What the reader points at and is told (changed by interaction.ts, which comes with the extras). */
  protected ui_: InteractionState = { cursor: null, pointed: null, notice: null, announcement: '', dragging: false };
  /** Clicks and keys that came before the code that handles them (null once that code failed to load). */
  private queued_: Event[] | null = [];
  /** A mode loaded on demand that takes over the board (the capture game). */
  protected activeMode_?: BoardMode | null;
  /** Dead stones and the count while scoring (the scoring code loads on demand). */
  protected scoringSession_?: ScoringSession | null;
  private scoringToken_ = 0;
  private modeToken_ = 0;
  private scoringReady_?: Promise<void> | null;
  /** The extras (Open/Save, play controls, coordinates, move numbers, atari rings, clicks and keys): loaded after go-board.js. */
  private extras_?: Extras | null;
  private extrasReady_?: Promise<void> | null;
  private markupReady_?: Promise<void> | null;
  /** Code on demand being loaded for this board. */
  private loading_ = new Set<Promise<void>>();

  protected loaded_?: LoadedRecord | null;
  /** Where the reader started playing moves (reset goes back there). */
  private playStart_?: SgfNode | null;
  private loadToken_ = 0;
  private abort_?: AbortController | null;

  constructor() {
    super();
    this.addEventListener('keydown', (e) => this.onKey_(e));
    for (const type of ['dragover', 'dragleave', 'drop']) this.addEventListener(type, (e) => this.interact_(e));
  }

  // The board's own lang attribute switches its words (it is not a declared property: HTMLElement has it).
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang') void this.languageReady.then(() => this.requestUpdate());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // A board taken off the page stops its timers (capture demo, problem answers) and its download.
    this.activeMode_?.dispose();
    this.activeMode_ = null;
    this.abort_?.abort();
    if (modes.has(this.mode)) this.modeToken_++;
  }

  override connectedCallback(): void {
    // Back on the page: a mode that was stopped comes back.
    if (!this.activeMode_ && modes.has(this.mode) && this.hasUpdated) queueMicrotask(() => this.switchMode_());
    super.connectedCallback();
    if (!this.hasAttribute('tabindex')) this.tabIndex = 0;
    void this.languageReady.then(() => this.requestUpdate());
  }

  // ---- public API ----

  /** Moves played to reach the current node (passes count as moves). */
  get moveNumber(): number {
    return this.review_?.state.moveNumber ?? 0;
  }

  /** The board, one string per row, top row first: '.' empty, 'X' black, 'O' white. */
  get position(): string[] {
    if (this.activeMode_) return this.activeMode_.rows.slice();
    if (this.review_) return this.review_.state.position.slice();
    const [w, h] = this.boardSize_();
    return Array.from({ length: h }, () => '.'.repeat(w));
  }

  /** Stones captured by each colour up to this node. */
  get captures(): Captures {
    const c = this.review_?.state.captures;
    return { black: c?.black ?? 0, white: c?.white ?? 0 };
  }

  /** The point the player to move may not retake right now, or null. */
  get koPoint(): Vertex | null {
    const k = this.review_?.state.koPoint;
    return k ? [k[0], k[1]] : null;
  }

  /** The stones removed by the move that led to this node. */
  get captured(): Vertex[] {
    return (this.review_?.state.captured ?? []).map(([x, y]) => [x, y] as Vertex);
  }

  /** Number of moves on the current line (main line, or the chosen variations). */
  get totalMoves(): number {
    return this.review_?.lineLength() ?? 0;
  }

  /** Games in the loaded file. */
  get gameCount(): number {
    return this.loaded_?.games.length ?? 0;
  }

  first(): void {
    this.navigate_((r) => r.goTo(0));
  }

  previous(): void {
    this.navigate_((r) => r.previous());
  }

  next(): void {
    this.navigate_((r) => r.next());
  }

  last(): void {
    this.navigate_((r) => r.goTo(r.lineLength()));
  }

  /** Goes to move n of the current line (clamped to the line). */
  goTo(n: number): void {
    this.navigate_((r) => r.goTo(Math.max(0, Math.floor(Number(n) || 0))));
  }

  /** Chooses which variation the next move follows (index among the alternatives). */
  chooseVariation(index: number): void {
    this.navigate_((r) => r.chooseVariation(index));
  }

  /**
   * The count in scoring mode, else null: `{ rules, black: { territory, prisoners, stones, total },
   * white: { territory, prisoners, stones, komi, handicap, total }, dead, result, margin, ownership, seki, dame }`.
   */
  get score(): Score | null {
    return this.scoring ? (this.scoringSession_?.score ?? null) : null;
  }

  /** Enters scoring mode on the current position; resolves when the dead stones are proposed and the count shown. */
  async startScoring(): Promise<void> {
    this.scoring = true;
    await (this.scoringReady_ ??= this.prepareScoring_());
    await this.updateComplete;
  }

  /** Leaves scoring mode: the review is as it was. */
  stopScoring(): void {
    this.scoring = false;
    this.scoringToken_++;
    this.scoringSession_ = null;
    this.scoringReady_ = null;
  }

  /** In scoring mode, toggles the group at a point (and its same-colour neighbours across empty points) dead or alive. */
  toggleDead(x: number, y: number): void {
    const session = this.scoringSession_;
    if (session?.toggle([x, y])) this.requestUpdate();
  }

  private prepareScoring_(): Promise<void> {
    const token = this.scoringToken_;
    // Leaving the position (or scoring) bumps the token: a session that comes late is dropped.
    const review = this.ensureReview_();
    return loadScoring().then((ui) => {
      addDefaultWords('en', ui.scoringWords);
      if (token === this.scoringToken_ && this.scoring) this.scoringSession_ = ui.startSession(review, this.rules);
    });
  }

  /** Plays a move for the side to move (play mode rules, in any mode). Returns why it is illegal, or null. */
  play(x: number, y: number): string | null {
    const review = this.ensureReview_();
    this.playStart_ ??= review.node;
    const reason = review.play([x, y]);
    this.afterPlay_(reason);
    return reason;
  }

  /** Passes for the side to move. */
  pass(): void {
    const review = this.ensureReview_();
    this.playStart_ ??= review.node;
    this.afterPlay_(review.play(null));
  }

  /** Takes back the last move (a move tried on the board is removed; recorded moves stay in the record). */
  undo(): void {
    this.ui_.notice = null;
    this.navigate_((r) => r.takeBack());
  }

  /** Goes back to where playing started (the loaded position), keeping every variation. */
  reset(): void {
    this.ui_.notice = null;
    this.navigate_((r) => r.go(this.playStart_ ?? r.cursor.root));
  }

  /** Loads SGF from text, a File or Blob, or bytes. Resolves when the game is shown; rejects with a clear Error. */
  async load(source: SgfSource): Promise<void> {
    const token = ++this.loadToken_;
    this.abort_?.abort();
    try {
      const isBlob = typeof Blob !== 'undefined' && source instanceof Blob;
      if (isBlob) this.status_ = 'loading';
      const input =
        typeof source === 'string' || source instanceof Uint8Array ? source
        : source instanceof ArrayBuffer ? new Uint8Array(source)
        : isBlob ? new Uint8Array(await source.arrayBuffer())
        : null;
      if (!input) throw new LoadError('Nothing to load: give SGF text, a File or Blob, an ArrayBuffer or a Uint8Array.', 'input');
      await this.show_(input, token);
    } catch (e) {
      if (token === this.loadToken_) this.fail_(e);
      throw e instanceof Error ? e : new Error(String(e));
    }
  }

  // ---- loading ----

  protected override willUpdate(changed: PropertyValues): void {
    // The extras load at once, beside the first paint: load() and go-load wait for them, so a shown game answers keys.
    this.needExtras_();
    if (changed.has('mode') || changed.has('aiLevel') || (changed.has('size') && this.mode === 'capture')) this.switchMode_();
    if (changed.has('scoring') && !this.scoring) this.stopScoring();
    else if (changed.has('scoring') && this.scoring && !this.scoringReady_ && this.review_) {
      this.scoringReady_ = this.prepareScoring_();
    }
    if (changed.has('rules')) this.scoringSession_?.choose(this.rules);
    if (changed.has('src') && this.src) void this.loadUrl_(this.src);
    else if (changed.has('sgf') && this.sgf) this.load(this.sgf).catch(() => undefined);
    else if (changed.has('gameIndex') && this.loaded_ && this.status_ === 'ready') {
      const index = Math.floor(Number(this.gameIndex));
      if (index >= 0 && index < this.loaded_.games.length && index !== this.review_?.gameIndex) {
        this.pickGame_(index);
        const { review_: review, loaded_: loaded } = this;
        void this.updateComplete.then(() => this.shown_(review!, loaded!));
      }
    }
  }

  /** Also waits for the code on demand the board is loading (extras, markup), so that it is then drawn with it. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    while (this.loading_.size) {
      await Promise.all(this.loading_);
      done = await super.getUpdateComplete();
    }
    return done;
  }

  /** Loads the extras (once, retried after a failure): Open/Save, play controls, coordinates, move numbers, atari rings, and the reader's clicks and keys. */
  private needExtras_(): void {
    this.extrasReady_ ??= this.whenLoaded_(
      loadExtras().then((m) => {
        addDefaultWords('en', { ...m.extraWords, ...m.interactionWords });
        this.extras_ = m;
        for (const e of this.queued_!.splice(0)) this.interact_(e);
      }),
      'extras',
      // Not tried again (a browser keeps a failed module): the board works without clicks and keys.
      () => (this.queued_ = null),
    );
  }

  /**
   * Passes a reader's event to interaction.ts. Before it has loaded, a click or a key the board uses
   * waits for it (the key's default action is stopped now); the pointer's moves are left out.
   */
  private interact_(e: Event): void {
    const extras = this.extras_;
    if (extras) {
      if (extras.interact({ board: this, ui: this.ui_, mode: this.activeMode_, review: this.review_, t: this.t }, e)) this.requestUpdate();
      return;
    }
    this.needExtras_();
    const key = (e as KeyboardEvent).key;
    // Keys the board may use: moving (and Shift + arrows), and letters when a mode or play takes them.
    if (this.queued_ && this.queued_.length < 9 && (e.type === 'click' || (e.type === 'keydown' && (/^(Arrow|Page|Home|End)/.test(key) || (this.mode !== 'review' && key.length === 1))))) {
      if (key) e.preventDefault();
      this.queued_.push(e);
    }
  }

  /** Draws the board again once code on demand has come; until then updateComplete waits for it. */
  private whenLoaded_(loading: Promise<void>, what: string, failed?: () => void): Promise<void> {
    const done = loading.then(
      () => this.requestUpdate(),
      (e) => {
        failed?.();
        console.error(`go-board ${what}`, e);
      },
    );
    this.loading_.add(done);
    void done.then(() => this.loading_.delete(done));
    return done;
  }

  protected override firstUpdated(): void {
    const inline = this.querySelector('script[type="application/x-go-sgf"]');
    // After this update: loading changes state, which must not happen inside an update.
    if (!this.src && !this.sgf && inline?.textContent?.trim()) queueMicrotask(() => this.load(inline.textContent!).catch(() => undefined));
  }

  private async loadUrl_(url: string): Promise<void> {
    const token = ++this.loadToken_;
    this.abort_?.abort();
    const abort = (this.abort_ = new AbortController());
    this.status_ = 'loading';
    try {
      const bytes = await fetchSgf(url, abort.signal);
      if (token !== this.loadToken_) return;
      await this.show_(bytes, token);
    } catch (e) {
      if (token === this.loadToken_ && (e as Error).name !== 'AbortError') this.fail_(e);
    }
  }

  private async show_(input: string | Uint8Array, token: number): Promise<void> {
    this.status_ = 'loading';
    this.progress_ = -1;
    const loaded = await openRecord(input, (fraction) => {
      if (token !== this.loadToken_) return false;
      this.progress_ = fraction;
      emit(this, 'go-progress', { fraction });
      return true;
    });
    if (token !== this.loadToken_) throw superseded();
    this.loaded_ = loaded;
    this.pickGame_(Math.min(Math.max(0, Math.floor(Number(this.gameIndex)) || 0), loaded.games.length - 1), true);
    await this.updateComplete;
    if (token !== this.loadToken_) throw superseded();
    this.shown_();
  }

  /** Says that a game is shown (go-load). */
  private shown_(review = this.review_!, loaded = this.loaded_!): void {
    emit(this, 'go-load', { gameIndex: review.gameIndex, games: loaded.games.length, moves: review.lineLength(), warnings: [...loaded.warnings, ...review.warnings] });
  }

  /** The review to play on: the loaded game, or an empty board of `size` when nothing is loaded. */
  private ensureReview_(): Review {
    if (!this.review_) {
      const [w, h] = this.boardSize_();
      this.loaded_ = openRecordSync(`(;GM[1]FF[4]SZ[${w === h ? w : `${w}:${h}`}])`);
      // The same empty board, now with a game behind it: the point cursor stays.
      const cursor = this.ui_.cursor;
      this.pickGame_(0);
      this.ui_.cursor = cursor;
    }
    return this.review_!;
  }

  private afterPlay_(reason: string | null): void {
    if (reason) {
      // The sentences of illegal moves come with the extras (the notice shows once they are here).
      this.ui_.notice = { text: (t) => t(reason as WordKey), warning: true };
      this.requestUpdate();
      return;
    }
    this.ui_.notice = null;
    this.navigate_(() => undefined, true);
  }

  private switchMode_(): void {
    this.activeMode_?.dispose();
    this.activeMode_ = null;
    this.ui_.notice = null;
    const token = ++this.modeToken_;
    const problem = this.mode === 'problem';
    const load = modes.get(this.mode);
    if (!load) return;
    this.stopScoring();
    // The problem's hint is a mark: the markup layer comes with the problem mode. A new game (pickGame_) starts the mode again.
    void Promise.all([load(), problem && needMarkup().catch(() => undefined)]).then(
      ([m]) => {
        if (token === this.modeToken_) this.activeMode_ = m.startMode(this.modeHost_(), this, this.review_);
      },
      (e) => console.error('go-board mode', e),
    );
  }

  private modeHost_(): ModeHost {
    const host: ModeHost = {
      requestUpdate: () => this.requestUpdate(),
      get t() {
        return board.t;
      },
      get lang() {
        return board.lang;
      },
      lit,
      emit: <K extends GoBoardEventName>(name: K, detail: GoBoardEventMap[K]) => emit(this, name, detail),
    };
    const board = this;
    return host;
  }

  private pickGame_(index: number, initial = false): void {
    if (!this.loaded_) return;
    const review = new Review(this.loaded_, index);
    // A new game starts a mode that works on it again.
    if (this.mode === 'problem' || this.mode === 'guess') queueMicrotask(() => this.switchMode_());
    // A board loaded with `scoring` set counts the position it shows.
    if (this.scoring) {
      this.stopScoring();
      queueMicrotask(() => void this.startScoring());
    }
    this.playStart_ = null;
    this.ui_ = { ...this.ui_, cursor: null, pointed: null, notice: null };
    if (initial && this.move) review.goTo(this.move === 'last' ? review.lineLength() : Number(this.move) || 0);
    this.review_ = review;
    this.status_ = 'ready';
    this.errorMessage_ = '';
    this.requestUpdate();
  }

  private fail_(e: unknown): void {
    const error = e instanceof LoadError ? e : new LoadError((e as Error)?.message || String(e), 'parse');
    this.status_ = 'error';
    this.errorMessage_ = error.message;
    emit(this, 'go-error', { message: error.message, kind: error.kind });
  }

  // ---- navigation ----

  private navigate_(step: (review: Review) => void, moved = false): void {
    const review = this.review_;
    if (!review) return;
    const before = review.node;
    step(review);
    // The review object changes in place: the board is drawn again whatever the step did.
    this.requestUpdate();
    if (review.node === before && !moved) return;
    if (this.scoring) this.stopScoring();
    const s = review.state;
    this.ui_.announcement = this.describeMove_();
    emit(this, 'go-navigate', {
      moveNumber: s.moveNumber,
      move: s.move ? (s.move.vertex ? [s.move.vertex[0], s.move.vertex[1]] : 'pass') : null,
      captured: this.captured,
    });
  }

  private onKey_(e: KeyboardEvent): void {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.composedPath()[0] as HTMLElement | undefined;
    if (target && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName) && (target as HTMLInputElement).type !== 'range') return;
    // Enter and Space on a button press the button.
    if (target?.tagName === 'BUTTON' && (e.key === 'Enter' || e.key === ' ')) return;
    this.interact_(e);
  }

  /** The game as SGF text, every property kept (the whole file when it holds several games). */
  toSgf(): string {
    return this.loaded_ ? this.loaded_.toSgf() : '';
  }


  // ---- words ----

  /** The board's language: its own or an ancestor's lang attribute, else the page's. */
  override get lang(): string {
    return this.closest('[lang]')?.getAttribute('lang') || document.documentElement.lang || 'en';
  }

  override set lang(value: string) {
    this.setAttribute('lang', value);
  }

  private get t(): (key: WordKey, params?: Record<string, string | number>) => string {
    return dictionaryFor(this.lang);
  }

  /** Resolves when the board's language is loaded (bundled languages other than English load on first use). */
  get languageReady(): Promise<void> {
    return loadLanguage(this.lang);
  }

  private describeMove_(): string {
    const review = this.review_;
    if (!review) return '';
    const s = review.state;
    const t = this.t;
    if (!s.move) return t('start');
    const color = this.t(s.move.color);
    const [, h] = review.size;
    const parts = [
      `${t('moveSlider')} ${s.moveNumber}:`,
      s.move.vertex ? t('played', { color, point: pointName(s.move.vertex, h) }) : t('passed', { color }),
    ];
    if (s.captured.length) parts.push(this.capturedSentence_());
    return parts.join(' ');
  }

  private capturedSentence_(): string {
    const review = this.review_!;
    const s = review.state;
    const t = this.t;
    const n = s.captured.length;
    return t('capturedNow', {
      color: this.t(s.move!.color),
      n,
      stones: n === 1 ? t('stone') : t('stones'),
      points: s.captured.map((v) => pointName(v, review.size[1])).join(', '),
    });
  }

  // ---- rendering ----

  private boardSize_(): [number, number] {
    if (this.activeMode_) return this.activeMode_.size;
    if (this.review_) return this.review_.size;
    const [w, h] = this.size.split(':').map((n) => parseInt(n, 10));
    const width = w && w > 0 && w <= 52 ? w : 19;
    return [width, h && h > 0 && h <= 52 ? h : width];
  }

  protected boardView_(): BoardView {
    const mode = this.activeMode_;
    const [width, height] = this.boardSize_();
    const review = this.review_;
    const extras = this.extras_;
    const view = mode
      ? mode.view()
      : review
        ? {
            ...review.view(),
            numbers: this.moveNumbers && extras ? extras.moveNumbers(review) : [],
            atari: this.showAtari && extras ? extras.atariStones(review) : [],
          }
        : null;
    const game = review?.cursor.game;
    const { pointed, cursor } = this.ui_;
    return {
      ...emptyView(width, height),
      rows: this.position,
      liberties: pointed && game && !mode ? game.libertiesAt(pointed[0], pointed[1]) : [],
      cursor,
      ...view,
      // While counting: our territory and dead stones, or the file's TB/TW marks when asked for.
      ...(mode ? {} : this.scoringSession_?.view(view, this.recordedTerritory)),
      coordinates: this.coordinates,
    };
  }

  private renderScoring_(): TemplateResult {
    return this.scoringSession_?.panel({ lit, t: this.t, review: this.review_, board: this }) ?? html`<p class="note" role="status">${this.t('counting')}</p>`;
  }

  protected override render(): TemplateResult {
    const t = this.t;
    const view = this.boardView_();
    const review = this.review_;
    const notice = this.ui_.notice;
    // Marks a mode adds (a problem's hint), variations the reader plays: drawn once their layer is here.
    if (!markupLayer && layerWanted(view, review)) this.markupReady_ ??= this.whenLoaded_(needMarkup(), 'markup');
    const s = review?.state;
    return html`
      <div class="base ${this.ui_.dragging ? 'drop' : ''}" part="base">
        <div class="board-wrap">
          <svg
            class="board"
            part="board"
            viewBox=${viewBox(view)}
            role="img"
            aria-label=${this.boardLabel_()}
            @click=${this.interact_}
            @pointermove=${this.interact_}
            @pointerleave=${this.interact_}
          >
            ${boardContent(view, [this.scoringSession_?.territory], [markupLayer?.cropCovers, this.coordinates && this.extras_?.coordinateLabels])}
          </svg>
          ${this.renderMessage_()}
        </div>
        ${this.activeMode_
          ? html`<div class="panel" part="panel">${this.activeMode_.panel()}</div>`
          : html`${review ? this.renderControls_() : nothing}${this.mode === 'play' ? this.extras_?.playControls(lit, t, this, this.t(s?.toMove ?? 'black')) : nothing}
        ${notice && this.extras_ ? html`<p class="note ${notice.warning ? 'warning' : ''}" role="status" part="notice">${notice.text(t)}</p>` : nothing}
        <div class="panel" part="panel">
          ${this.scoring ? this.renderScoring_() : nothing}
          ${review ? this.renderInfo_() : nothing}
          ${s?.captured.length ? html`<p class="note captured" part="captured-note">${this.capturedSentence_()}</p>` : nothing}
          ${s?.koPoint ? html`<p class="note ko" part="ko-note">${this.koSentence_()}</p>` : nothing}
          ${s?.warnings.map((w) => html`<p class="note warning" role="status">${w}</p>`)}
          ${review && markupLayer ? markupLayer.variationList(lit, t, this, review) : nothing}
          ${s?.comment ? html`<p class="comment" part="comment" aria-label=${t('comment')}>${s.comment}</p>` : nothing}
          ${(this.allowOpen || this.allowSave) && this.extras_ ? this.extras_.fileActions(lit, t, this, review) : nothing}
        </div>`}
        <div class="visually-hidden" aria-live="polite">${this.ui_.announcement}</div>
      </div>
    `;
  }


  private koSentence_(): string {
    const s = this.review_!.state;
    return this.t('koExplain', {
      color: this.t(s.toMove),
      point: pointName(s.koPoint!, this.review_!.size[1]),
    });
  }

  private boardLabel_(): string {
    const t = this.t;
    const [w, h] = this.boardSize_();
    const base = `${t('board')} ${w}×${h}`;
    return this.review_ ? `${base}. ${this.describeMove_()}` : base;
  }

  private renderMessage_(): TemplateResult | typeof nothing {
    const t = this.t;
    if (this.status_ === 'loading') {
      const text = this.progress_ >= 0 ? t('loadingPercent', { n: Math.round(this.progress_ * 100) }) : t('loading');
      return html`<div class="message" role="status" aria-busy="true">
        <span>${text}</span>${this.progress_ >= 0 ? html`<progress max="1" .value=${this.progress_}></progress>` : nothing}
      </div>`;
    }
    if (this.status_ === 'error') {
      return html`<div class="message error" role="alert" part="error"><strong>${t('errorTitle')}</strong><span>${this.errorMessage_}</span></div>`;
    }
    if (this.ui_.dragging) return html`<div class="message">${t('dropHere')}</div>`;
    return nothing;
  }

  private renderControls_(): TemplateResult {
    const t = this.t;
    const review = this.review_!;
    const n = review.state.moveNumber;
    const total = review.lineLength();
    const moveOf = t('moveOf', { n, total });
    // An icon button: its name for screen readers and as a tooltip.
    const button = (name: 'first' | 'previous' | 'next' | 'last', disabled: boolean, icon: string) =>
      html`<button @click=${this[name]} ?disabled=${disabled} aria-label=${t(name)} title=${t(name)}><svg class="icon" viewBox="0 0 16 16" aria-hidden="true"><path d=${icon}></path></svg></button>`;
    return html`<div class="controls" part="controls">
      ${button('first', n === 0, 'M3 3h2v10H3zM13 3v10L6 8z')}${button('previous', n === 0, 'M11 3v10L4 8z')}
      <input
        type="range"
        min="0"
        max=${total}
        .value=${String(n)}
        aria-label=${t('moveSlider')}
        aria-valuetext=${moveOf}
        @input=${(e: Event) => this.goTo(Number((e.target as HTMLInputElement).value))}
      />
      ${button('next', !review.hasNext(), 'M5 3v10l7-5z')}${button('last', n >= total, 'M3 3v10l7-5zM11 3h2v10h-2z')}
      <span class="move-number" aria-hidden="true">${moveOf}</span>
      ${this.scoring || !review.hasNext()
        ? html`<button class="count" part="count-button" aria-pressed=${this.scoring ? 'true' : 'false'} @click=${() => (this.scoring ? this.stopScoring() : void this.startScoring())}>
            ${this.scoring ? t('stopCounting') : t('count')}
          </button>`
        : nothing}
    </div>`;
  }

  private renderInfo_(): TemplateResult {
    const t = this.t;
    const review = this.review_!;
    const info = review.info;
    const caps = this.captures;
    const player = (name: string | undefined, rank: string | undefined, color: 'black' | 'white') =>
      html`<span class=${color}>${name || this.t(color)}${rank ? ` (${rank})` : ''}</span>`;
    // Word, then SGF property.
    const rows = { result: 'RE', komi: 'KM', handicap: 'HA', date: 'DT', event: 'EV', round: 'RO', place: 'PC', rules: 'RU', gameName: 'GN' } as const;
    return html`
      ${this.gameCount > 1 && this.extras_ ? this.extras_.gamePicker(lit, t, this, this.loaded_!.games, review.gameIndex) : nothing}
      <div class="players" part="players">
        ${player(info.PB, info.BR, 'black')} ${player(info.PW, info.WR, 'white')}
      </div>
      <div class="prisoners" part="prisoners">
        ${t('prisoners')}: ${t('captures', { color: t('black'), n: caps.black })} · ${t('captures', { color: t('white'), n: caps.white })}
      </div>
      <dl class="info" part="info" aria-label=${t('gameInfo')}>
        ${Object.entries(rows).map(([k, id]) => (info[id] ? html`<div><dt>${t(k as WordKey)}</dt><dd>${info[id]}</dd></div>` : nothing))}
      </dl>
    `;
  }

}
