import { expect } from '@open-wc/testing';
import { PlayoutBoard } from '../../src/scoring/playout.js';

/** A playout board from rows of X (Black), O (White) and . (empty). */
const boardOf = (rows: string[]) => {
  const width = rows[0]!.length;
  const b = new PlayoutBoard(width, rows.length);
  b.setup(rows.flatMap((r) => [...r].map((c) => (c === 'X' ? 1 : c === 'O' ? -1 : 0))));
  return b;
};

describe('PlayoutBoard.isNakade (which self-ataris the playouts allow)', () => {
  it('lets Black fill the middle of a straight three next to its stone: the last liberty touches the point played', () => {
    // Black at [2,1] makes two stones with the last liberty [3,1], which is next to [2,1] itself.
    const b = boardOf(['OOOOO', 'OX..O', 'OOOOO']);
    expect(b.isNakade(b.loc(2, 1), 1)).to.equal(true);
  });

  it('refuses the same sacrifice when the group around has a real eye elsewhere (it cannot kill it)', () => {
    const b = boardOf(['OOOOOOO', 'OX..O.O', 'OOOOOOO']);
    expect(b.isNakade(b.loc(2, 1), 1)).to.equal(false);
  });
});
