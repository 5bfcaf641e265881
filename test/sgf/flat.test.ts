import { expect } from '@open-wc/testing';
import { packTrees, parseSgf, toSgf, unpackTrees } from '../../src/sgf/index.js';
import { bytes } from './helpers.js';
import { decodeSgf } from '../../src/sgf/index.js';

// Packing is how a worker hands a parsed file to the page: unpacking must give the same trees.
describe('packTrees / unpackTrees', () => {
  const roundTrip = (text: string) => toSgf(unpackTrees(structuredClone(packTrees(parseSgf(text)))));

  it('gives the same games back, every property and variation kept', async () => {
    for (const file of ['littlego/sgfc/ff4_ex.sgf', 'synthetic/collections/three-games.sgf', 'synthetic/markup/all-markup.sgf', 'gogui/time-settings-kgs.sgf']) {
      const text = decodeSgf(await bytes(file)).text;
      expect(roundTrip(text), file).to.equal(toSgf(parseSgf(text)));
    }
  });

  it('keeps parents, ids, empty values and values with control characters', () => {
    const text = '(;GM[1]C[a\x01b\x02c\x03d]XX[];B[aa](;W[bb])(;W[cc]C[]))';
    const games = unpackTrees(packTrees(parseSgf(text)));
    expect(toSgf(games)).to.equal(toSgf(parseSgf(text)));
    const root = games[0]!;
    expect(root.props.C).to.deep.equal(['a\x01b\x02c\x03d']);
    expect(root.children[0]!.children.map((c) => c.props.W![0])).to.deep.equal(['bb', 'cc']);
    expect(root.children[0]!.children[1]!.parent).to.equal(root.children[0]);
    const plain = unpackTrees(packTrees(parseSgf('(;XX[]YY[a][b];B[aa])')));
    expect(plain[0]!.props.XX).to.deep.equal(['']);
    expect(plain[0]!.props.YY).to.deep.equal(['a', 'b']);
    expect(Object.getPrototypeOf(plain[0]!.props)).to.equal(null);
  });

  it('makes a game\'s nodes only when its children are read, and writes an untouched game from the packed form as toSgf does', () => {
    const text = '(;GM[1]GN[one]C[a \\] b \\\\ c];B[aa](;W[bb];B[cc])(;W[dd](;B[ee])(;B[ff]C[x])))(;GM[1]GN[two];B[ab];W[ba])(;GM[1];B[])';
    const games = unpackTrees(structuredClone(packTrees(parseSgf(text))));
    type Lazy = { isBuilt: boolean; packedSgf(): string | null };
    expect(games.map((g) => (g as unknown as Lazy).isBuilt)).to.deep.equal([false, false, false]);
    const written = games.map((g) => (g as unknown as Lazy).packedSgf());
    expect(written.join('')).to.equal(toSgf(parseSgf(text)));
    expect(games[0]!.props.GN).to.deep.equal(['one']);
    expect((games[0] as unknown as Lazy).isBuilt).to.equal(false);
    expect(games[1]!.children[0]!.props.B).to.deep.equal(['ab']);
    expect(games[1]!.children[0]!.parent).to.equal(games[1]);
    expect((games[1] as unknown as Lazy).isBuilt).to.equal(true);
    // Once made, the nodes are what is written (the reader may have added to them).
    expect((games[1] as unknown as Lazy).packedSgf()).to.equal(null);
    expect((games[0] as unknown as Lazy).isBuilt).to.equal(false);
    expect(toSgf(games)).to.equal(toSgf(parseSgf(text)));
  });
});
