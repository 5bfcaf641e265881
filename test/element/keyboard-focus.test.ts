import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { until } from '../helpers/board.js';

// A control the reader pressed that the board then disables or takes away (Next at the last move, Back to the
// game) must leave the keyboard's focus on the board, not on the page: the board's keys go on working.
const GAME = '(;GM[1]FF[4]SZ[9];B[ee];W[cc];B[gc])';

async function board(): Promise<GoBoard> {
  const b = await fixture<GoBoard>(html`<go-board .sgf=${GAME}></go-board>`);
  await until(() => b.totalMoves === 3);
  await b.updateComplete;
  return b;
}

// Where the focus is, by name (chai would print a whole element on failure).
const focused = (): string => document.activeElement?.localName ?? 'none';
const button = (b: GoBoard, name: string): HTMLButtonElement =>
  [...b.shadowRoot!.querySelectorAll('button')].find((e) => (e.getAttribute('aria-label') ?? e.textContent!.trim()) === name)!;

describe('<go-board> keeps the keyboard focus', () => {
  it('Enter on Next up to the last move: the board keeps the focus and the arrows still step', async () => {
    const b = await board();
    button(b, 'Next move').focus();
    for (let i = 0; i < 3; i++) {
      await sendKeys({ press: 'Enter' });
      await b.updateComplete;
    }
    expect(b.moveNumber).to.equal(3);
    expect(button(b, 'Next move').disabled).to.equal(true);
    expect(focused()).to.equal('go-board');
    await sendKeys({ press: 'ArrowLeft' });
    expect(b.moveNumber).to.equal(2);
  });

  it('Previous back to the start, and First: the board keeps the focus', async () => {
    const b = await board();
    b.goTo(1);
    await b.updateComplete;
    button(b, 'Previous move').focus();
    await sendKeys({ press: 'Enter' });
    await b.updateComplete;
    expect(b.moveNumber).to.equal(0);
    expect(focused()).to.equal('go-board');
    await sendKeys({ press: 'ArrowRight' });
    expect(b.moveNumber).to.equal(1);
    await b.updateComplete;
    button(b, 'First move').focus();
    await sendKeys({ press: ' ' });
    await b.updateComplete;
    expect(b.moveNumber).to.equal(0);
    expect(focused()).to.equal('go-board');
  });

  it('Back to the game, whose button then goes away: the board keeps the focus', async () => {
    const b = await board();
    b.goTo(1);
    await b.startScoring();
    button(b, 'Back to the game').focus();
    await sendKeys({ press: 'Enter' });
    await b.updateComplete;
    expect(b.scoring).to.equal(false);
    expect(button(b, 'Back to the game')).to.equal(undefined);
    expect(focused()).to.equal('go-board');
    await sendKeys({ press: 'ArrowRight' });
    expect(b.moveNumber).to.equal(2);
  });

  it('a drawing that changes nothing under the focus leaves it where it is', async () => {
    const b = await board();
    b.goTo(1);
    await b.updateComplete;
    button(b, 'Next move').focus();
    await sendKeys({ press: 'Enter' });
    await b.updateComplete;
    expect(b.moveNumber).to.equal(2);
    expect(b.shadowRoot!.activeElement === button(b, 'Next move')).to.equal(true);
  });
});
