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

  it('an open ko is connected by the side whose stone is in atari, whoever is to move', () => {
    // Who would win the last ko depends on ko threats (free inside the other's area under territory counting);
    // connecting it matches more professional records than taking it first.
    for (const toMove of ['black', 'white'] as const) {
      const score = finished(KO, toMove);
      expect(score.added, toMove).to.deep.equal([{ color: 'black', vertex: [2, 1], kind: 'teire' }]);
      expect(score.black, toMove).to.include({ territory: 8, prisoners: 0 });
      expect(score.white, toMove).to.include({ territory: 13, prisoners: 0 });
      expect(score.result, toMove).to.equal('W+5');
    }
  });

  it('never captures a chain the marking calls alive (the reader decides life and death)', () => {
    // White's stone in Black's corner, marked alive: filling around it stops short of taking it.
    const score = finished(
      `
      O . . X O . .
      . . . X O . .
      . . . X O . .`,
      'black',
    );
    expect(score.added.some((m) => m.kind === 'capture')).to.equal(false);
    expect(score.captures).to.deep.equal({ black: 0, white: 0 });
    expect(score.black.prisoners).to.equal(0);
  });

  // Two walls with a wide open corridor between them: the border is not finished.
  const OPEN = `
    . X . . O .
    . X . . O .
    . X . . O .
    . X . . O .
    . X . . O .`;

  it('an open border between two walls is closed by filling it, and never called seki', () => {
    const score = finished(OPEN, 'black');
    expect(score.open.length).to.equal(10);
    expect(score.added.length).to.equal(10);
    expect(score.added.every((m) => m.kind === 'dame')).to.equal(true);
    expect(score.seki).to.deep.equal([]);
    expect(score.dame).to.deep.equal([]);
    expect(score.result).to.equal('Jigo');
  });

  it('without finishing, the open border is neutral, not seki', () => {
    const b = board(OPEN);
    const score = countScore({ width: b.width, height: b.height, signs: b.signs });
    expect(score.seki).to.deep.equal([]);
    expect(score.dame.length).to.equal(10);
  });

  // A game stopped early: a two-point border at the top left is closed, the rest is open ground (a neutral region
  // of 118 points), which finishing leaves as it is: filling it would be playing the game, not finishing it.
  const EARLY = `
    . X . O . . . . . . . . .
    . X . O . . . . . . . . .
    X X X O . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .`;

  it('fills a small border but leaves open ground open, counted for nobody', () => {
    for (const toMove of ['black', 'white'] as const) {
      const score = finished(EARLY, toMove);
      expect(score.added.map((m) => m.vertex).sort()).to.deep.equal([[2, 0], [2, 1]]);
      expect(score.dame.length).to.equal(118);
      expect(score.open.length).to.equal(120);
    }
  });

  // Two dead White stones, (1,4) and (0,5), whose only liberty (0,4) also touches White's living stone (0,3): the
  // point is neutral only because of them.
  const TAKE_DEAD = `
    . O X . . .
    . O X . . .
    . O X . . .
    O X X . . .
    . o X . . .
    o X . . . .
    X . . . . .`;

  it('fills a neutral point that takes dead stones: their points become the taker\'s area, and the atari it gives needs a teire', () => {
    for (const toMove of ['black', 'white'] as const) {
      const score = finished(TAKE_DEAD, toMove);
      // White has nothing to fill ((0,4) would only join his dead stones): Black takes the two stones. White's
      // connection at (0,2), a false eye the count would fill anyway, comes first when White is to move.
      const capture = { color: 'black', vertex: [0, 4], kind: 'capture' };
      const teire = { color: 'white', vertex: [0, 2], kind: 'teire' };
      expect(score.added, toMove).to.deep.equal(toMove === 'black' ? [capture, teire] : [teire, capture]);
      expect(score.captures).to.deep.equal({ black: 2, white: 0 });
      expect(score.dame).to.deep.equal([]);
      // Black: the 24 points on the right and below, and the two points the dead stones stood on.
      expect(score.black.territory).to.equal(26);
      expect(score.black.prisoners).to.equal(2);
      expect(score.white.territory).to.equal(2);
      expect(score.result).to.equal('B+26');
    }
    // Counted as it stands, (0,4) and the dead stones' points are neutral.
    const b = board(TAKE_DEAD);
    const asGiven = countScore({ width: b.width, height: b.height, signs: b.signs, dead: b.dead });
    expect(asGiven.dame).to.deep.equal([[0, 4], [1, 4], [0, 5]]);
    expect(asGiven.result).to.equal('B+24');
  });

  // The lower right of a real game (Honinbo Shusaku - Ota Yuzo, 1849, B+4; this is x 5-18, y 13-18 of its final
  // position). White's lower group has two liberties, its eye (3,5) and (5,5), and its other neighbours are the
  // eight dead Black stones along the second row, which have two liberties, (1,0) and (3,0). (5,5) is neutral, but
  // Black cannot fill it yet: his stone (6,5) has its second liberty in the false eye (7,5).
  const FALSE_EYE_RACE = `
    O . O . O O x O . x O X O X
    O x x x x x x O O . O O O O
    X O O O O x O X O O O X O X
    X X X X O O O X O X X X X X
    X O O O O O O X X X . X . X
    X X O . O . X . X . . . . .`;

  it('plays the false eye the count would fill, then reads what it leaves: here White must take the dead stones', () => {
    const score = finished(FALSE_EYE_RACE, 'white');
    expect(score.added).to.deep.equal([
      // Black fills his false eye (not counted as territory either way)...
      { color: 'black', vertex: [7, 5], kind: 'teire' },
      // ...so (5,5) would put White in atari: White takes the dead stones first, with two moves inside his area.
      { color: 'white', vertex: [1, 0], kind: 'teire' },
      { color: 'black', vertex: [5, 5], kind: 'dame' },
      { color: 'white', vertex: [3, 0], kind: 'teire' },
    ]);
    expect(score.captures).to.deep.equal({ black: 0, white: 8 });
    expect(score.white.territory).to.equal(12);
    expect(score.result).to.equal('W+14');
    // Read with the false eye left open (before this rule), White kept the two points: W+16. The game's record
    // matches the two teire.
  });

  // White's stone (5,2) has two liberties: the dame (5,1) and (5,3), the last liberty of the dead black stones.
  const SNAPBACK = `
    . . X X X X O . .
    . . X X X . O O .
    . . X X X O x O .
    . . X O O . x O .
    . . X X O x O O .
    . . X O . O O . .
    . . X O O O . . .`;

  it('adds no teire where taking the stone in atari would be a snapback', () => {
    // Black fills the dame: (5,2) is in atari, but Black taking it at (5,3) joins the dead stones, which White then
    // takes back four at a time. So White needs no teire (read as a threat, it cost White a point: W+4).
    const score = finished(SNAPBACK, 'black');
    expect(score.added).to.deep.equal([{ color: 'black', vertex: [5, 1], kind: 'dame' }]);
    expect(score.result).to.equal('W+5');
    expect(finished(SNAPBACK, 'white').result).to.equal('W+5');
  });

  it('never takes stones marked alive by hand, though it may take a living chain to save one of its own', () => {
    // A White stone left alive inside Black's corner: the neutral corner is filled, and Black's stone at (0,1) is
    // put in atari; taking (0,0) would save it.
    const CORNER = `
      O . X O .
      . . X O .
      . . X O .
      . . X O .
      . . X O .`;
    const free = finished(CORNER, 'black');
    expect(free.added.slice(0, 3)).to.deep.equal([
      { color: 'black', vertex: [0, 1], kind: 'dame' },
      { color: 'white', vertex: [1, 1], kind: 'dame' },
      { color: 'black', vertex: [1, 0], kind: 'capture' },
    ]);
    const kept = finished(CORNER, 'black', { alive: [[0, 0]] });
    // Black saves his stone by extending instead, and (1,0), the last liberty of (0,0), is never played.
    expect(kept.added.slice(0, 3)).to.deep.equal([
      { color: 'black', vertex: [0, 1], kind: 'dame' },
      { color: 'white', vertex: [1, 1], kind: 'dame' },
      { color: 'black', vertex: [0, 2], kind: 'dame' },
    ]);
    expect(kept.added.some((m) => m.vertex[0] === 1 && m.vertex[1] === 0)).to.equal(false);
    // Listed dead and alive at once, the stone is alive (and still never taken).
    const both = finished(CORNER, 'black', { dead: [[0, 0]], alive: [[0, 0]] });
    expect(both.dead).to.deep.equal([]);
    expect(both.added).to.deep.equal(kept.added);
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

  it('reads komi written in stones, as some Chinese records do (KM[3.75] = 3¾ stones = 7.5 points)', () => {
    expect(readKomi({ komi: '3.75', rules: 'Chinese' })).to.deep.equal({ komi: 7.5, source: 'stones', written: '3.75' });
    expect(readKomi({ komi: 2.75 })).to.deep.equal({ komi: 5.5, source: 'stones', written: '2.75' });
    expect(readKomi({ komi: '-0.25' })).to.deep.equal({ komi: -0.5, source: 'stones', written: '-0.25' });
    // Points: as written.
    expect(readKomi({ komi: '7.5', rules: 'Chinese' })).to.deep.equal({ komi: 7.5, source: 'file' });
  });

  it('assumes the era\'s komi when the file has none but the result has a half point', () => {
    expect(readKomi({ result: 'W+1.5', date: '1976-03-25' })).to.deep.equal({ komi: 5.5, source: 'assumed', year: 1976 });
    expect(readKomi({ komi: 0, result: 'B+0.5', date: '1963-05-01' })).to.deep.equal({ komi: 4.5, source: 'assumed', year: 1963, written: '0' });
    expect(readKomi({ result: 'B+2.5', date: '2005-01-01' })).to.deep.equal({ komi: 6.5, source: 'assumed', year: 2005 });
    // Chinese rules, or a result in stones (子): 3¾ stones (7.5 points) from 2002, 2¾ (5.5) before.
    expect(readKomi({ rules: 'Chinese', result: 'B+2.5', date: '2010-05-01' })).to.deep.equal({ komi: 7.5, source: 'assumed', year: 2010 });
    expect(readKomi({ result: '黑胜3/4子', date: '2010-05-01' })).to.deep.equal({ komi: 7.5, source: 'assumed', year: 2010 });
    expect(readKomi({ result: '白胜1/4子', date: '1995-05-01' })).to.deep.equal({ komi: 5.5, source: 'assumed', year: 1995 });
    // Undated: today's komi, and the reading says there was no year to go by.
    expect(readKomi({ result: 'W+0.5' })).to.deep.equal({ komi: 6.5, source: 'assumed', year: null });
  });

  it('says when there is no komi and nothing suggests one (old games, integer results)', () => {
    expect(readKomi({ result: 'B+3', date: '1852-10-28' })).to.deep.equal({ komi: 0, source: 'missing' });
    expect(readKomi({ komi: 0, result: 'W+2' })).to.deep.equal({ komi: 0, source: 'file' });
  });

  it('refuses an absurd komi instead of counting "W+Infinity"', () => {
    expect(readKomi({ komi: '1e308' })).to.deep.equal({ komi: 0, source: 'invalid', written: '1e308' });
    expect(readKomi({ komi: 'abc' })).to.deep.equal({ komi: 0, source: 'invalid', written: 'abc' });
    expect(readKomi({ komi: 1e308 }).source).to.equal('invalid');
    // Refused, but the result's half point says there was a komi: the era's, as for a file with none (a review found
    // such a file counted with none, against its result).
    expect(readKomi({ komi: '1e308', result: 'W+2.5', date: '1990-01-01' })).to.deep.equal({ komi: 5.5, source: 'assumed', year: 1990, written: '1e308' });
  });
});
