// The score estimate (estimateScore) on real records (test/fixtures/scoring, sources in SOURCES.md): the end of a
// game is counted, its middle estimated by playouts.
import { expect } from '@open-wc/testing';
import { estimateScore } from '../../src/analysis/index.js';
import { parseResult, readKomi } from '../../src/scoring/index.js';
import { loadSgf, SgfCursor } from '../../src/sgf/index.js';

const cursorAt = async (name: string, moveIndex?: number) => {
  const text = await (await fetch(new URL(`../fixtures/scoring/${name}`, import.meta.url))).text();
  const cursor = new SgfCursor(loadSgf(text).games[0]!);
  const line = cursor.mainLine();
  cursor.go(line[moveIndex ?? line.length - 1]!);
  const { info } = cursor;
  const komi = readKomi({ komi: info.komi, rules: info.rules, result: info.result, date: info.date }).komi;
  const estimate = () => estimateScore(cursor.width, cursor.height, cursor.game.signs(), { komi, captures: cursor.game.captures, toMove: cursor.game.toMove });
  return { estimate, result: parseResult(info.result) };
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
