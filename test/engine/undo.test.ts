import { expect } from '@open-wc/testing';
import { GoGame } from '../../src/engine/index.js';
import type { GameOptions, Vertex } from '../../src/engine/index.js';
import { diagram, gameFromDiagram, snapshot } from '../helpers/diagram.js';


/** Every stone's chain and liberties, sorted: shows whether the chain bookkeeping is right. */
function structure(game: GoGame): string {
  const key = (vs: Vertex[]) => vs.map(([x, y]) => `${x},${y}`).sort().join(' ');
  const out: string[] = [];
  for (let y = 0; y < game.height; y++) {
    for (let x = 0; x < game.width; x++) {
      if (game.at(x, y)) out.push(`${x},${y}: [${key(game.chainAt(x, y))}] libs [${key(game.libertiesAt(x, y))}]`);
    }
  }
  return out.join('\n');
}

/** A small seeded generator (mulberry32), so failures can be reproduced. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Step = Vertex | 'pass';

/** Plays a random legal move (or passes when a few tries find none, or now and then), and returns it. */
function randomStep(game: GoGame, rnd: () => number, passRate = 0.02): Step {
  if (rnd() < passRate) {
    game.pass();
    return 'pass';
  }
  for (let tries = 0; tries < 20; tries++) {
    const x = Math.floor(rnd() * game.width);
    const y = Math.floor(rnd() * game.height);
    if (game.play(x, y).legal) return [x, y];
  }
  game.pass();
  return 'pass';
}

function replay(options: GameOptions, steps: Step[]): GoGame {
  const game = new GoGame(options);
  for (const step of steps) {
    if (step === 'pass') game.pass();
    else expect(game.play(...step).legal, `replaying ${step}`).to.equal(true);
  }
  return game;
}

/** Plays the steps (all must be legal), then undoes them one by one, checking each earlier state. */
function playAndUnwind(game: GoGame, steps: Step[]): void {
  const before: Array<ReturnType<typeof snapshot>> = [];
  const shapes: string[] = [];
  for (const step of steps) {
    before.push(snapshot(game));
    shapes.push(structure(game));
    if (step === 'pass') game.pass();
    else expect(game.play(...step).legal, `${step}`).to.equal(true);
  }
  while (before.length > 0) {
    expect(game.undo()).to.equal(true);
    expect(snapshot(game)).to.deep.equal(before.pop());
    expect(structure(game)).to.equal(shapes.pop());
  }
}

