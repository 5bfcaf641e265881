import { expect } from '@open-wc/testing';
import { createNode, decodeSgf, escapeValue, parseSgf, SgfError, toSgf } from '../../src/sgf/index.js';
import { bytes, manifest, shape } from './helpers.js';

describe('toSgf', () => {
  it('writes games, sequences and variations, one node per line', () => {
    const games = parseSgf('(;GM[1]SZ[9];B[ee](;W[cc];B[gg])(;W[gc]))(;GM[1];B[aa])');
    expect(toSgf(games)).to.equal('(;GM[1]SZ[9]\n;B[ee](;W[cc]\n;B[gg])(;W[gc]))\n(;GM[1]\n;B[aa])\n');
    expect(toSgf([])).to.equal('');
  });

  it('escapes \\ and ] and keeps every property in order, unknown ones too', () => {
    expect(escapeValue('a]b\\c')).to.equal('a\\]b\\\\c');
    const root = createNode(null, 0);
    Object.assign(root.props, { ZZ: ['x'], C: ['a ] b \\ c\nline'], AB: ['aa', 'bb:cc'], EMPTY: [] });
    createNode(root, 1).props.B = [''];
    const text = toSgf([root]);
    expect(text).to.equal('(;ZZ[x]C[a \\] b \\\\ c\nline]AB[aa][bb:cc]\n;B[])\n');
    expect(shape(parseSgf(text))).to.deep.equal([
      [0, [['ZZ', ['x']], ['C', ['a ] b \\ c\nline']], ['AB', ['aa', 'bb:cc']]], 1],
      [1, [['B', ['']]], 0],
    ]);
  });

  it('round-trips every suite file that parses: parsing the output gives the same trees', async function () {
    this.timeout(60_000); // the test runner is shared; allow for a busy machine
    const entries = await manifest();
    let checked = 0;
    for (const { file } of entries) {
      let games;
      try {
        games = parseSgf(decodeSgf(await bytes(file)).text);
      } catch (e) {
        if (e instanceof SgfError) continue;
        throw e;
      }
      const again = parseSgf(toSgf(games));
      expect(shape(again), file).to.deep.equal(shape(games));
      expect(toSgf(again), file).to.equal(toSgf(games));
      checked++;
    }
    expect(checked).to.equal(entries.length - 5);
  });
});
