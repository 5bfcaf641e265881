import { expect } from '@open-wc/testing';
import { CaptureGame, chooseMove, playComputerMove } from '../../src/ai/index.js';

describe('CaptureGame rules', () => {
  it('plays on 5x5 to 9x9 boards only, Black first', () => {
    for (const size of [5, 6, 7, 8, 9]) {
      const game = new CaptureGame(size);
      expect(game.size).to.equal(size);
      expect(game.toMove).to.equal('black');
      expect(game.winner).to.equal(null);
      expect(game.over).to.equal(false);
      expect(game.legalMoves()).to.have.length(size * size);
    }
    expect(new CaptureGame().size).to.equal(7);
    for (const bad of [4, 10, 7.5, 0]) expect(() => new CaptureGame(bad)).to.throw(RangeError);
  });

  it('records who moved and alternates', () => {
    const game = new CaptureGame(5);
    expect(game.lastMove).to.equal(null);
    expect(game.play(2, 2)).to.deep.equal({ legal: true, captured: [], winner: null });
    expect(game.lastMove).to.deep.equal({ color: 'black', vertex: [2, 2], captured: [] });
    expect(game.toMove).to.equal('white');
    game.play(2, 3);
    expect(game.lastMove).to.deep.equal({ color: 'white', vertex: [2, 3], captured: [] });
    expect(game.history.map((m) => m.color)).to.deep.equal(['black', 'white']);
    expect(game.moveCount).to.equal(2);
    expect(game.play(2, 2)).to.deep.equal({ legal: false, reason: 'occupied' });
    expect(game.play(5, 0)).to.deep.equal({ legal: false, reason: 'off-board' });
  });

  it('ends at the first capture, won by the capturer', () => {
    const game = new CaptureGame(5);
    // Black surrounds the white stone at (1,0) in the corner area.
    for (const [x, y] of [[0, 0], [1, 0], [2, 0], [4, 4]] as const) game.play(x, y);
    expect(game.over).to.equal(false);
    const r = game.play(1, 1);
    expect(r).to.deep.equal({ legal: true, captured: [[1, 0]], winner: 'black' });
    expect(game.winner).to.equal('black');
    expect(game.over).to.equal(true);
    expect(game.at(1, 0)).to.equal(null);
    expect(game.lastMove).to.deep.equal({ color: 'black', vertex: [1, 1], captured: [[1, 0]] });
    // Nothing more can be played.
    expect(game.play(3, 3)).to.deep.equal({ legal: false, reason: 'game-over' });
    expect(game.isLegal(3, 3)).to.equal(false);
    expect(game.legalMoves()).to.deep.equal([]);
    expect(game.pass()).to.equal(false);
    expect(chooseMove(game, 'hard')).to.equal(null);
    expect(chooseMove(game, 'easy')).to.equal(null);
    expect(playComputerMove(game, 'hard')).to.equal(null);
    expect(game.moveCount).to.equal(5);
  });

  it('lets White win too, taking a whole chain', () => {
    const game = CaptureGame.fromPosition(`
      X X O . .
      O . . . .
      . . . . .
      . . . . .
      . . . . .`, 'white');
    expect(game.capturingMoves()).to.deep.equal([[1, 1]]);
    const r = game.play(1, 1);
    expect(r.legal && r.winner).to.equal('white');
    expect(r.legal && r.captured.length).to.equal(2);
    expect(game.at(0, 0)).to.equal(null);
    expect(game.at(1, 0)).to.equal(null);
    expect(game.winner).to.equal('white');
  });

  it('keeps suicide illegal', () => {
    const game = CaptureGame.fromPosition(`
      . O . . .
      O . . . .
      . . . . .
      . . . . X
      . . . X .`);
    expect(game.play(0, 0)).to.deep.equal({ legal: false, reason: 'suicide' });
    expect(game.isLegal(0, 0)).to.equal(false);
    expect(game.toMove).to.equal('black');
    // Filling one's own eye is not suicide while the chains keep liberties...
    expect(game.isLegal(4, 4)).to.equal(true);
    game.play(2, 2);
    // ...but for White the same point is suicide.
    expect(game.toMove).to.equal('white');
    expect(game.play(4, 4)).to.deep.equal({ legal: false, reason: 'suicide' });
    expect(game.play(0, 0).legal).to.equal(true);
  });

  it('allows a "suicide-looking" move that captures, and it wins', () => {
    const game = CaptureGame.fromPosition(`
      . O X . .
      O X . . .
      X . . . .
      . . . . .
      . . . . .`);
    expect(game.capturingMoves()).to.deep.equal([[0, 0]]);
    expect(game.play(0, 0)).to.deep.equal({ legal: true, captured: [[1, 0], [0, 1]], winner: 'black' });
  });

  it('makes a player with no legal move pass, and only then', () => {
    // Every empty point is an eye of the one white chain: Black cannot play anywhere.
    const game = CaptureGame.fromPosition(`
      . O . O .
      O O O O O
      . O . O .
      O O O O O
      . O . O .`);
    expect(game.legalMoves()).to.deep.equal([]);
    expect(game.mustPass()).to.equal(true);
    expect(chooseMove(game, 'hard')).to.equal(null);
    expect(chooseMove(game, 'easy')).to.equal(null);
    expect(game.pass()).to.equal(true);
    expect(game.lastMove).to.deep.equal({ color: 'black', vertex: null, captured: [] });
    expect(game.toMove).to.equal('white');
    // White can move, so White may not pass.
    expect(game.mustPass()).to.equal(false);
    expect(game.pass()).to.equal(false);
    expect(game.legalMoves()).to.have.length(9);
  });

  it('ends such a game anyway: White must fill its own eyes until Black captures', () => {
    const game = CaptureGame.fromPosition(`
      . O . O .
      O O O O O
      . O . O .
      O O O O O
      . O . O .`);
    let turns = 0;
    while (!game.over && turns < 100) {
      playComputerMove(game, 'hard', { seed: turns, maxDepth: 3 });
      turns++;
    }
    expect(game.winner).to.equal('black');
    const passes = game.history.filter((m) => m.vertex === null);
    expect(passes.every((m) => m.color === 'black')).to.equal(true);
    // White filled 8 of its 9 eyes, Black passed after each, then took the chain.
    expect(passes).to.have.length(8);
    expect(game.lastMove!.captured).to.have.length(16 + 8);
  });

  it('undoes moves and the win, but not the starting position', () => {
    const game = CaptureGame.fromPosition(`
      . X . . .
      X O X . .
      . . . . .
      . . . . .
      . . . . .`);
    expect(game.play(1, 2)).to.deep.equal({ legal: true, captured: [[1, 1]], winner: 'black' });
    expect(game.undo()).to.equal(true);
    expect(game.winner).to.equal(null);
    expect(game.at(1, 1)).to.equal('white');
    expect(game.toMove).to.equal('black');
    expect(game.undo()).to.equal(false);
    expect(game.at(1, 0)).to.equal('black');
  });

  it('clones independently', () => {
    const game = CaptureGame.fromPosition(`
      . X . . .
      X O X . .
      . . . . .
      . . . . .
      . . . . .`, 'white');
    game.play(1, 2);
    const copy = game.clone();
    expect(copy.position()).to.deep.equal(game.position());
    expect(copy.history).to.deep.equal(game.history);
    expect(copy.toMove).to.equal('black');
    copy.play(4, 4);
    expect(game.at(4, 4)).to.equal(null);
    expect(copy.undo() && copy.undo()).to.equal(true);
    expect(copy.undo()).to.equal(false);
    expect(copy.at(1, 1)).to.equal('white');
    expect(copy.toMove).to.equal('white');
  });

  it('checks starting positions', () => {
    expect(() => CaptureGame.fromPosition(['.....', '.....'])).to.throw(RangeError);
    expect(() => CaptureGame.fromPosition(['....', '....', '....', '....'])).to.throw(RangeError);
    expect(() =>
      CaptureGame.fromPosition(`
        X O . . .
        O . . . .
        . . . . .
        . . . . .
        . . . . .`),
    ).to.throw(RangeError);
    expect(() => CaptureGame.fromPosition(['..?..', '.....', '.....', '.....', '.....'])).to.throw(RangeError);
  });
});
