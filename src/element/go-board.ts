import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import type { ScoreEstimate } from '../analysis/index.js';
import type { Captures, Vertex } from '../engine/index.js';
import type { Rules, Score } from '../scoring/index.js';
import type { SgfNode } from '../sgf/index.js';
import { readSize } from '../sgf/properties.js';
import { analysisLayer, analysisWanted, needAnalysis } from './analysis-slot.js';
import type { BoardHost, BoardModeName, SgfSource } from './board-host.js';
import type { FormController } from './controllers/form.js';
import { InteractionController } from './controllers/interaction.js';
import { LoadController } from './controllers/loader.js';
import { ModeController } from './controllers/modes.js';
import { OnDemandController } from './controllers/on-demand.js';
import { ScoringController } from './controllers/scoring.js';
import { WordsController } from './controllers/words.js';
import type { DiagramOptions } from '../diagram/render.js';
import type { PngOptions } from './export-image.js';
import { emit, type GoBoardEventMap, type GoBoardEventName } from './events.js';
import type { EditMode } from './modes/edit-mode.js';
import { DEFAULT_MAX_BYTES } from './fetch-sgf.js';
import { mib } from './load-error.js';
import { addLanguage, type Dictionary, type Translate, type WordKey } from './i18n/index.js';
import type { AutoplayController } from './autoplay.js';
import { layerWanted, markupLayer, needMarkup } from './markup-slot.js';
import { coordinateLabels } from './overlays.js';
import { fileActions } from './controls.js';
import { FOLD_AT, shortComment } from './comment.js';
import { needPanelParts, panelParts, type PanelParts } from './panel-slot.js';
import { boardContent, boardFit, viewBox } from './render/board-svg.js';
import { INFO_ROWS, Review, gameEnded, openPlainRecord } from './review.js';
import { komiText, resultText } from './result-words.js';
import { capturedSentence, describeMove, koSentence } from './sentences.js';
import { styles } from './styles.js';
import { emptyView, type BoardView } from './view.js';

export type { SgfSource };

/** The chunks of features a board loads when an attribute asks for them: one copy for the page. */
const features: { autoplay?: typeof import('./autoplay.js'); crop?: typeof import('./crop.js'); tree?: typeof import('./tree-panel.js'); form?: typeof import('./controllers/form.js') } = {};
type Features = typeof features;

/**
 * A Go board that loads SGF game records and steps through them, showing captures and ko.
 *
 * @tagname go-board
 * @summary Go (weiqi, baduk) board: SGF review with captures and ko made visible.
 * @attr disabled - As on other form controls: a disabled board (or one in a disabled fieldset) cannot be focused, submits nothing, and in edit mode edits nothing.
 * @attr lang - The board's language (else the nearest ancestor's lang, else the page's): en, vi, or one added with GoBoard.addLanguage; followed when it changes.
 * @event go-load - A game was loaded and is shown. detail: { gameIndex, games, moves, warnings, more } (`more`: a big collection shows its first games while the rest is read; another go-load, with more false, says when it is in)
 * @event go-error - Loading failed; the board shows why, in its language. detail: { message (English), kind }
 * @event go-navigate - The reader moved to another move. detail: { moveNumber, move, captured }
 * @event go-progress - Loading progress: of a download from src, then of a big file's parsing. detail: { stage: 'download' | 'parse', fraction (0 to 1; -1 when a download's size is unknown), bytes, total (downloads) }
 * @event go-problem - A problem was answered (problem mode). detail: { solved, moveNumber, gameIndex } (gameIndex: which problem, in a file that holds several)
 * @event go-guess - A guess, or the move found or shown (guess mode). detail: { moveNumber, outcome, right, tries, vertex }
 * @event go-capture-move - A move of the capture game. detail: { color, vertex, captured, moveNumber }
 * @event go-capture-end - The capture game is won. detail: { winner, moveNumber }
 * @event go-change - The game was edited (edit mode: any tool, undo, redo). detail: { sgf }, the whole file as toSgf() gives it, written when first read
 * @csspart base - Everything inside the board.
 * @csspart board - The SVG board.
 * @csspart controls - The navigation buttons and slider.
 * @csspart panel - Game information, comment and notes.
 * @csspart comment - The node's comment.
 * @csspart players - The players' names and ranks.
 * @csspart prisoners - Stones captured by each side.
 * @csspart info - The game's information (result, komi, date…).
 * @csspart variations - The list of the next move's alternatives.
 * @csspart analysis - The record's analysis under the controls: graph, mistakes, table, engine's moves, notes.
 * @csspart graph - The win-rate and score graph (a slider: click, drag or arrow keys).
 * @csspart mistakes - The list of mistakes, a button each.
 * @csspart candidates - The engine's suggested moves at this position.
 * @csspart analysis-table - The record's numbers as a table (folded: a details element).
 * @csspart candidate - An engine's move marked on the board, with its rank.
 * @csspart annotation - The words of a move's annotation (good move, bad move…) in the panel.
 * @csspart annotation-symbol - The annotation's symbol on the move's stone (!, ?, !?…).
 * @csspart estimate - The score estimate's line (show-estimate).
 * @csspart atari - A ring on each stone of a group in atari (show-atari).
 * @csspart last-move - The dot on the last move.
 * @csspart last-move-ring - The ring on the last move when move numbers are shown (the dot would cover its number).
 * @cssproperty [--go-board-background=#dcb35c] - Board colour.
 * @cssproperty [--go-board-line-color=#3b2c12] - Grid lines, star points, coordinates.
 * @cssproperty [--go-board-black-stone-color=#111] - Black stones.
 * @cssproperty [--go-board-white-stone-color=#fafafa] - White stones.
 * @cssproperty [--go-board-accent-color=#c0392b] - Last move, captured ghosts, atari.
 * @cssproperty [--go-board-ko-color=#1565c0] - The ko point and focus ring.
 * @cssproperty [--go-board-max-width=40rem] - The board's largest width (a VW crop: the part of that width its points take).
 * @cssproperty [--go-board-max-point-size=2.75rem] - The largest distance between two lines (small boards and crops stop growing there).
 * @cssproperty [--go-board-text-color=inherit] - Text under the board (set it with the panel background on a dark page).
 * @cssproperty [--go-board-panel-background=transparent] - Background of the panel and the buttons.
 * @csspart describe - The "Describe the position" button (shown when focused).
 * @csspart tree - The game tree (show-tree).
 * @csspart autoplay-button - The Play / Pause button (autoplay).
 * @csspart problem-set - Problem mode in a file of several problems: where the student is, Previous / Next problem.
 */
