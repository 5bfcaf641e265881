import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { GoBoard as GoBoardClass } from '../../src/element/go-board.js';
import { dictionaryFor } from '../../src/element/i18n/index.js';
import { addCaptureWords, captureWords } from '../../src/element/modes/capture-words.js';
import { fill } from '../../src/element/modes/word-table.js';
import { shadowText, until } from '../helpers/board.js';

const GAME = '(;GM[1]SZ[9];B[ee];W[cc])';

/** Replaces window.fetch for one test. */
function withFetch(fake: typeof fetch): () => void {
  const real = window.fetch;
  window.fetch = fake;
  return () => (window.fetch = real);
}

describe('hostile language codes and words', () => {
  for (const code of ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty']) {
    it(`lang="${code}" shows the board in English, with no error`, async () => {
      const errors: unknown[] = [];
      const onError = (e: ErrorEvent) => errors.push(e.error);
      window.addEventListener('error', onError);
      try {
        const board = await fixture<GoBoard>(html`<div lang=${code}><go-board .sgf=${GAME}></go-board></div>`).then((d) => d.querySelector('go-board')!);
        await until(() => board.totalMoves === 2);
        await board.updateComplete;
        expect(shadowText(board)).to.contain('Move 0 of 2');
        expect(errors).to.deep.equal([]);
      } finally {
        window.removeEventListener('error', onError);
      }
    });
  }

  it('addLanguage("__proto__", …) is an ordinary language', async () => {
    GoBoardClass.addLanguage('__proto__', { next: 'Proto next' });
    expect(dictionaryFor('__proto__')('next')).to.equal('Proto next');
    expect(dictionaryFor('en')('next')).to.not.equal('Proto next');
    expect(({} as Record<string, unknown>).next).to.equal(undefined);
  });

  it('fills placeholders from the given values only, never from Object.prototype', () => {
    GoBoardClass.addLanguage('xx', { next: 'Go {constructor} {toString} {n}' });
    expect(dictionaryFor('xx')('next', { n: 3 })).to.equal('Go {constructor} {toString} 3');
  });

  it("the modes' words fill placeholders from the given values only, never from Object.prototype", () => {
    addCaptureWords('zz', { moves: 'Moves {constructor} {n}' });
    expect(captureWords('zz')('moves', { n: 2 })).to.equal('Moves {constructor} 2');
    const names = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf'];
    const text = names.map((name) => `{${name}}`).join(' ');
    expect(fill(text, { n: 1 })).to.equal(text);
    expect(fill(text)).to.equal(text);
    // A value given under such a name is still used: it is the object's own.
    expect(fill('{constructor} {toString}', { constructor: 'c', toString: 't' } as Record<string, string>)).to.equal('c t');
  });
});

describe('downloads that fail after the headers', () => {
  it('a body cut off midway is a network error naming the URL', async () => {
    const restore = withFetch(async () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('(;GM[1]SZ[19];B[pd]'));
            controller.error(new TypeError('network error'));
          },
        }),
        { headers: { 'content-type': 'application/x-go-sgf' } },
      ),
    );
    try {
      const board = await fixture<GoBoard>(html`<go-board></go-board>`);
      const failed = oneEvent(board, 'go-error');
      board.src = 'games/cut-off.sgf';
      const { detail } = await failed;
      expect(detail.kind).to.equal('network');
      expect(detail.message).to.contain('games/cut-off.sgf');
      expect(detail.message).to.contain('cut off');
    } finally {
      restore();
    }
  });

  // Real responses from the test server (web-test-runner.config.mjs): the browser decodes them, not a fake fetch.
  for (const [name, path] of [
    ['a body labelled Content-Encoding: gzip that is not gzip', '/test-responses/not-gzip.sgf'],
    ['a body whose connection closes before its Content-Length', '/test-responses/cut-off.sgf'],
  ]) {
    it(`${name} (a real response) is a network error naming the URL; the game on the board stays`, async () => {
      const board = await fixture<GoBoard>(html`<go-board></go-board>`);
      await board.load(GAME);
      const failed = oneEvent(board, 'go-error');
      board.src = path!;
      const { detail } = await failed;
      expect(detail.kind).to.equal('network');
      expect(detail.message).to.contain(path);
      // The body's failure, not a failure before the headers (also a network error).
      expect(detail.message).to.contain('cut off');
      await board.updateComplete;
      expect(board.totalMoves).to.equal(2);
      expect(board.shadowRoot!.querySelector('[role=alert]')!.textContent).to.contain(detail.message);
    });
  }

  it('clearing src while the file downloads stops it: the old game never appears', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let aborted = false;
    const restore = withFetch(async (_input, init) => {
      init?.signal?.addEventListener('abort', () => (aborted = true));
      await gate;
      if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      return new Response(GAME, { headers: { 'content-type': 'application/x-go-sgf' } });
    });
    try {
      const board = await fixture<GoBoard>(html`<go-board></go-board>`);
      let loads = 0;
      board.addEventListener('go-load', () => loads++);
      board.src = 'games/slow.sgf';
      await board.updateComplete;
      board.src = '';
      await board.updateComplete;
      expect(aborted).to.equal(true);
      release();
      await new Promise((r) => setTimeout(r, 50));
      await board.updateComplete;
      expect(loads).to.equal(0);
      expect(board.totalMoves).to.equal(0);
      expect(shadowText(board)).to.not.contain('Loading');
    } finally {
      restore();
    }
  });
});

describe('property names as written', () => {
  it('go-load says when a name was read as another, and toSgf() writes every property back as it came', async () => {
    const board = await fixture<GoBoard>(html`<go-board></go-board>`);
    const loaded = oneEvent(board, 'go-load');
    void board.load('(;GM[1]FF[4]SZ[19]myprop[private data]C2[digit id]AddBlack[aa];B[pd]comment[lower])');
    const { detail } = await loaded;
    expect(detail.warnings.join('\n')).to.contain('Read "AddBlack" as AB');
    const sgf = board.toSgf();
    for (const kept of ['myprop[private data]', 'C2[digit id]', 'comment[lower]', 'AddBlack[aa]']) expect(sgf).to.contain(kept);
  });
});
