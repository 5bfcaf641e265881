import { expect } from '@open-wc/testing';
import { countScore, guessDeadStones, matchesResult, readKomi } from '../../src/scoring/index.js';
import { finalPosition } from '../helpers/final-position.js';

/** A fixture's final position counted as the board counts it: dead stones guessed, komi read, the game finished. */
async function count(name: string, finish: boolean) {
  const p = finalPosition(new Uint8Array(await (await fetch(new URL(`../fixtures/scoring/${name}`, import.meta.url))).arrayBuffer()));
  const komi = readKomi({ komi: p.km, rules: p.rules, result: p.re, date: p.date });
  const dead = guessDeadStones(p.width, p.height, p.signs, finish && !p.endsWithPasses ? { toMove: p.toMove } : {});
  const score = countScore({ width: p.width, height: p.height, signs: p.signs, dead, captures: p.captures, komi: komi.komi, finish, toMove: p.toMove });
  return { p, komi, score };
}

/** Where the finishing added a move at (x, y), -1 if it did not. */
const addedAt = (score: { added: { vertex: readonly number[] }[] }, x: number, y: number): number => score.added.findIndex((m) => m.vertex[0] === x && m.vertex[1] === y);

describe('professional records that stop before the end', () => {
  it('a 1985 Gosei game: the recorded B+3.5 once the dame are filled and the teire played', async () => {
    const { p, score } = await count('pro-Gos-1985-4.sgf', true);
    expect(p.endsWithPasses).to.equal(false);
    expect(p.re).to.equal('B+3.5');
    expect(score.result).to.equal('B+3.5');
    expect(matchesResult(score.margin, p.re)).to.equal(true);
    expect(score.added.filter((m) => m.kind === 'teire').length).to.be.at.least(1);
    expect(score.added.filter((m) => m.kind === 'dame').length).to.be.at.least(3);
    // Counted as it stands, the open border gives another result.
    const { score: asGiven } = await count('pro-Gos-1985-4.sgf', false);
    expect(asGiven.result).to.not.equal('B+3.5');
    expect(asGiven.open.length).to.be.above(0);
  });

  it('a 1994 Judan game: Black\'s fill at (1,11) is a sente read in its small region, answered at once, giving the recorded B+0.5', async () => {
    const { p, score } = await count('pro-Jud-1994-4.sgf', true);
    expect(p.re).to.equal('B+0.5');
    const at = (x: number, y: number) => addedAt(score, x, y);
    expect(score.added[at(1, 11)]).to.deep.include({ color: 'black' });
    expect(score.added[at(1, 11) + 1]).to.deep.equal({ color: 'white', vertex: [2, 11], kind: 'dame' });
    expect(score.result).to.equal('B+0.5');
  });

  it('a 1984 Kisei game: White, to move, plays the sente at (13,6) first, and Black\'s fill next to it later costs a teire (B+2.5)', async () => {
    const { p, score } = await count('pro-Kis-1984-4.sgf', true);
    expect(p.re).to.equal('B+2.5');
    expect(p.toMove).to.equal('white');
    expect(score.added[0]).to.deep.equal({ color: 'white', vertex: [13, 6], kind: 'dame' });
    expect(score.added).to.deep.include({ color: 'black', vertex: [12, 7], kind: 'teire' });
    expect(score.result).to.equal('B+2.5');
  });

  it('a 2001 Meijin game: White\'s fill at (18,11) on the right edge comes before the plain dame (B+2.5)', async () => {
    const { p, score } = await count('pro-Mei-2001-1.sgf', true);
    expect(p.re).to.equal('B+2.5');
    const at = (x: number, y: number) => addedAt(score, x, y);
    expect(score.added[at(18, 11)]!.color).to.equal('white');
    expect(at(18, 11)).to.be.below(at(4, 10));
    expect(score.result).to.equal('B+2.5');
  });

  it('a 1966 Judan game: an open border of six points is closed before the plain dame, giving the recorded W+2.5', async () => {
    const { p, score } = await count('pro-Jud-1966-3.sgf', true);
    expect(p.re).to.equal('W+2.5');
    expect(p.toMove).to.equal('white');
    // White, to move, closes the lower-left border at once: after it, the area bordered by White alone is his.
    expect(score.added[0]).to.deep.equal({ color: 'white', vertex: [0, 17], kind: 'dame' });
    for (const v of [[0, 14], [0, 15], [1, 15], [2, 15], [0, 16]] as const) {
      expect(score.ownership[v[1] * p.width + v[0]], `${v}`).to.equal(-1);
    }
    expect(score.result).to.equal('W+2.5');
  });

  it('a 1986 Kisei game: a teire against a double threat that no single chain shows, giving the recorded W+3.5', async () => {
    const { p, score } = await count('pro-Kis-1986-2.sgf', true);
    expect(p.re).to.equal('W+3.5');
    // White at (10,15) would put Black's lone stone (9,15) and his 11-stone chain through (10,14) in atari together.
    expect(score.added).to.deep.include({ color: 'black', vertex: [9, 16], kind: 'teire' });
    expect(score.result).to.equal('W+3.5');
  });

  it('a 1994 Kisei game: White plays the forcing fill before connecting the open ko, the sente before the gote, giving the recorded B+3.5', async () => {
    const { p, score } = await count('pro-Kis-1994-5.sgf', true);
    expect(p.re).to.equal('B+3.5');
    const at = (x: number, y: number) => addedAt(score, x, y);
    // White's stone (3,5) is in atari at the ko (3,4) from the record's end: connecting it can wait.
    expect(score.added[at(0, 12)]).to.deep.equal({ color: 'white', vertex: [0, 12], kind: 'dame' });
    expect(score.added[at(0, 8)]).to.deep.equal({ color: 'black', vertex: [0, 8], kind: 'teire' });
    expect(at(0, 12)).to.be.below(at(3, 4));
    expect(score.added[at(3, 4)]!.color).to.equal('white');
    expect(score.result).to.equal('B+3.5');
  });

  it('a 1976 Judan game: no teire where taking the stone in atari would be a snapback, giving the recorded W+5.5', async () => {
    const { p, score } = await count('pro-Jud-1976-4.sgf', true);
    expect(p.re).to.equal('W+5.5');
    // Black's fill at (15,7) leaves White's stone (15,8) in atari, but Black taking it at (15,9) joins three dead
    // stones whose last liberty is then (15,8): White retakes four.
    expect(score.added).to.deep.include({ color: 'black', vertex: [15, 7], kind: 'dame' });
    expect(score.added.some((m) => m.vertex[0] === 15 && m.vertex[1] === 9)).to.equal(false);
    expect(score.result).to.equal('W+5.5');
  });

  it('a 1995 Meijin league game: White fills first the dame next to a chain Black could force into a teire, giving the recorded B+1.5', async () => {
    const { p, score } = await count('pro-MeiLg-1995-31.sgf', true);
    expect(p.re).to.equal('B+1.5');
    // The chain through (6,3) has two dame, (5,3) and (6,2), and one point of White's area, (7,1): Black filling
    // both dame would leave White a teire at (7,1). White fills (6,2), joining the chain to (6,1).
    const guard = score.added.findIndex((m) => m.vertex[0] === 6 && m.vertex[1] === 2);
    expect(score.added[guard]).to.deep.equal({ color: 'white', vertex: [6, 2], kind: 'dame' });
    expect(score.added.some((m) => m.vertex[0] === 7 && m.vertex[1] === 1)).to.equal(false);
    expect(score.result).to.equal('B+1.5');
  });

  it('a 1993 Kisei game: a cutting stone in atari next to its own wall is not dead, and its owner connects it (W+0.5)', async () => {
    const { p, score } = await count('pro-Kis-1993-4.sgf', true);
    expect(p.re).to.equal('W+0.5');
    expect(score.dead).to.not.deep.include([12, 4]);
    expect(score.added).to.deep.include({ color: 'white', vertex: [11, 4], kind: 'teire' });
    expect(score.result).to.equal('W+0.5');
  });

  it('a 1999 Gosei game: a stone one point from its group is not dead (B+5.5)', async () => {
    const { p, score } = await count('pro-Gos-1999-2.sgf', true);
    expect(p.re).to.equal('B+5.5');
    expect(score.dead).to.not.deep.include([18, 6]);
    expect(score.result).to.equal('B+5.5');
  });

  it('a 1983 Kisei game: one teire that saves two chains in atari, not a capture that saves one (B+3.5)', async () => {
    const { p, score } = await count('pro-Kis-1983-3.sgf', true);
    expect(p.re).to.equal('B+3.5');
    // White's fill at (4,5) leaves Black's six stones through (5,5) and his lone stone (4,6) both with the one
    // liberty (5,6). Taking the dead white stone (6,5) at (6,6) would save the six only, and (5,6) would still be
    // needed: two teire where one does.
    expect(score.added).to.deep.include({ color: 'white', vertex: [4, 5], kind: 'dame' });
    expect(score.added).to.deep.include({ color: 'black', vertex: [5, 6], kind: 'teire' });
    expect(score.added.some((m) => m.vertex[0] === 6 && m.vertex[1] === 6)).to.equal(false);
    expect(score.result).to.equal('B+3.5');
  });

  it('a 1987 Judan game: Black, to move, wins the race at the top by playing it out, two moves inside his own area (W+0.5)', async () => {
    const { p, score } = await count('pro-Jud-1987-4.sgf', true);
    expect(p.re).to.equal('W+0.5');
    expect(p.toMove).to.equal('black');
    // White's (8,1)-(9,1) and Black's eight stones through (5,0) have two liberties each: whoever plays first wins.
    expect(score.dead).to.deep.include([8, 1]);
    expect(score.added).to.deep.include({ color: 'black', vertex: [8, 0], kind: 'teire' });
    expect(score.added).to.deep.include({ color: 'black', vertex: [9, 0], kind: 'teire' });
    expect(score.result).to.equal('W+0.5');
  });

  it('a 1859 castle game: dead stones whose region touches a living stone of theirs are taken for real (B+9)', async () => {
    const { p, score } = await count('pro-Honinbo.Shusaku-Ito.Showa-1859-11-17.sgf', true);
    expect(p.re).to.equal('B+9');
    expect(score.added).to.deep.include({ color: 'black', vertex: [0, 16], kind: 'capture' });
    expect(score.added).to.deep.include({ color: 'black', vertex: [0, 18], kind: 'capture' });
    // The points the two stones stood on are Black's once they are taken.
    expect(score.ownership[17 * p.width + 0]).to.equal(1);
    expect(score.ownership[17 * p.width + 1]).to.equal(1);
    expect(score.result).to.equal('B+9');
  });

  it('a Fox relay: KM[650] is 6.5, and the count gives the recorded W+6.5', async () => {
    const { p, komi, score } = await count('fox-1488029422019999521.sgf', true);
    expect(komi).to.deep.equal({ komi: 6.5, source: 'fox', written: '650' });
    expect(p.re).to.equal('W+6.5');
    expect(score.white.komi).to.equal(6.5);
    expect(score.result).to.equal('W+6.5');
  });
});
