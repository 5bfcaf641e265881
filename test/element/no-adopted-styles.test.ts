// Browsers without adopted style sheets (Safari before 16.4, Firefox before 101): Lit then writes the board's
// styles as <style> elements at the top of its shadow root, so a rule of the same weight further down the tree
// (the markup's styles, drawn inside the SVG) wins. Lit decides which way at load, from ShadyCSS: this file
// (a page of its own) loads Lit and the board only after saying that the shadow DOM is not native.
(globalThis as { ShadyCSS?: unknown }).ShadyCSS = { nativeShadow: false };
export {}; // a module: top-level await below
const { expect } = await import('@open-wc/testing');
await import('../../src/define.js');

describe('without adopted style sheets', () => {
  it('the styles come as <style> elements, and the markup drawn in the board hides nothing of it', async () => {
    const board = document.createElement('go-board') as HTMLElement & { load(s: string): Promise<void>; last(): void; updateComplete: Promise<boolean> };
    document.body.append(board);
    await board.load('(;GM[1]SZ[9];B[ee];W[ce]TR[ee][ce]LB[cc:A])');
    board.last();
    await board.updateComplete;
    const root = board.shadowRoot!;
    expect(root.adoptedStyleSheets.length).to.equal(0);
    expect([...root.children].some((e) => e.localName === 'style')).to.equal(true);
    expect(root.querySelector('svg.board text.label')).to.not.equal(null);
    const last = root.querySelector('[part="last-move"]')!;
    const accent = getComputedStyle(root.querySelector('.ko, .last')!).fill;
    expect(getComputedStyle(last).fill).to.not.equal('none');
    expect(accent).to.not.equal('none');
    board.remove();
  });
});
