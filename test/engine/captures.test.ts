import { expect } from '@open-wc/testing';
import type { Vertex } from '../../src/engine/index.js';
import { diagram, gameFromDiagram } from '../helpers/diagram.js';

/** Vertices sorted by y then x, so capture lists can be compared regardless of order. */
const sorted = (vertices: Vertex[]): Vertex[] => [...vertices].sort((a, b) => a[1] - b[1] || a[0] - b[0]);

describe('GoGame captures', () => {
  it('captures a stone on the edge', () => {
    const game = gameFromDiagram(`
      . X O X .
      . . . . .
      . . . . .`);
    const result = game.play(2, 1);
    expect(result).to.deep.equal({ legal: true, captured: [[2, 0]] });
    expect(game.position()).to.deep.equal(diagram(`
      . X . X .
      . . X . .
      . . . . .`));
    expect(game.captures).to.deep.equal({ black: 1, white: 0 });
    expect(game.toMove).to.equal('white');
  });

  it('captures a two-stone chain on the edge', () => {
    const game = gameFromDiagram(`
      . . . . . .
      X . . . . .
      O X . . . .
      O X . . . .
      . . . . . .`);
    const result = game.play(0, 4);
    expect(result.legal).to.equal(true);
    expect(result.legal && sorted(result.captured)).to.deep.equal([[0, 2], [0, 3]]);
    expect(game.position()).to.deep.equal(diagram(`
      . . . . . .
      X . . . . .
      . X . . . .
      . X . . . .
      X . . . . .`));
    expect(game.captures).to.deep.equal({ black: 2, white: 0 });
  });

  it('captures in each of the four corners', () => {
    const corners: Array<[string, Vertex, Vertex]> = [
      [`
        O X .
        . . .
        . . .`, [0, 1], [0, 0]],
      [`
        . X O
        . . .
        . . .`, [2, 1], [2, 0]],
      [`
        . . .
        . . .
        O X .`, [0, 1], [0, 2]],
      [`
        . . .
        . . X
        . . O`, [1, 2], [2, 2]],
    ];
    for (const [text, move, taken] of corners) {
      const game = gameFromDiagram(text);
      expect(game.play(...move)).to.deep.equal({ legal: true, captured: [taken] });
      expect(game.at(...taken)).to.equal(null);
      expect(game.at(...move)).to.equal('black');
      expect(game.captures.black).to.equal(1);
    }
  });

  it('captures a chain that fills the corner', () => {
    const game = gameFromDiagram(`
      X X O .
      X . O .
      O O . .
      . . . .`, 'white');
    expect(sorted(game.chainAt(0, 0))).to.deep.equal([[0, 0], [1, 0], [0, 1]]);
    expect(game.libertiesAt(0, 0)).to.deep.equal([[1, 1]]);
    const result = game.play(1, 1);
    expect(result.legal && sorted(result.captured)).to.deep.equal([[0, 0], [1, 0], [0, 1]]);
    expect(game.position()).to.deep.equal(diagram(`
      . . O .
      . O O .
      O O . .
      . . . .`));
    expect(game.captures).to.deep.equal({ black: 0, white: 3 });
    expect(sorted(game.libertiesAt(1, 1))).to.deep.equal([[1, 0], [3, 0], [0, 1], [3, 1], [2, 2], [0, 3], [1, 3]]);
  });

  it('captures several separate chains with one stone', () => {
    const game = gameFromDiagram(`
      . X O X .
      X O . O X
      . X O X .
      . . X . .`);
    const result = game.play(2, 1);
    expect(result.legal).to.equal(true);
    expect(result.legal && sorted(result.captured)).to.deep.equal([[2, 0], [1, 1], [3, 1], [2, 2]]);
    expect(game.position()).to.deep.equal(diagram(`
      . X . X .
      X . X . X
      . X . X .
      . . X . .`));
    expect(game.captures).to.deep.equal({ black: 4, white: 0 });
    // Four stones were taken, so this is no ko.
    expect(game.koPoint).to.equal(null);
  });

  it('captures two multi-stone chains with one stone', () => {
    const game = gameFromDiagram(`
      X O O X .
      X O . O X
      X O O X .
      . X X . .`);
    expect(sorted(game.chainAt(1, 0))).to.deep.equal([[1, 0], [2, 0], [1, 1], [1, 2], [2, 2]]);
    expect(game.libertiesAt(1, 0)).to.deep.equal([[2, 1]]);
    expect(game.chainAt(3, 1)).to.deep.equal([[3, 1]]);
    const result = game.play(2, 1);
    expect(result.legal && sorted(result.captured)).to.deep.equal([[1, 0], [2, 0], [1, 1], [3, 1], [1, 2], [2, 2]]);
    expect(game.captures.black).to.equal(6);
    expect(game.position()).to.deep.equal(diagram(`
      X . . X .
      X . X . X
      X . . X .
      . X X . .`));
    // The stones that surrounded the captured chains got their liberties back.
    expect(sorted(game.libertiesAt(3, 0))).to.deep.equal([[2, 0], [4, 0], [3, 1]]);
    expect(sorted(game.libertiesAt(0, 0))).to.deep.equal([[1, 0], [1, 1], [1, 2], [0, 3]]);
  });

  it('plays a snapback', () => {
    const game = gameFromDiagram(`
      X X X X .
      O O O X .
      . . O X .`);
    // Black throws in; the stone is in atari.
    expect(game.play(0, 2)).to.deep.equal({ legal: true, captured: [] });
    expect(game.libertiesAt(0, 2)).to.deep.equal([[1, 2]]);
    // White takes it...
    expect(game.play(1, 2)).to.deep.equal({ legal: true, captured: [[0, 2]] });
    expect(game.koPoint).to.equal(null);
    expect(game.libertiesAt(1, 2)).to.deep.equal([[0, 2]]);
    // ...and Black takes back five stones at once: no ko, since it is not a single stone.
    const result = game.play(0, 2);
    expect(result.legal && sorted(result.captured)).to.deep.equal([[0, 1], [1, 1], [2, 1], [1, 2], [2, 2]]);
    expect(game.position()).to.deep.equal(diagram(`
      X X X X .
      . . . X .
      X . . X .`));
    expect(game.captures).to.deep.equal({ black: 5, white: 1 });
    expect(game.koPoint).to.equal(null);
  });

  it('allows a move with no liberties when it captures (not suicide)', () => {
    const game = gameFromDiagram(`
      . X O .
      X O . O
      . X O .`);
    expect(game.check(2, 1)).to.equal(null);
    const result = game.play(2, 1);
    expect(result).to.deep.equal({ legal: true, captured: [[1, 1]] });
    expect(game.at(2, 1)).to.equal('black');
    expect(game.libertiesAt(2, 1)).to.deep.equal([[1, 1]]);
  });

  it('allows filling the last liberty of an own chain when that captures', () => {
    const text = `
      X . O X
      O X O X
      . O X .`;
    const game = gameFromDiagram(text);
    expect(game.check(1, 0)).to.equal(null);
    const result = game.play(1, 0);
    expect(result.legal && sorted(result.captured)).to.deep.equal([[2, 0], [2, 1]]);
    expect(sorted(game.chainAt(1, 0))).to.deep.equal([[0, 0], [1, 0], [1, 1]]);
    expect(sorted(game.libertiesAt(1, 0))).to.deep.equal([[2, 0], [2, 1]]);
    // Without the black stone at (2,2) the white chain keeps a liberty, and the same move is suicide.
    const other = gameFromDiagram(text);
    other.setStone(2, 2, null);
    other.toMove = 'black';
    expect(other.play(1, 0)).to.deep.equal({ legal: false, reason: 'suicide' });
  });
});

