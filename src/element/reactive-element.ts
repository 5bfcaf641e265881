import { render } from 'lit/html.js';

/** How a declared property meets its attribute (the subset of Lit's options the board uses). */
export interface PropertyOptions {
  /** How the attribute's text becomes the value: Number, Boolean (present or not), else the text itself. */
  type?: typeof Number | typeof Boolean;
  /** The attribute's name; by default the property's in kebab case (gameIndex: game-index). */
  attribute?: string;
  /** Write the value back to the attribute after each change. */
  reflect?: boolean;
  /** Internal state: no attribute, an update on change. */
  state?: boolean;
}

export type PropertyValues = Map<PropertyKey, unknown>;

/** Per class: attribute name to its property and options (made once, with the prototype's accessors). */
const attributeMaps = new WeakMap<object, Map<string, [string, PropertyOptions]>>();
/** One style sheet per CSS text, shared by every board of the page. */
const sheets = new Map<string, CSSStyleSheet>();

// In Node (the package root loads there) HTMLElement does not exist: the class is then declared, never made.
/**
 * LitElement's update cycle in a few hundred bytes, for the 20 KB budget of go-board.js (LitElement
 * with ReactiveElement costs about 3 KB gzipped of it). Templates are Lit's: `render()` returns
 * `html` and Lit's `render` puts it into the shadow root. Same contract as LitElement for what the
 * board uses: `static properties` (attribute, type, reflect, state), `requestUpdate()`, updates batched
 * in a microtask and started once connected, `willUpdate` / `firstUpdated` / `updated` with the changed
 * properties and their old values, `updateComplete`, `hasUpdated`, `renderRoot`, `static styles` (CSS text).
 */
export class ReactiveElement extends ((globalThis.HTMLElement ?? class {}) as typeof HTMLElement) {
  declare static properties: Record<string, PropertyOptions>;
  declare static styles: string;

  private static attributes_(): Map<string, [string, PropertyOptions]> {
    let attributes = attributeMaps.get(this);
    if (!attributes) {
      attributeMaps.set(this, (attributes = new Map()));
      for (const [name, options] of Object.entries(this.properties)) {
        if (!options.state) attributes.set(options.attribute ?? name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase()), [name, options]);
        if (!Object.hasOwn(this.prototype, name))
          Object.defineProperty(this.prototype, name, {
            get(this: ReactiveElement) {
              return this.values_.get(name);
            },
            set(this: ReactiveElement, value: unknown) {
              const old = this.values_.get(name);
              if (Object.is(old, value)) return;
              this.values_.set(name, value);
              this.requestUpdate(name, old);
            },
          });
      }
    }
    return attributes;
  }

  static get observedAttributes(): string[] {
    return [...this.attributes_().keys()];
  }

  readonly renderRoot: ShadowRoot;
  hasUpdated = false;
  isUpdatePending = true;
  private values_ = new Map<string, unknown>();
  private changed_: PropertyValues = new Map();
  /** Set while properties are written to their attributes, so that the attributes do not write them again. */
  private reflecting_ = false;
  private updatePromise_: Promise<boolean>;
  /** Opens the first update: an element updates only once it is on the page. */
  private enable_!: () => void;
  private early_: Map<string, unknown> | null;

  constructor() {
    super();
    const ctor = this.constructor as typeof ReactiveElement;
    ctor.attributes_();
    // Values a page set before the tag was defined sit on the element itself, hiding the accessors:
    // taken off now, set again when it is first connected (after the class's defaults and the attributes,
    // before the page can set anything else).
    const early = (this.early_ = new Map());
    for (const name in ctor.properties) {
      if (Object.hasOwn(this, name)) early.set(name, (this as unknown as Record<string, unknown>)[name]);
      delete (this as unknown as Record<string, unknown>)[name];
    }
    this.updatePromise_ = new Promise<void>((resolve) => (this.enable_ = resolve)).then(() => this.update_());
    const root = (this.renderRoot = this.attachShadow({ mode: 'open' }));
    const css = ctor.styles;
    try {
      let sheet = sheets.get(css);
      if (!sheet) {
        sheets.set(css, (sheet = new CSSStyleSheet()));
        sheet.replaceSync(css);
      }
      root.adoptedStyleSheets = [sheet];
    } catch {
      // No constructable style sheets (older browsers): a style element.
      root.append(Object.assign(document.createElement('style'), { textContent: css }));
    }
  }

  connectedCallback(): void {
    this.early_?.forEach((value, name) => ((this as unknown as Record<string, unknown>)[name] = value));
    this.early_ = null;
    this.enable_();
  }

  disconnectedCallback(): void {}

  attributeChangedCallback(attribute: string, _old: string | null, value: string | null): void {
    const [name, options] = (this.constructor as typeof ReactiveElement).attributes_().get(attribute) ?? [];
    const type = options?.type;
    if (name && !this.reflecting_) (this as unknown as Record<string, unknown>)[name] = type === Boolean ? value !== null : type === Number && value !== null ? Number(value) : value;
  }

  /** Schedules an update; with a name, records that property's old value for `willUpdate` and `updated`. */
  requestUpdate(name?: PropertyKey, old?: unknown): void {
    if (name !== undefined && !this.changed_.has(name)) this.changed_.set(name, old);
    if (this.isUpdatePending) return;
    this.isUpdatePending = true;
    // After the update before it, even one that failed.
    const update = () => this.update_();
    this.updatePromise_ = this.updatePromise_.then(update, update);
  }

  private update_(): boolean {
    const changed = this.changed_;
    try {
      this.willUpdate(changed);
      // Reflected properties write their attributes.
      this.reflecting_ = true;
      for (const [attribute, [name, { reflect, type }]] of (this.constructor as typeof ReactiveElement).attributes_()) {
        const value = this.values_.get(name);
        if (!reflect || !changed.has(name)) continue;
        if (type === Boolean) this.toggleAttribute(attribute, !!value);
        else if (value == null) this.removeAttribute(attribute);
        else this.setAttribute(attribute, String(value));
      }
      this.reflecting_ = false;
      render(this.render(), this.renderRoot, { host: this });
    } finally {
      this.changed_ = new Map();
      this.isUpdatePending = this.reflecting_ = false;
    }
    const first = !this.hasUpdated;
    this.hasUpdated = true;
    if (first) this.firstUpdated(changed);
    this.updated(changed);
    return !this.isUpdatePending;
  }

  /** Resolves after the pending update (true when no other update was asked for meanwhile). */
  get updateComplete(): Promise<boolean> {
    return this.getUpdateComplete();
  }

  protected getUpdateComplete(): Promise<boolean> {
    return this.updatePromise_;
  }

  protected willUpdate(_changed: PropertyValues): void {}
  protected render(): unknown {
    return null;
  }
  protected firstUpdated(_changed: PropertyValues): void {}
  protected updated(_changed: PropertyValues): void {}
}
