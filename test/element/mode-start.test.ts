// A mode that takes the board over (edit, guess, problem, capture) is a chunk: `updateComplete` waits for it, and a
// new game stops the old game's mode at once. (Found by a fuzzing run: the editor was null after updateComplete,
// a move played then was no edit, and a second game was drawn with the first one's guess board.)
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';

const drawnSize = (b: GoBoard) => /(\d+×\d+)/.exec(b.shadowRoot!.querySelector('svg.board')!.getAttribute('aria-label')!)![1];

describe('<go-board> a mode and updateComplete', () => {
  it("the README's edit page: the editor is there once updateComplete resolves", async () => {
    document.body.insertAdjacentHTML('beforeend', '<go-board id="mode-start-edit" mode="edit"></go-board>');
    const board = document.getElementById('mode-start-edit') as GoBoard;
    try {
      await board.updateComplete;
      expect(board.editor).to.not.equal(null);
    } finally {
      board.remove();
    }
  });

  it('edit mode: a move played right after updateComplete is an edit (go-change, undo)', async () => {
    const board = await fixture<GoBoard>(html`<go-board mode="edit" sgf="(;GM[1]SZ[9])"></go-board>`);
    let changes = 0;
    board.addEventListener('go-change', () => changes++);
    await board.updateComplete;
    board.play(2, 2);
    await board.updateComplete;
    expect(changes).to.equal(1);
    expect(board.editor!.canUndo).to.equal(true);
  });

  for (const mode of ['guess', 'edit']) {
    it(`${mode} mode: a second game loaded is the one drawn once updateComplete resolves`, async () => {
      const board = await fixture<GoBoard>(html`<go-board mode=${mode}></go-board>`);
      await board.load('(;GM[1]SZ[19];B[es];W[ka])');
      await board.updateComplete;
      expect(drawnSize(board)).to.equal('19×19');
      await board.load('(;GM[1]SZ[13];B[ff];W[gg])');
      await board.updateComplete;
      expect(board.position.length).to.equal(13);
      expect(drawnSize(board)).to.equal('13×13');
    });
  }
  it('counting: the score is there once updateComplete resolves, when scoring is set and when a new game comes', async () => {
    const board = await fixture<GoBoard>(html`<go-board sgf="(;GM[1]SZ[9]KM[6.5];B[ee];W[cc])"></go-board>`);
    await board.updateComplete;
    board.scoring = true;
    await board.updateComplete;
    expect(board.score).to.not.equal(null);
    await board.load('(;GM[1]SZ[9]KM[0.5];B[cc];W[gg];B[gc])');
    await board.updateComplete;
    expect(board.scoring).to.equal(true);
    expect(board.score!.white.komi).to.equal(0.5);
  });
});
