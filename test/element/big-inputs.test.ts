// Big inputs (issue 12): what the board shows and keeps. How long the page blocks is measured by
// `npm run bench` (big-inputs), never timed here. Inputs are generated in the tests.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import type { GoBoardEventMap } from '../../src/element/events.js';
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

/** The go-load that says the whole file is in (a big collection's first says `more`, the rest still coming). */
const whole = (board: GoBoard): Promise<GoBoardEventMap['go-load']> =>
  new Promise((ok) => board.addEventListener('go-load', (e) => void (e.detail.more || ok(e.detail))));

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
      expect(detail.message).to.contain('more than 1,000,000 bytes');
      await until(() => cancelled);
      expect(sent).to.be.below(1_400_000);
    } finally {
      restore();
    }
  });

  it('a body that comes faster than it is read (a gzip bomb) is read in several tasks: the page runs in between', async () => {
    // Each read finds its part at once (pull enqueues it): without a pause, the whole body up to the limit
    // would be read in one task, microtask after microtask.
    const restore = withFetch(async () =>
      new Response(new ReadableStream({ pull: (controller) => controller.enqueue(new Uint8Array(65536).fill(32)) }), {
        headers: { 'content-type': 'application/x-go-sgf' },
      }),
    );
    try {
      const board = await fixture<GoBoard>(html`<go-board max-bytes="16000000"></go-board>`);
      let timerRan = false;
      const seen: boolean[] = [];
      board.addEventListener('go-progress', (e) => {
        if (e.detail.stage !== 'download') return;
        // A timer set at the first bytes: it runs when the page gets a task of its own.
        if (!seen.length) setTimeout(() => (timerRan = true));
        seen.push(timerRan);
      });
      const failed = oneEvent(board, 'go-error');
      board.src = 'games/bomb.sgf';
      expect((await failed).detail.kind).to.equal('too-big');
      expect(seen.length).to.be.above(10);
      // The timer ran while the body was still being read, and the reading went on after it.
      expect(seen[seen.length - 1]).to.equal(true);
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
      expect(message).to.contain('limit of 1,000 bytes');
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

  it('a refused file\'s size and the limit are written as the board\'s language writes numbers', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div lang="en"><go-board max-bytes="1048576"></go-board></div>`);
    const board = wrap.querySelector('go-board')!;
    const alert = () => board.shadowRoot!.querySelector('[role=alert]')!.textContent!;
    const failed = oneEvent(board, 'go-error');
    await board.load(new Uint8Array(4_000_000)).catch(() => undefined);
    expect((await failed).detail.message).to.contain('3.8 MB').and.contain('limit of 1 MB');
    await board.updateComplete;
    expect(alert()).to.contain('3.8 MB').and.contain('limit of 1 MB');
    // Said again in the new language when the page changes it.
    wrap.lang = 'vi';
    await board.languageReady;
    await board.updateComplete;
    expect(alert()).to.contain('3,8 MB').and.contain('1 MB');
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
          expect(status.textContent).to.contain('262,144 bytes');
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
    const loaded = whole(board);
    await board.load(games);
    expect((await loaded).games).to.equal(1200);
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
    // A game written before (kept: its nodes were never made), then shown and played in: the move is in the next toSgf().
    const before = board.toSgf();
    number.value = '1100';
    number.dispatchEvent(new Event('change'));
    await board.updateComplete;
    await until(() => shadowText(board).includes('B1099'));
    board.last();
    expect(board.play(18, 18)).to.equal(null);
    const after = board.toSgf();
    expect(after.split('[ss]').length).to.equal(before.split('[ss]').length + 1);
    expect(after).to.equal(await board.toSgfAsync());
  });
});

describe('a big collection written back', () => {
  // About 500 KB (parsed in the worker): games with no variations, and games with variations in variations (the
  // moves leave the last column free: the reader plays there).
  const move = (g: number, i: number) => `;${i % 2 ? 'W' : 'B'}[${L[(g + i) % 18]}${L[(g * 7 + i * 3) % 19]}]`;
  const line = (g: number) => `(;GM[1]FF[4]SZ[19]GN[Game ${g + 1}]C[a \\] b]${Array.from({ length: 60 }, (_, i) => move(g, i)).join('')})`;
  const tree = (g: number) => `(;GM[1]SZ[19]GN[Game ${g + 1}]${move(g, 0)}(${move(g, 1)}(${move(g, 2)}C[x];B[aa])(${move(g, 3)}))(${move(g, 4)};W[bb]))`;
  const texts = Array.from({ length: 1500 }, (_, g) => (g % 5 === 3 ? tree(g) : line(g)));

  it('writes every game as toSgf writes it, and the games played in with their moves', async () => {
    const board = await fixture<GoBoard>(html`<go-board></go-board>`);
    const loaded = whole(board);
    await board.load(texts.join('\n'));
    expect((await loaded).games).to.equal(1500);
    const expected = texts.map((t) => toSgf(parseSgf(t)));
    expect(board.toSgf()).to.equal(expected.join(''));
    // A game with no variations and one with variations, each shown and played in (the first games are written
    // before: kept), come back with the move; every other game as before.
    for (const [index, played] of [[200, `${texts[200]!.slice(0, -1)};B[ss])`], [803, texts[803]!.replace('C[x];B[aa])', 'C[x];B[aa];W[ss])')]] as const) {
      board.gameIndex = index;
      await until(() => shadowText(board).includes(`Game ${index + 1}`));
      board.mode = 'play';
      board.last();
      expect(board.play(18, 18)).to.equal(null);
      expected[index] = toSgf(parseSgf(played));
      expect(board.toSgf()).to.equal(expected.join(''));
    }
    expect(expected[803]).to.contain('W[ss]');
    expect(await board.toSgfAsync()).to.equal(expected.join(''));
  });
});

describe('a big collection in a form', () => {
  const text = Array.from({ length: 1200 }, (_, g) => `(;GM[1]SZ[19]GN[Game ${g + 1}]C[${'x'.repeat(300)}];B[pd];W[dp])`).join('\n');

  it('gives the form its SGF when the form collects its entries, not at each load or edit', async () => {
    const form = await fixture<HTMLFormElement>(html`<form><fieldset><go-board name="games"></go-board></fieldset><input name="title" value="Kisei" /></form>`);
    const board = form.querySelector('go-board') as GoBoard;
    // The code that submits comes as a chunk once the board is in a form: updateComplete waits for it.
    await board.updateComplete;
    let written = 0;
    const toSgfOf = board.toSgf.bind(board);
    board.toSgf = () => (written++, toSgfOf());
    const loaded = whole(board);
    await board.load(text);
    await loaded;
    // Loading (two go-loads: the first games, then the rest) wrote nothing.
    expect(written).to.equal(0);
    const data = new FormData(form);
    expect(written).to.equal(1);
    expect(data.get('games')).to.equal(toSgfOf());
    expect(data.getAll('games').length).to.equal(1);
    expect(data.get('title')).to.equal('Kisei');
    // Edited, the form gets the new text; disabled, or out of the form, nothing.
    board.mode = 'play';
    board.last();
    expect(board.play(18, 18)).to.equal(null);
    expect(new FormData(form).get('games')).to.contain('B[ss]');
    form.querySelector('fieldset')!.disabled = true;
    expect(new FormData(form).has('games')).to.equal(false);
    form.querySelector('fieldset')!.disabled = false;
    document.body.append(board);
    expect(new FormData(form).has('games')).to.equal(false);
    board.remove();
  });
});

describe('a big collection opens at its first games', () => {
  // About 400 KB (parsed in the worker), game 2 broken: a stray group the parser drops, with a warning.
  const collection = (count: number, broken = -1) =>
    Array.from({ length: count }, (_, g) =>
      g === broken ? `(;GM[1]SZ[19]GN[Broken] %%%% &&&& $$$$ #### @@@@ !!!! ==== ~~~~ ^^^^ ;B[aa])` : `(;GM[1]FF[4]SZ[19]GN[Game ${g + 1}]PB[B${g}]${Array.from({ length: 40 }, (_, i) => `;${i % 2 ? 'W' : 'B'}[${L[(g + i) % 19]}${L[(g * 7 + i * 3) % 19]}]`).join('')})`,
    ).join('\n');
  type Message = { data: { done?: unknown; first?: unknown } };

  /**
   * Replaces window.Worker for one test: the parser worker's last message (all the games) is held until
   * release(), so that what the board does between its first games and the rest is seen in order, with no timing.
   * fail() gives the board an error from the worker instead. `sent` lists the messages posted to workers.
   */
  function holdWorkers() {
    const Real = window.Worker;
    const held: { handler: (e: Message) => void; event: Message }[] = [];
    const sent: { data: unknown; transfer: Transferable[] }[] = [];
    let released = false;
    window.Worker = class extends Real {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        let handler: ((e: Message) => void) | null = null;
        Object.defineProperty(this, 'onmessage', { configurable: true, get: () => handler, set: (f: (e: Message) => void) => (handler = f) });
        this.addEventListener('message', (e) => {
          if ((e as Message).data.done && !released) held.push({ handler: handler!, event: e as Message });
          else handler?.(e as Message);
        });
      }

      override postMessage(data: unknown, transfer: Transferable[] | StructuredSerializeOptions = []): void {
        sent.push({ data, transfer: Array.isArray(transfer) ? transfer : [] });
        super.postMessage(data, transfer as Transferable[]);
      }
    };
    return {
      sent,
      held,
      release: () => {
        released = true;
        for (const { handler, event } of held.splice(0)) handler(event);
      },
      fail: (message: string) => {
        for (const { handler } of held.splice(0)) handler({ data: { error: { message } } } as Message);
      },
      restore: () => void (window.Worker = Real),
    };
  }

  it('shows the first game before the rest is read; the picker fills when it is in, and toSgf() writes the whole file', async () => {
    const text = collection(1200, 2);
    const workers = holdWorkers();
    try {
      const board = await fixture<GoBoard>(html`<go-board></go-board>`);
      const loads: GoBoardEventMap['go-load'][] = [];
      board.addEventListener('go-load', (e) => loads.push(e.detail));
      const all = whole(board);
      // load() resolves once the first game is shown, the last message of the worker still held.
      await board.load(text);
      await until(() => workers.held.length === 1);
      expect(loads.length).to.equal(1);
      expect(loads[0]).to.include({ gameIndex: 0, more: true, moves: 40 });
      expect(loads[0]!.games).to.be.within(2, 1198);
      expect(loads[0]!.warnings.join('\n')).to.not.contain('unreadable');
      await board.updateComplete;
      expect(shadowText(board)).to.contain('B0');
      // The picker lists the games read so far and says the others are coming.
      const picker = () => board.shadowRoot!.querySelector('select')!;
      expect(picker().options.length).to.equal(loads[0]!.games);
      expect(board.shadowRoot!.querySelector('.games-loading')!.textContent).to.contain('Reading the other games');
      // The reader steps through the game shown; Save (toSgfAsync) waits for the whole file.
      board.last();
      let saved: string | null = null;
      const save = board.toSgfAsync().then((t) => (saved = t));
      await new Promise((r) => setTimeout(r, 50));
      expect(saved).to.equal(null);
      expect(board.gameCount).to.equal(loads[0]!.games);

      workers.release();
      const done = await all;
      expect(loads.map((l) => l.more)).to.deep.equal([true, false]);
      // 1,199 games: the broken one is dropped, with the usual warning.
      expect(done).to.include({ gameIndex: 0, games: 1199, more: false });
      expect(done.warnings.join('\n')).to.contain('Ignored unreadable text');
      await board.updateComplete;
      expect(picker().options.length).to.equal(100);
      expect(board.shadowRoot!.querySelector('.games-loading')).to.equal(null);
      // The reader is where they were.
      expect(board.moveNumber).to.equal(40);
      const expected = toSgf(parseSgf(text));
      expect(board.toSgf()).to.equal(expected);
      await save;
      expect(saved).to.equal(expected);
      // Any game of the rest can be shown.
      board.gameIndex = 1000;
      await until(() => shadowText(board).includes('B1001'));
    } finally {
      workers.restore();
    }
  });

  it('starts at the game asked for (game-index), with the games before it', async () => {
    const workers = holdWorkers();
    try {
      const board = await fixture<GoBoard>(html`<go-board game-index="500"></go-board>`);
      const first = oneEvent(board, 'go-load');
      const all = whole(board);
      board.sgf = collection(1200);
      const { detail } = await first;
      expect(detail).to.include({ gameIndex: 500, more: true });
      expect(detail.games).to.be.within(501, 1199);
      await board.updateComplete;
      expect(shadowText(board)).to.contain('B500');
      workers.release();
      expect(await all).to.include({ gameIndex: 500, games: 1200, more: false });
    } finally {
      workers.restore();
    }
  });

  it('says the file is in once when the rest comes before the first game is drawn (found by a review)', async () => {
    const workers = holdWorkers();
    try {
      const board = await fixture<GoBoard>(html`<go-board game-index="500"></go-board>`);
      const loads: GoBoardEventMap['go-load'][] = [];
      board.addEventListener('go-load', (e) => loads.push(e.detail));
      // The drawing of the first game waits while the rest comes in (a fresh page loading the worker's chunk, a slow
      // device): the first go-load then finds the whole file read.
      const proto = Object.getPrototypeOf(board) as { getUpdateComplete(this: GoBoard): Promise<boolean> };
      let slow = true;
      Object.defineProperty(board, 'getUpdateComplete', {
        configurable: true,
        value: async function (this: GoBoard) {
          const done = await proto.getUpdateComplete.call(this);
          if (slow && this.gameCount > 0) {
            slow = false;
            await until(() => workers.held.length > 0);
            workers.release();
            await new Promise((r) => setTimeout(r, 100));
          }
          return done;
        },
      });
      board.sgf = collection(1200);
      await until(() => loads.length > 0 && board.gameCount === 1200);
      await new Promise((r) => setTimeout(r, 200));
      expect(loads.map((l) => [l.gameIndex, l.games, l.more])).to.deep.equal([[500, 1200, false]]);
    } finally {
      workers.restore();
    }
  });

  it('keeps the first game when the rest cannot be read, and says why', async () => {
    const text = collection(1200);
    const workers = holdWorkers();
    try {
      const board = await fixture<GoBoard>(html`<go-board></go-board>`);
      const errors: unknown[] = [];
      board.addEventListener('go-error', (e) => errors.push(e.detail));
      const all = whole(board);
      await board.load(text);
      board.next();
      await until(() => workers.held.length === 1);
      workers.fail('Out of memory');
      const done = await all;
      expect(done.more).to.equal(false);
      expect(done.warnings.join('\n')).to.contain('The rest of the file could not be read: Out of memory');
      expect(errors).to.deep.equal([]);
      // The games read are all there, and the reader's place in the first.
      expect(board.gameCount).to.equal(done.games);
      expect(board.moveNumber).to.equal(1);
      expect(board.toSgf()).to.equal(toSgf(parseSgf(text).slice(0, done.games)));
      await board.updateComplete;
      expect(board.shadowRoot!.querySelector('.games-loading')).to.equal(null);
    } finally {
      workers.restore();
    }
  });

  it('a newer load replaces it: the rest never shows up', async () => {
    const workers = holdWorkers();
    try {
      const board = await fixture<GoBoard>(html`<go-board></go-board>`);
      const loads: GoBoardEventMap['go-load'][] = [];
      board.addEventListener('go-load', (e) => loads.push(e.detail));
      await board.load(collection(1200));
      await until(() => workers.held.length === 1);
      await board.load(GAME);
      workers.release();
      await new Promise((r) => setTimeout(r, 50));
      await board.updateComplete;
      expect(loads.map((l) => [l.games, l.more])).to.deep.equal([
        [loads[0]!.games, true],
        [1, false],
      ]);
      expect(board.toSgf()).to.equal(toSgf(parseSgf(GAME)));
      expect(board.shadowRoot!.querySelector('select')).to.equal(null);
    } finally {
      workers.restore();
    }
  });

  it('a newer load that fails leaves it on the board: it is drawn again when the rest is in, with no go-load', async () => {
    const workers = holdWorkers();
    try {
      const board = await fixture<GoBoard>(html`<go-board></go-board>`);
      const loads: GoBoardEventMap['go-load'][] = [];
      board.addEventListener('go-load', (e) => loads.push(e.detail));
      await board.load(collection(1200));
      await until(() => workers.held.length === 1);
      await board.load('   ').catch(() => undefined);
      await board.updateComplete;
      expect(board.shadowRoot!.querySelector('.games-loading')).to.not.equal(null);
      workers.release();
      await until(() => !board.shadowRoot!.querySelector('.games-loading'));
      expect(loads.length).to.equal(1);
    } finally {
      workers.restore();
    }
  });

  it("a File's bytes go to the worker whole, transferred; bytes the page passes stay whole", async () => {
    const text = collection(1200);
    const workers = holdWorkers();
    workers.release();
    try {
      const board = await fixture<GoBoard>(html`<go-board></go-board>`);
      let all = whole(board);
      await board.load(new File([text], 'games.sgf'));
      expect((await all).games).to.equal(1200);
      const bytes = workers.sent.filter((m) => m.data instanceof Uint8Array);
      expect(bytes.length).to.equal(1);
      expect(bytes[0]!.transfer.length).to.equal(1);
      expect((bytes[0]!.data as Uint8Array).byteLength).to.equal(0); // detached: the page kept no copy
      expect(board.toSgf()).to.equal(toSgf(parseSgf(text)));

      workers.sent.length = 0;
      const mine = new TextEncoder().encode(text);
      all = whole(board);
      await board.load(mine);
      expect((await all).games).to.equal(1200);
      expect(mine.byteLength).to.equal(text.length);
      expect(workers.sent.some((m) => m.data === mine)).to.equal(false);
    } finally {
      workers.restore();
    }
  });

  it("when the worker cannot start, a File's bytes are parsed on the page", async () => {
    const text = collection(1200);
    const Real = window.Worker;
    // A worker whose script fails as it starts.
    const broken = URL.createObjectURL(new Blob(['throw new Error("no worker here")'], { type: 'text/javascript' }));
    window.Worker = class extends Real {
      constructor(_url: string | URL, options?: WorkerOptions) {
        super(broken, options);
      }
    };
    try {
      const board = await fixture<GoBoard>(html`<go-board></go-board>`);
      const loaded = oneEvent(board, 'go-load');
      await board.load(new File([text], 'games.sgf'));
      expect((await loaded).detail).to.include({ games: 1200, more: false });
      expect(board.toSgf()).to.equal(toSgf(parseSgf(text)));
    } finally {
      window.Worker = Real;
      URL.revokeObjectURL(broken);
    }
  });
});

