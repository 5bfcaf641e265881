import { expect } from '@open-wc/testing';
import { countScore, handicapPoints } from '../../src/scoring/index.js';
import type { ScoreInput } from '../../src/scoring/index.js';
import { board } from './board.js';

/** Counts a diagram, its lower-case stones being the dead ones. */
const count = (diagram: string, options: Partial<ScoreInput> = {}) => {
  const b = board(diagram);
  return countScore({ width: b.width, height: b.height, signs: b.signs, dead: b.dead, ...options });
};

describe('countScore: Japanese counting', () => {
  it('counts territory, prisoners and komi (a plain split)', () => {
    const score = count(
      `
      . . X O . . .
      . . X O . . .
      . . X O . . .
      . . X O . . .
      . . X O . . .`,
      { komi: 6.5, captures: { black: 3, white: 1 } },
    );
    // Black: 2 columns of 5 = 10 points + 3 prisoners. White: 3 columns = 15 + 1 prisoner + 6.5 komi.
    expect(score.rules).to.equal('japanese');
    expect(score.black).to.deep.equal({ territory: 10, prisoners: 3, stones: 5, total: 13 });
    expect(score.white).to.deep.equal({ territory: 15, prisoners: 1, stones: 5, komi: 6.5, handicap: 0, total: 22.5 });
    expect(score.margin).to.equal(-9.5);
    expect(score.result).to.equal('W+9.5');
    expect(score.dead).to.deep.equal([]);
    expect(score.dame).to.deep.equal([]);
    expect(score.seki).to.deep.equal([]);
  });

  it('removes dead stones: they become prisoners and their points territory', () => {
    const diagram = `
      . . . X O . .
      . o . X O . .
      . . . X O . .
      . . . X O . x
      . . . X O . .`;
    const score = count(diagram, { komi: 0.5 });
    // Black: 3 columns of 5 = 15 (the dead white stone's point included) + 1 prisoner.
    // White: 2 columns of 5 = 10 (the dead black stone's point included) + 1 prisoner + 0.5.
    expect(score.black).to.deep.equal({ territory: 15, prisoners: 1, stones: 5, total: 16 });
    expect(score.white).to.deep.equal({ territory: 10, prisoners: 1, stones: 5, komi: 0.5, handicap: 0, total: 11.5 });
    expect(score.result).to.equal('B+4.5');
    expect(score.dead).to.deep.equal([[1, 1], [6, 3]]);
    // Ownership: the dead stones' points are territory of the capturer; living stones are not territory.
    expect(score.ownership[1 * 7 + 1]).to.equal(1);
    expect(score.ownership[3 * 7 + 6]).to.equal(-1);
    expect(score.ownership[0 * 7 + 3]).to.equal(0);
  });

  it('gives no territory around stones left alive in it (the same board, nothing marked dead)', () => {
    const b = board(`
      . . . X O . .
      . O . X O . .
      . . . X O . .
      . . . X O . X
      . . . X O . .`);
    const score = countScore({ width: b.width, height: b.height, signs: b.signs, komi: 0.5 });
    // Both areas now touch both colours: no territory at all, only the komi counts.
    expect(score.black.territory).to.equal(0);
    expect(score.white.territory).to.equal(0);
    expect(score.result).to.equal('W+0.5');
    expect(score.dame.length).to.be.greaterThan(15);
  });

  it('leaves dame open as neutral points', () => {
    const score = count(`
      . X . O . . .
      . X . O . . .
      . X . O . . .`);
    expect(score.black.territory).to.equal(3);
    expect(score.white.territory).to.equal(9);
    expect(score.dame).to.deep.equal([[2, 0], [2, 1], [2, 2]]);
    expect(score.result).to.equal('W+6');
  });

  it('counts no territory in a seki with eyes (each side one eye, one shared liberty)', () => {
    // The white ring (eye at [3,3]) and the black group inside it (eye at [7,4]) share the liberty [5,4]:
    // neither can fill it. Both live in seki; their eyes are not territory (art. 8), [5,4] is dame.
    // Black's outer wall owns the 38 points outside.
    const score = count(`
      . . . . . . . . . . . .
      . X X X X X X X X X X .
      . X O O O O O O O O X .
      . X O . O X X X X O X .
      . X O O O . X . X O X .
      . X O O O X X X X O X .
      . X O O O O O O O O X .
      . X X X X X X X X X X .
      . . . . . . . . . . . .`);
    expect(score.black).to.deep.equal({ territory: 38, prisoners: 0, stones: 40, total: 38 });
    expect(score.white).to.deep.equal({ territory: 0, prisoners: 0, stones: 27, komi: 0, handicap: 0, total: 0 });
    expect(score.result).to.equal('B+38');
    expect(score.dame).to.deep.equal([[5, 4]]);
    const seki = new Set(score.seki.map(([x, y]) => `${x},${y}`));
    for (const p of ['3,3', '7,4', '2,2', '5,3']) expect(seki.has(p), p).to.equal(true);
    // The outer wall is not in seki.
    expect(seki.has('1,1')).to.equal(false);
    expect(score.ownership[3 * 12 + 3]).to.equal(0);
    expect(score.ownership[4 * 12 + 7]).to.equal(0);
  });

  it('counts no territory in a seki without eyes (two shared liberties)', () => {
    const score = count(`
      . . . . . . . .
      . X X X X X X .
      . X O O O O X .
      . X O X . O X .
      . X O X . O X .
      . X O O O O X .
      . X X X X X X .
      . . . . . . . .`);
    // Only the 28 points outside the black wall are territory; [4,3] and [4,4] are shared liberties (dame).
    expect(score.black.territory).to.equal(28);
    expect(score.white.territory).to.equal(0);
    expect(score.dame).to.deep.equal([[4, 3], [4, 4]]);
    expect(score.seki.length).to.be.greaterThan(0);
    expect(score.result).to.equal('B+28');
  });

  it('calls a large shared region an open area, not seki (a dead stone left unmarked inside territory)', () => {
    const score = count(`
      . . . . . . . . .
      . X X X X X X X .
      . X . . . . . X .
      . X . . O . . X .
      . X . . . . . X .
      . X . . . . . X .
      . X X X X X X X .
      . . . . . . . . .
      . . . . . . . . .`);
    // The 19 empty points inside touch both colours: neutral, and neither the wall nor the stone is in seki. Black's
    // territory is the 39 points outside the wall's 7x6 box.
    expect(score.seki).to.deep.equal([]);
    expect(score.dame.length).to.equal(19);
    expect(score.black.territory).to.equal(81 - 42);
    expect(score.white.territory).to.equal(0);
    // Marked dead, the same stone is a prisoner and the inside is Black's.
    const marked = count(`
      . . . . . . . . .
      . X X X X X X X .
      . X . . . . . X .
      . X . . o . . X .
      . X . . . . . X .
      . X . . . . . X .
      . X X X X X X X .
      . . . . . . . . .
      . . . . . . . . .`);
    expect(marked.black).to.deep.equal({ territory: 81 - 22, prisoners: 1, stones: 22, total: 60 });
    expect(marked.seki).to.deep.equal([]);
  });

  it('does not count a false eye that must be filled', () => {
    // [3,0] is surrounded by Black, but the black stone [4,0] has no other liberty: Black must connect there
    // before the end, so it is not territory. Black keeps [0,0], [0,1], [2,1], [0,3], [1,3].
    const score = count(`
      . X X . X O . . .
      . X . X O O . . .
      X X X X O . . . .
      . . X O O . . . .`);
    expect(score.black.territory).to.equal(5);
    expect(score.white.territory).to.equal(14);
    expect(score.falseEyes).to.deep.equal([[3, 0]]);
    expect(score.ownership[3]).to.equal(0);
    expect(score.result).to.equal('W+9');
  });

  it('counts a group dead with two false eyes as prisoners', () => {
    const score = count(`
      . X o . o . o X .
      . X o o X o o X .
      . X X o X o X X .
      . . X X X X X . .
      . . . . . . . . .`);
    // 45 points - 15 black stones = 30 territory (the 9 dead stones' points included) + 9 prisoners.
    expect(score.black).to.deep.equal({ territory: 30, prisoners: 9, stones: 15, total: 39 });
    expect(score.white.total).to.equal(0);
    expect(score.result).to.equal('B+39');
  });

  it('counts a bent four in the corner, marked dead, like any dead group', () => {
    const score = count(`
      . . . o X . . . .
      . o o o X . . . .
      o o X X X . . . .
      X X X . . . . . .
      . . . . . . . . .`);
    expect(score.black).to.deep.equal({ territory: 37, prisoners: 6, stones: 8, total: 43 });
    expect(score.result).to.equal('B+43');
  });

  it('gives handicap stones no compensation (komi only)', () => {
    // A 9x9 handicap-like position: komi 0.5, no points for the handicap.
    const diagram = `
      . . X O . . . . .
      . . X O . . . . .
      . . X O . . . . .`;
    const score = count(diagram, { komi: 0.5 });
    expect(score.black.total).to.equal(6);
    expect(score.white.total).to.equal(15.5);
    expect(score.result).to.equal('W+9.5');
  });

  it('reports jigo', () => {
    const score = count(
      `
      . . X O . .
      . . X O . .`,
      { komi: 0 },
    );
    expect(score.margin).to.equal(0);
    expect(score.result).to.equal('Jigo');
  });

  it('ignores dead marks on empty points and out-of-board vertices, and sorts the dead list', () => {
    const b = board(`
      . . . X O . .
      . O . X O . .
      . . . X O . .`);
    // Entries that are not vertices at all (from plain JavaScript) are ignored like those off the board.
    const score = countScore({ width: 7, height: 3, signs: b.signs, dead: [[6, 2], [1, 1], [0, 0], [9, 9], [1, 1], null, 5] as never });
    expect(score.dead).to.deep.equal([[1, 1]]);
    expect(score.black.prisoners).to.equal(1);
  });

  it('rejects a signs array of the wrong length', () => {
    expect(() => countScore({ width: 5, height: 5, signs: new Int8Array(24) })).to.throw(RangeError);
    // ...or none (plain JavaScript): the same RangeError, not a TypeError from inside.
    expect(() => countScore({ width: 5, height: 5, signs: null as never })).to.throw(RangeError, 'Expected 25 signs');
  });
});

