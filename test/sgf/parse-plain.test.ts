import { expect } from '@open-wc/testing';
import { decodeSgf, parseSgf } from '../../src/sgf/index.js';
import { parsePlain } from '../../src/sgf/parse-plain.js';
import type { SgfNode } from '../../src/sgf/index.js';
import { bytes, manifest, nodes } from './helpers.js';

/** Every node in document order, flat (trees can be 10,000 deep): id, parent, children, props, names. */
const flat = (games: SgfNode[]) => nodes(games).map((n) => [n.id, n.parent?.id ?? null, n.children.map((c) => c.id), { ...n.props }, n.names ?? null, Object.getPrototypeOf(n.props)]);

// parsePlain (the board's first reading, in go-board.js) must give exactly parseSgf's trees, or null.
describe('parsePlain', () => {
  it('gives parseSgf’s trees, with no warning, or null, on every file of the suite', async () => {
    let plain = 0;
    for (const { file } of await manifest()) {
      const text = decodeSgf(await bytes(file)).text;
      const games = parsePlain(text);
      if (!games) continue;
      const warnings: string[] = [];
      expect(flat(games), file).to.deep.equal(flat(parseSgf(text, { onWarning: (w) => warnings.push(w) })));
      expect(warnings, file).to.deep.equal([]);
      plain++;
    }
    expect(plain).to.be.above(100);
  });

  it('leaves to parseSgf what it repairs or warns about', () => {
    for (const text of ['(;GM[1]sz[9])', '(;AddBlack[aa])', '(;C2[x])', '(;C[a\\]', '(;C[C:\\games\\];B[aa])', '(;B[aa]))', '(;B[aa]', ';B[aa]', '(;B[aa]x)', 'junk', '()', '']) {
      expect(parsePlain(text), text).to.equal(null);
    }
  });

  it('reads what parseSgf reads without a warning: values with no identifier skipped, nodes made for bare properties', () => {
    for (const text of ['(;GM[1];B[aa]\n[bb];[cc]W[dd])', '(GM[1](;B[aa])(;B[bb])C[x])', '(;C[a\\\\b\\\r\n c])(;GM[1])', '(;B[aa];W[bb](;B[cc])(;B[dd];W[ee]))']) {
      const warnings: string[] = [];
      expect(flat(parsePlain(text)!), text).to.deep.equal(flat(parseSgf(text, { onWarning: (w) => warnings.push(w) })));
      expect(warnings, text).to.deep.equal([]);
    }
  });

  it('reports progress as parseSgf does', () => {
    const text = `(;GM[1]${';B[aa];W[bb]'.repeat(500)})`;
    const a: number[] = [];
    const b: number[] = [];
    parsePlain(text, (f) => a.push(f));
    parseSgf(text, { onProgress: (f) => b.push(f) });
    expect(a).to.deep.equal(b);
  });
});
