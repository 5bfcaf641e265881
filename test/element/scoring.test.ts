import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { clickPoint, shadowText, until } from '../helpers/board.js';

// Black walls off columns A-B, White column E; a lone white stone sits dead in Black's corner.
const END = '(;GM[1]FF[4]SZ[5]KM[0.5]RU[Japanese]AB[ca][cb][cc][cd][ce]AW[da][db][dc][dd][de][aa])';



const text = shadowText;

describe('<go-board> scoring', () => {
  it('counts a Chinese handicap game by area with White\'s point per handicap stone (a real KGS game)', async () => {
    const sgf = await (await fetch(new URL('../fixtures/scoring/cn-2017-03-06-22.sgf', import.meta.url))).text();
    const board = await fixture<GoBoard>(html`<go-board move="last" .sgf=${sgf}></go-board>`);
    await until(() => board.totalMoves > 0 && board.moveNumber === board.totalMoves);
    await board.startScoring();
    const score = board.score!;
    expect(score.rules).to.equal('chinese');
    expect(score.white.handicap).to.equal(3);
    expect(score.result).to.equal('W+6.5'); // RE[W+6.50]
    await board.updateComplete;
    expect(text(board)).to.match(/Handicap\s*3/);
  });

  it('proposes the dead stone and shows the Japanese breakdown', async () => {
    const board = await fixture<GoBoard>(html`<go-board .sgf=${END}></go-board>`);
    await until(() => board.totalMoves === 0 && board.position[0] === 'O.XO.');
    expect(board.score).to.equal(null);
    await board.startScoring();
    const score = board.score!;
    expect(score.rules).to.equal('japanese');
    expect(score.dead).to.deep.equal([[0, 0]]);
    expect(score.black).to.include({ territory: 10, prisoners: 1, total: 11 });
    expect(score.white).to.include({ territory: 5, prisoners: 0, komi: 0.5, total: 5.5 });
    expect(score.result).to.equal('B+5.5');
    await board.updateComplete;
    expect(text(board)).to.contain('Result: B+5.5');
    expect(board.shadowRoot!.querySelectorAll('.stone.dead').length).to.equal(1);
    expect(board.shadowRoot!.querySelectorAll('.territory.black').length).to.equal(10);
  });

  it('a click toggles the group alive again, and the count follows', async () => {
    const board = await fixture<GoBoard>(html`<go-board .sgf=${END}></go-board>`);
    await until(() => board.position[0] === 'O.XO.');
    await board.startScoring();
    await board.updateComplete;
    await clickPoint(board, [0, 0]);
    expect(board.score!.dead).to.deep.equal([]);
    expect(board.score!.black.prisoners).to.equal(0);
    expect(board.score!.black.territory).to.be.below(10);
    board.toggleDead(0, 0);
    expect(board.score!.dead).to.deep.equal([[0, 0]]);
  });

  it('counts by area under Chinese rules', async () => {
    const board = await fixture<GoBoard>(html`<go-board rules="chinese" .sgf=${END}></go-board>`);
    await until(() => board.position[0] === 'O.XO.');
    await board.startScoring();
    const score = board.score!;
    expect(score.rules).to.equal('chinese');
    expect(score.black.total).to.equal(15);
    expect(score.white.total).to.equal(10.5);
    expect(score.result).to.equal('B+4.5');
  });

  it('leaving scoring mode restores the review', async () => {
    const board = await fixture<GoBoard>(html`<go-board .sgf=${END}></go-board>`);
    await until(() => board.position[0] === 'O.XO.');
    await board.startScoring();
    board.stopScoring();
    await board.updateComplete;
    expect(board.score).to.equal(null);
    expect(board.shadowRoot!.querySelectorAll('.stone.dead, .territory').length).to.equal(0);
    expect(board.position[0]).to.equal('O.XO.');
  });

  it('reproduces the recorded result of a real KGS game and says it agrees', async () => {
    const sgf = await (await fetch(new URL('../fixtures/element/kgs-2017-01-01-10.sgf', import.meta.url))).text();
    const board = await fixture<GoBoard>(html`<go-board move="last" .sgf=${sgf}></go-board>`);
    await until(() => board.moveNumber === 283);
    await board.startScoring();
    expect(board.score!.result).to.equal('B+1.5');
    await board.updateComplete;
    expect(text(board)).to.contain('Recorded result: B+1.50 — the count agrees');
    // The players' own territory marks can be shown instead of ours.
    board.recordedTerritory = true;
    await board.updateComplete;
    expect(board.shadowRoot!.querySelectorAll('.territory.recorded').length).to.be.above(50);
  });
});
