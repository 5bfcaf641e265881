// Big inputs (issue 12): what the board shows and keeps. How long the page blocks is measured by
// `npm run bench` (big-inputs), never timed here. Inputs are generated in the tests.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { parseSgf, toSgf } from '../../src/sgf/index.js';
import { shadowText, until } from '../helpers/board.js';

const GAME = '(;GM[1]SZ[9];B[ee];W[cc])';
const L = 'abcdefghijklmnopqrs';

/** Replaces window.fetch for one test. */
function withFetch(fake: typeof fetch): () => void {
  const real = window.fetch;
  window.fetch = fake;
  return () => (window.fetch = real);
}

const buttons = (board: GoBoard, selector = 'button'): HTMLButtonElement[] => [...board.shadowRoot!.querySelectorAll<HTMLButtonElement>(selector)];

describe('100,000 sibling variations', () => {
  const text = `(;GM[1]FF[4]SZ[19]${Array.from({ length: 100_000 }, (_, i) => `(;B[${L[i % 19]}${L[Math.floor(i / 19) % 19]}]C[variation ${i + 1}])`).join('')})`;

  it('lists one page of them, with the way to the others, and marks each point once', async () => {
    const board = await fixture<GoBoard>(html`<go-board></go-board>`);
    await board.load(text);
    await board.updateComplete;
    const list = board.shadowRoot!.querySelector('[part=variations]')!;
    expect(list).to.not.equal(null);
    const names = [...list.querySelectorAll('button:not(.page)')].map((b) => b.textContent!.trim());
    expect(names.length).to.equal(26);
    expect(names[0]).to.equal('1 A19');
    expect(list.textContent).to.contain('1–26 of 100,000');
    // Every variation is a point of the 19x19 board: one mark per point, not 100,000.
    expect(board.shadowRoot!.querySelectorAll('[part=variation]').length).to.equal(361);
    // The next page, then the last variation from the keyboard's own method.
    list.querySelector<HTMLButtonElement>('button.page[aria-label="More variations"]')!.click();
    await board.updateComplete;
    expect(board.shadowRoot!.querySelector('[part=variations]')!.textContent).to.contain('27–52 of 100,000');
    board.chooseVariation(99_999);
    await board.updateComplete;
    const last = board.shadowRoot!.querySelector('[part=variations]')!;
    expect(last.textContent).to.contain('99,997–100,000 of 100,000');
    [...last.querySelectorAll<HTMLButtonElement>('button:not(.page)')].pop()!.click();
    await board.updateComplete;
    expect(shadowText(board)).to.contain('variation 100000');
    expect(board.toSgf()).to.equal(toSgf(parseSgf(text)));
  });
});

describe('long comments', () => {
  it('a comment longer than a screenful is folded, "show all" shows every character, and it folds back', async () => {
    const comment = Array.from({ length: 20_000 }, (_, i) => `Line ${i + 1} of a long comment.`).join('\n');
    const board = await fixture<GoBoard>(html`<go-board></go-board>`);
    await board.load(`(;GM[1]SZ[19]C[${comment}];B[pd])`);
    await board.updateComplete;
    const shown = () => board.shadowRoot!.querySelector('[part=comment]')!.textContent!;
    expect(shown().length).to.be.below(2100);
    expect(shown().startsWith('Line 1 of a long comment.')).to.equal(true);
    const toggle = board.shadowRoot!.querySelector<HTMLButtonElement>('.comment-fold button')!;
    expect(toggle.textContent).to.contain(`Show all (${comment.length.toLocaleString()} characters)`);
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    toggle.click();
    await board.updateComplete;
    expect(shown()).to.equal(comment);
    // In pieces the browser lays out only when they scroll into view.
    expect(board.shadowRoot!.querySelectorAll('[part=comment] .piece').length).to.be.above(10);
    board.shadowRoot!.querySelector<HTMLButtonElement>('.comment-fold button')!.click();
    await board.updateComplete;
    expect(shown().length).to.be.below(2100);
    // Shown all, then the reader moves on and back: folded again.
    board.shadowRoot!.querySelector<HTMLButtonElement>('.comment-fold button')!.click();
    board.next();
    board.previous();
    await board.updateComplete;
    expect(shown().length).to.be.below(2100);
  });

  it('a short comment is shown as it is, with no button', async () => {
    const board = await fixture<GoBoard>(html`<go-board></go-board>`);
    await board.load('(;GM[1]SZ[19]C[<b>short</b>])');
    await board.updateComplete;
    expect(board.shadowRoot!.querySelector('[part=comment]')!.textContent).to.equal('<b>short</b>');
    expect(board.shadowRoot!.querySelector('.comment-fold')).to.equal(null);
  });
});

