import { expect } from '@open-wc/testing';
import { ScoringSession } from '../../src/element/scoring-ui.js';
import { board } from '../scoring/board.js';

// A race that whoever moves first wins: White's chain of four at the top (two liberties, [2,0] and [2,1]) against
// Black's dead chain of four in the middle column (two liberties, [5,0] and [5,1]), cut off from Black's wall.
const race = board(`
  . X . O X . O . .
  X X . O X . O . .
  . X O O X O O . .
  X X X X O O . . .
  X . X O O . . . .
  X X X O . . . . .
  . . X O . . . . .
  . . X O . . . . .
  . . X O . . . . .`);

const session = () =>
  new ScoringSession(race.width, race.height, Int8Array.from(race.signs), { black: 0, white: 0 }, { komi: 0, source: 'file' }, 'japanese', 0, 'black', true);

describe('ScoringSession: the count with the other side first', () => {
  it('reads the race again for the other side when the proposal is left as it is (found by a review)', () => {
    const s = session();
    // Black moves first and wins the race: White's four stones are dead.
    expect(s.dead.filter(([x, y]) => race.signs[y * race.width + x]! < 0)).to.have.length(4);
    expect(s.score.result).to.equal('W+16');
    // White moving first wins it instead: Black's four stones are the dead ones, 14 points the other way.
    expect(s.otherOrder?.result).to.equal('W+30');
  });

  it('keeps a marking changed by hand for the other order, and reads again once the change is undone', () => {
    const s = session();
    // A click on Black's middle chain marks it dead too: the reader's marking, counted as it is either way.
    s.toggle([4, 0]);
    const key = (v: readonly number[]) => `${v[0]},${v[1]}`;
    expect(s.otherOrder!.dead.map(key).sort()).to.deep.equal(s.score.dead.map(key).sort());
    // The same click again undoes it: the proposal is back, and the other side's race with it.
    s.toggle([4, 0]);
    expect(s.otherOrder?.result).to.equal('W+30');
  });
});
