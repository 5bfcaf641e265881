import { expect } from '@open-wc/testing';
import { GoGame } from '../../src/engine/index.js';
import type { Vertex } from '../../src/engine/index.js';

/** In each corner, a white stone with one black neighbour; Black plays the other neighbour and takes it. */
function captureInEveryCorner(width: number, height: number): void {
  const corners: Vertex[] = [[0, 0], [width - 1, 0], [0, height - 1], [width - 1, height - 1]];
  for (const [x, y] of corners) {
    const game = new GoGame({ width, height });
    const dx = x === 0 ? 1 : -1;
    const dy = y === 0 ? 1 : -1;
    game.setStone(x, y, 'white');
    game.setStone(x + dx, y, 'black');
    expect(game.libertiesAt(x, y), `liberties of corner ${x},${y}`).to.deep.equal([[x, y + dy]]);
    expect(game.play(x, y + dy), `corner ${x},${y}`).to.deep.equal({ legal: true, captured: [[x, y]] });
    expect(game.at(x, y)).to.equal(null);
    expect(game.captures.black).to.equal(1);
  }
}

describe('GoGame board sizes', () => {
  it('has the requested dimensions and defaults the height to the width', () => {
    const game = new GoGame({ width: 19, height: 13 });
    expect([game.width, game.height]).to.deep.equal([19, 13]);
    expect(game.position()).to.have.length(13);
    expect(game.position()[0]).to.have.length(19);
    expect(game.signs()).to.have.length(19 * 13);
    expect(new GoGame({ width: 7 }).height).to.equal(7);
  });

  it('rejects sizes outside 1 to 52 and fractions', () => {
    for (const [width, height] of [[0, 5], [5, 0], [53, 19], [19, 53], [1.5, 3], [3, Number.NaN]] as Array<[number, number]>) {
      expect(() => new GoGame({ width, height }), `${width}x${height}`).to.throw(RangeError);
    }
    expect(() => new GoGame({ width: 52, height: 1 })).not.to.throw();
  });

  it('captures in the corners of 19x13, 13x19, 9x9 and 52x52', () => {
    captureInEveryCorner(19, 13);
    captureInEveryCorner(13, 19);
    captureInEveryCorner(9, 9);
    captureInEveryCorner(52, 52);
  });

  it('knows which points are on a 19x13 board', () => {
    const game = new GoGame({ width: 19, height: 13 });
    expect(game.onBoard(18, 12)).to.equal(true);
    expect(game.onBoard(19, 12)).to.equal(false);
    expect(game.onBoard(18, 13)).to.equal(false);
    expect(game.play(19, 0)).to.deep.equal({ legal: false, reason: 'off-board' });
    expect(game.play(0, 13)).to.deep.equal({ legal: false, reason: 'off-board' });
    expect(game.play(18, 12).legal).to.equal(true);
    expect(game.at(18, 12)).to.equal('black');
    expect(game.signs()[12 * 19 + 18]).to.equal(1);
    expect(game.position()[12]).to.equal('..................X');
  });

  it('does not join the right edge to the left edge of the next row', () => {
    const game = new GoGame({ width: 19, height: 13 });
    game.setStone(18, 5, 'black');
    game.setStone(0, 6, 'black');
    expect(game.chainAt(18, 5)).to.deep.equal([[18, 5]]);
    expect(game.libertiesAt(18, 5)).to.have.length(3);
    expect(game.libertiesAt(0, 6)).to.have.length(3);
    // A white stone on the right edge, surrounded on its three sides, is taken even with
    // a white stone at the start of the next row.
    game.setStone(18, 8, 'white');
    game.setStone(0, 9, 'white');
    game.setStone(18, 7, 'black');
    game.setStone(17, 8, 'black');
    game.toMove = 'black';
    expect(game.play(18, 9)).to.deep.equal({ legal: true, captured: [[18, 8]] });
    expect(game.at(0, 9)).to.equal('white');
  });

  it('plays on 1x1: the only move is suicide', () => {
    const game = new GoGame({ width: 1 });
    expect(game.play(0, 0)).to.deep.equal({ legal: false, reason: 'suicide' });
    expect(game.play(1, 0)).to.deep.equal({ legal: false, reason: 'off-board' });
    game.pass();
    expect(game.toMove).to.equal('white');
    expect(game.check(0, 0)).to.equal('suicide');

    const loose = new GoGame({ width: 1, allowSuicide: true });
    expect(loose.play(0, 0)).to.deep.equal({ legal: true, captured: [[0, 0]] });
    expect(loose.captures).to.deep.equal({ black: 0, white: 1 });
    expect(loose.position()).to.deep.equal(['.']);
    expect(loose.undo()).to.equal(true);
    expect(loose.captures).to.deep.equal({ black: 0, white: 0 });
    expect(loose.toMove).to.equal('black');
  });

  it('plays on 2x1: capture, ko, and a full board', () => {
    const game = new GoGame({ width: 2, height: 1 });
    expect(game.play(0, 0)).to.deep.equal({ legal: true, captured: [] });
    expect(game.libertiesAt(0, 0)).to.deep.equal([[1, 0]]);
    expect(game.play(1, 0)).to.deep.equal({ legal: true, captured: [[0, 0]] });
    expect(game.koPoint).to.deep.equal([0, 0]);
    expect(game.play(0, 0)).to.deep.equal({ legal: false, reason: 'ko' });
    game.pass();
    // White may not fill its own last liberty.
    expect(game.play(0, 0)).to.deep.equal({ legal: false, reason: 'suicide' });
    game.pass();
    // After the passes, Black may take back.
    expect(game.play(0, 0)).to.deep.equal({ legal: true, captured: [[1, 0]] });
    expect(game.position()).to.deep.equal(['X.']);
  });

  it('plays on 1x3 (a column)', () => {
    const game = new GoGame({ width: 1, height: 3 });
    expect(game.play(0, 1).legal).to.equal(true);
    expect(game.libertiesAt(0, 1)).to.have.deep.members([[0, 0], [0, 2]]);
    expect(game.play(0, 0)).to.deep.equal({ legal: false, reason: 'suicide' });
    game.pass();
    expect(game.play(0, 0).legal).to.equal(true);
    expect(game.chainAt(0, 1)).to.have.deep.members([[0, 0], [0, 1]]);
    expect(game.libertiesAt(0, 0)).to.deep.equal([[0, 2]]);
    const result = game.play(0, 2);
    expect(result.legal && result.captured).to.have.deep.members([[0, 0], [0, 1]]);
    expect(game.position()).to.deep.equal(['.', '.', 'O']);
    expect(game.koPoint).to.equal(null);
  });

  it('handles the far corner of 52x52', () => {
    const game = new GoGame({ width: 52, height: 52 });
    expect(game.play(52, 0).legal).to.equal(false);
    expect(game.play(0, 52).legal).to.equal(false);
    expect(game.play(51, 51).legal).to.equal(true);
    expect(game.at(51, 51)).to.equal('black');
    expect(game.position()[51]).to.equal('.'.repeat(51) + 'X');
    expect(game.signs()[52 * 52 - 1]).to.equal(1);
    expect(game.libertiesAt(51, 51)).to.have.deep.members([[50, 51], [51, 50]]);
  });
});
