// What a reader of a lesson or a blog post sees (issue 13): diagrams, messages said once, sizes, words for
// everyone, dark pages. Marks are checked by what is drawn at the point, figures by their values.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { clickPoint, focusBoard, shadowText, until } from '../helpers/board.js';

const root = (board: GoBoard): ShadowRoot => board.shadowRoot!;
const buttons = (board: GoBoard): string[] => [...root(board).querySelectorAll('button')].filter((b) => b.part.value !== 'describe').map((b) => b.textContent!.trim() || b.getAttribute('aria-label')!);
const width = (el: Element | null): number => el!.getBoundingClientRect().width;

async function loaded(board: GoBoard): Promise<GoBoard> {
  await until(() => board.gameCount > 0);
  await board.updateComplete;
  return board;
}

// White's eighth move takes the black stone at C4 ([2, 1]); Black may not retake at once.
const KO = '(;GM[1]FF[4]SZ[5];B[ba];W[ca];B[ab];W[db];B[bc];W[cc];B[cb];W[bb])';

describe('a diagram (the diagram attribute)', () => {
  it('shows the board, its markup and its comment only: no controls, players, prisoners or Count', async () => {
    const board = await loaded(await fixture<GoBoard>(html`<go-board diagram .sgf=${'(;GM[1]SZ[9]AB[ee]TR[ee]C[One stone.])'}></go-board>`));
    expect(root(board).querySelector('[part~="controls"]')).to.equal(null);
    expect(root(board).querySelector('[part~="players"]')).to.equal(null);
    expect(root(board).querySelector('[part~="prisoners"]')).to.equal(null);
    expect(root(board).querySelector('[part~="count-button"]')).to.equal(null);
    expect(root(board).querySelector('[part~="comment"]')!.textContent).to.equal('One stone.');
    await until(() => !!root(board).querySelector('svg.board .mark, svg.board [class*="triangle"]'));
    expect(buttons(board)).to.deep.equal([]);
    await expect(board).to.be.accessible();
  });

  it('with moves: the four step buttons and the move number, no slider; the capture is still said', async () => {
    const sgf = '(;GM[1]SZ[9]AB[de][ed][fe]AW[ee]PL[B];B[ef]C[Black captures.])';
    const board = await loaded(await fixture<GoBoard>(html`<go-board diagram move="0" .sgf=${sgf}></go-board>`));
    expect(root(board).querySelector('input[type=range]')).to.equal(null);
    expect(buttons(board)).to.deep.equal(['First move', 'Previous move', 'Next move', 'Last move']);
    board.next();
    await board.updateComplete;
    expect(root(board).querySelector('.move-number')!.textContent).to.equal('Move 1 of 1');
    expect(shadowText(board)).to.contain('Black captured 1 stone at E5.');
    // At the end of the line of a diagram, no Count.
    expect(root(board).querySelector('[part~="count-button"]')).to.equal(null);
  });
});

describe('Count the score is offered where a game has ended, or where the page asks', () => {
  it('not at the end of a record without a result; yes with RE, after two passes, or with allow-count', async () => {
    const count = (b: GoBoard) => root(b).querySelector('[part~="count-button"]');
    const open = await loaded(await fixture<GoBoard>(html`<go-board move="last" .sgf=${'(;GM[1]SZ[9];B[ee])'}></go-board>`));
    expect(count(open)).to.equal(null);
    const ended = await loaded(await fixture<GoBoard>(html`<go-board move="last" .sgf=${'(;GM[1]SZ[9]RE[B+R];B[ee])'}></go-board>`));
    expect(count(ended)).to.not.equal(null);
    const passed = await loaded(await fixture<GoBoard>(html`<go-board move="last" .sgf=${'(;GM[1]SZ[9];B[ee];W[];B[])'}></go-board>`));
    expect(count(passed)).to.not.equal(null);
    const asked = await loaded(await fixture<GoBoard>(html`<go-board allow-count move="last" .sgf=${'(;GM[1]SZ[9];B[ee])'}></go-board>`));
    expect(count(asked)).to.not.equal(null);
    // Before the end of the line it is not offered, even where the game has ended.
    ended.first();
    await ended.updateComplete;
    expect(count(ended)).to.equal(null);
  });
});

