import { expect } from '@open-wc/testing';
import sabaki from '@sabaki/sgf';
import { decodeSgf } from '../../src/sgf/index.js';
import { tokenize } from '../../src/sgf/tokenize.js';
import { bytes, manifest } from './helpers.js';

// Our scanner must cut text exactly as @sabaki/sgf's tokenizer does (same types, values, positions).
const ours = (text: string) => Array.from(tokenize(text), (t) => [t.type, t.value, t.pos, t.row, t.col].join('|'));
const theirs = (text: string) =>
  [...(sabaki as unknown as { tokenizeIter(s: string): Iterable<{ type: string; value: string; pos: number; row: number; col: number }> }).tokenizeIter(text)].map((t) =>
    [t.type, t.value, t.pos, t.row, t.col].join('|'),
  );

describe('tokenize', () => {
  it('gives the same tokens as @sabaki/sgf on every file of the suite', async () => {
    let files = 0;
    for (const { file } of await manifest()) {
      const { text } = decodeSgf(await bytes(file));
      if (text.length > 200_000) continue;
      expect(ours(text), file).to.deep.equal(theirs(text));
      files++;
    }
    expect(files).to.be.above(200);
  });

  it('gives the same tokens on tricky snippets', () => {
    for (const text of ['(;C[a\\]b\\\\]B[pd])', '(;C[line\none\\\ntwo]\n;W[dd])', '( ; B [ pd ] )', '[unclosed', 'x\u00a0\ufeff(;)', ')(;B[]', '(;C[\\', 'é(;ß)']) {
      expect(ours(text), text).to.deep.equal(theirs(text));
    }
  });
});
