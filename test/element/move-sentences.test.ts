import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { until } from '../helpers/board.js';

// What the board says about a move and a position, in words: a suicide is not a capture, one stone is a stone.
// White's move at A9 takes its own stone off (suicide, kept from the record with a warning).
const SUICIDE = '(;GM[1]SZ[9]AB[ba][ab];W[aa];B[cc])';
const note = (b: GoBoard) => b.shadowRoot!.querySelector('[part=captured-note]')?.textContent ?? '';
const live = (b: GoBoard) => b.shadowRoot!.querySelector('.base > [aria-live]')!.textContent!;

async function atSuicide(lang = 'en'): Promise<GoBoard> {
  const b = await fixture<GoBoard>(html`<go-board lang=${lang} .sgf=${SUICIDE}></go-board>`);
  await until(() => b.totalMoves === 2);
  await b.languageReady;
  b.next();
  await b.updateComplete;
  return b;
}

describe('<go-board> words for moves and positions', () => {
  it('a suicide in a record is said as the mover\'s own stone removed, not as a capture', async () => {
    const b = await atSuicide();
    expect(b.captured).to.deep.equal([[0, 0]]);
    expect(note(b)).to.equal('Suicide by White: 1 own stone removed at A9.');
    expect(live(b)).to.equal('Move 1: White A9 Suicide by White: 1 own stone removed at A9.');
    // The prisoner is Black's, as the rules count a suicide.
    expect(b.captures).to.deep.equal({ black: 1, white: 0 });
  });

  it('a capture is still said as one', async () => {
    const b = await fixture<GoBoard>(html`<go-board .sgf=${'(;GM[1]SZ[9]AW[aa];B[ba];W[ee];B[ab])'}></go-board>`);
    await until(() => b.totalMoves === 3);
    b.last();
    await b.updateComplete;
    expect(note(b)).to.equal('Black captured 1 stone at A9.');
  });

  it('a node whose B captures and whose W passes (a record the board warns of) is shown and said, not thrown on', async () => {
    const b = await fixture<GoBoard>(html`<go-board .sgf=${'(;GM[1]SZ[9]AW[aa]AB[ba];B[ab]W[])'}></go-board>`);
    await until(() => b.totalMoves >= 1);
    b.next();
    await b.updateComplete;
    expect(b.captured).to.deep.equal([[0, 0]]);
    expect(note(b)).to.contain('captured 1 stone at A9.');
    expect(live(b)).to.contain('captured 1 stone at A9.');
  });

  it('in Vietnamese, a suicide is "tự sát"', async () => {
    const b = await atSuicide('vi');
    expect(note(b)).to.equal('Trắng tự sát: 1 quân của mình bị nhấc khỏi bàn tại A9.');
  });

  it('describePosition says "1 stone", not "1 stones"', async () => {
    const b = await fixture<GoBoard>(html`<go-board .sgf=${'(;GM[1]SZ[9];B[ee])'}></go-board>`);
    await until(() => b.totalMoves === 1);
    b.next();
    expect(await b.describePosition()).to.equal('Black 1 stone, White 0, last move E5.');
    b.first();
    expect(await b.describePosition()).to.equal('Black 0 stones, White 0.');
  });
});
