import { expect } from '@open-wc/testing';
import { html } from 'lit/html.js';
import { ReactiveElement, type PropertyOptions, type PropertyValues } from '../../src/element/reactive-element.js';

// The board's small replacement for LitElement's update cycle, on a test element of its own.
class Counter extends ReactiveElement {
  static override styles = ':host { display: block; color: rgb(1, 2, 3); }';
  static override properties: Record<string, PropertyOptions> = {
    label: {},
    count: { type: Number },
    big: { type: Boolean, reflect: true },
    shape: { reflect: true, attribute: 'the-shape' },
    inner_: { state: true },
    longName: { type: Number },
  };
  label = 'start';
  count = 0;
  big = false;
  shape = 'round';
  inner_ = 0;
  longName = 0;
  renders = 0;
  seen: PropertyValues[] = [];
  firstCalls = 0;

  protected override willUpdate(changed: PropertyValues): void {
    this.seen.push(new Map(changed));
  }
  protected override render(): unknown {
    this.renders++;
    return html`<p>${this.label} ${this.count} ${this.inner_}</p>`;
  }
  protected override firstUpdated(): void {
    this.firstCalls++;
  }
}
customElements.define('test-counter', Counter);

const make = async (attributes = ''): Promise<Counter> => {
  const host = document.createElement('div');
  host.innerHTML = `<test-counter ${attributes}></test-counter>`;
  document.body.append(host);
  const el = host.firstElementChild as Counter;
  await el.updateComplete;
  return el;
};
const text = (el: Counter): string => el.renderRoot.querySelector('p')!.textContent!;

describe('ReactiveElement (the board base)', () => {
  it('renders once on connection, with the attributes converted by type', async () => {
    const el = await make('label="hi" count="7" big');
    expect(text(el)).to.equal('hi 7 0');
    expect(el.count).to.equal(7);
    expect(el.big).to.equal(true);
    expect(el.renders).to.equal(1);
    expect(el.firstCalls).to.equal(1);
    expect(el.hasUpdated).to.equal(true);
  });

  it('does not update before it is on the page', async () => {
    const el = document.createElement('test-counter') as Counter;
    el.label = 'away';
    await new Promise((r) => setTimeout(r, 10));
    expect(el.renders).to.equal(0);
    document.body.append(el);
    await el.updateComplete;
    expect(text(el)).to.equal('away 0 0');
  });

  it('keeps values a page set before the tag was defined', async () => {
    const el = document.createElement('test-counter-late') as Counter;
    el.count = 5;
    el.label = 'early';
    document.body.append(el);
    customElements.define('test-counter-late', class extends Counter {});
    await el.updateComplete;
    expect(text(el)).to.equal('early 5 0');
    el.count = 6;
    await el.updateComplete;
    expect(text(el)).to.equal('early 6 0');
  });

  it('a value set after the tag was defined wins over one set before', async () => {
    const el = document.createElement('test-counter-later') as Counter;
    el.label = 'before';
    document.body.append(el);
    customElements.define('test-counter-later', class extends Counter {});
    el.label = 'after';
    await el.updateComplete;
    expect(text(el)).to.equal('after 0 0');
  });

  it('batches changes into one update and reports the old values', async () => {
    const el = await make();
    el.seen.length = 0;
    el.label = 'a';
    el.label = 'b';
    el.count = 3;
    el.inner_ = 5;
    expect(el.isUpdatePending).to.equal(true);
    expect(await el.updateComplete).to.equal(true);
    expect(el.renders).to.equal(2);
    expect(el.seen).to.have.length(1);
    expect([...el.seen[0]!]).to.deep.equal([
      ['label', 'start'],
      ['count', 0],
      ['inner_', 0],
    ]);
    expect(text(el)).to.equal('b 3 5');
  });

  it('skips an update when a value is set to what it already is', async () => {
    const el = await make();
    el.label = 'start';
    expect(el.isUpdatePending).to.equal(false);
    await el.updateComplete;
    expect(el.renders).to.equal(1);
  });

  it('reflects the properties that ask for it, and reads attributes back', async () => {
    const el = await make();
    el.big = true;
    el.shape = 'square';
    await el.updateComplete;
    expect(el.hasAttribute('big')).to.equal(true);
    expect(el.getAttribute('the-shape')).to.equal('square');
    el.big = false;
    await el.updateComplete;
    expect(el.hasAttribute('big')).to.equal(false);
    el.setAttribute('the-shape', 'star');
    expect(el.shape).to.equal('star');
    el.removeAttribute('count');
    el.setAttribute('count', '12');
    expect(el.count).to.equal(12);
    // camelCase properties have kebab-case attributes.
    el.setAttribute('long-name', '3');
    expect(el.longName).to.equal(3);
    // State has no attribute.
    el.setAttribute('inner_', '9');
    expect(el.inner_).to.equal(0);
  });

  it('keeps updating after a render that throws', async () => {
    const el = await make();
    const render = el['render'];
    el['render'] = () => {
      throw new Error('broken render');
    };
    el.label = 'x';
    const failed = await el.updateComplete.then(
      () => null,
      (e: Error) => e.message,
    );
    expect(failed).to.equal('broken render');
    el['render'] = render;
    el.label = 'y';
    await el.updateComplete;
    expect(text(el)).to.equal('y 0 0');
  });

  it('shares one style sheet between elements and works under a second name', async () => {
    customElements.define('test-counter-two', class extends Counter {});
    const a = await make();
    const host = document.createElement('div');
    host.innerHTML = '<test-counter-two count="4"></test-counter-two>';
    document.body.append(host);
    const b = host.firstElementChild as Counter;
    await b.updateComplete;
    expect(text(b)).to.equal('start 4 0');
    expect(a.renderRoot.adoptedStyleSheets[0]).to.equal(b.renderRoot.adoptedStyleSheets[0]);
    expect(getComputedStyle(b).color).to.equal('rgb(1, 2, 3)');
  });
});