export class GoBoard extends LitElement implements BoardHost {
  static override styles = styles;
  /** The reactive properties (Lit's static form: smaller than decorators, the same attributes and options). */
  static override properties = {
    src: {},
    sgf: {},
    size: {},
    gameIndex: { attribute: 'game-index', type: Number },
    // Set again to the same value, it goes there again (the reader may have stepped away since).
    move: { hasChanged: () => true },
    coordinates: { type: Boolean, reflect: true },
    moveNumbers: { attribute: 'move-numbers', type: Boolean },
    showAtari: { attribute: 'show-atari', type: Boolean },
    allowOpen: { attribute: 'allow-open', type: Boolean },
    allowSave: { attribute: 'allow-save', type: Boolean },
    mode: { reflect: true },
    scoring: { type: Boolean, reflect: true },
    rules: {},
    recordedTerritory: { attribute: 'recorded-territory', type: Boolean },
    diagram: { type: Boolean, reflect: true },
    allowCount: { attribute: 'allow-count', type: Boolean },
    mistakeWinrate: { attribute: 'mistake-winrate', type: Number },
    mistakeScore: { attribute: 'mistake-score', type: Number },
    showEstimate: { attribute: 'show-estimate', type: Boolean },
    maxBytes: { attribute: 'max-bytes', type: Number },
    aiLevel: { attribute: 'ai-level' },
    name: {},
    autoplay: {},
    showTree: { attribute: 'show-tree', type: Boolean },
    crop: {},
  };

  /** In a form, the board submits its SGF under its `name`, like an input. */
  static formAssociated = true;

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
  /**
   * Seconds per move: the board plays through the line by itself once it is seen, with a Play / Pause button (empty:
   * 2 seconds). Not by itself for readers who ask for reduced motion; the reader's own step stops it.
   */
  autoplay: string | null = null;
  /** The part of the board to show, over the file's VW: "A1-K10", SGF "aa:jj", or "auto" (the part the game's stones use). */
  crop = '';
  /** Show the game tree under the controls: the main line and its variations around the move shown; a click goes there. */
  showTree = false;
  /** Which game of a collection to show (0-based). */
  gameIndex = 0;
  /** Move to show: a number or "last". Applied once a game is loaded, and again whenever it changes. */
  move = '';
  /** Show coordinates around the board. */
  coordinates = false;
  /** Show move numbers on the stones. */
  moveNumbers = false;
  /** Ring the groups in atari (one liberty left), for both colours, and mark that liberty. */
  showAtari = false;
  /** Offer an Open button and drag-and-drop of SGF files. */
  allowOpen = false;
  /** Offer a Save button that downloads the game as SGF (and Save this line when the line passes a branch). */
  allowSave = false;
  /**
   * What a click does: `review` (show a group's liberties), `play` (play for the side to move; a move
   * that differs from the record starts a variation), `problem` (solve the loaded SGF problem: the board
   * answers from its variations and says right or wrong), `capture` (the capture game against the computer),
   * `guess` (guess the game's next move, from the move shown), `edit` (write the lesson: moves, setup stones,
   * marks, labels, comments, game information, variations, right and wrong answers; undo and redo; fires
   * `go-change` with the SGF after every edit; see `editor`).
   */
  mode: BoardModeName = 'review';
  /** Scoring mode on the current position: dead stones proposed, click a group to toggle, breakdown shown. */
  scoring = false;
  /** Counting rules in scoring mode: `japanese` (territory) or `chinese` (area). Default: the file's RU. */
  rules: Rules | '' = '';
  /** In scoring mode, show the territory marks recorded in the file (TB/TW) instead of the computed ones. */
  recordedTerritory = false;
  /**
   * A diagram for a lesson or a post: the board, its markup, its comment, and the capture and ko notes. No
   * players, prisoners, game information or Count; when the record has moves, the four step buttons and the
   * move number (no slider).
   */
  diagram = false;
  /**
   * Offer Count the score at the end of any line (by default it is offered only where the game has ended:
   * the file gives a result, or both players passed; never on a diagram).
   */
  allowCount = false;
  /** A move that drops its player's win rate by this many percentage points is listed as a mistake (records with engine analysis). */
  mistakeWinrate = 10;
  /** A move that drops its player's score lead by this many points is listed as a mistake. */
  mistakeScore = 3;
  /** Show an estimate of the score (ownership shading and who leads, by random playouts; counted at the end of a game) at every move. */
  showEstimate = false;
  /**
   * The largest file the board reads, in bytes (default 50 MiB, 52428800): a bigger download is stopped as
   * soon as it passes the limit, and a bigger Blob, text or buffer is refused before it is read, with a message
   * (go-error kind `too-big`).
   */
  maxBytes = DEFAULT_MAX_BYTES;
  /** Level of the computer in the capture game: `easy` or `hard`. */
  aiLevel: 'easy' | 'hard' = 'easy';
  /** The name under which a form submits the board's SGF (`<form><go-board name="lesson" mode="edit">`). */
  name = '';

