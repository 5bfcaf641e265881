import { expect } from '@open-wc/testing';
import { CaptureGame, chooseMove, chooseMoveWithInfo, playComputerMove } from '../../src/ai/index.js';
import type { CaptureLevel, ChooseMoveOptions } from '../../src/ai/index.js';
import { contains, moveFacts, randomPositions, toGoGame, hasChainInAtari } from './helpers.js';

/** A node budget instead of the clock: the same move on any machine. */
const FIXED: ChooseMoveOptions = { timeLimitMs: Infinity, maxNodes: 4000 };
const PROVEN_WIN = 990_000;

describe('Capture game computer: hard level', () => {
  it('takes a capture rather than saving its own stone', () => {
    const game = CaptureGame.fromPosition(`
      . . . . . . .
      . . X . . . .
      . X O X . . .
      . . . . . . .
      . . . . O . .
      . . . O X O .
      . . . . . . .`);
    expect(chooseMove(game, 'hard')).to.deep.equal([2, 3]);
    expect(chooseMoveWithInfo(game, 'hard').reason).to.equal('capture');
  });

  it('takes captures on the edge, in the corner and of whole chains, for either colour', () => {
    const cases: { rows: string; toMove: 'black' | 'white'; captures: number[][] }[] = [
      {
        rows: `
          O X O . .
          . . . . .
          . . . . .
          . . . . .
          . . . . .`,
        toMove: 'white',
        captures: [[1, 1]],
      },
      {
        rows: `
          . X O O .
          . . X X .
          . . . . .
          . . . . .
          . . . . .`,
        toMove: 'black',
        captures: [[4, 0]],
      },
      {
        rows: `
          . . . . . .
          . X X X O .
          X O O O X .
          . X X . . .
          . . . . . .
          . . . . . .`,
        toMove: 'black',
        captures: [[3, 3]],
      },
      {
        rows: `
          . . . . . . . . .
          . . . . . . . . .
          . . . . . . . . .
          . . . . . . . . .
          . . . . . . . . .
          . . . . . . . . .
          . . . . . . . X X
          . . . . . . X O O
          . . . . . . X O .`,
        toMove: 'black',
        captures: [[8, 8]],
      },
      {
        rows: `
          . . . . . . .
          . . . . . . .
          . . O O . . .
          . O X X O . .
          . . O X O . .
          . . . . . . .
          . . . . . . .`,
        toMove: 'white',
        captures: [[3, 5]],
      },
    ];
    for (const { rows, toMove, captures } of cases) {
      const game = CaptureGame.fromPosition(rows, toMove);
      const facts = moveFacts(game);
      expect(facts.captures).to.deep.equal(captures);
      const move = chooseMove(game, 'hard', FIXED);
      expect(contains(facts.captures, move), `${rows}\nplayed ${move}`).to.equal(true);
      const r = game.play(move![0], move![1]);
      expect(r.legal && r.winner).to.equal(toMove);
    }
  });

  it('never misses a capture in one move (random positions from seeded games)', () => {
    let withCapture = 0;
    for (const game of randomPositions([5, 6, 7, 8, 9], 40, 11)) {
      if (game.over) continue;
      const facts = moveFacts(game);
      const move = chooseMove(game, 'hard', { ...FIXED, maxNodes: 500 });
      if (facts.captures.length === 0) continue;
      withCapture++;
      expect(contains(facts.captures, move), `${game.position().join('\n')}\n${game.toMove} played ${move}`).to.equal(true);
    }
    // The check means something only if many positions had a capture.
    expect(withCapture).to.be.greaterThan(40);
  });

  it('escapes an atari by extending', () => {
    const game = CaptureGame.fromPosition(`
      . . . . . . .
      . . . . . . .
      . . O . . . .
      . O X O . . .
      . . . . . . .
      . . . . . . .
      . . . . . . .`);
    expect(chooseMove(game, 'hard')).to.deep.equal([2, 4]);
  });

  it('does not put a stone where it can be taken at once', () => {
    // A black stone at (2,2), inside White's shape, would have a single liberty.
    const game = CaptureGame.fromPosition(`
      . . . . .
      . . O . .
      . O . O .
      . . . . .
      . . . . .`);
    const move = chooseMove(game, 'hard', FIXED);
    expect(move).to.not.deep.equal([2, 2]);
    expect(contains(moveFacts(game).safe, move)).to.equal(true);
  });

  it('never leaves its own stones in atari when a safe move exists (random positions, brute force)', () => {
    let checked = 0;
    let hadUnsafeChoices = 0;
    let startedInAtari = 0;
    for (const game of randomPositions([5, 6, 7, 8, 9], 40, 23)) {
      if (game.over) continue;
      const facts = moveFacts(game);
      if (facts.safe.length === 0) continue;
      const move = chooseMove(game, 'hard', { ...FIXED, maxNodes: 1500, seed: checked });
      expect(contains(facts.safe, move), `${game.position().join('\n')}\n${game.toMove} played ${move}`).to.equal(true);
      checked++;
      if (facts.safe.length < facts.legal.length) hadUnsafeChoices++;
      if (hasChainInAtari(toGoGame(game), game.toMove)) startedInAtari++;
    }
    expect(checked).to.be.greaterThan(150);
    expect(hadUnsafeChoices).to.be.greaterThan(100);
    expect(startedInAtari).to.be.greaterThan(10);
  });

  it('keeps its stones out of atari all through games against the easy level', () => {
    let moves = 0;
    for (let seed = 0; seed < 6; seed++) {
      const game = new CaptureGame(5 + (seed % 5));
      const hard = seed % 2 === 0 ? 'black' : 'white';
      while (!game.over) {
        const level: CaptureLevel = game.toMove === hard ? 'hard' : 'easy';
        if (level === 'hard') {
          const facts = moveFacts(game);
          const move = chooseMove(game, 'hard', { ...FIXED, seed });
          if (facts.captures.length > 0) expect(contains(facts.captures, move)).to.equal(true);
          if (facts.safe.length > 0) expect(contains(facts.safe, move)).to.equal(true);
          moves++;
        }
        playComputerMove(game, level, { ...FIXED, seed: seed * 100 + game.moveCount });
      }
    }
    expect(moves).to.be.greaterThan(30);
  });

  it('finds a double atari', () => {
    const game = CaptureGame.fromPosition(`
      . . . . . . .
      . X O . . . .
      . . X O X . .
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . . . . .`);
    const info = chooseMoveWithInfo(game, 'hard', FIXED);
    expect(info.move).to.deep.equal([3, 1]);
    expect(info.score).to.be.greaterThan(PROVEN_WIN);
  });

  it('reads a ladder, and sees when a stone breaks it', () => {
    const ladder = `
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . X O . . . . .
      . . . X X . . . .
      . . . . . . . . .
      . . . . . . . . .`;
    const works = chooseMoveWithInfo(CaptureGame.fromPosition(ladder), 'hard', FIXED);
    expect(works.move).to.deep.equal([3, 4]);
    expect(works.score).to.be.greaterThan(PROVEN_WIN);
    // Play it out: Black keeps chasing and captures.
    const game = CaptureGame.fromPosition(ladder);
    while (!game.over) playComputerMove(game, 'hard', FIXED);
    expect(game.winner).to.equal('black');
    expect(game.moveCount).to.be.greaterThan(6);

    const broken = `
      . . . . . . . . .
      . . . . . . . O .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . X O . . . . .
      . . . X X . . . .
      . . . . . . . . .
      . . . . . . . . .`;
    const fails = chooseMoveWithInfo(CaptureGame.fromPosition(broken), 'hard', FIXED);
    expect(fails.score).to.be.lessThan(PROVEN_WIN);
  });

  it('answers the same for the same seed when the search is bounded by nodes', () => {
    for (const game of randomPositions([7], 8, 5)) {
      if (game.over) continue;
      const options = { timeLimitMs: Infinity, maxNodes: 3000, seed: 42 };
      expect(chooseMove(game, 'hard', options)).to.deep.equal(chooseMove(game, 'hard', options));
    }
  });

  it('does not change the game it looks at', () => {
    for (const game of randomPositions([7, 9], 5, 9)) {
      const before = { position: game.position(), toMove: game.toMove, history: game.history };
      chooseMove(game, 'hard', { timeLimitMs: 30 });
      chooseMove(game, 'easy', { seed: 3 });
      expect({ position: game.position(), toMove: game.toMove, history: game.history }).to.deep.equal(before);
    }
  });

  it('beats the easy level', () => {
    let hardWins = 0;
    for (let seed = 0; seed < 8; seed++) {
      const game = new CaptureGame(7);
      const hard = seed % 2 === 0 ? 'black' : 'white';
      while (!game.over) {
        playComputerMove(game, game.toMove === hard ? 'hard' : 'easy', { ...FIXED, seed: seed * 1000 + game.moveCount });
      }
      if (game.winner === hard) hardWins++;
    }
    expect(hardWins).to.be.greaterThanOrEqual(7);
  });
});