describe('sizes', () => {
  it('a VW crop takes its part of --go-board-max-width, and a small board stops growing', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div style="width: 1200px">
      <go-board style="--go-board-max-width: 600px" .sgf=${'(;GM[1]SZ[19]VW[aa:ff]AB[cc])'}></go-board>
      <go-board style="--go-board-max-width: 600px" .sgf=${'(;GM[1]SZ[19]AB[cc])'}></go-board>
      <go-board .sgf=${'(;GM[1]SZ[5]AB[cc])'}></go-board>
    </div>`);
    const [crop, full, small] = [...wrap.querySelectorAll('go-board')] as GoBoard[];
    for (const b of [crop!, full!, small!]) await loaded(b);
    await until(() => !!root(crop!).querySelector('.crop'));
    const svg = (b: GoBoard) => root(b).querySelector('svg.board');
    expect(width(svg(full!))).to.be.closeTo(600, 1);
    // 6 columns of 19: the crop's points are drawn no larger than the whole board's.
    const spacing = (b: GoBoard) => (root(b).querySelector<SVGSVGElement>('svg.board')!.getScreenCTM()!.a);
    expect(spacing(crop!)).to.be.at.most(spacing(full!) + 0.5);
    expect(width(svg(crop!))).to.be.below(250);
    // 5x5: at most 2.75rem (44 px) between lines.
    expect(spacing(small!)).to.be.at.most(44.5);
  });

  it('on a phone held sideways, the board fits the screen with a row of buttons under it', async () => {
    await setViewport({ width: 740, height: 360 });
    try {
      const board = await loaded(await fixture<GoBoard>(html`<go-board move="last" .sgf=${'(;GM[1]SZ[19];B[pd];W[dp])'}></go-board>`));
      const svg = root(board).querySelector('svg.board')!.getBoundingClientRect();
      expect(svg.height).to.be.within(200, 360 - 80 + 1);
      const next = root(board).querySelector('[aria-label="Next move"]')!.getBoundingClientRect();
      expect(next.bottom - svg.top).to.be.at.most(360);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('the move\'s comment comes before the game\'s information (read at each move, on a phone too)', async () => {
    const board = await loaded(await fixture<GoBoard>(html`<go-board .sgf=${'(;GM[1]SZ[19]PB[Honinbo Shusaku]EV[Castle game]DT[1846]C[A famous game.];B[qd])'}></go-board>`));
    const comment = root(board).querySelector('.comment')!;
    const info = root(board).querySelector('[part~="info"]')!;
    expect(comment.textContent).to.contain('A famous game.');
    expect(info.textContent).to.contain('Castle game');
    expect(comment.compareDocumentPosition(info) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    expect(root(board).querySelector('[part~="players"]')!.compareDocumentPosition(comment) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
  });

  it('at 320 px wide, the step buttons stay on one line', async () => {
    const board = await loaded(await fixture<GoBoard>(html`<go-board style="width: 320px" move="150" .sgf=${`(;GM[1]SZ[19]${';B[aa];W[ab]'.repeat(1)}${Array.from({ length: 300 }, (_, i) => `;${i % 2 ? 'W' : 'B'}[]`).join('')})`}></go-board>`));
    const top = (label: string) => root(board).querySelector(`[aria-label="${label}"]`)!.getBoundingClientRect().top;
    expect(top('Last move')).to.equal(top('First move'));
    expect(top('Next move')).to.equal(top('First move'));
  });
});

describe('messages said once, in plain words', () => {
  const problem = `(;GM[1]FF[4]SZ[9]VW[aa:fe]PL[B]AB[bb][db][ca]AW[cb]C[Black to play. Capture the white stone.]
    (;B[cc]C[RIGHT. The white stone had only one liberty left.])
    (;B[dc]C[Wrong. White runs away.];W[cc]))`;

  it('a right answer does not repeat the file\'s RIGHT; "Black to play" is not said under a comment that says it', async () => {
    const board = await fixture<GoBoard>(html`<go-board mode="problem" .sgf=${problem}></go-board>`);
    await until(() => !!root(board).querySelector('.problem'));
    const status = () => root(board).querySelector('[part~="problem-status"]')!.textContent!.replace(/\s+/g, ' ').trim();
    expect(status()).to.equal('');
    expect(shadowText(board).match(/Black to play/g)).to.have.length(1);
    const solved = oneEvent(board, 'go-problem');
    await clickPoint(board, [2, 2]);
    await solved;
    await board.updateComplete;
    expect(status()).to.equal('Correct! The white stone had only one liberty left.');
  });

  it('in Vietnamese too: "Đến lượt Đen" is not said under "Đen đi trước…", and Đúng is not repeated', async () => {
    const vi = `(;GM[1]SZ[9]PL[B]AB[bb][db][ca]AW[cb]C[Đen đi trước: hãy ăn quân trắng.](;B[cc]C[Đúng. Quân trắng chỉ còn một khí.])(;B[dc]C[Sai.];W[cc]))`;
    const wrap = await fixture<HTMLDivElement>(html`<div lang="vi"><go-board mode="problem" .sgf=${vi}></go-board></div>`);
    const board = wrap.querySelector('go-board') as GoBoard;
    await until(() => !!root(board).querySelector('.problem'));
    await board.languageReady;
    await board.updateComplete;
    const status = () => root(board).querySelector('[part~="problem-status"]')!.textContent!.replace(/\s+/g, ' ').trim();
    expect(status()).to.equal('');
    const solved = oneEvent(board, 'go-problem');
    await clickPoint(board, [2, 2]);
    await solved;
    await board.updateComplete;
    expect(status()).to.equal('Đúng rồi! Quân trắng chỉ còn một khí.');
  });

  it('a wrong answer does not repeat the file\'s Wrong', async () => {
    const board = await fixture<GoBoard>(html`<go-board mode="problem" .sgf=${problem}></go-board>`);
    await until(() => !!root(board).querySelector('.problem'));
    const answered = oneEvent(board, 'go-problem');
    await clickPoint(board, [3, 2]);
    await answered;
    await board.updateComplete;
    const text = root(board).querySelector('[part~="problem-status"]')!.textContent!.replace(/\s+/g, ' ').trim();
    expect(text).to.equal('Wrong. Try again (Retry), or take back (Undo). White runs away.');
  });

  it('the hint is said in words in the status (a live region), not only drawn', async () => {
    const board = await fixture<GoBoard>(html`<go-board mode="problem" .sgf=${problem}></go-board>`);
    await until(() => !!root(board).querySelector('.problem'));
    await focusBoard(board);
    await sendKeys({ press: 'h' });
    await board.updateComplete;
    const status = root(board).querySelector('[part~="problem-status"]')!;
    expect(status.getAttribute('role')).to.equal('status');
    expect(status.textContent).to.contain('Hint: try C7.');
    // And drawn at C7 ([2, 2]).
    await until(() => !!root(board).querySelector('svg.board circle.mark'));
    const ring = root(board).querySelector('svg.board circle.mark')!;
    expect([ring.getAttribute('cx'), ring.getAttribute('cy')]).to.deep.equal(['2', '2']);
  });

  it('a refused ko retake says ko once (the refusal), and the ko mark is drawn at the ko point', async () => {
    const board = await loaded(await fixture<GoBoard>(html`<go-board mode="play" move="last" .sgf=${KO}></go-board>`));
    const mark = root(board).querySelector('svg.board [part~="ko"]')!;
    expect(Number(mark.getAttribute('x')) + Number(mark.getAttribute('width')) / 2).to.be.closeTo(2, 0.01);
    expect(Number(mark.getAttribute('y')) + Number(mark.getAttribute('height')) / 2).to.be.closeTo(1, 0.01);
    expect(shadowText(board).match(/Ko:/g)).to.have.length(1);
    await clickPoint(board, [2, 1]);
    await board.updateComplete;
    expect(board.moveNumber).to.equal(8);
    expect(shadowText(board).match(/Ko:/g)).to.have.length(1);
    expect(root(board).querySelector('[part~="notice"]')!.textContent).to.contain('taking back at once');
  });

  it('one stone: "This stone has 3 liberties"; suicide names the group it joins', async () => {
    const board = await loaded(await fixture<GoBoard>(html`<go-board .sgf=${'(;GM[1]SZ[9]AW[bi])'}></go-board>`));
    await clickPoint(board, [1, 8]);
    expect(shadowText(board)).to.contain('This stone has 3 liberties.');
    const play = await loaded(await fixture<GoBoard>(html`<go-board mode="play" .sgf=${'(;GM[1]SZ[9]AW[ba][ab]PL[B])'}></go-board>`));
    expect(play.play(0, 0)).to.equal('suicide');
    await play.updateComplete;
    expect(shadowText(play)).to.contain('your stone (and the group it joins) would have no liberties, and it captures nothing');
  });

  it('Vietnamese: Lùi nước, Số quân chấp, Quân này có 3 khí', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div lang="vi"><go-board mode="play" .sgf=${'(;GM[1]SZ[9]HA[2]AW[bi])'}></go-board></div>`);
    const board = await loaded(wrap.querySelector('go-board') as GoBoard);
    await board.languageReady;
    await board.updateComplete;
    expect(buttons(board)).to.include('Lùi nước');
    expect(shadowText(board)).to.contain('Số quân chấp');
    await clickPoint(board, [1, 8]);
    expect(shadowText(board)).to.contain('Quân này có 3 khí.');
  });
});