  /**
   * The game under review (null before a game is loaded or played). Not a reactive property: the board is drawn
   * again when it is set (#pickGame's adopt) and as it changes in place (#navigate).
   */
  #review: Review | null = null;
  /** Where the reader started playing moves (reset goes back there). */
  #playStart: SgfNode | null = null;
  /** How wide the board may grow (boardFit), set on the base after a drawing that changed it. */
  #fit: Record<string, string> = {};
  /** The node whose long comment is shown all (comments longer than a screenful are folded). */
  #openComment: SgfNode | null = null;
  /** The markup layer asked for (once per board: a failed load is not tried again at each drawing). */
  #markupAsked = false;
  #partsAsked = false;
  #analysisAsked = false;

  readonly #words = new WordsController(this);
  readonly #loader = new LoadController(this, { open: () => this.#pickGame(this.#initialGameIndex(), true), shown: () => this.#shown() });
  readonly #onDemand = new OnDemandController(this);
  #autoplay: AutoplayController | null = null;
  readonly #modes = new ModeController(this, () => this.#review, (starting) => void this.#onDemand.add(starting, 'mode'));
  readonly #scorer = new ScoringController(this, () => this.#ensureReview());
  readonly #interaction = new InteractionController(this, () => ({ mode: this.#modes.active, review: this.#review, shown: () => this.#shownPart(), close: () => this.#loader.dismiss() }));
  /**
   * The board's own semantics (a group named "Go board 19×19", not the text of all it holds) and its form value.
   * Null in a browser without them (Safari before 16.4).
   */
  readonly #internals: ElementInternals | null = this.attachInternals?.() ?? null;
  /** What submits the game with its form: loaded once the board is in one. */
  #form: FormController | null = null;
  #inForm = false;

  // ---- public API ----

  /** Moves played to reach the current node (passes count as moves). */
  get moveNumber(): number {
    return this.#review?.state.moveNumber ?? 0;
  }