describe('another board on the page while a big file loads', () => {
  it('answers a real click while the big file is parsed', async () => {
    // About 10 MB: parsed in the worker, the page getting its pieces and progress.
    const text = Array.from({ length: 30_000 }, (_, g) => `(;GM[1]FF[4]SZ[19]GN[Game ${g + 1}]${Array.from({ length: 40 }, (_, i) => `;${i % 2 ? 'W' : 'B'}[${L[(g + i) % 19]}${L[(g * 7 + i * 3) % 19]}]`).join('')})`).join('\n');
    const wrapper = await fixture<HTMLDivElement>(html`<div style="display: flex; align-items: flex-start"><go-board mode="play" style="width: 300px"></go-board><go-board style="width: 300px"></go-board></div>`);
    const [other, big] = [...wrapper.querySelectorAll('go-board')] as GoBoard[];
    await other!.load('(;GM[1]SZ[9])');
    await other!.updateComplete;
    /** A click at a point of the other board, through the browser's input (not a dispatched event). */
    const click = async ([x, y]: [number, number]) => {
      const svg = other!.shadowRoot!.querySelector('svg.board') as SVGSVGElement;
      const p = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM()!);
      await sendMouse({ type: 'click', position: [Math.round(p.x), Math.round(p.y)] });
      await other!.updateComplete;
    };
    // The first click loads the code that answers clicks: before the big file, so that only the page's work is waited for.
    await click([2, 2]);
    await until(() => other!.position[2]![2] === 'X');
    let parsing!: () => void;
    const parsed = new Promise<void>((ok) => (parsing = ok));
    big!.addEventListener('go-progress', (e) => e.detail.stage === 'parse' && parsing());
    let loaded = false;
    const all = whole(big!);
    void all.then(() => (loaded = true));
    // A failed load ends the wait at once and fails the test, rather than leaving it to time out.
    let failure: unknown = null;
    const loading = big!.load(text).catch((e: unknown) => {
      failure = e;
      parsing();
    });
    await parsed;
    expect(failure).to.equal(null);
    await click([6, 6]);
    // The other board played, and the big file was still being read when it did.
    expect(other!.position[6]![6]).to.equal('O');
    expect(loaded).to.equal(false);
    expect((await all).games).to.equal(30_000);
    await loading;
    expect(failure).to.equal(null);
  });
});
