import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { clickPoint, until } from '../helpers/board.js';

// The examples of the Vietnamese teachers' guide (docs/huong-dan-giao-vien.md) do what the guide says they do.
const guide = async (): Promise<string> => (await fetch(new URL('../../docs/huong-dan-giao-vien.md', import.meta.url))).text();

describe('docs/huong-dan-giao-vien.md', () => {
  it('its problem judges "Đúng." right and "Sai." wrong', async () => {
    const sgf = /```\n(\(;GM\[1\][\s\S]*?)```/.exec(await guide())![1]!;
    for (const [move, solved] of [[[2, 2], true], [[3, 2], false]] as const) {
      const board = await fixture<GoBoard>(html`<go-board lang="vi" mode="problem" .sgf=${sgf}></go-board>`);
      await until(() => !!board.shadowRoot!.querySelector('.problem'));
      const answered = oneEvent(board, 'go-problem');
      await clickPoint(board, [...move]);
      expect((await answered).detail.solved).to.equal(solved);
    }
  });

  it('its diagram opens at move 0 and its one move captures the white stone', async () => {
    const sgf = /<script type="application\/x-go-sgf">([\s\S]*?)<\/script>/.exec(await guide())![1]!;
    const board = await fixture<GoBoard>(html`<go-board diagram move="0" .sgf=${sgf}></go-board>`);
    await until(() => board.totalMoves === 1);
    expect(board.moveNumber).to.equal(0);
    board.next();
    await board.updateComplete;
    expect(board.captured).to.deep.equal([[4, 4]]);
  });
});
