import { expect } from '@open-wc/testing';
import { formatResult, matchesResult, parseResult, readKomi, readResult } from '../../src/scoring/index.js';

describe('results', () => {
  it('parses SGF RE values', () => {
    expect(parseResult('B+3.5')).to.deep.equal({ kind: 'score', winner: 'black', margin: 3.5 });
    expect(parseResult('W+12')).to.deep.equal({ kind: 'score', winner: 'white', margin: 12 });
    expect(parseResult(' w+0.50 ')).to.deep.equal({ kind: 'score', winner: 'white', margin: 0.5 });
    expect(parseResult('W+R')).to.deep.equal({ kind: 'resign', winner: 'white', margin: null });
    expect(parseResult('B+Resign')).to.deep.equal({ kind: 'resign', winner: 'black', margin: null });
    expect(parseResult('B+T')).to.deep.equal({ kind: 'time', winner: 'black', margin: null });
    expect(parseResult('W+Forfeit')).to.deep.equal({ kind: 'forfeit', winner: 'white', margin: null });
    for (const draw of ['0', 'Draw', 'jigo', 'B+0', 'W+0.0']) {
      expect(parseResult(draw), draw).to.deep.equal({ kind: 'draw', winner: null, margin: 0 });
    }
    expect(parseResult('Void').kind).to.equal('void');
    expect(parseResult('?').kind).to.equal('unknown');
    expect(parseResult(undefined).kind).to.equal('unknown');
    expect(parseResult('B+').kind).to.equal('unknown');
    // A margin too long to be a number is not a score of Infinity.
    expect(parseResult('B+' + '9'.repeat(400))).to.deep.equal({ kind: 'unknown', winner: 'black', margin: null });
  });

  it('reads results written in words: Chinese stones, Japanese and Korean points, resignation, time, jigo', () => {
    const cases: [string, string, 'black' | 'white' | null, number | null][] = [
      ['黑胜3又3/4子', 'score', 'black', 7.5],
      ['白胜1/4子', 'score', 'white', 0.5],
      ['黑胜2.75子', 'score', 'black', 5.5],
      ['黑胜1子半', 'score', 'black', 3],
      ['黑贴3又3/4子胜1/4子', 'score', 'black', 0.5],
      ['黑中盘胜', 'resign', 'black', null],
      ['白超时胜', 'time', 'white', null],
      ['白1目半勝', 'score', 'white', 1.5],
      ['白半目勝ち', 'score', 'white', 0.5],
      ['黒３目半勝', 'score', 'black', 3.5],
      ['黒中押し勝ち', 'resign', 'black', null],
      ['백 1.5집승', 'score', 'white', 1.5],
      ['흑 2집반승', 'score', 'black', 2.5],
      ['흑 반집승', 'score', 'black', 0.5],
      ['백 불계승', 'resign', 'white', null],
      ['Black wins by 2.5 points', 'score', 'black', 2.5],
      ['White won by resignation', 'resign', 'white', null],
      ['和棋', 'draw', null, 0],
      ['持碁', 'draw', null, 0],
      ['무승부', 'draw', null, 0],
      ['黑胜', 'unknown', 'black', null],
    ];
    for (const [re, kind, winner, margin] of cases) expect(readResult(re), re).to.deep.equal({ kind, winner, margin });
    // SGF's own forms as parseResult reads them; text that is no result stays unknown.
    expect(readResult('W+3.5')).to.deep.equal(parseResult('W+3.5'));
    expect(readResult('Game over').kind).to.equal('unknown');
    expect(readResult('黑胜1/0子').kind).to.equal('unknown');
    // What the count is compared with, and the komi a half point reveals in a record with no KM.
    expect(matchesResult(7.5, '黑胜3又3/4子')).to.equal(true);
    expect(matchesResult(-1.5, '白1目半勝')).to.equal(true);
    expect(readKomi({ result: '白半目勝', date: '1995-04-01' }).source).to.equal('assumed');
  });

  it('formats margins', () => {
    expect(formatResult(5.5)).to.equal('B+5.5');
    expect(formatResult(-0.5)).to.equal('W+0.5');
    expect(formatResult(-12)).to.equal('W+12');
    expect(formatResult(0)).to.equal('Jigo');
    expect(formatResult(0.1 + 0.2)).to.equal('B+0.3');
  });

  it('compares a margin with RE', () => {
    expect(matchesResult(3.5, 'B+3.50')).to.equal(true);
    expect(matchesResult(-3.5, 'B+3.5')).to.equal(false);
    expect(matchesResult(-7, 'W+7')).to.equal(true);
    expect(matchesResult(0, 'Jigo')).to.equal(true);
    expect(matchesResult(0, '0')).to.equal(true);
    expect(matchesResult(2, 'B+R')).to.equal(false);
  });
});