describe('Capture game computer: easy level', () => {
  it('plays legal moves, in positions and whole games', () => {
    for (const game of randomPositions([5, 7, 9], 20, 31)) {
      if (game.over) continue;
      const facts = moveFacts(game);
      const move = chooseMove(game, 'easy', { seed: game.moveCount });
      if (facts.legal.length === 0) expect(move).to.equal(null);
      else expect(contains(facts.legal, move), `played ${move}`).to.equal(true);
    }
    for (let seed = 0; seed < 10; seed++) {
      const game = new CaptureGame(5 + (seed % 5));
      while (!game.over) {
        const move = chooseMove(game, 'easy', { seed: seed * 7 + game.moveCount });
        if (move === null) {
          expect(game.mustPass()).to.equal(true);
          game.pass();
        } else {
          expect(game.play(move[0], move[1]).legal).to.equal(true);
        }
      }
    }
  });

  it('is reproducible for a seed, and varies with it', () => {
    const game = new CaptureGame(7);
    game.play(3, 3);
    const moves = new Set<string>();
    for (let seed = 0; seed < 12; seed++) {
      const move = chooseMove(game, 'easy', { seed });
      expect(chooseMove(game, 'easy', { seed })).to.deep.equal(move);
      moves.add(String(move));
    }
    expect(moves.size).to.be.greaterThan(2);
  });

  it('usually takes a capture, but can overlook one', () => {
    const game = CaptureGame.fromPosition(`
      . . . . . . .
      . . X . . . .
      . X O X . . .
      . . . . . . .
      . . . . . . .
      . . . . . . .
      . . . . . . .`);
    let took = 0;
    for (let seed = 0; seed < 40; seed++) if (String(chooseMove(game, 'easy', { seed })) === '2,3') took++;
    expect(took).to.be.greaterThan(20);
    expect(took).to.be.lessThan(40);
  });
});

describe('Capture game computer vs computer', () => {
  for (const [black, white] of [['hard', 'hard'], ['hard', 'easy'], ['easy', 'hard'], ['easy', 'easy']] as const) {
    it(`${black} vs ${white} always ends with a winner on every size`, () => {
      for (let size = 5; size <= 9; size++) {
        for (let seed = 0; seed < 2; seed++) {
          const game = new CaptureGame(size);
          let turns = 0;
          while (!game.over) {
            const level = game.toMove === 'black' ? black : white;
            const played = playComputerMove(game, level, { timeLimitMs: Infinity, maxNodes: 1500, seed: seed * 997 + turns });
            expect(played).to.not.equal(null);
            turns++;
            // Stones only ever get added before the end, and passes never come twice in a row.
            expect(turns).to.be.at.most(2 * size * size + 1);
          }
          expect(game.winner).to.be.oneOf(['black', 'white']);
          const last = game.lastMove!;
          expect(last.color).to.equal(game.winner);
          expect(last.captured.length).to.be.greaterThan(0);
          expect(game.history.slice(0, -1).every((m) => m.captured.length === 0)).to.equal(true);
        }
      }
    });
  }
});