describe('guess mode', () => {
  const game = '(;GM[1]SZ[9];B[ee];W[cc];B[gc];W[gg])';
  it('marks a wrong guess on the board, counts the moves, and says who played the move shown', async () => {
    const board = await loaded(await fixture<GoBoard>(html`<go-board mode="guess" move="1" .sgf=${game}></go-board>`));
    await until(() => !!root(board).querySelector('[part~="guess"]'));
    expect(root(board).querySelector('[part~="guess-move"]')!.textContent).to.equal('Move 2 of 4');
    const wrong = oneEvent(board, 'go-guess');
    await clickPoint(board, [6, 6]);
    await wrong;
    await until(() => !!root(board).querySelector('svg.board [class~="cross"], svg.board .mark'));
    const cross = root(board).querySelector('svg.board .mark') as SVGGraphicsElement;
    const box = cross.getBBox();
    expect(box.x + box.width / 2).to.be.closeTo(6, 0.01);
    expect(box.y + box.height / 2).to.be.closeTo(6, 0.01);
    const shown = oneEvent(board, 'go-guess');
    await focusBoard(board);
    await sendKeys({ press: 's' });
    await shown;
    await board.updateComplete;
    expect(shadowText(board)).to.contain('In the game, White played C7.');
    // The cross belonged to that move: it is gone.
    expect(root(board).querySelector('svg.board .mark')).to.equal(null);
    expect(root(board).querySelector('[part~="guess-move"]')!.textContent).to.equal('Move 3 of 4');
  });
});