describe('the size limit (max-bytes)', () => {
  it('a download whose Content-Length is over the limit is refused before its body is read', async () => {
    let pulled = 0;
    let cancelled = false;
    const restore = withFetch(async () =>
      new Response(
        new ReadableStream({
          pull(controller) {
            pulled++;
            controller.enqueue(new Uint8Array(1000));
          },
          cancel() {
            cancelled = true;
          },
        }),
        { headers: { 'content-type': 'application/x-go-sgf', 'content-length': '5000' } },
      ),
    );
    try {
      const board = await fixture<GoBoard>(html`<go-board max-bytes="4000"></go-board>`);
      const failed = oneEvent(board, 'go-error');
      board.src = 'games/big.sgf';
      const { detail } = await failed;
      expect(detail.kind).to.equal('too-big');
      expect(detail.message).to.contain('games/big.sgf');
      expect(detail.message).to.contain('max-bytes');
      // Only what the stream queued on its own before the board refused it.
      expect(pulled).to.be.below(3);
      await until(() => cancelled);
      await board.updateComplete;
      expect(board.shadowRoot!.querySelector('[role=alert]')!.textContent).to.contain(detail.message);
    } finally {
      restore();
    }
  });

  it('a download with no length (a gzip bomb decodes to more than it says) is stopped as soon as it passes the limit', async () => {
    let sent = 0;
    let cancelled = false;
    const restore = withFetch(async () =>
      new Response(
        new ReadableStream({
          pull(controller) {
            sent += 65536;
            controller.enqueue(new Uint8Array(65536).fill(32));
          },
          cancel() {
            cancelled = true;
          },
        }),
        { headers: { 'content-type': 'application/x-go-sgf' } },
      ),
    );
    try {
      const board = await fixture<GoBoard>(html`<go-board max-bytes="1000000"></go-board>`);
      await board.load(GAME);
      const failed = oneEvent(board, 'go-error');
      board.src = 'games/bomb.sgf';
      const { detail } = await failed;
      expect(detail.kind).to.equal('too-big');
      expect(detail.message).to.contain('more than 1000000 bytes');
      await until(() => cancelled);
      expect(sent).to.be.below(1_400_000);
    } finally {
      restore();
    }
  });

  it('a Blob, text or bytes over the limit are refused before they are read; the game on the board stays', async () => {
    const board = await fixture<GoBoard>(html`<go-board max-bytes="1000"></go-board>`);
    await board.load(GAME);
    board.last();
    const big = `(;GM[1]SZ[19]C[${'x'.repeat(2000)}])`;
    class Unread extends Blob {
      read = false;
      override arrayBuffer(): Promise<ArrayBuffer> {
        this.read = true;
        return super.arrayBuffer();
      }
    }
    const blob = new Unread([big]);
    for (const source of [blob, new File([big], 'lesson.sgf'), big, new TextEncoder().encode(big), new TextEncoder().encode(big).buffer]) {
      const failed = oneEvent(board, 'go-error');
      let message = '';
      await board.load(source).catch((e: Error) => (message = e.message));
      const { detail } = await failed;
      expect(detail.kind).to.equal('too-big');
      expect(detail.message).to.equal(message);
      expect(message).to.contain('limit of 1000 bytes');
      if (source instanceof File) expect(message).to.contain('“lesson.sgf”');
    }
    expect(blob.read).to.equal(false);
    // Nothing the reader had is lost: the game is still there.
    expect(board.totalMoves).to.equal(2);
    expect(board.moveNumber).to.equal(2);
    // Raising the limit lets the same file in.
    board.maxBytes = 100_000;
    await board.load(big);
    expect(board.toSgf()).to.contain('x'.repeat(2000));
  });
});

