import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { focusBoard, until } from '../helpers/board.js';

// A mode's own letter keys come before the board's; no mode takes I, so I describes the position everywhere (a
// screen-reader user's key should not change meaning with the mode).
const live = (b: GoBoard) => b.shadowRoot!.querySelector('[aria-live]')!.textContent!;

describe('<go-board> keys of a mode and of the board', () => {
  it('edit mode: K chooses the Line tool, as its button says ("Line (K)"), and I still describes the position', async () => {
    const b = await fixture<GoBoard>(html`<go-board mode="edit" size="9"></go-board>`);
    await until(() => !!b.editor);
    await b.updateComplete;
    expect(b.shadowRoot!.querySelector('button[title="Line (K)"]')).to.exist;
    await focusBoard(b);
    await sendKeys({ press: 'k' });
    await b.updateComplete;
    expect(b.editor!.tool).to.equal('LN');
    expect(live(b)).to.equal('');
    await sendKeys({ press: 'i' });
    await until(() => live(b).length > 0);
    expect(b.editor!.tool).to.equal('LN');
  });

  it('reviewing, I still describes the position', async () => {
    const b = await fixture<GoBoard>(html`<go-board .sgf=${'(;GM[1]SZ[9];B[ee];W[cc])'}></go-board>`);
    await until(() => b.totalMoves === 2);
    await focusBoard(b);
    await sendKeys({ press: 'i' });
    await until(() => live(b).startsWith('Black'));
  });
});
