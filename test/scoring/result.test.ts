import { expect } from '@open-wc/testing';
import { formatResult, matchesResult, parseResult } from '../../src/scoring/index.js';

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
