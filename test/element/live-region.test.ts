import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { focusBoard, until } from '../helpers/board.js';

// What screen readers are told of changes the reader makes without moving: the variation chosen for the next
// move, a dead group toggled, the counting rules switched.
const GAME = '(;GM[1]FF[4]SZ[9]PB[An]PW[Bình]RE[W+2.5]KM[6.5];B[ee](;W[cc];B[gc])(;W[gg];B[cg]))';
const ENDED = '(;GM[1]SZ[5]KM[0.5]RE[B+5.5]AB[ca][cb][cc][cd][ce]AW[da][db][dc][dd][de][aa];B[];W[])';

const live = (b: GoBoard) => b.shadowRoot!.querySelector('.base > [aria-live]')!.textContent!;
const scoreStatus = (b: GoBoard) => b.shadowRoot!.querySelector('.scoring [role=status]')?.textContent ?? '';

async function counting(): Promise<GoBoard> {
  const b = await fixture<GoBoard>(html`<go-board .sgf=${ENDED}></go-board>`);
  await until(() => b.totalMoves === 2);
  b.last();
  await b.startScoring();
  return b;
}

describe('<go-board> says what the reader changed', () => {
  it('the keyboard cursor starts on the last move', async () => {
    const b = await fixture<GoBoard>(html`<go-board move="2" .sgf=${GAME}></go-board>`);
    await until(() => b.moveNumber === 2);
    await focusBoard(b);
    await sendKeys({ press: 'Shift+ArrowUp' });
    await b.updateComplete;
    expect(live(b)).to.equal('C7: White');
  });

  it('a step to a move that takes a ko says the ko, as the note under the board does', async () => {
    // Black C4 takes the white stone at B4 in a ko: White may not take back at once.
    const sgf = '(;GM[1]SZ[5]AB[ba][ab][bc]AW[ca][bb][db][cc];W[ee];B[cb])';
    const b = await fixture<GoBoard>(html`<go-board move="0" .sgf=${sgf}></go-board>`);
    await until(() => b.totalMoves === 2);
    await focusBoard(b);
    await sendKeys({ press: 'ArrowRight' });
    await b.updateComplete;
    expect(live(b)).to.equal('Move 1: White E1');
    await sendKeys({ press: 'ArrowRight' });
    await b.updateComplete;
    expect(b.koPoint).to.deep.equal([1, 1]);
    expect(live(b)).to.match(/^Move 2: Black C4 Black captured 1 stone at B4\. Ko: White may not take back at B4/);
    expect(live(b)).to.contain(b.shadowRoot!.querySelector('[part=ko-note]')!.textContent!.trim());
  });

  it('↓ and ↑ choosing the next move\'s variation say which, as the list names it', async () => {
    const b = await fixture<GoBoard>(html`<go-board .sgf=${GAME}></go-board>`);
    await until(() => b.totalMoves === 3);
    await focusBoard(b);
    await sendKeys({ press: 'ArrowRight' });
    await b.updateComplete;
    expect(live(b)).to.equal('Move 1: Black E5');
    await sendKeys({ press: 'ArrowDown' });
    await b.updateComplete;
    expect(b.moveNumber).to.equal(1);
    expect(live(b)).to.equal('Variations: B G3');
    await sendKeys({ press: 'ArrowUp' });
    await b.updateComplete;
    expect(live(b)).to.equal('Variations: A C7');
    // Following it says the move, as before.
    await sendKeys({ press: 'ArrowRight' });
    await b.updateComplete;
    expect(live(b)).to.equal('Move 2: White C7');
  });

  it('↓ on the last variation and ↑ on the first say so, in English and in Vietnamese, at each press', async () => {
    const b = await fixture<GoBoard>(html`<go-board .sgf=${GAME}></go-board>`);
    await until(() => b.totalMoves === 3);
    await focusBoard(b);
    const press = async (key: string): Promise<string> => {
      await sendKeys({ press: key });
      await b.updateComplete;
      return live(b);
    };
    await press('ArrowRight');
    expect(await press('ArrowDown')).to.equal('Variations: B G3');
    expect(await press('ArrowDown')).to.equal('Last variation: B G3');
    expect(b.moveNumber).to.equal(1);
    // Pressed again: a new text (a live region says nothing when its text stays the same), the same words.
    const again = await press('ArrowDown');
    expect(again).to.not.equal('Last variation: B G3');
    expect(again.trim()).to.equal('Last variation: B G3');
    expect(await press('ArrowUp')).to.equal('Variations: A C7');
    expect(await press('ArrowUp')).to.equal('First variation: A C7');
    b.lang = 'vi';
    await b.languageReady;
    expect(await press('ArrowUp')).to.equal('Biến đầu tiên: A C7');
    expect(await press('ArrowDown')).to.equal('Các biến: B G3');
    expect(await press('ArrowDown')).to.equal('Biến cuối cùng: B G3');
  });

  it('a dead group toggled from the keyboard: the new count is said', async () => {
    const b = await counting();
    // The status region comes empty and is filled a moment later: screen readers read a region that changes, not
    // one inserted with its text (the first count was not said; found by a review).
    expect(scoreStatus(b)).to.equal('');
    await until(() => scoreStatus(b) !== '');
    expect(scoreStatus(b)).to.equal('Japanese (territory). Dead stones: 1. Result: Black wins by 5.5 (B+5.5)');
    await focusBoard(b);
    for (const k of ['Shift+ArrowLeft', 'Shift+ArrowLeft', 'Shift+ArrowLeft', 'Shift+ArrowUp', 'Shift+ArrowUp']) await sendKeys({ press: k });
    await b.updateComplete;
    // The cursor says which stones the count has marked dead.
    expect(live(b)).to.equal('A5: White, marked dead');
    await sendKeys({ press: 'Shift+ArrowRight' });
    await sendKeys({ press: 'Shift+ArrowRight' });
    await b.updateComplete;
    expect(live(b)).to.equal('C5: Black');
    await sendKeys({ press: 'Shift+ArrowLeft' });
    await sendKeys({ press: 'Shift+ArrowLeft' });
    await sendKeys({ press: 'Enter' });
    await b.updateComplete;
    expect(b.score!.result).to.equal('W+5.5');
    expect(scoreStatus(b)).to.equal('Japanese (territory). Dead stones: 0. Result: White wins by 5.5 (W+5.5)');
  });

  it('the rules, a labelled radio group, switched: the new count is said', async () => {
    const b = await counting();
    const group = b.shadowRoot!.querySelector('.scoring [role=radiogroup]')!;
    expect(group.getAttribute('aria-label')).to.equal('Rules');
    const radios = [...group.querySelectorAll<HTMLInputElement>('input[type=radio]')];
    expect(radios.map((r) => r.name)).to.deep.equal(['rules', 'rules']);
    radios[1]!.click();
    await b.updateComplete;
    expect(b.score!.rules).to.equal('chinese');
    await until(() => scoreStatus(b) !== '');
    expect(scoreStatus(b)).to.contain('Chinese (area). Dead stones: 1. Result: Black wins by ');
    await expect(b).to.be.accessible();
  });
});
