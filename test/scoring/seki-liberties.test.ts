import { expect } from '@open-wc/testing';
import { sekiLiberties } from '../../src/scoring/seki-liberties.js';
import { board } from './board.js';

describe('sekiLiberties: open points neither side can fill', () => {
  it('finds the shared liberty of a seki with eyes, not the points of an open border', () => {
    // Left: a white ring (eye at D4) around a black group (eye at H5) sharing F5 (a seki). Right: Black's and
    // White's walls face each other across two open points, which either side may fill safely.
    const b = board(`
      . . . . . . . . . . . . . X . O .
      . X X X X X X X X X X . . X . O .
      . X O O O O O O O O X . . X X O .
      . X O . O X X X X O X . . X O O .
      . X O O O . X . X O X . . X O . .
      . X O O O X X X X O X . . X O . .
      . X O O O O O O O O X . . X O . .
      . X X X X X X X X X X . . X O . .
      . . . . . . . . . . . . . X O . .`);
    const open: [number, number][] = [[5, 4], [14, 0], [14, 1]];
    expect(sekiLiberties(b.width, b.height, b.signs, [], [], open)).to.deep.equal([[5, 4]]);
  });

  it('reads the position as counted: dead stones off', () => {
    // Black's stones B4 and A3 have two liberties, A4 and B3: a stone of either colour at A4 would be in atari at
    // once. With White's A2 marked dead and taken off, A3 gains a liberty and Black can fill A4 safely.
    const b = board(`
      . X O .
      X . X O
      O X O .
      . O . .`);
    expect(sekiLiberties(b.width, b.height, b.signs, [], [], [[0, 0]])).to.deep.equal([[0, 0]]);
    expect(sekiLiberties(b.width, b.height, b.signs, [[0, 2]], [], [[0, 0]])).to.deep.equal([]);
  });
});