describe('GoGame suicide', () => {
  it('refuses a one-stone suicide and changes nothing', () => {
    const game = gameFromDiagram(`
      . O .
      O . O
      . O .`);
    const undoBytes = game.undoBytes;
    expect(game.play(1, 1)).to.deep.equal({ legal: false, reason: 'suicide' });
    expect(game.check(1, 1)).to.equal('suicide');
    expect(game.at(1, 1)).to.equal(null);
    expect(game.toMove).to.equal('black');
    expect(game.moveCount).to.equal(0);
    expect(game.undoBytes).to.equal(undoBytes);
    // White may play there: it is its own eye, not suicide.
    expect(game.check(1, 1, 'white')).to.equal(null);
  });

  it('refuses a suicide in the corner', () => {
    const game = gameFromDiagram(`
      . O .
      O . .
      . . .`);
    expect(game.play(0, 0)).to.deep.equal({ legal: false, reason: 'suicide' });
  });

  it('refuses the suicide of a group', () => {
    const game = gameFromDiagram(`
      X . O .
      O X O .
      . O . .`);
    expect(game.play(1, 0)).to.deep.equal({ legal: false, reason: 'suicide' });
    expect(game.position()).to.deep.equal(diagram(`
      X . O .
      O X O .
      . O . .`));
    expect(game.captures).to.deep.equal({ black: 0, white: 0 });
    expect(game.toMove).to.equal('black');
  });

  it('plays a one-stone suicide with allowSuicide, the stone going to the opponent', () => {
    const game = gameFromDiagram(`
      . O .
      O . O
      . O .`, 'black', { allowSuicide: true });
    expect(game.play(1, 1)).to.deep.equal({ legal: true, captured: [[1, 1]] });
    expect(game.at(1, 1)).to.equal(null);
    expect(game.captures).to.deep.equal({ black: 0, white: 1 });
    expect(game.toMove).to.equal('white');
    expect(game.moveCount).to.equal(1);
    expect(game.koPoint).to.equal(null);
  });

  it('plays a group suicide with allowSuicide, the stones going to the opponent', () => {
    const game = gameFromDiagram(`
      X . O .
      O X O .
      . O . .`, 'black', { allowSuicide: true });
    const result = game.play(1, 0);
    expect(result.legal && sorted(result.captured)).to.deep.equal([[0, 0], [1, 0], [1, 1]]);
    expect(game.position()).to.deep.equal(diagram(`
      . . O .
      O . O .
      . O . .`));
    expect(game.captures).to.deep.equal({ black: 0, white: 3 });
    expect(game.toMove).to.equal('white');
    // The undo puts the group back.
    expect(game.undo()).to.equal(true);
    expect(game.position()).to.deep.equal(diagram(`
      X . O .
      O X O .
      . O . .`));
    expect(game.captures).to.deep.equal({ black: 0, white: 0 });
    expect(sorted(game.chainAt(0, 0))).to.deep.equal([[0, 0]]);
    expect(sorted(game.libertiesAt(1, 1))).to.deep.equal([[1, 0]]);
  });

  it('still captures instead of suiciding when allowSuicide is on', () => {
    const game = gameFromDiagram(`
      . X O .
      X O . O
      . X O .`, 'black', { allowSuicide: true });
    expect(game.play(2, 1)).to.deep.equal({ legal: true, captured: [[1, 1]] });
    expect(game.captures).to.deep.equal({ black: 1, white: 0 });
    expect(game.at(2, 1)).to.equal('black');
  });
});