describe('countScore: Chinese (area) counting', () => {
  it('counts stones plus territory plus komi, prisoners aside', () => {
    const score = count(
      `
      . . X O . . .
      . o X O . . .
      . . X O . . .`,
      { rules: 'chinese', komi: 7.5, captures: { black: 5, white: 0 } },
    );
    // Black: 3 stones + 6 points (the dead stone's point included). White: 3 stones + 9 points + 7.5.
    expect(score.rules).to.equal('chinese');
    expect(score.black).to.deep.equal({ territory: 6, prisoners: 6, stones: 3, total: 9 });
    expect(score.white).to.deep.equal({ territory: 9, prisoners: 0, stones: 3, komi: 7.5, handicap: 0, total: 19.5 });
    expect(score.result).to.equal('W+10.5');
    // Area ownership includes the living stones.
    expect(score.ownership[2]).to.equal(1);
    expect(score.ownership[3]).to.equal(-1);
  });

  it('counts seki eyes for their owner by area, but not the shared liberty', () => {
    const score = count(
      `
      . . . . . . . . . . . .
      . X X X X X X X X X X .
      . X O O O O O O O O X .
      . X O . O X X X X O X .
      . X O O O . X . X O X .
      . X O O O X X X X O X .
      . X O O O O O O O O X .
      . X X X X X X X X X X .
      . . . . . . . . . . . .`,
      { rules: 'chinese' },
    );
    // Black: 40 stones + 38 outside + its seki eye = 79. White: 27 stones + its seki eye = 28. [5,4] is dame.
    expect(score.black.total).to.equal(79);
    expect(score.white.total).to.equal(28);
    expect(score.result).to.equal('B+51');
  });
});

