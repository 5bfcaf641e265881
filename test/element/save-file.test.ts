import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { declareUtf8 } from '../../src/element/save-file.js';
import { decodeSgf } from '../../src/sgf/index.js';
import { savedBlob, until } from '../helpers/board.js';

describe('Save writes UTF-8 and says so (CA[UTF-8])', () => {
  it('adds CA[UTF-8] to a root without one when the text is not plain ASCII, replaces another CA, leaves the rest', () => {
    expect(declareUtf8(['(;GM[1]FF[4]SZ[9];B[ee]C[Nước này rất hay])'])).to.deep.equal(['(;GM[1]FF[4]SZ[9]CA[UTF-8];B[ee]C[Nước này rất hay])']);
    // Read from GB2312 bytes, saved as UTF-8: the root must not keep saying GB2312. Escaped brackets are values.
    expect(declareUtf8(['(;GM[1]CA[GB2312]C[a\\]b;c];B[ee]C[时越])'])).to.deep.equal(['(;GM[1]CA[UTF-8]C[a\\]b;c];B[ee]C[时越])']);
    // Plain ASCII, or already UTF-8: as it is. A property whose name ends in CA is not CA.
    for (const text of ['(;GM[1]C[plain];B[ee])', '(;GM[1]CA[utf-8];B[ee]C[é])']) expect(declareUtf8([text])).to.deep.equal([text]);
    expect(declareUtf8(['(;GM[1]ACA[x]C[é])'])).to.deep.equal(['(;GM[1]ACA[x]C[é]CA[UTF-8])']);
    // In pieces (a big file): the non-ASCII text may be in a later piece; the pieces stay pieces.
    expect(declareUtf8(['(;GM[1]\n', 'SZ[9];B[ee]C[é])'])).to.deep.equal(['(;GM[1]CA[UTF-8]\n', 'SZ[9];B[ee]C[é])']);
    // "CA[" inside another property's value is text, not the CA (found by a review); the real one is replaced.
    expect(declareUtf8(['(;FF[4]C[set CA[GB2312\\] here]CA[GB2312]PB[é])'])).to.deep.equal(['(;FF[4]C[set CA[GB2312\\] here]CA[UTF-8]PB[é])']);
    expect(declareUtf8(['(;FF[4]CA [latin1]\n PB[é])'])).to.deep.equal(['(;FF[4]CA [UTF-8]\n PB[é])']);
    // A piece that ends inside the root: CA goes after the last property read whole, never into a name or value,
    // and a CA cut by the piece's end is left alone.
    expect(declareUtf8(['(;FF[4]C[hel', 'lo é])'])).to.deep.equal(['(;FF[4]CA[UTF-8]C[hel', 'lo é])']);
    expect(declareUtf8(['(;GM[1]S', 'Z[9];B[ee]C[é])'])).to.deep.equal(['(;GM[1]CA[UTF-8]S', 'Z[9];B[ee]C[é])']);
    for (const parts of [['(;GM[1]C[a]C', 'A[GB2312];C[é])'], ['(;GM[1]CA[GB', '2312];C[é])']]) expect(declareUtf8(parts)).to.deep.equal(parts);
  });

  it('the Save button of a Vietnamese lesson downloads bytes that read back the same (found by a review)', async () => {
    const sgf = '(;GM[1]FF[4]SZ[9]C[Bài 1: ăn quân];B[ee]C[Nước này rất hay])';
    const board = await fixture<GoBoard>(html`<go-board allow-save .sgf=${sgf}></go-board>`);
    await until(() => board.totalMoves === 1);
    const bytes = new Uint8Array(await (await savedBlob(board)).arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    expect(text).to.match(/^\(;GM\[1\]FF\[4\]SZ\[9\]C\[Bài 1: ăn quân\]CA\[UTF-8\]\s*;B\[ee\]C\[Nước này rất hay\]\)/);
    expect(decodeSgf(bytes)).to.deep.equal({ text, encoding: 'utf-8' });
    // Only CA[UTF-8] is added: the rest is toSgf(), which stays the file as read.
    expect(text.replace('CA[UTF-8]', '')).to.equal(board.toSgf());
    expect(board.toSgf()).not.to.contain('CA[');
  });
});