  /** The board, one string per row, top row first: '.' empty, 'X' black, 'O' white. */
  get position(): string[] {
    if (this.#modes.active) return this.#modes.active.rows.slice();
    if (this.#review) return this.#review.state.position.slice();
    const [w, h] = this.#boardSize();
    return Array.from({ length: h }, () => '.'.repeat(w));
  }

  /** Stones captured by each colour up to this node. */
  get captures(): Captures {
    return { black: 0, white: 0, ...this.#review?.state.captures };
  }

  /** The point the player to move may not retake right now, or null. */
  get koPoint(): Vertex | null {
    const k = this.#review?.state.koPoint;
    return k ? [...k] : null;
  }

  /** The stones removed by the move that led to this node. */
  get captured(): Vertex[] {
    return (this.#review?.state.captured ?? []).map((v) => [...v]);
  }

  /** Number of moves on the current line (main line, or the chosen variations). */
  get totalMoves(): number {
    return this.#review?.lineLength() ?? 0;
  }

  /**
   * In edit mode, once its code has loaded (`await board.updateComplete`), the editor: the toolbar's actions
   * from code (`board.editor.play(x, y)`, `.addStones(points, 'black')`, `.mark(x, y, 'TR')`, `.undo()`…); else null.
   */
  get editor(): EditMode | null {
    return this.mode === 'edit' ? (this.#modes.active as EditMode | null) : null;
  }

  /** Games in the loaded file. */
  get gameCount(): number {
    return this.#loader.loaded?.games.length ?? 0;
  }

  first(): void {
    this.#navigate((r) => r.goTo(0));
  }

  previous(): void {
    this.#navigate((r) => r.previous());
  }

  next(): void {
    this.#navigate((r) => r.next());
  }

  last(): void {
    this.#navigate((r) => r.goTo(r.lineLength()));
  }

  /** Goes to move n of the current line (clamped to the line). */
  goTo(n: number): void {
    this.#navigate((r) => r.goTo(Math.max(0, Math.floor(Number(n) || 0))));
  }

  /** Chooses which variation the next move follows (index among the alternatives). */
  chooseVariation(index: number): void {
    this.#navigate((r) => r.chooseVariation(index));
    // The board stays at its move: the choice is said (the layer that lists variations is here when there are some).
    markupLayer?.sayVariation(this.t, this.#review, this.#interaction.ui, index);
  }

  /**
   * The count in scoring mode, else null: `{ rules, black: { territory, prisoners, stones, total },
   * white: { territory, prisoners, stones, komi, handicap, total }, dead, result, margin, ownership, seki, dame }`.
   */
  get score(): Score | null {
    return this.scoring ? (this.#scorer.session?.score ?? null) : null;
  }

  /** Enters scoring mode on the current position; resolves when the dead stones are proposed and the count shown. */
  async startScoring(): Promise<void> {
    this.scoring = true;
    await this.#scorer.start();
    await this.updateComplete;
  }

  /** Leaves scoring mode: the review is as it was. */
  stopScoring(): void {
    this.scoring = false;
    this.#scorer.stop();
  }

  /** In scoring mode, toggles the group at a point (and its same-colour neighbours across empty points) dead or alive. */
  toggleDead(x: number, y: number): void {
    if (this.#scorer.session?.toggle([x, y])) this.requestUpdate();
  }

  /**
   * Says the position in words to screen readers (stones, last move, captures, ko), in the live region, and
   * resolves with the sentence ("Black 45 stones, White 44, last move Q16, Black captured 3, ko at D5.").
   */
  async describePosition(): Promise<string> {
    return (await import('./position-summary.js')).describe(this, () => this.#boardView(), this.#interaction.ui);
  }

  /**
   * Estimates the score of the position shown, by random playouts (an estimate, not a count; at the end of a game,
   * when little of the board is neutral, the count with dead stones guessed and the game finished), and shows it:
   * ownership shading and a line saying who leads. Resolves with `{ lead, leader, black, white, ownership, playouts,
   * counted }` (`lead` > 0: Black leads, after komi).
   */
  async estimate(): Promise<ScoreEstimate> {
    const review = this.#ensureReview();
    await needAnalysis();
    return analysisLayer!.estimate(this, review);
  }

  /** Plays a move for the side to move (play mode rules, in any mode). Returns why it is illegal, or null. */
  play(x: number, y: number): string | null {
    // In edit mode the move is an edit (undoable, go-change).
    if (this.editor) return this.editor.play(x, y);
    const review = this.#ensureReview();
    this.#playStart ??= review.node;
    const reason = review.play([x, y]);
    this.#afterPlay(reason);
    return reason;
  }

  /** Passes for the side to move. */
  pass(): void {
    if (this.editor) return this.editor.pass();
    const review = this.#ensureReview();
    this.#playStart ??= review.node;
    this.#afterPlay(review.play(null));
  }

  /** Takes back the last move (a move tried on the board is removed; recorded moves stay in the record). */
  undo(): void {
    this.#interaction.ui.notice = null;
    this.#navigate((r) => r.takeBack());
  }

  /** Goes back to where playing started (the loaded position), keeping every variation. */
  reset(): void {
    this.#interaction.ui.notice = null;
    this.#navigate((r) => r.go(this.#playStart ?? r.cursor.root));
  }

  /**
   * Loads SGF from text, a File or Blob, or bytes. Resolves when the game is shown (a big collection's first
   * games: go-load's `more`); rejects with a clear Error. A File's or Blob's bytes go to the parser worker, not
   * copied; bytes passed in are left as they are.
   */
  load(source: SgfSource): Promise<void> {
    return this.#loader.load(source);
  }

  /**
   * The game as SGF text, every property kept (the whole file when it holds several games). While a big
   * collection's rest is read (go-load's `more`), the games read so far: toSgfAsync() waits for all.
   */
  toSgf(): string {
    return this.#loader.loaded?.toSgf() ?? '';
  }

  /**
   * The position shown, as a standalone SVG image (text): stones, markup, labels, coordinates when shown,
   * the VW crop; no controls or panel. Options as the package root's renderDiagram: `from` numbers the
   * moves from that one to here book-style, with notes under the board ("12 at 6"; default: from 1 with
   * `move-numbers`, else from the SGF's FG), `crop`, `coordinates`, `size`, `theme` (default: the board's
   * colours), `lang`. Its drawing code is loaded on first use.
   */
  toSvg(options: DiagramOptions = {}): Promise<string> {
    return this.#exportImage(options, false) as Promise<string>;
  }

  /** The same image as a PNG (a Blob), drawn on a canvas at `scale` times the SVG's size (default 2). */
  toPng(options: PngOptions = {}): Promise<Blob> {
    return this.#exportImage(options, true) as Promise<Blob>;
  }

  async #exportImage(options: PngOptions, png: boolean): Promise<string | Blob> {
    return (await import('./export-image.js')).exportImage(this, this.#modes.active ? null : this.#review, options, png);
  }

  /** The same text as toSgf(), written in slices between which the page keeps running: for big files. */
  async toSgfAsync(): Promise<string> {
    return (await this.sgfChunks()).join('');
  }

  /**
   * The file as SGF in pieces, written in slices between which the page runs (Save puts them in its Blob).
   * @internal
   */
  sgfChunks(): Promise<string[]> {
    return this.#loader.loaded?.sgfChunks() ?? Promise.resolve([]);
  }

  /** The board's language: its own or an ancestor's lang attribute, else the page's. */
  override get lang(): string {
    return this.#words.lang;
  }

  override set lang(value: string) {
    this.setAttribute('lang', value);
  }

  /** Resolves when the board's language is loaded (bundled languages other than English load on first use). */
  get languageReady(): Promise<void> {
    return this.#words.ready;
  }

  /**
   * The board's words in its current language (for the code that draws parts of it).
   * @internal
   */
  get t(): Translate {
    return this.#words.t;
  }

  /**
   * Fires one of the board's events (bubbles, composed).
   * @internal
   */
  emit<K extends GoBoardEventName>(name: K, detail: GoBoardEventMap[K]): void {
    emit(this, name, detail);
  }

  // ---- updates ----

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('mode') || changed.has('aiLevel') || (changed.has('size') && this.mode === 'capture')) this.#switchMode();
    // `move` set on a shown game (a page's "see move 50" link, also a second time) goes there; a game about to load
    // takes it itself, and problem, guess and capture modes keep their own position. Before the scoring lines:
    // `move` and `scoring` set together count the move asked for.
    const loads = (changed.has('src') && this.src) || (changed.has('sgf') && this.sgf);
    const picked = !loads && changed.has('gameIndex') ? this.#pickedIndex() : -1;
    if (changed.has('move') && this.move && !loads && picked < 0 && this.#loader.status === 'ready' && (!this.#modes.wanted || this.mode === 'edit')) {
      this.#navigate((r) => r.goTo(moveTarget(this.move, r)), false, { keepScoring: changed.has('scoring') && this.scoring });
    }
    if (changed.has('scoring') && !this.scoring) this.stopScoring();
    else if (changed.has('scoring') && this.scoring && !this.#scorer.started && this.#review) void this.#onDemand.add(this.#scorer.start(), 'scoring');
    if (changed.has('rules')) this.#scorer.session?.choose(this.rules);
    if (this.#inForm && !this.#form) {
      const chunk = this.#feature('form', () => import('./controllers/form.js'));
      if (chunk) (this.#form = new chunk.FormController(this, this.#internals, () => this.#loader.loaded?.big === true)).sync();
    }
    if (changed.has('name')) this.#form?.sync();
    if (this.autoplay != null && !this.#autoplay) {
      const chunk = this.#feature('autoplay', () => import('./autoplay.js'));
      if (chunk) this.#autoplay = new chunk.AutoplayController(this);
    }
    // src cleared while its file downloads: stop it, so that the old game does not appear later.
    if (changed.has('src') && !this.src && changed.get('src')) this.#loader.cancel();
    if (changed.has('src') && this.src) void this.#loader.loadUrl(this.src);
    else if (changed.has('sgf') && this.sgf) this.load(this.sgf).catch(() => undefined);
    else if (picked >= 0) {
      // A `move` set with it is the new game's.
      this.#pickGame(picked, changed.has('move'));
      void this.updateComplete.then(() => this.#shown());
    }
  }

  /** @internal The board joined a form (or left one). */
  formAssociatedCallback(form: HTMLFormElement | null): void {
    if (form) this.#inForm = true;
    if (this.#form) this.#form.sync();
    else this.requestUpdate();
  }

  /** Also waits for the code on demand the board is loading (the markup layer), so that it is then drawn with it. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    while (this.#onDemand.busy) {
      await this.#onDemand.settled();
      done = await super.getUpdateComplete();
    }
    return done;
  }

  protected override updated(): void {
    // Custom properties set through the CSSOM (a page's CSP may refuse style attributes), when they change:
    // the base's inline style is then left alone at each step.
    const style = this.renderRoot.querySelector<HTMLElement>('.base')?.style;
    for (const [name, value] of Object.entries(this.#fit)) if (style?.getPropertyValue(name) !== value) style?.setProperty(name, value);
    // The slider shows the move shown: Lit sets its value only when the move drawn changes, so a value dragged to
    // and then sent back (First in the same task, a go-navigate listener) would stay. (Lit's live() costs 330 bytes.)
    const slider = this.renderRoot.querySelector<HTMLInputElement>('.controls input[type=range]');
    const n = String(this.#review?.state.moveNumber);
    if (slider && slider.value !== n) slider.value = n;
  }

  protected override firstUpdated(): void {
    // A classic script in <head> (go-board.standalone.js) defines the board before the parser has read
    // its children: the game in the page is then read once the document is. Otherwise after this update
    // (loading changes state, which must not happen inside an update).
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => this.#loadInline(), { once: true });
    else queueMicrotask(() => this.#loadInline());
  }

  /** Loads the game written in the page, inside the board (<script type="application/x-go-sgf">). */
  #loadInline(): void {
    const inline = this.querySelector('script[type="application/x-go-sgf"]');
    if (!this.src && !this.sgf && inline?.textContent?.trim()) this.load(inline.textContent).catch(() => undefined);
  }

  #initialGameIndex(): number {
    return Math.min(Math.max(0, Math.floor(Number(this.gameIndex)) || 0), this.gameCount - 1);
  }

  /** Says that a game is shown (go-load). */
  #shown(): void {
    const review = this.#review;
    const loader = this.#loader;
    if (!review || !loader.loaded) return;
    const loaded = loader.loaded;
    this.emit('go-load', { gameIndex: review.gameIndex, games: loaded.games.length, moves: review.lineLength(), warnings: [...loaded.warnings, ...review.cursor.warnings], more: !!loaded.more });
  }

  /** The review to play on: the loaded game, or an empty board of `size` when nothing is loaded. */
  #ensureReview(): Review {
    if (!this.#review) {
      const [w, h] = this.#boardSize();
      this.#loader.adopt(openPlainRecord(`(;GM[1]FF[4]SZ[${w === h ? w : `${w}:${h}`}])`));
      // The same empty board, now with a game behind it: the point cursor stays.
      const cursor = this.#interaction.ui.cursor;
      this.#pickGame(0);
      this.#interaction.ui.cursor = cursor;
    }
    return this.#review!;
  }

  #afterPlay(reason: string | null): void {
    const ui = this.#interaction.ui;
    if (reason) {
      // Why a move is refused comes with the panel parts (panel-words.ts); updateComplete waits for them. Until
      // then the word is its bare key ("ko"), which a screen reader would read out: nothing is said.
      this.#askParts();
      ui.notice = {
        text: (t) => {
          const said = t(reason as WordKey);
          return said === reason ? '' : said;
        },
        warning: true,
        reason,
      };
      this.requestUpdate();
      return;
    }
    ui.notice = null;
    this.#navigate(() => undefined, true);
  }

  /** `keep`: the same mode again on another game (see ModeController.switch). */
  #switchMode(keep = false): void {
    this.#interaction.ui.notice = null;
    // The editor starts on an empty board of `size` when there is no game (nor one on its way).
    if (this.mode === 'edit' && this.#loader.status !== 'loading') this.#ensureReview();
    if (this.#modes.switch(keep)) this.stopScoring();
  }

  /** The game `gameIndex` asks for when it is another game of the loaded collection, else -1. */
  #pickedIndex(): number {
    const index = Math.floor(Number(this.gameIndex));
    const ok = this.#loader.loaded && this.#loader.status === 'ready' && index >= 0 && index < this.gameCount && index !== this.#review?.gameIndex;
    return ok ? index : -1;
  }

  #pickGame(index: number, initial = false): void {
    const loaded = this.#loader.loaded;
    if (!loaded) return;
    const review = new Review(loaded, index);
    // A board loaded with `scoring` set counts the position it shows.
    if (this.scoring) {
      this.stopScoring();
      // Once the game is adopted (below); updateComplete waits for the count.
      void this.#onDemand.add(
        Promise.resolve().then(() => {
          this.scoring = true;
          return this.#scorer.start();
        }),
        'scoring',
      );
    }
    this.#playStart = null;
    const ui = this.#interaction.ui;
    this.#interaction.ui = { ...ui, cursor: null, pointed: null, notice: null };
    if (initial && this.move) review.goTo(moveTarget(this.move, review));
    this.#review = review;
    this.#loader.adopt(loaded);
    // A mode that works on the game starts again on this one: at once when its chunk is here (a click or a page's
    // play() that comes next is this game's), else the old game's mode stays on screen until it comes, and
    // updateComplete waits for it.
    if (/^(problem|guess|edit)$/.test(this.mode)) this.#switchMode(true);
  }

  // ---- navigation ----

  /** Steps taken so far: a step's event sent after an update is dropped when a later step has sent its own. */
  #navigations = 0;

  /**
   * One step of the review. `inUpdate`: called while an update is under way (a `move` set by the page): the event is
   * sent once that update is done, so that what a listener sets then gets an update of its own; `keepScoring` when
   * scoring was asked for in the same update (it counts the position reached).
   */
  #navigate(step: (review: Review) => void, moved = false, inUpdate?: { keepScoring: boolean }): void {
    const review = this.#review;
    if (!review) return;
    const before = review.node;
    step(review);
    // The review object changes in place: the board is drawn again whatever the step did.
    this.requestUpdate();
    if (review.node === before && !moved) return;
    this.#openComment = null;
    if (this.scoring && !inUpdate?.keepScoring) this.stopScoring();
    const s = review.state;
    this.#interaction.ui.announcement = describeMove(review, this.t);
    const detail = {
      moveNumber: s.moveNumber,
      move: s.move ? (s.move.vertex ? ([...s.move.vertex] as Vertex) : ('pass' as const)) : null,
      captured: this.captured,
    };
    const seq = ++this.#navigations;
    const node = review.node;
    if (!inUpdate) this.emit('go-navigate', detail);
    // Not sent when the board has moved on meanwhile (a later step, a move played, another game): what it would say
    // is no longer where the board is.
    else void this.updateComplete.then(() => seq === this.#navigations && review === this.#review && review.node === node && this.emit('go-navigate', detail));
  }

  // ---- rendering ----

  #boardSize(): [number, number] {
    if (this.#modes.active) return this.#modes.active.size;
    if (this.#review) return this.#review.size;
    // Read as SZ is ("9", "19:13"; the number 9 set from code too); anything else, a removed attribute included, is 19x19.
    const { width, height } = readSize(String(this.size ?? ''));
    return [width, height];
  }

  #boardView(): BoardView {
    const mode = this.#modes.active;
    const [width, height] = this.#boardSize();
    const review = this.#review;
    const atari = this.showAtari && review && !mode ? this.#fromParts((p) => p.inAtari(review), null) : null;
    const crop = this.#cropped();
    const view = mode
      ? mode.view()
      : review
        ? {
            ...review.view(),
            numbers: this.moveNumbers ? this.#fromParts((p) => p.moveNumbers(review), []) : [],
            atari: atari?.stones ?? [],
          }
        : null;
    const game = review?.cursor.game;
    const { pointed, cursor } = this.#interaction.ui;
    return {
      ...emptyView(width, height, this.position),
      // A pointed group's liberties; else, with show-atari, the last liberty of each group in atari.
      liberties: pointed && game && !mode ? game.libertiesAt(pointed[0], pointed[1]) : (atari?.liberties ?? []),
      cursor,
      ...view,
      ...(crop !== undefined && { view: crop }),
      // While counting: our territory and dead stones, or the file's TB/TW marks when asked for.
      ...(mode ? {} : this.#scorer.session?.view(view, this.recordedTerritory)),
      coordinates: this.coordinates,
    };
  }

  protected override render(): TemplateResult {
    // The words once per drawing (finding the board's language walks up the page).
    const t = this.t;
    const view = this.#boardView();
    const review = this.#review;
    const { ui, handle } = this.#interaction;
    const mode = this.#modes.active;
    // Marks a mode adds (a problem's hint), variations the reader plays: drawn once their layer is here.
    // Move numbers are drawn with the layer's labels: asked for with the panel parts that count them.
    if (!markupLayer && !this.#markupAsked && (layerWanted(view, review) || this.crop || this.moveNumbers)) {
      this.#markupAsked = true;
      void this.#onDemand.add(needMarkup(), 'markup');
    }
    if (!analysisLayer && !this.#analysisAsked && review && (this.showEstimate || analysisWanted(review.node))) {
      this.#analysisAsked = true;
      void this.#onDemand.add(needAnalysis(), 'analysis');
    }
    const analysis = !mode && review && analysisLayer ? ([analysisLayer, review] as const) : null;
    const options = { winrateDrop: this.mistakeWinrate, scoreDrop: this.mistakeScore, estimate: this.showEstimate };
    const s = review?.state;
    this.#fit = boardFit(view);
    return html`
      <div class="base ${ui.dragging ? 'drop' : ''}" part="base">
        <div class="board-wrap">
          <svg class="board" part="board" viewBox=${viewBox(view)} role="img" aria-label=${this.#boardLabel(t)} @click=${handle} @pointermove=${handle} @pointerleave=${handle}>
            ${boardContent(view, [this.#scorer.session?.territory, analysis?.[0].boardLayer(this, analysis[1], options), markupLayer?.cropCovers, this.coordinates && coordinateLabels])}
          </svg>
          ${this.#renderMessage(t)}
        </div>
        ${mode ? nothing : html`${this.mode === 'play' ? this.#panelPart((p) => p.playControls(t, this, t(s?.toMove ?? 'black'))) : nothing}${review ? this.#renderControls(review, t) : nothing}${this.showTree && review ? this.#tree(review) : nothing}${analysis?.[0].panel(this, analysis[1], options)}`}
        ${ui.notice ? html`<p class="note ${ui.notice.warning ? 'warning' : ''}" role="status" part="notice">${ui.notice.text(t)}</p>` : nothing}
        ${mode
          ? html`<div class="panel" part="panel">${mode.panel()}</div>`
          : html`<div class="panel" part="panel">
                ${this.scoring ? this.#renderScoring() : nothing}
                ${review && !this.diagram ? this.#renderInfo(review, t) : nothing}
                ${s?.captured.length ? html`<p class="note captured" part="captured-note">${capturedSentence(review!, t)}</p>` : nothing}
                ${s?.koPoint && ui.notice?.reason !== 'ko' ? html`<p class="note ko" part="ko-note">${koSentence(review!, t)}</p>` : nothing}
                ${s?.warningCodes.length ? this.#panelPart((p) => p.recordWarnings(t, s.warningCodes)) : nothing}
                ${this.#loader.loaded?.repaired ? this.#panelPart((p) => p.repairedNote(t, this.#loader.loaded!.repaired!)) : nothing}
                ${review && markupLayer ? this.#variations(review, markupLayer) : nothing}
                ${s?.comment ? (s.comment.length <= FOLD_AT ? shortComment(t, s.comment) : this.#panelPart((p) => p.longComment(t, this, s.comment, this.#openComment === review!.node, () => this.#toggleComment()))) : nothing}
                ${review && !this.diagram ? this.#renderGameInfo(review, t) : nothing}
                ${this.allowOpen || this.allowSave ? fileActions(t, this, review) : nothing}
              </div>`}
        <button class="describe" part="describe" @click=${() => void this.describePosition()}>${t('describe')}</button>
        <div class="visually-hidden" aria-live="polite">${ui.announcement}</div>
      </div>
    `;
  }

  /** A part of the panel from panel-parts.ts: drawn once the chunk is here (updateComplete waits for it). */
  #panelPart(draw: (parts: PanelParts) => TemplateResult): TemplateResult | typeof nothing {
    return this.#fromParts(draw, nothing);
  }

  /** Something panel-parts.ts computes, or `meanwhile` until the chunk is here (it is asked for, once). */
  #fromParts<T, U>(use: (parts: PanelParts) => T, meanwhile: U): T | U {
    if (panelParts) return use(panelParts);
    this.#askParts();
    return meanwhile;
  }

  /** A feature's chunk once it is here; else asks for it (once per board, which draws again when it comes). */
  #feature<K extends keyof Features>(name: K, load: () => Promise<NonNullable<Features[K]>>): Features[K] {
    if (!features[name] && !this.#featuresAsked.has(name)) {
      this.#featuresAsked.add(name);
      void this.#onDemand.add(load().then((chunk) => void (features[name] = chunk)), name);
    }
    return features[name];
  }

  readonly #featuresAsked = new Set<string>();

  /**
   * The part `crop` asks for, over the file's VW (null: the whole board), in review and in the modes that show the
   * game (a problem above all; the capture game has a board of its own). Undefined without `crop`, while its chunk
   * loads, or when `crop` names no part.
   */
  #cropped(): BoardView['view'] | undefined {
    const review = this.#review;
    if (!this.crop || !review || this.mode === 'capture') return undefined;
    return this.#feature('crop', () => import('./crop.js'))?.cropOf(String(this.crop), review.cursor.root, ...review.size);
  }

  /** The part of the board on show, for the pointer and the keyboard cursor (cheaper than drawing the whole view). */
  #shownPart(): BoardView['view'] {
    const crop = this.#cropped();
    return crop !== undefined ? crop : ((this.#modes.active ?? this.#review)?.view().view ?? null);
  }

  /** The game tree (show-tree), once its chunk is here. */
  #tree(review: Review): TemplateResult | undefined {
    return this.#feature('tree', () => import('./tree-panel.js'))?.treePanel(this.t, review, (node, root) => root === this.#review?.cursor.root && this.#navigate((r) => r.go(node)));
  }

  /** Asks for panel-parts.ts (once per board); updateComplete waits for it. */
  #askParts(): void {
    if (panelParts || this.#partsAsked) return;
    this.#partsAsked = true;
    void this.#onDemand.add(needPanelParts(), 'panel parts');
  }

  /** The variation list; more than a page of them asks for the panel parts (their page buttons). */
  #variations(review: Review, layer: NonNullable<typeof markupLayer>): TemplateResult | typeof nothing {
    if (review.node.children.length > layer.VARIATION_PAGE) this.#askParts();
    return layer.variationList(this.t, this, review);
  }

  #toggleComment(): void {
    this.#openComment = this.#openComment === this.#review?.node ? null : (this.#review?.node ?? null);
    this.requestUpdate();
  }

  #renderScoring(): TemplateResult {
    return this.#scorer.session?.panel({ t: this.t, review: this.#review, board: this }) ?? html`<p class="note" role="status">${this.t('counting')}</p>`;
  }

  #boardLabel(t: Translate): string {
    const [w, h] = this.#boardSize();
    const base = `${t('board')} ${w}×${h}`;
    // The focus stops on the board itself: it is named by its size, the move is said by the picture and the live region.
    const internals = this.#internals;
    if (internals) {
      internals.role = 'group';
      internals.ariaLabel = base;
    }
    return this.#review ? `${base}. ${describeMove(this.#review, t)}` : base;
  }

  #renderMessage(t: Translate): TemplateResult | typeof nothing {
    const { status, progress, error } = this.#loader;
    if (status === 'loading') {
      const fraction = progress?.fraction ?? -1;
      // A download of unknown size: the bytes read so far, and a bar with no end.
      const text = fraction >= 0 ? t('loadingPercent', { n: Math.round(fraction * 100) }) : progress ? `${t('loading')} ${mib(progress.bytes!, t, this.lang)}` : t('loading');
      return html`<div class="message" role="status" aria-busy="true">
        <span>${text}</span>${progress ? html`<progress max="1" value=${fraction >= 0 ? fraction : nothing}></progress>` : nothing}
      </div>`;
    }
    if (status === 'error') {
      // Over a game still shown (a bad file dropped on a lesson being written), Close gives the board back. It is
      // outside the alert, which screen readers read out whole.
      return html`<div class="message error" part="error"><div role="alert"><strong>${t('errorTitle')}</strong><span>${error?.say?.(t, this.lang) ?? error?.message}</span></div>${this.#loader.loaded ? html`<button @click=${() => this.#loader.dismiss()}>${t('close')}</button>` : nothing}</div>`;
    }
    if (this.#interaction.ui.dragging) return html`<div class="message">${t('dropHere')}</div>`;
    return nothing;
  }

  #renderControls(review: Review, t: Translate): TemplateResult {
    const n = review.state.moveNumber;
    const total = review.lineLength();
    const moveOf = t('moveOf', { n, total });
    // Back is possible until the root (a move written in the root is move 1 there); First goes to move 0.
    const atRoot = !review.node.parent;
    // A diagram without moves has nothing to step through.
    if (this.diagram && !total && !review.hasNext()) return html``;
    // Count where the game has ended, or where the page asks for it (never on a diagram unless asked).
    const countable = !review.hasNext() && (this.allowCount || (!this.diagram && gameEnded(review)));
    // An icon button: its name for screen readers and as a tooltip.
    const button = (name: 'first' | 'previous' | 'next' | 'last', disabled: boolean, icon: string) =>
      html`<button @click=${() => this[name]()} ?disabled=${disabled} aria-label=${t(name)} title=${t(name)}><svg class="icon" viewBox="0 0 16 16" aria-hidden="true"><path d=${icon}></path></svg></button>`;
    return html`<div class="controls" part="controls">
      ${button('first', atRoot || n === 0, 'M3 3h2v10H3zM13 3v10L6 8z')}${button('previous', atRoot, 'M11 3v10L4 8z')}
      ${this.diagram
        ? nothing
        : html`<input
        type="range"
        min="0"
        max=${total}
        .value=${String(n)}
        aria-label=${t('moveSlider')}
        aria-valuetext=${moveOf}
        @input=${(e: Event) => this.goTo(Number((e.target as HTMLInputElement).value))}
      />`}
      ${button('next', !review.hasNext(), 'M5 3v10l7-5z')}${button('last', !review.hasNext(), 'M3 3v10l7-5zM11 3h2v10h-2z')}
      <span class="row-end"></span><span class="move-number" aria-hidden="true">${moveOf}</span>${this.#autoplay?.button(t)}
      ${this.scoring || countable
        ? html`<button class="count" part="count-button" aria-pressed=${this.scoring ? 'true' : 'false'} @click=${() => (this.scoring ? this.stopScoring() : void this.startScoring())}>
            ${this.scoring ? t('stopCounting') : t('count')}
          </button>`
        : nothing}
    </div>`;
  }

  #renderInfo(review: Review, t: Translate): TemplateResult {
    const info = review.info;
    const caps = this.captures;
    const player = (name: string | undefined, rank: string | undefined, color: 'black' | 'white') =>
      html`<span class=${color}>${name || t(color)}${rank ? ` (${rank})` : ''}</span>`;
    return html`
      ${this.gameCount > 1 ? this.#panelPart((p) => p.gamePicker(t, this, this.#loader.loaded!, review.gameIndex)) : nothing}
      <div class="players" part="players">${player(info.PB, info.BR, 'black')} ${player(info.PW, info.WR, 'white')}</div>
      <div class="prisoners" part="prisoners">
        ${t('prisoners')}: ${t('captures', { color: t('black'), n: caps.black })} · ${t('captures', { color: t('white'), n: caps.white })}
      </div>
    `;
  }

  /** The game's information, after the move's comment: what changes at each move is read first (on a phone too). */
  #renderGameInfo(review: Review, t: Translate): TemplateResult {
    const info = review.info;
    return html`<dl class="info" part="info" aria-label=${t('gameInfo')}>
      ${Object.entries(INFO_ROWS).map(([k, id]) => (info[id] ? html`<div><dt>${t(k as WordKey)}</dt><dd>${id === 'RE' ? resultText(t, this.lang, info[id]) : id === 'KM' ? komiText(info[id], this.lang, info.RU) : info[id]}</dd></div>` : nothing))}
    </dl>`;
  }
}

/** The move `move` asks for on the review's line: "last", or a number (whole, at least 0; anything else is 0). */
function moveTarget(move: string, review: Review): number {
  return move === 'last' ? review.lineLength() : Math.max(0, Math.floor(Number(move) || 0));
}
