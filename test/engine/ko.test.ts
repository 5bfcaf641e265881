import { expect } from '@open-wc/testing';
import { GoGame } from '../../src/engine/index.js';
import { diagram, gameFromDiagram } from '../helpers/diagram.js';

const KO = `
  . X O . . .
  X O . O . .
  . X O . . .
  . . . . . .`;

// Sending two, returning one: Black throws in at (0,0), White takes two stones at (2,0),
// and Black's retake at (1,0) (taking one) would bring back the position before the throw-in.
const SEND_TWO = `
  . X . X .
  O O X . .
  . . . . .`;

describe('GoGame simple ko', () => {
  it('forbids the immediate retake and shows the ko point', () => {
    const game = gameFromDiagram(KO);
    expect(game.koPoint).to.equal(null);
    expect(game.play(2, 1)).to.deep.equal({ legal: true, captured: [[1, 1]] });
    expect(game.toMove).to.equal('white');
    expect(game.koPoint).to.deep.equal([1, 1]);
    expect(game.check(1, 1)).to.equal('ko');
    expect(game.play(1, 1)).to.deep.equal({ legal: false, reason: 'ko' });
    // Naming the colour explicitly does not get around the ko.
    expect(game.play(1, 1, { color: 'white' })).to.deep.equal({ legal: false, reason: 'ko' });
    // The refusal changed nothing.
    expect(game.toMove).to.equal('white');
    expect(game.moveCount).to.equal(1);
    expect(game.koPoint).to.deep.equal([1, 1]);
    expect(game.position()).to.deep.equal(diagram(`
      . X O . . .
      X . X O . .
      . X O . . .
      . . . . . .`));
  });

  it('binds only the player whose stone was taken', () => {
    const game = gameFromDiagram(KO);
    game.play(2, 1);
    // Black may fill the ko point.
    expect(game.check(1, 1, 'black')).to.equal(null);
    // White may play anywhere else.
    expect(game.check(5, 3)).to.equal(null);
  });

  it('lets the ko be retaken after an exchange elsewhere', () => {
    const game = gameFromDiagram(KO);
    game.play(2, 1);
    expect(game.play(5, 3).legal).to.equal(true); // White's ko threat
    expect(game.koPoint).to.equal(null);
    expect(game.play(5, 0).legal).to.equal(true); // Black answers
    expect(game.koPoint).to.equal(null);
    expect(game.check(1, 1)).to.equal(null);
    expect(game.play(1, 1)).to.deep.equal({ legal: true, captured: [[2, 1]] });
    // Now Black is the one who must wait.
    expect(game.koPoint).to.deep.equal([2, 1]);
    expect(game.play(2, 1)).to.deep.equal({ legal: false, reason: 'ko' });
    expect(game.captures).to.deep.equal({ black: 1, white: 1 });
  });

  it('lets a forced move retake the ko', () => {
    const game = gameFromDiagram(KO);
    game.play(2, 1);
    expect(game.play(1, 1, { force: true })).to.deep.equal({ legal: true, captured: [[2, 1]] });
    expect(game.position()).to.deep.equal(diagram(KO));
    expect(game.captures).to.deep.equal({ black: 1, white: 1 });
  });

  it('is no ko when the capturing stone keeps another liberty', () => {
    const game = gameFromDiagram(`
      . X O X .
      . . . . .`);
    expect(game.play(2, 1)).to.deep.equal({ legal: true, captured: [[2, 0]] });
    expect(game.koPoint).to.equal(null);
    // White cannot come back (it would be suicide), but the reason is not ko.
    expect(game.check(2, 0)).to.equal('suicide');
  });

  it('is no ko when the capturing stone joins a chain', () => {
    const game = gameFromDiagram(`
      . X O . .
      X O . O .
      . X X O .
      . . . . .`);
    expect(game.play(2, 1)).to.deep.equal({ legal: true, captured: [[1, 1]] });
    expect(game.koPoint).to.equal(null);
    expect(game.check(1, 1)).to.equal('suicide');
  });

  it('is no ko when two stones are taken', () => {
    const game = gameFromDiagram(SEND_TWO);
    game.play(0, 0);
    // White takes two stones with a lone stone that is left with one liberty.
    const result = game.play(2, 0);
    expect(result.legal && result.captured.length).to.equal(2);
    expect(game.libertiesAt(2, 0)).to.deep.equal([[1, 0]]);
    expect(game.koPoint).to.equal(null);
    expect(game.check(1, 0)).to.equal(null);
  });

  it('is cleared by a pass', () => {
    const game = gameFromDiagram(KO);
    game.play(2, 1);
    expect(game.check(1, 1)).to.equal('ko');
    game.pass();
    expect(game.koPoint).to.equal(null);
    expect(game.check(1, 1, 'white')).to.equal(null);
    game.pass();
    expect(game.play(1, 1)).to.deep.equal({ legal: true, captured: [[2, 1]] });
  });

  it('still reports simple ko as "ko" when superko is on', () => {
    const game = gameFromDiagram(KO, 'black', { superko: true });
    game.play(2, 1);
    expect(game.play(1, 1)).to.deep.equal({ legal: false, reason: 'ko' });
  });
});