describe('GoGame undo', () => {
  it('restores everything after a snapback', () => {
    const game = gameFromDiagram(`
      X X X X .
      O O O X .
      . . O X .`);
    const start = snapshot(game);
    // Throw-in, White takes one, Black takes five.
    playAndUnwind(game, [[0, 2], [1, 2], [0, 2]]);
    expect(snapshot(game)).to.deep.equal(start);
  });

  it('restores the ko point, captures and player through a ko fight', () => {
    const game = gameFromDiagram(`
      . X O . . .
      X O . O . .
      . X O . . .
      . . . . . .`);
    // Take, threat, answer, retake, pass (which clears the ko), and a move.
    playAndUnwind(game, [[2, 1], [5, 3], [5, 0], [1, 1], 'pass', [4, 3]]);
    expect(game.position()).to.deep.equal(diagram(`
      . X O . . .
      X O . O . .
      . X O . . .
      . . . . . .`));
  });

  it('brings the ko back when a pass is undone', () => {
    const game = gameFromDiagram(`
      . X O .
      X O . O
      . X O .`);
    game.play(2, 1);
    game.pass();
    expect(game.koPoint).to.equal(null);
    expect(game.toMove).to.equal('black');
    expect(game.moveCount).to.equal(2);
    expect(game.undo()).to.equal(true);
    expect(game.koPoint).to.deep.equal([1, 1]);
    expect(game.toMove).to.equal('white');
    expect(game.moveCount).to.equal(1);
    expect(game.check(1, 1)).to.equal('ko');
  });

  it('clears the ko on a setup stone, and brings it back when the setup is undone', () => {
    const game = gameFromDiagram(`
      . X O . .
      X O . O .
      . X O . .`);
    game.play(2, 1);
    expect(game.koPoint).to.deep.equal([1, 1]);
    game.setStone(4, 2, 'black');
    expect(game.koPoint).to.equal(null);
    expect(game.check(1, 1)).to.equal(null);
    expect(game.undo()).to.equal(true);
    expect(game.koPoint).to.deep.equal([1, 1]);
    expect(game.check(1, 1)).to.equal('ko');
  });

  it('undoes setup stones, turn changes and cleared points', () => {
    const game = new GoGame({ width: 5 });
    expect(game.undo()).to.equal(false);
    game.setStone(1, 1, 'black');
    game.setStone(2, 1, 'black');
    game.setStone(3, 1, 'white');
    game.toMove = 'white';
    game.setStone(2, 1, 'white'); // replaces a black stone: the black chain splits
    game.setStone(3, 1, null); // clears a point (AE)
    expect(game.moveCount).to.equal(0);
    expect(game.position()).to.deep.equal(diagram(`
      . . . . .
      . X O . .
      . . . . .
      . . . . .
      . . . . .`));
    expect(game.chainAt(1, 1)).to.deep.equal([[1, 1]]);
    expect(game.undo()).to.equal(true); // (3,1) back to white
    expect(game.chainAt(2, 1)).to.have.deep.members([[2, 1], [3, 1]]);
    expect(game.undo()).to.equal(true); // (2,1) back to black
    expect(game.chainAt(1, 1)).to.have.deep.members([[1, 1], [2, 1]]);
    expect(game.libertiesAt(1, 1)).to.have.length(5);
    expect(game.toMove).to.equal('white');
    expect(game.undo()).to.equal(true); // the turn change
    expect(game.toMove).to.equal('black');
    expect(game.position()[1]).to.equal('.XXO.');
    expect(game.undo()).to.equal(true);
    expect(game.undo()).to.equal(true);
    expect(game.undo()).to.equal(true);
    expect(game.position().join('')).to.equal('.'.repeat(25));
    expect(game.positionHash).to.equal(0);
    expect(game.undoBytes).to.equal(0);
    expect(game.undo()).to.equal(false);
  });

  it('does not record a turn change to the player already to move', () => {
    const game = new GoGame({ width: 5 });
    game.toMove = 'black';
    expect(game.undoBytes).to.equal(0);
    expect(game.undo()).to.equal(false);
  });

  it('undoes a suicide that was allowed', () => {
    const game = gameFromDiagram(`
      X . O .
      O X O .
      . O . .`, 'black', { allowSuicide: true });
    playAndUnwind(game, [[1, 0], [3, 2]]);
  });

  it('undoes a move played with another colour', () => {
    const game = new GoGame({ width: 5 });
    const start = snapshot(game);
    game.play(2, 2, { color: 'white' });
    expect(game.toMove).to.equal('black');
    game.undo();
    expect(snapshot(game)).to.deep.equal(start);
  });

  for (const [label, options, count, seed] of [
    ['9x9', { width: 9 }, 1500, 1],
    ['19x13', { width: 19, height: 13 }, 1500, 2],
    ['5x5 with suicide allowed', { width: 5, allowSuicide: true }, 1500, 3],
    ['7x7 with superko', { width: 7, superko: true }, 800, 4],
  ] as Array<[string, GameOptions, number, number]>) {
    it(`returns to the empty board after ${count} random moves on ${label} are undone`, () => {
      const rnd = random(seed);
      const game = new GoGame(options);
      // Snapshots as JSON text: a chai deep comparison per step would be slow.
      const before: string[] = [];
      for (let i = 0; i < count; i++) {
        before.push(JSON.stringify(snapshot(game)));
        randomStep(game, rnd);
      }
      // The random game must really have taken stones, or it would test little.
      expect(game.captures.black + game.captures.white).to.be.greaterThan(20);
      while (before.length > 0) {
        const expected = before.pop()!;
        expect(game.undo()).to.equal(true);
        const actual = JSON.stringify(snapshot(game));
        if (actual !== expected) expect(actual, `after undoing to move ${before.length}`).to.equal(expected);
      }
      expect(game.undo()).to.equal(false);
      expect(game.position().join('')).to.match(/^\.+$/);
      expect(game.captures).to.deep.equal({ black: 0, white: 0 });
      expect(game.toMove).to.equal('black');
      expect(game.moveCount).to.equal(0);
      expect(game.positionHash).to.equal(0);
      expect(game.undoBytes).to.equal(0);
    });
  }

  it('leaves chains and liberties as a fresh replay would, after undoing part of a game', () => {
    for (const [options, seed] of [[{ width: 9 }, 11], [{ width: 7, allowSuicide: true }, 12], [{ width: 7, superko: true }, 13]] as Array<[GameOptions, number]>) {
      const rnd = random(seed);
      const game = new GoGame(options);
      const steps: Step[] = [];
      for (let round = 0; round < 30; round++) {
        for (let i = 0; i < 40; i++) steps.push(randomStep(game, rnd));
        const back = Math.floor(rnd() * 35);
        for (let i = 0; i < back; i++) {
          expect(game.undo()).to.equal(true);
          steps.pop();
        }
        const fresh = replay(options, steps);
        expect(game.position()).to.deep.equal(fresh.position());
        expect(structure(game)).to.equal(structure(fresh));
        expect(game.captures).to.deep.equal(fresh.captures);
        expect(game.koPoint).to.deep.equal(fresh.koPoint);
        expect(game.positionHash).to.equal(fresh.positionHash);
        // Legality (ko, suicide, superko) of every point agrees too.
        const verdicts = (g: GoGame) => {
          const out: string[] = [];
          for (let y = 0; y < g.height; y++) for (let x = 0; x < g.width; x++) out.push(`${x},${y} ${g.check(x, y)}`);
          return out.join('\n');
        };
        expect(verdicts(game)).to.equal(verdicts(fresh));
      }
    }
  });
});
