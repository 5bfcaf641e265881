// Random games played with both GoGame and @sabaki/go-board, compared after every move.
import { expect } from '@open-wc/testing';
import GoBoardPeer from '@sabaki/go-board';
import { GoGame } from '../../src/engine/index.js';
import type { IllegalReason, Vertex } from '../../src/engine/index.js';

type Sign = 1 | -1;

/** A small seeded generator (mulberry32), so failures can be reproduced. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The peer's verdict on a move, in our terms. */
function peerReason(board: GoBoardPeer, sign: Sign, vertex: Vertex, allowSuicide: boolean): IllegalReason | null {
  const a = board.analyzeMove(sign, vertex);
  if (a.overwrite) return 'occupied';
  if (a.ko) return 'ko';
  if (a.suicide && !allowSuicide) return 'suicide';
  return null;
}

const key = (vs: Vertex[]): string => vs.map(([x, y]) => `${x},${y}`).sort().join(' ');

interface Totals {
  moves: number;
  captures: number;
  kos: number;
  suicides: number;
  refusals: Record<string, number>;
  undos: number;
  setups: number;
}

/**
 * Plays `games` random games of up to `length` moves (no passes: the peer keeps a ko through a pass).
 * Before each move, the legality of the candidate points (empty points tried in random order until one is
 * legal) is compared; after each move, the whole board, the captures and the ko; every `scanEvery` moves,
 * the legality of every point and the chain and liberties of every fifth stone (the peer is slow at these).
 * Now and then a few moves are undone, and the board must match the peer's earlier board. With `setupRate`,
 * setup stones are mixed in.
 */
function crossCheck(
  width: number,
  height: number,
  games: number,
  length: number,
  seed: number,
  scanEvery: number,
  { allowSuicide = false, setupRate = 0 }: { allowSuicide?: boolean; setupRate?: number } = {},
): Totals {
  const rnd = random(seed);
  const totals: Totals = { moves: 0, captures: 0, kos: 0, suicides: 0, refusals: {}, undos: 0, setups: 0 };
  const sameBoard = (game: GoGame, board: GoBoardPeer, where: string) => {
    // Compared as strings: chai's deep equality would dominate the run time.
    const ours = `${game.signs().join(',')} captures ${game.captures.black}/${game.captures.white}`;
    const theirs = `${board.signMap.flat().join(',')} captures ${board.getCaptures(1)}/${board.getCaptures(-1)}`;
    expect(ours, `${where}: position and captures`).to.equal(theirs);
  };
  for (let g = 0; g < games; g++) {
    const game = new GoGame({ width, height, allowSuicide });
    const boards: GoBoardPeer[] = [GoBoardPeer.fromDimensions(width, height)];
    for (let m = 0; m < length; m++) {
      // Now and then a setup stone (AB/AW/AE): added, replaced or removed, with no captures.
      if (setupRate > 0 && rnd() < setupRate) {
        const x = Math.floor(rnd() * width);
        const y = Math.floor(rnd() * height);
        const color = ([null, 'black', 'white'] as const)[Math.floor(rnd() * 3)]!;
        if (game.at(x, y) !== color) {
          game.setStone(x, y, color);
          // A fresh peer board from the signs: setup clears the ko, as ours does.
          const before = boards[boards.length - 1]!;
          const after = new GoBoardPeer(before.signMap.map((row) => [...row]));
          after.setCaptures(1, before.getCaptures(1)).setCaptures(-1, before.getCaptures(-1));
          after.set([x, y], color === 'black' ? 1 : color === 'white' ? -1 : 0);
          boards.push(after);
          sameBoard(game, after, `game ${g} setup ${x},${y} ${color}`);
          totals.setups++;
        }
      }
      const board = boards[boards.length - 1]!;
      const sign: Sign = game.toMove === 'black' ? 1 : -1;
      const where = `game ${g} move ${m}`;

      // The ko point, both ways round.
      const ko = game.koPoint;
      if (ko) {
        expect(board.analyzeMove(sign, ko).ko, `${where}: peer sees the ko at ${ko}`).to.equal(true);
        totals.kos++;
      }

      if (m % scanEvery === 0) {
        // Collect both sides' answers and compare once (a chai call per point would dominate the run time).
        const ours: string[] = [];
        const theirs: string[] = [];
        for (let y = 0; y < height; y++) {
          for (let x = 0; x < width; x++) {
            const reason = peerReason(board, sign, [x, y], allowSuicide);
            if (reason) totals.refusals[reason] = (totals.refusals[reason] ?? 0) + 1;
            ours.push(`${x},${y} ${game.check(x, y)}`);
            theirs.push(`${x},${y} ${reason}`);
            if (game.at(x, y) && (x + 2 * y + m) % 5 === 0) {
              ours.push(`chain ${key(game.chainAt(x, y))} libs ${key(game.libertiesAt(x, y))}`);
              theirs.push(`chain ${key(board.getChain([x, y]))} libs ${key(board.getLiberties([x, y]))}`);
            }
          }
        }
        expect(ours.join('\n'), `${where}: legality, chains and liberties`).to.equal(theirs.join('\n'));
      }

      // Try points in random order until one is legal; both engines must agree on each.
      // Occupied points are compared in the scans above; here only empty points are tried.
      const points: Vertex[] = [];
      for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (!game.at(x, y)) points.push([x, y]);
      let played: Vertex | null = null;
      while (points.length > 0 && !played) {
        const vertex = points.splice(Math.floor(rnd() * points.length), 1)[0]!;
        const expected = peerReason(board, sign, vertex, allowSuicide);
        const result = game.play(...vertex);
        expect(result.legal ? null : result.reason, `${where}: play ${vertex}`).to.equal(expected);
        if (!result.legal) {
          totals.refusals[result.reason] = (totals.refusals[result.reason] ?? 0) + 1;
          continue;
        }
        played = vertex;
        const next = board.makeMove(sign, vertex);
        // What the move took off the board: stones that vanished, and the played stone itself if it was suicide.
        const removed = board.diff(next)!.filter((v) => next.get(v) === 0);
        if (next.get(vertex) === 0) removed.push(vertex);
        expect(key(result.captured), `${where}: captured by ${vertex}`).to.equal(key(removed));
        if (removed.length > 0) totals.captures++;
        if (removed.some(([x, y]) => x === vertex[0] && y === vertex[1])) totals.suicides++;
        boards.push(next);
        sameBoard(game, next, where);
        totals.moves++;
      }
      if (!played) break; // no legal move left

      // Now and then take a few moves back and check the earlier board.
      if (rnd() < 0.05) {
        const back = 1 + Math.floor(rnd() * Math.min(6, boards.length - 1));
        for (let i = 0; i < back; i++) {
          expect(game.undo()).to.equal(true);
          boards.pop();
        }
        sameBoard(game, boards[boards.length - 1]!, `${where}, after undoing ${back}`);
        totals.undos++;
      }
    }
  }
  return totals;
}

