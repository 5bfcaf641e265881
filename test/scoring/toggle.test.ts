import { expect } from '@open-wc/testing';
import { countScore, toggleDead } from '../../src/scoring/index.js';
import { board } from './board.js';

describe('toggleDead', () => {
  // Two white stones share Black's upper left (one point apart); a third white stone sits far below; a black
  // stone sits in White's area across the walls.
  const b = board(`
    . . . . X O . . .
    . O . . X O . . .
    . . O . X O . X .
    . . . . X O . . .
    . . . . X O . . .
    . . . . X O . . .
    . . . . X O . . .
    . O . . X O . . .
    . . . . X O . . .`);
  const toggle = (dead: [number, number][], vertex: [number, number]) => toggleDead(b.width, b.height, b.signs, dead, vertex);

  it('marks the clicked stones dead together with the same-colour stones that share their area', () => {
    expect(toggle([], [1, 1])).to.deep.equal([[1, 1], [2, 2]]);
    expect(toggle([], [2, 2])).to.deep.equal([[1, 1], [2, 2]]);
  });

  it('does not reach a distant group of the same colour', () => {
    expect(toggle([], [1, 7])).to.deep.equal([[1, 7]]);
    expect(toggle([[1, 1], [2, 2]], [1, 7])).to.deep.equal([[1, 1], [2, 2], [1, 7]]);
  });

  it('brings the stones back to life with a second click, leaving other dead stones dead', () => {
    const dead = toggle(toggle([[1, 7]], [1, 1]), [2, 2]);
    expect(dead).to.deep.equal([[1, 7]]);
  });

  it('does not cross a wall of the other colour', () => {
    expect(toggle([], [7, 2])).to.deep.equal([[7, 2]]);
  });

  it('changes nothing when an empty point is clicked, and drops marks on empty points', () => {
    expect(toggle([[1, 1], [2, 2]], [0, 0])).to.deep.equal([[1, 1], [2, 2]]);
    expect(toggle([[3, 3], [1, 1]], [8, 8])).to.deep.equal([[1, 1]]);
    expect(toggle([[1, 1]], [20, 20])).to.deep.equal([[1, 1]]);
  });

  it('feeds the counter: all three white stones dead gives Black the whole left side', () => {
    let dead = toggle([], [1, 1]);
    dead = toggle(dead, [1, 7]);
    dead = toggle(dead, [7, 2]);
    const score = countScore({ width: 9, height: 9, signs: b.signs, dead, komi: 6.5 });
    // Black: 4 columns of 9 = 36 + 3 prisoners; White: 3 columns of 9 = 27 + 1 prisoner + 6.5.
    expect(score.black.total).to.equal(39);
    expect(score.white.total).to.equal(34.5);
    expect(score.result).to.equal('B+4.5');
  });

  it('does not sweep along a nearby group that has an eye of its own, but that group takes its neighbours', () => {
    const c = board(`
      . . . . X O . . .
      . . . O X O . . .
      . . . . X O . . .
      O O O . X O . . .
      . . O . X O . . .
      O O O . X O . . .
      . . . . X O . . .`);
    expect(toggleDead(c.width, c.height, c.signs, [], [3, 1])).to.deep.equal([[3, 1]]);
    expect(toggleDead(c.width, c.height, c.signs, [], [2, 3])).to.deep.equal([
      [3, 1],
      [0, 3], [1, 3], [2, 3],
      [2, 4],
      [0, 5], [1, 5], [2, 5],
    ]);
  });
});