describe('GoGame positional superko', () => {
  it('forbids a move that repeats an earlier position (sending two, returning one)', () => {
    const game = gameFromDiagram(SEND_TWO, 'black', { superko: true });
    expect(game.play(0, 0)).to.deep.equal({ legal: true, captured: [] });
    const taken = game.play(2, 0);
    expect(taken.legal && taken.captured.length).to.equal(2);
    expect(game.koPoint).to.equal(null);
    expect(game.check(1, 0)).to.equal('superko');
    expect(game.play(1, 0)).to.deep.equal({ legal: false, reason: 'superko' });
    expect(game.at(1, 0)).to.equal(null);
    expect(game.toMove).to.equal('black');
    expect(game.moveCount).to.equal(2);
    // Other moves are fine.
    expect(game.check(4, 2)).to.equal(null);
  });

  it('allows the same move when superko is off, and it does repeat the position', () => {
    const game = gameFromDiagram(SEND_TWO);
    const start = game.position();
    const startHash = game.positionHash;
    game.play(0, 0);
    game.play(2, 0);
    expect(game.play(1, 0)).to.deep.equal({ legal: true, captured: [[2, 0]] });
    expect(game.position()).to.deep.equal(start);
    expect(game.positionHash).to.equal(startHash);
  });

  it('lets a forced move repeat a position', () => {
    const game = gameFromDiagram(SEND_TWO, 'black', { superko: true });
    game.play(0, 0);
    game.play(2, 0);
    expect(game.play(1, 0, { force: true })).to.deep.equal({ legal: true, captured: [[2, 0]] });
    expect(game.position()).to.deep.equal(diagram(SEND_TWO));
  });

  it('forgets positions that were undone', () => {
    const game = gameFromDiagram(SEND_TWO, 'black', { superko: true });
    game.play(0, 0);
    const afterThrowIn = game.position();
    game.play(2, 0);
    expect(game.check(1, 0)).to.equal('superko');
    // Undo every move and the setup, then reach the throw-in position again through a
    // different history: it was undone, so it no longer counts as repeated.
    while (game.undo());
    expect(game.position().join('')).to.match(/^\.+$/);
    game.setStone(0, 1, 'white');
    game.setStone(1, 1, 'white');
    game.setStone(2, 1, 'black');
    game.setStone(3, 0, 'black');
    game.setStone(0, 0, 'black');
    game.setStone(2, 0, 'white');
    game.toMove = 'black';
    expect(game.check(1, 0)).to.equal(null);
    expect(game.play(1, 0)).to.deep.equal({ legal: true, captured: [[2, 0]] });
    expect(game.position()).to.deep.equal(afterThrowIn);
  });

  it('counts a position as seen while it is still in the history', () => {
    const game = gameFromDiagram(SEND_TWO, 'black', { superko: true });
    game.play(0, 0);
    game.play(2, 0);
    // Undo White's capture and play it again: the start position is still in the history.
    game.undo();
    game.play(2, 0);
    expect(game.check(1, 0)).to.equal('superko');
  });

  it('sees the repeat when the captured chain touches the move on two sides', () => {
    // White at (1,1) takes the corner chain, which touches it at (1,0) and (0,1).
    const game = new GoGame({ width: 4, height: 3, superko: true });
    for (const [x, y] of [[2, 0], [2, 1], [0, 2], [1, 2], [1, 1]] as const) game.setStone(x, y, 'white');
    const earlier = game.position();
    game.setStone(1, 1, null);
    for (const [x, y] of [[0, 0], [1, 0], [0, 1]] as const) game.setStone(x, y, 'black');
    game.toMove = 'white';
    expect(game.play(1, 1)).to.deep.equal({ legal: false, reason: 'superko' });
    // Without superko the same move is a capture that brings back the earlier position.
    const plain = new GoGame({ width: 4, height: 3 });
    for (let y = 0; y < 3; y++) for (let x = 0; x < 4; x++) if (game.at(x, y)) plain.setStone(x, y, game.at(x, y));
    plain.toMove = 'white';
    const result = plain.play(1, 1);
    expect(result.legal && result.captured.length).to.equal(3);
    expect(plain.position()).to.deep.equal(earlier);
  });

  it('judges a group suicide by the position it leaves', () => {
    // The three black stones go; the board left has only the white stones.
    const text = `
      X . O .
      O X O .
      . O . .`;
    // Setup placed (0,0) before any white stone, so the all-white position never occurred: legal.
    const fresh = gameFromDiagram(text, 'black', { superko: true, allowSuicide: true });
    const result = fresh.play(1, 0);
    expect(result.legal && result.captured.length).to.equal(3);
    expect(fresh.position()).to.deep.equal(diagram(`
      . . O .
      O . O .
      . O . .`));
    // Here the white stones were set up first, so the all-white position is a repeat.
    const repeat = new GoGame({ width: 4, height: 3, superko: true, allowSuicide: true });
    for (const [x, y] of [[2, 0], [0, 1], [2, 1], [1, 2]] as const) repeat.setStone(x, y, 'white');
    repeat.setStone(0, 0, 'black');
    repeat.setStone(1, 1, 'black');
    expect(repeat.play(1, 0)).to.deep.equal({ legal: false, reason: 'superko' });
  });

  it('forbids a suicide that recreates the position when suicide is allowed', () => {
    // A one-stone suicide always leaves the board as it was.
    const game = gameFromDiagram(`
      . O .
      O . O
      . O .`, 'black', { superko: true, allowSuicide: true });
    expect(game.play(1, 1)).to.deep.equal({ legal: false, reason: 'superko' });
    const plain = gameFromDiagram(`
      . O .
      O . O
      . O .`, 'black', { allowSuicide: true });
    expect(plain.play(1, 1).legal).to.equal(true);
  });
});
