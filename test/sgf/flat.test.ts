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
});