describe('GoGame against @sabaki/go-board', () => {
  it('agrees on 3000+ random moves on 9x9', () => {
    const t = crossCheck(9, 9, 24, 400, 101, 10);
    expect(t.moves).to.be.greaterThan(3000);
    // The games must have had captures, kos and refusals of each kind, or they prove little.
    expect(t.captures).to.be.greaterThan(100);
    expect(t.kos).to.be.greaterThan(5);
    expect(t.refusals.occupied).to.be.greaterThan(100);
    expect(t.refusals.suicide).to.be.greaterThan(10);
    expect(t.refusals.ko ?? 0).to.be.greaterThan(0);
    expect(t.undos).to.be.greaterThan(10);
  });

  it('agrees on 2000+ random moves on 19x19', () => {
    const t = crossCheck(19, 19, 3, 800, 202, 100);
    expect(t.moves).to.be.greaterThan(2000);
    expect(t.captures).to.be.greaterThan(50);
    expect(t.refusals.suicide).to.be.greaterThan(0);
  });

  it('agrees on random moves on 13x7 with suicide allowed', () => {
    const t = crossCheck(13, 7, 6, 300, 303, 20, { allowSuicide: true });
    expect(t.moves).to.be.greaterThan(1500);
    expect(t.suicides).to.be.greaterThan(5);
    expect(t.refusals.suicide ?? 0).to.equal(0);
  });

  it('agrees with setup stones (added, replaced, removed) mixed into the moves', () => {
    const t = crossCheck(9, 9, 8, 300, 404, 6, { setupRate: 0.15 });
    expect(t.setups).to.be.greaterThan(100);
    expect(t.moves).to.be.greaterThan(1000);
    expect(t.captures).to.be.greaterThan(50);
    expect(t.undos).to.be.greaterThan(10);
  });
});