describe('for everyone', () => {
  it('no "false" text in the board without coordinates', async () => {
    const board = await loaded(await fixture<GoBoard>(html`<go-board .sgf=${'(;GM[1]SZ[9];B[ee])'}></go-board>`));
    const svg = root(board).querySelector('svg.board')!;
    const walker = document.createTreeWalker(svg, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.textContent!.trim()) texts.push(n.textContent!.trim());
    expect(texts.filter((t) => !t.startsWith('.') && !t.includes('{'))).to.deep.equal([]);
  });

  it('the I key and the Describe button say the position: stones, last move, captures, ko', async () => {
    const board = await loaded(await fixture<GoBoard>(html`<go-board move="last" .sgf=${KO}></go-board>`));
    const live = root(board).querySelector('[aria-live]')!;
    await focusBoard(board);
    await sendKeys({ press: 'i' });
    await until(() => live.textContent !== '');
    expect(live.textContent).to.equal('Black 3 stones, White 4, last move B4, White captured 1, ko at C4.');
    const button = root(board).querySelector<HTMLButtonElement>('[part~="describe"]')!;
    expect(button.textContent).to.equal('Describe the position (I)');
    board.first();
    await board.updateComplete;
    button.click();
    await until(() => live.textContent!.startsWith('Black 0'));
    expect(live.textContent).to.equal('Black 0 stones, White 0.');
    // In Vietnamese, from code.
    board.setAttribute('lang', 'vi');
    board.last();
    expect(await board.describePosition()).to.equal('Đen 3 quân, Trắng 4, nước vừa đi B4, Trắng đã ăn 1, cướp (ko) tại C4.');
  });

  it('the panel\'s prisoners, by value and by colour', async () => {
    // White takes two black stones (A8, A7), then Black takes one white stone (E5).
    const sgf = '(;GM[1]SZ[9]AB[ab][ac][de][fe][ed]AW[aa][bb][bc][ee]PL[W];W[ad];B[ef])';
    const board = await loaded(await fixture<GoBoard>(html`<go-board move="last" .sgf=${sgf}></go-board>`));
    expect(board.captures).to.deep.equal({ black: 1, white: 2 });
    const prisoners = () => root(board).querySelector('[part~="prisoners"]')!.textContent!.replace(/\s+/g, ' ').trim();
    expect(prisoners()).to.equal('Prisoners: Captured by Black: 1 · Captured by White: 2');
    board.previous();
    await board.updateComplete;
    expect(prisoners()).to.equal('Prisoners: Captured by Black: 0 · Captured by White: 2');
    // The ghosts of the two black stones, at A8 and A7 ([0, 1], [0, 2]).
    const ghosts = [...root(board).querySelectorAll('svg.board [part~="captured"] circle')].map((c) => [c.getAttribute('cx'), c.getAttribute('cy')]).sort();
    expect(ghosts).to.deep.equal([['0', '1'], ['0', '2']]);
    // The last-move mark on White's stone at A6 ([0, 3]).
    const last = root(board).querySelector('svg.board [part~="last-move"]')!;
    expect([last.getAttribute('cx'), last.getAttribute('cy')]).to.deep.equal(['0', '3']);
  });

  it('on a dark page the text and panel colours follow the custom properties, and the black marker is outlined', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div style="background: #111; color: #eee">
      <go-board style="--go-board-text-color: #f0f0f0; --go-board-panel-background: #222" .sgf=${'(;GM[1]SZ[9]PB[Ann]PW[Bo];B[ee])'}></go-board>
    </div>`);
    const board = await loaded(wrap.querySelector('go-board') as GoBoard);
    const panel = root(board).querySelector('[part~="panel"]')!;
    expect(getComputedStyle(panel).backgroundColor).to.equal('rgb(34, 34, 34)');
    expect(getComputedStyle(panel).color).to.equal('rgb(240, 240, 240)');
    const marker = getComputedStyle(root(board).querySelector('.players .black')!, '::before');
    expect(marker.borderTopColor).to.equal('rgb(240, 240, 240)');
    await expect(board).to.be.accessible();
  });
});
