// The score estimate (estimateScore) on real records (test/fixtures/scoring, sources in SOURCES.md): the end of a
// game is counted, its middle estimated by playouts.
import { expect } from '@open-wc/testing';
import { estimateScore } from '../../src/analysis/index.js';
import { countScore, guessDeadStones, handicapPoints, parseResult, readKomi } from '../../src/scoring/index.js';
import { loadSgf, SgfCursor } from '../../src/sgf/index.js';
import { endsWithPasses } from '../../src/sgf/game-end.js';

const cursorAt = async (name: string, moveIndex?: number) => {
  const text = await (await fetch(new URL(`../fixtures/scoring/${name}`, import.meta.url))).text();
  const cursor = new SgfCursor(loadSgf(text).games[0]!);
  const line = cursor.mainLine();
  cursor.go(line[moveIndex ?? line.length - 1]!);
  const { info } = cursor;
  const komi = readKomi({ komi: info.komi, rules: info.rules, result: info.result, date: info.date }).komi;
  const estimate = () => estimateScore(cursor.width, cursor.height, cursor.game.signs(), { komi, captures: cursor.game.captures, toMove: cursor.game.toMove });
  return { cursor, estimate, result: parseResult(info.result), komi };
};

describe('the score estimate', () => {
  // Records whose last position random playouts alone judged wrong (who leads, or by 5 to 18 points): a game
  // that stops with dame open and dead stones on the board is counted as the count would.
  const ends: [file: string, what: string][] = [
    ['pro-Honinbo.Shusaku-Ito.Showa-1859-11-17.sgf', 'a title game of 1859, B+9 (the playouts: W+8.5)'],
    ['pro-MeiLg-1995-31.sgf', 'a professional game, B+1.5 (the playouts: W+6)'],
    ['pro-Jud-1987-4.sgf', 'a professional game, W+0.5 (the playouts: W+17.5)'],
    ['fox-1488029422019999521.sgf', 'a Fox relay with KM[650], W+6.5 (the playouts: W+0.5)'],
    ['2017-06-26-12.sgf', 'a KGS game with 49 dead stones, B+4.5 (the playouts: W+17.5)'],
  ];
  for (const [file, what] of ends) {
    it(`counts the last position of ${what}: the recorded result`, async () => {
      const { estimate, result } = await cursorAt(file);
      const e = estimate();
      expect(e.counted).to.equal(true);
      expect(e.leader).to.equal(result.winner);
      expect(Math.abs(e.lead)).to.equal(result.margin);
      // Every point has an owner between -1 (White) and 1 (Black) for the shading.
      expect(e.ownership.every((o) => o >= -1 && o <= 1)).to.equal(true);
    });
  }

  // KGS handicap games ended by passing, counted by Chinese rules: as scoring mode counts them (area, White's points
  // for the handicap, the position as the players left it: finishing 2017-01-12-11 first would give W+3.5).
  for (const file of ['cn-2017-04-01-24.sgf', 'cn-2017-03-06-22.sgf', '2017-01-12-11.sgf']) {
    it(`gives the count of scoring mode at the end of ${file} (Chinese rules, a handicap, ended by passing)`, async () => {
      const { cursor, komi, result } = await cursorAt(file);
      const { width, height, info } = cursor;
      const signs = cursor.game.signs();
      expect(endsWithPasses(cursor.node, width, height)).to.equal(true);
      const handicap = handicapPoints(info.rules, Number(info.handicap), width * height);
      expect(handicap).to.be.greaterThan(0);
      const e = estimateScore(width, height, signs, { komi, rules: 'chinese', captures: cursor.game.captures, toMove: cursor.game.toMove, handicap, finish: false });
      const count = countScore({ width, height, signs, dead: guessDeadStones(width, height, signs), captures: cursor.game.captures, komi, rules: 'chinese', handicap, finish: false });
      expect(e.counted).to.equal(true);
      expect(e.lead).to.equal(count.margin);
      expect(e.leader).to.equal(result.winner);
    });
  }

  it('gives White the handicap points of Chinese rules in the middle of a game too', async () => {
    const { cursor, komi } = await cursorAt('cn-2017-04-01-24.sgf', 100);
    const options = { komi, rules: 'chinese' as const, captures: cursor.game.captures, toMove: cursor.game.toMove };
    const signs = cursor.game.signs();
    const without = estimateScore(19, 19, signs, options);
    const withHandicap = estimateScore(19, 19, signs, { ...options, handicap: 5 });
    expect(withHandicap.counted).to.equal(false);
    expect(withHandicap.lead).to.equal(without.lead - 5);
  });

  it('does not count a board with few stones: a handicap, or one stone, is estimated', () => {
    const nine = new Int8Array(361);
    for (const [x, y] of [[3, 3], [9, 3], [15, 3], [3, 9], [9, 9], [15, 9], [3, 15], [9, 15], [15, 15]]) nine[y * 19 + x] = 1;
    const handicap = estimateScore(19, 19, nine, { komi: 0.5, toMove: 'white' });
    expect(handicap.counted).to.equal(false);
    expect(Math.abs(handicap.lead)).to.be.lessThan(150);
    const one = new Int8Array(81);
    one[40] = -1;
    expect(estimateScore(9, 9, one, { komi: 6.5 }).counted).to.equal(false);
  });

  it('estimates the middle of a game by playouts, and says so', async () => {
    const { estimate } = await cursorAt('pro-Kis-1994-5.sgf', 150);
    const e = estimate();
    expect(e.counted).to.equal(false);
    expect(e.playouts).to.be.greaterThan(0);
    expect(e.ownership.some((o) => o > -1 && o < 1 && o !== 0)).to.equal(true);
  });

  it('gives an empty board to nobody', () => {
    const e = estimateScore(9, 9, new Int8Array(81), { komi: 6.5 });
    expect(e).to.include({ counted: false, playouts: 0, lead: -6.5, leader: 'white' });
  });
});
