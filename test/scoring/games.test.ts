import { expect } from '@open-wc/testing';
import { countScore, guessDeadStones, matchesResult, toggleDead } from '../../src/scoring/index.js';
import { loadFixture } from './record.js';

// Real KGS games (see test/fixtures/scoring/SOURCES.md), counted from their final positions.
const games: [file: string, what: string][] = [
  ['2017-06-29-16.sgf', 'a seki on the first line next to territory'],
  ['2017-06-28-30.sgf', 'a 2-stone handicap game with a seki'],
  ['2017-02-09-11.sgf', 'an even game with a seki'],
  ['2017-01-12-11.sgf', 'a 6-stone handicap game'],
  ['2017-06-26-12.sgf', '49 dead stones'],
  ['2017-06-29-33.sgf', 'a group dead with a squared-four eye'],
  ['2017-02-09-5.sgf', 'false eyes'],
];

describe('scoring real games', () => {
  for (const [file, what] of games) {
    it(`${file} (${what}): the players' dead stones and the automatic ones both give RE`, async () => {
      const game = await loadFixture(file);
      const input = { width: game.width, height: game.height, signs: game.signs, captures: game.captures, komi: game.komi };
      const marked = countScore({ ...input, dead: game.markedDead });
      expect(matchesResult(marked.margin, game.re), `marks give ${marked.result}, RE ${game.re}`).to.equal(true);
      const guessed = guessDeadStones(game.width, game.height, game.signs);
      expect(guessed).to.deep.equal(game.markedDead);
      const auto = countScore({ ...input, dead: guessed });
      expect(auto.result).to.equal(marked.result);
    });
  }

  it('sees the seki of 2017-06-29-16 and counts no territory in it', async () => {
    const game = await loadFixture('2017-06-29-16.sgf');
    const score = countScore({ width: 19, height: 19, signs: game.signs, dead: game.markedDead, captures: game.captures, komi: game.komi });
    expect(score.result).to.equal('B+3.5');
    expect(score.seki.length).to.be.greaterThan(0);
    for (const [x, y] of score.seki) expect(score.ownership[y * 19 + x], `${x},${y}`).to.equal(0);
  });

  it('counts handicap games with komi only (2017-01-12-11: HA 6, KM 0.5)', async () => {
    const game = await loadFixture('2017-01-12-11.sgf');
    expect(game.handicap).to.equal(6);
    expect(game.komi).to.equal(0.5);
    const score = countScore({ width: 19, height: 19, signs: game.signs, dead: game.markedDead, captures: game.captures, komi: game.komi });
    expect(score.white.komi).to.equal(0.5);
    expect(score.result).to.equal('W+2.5');
  });

  for (const [file, handicap] of [['cn-2017-03-06-22.sgf', 3], ['cn-2017-04-01-24.sgf', 5]] as const) {
    it(`counts area with one point to White per handicap stone (${file}: HA ${handicap}, RU[Chinese])`, async () => {
      const game = await loadFixture(file);
      expect([game.rules, game.handicap]).to.deep.equal(['Chinese', handicap]);
      const input = { width: 19, height: 19, signs: game.signs, dead: game.markedDead, captures: game.captures, komi: game.komi, rules: 'chinese' as const };
      const score = countScore({ ...input, handicap: game.handicap });
      expect(score.white.handicap).to.equal(handicap);
      expect(score.white.total).to.equal(score.white.territory + score.white.stones + game.komi + handicap);
      expect(matchesResult(score.margin, game.re), `${score.result}, RE ${game.re}`).to.equal(true);
      // Without the compensation the count is off by exactly the handicap.
      expect(countScore(input).margin - score.margin).to.equal(handicap);
      // Japanese counting gives nothing for handicap stones.
      expect(countScore({ ...input, rules: 'japanese', handicap: game.handicap }).white.handicap).to.equal(0);
    });
  }

  it('undoes one dead group with one click and redoes it with another', async () => {
    const game = await loadFixture('2017-06-26-12.sgf');
    const [x, y] = game.markedDead[0]!;
    const fewer = toggleDead(19, 19, game.signs, game.markedDead, [x, y]);
    expect(fewer.length).to.be.lessThan(game.markedDead.length);
    expect(fewer.length).to.be.greaterThan(0);
    expect(toggleDead(19, 19, game.signs, fewer, [x, y])).to.deep.equal(game.markedDead);
  });
});
