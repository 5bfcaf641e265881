import { expect } from '@open-wc/testing';
import { countScore, finishGame, readKomi } from '../../src/scoring/index.js';
import type { ScoreInput } from '../../src/scoring/index.js';
import { board } from './board.js';

/** Counts a diagram (lower-case stones dead) after finishing the game, `toMove` first. */
const finished = (diagram: string, toMove: 'black' | 'white', options: Partial<ScoreInput> = {}) => {
  const b = board(diagram);
  return countScore({ width: b.width, height: b.height, signs: b.signs, dead: b.dead, finish: true, toMove, ...options });
};

describe('finishing the game before counting', () => {
  // The neutral point C (3,2) touches Black's lone stone at (3,3), whose other liberty (2,3) is inside Black's
  // area. Whoever fills C first decides who must add a protective move (teire).
  const TEIRE = `
    . . X O . . .
    . . X O . . .
    . . X . O . .
    . X . X O . .
    . . X O O . .`;

  it('White to move fills the dame with atari: Black must connect inside his own area (teire, one point)', () => {
    const score = finished(TEIRE, 'white');
    expect(score.added).to.deep.equal([
      { color: 'white', vertex: [3, 2], kind: 'dame' },
      { color: 'black', vertex: [2, 3], kind: 'teire' },
    ]);
    // Black: columns A-B (10) less his stone at (1,3), plus (2,3) less the teire = 9. White: columns F-G and (4,0), (4,1).
    expect(score.black.territory).to.equal(9);
    expect(score.white.territory).to.equal(12);
    expect(score.result).to.equal('W+3');
  });

  it('Black to move fills it himself: no teire for Black, and now White\'s two stones at the top are short of liberties', () => {
    const score = finished(TEIRE, 'black');
    expect(score.added).to.deep.equal([
      { color: 'black', vertex: [3, 2], kind: 'dame' },
      // Black could cut at (4,1) next: White's (3,0)-(3,1) would have one liberty and no way out.
      { color: 'white', vertex: [4, 1], kind: 'teire' },
    ]);
    expect(score.black.territory).to.equal(10);
    expect(score.white.territory).to.equal(11);
    expect(score.result).to.equal('W+1');
  });

  it('counts as given without `finish`, the dame left neutral', () => {
    const b = board(TEIRE);
    const score = countScore({ width: b.width, height: b.height, signs: b.signs });
    expect(score.added).to.deep.equal([]);
    expect(score.dame).to.deep.equal([[3, 2]]);
    expect(score.open).to.deep.equal([[3, 2]]);
    expect(score.result).to.equal('W+2');
  });

  // A half-point ko: Black's stone at (3,1) is in atari; (2,1) is Black's eye.
  const KO = `
    . X X O O . .
    . X . X O . .
    . . X O . . .
    . . X O . . .
    . . X O . . .`;

  it('an open ko: White to move takes it and connects (one prisoner)', () => {
    const score = finished(KO, 'white');
    expect(score.added).to.deep.equal([
      { color: 'white', vertex: [2, 1], kind: 'ko' },
      // The connection fills a point of White's own area: a teire.
      { color: 'white', vertex: [3, 1], kind: 'teire' },
    ]);
    expect(score.captures).to.deep.equal({ black: 0, white: 1 });
    expect(score.black).to.include({ territory: 8, prisoners: 0 });
    expect(score.white).to.include({ territory: 13, prisoners: 1 });
    expect(score.result).to.equal('W+6');
  });

  it('an open ko: Black to move connects it, one point less than if White had taken it', () => {
    const score = finished(KO, 'black');
    expect(score.added).to.deep.equal([{ color: 'black', vertex: [2, 1], kind: 'teire' }]);
    expect(score.black).to.include({ territory: 8, prisoners: 0 });
    expect(score.white).to.include({ territory: 13, prisoners: 0 });
    expect(score.result).to.equal('W+5');
  });

  // Two walls with a wide open corridor between them: the border is not finished.
  const OPEN = `
    . X . . O .
    . X . . O .
    . X . . O .
    . X . . O .
    . X . . O .`;

  it('an unfinished border is reported as open, not as seki, and is not filled', () => {
    const score = finished(OPEN, 'black');
    expect(score.seki).to.deep.equal([]);
    expect(score.added).to.deep.equal([]);
    expect(score.open.length).to.equal(10);
    expect(score.dame.length).to.equal(10);
    expect(score.result).to.equal('Jigo');
  });

  it('keeps dead stones dead and counts them as prisoners after finishing', () => {
    const score = finished(
      `
      . . X O . .
      . o X O . .
      . . X . O .
      . . X O . x
      . . X O . .`,
      'white',
    );
    expect(score.dead).to.deep.equal([[1, 1], [5, 3]]);
    expect(score.added).to.deep.equal([{ color: 'white', vertex: [3, 2], kind: 'dame' }]);
    expect(score.black.prisoners).to.equal(1);
    expect(score.white.prisoners).to.equal(1);
  });

  it('finishGame is deterministic and leaves the input alone', () => {
    const b = board(TEIRE);
    const copy = Int8Array.from(b.signs);
    const dead = new Uint8Array(b.signs.length);
    const one = finishGame(b.width, b.height, b.signs, dead, -1);
    const two = finishGame(b.width, b.height, b.signs, dead, -1);
    expect(one).to.deep.equal(two);
    expect(b.signs).to.deep.equal(copy);
  });
});

describe('readKomi', () => {
  it('takes KM as written', () => {
    expect(readKomi({ komi: 6.5 })).to.deep.equal({ komi: 6.5, source: 'file' });
    expect(readKomi({ komi: '5.5', result: 'W+1.5' })).to.deep.equal({ komi: 5.5, source: 'file' });
  });

  it('reads Fox komi written times 100 (KM[650] = 6.5; KM[375] under Chinese rules = 7.5 points)', () => {
    expect(readKomi({ komi: 650, rules: 'Japanese' })).to.deep.equal({ komi: 6.5, source: 'fox', written: '650' });
    expect(readKomi({ komi: '375', rules: 'Chinese' })).to.deep.equal({ komi: 7.5, source: 'fox', written: '375' });
    expect(readKomi({ komi: '750', rules: 'Chinese' })).to.deep.equal({ komi: 7.5, source: 'fox', written: '750' });
  });

  it('assumes the era\'s komi when the file has none but the result has a half point', () => {
    expect(readKomi({ result: 'W+1.5', date: '1976-03-25' })).to.deep.equal({ komi: 5.5, source: 'assumed' });
    expect(readKomi({ komi: 0, result: 'B+0.5', date: '1963-05-01' })).to.deep.equal({ komi: 4.5, source: 'assumed', written: '0' });
    expect(readKomi({ result: 'B+2.5', date: '2005-01-01' })).to.deep.equal({ komi: 6.5, source: 'assumed' });
  });

  it('says when there is no komi and nothing suggests one (old games, integer results)', () => {
    expect(readKomi({ result: 'B+3', date: '1852-10-28' })).to.deep.equal({ komi: 0, source: 'missing' });
    expect(readKomi({ komi: 0, result: 'W+2' })).to.deep.equal({ komi: 0, source: 'file' });
  });

  it('refuses an absurd komi instead of counting "W+Infinity"', () => {
    expect(readKomi({ komi: '1e308' })).to.deep.equal({ komi: 0, source: 'invalid', written: '1e308' });
    expect(readKomi({ komi: 'abc' })).to.deep.equal({ komi: 0, source: 'invalid', written: 'abc' });
    expect(readKomi({ komi: 1e308 }).source).to.equal('invalid');
  });
});