describe('handicapPoints: White\'s compensation in area counting', () => {
  it('one point per stone by the Chinese rules and KGS, one less by AGA, none by New Zealand, none without a handicap', () => {
    expect(handicapPoints('Chinese', 3)).to.equal(3);
    expect(handicapPoints(undefined, 5)).to.equal(5);
    expect(handicapPoints('AGA', 4)).to.equal(3);
    expect(handicapPoints('NZ', 4)).to.equal(0);
    expect(handicapPoints('New Zealand', 9)).to.equal(0);
    expect(handicapPoints('Chinese', 1)).to.equal(0);
    expect(handicapPoints('Chinese', 0)).to.equal(0);
    expect(handicapPoints('Chinese', 2.5)).to.equal(0);
    // An HA no board could hold counts for nothing (HA[1000000000] gave W+1000000006.5); 9 stones on 19x19 stay.
    expect(handicapPoints('Chinese', 1e9)).to.equal(0);
    expect(handicapPoints('Chinese', 400, 19 * 19)).to.equal(0);
    expect(handicapPoints('Chinese', 9, 19 * 19)).to.equal(9);
  });

  it('is added to White in Chinese counting only', () => {
    const input: ScoreInput = { width: 3, signs: [1, 0, -1, 1, 0, -1, 1, 0, -1], komi: 0.5 };
    expect(countScore({ ...input, rules: 'chinese', handicap: 3 }).white.total - countScore({ ...input, rules: 'chinese' }).white.total).to.equal(3);
    expect(countScore({ ...input, rules: 'japanese', handicap: 3 }).white).to.include({ handicap: 0, total: 0.5 });
  });
});