describe('download progress', () => {
  // A game of about 750 KB, sent in parts of 64 KB that the test releases.
  const big = `(;GM[1]SZ[19]${Array.from({ length: 40000 }, (_, i) => `;${i % 2 ? 'W' : 'B'}[${L[i % 19]}${L[(i * 7) % 19]}]C[move ${i}]`).join('')})`;
  const body = new TextEncoder().encode(big);
  type Progress = { stage: string; fraction: number; bytes?: number; total?: number };

  /** A response that sends its next part each time `more()` is called; `length`: send Content-Length. */
  function controlled(length: boolean) {
    let sent = 0;
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const response = new Response(new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) }), {
      headers: { 'content-type': 'application/x-go-sgf', ...(length && { 'content-length': String(body.length) }) },
    });
    /** Sends the next part; false when the body is all sent. */
    const more = () => {
      controller.enqueue(body.slice(sent, (sent += 65536)));
      if (sent >= body.length) controller.close();
      return sent < body.length;
    };
    return { response, more };
  }

  for (const length of [true, false]) {
    it(length ? 'with a Content-Length: go-progress gives the fraction downloaded, and the board shows it' : 'with no Content-Length: go-progress gives the bytes (fraction -1), and the board shows them with a bar with no end', async () => {
      const { response, more } = controlled(length);
      const restore = withFetch(async () => response);
      try {
        const board = await fixture<GoBoard>(html`<go-board></go-board>`);
        const events: Progress[] = [];
        board.addEventListener('go-progress', (e) => events.push(e.detail));
        const loaded = oneEvent(board, 'go-load');
        board.src = 'games/big.sgf';
        // A third of the file: the board shows where the download is.
        for (let i = 0; i < 4; i++) more();
        await until(() => events[events.length - 1]?.bytes === 4 * 65536);
        await board.updateComplete;
        const status = board.shadowRoot!.querySelector('[role=status]')!;
        const bar = status.querySelector('progress')!;
        const last = events[events.length - 1]!;
        expect(last.stage).to.equal('download');
        expect(last.bytes).to.equal(4 * 65536);
        if (length) {
          expect(last.total).to.equal(body.length);
          expect(last.fraction).to.be.closeTo((4 * 65536) / body.length, 1e-9);
          expect(status.textContent).to.contain(`${Math.round(last.fraction * 100)}%`);
          expect(Number(bar.getAttribute('value'))).to.be.closeTo(last.fraction, 1e-9);
        } else {
          expect(last.total).to.equal(0);
          expect(last.fraction).to.equal(-1);
          expect(status.textContent).to.contain('262144 bytes');
          // No value: the bar shows activity, not an amount.
          expect(bar.hasAttribute('value')).to.equal(false);
        }
        while (more());
        await loaded;
        expect(board.totalMoves).to.equal(40000);
        // Downloaded, then parsed; each stage's fractions (when known) never go back.
        const stages = events.map((e) => e.stage);
        expect(stages.indexOf('parse')).to.be.above(stages.lastIndexOf('download'));
        for (const stage of ['download', 'parse']) {
          const fractions = events.filter((e) => e.stage === stage).map((e) => e.fraction);
          expect(fractions, stage).to.deep.equal([...fractions].sort((a, b) => a - b));
        }
        const downloaded = events.filter((e) => e.stage === 'download');
        expect(downloaded[downloaded.length - 1]!.bytes).to.equal(body.length);
        // The last says the download is complete, its size now known.
        expect(downloaded[downloaded.length - 1]).to.deep.equal({ stage: 'download', fraction: 1, bytes: body.length, total: body.length });
      } finally {
        restore();
      }
    });
  }

  for (const declared of ['100000', '-1', 'junk']) {
    it(`with a wrong Content-Length (${declared}): the fraction never passes 1 and the game loads`, async () => {
      const response = new Response(new Blob([body]).stream(), { headers: { 'content-type': 'application/x-go-sgf', 'content-length': declared } });
      const restore = withFetch(async () => response);
      try {
        const board = await fixture<GoBoard>(html`<go-board></go-board>`);
        const events: Progress[] = [];
        board.addEventListener('go-progress', (e) => events.push(e.detail));
        const loaded = oneEvent(board, 'go-load');
        board.src = 'games/big.sgf';
        await loaded;
        expect(board.totalMoves).to.equal(40000);
        const downloaded = events.filter((e) => e.stage === 'download');
        expect(downloaded.length).to.be.above(0);
        for (const e of downloaded) expect(e.fraction).to.be.at.most(1);
        expect(downloaded[downloaded.length - 1]).to.deep.equal({ stage: 'download', fraction: 1, bytes: body.length, total: body.length });
      } finally {
        restore();
      }
    });
  }
});

describe('big collections', () => {
  // About 400 KB: parsed in the worker, each game's nodes made when it is shown.
  const games = Array.from({ length: 1200 }, (_, g) => `(;GM[1]FF[4]SZ[19]GN[Game ${g + 1}]PB[B${g}]C[a \\] b \\\\ c]${Array.from({ length: 40 }, (_, i) => `;${i % 2 ? 'W' : 'B'}[${L[(g + i) % 19]}${L[(g * 7 + i * 3) % 19]}]`).join('')}(;B[aa])(;B[bb]C[var]))`).join('\n');

  it('the picker lists the hundred games around the one shown and reaches any by number; toSgf() and toSgfAsync() keep every game', async () => {
    const board = await fixture<GoBoard>(html`<go-board></go-board>`);
    const loaded = oneEvent(board, 'go-load');
    await board.load(games);
    expect((await loaded).detail.games).to.equal(1200);
    await board.updateComplete;
    const select = board.shadowRoot!.querySelector('select')!;
    expect(select.options.length).to.equal(100);
    expect(select.options[0]!.textContent).to.contain('1. Game 1');
    const number = board.shadowRoot!.querySelector<HTMLInputElement>('label.games input[type=number]')!;
    number.value = '1150';
    number.dispatchEvent(new Event('change'));
    await board.updateComplete;
    expect(board.gameIndex).to.equal(1149);
    await until(() => shadowText(board).includes('B1149'));
    const options = board.shadowRoot!.querySelector('select')!.options;
    expect(options[0]!.textContent).to.contain('1101. Game 1101');
    expect(options.length).to.equal(100);
    // The whole file written back, from the games shown (nodes made) and the others (packed), alike.
    const expected = toSgf(parseSgf(games));
    expect(board.toSgf()).to.equal(expected);
    expect(await board.toSgfAsync()).to.equal(expected);
    // A move the reader plays is in what Save writes.
    board.mode = 'play';
    board.last();
    expect(board.play(18, 18)).to.equal(null);
    expect(await board.toSgfAsync()).to.contain('B[ss]');
    expect(board.toSgf()).to.equal(await board.toSgfAsync());
  });
});
