import { expect } from '@open-wc/testing';
import { GoGame } from '../../src/engine/index.js';
import type { Vertex } from '../../src/engine/index.js';
import { diagram, gameFromDiagram, snapshot } from '../helpers/diagram.js';


const sorted = (vertices: Vertex[]): Vertex[] => [...vertices].sort((a, b) => a[1] - b[1] || a[0] - b[0]);

describe('GoGame refusals', () => {
  it('refuses points off the board', () => {
    const game = new GoGame({ width: 9, height: 7 });
    const start = snapshot(game);
    for (const [x, y] of [[-1, 0], [0, -1], [9, 0], [0, 7], [9, 7], [1.5, 2], [Number.NaN, 0], [0, Infinity]]) {
      expect(game.play(x!, y!), `${x},${y}`).to.deep.equal({ legal: false, reason: 'off-board' });
      expect(game.play(x!, y!, { force: true }), `forced ${x},${y}`).to.deep.equal({ legal: false, reason: 'off-board' });
      expect(game.check(x!, y!)).to.equal('off-board');
      expect(game.at(x!, y!)).to.equal(null);
      expect(game.onBoard(x!, y!)).to.equal(false);
      expect(game.chainAt(x!, y!)).to.deep.equal([]);
      expect(game.libertiesAt(x!, y!)).to.deep.equal([]);
    }
    expect(() => game.setStone(9, 0, 'black')).to.throw(RangeError);
    expect(snapshot(game)).to.deep.equal(start);
  });

  it('refuses occupied points, even when forced, and changes nothing', () => {
    const game = gameFromDiagram(`
      X O .
      . . .
      . . .`);
    const start = snapshot(game);
    expect(game.play(0, 0)).to.deep.equal({ legal: false, reason: 'occupied' });
    expect(game.play(1, 0)).to.deep.equal({ legal: false, reason: 'occupied' });
    expect(game.play(1, 0, { force: true })).to.deep.equal({ legal: false, reason: 'occupied' });
    expect(game.play(0, 0, { color: 'white' })).to.deep.equal({ legal: false, reason: 'occupied' });
    expect(game.check(1, 0, 'white')).to.equal('occupied');
    expect(snapshot(game)).to.deep.equal(start);
  });
});

describe('GoGame play options', () => {
  it('plays for the colour given, and the other colour moves next', () => {
    const game = new GoGame({ width: 5 });
    expect(game.play(2, 2, { color: 'white' }).legal).to.equal(true);
    expect(game.at(2, 2)).to.equal('white');
    expect(game.toMove).to.equal('black');
    // Two black moves in a row, as some records have.
    game.play(0, 0);
    expect(game.toMove).to.equal('white');
    game.play(1, 0, { color: 'black' });
    expect(game.at(1, 0)).to.equal('black');
    expect(game.toMove).to.equal('white');
    expect(game.moveCount).to.equal(3);
  });

  it('captures with a move played for another colour', () => {
    const game = gameFromDiagram(`
      X O .
      . . .
      . . .`);
    expect(game.play(0, 1, { color: 'white' })).to.deep.equal({ legal: true, captured: [[0, 0]] });
    expect(game.captures).to.deep.equal({ black: 0, white: 1 });
  });

  it('plays a forced suicide, removing the group for the opponent', () => {
    const game = gameFromDiagram(`
      X . O .
      O X O .
      . O . .`);
    expect(game.play(1, 0)).to.deep.equal({ legal: false, reason: 'suicide' });
    const result = game.play(1, 0, { force: true });
    expect(result.legal && sorted(result.captured)).to.deep.equal([[0, 0], [1, 0], [1, 1]]);
    expect(game.position()).to.deep.equal(diagram(`
      . . O .
      O . O .
      . O . .`));
    expect(game.captures).to.deep.equal({ black: 0, white: 3 });
    expect(game.toMove).to.equal('white');
  });

  it('plays a forced ko retake for a given colour', () => {
    const game = gameFromDiagram(`
      . X O .
      X O . O
      . X O .`);
    game.play(2, 1);
    expect(game.play(1, 1, { color: 'white', force: true })).to.deep.equal({ legal: true, captured: [[2, 1]] });
    // The forced retake is itself a ko capture.
    expect(game.koPoint).to.deep.equal([2, 1]);
  });
});

describe('GoGame check()', () => {
  it('tells legal moves and reasons without changing anything', () => {
    const game = gameFromDiagram(`
      . X O . .
      X O . O .
      . X O . .
      . . . . .`);
    const start = snapshot(game);
    expect(game.check(4, 3)).to.equal(null);
    expect(game.check(2, 1)).to.equal(null); // a capture
    expect(game.check(2, 1, 'white')).to.equal(null); // White connecting
    expect(game.check(0, 0, 'white')).to.equal(null); // it takes (1,0)
    expect(game.check(0, 0)).to.equal(null);
    expect(game.check(1, 1)).to.equal('occupied');
    expect(game.check(-1, 1)).to.equal('off-board');
    expect(snapshot(game)).to.deep.equal(start);
    // The stone that check() would have captured is still there.
    expect(game.at(1, 1)).to.equal('white');
    expect(game.libertiesAt(1, 1)).to.deep.equal([[2, 1]]);
  });

  it('agrees with play() on every point of a position', () => {
    const game = gameFromDiagram(`
      . X O . O
      X O . O .
      . X O X O
      X . X . .
      . X . . X`, 'white');
    for (let y = 0; y < 5; y++) {
      for (let x = 0; x < 5; x++) {
        for (const color of ['black', 'white'] as const) {
          const expected = game.check(x, y, color);
          const result = game.play(x, y, { color });
          expect(result.legal ? null : result.reason, `${color} ${x},${y}`).to.equal(expected);
          if (result.legal) game.undo();
        }
      }
    }
    // And the verdicts are the expected ones for a few points.
    expect(game.check(4, 1, 'black')).to.equal('suicide');
    expect(game.check(2, 1, 'black')).to.equal(null);
    expect(game.check(0, 0, 'white')).to.equal(null); // no liberty, but it takes (1,0)
    expect(game.check(3, 3, 'white')).to.equal(null);
    expect(game.check(1, 3, 'white')).to.equal('suicide');
  });
});

describe('GoGame pass', () => {
  it('resets only the ko', () => {
    const game = gameFromDiagram(`
      . X O . .
      X O . O .
      . X O . .`);
    game.play(2, 1);
    const before = snapshot(game);
    game.pass();
    const after = snapshot(game);
    expect(after.position).to.deep.equal(before.position);
    expect(after.captures).to.deep.equal(before.captures);
    expect(after.positionHash).to.equal(before.positionHash);
    expect(after.koPoint).to.equal(null);
    expect(after.toMove).to.equal('black');
    expect(after.moveCount).to.equal(before.moveCount + 1);
    expect(game.check(1, 1, 'white')).to.equal(null);
  });
});

describe('GoGame chains and liberties', () => {
  it('returns the stones and distinct liberties of a chain', () => {
    const game = gameFromDiagram(`
      . X X . .
      . X . X .
      . X X X O
      . . . O .`);
    // Black is one chain around the empty point (2,1); that liberty touches four stones but counts once.
    const chain = sorted(game.chainAt(1, 0));
    expect(chain).to.deep.equal([[1, 0], [2, 0], [1, 1], [3, 1], [1, 2], [2, 2], [3, 2]]);
    expect(sorted(game.chainAt(3, 2))).to.deep.equal(chain);
    expect(sorted(game.libertiesAt(2, 2))).to.deep.equal([[0, 0], [3, 0], [0, 1], [2, 1], [4, 1], [0, 2], [1, 3], [2, 3]]);
    expect(game.chainAt(0, 0)).to.deep.equal([]);
    expect(game.libertiesAt(0, 0)).to.deep.equal([]);
    expect(sorted(game.chainAt(4, 2))).to.deep.equal([[4, 2]]);
    expect(sorted(game.libertiesAt(4, 2))).to.deep.equal([[4, 1], [4, 3]]);
  });

  it('follows merges, captures and undos', () => {
    const game = gameFromDiagram(`
      . X . X .
      . O X O .
      . . O . .`, 'white');
    // White at (2,0) takes the black stone at (2,1), whose last liberty it is.
    expect(sorted(game.libertiesAt(2, 1))).to.deep.equal([[2, 0]]);
    const result = game.play(2, 0);
    expect(result).to.deep.equal({ legal: true, captured: [[2, 1]] });
    expect(sorted(game.chainAt(2, 0))).to.deep.equal([[2, 0]]);
    expect(sorted(game.libertiesAt(2, 0))).to.deep.equal([[2, 1]]);
    // Black may not take back at once (ko), so it plays elsewhere and White connects.
    expect(game.check(2, 1)).to.equal('ko');
    game.play(0, 2);
    game.play(2, 1);
    expect(sorted(game.chainAt(2, 0))).to.deep.equal([[2, 0], [1, 1], [2, 1], [3, 1], [2, 2]]);
    expect(sorted(game.libertiesAt(1, 1))).to.deep.equal([[0, 1], [4, 1], [1, 2], [3, 2]]);
    game.undo();
    expect(sorted(game.chainAt(1, 1))).to.deep.equal([[1, 1]]);
    expect(sorted(game.libertiesAt(1, 1))).to.deep.equal([[0, 1], [2, 1], [1, 2]]);
    expect(sorted(game.libertiesAt(2, 0))).to.deep.equal([[2, 1]]);
  });
});

describe('GoGame position data', () => {
  it('gives signs row by row', () => {
    const game = gameFromDiagram(`
      X . .
      . O .`);
    expect([...game.signs()]).to.deep.equal([1, 0, 0, 0, -1, 0]);
  });

  it('hashes a position the same whatever the order it was reached in', () => {
    const a = new GoGame({ width: 9 });
    const b = new GoGame({ width: 9 });
    expect(a.positionHash).to.equal(0);
    a.play(2, 2); a.play(6, 6); a.play(2, 6);
    b.play(2, 6); b.play(6, 6); b.play(2, 2);
    expect(a.positionHash).to.equal(b.positionHash);
    expect(a.positionHash).not.to.equal(0);
    // A different colour on the same point is a different position.
    const c = new GoGame({ width: 9 });
    c.play(2, 2, { color: 'white' }); c.play(6, 6, { color: 'black' }); c.play(2, 6, { color: 'black' });
    expect(c.positionHash).not.to.equal(a.positionHash);
  });

  it('reset() clears board, history, captures and ko', () => {
    const game = gameFromDiagram(`
      . X O .
      X O . O
      . X O .`);
    game.play(2, 1);
    game.reset();
    expect(snapshot(game)).to.deep.equal(snapshot(new GoGame({ width: 4, height: 3 })));
    expect(game.undo()).to.equal(false);
  });
});
