import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { readFile } from '@web/test-runner-commands';
import fc from 'fast-check';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { parseSgf } from '../../src/sgf/index.js';
import type { SgfNode } from '../../src/sgf/index.js';
import { bigVariationTree } from '../helpers/big-tree.js';

/** Exact bytes of an SGF suite fixture (fetch may re-encode non-UTF-8 text). */
async function suiteBytes(path: string): Promise<Uint8Array> {
  const base64 = await readFile({ path: `../fixtures/sgf/${path}`, encoding: 'base64' });
  return Uint8Array.from(atob(base64!), (c) => c.charCodeAt(0));
}


/** Loads into the board; returns 'game' or the error message, checking the board shows the same. */
async function loadOutcome(board: GoBoard, input: string | Uint8Array): Promise<string> {
  let errorEvent = '';
  const onError = (e: Event) => (errorEvent = (e as CustomEvent<{ message: string }>).detail.message);
  board.addEventListener('go-error', onError);
  try {
    await board.load(input);
    await board.updateComplete;
    expect(board.shadowRoot!.querySelector('[role=alert]')).to.equal(null);
    expect(board.position.length).to.be.above(0);
    return 'game';
  } catch (e) {
    expect(e).to.be.instanceOf(Error);
    expect(errorEvent).to.equal((e as Error).message);
    await board.updateComplete;
    expect(board.shadowRoot!.querySelector('[role=alert]')!.textContent).to.contain((e as Error).message);
    return (e as Error).message;
  } finally {
    board.removeEventListener('go-error', onError);
  }
}

/** A tree as nested plain data, walked without recursion, for comparing two parses. */
function shape(games: SgfNode[]): string {
  const out: string[] = [];
  const todo: (SgfNode | ')')[] = [...games].reverse();
  while (todo.length) {
    const n = todo.pop()!;
    if (n === ')') {
      out.push(')');
      continue;
    }
    out.push('(' + JSON.stringify(Object.entries(n.props)));
    todo.push(')');
    for (let i = n.children.length - 1; i >= 0; i--) todo.push(n.children[i]!);
  }
  return out.join('');
}

describe('<go-board> loading that never breaks', () => {
  let alerts = 0;
  const realAlert = window.alert;
  before(() => {
    window.alert = () => {
      alerts++;
    };
  });
  after(() => {
    window.alert = realAlert;
  });

  it('every file of the SGF suite either shows a game or a clear message', async () => {
    const manifest = (await (await fetch(new URL('../fixtures/sgf/MANIFEST.json', import.meta.url))).json()) as { file: string }[];
    const board = await fixture<GoBoard>(html`<go-board></go-board>`);
    const outcomes = new Map<string, string>();
    for (const { file } of manifest) {
      const outcome = await loadOutcome(board, await suiteBytes(file));
      outcomes.set(file, outcome);
      if (outcome === 'game') {
        board.last();
        board.first();
      }
    }
    expect(outcomes.size).to.equal(manifest.length);
    const failed = [...outcomes].filter(([, o]) => o !== 'game');
    // Only files that hold no game at all are refused.
    expect(failed.map(([f]) => f).sort()).to.deep.equal(
      [
        'littlego/Illegal games/not-an-sgf-file.sgf',
        'synthetic/malformed/binary-junk-4k.sgf',
        'synthetic/malformed/empty.sgf',
        'synthetic/malformed/html-page-not-sgf.sgf',
        'synthetic/malformed/only-open-paren.sgf',
        'synthetic/malformed/whitespace-only.sgf',
        'synthetic/malformed/zip-magic-bytes.sgf',
      ].sort(),
    );
    for (const [, message] of failed) expect(message.length).to.be.above(10);
  });

  // Every node that holds a payload is looked at on a board of its own, with its own counters: a payload shown
  // once by an earlier check (or an earlier test) cannot hide one that a later node would run.
  it('shows script and HTML in SGF text as text, and runs nothing, at every node that holds a payload', async () => {
    const payload = /[<>"]|javascript:|\$\{|\{\{/;
    let checked = 0;
    for (const file of ['payloads-in-game-info.sgf', 'payload-in-point-values.sgf', 'payload-in-SZ-and-numbers.sgf', 'payload-in-property-identifier-position.sgf', 'huge-player-name.sgf']) {
      const bytes = await suiteBytes(`synthetic/xss/${file}`);
      const games = parseSgf(new TextDecoder().decode(bytes));
      for (let g = 0; g < games.length; g++) {
        // The nodes of the game, each with the way to it from the root (which child at each step).
        const todo: [SgfNode, number[]][] = [[games[g]!, []]];
        while (todo.length) {
          const [node, path] = todo.pop()!;
          node.children.forEach((child, i) => todo.push([child, [...path, i]]));
          if (!Object.values(node.props).some((values) => values.some((v) => payload.test(v)))) continue;
          checked++;
          const where = `${file} game ${g} node ${node.id}`;
          alerts = 0;
          const requestsBefore = performance.getEntriesByType('resource').length;
          const board = await fixture<GoBoard>(html`<go-board game-index=${g} coordinates allow-save move-numbers></go-board>`);
          await loadOutcome(board, bytes);
          for (const i of path) {
            board.chooseVariation(i);
            board.next();
          }
          await board.updateComplete;
          await new Promise((r) => setTimeout(r, 30));
          const root = board.shadowRoot!;
          // (The board's own style elements, static text, carry data-go-board.)
          expect(root.querySelectorAll('script, img, iframe, style:not([data-lit]):not([data-go-board]), object, embed, a[href^="javascript"]').length, where).to.equal(0);
          for (const el of root.querySelectorAll('*')) {
            for (const attr of el.getAttributeNames()) expect(attr.startsWith('on'), `${where}: ${el.tagName} ${attr}`).to.equal(false);
          }
          // A comment is shown, as text, character for character (a long one folded: its beginning).
          const comment = node.props.C?.[0];
          if (comment) expect(root.querySelector('[part=comment]')!.textContent!.slice(0, 1000), where).to.equal(comment.slice(0, 1000));
          expect(alerts, where).to.equal(0);
          const requests = performance.getEntriesByType('resource').slice(requestsBefore).map((e) => e.name);
          // Nothing was fetched from anywhere but the test server itself (no tracking pixel, no javascript: URL).
          expect(requests.filter((u) => new URL(u).origin !== location.origin), where).to.deep.equal([]);
          board.remove();
        }
      }
    }
    expect(checked).to.equal(6);
    const board = await fixture<GoBoard>(html`<go-board></go-board>`);
    await loadOutcome(board, await suiteBytes('synthetic/xss/payloads-in-game-info.sgf'));
    await board.updateComplete;
    expect(board.shadowRoot!.textContent).to.contain('<img src=x onerror=alert("PB")>');
  });

  it('handles a 10,000-move main line and a 5,000-deep nesting of variations', async () => {
    const board = await fixture<GoBoard>(html`<go-board></go-board>`);
    expect(await loadOutcome(board, await suiteBytes('synthetic/scale/mainline-10000-nodes.sgf'))).to.equal('game');
    board.last();
    expect(board.moveNumber).to.equal(board.totalMoves);
    expect(board.totalMoves).to.be.above(9000);
    expect(await loadOutcome(board, await suiteBytes('synthetic/scale/deep-nesting-5000.sgf'))).to.equal('game');
    board.last();
    expect(board.moveNumber).to.be.above(4000);
    board.first();
    expect(board.moveNumber).to.equal(0);
  });

  it('loads a 5 MB variation tree off the main thread, with progress, and the page keeps running', async () => {
    const text = bigVariationTree();
    expect(text.length).to.be.above(5_000_000);
    const board = await fixture<GoBoard>(html`<go-board></go-board>`);
    const fractions: number[] = [];
    board.addEventListener('go-progress', (e) => fractions.push(e.detail.fraction));
    let frames = 0;
    let loading = true;
    const tick = () => {
      frames++;
      if (loading) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    const done = board.load(text);
    await board.updateComplete;
    expect(board.shadowRoot!.querySelector('[aria-busy=true]')).to.exist;
    await done;
    loading = false;
    // Frames were drawn while the file was parsed, and progress was reported on the way.
    expect(frames).to.be.above(2);
    expect(fractions.filter((f) => f > 0 && f < 1).length).to.be.above(3);
    expect(board.totalMoves).to.be.above(5);
    board.last();
    board.chooseVariation(1);
    expect(board.moveNumber).to.be.above(5);
  });

  it('a big load replaced by a small one is dropped (its worker stopped) and never shown', async () => {
    const board = await fixture<GoBoard>(html`<go-board></go-board>`);
    let progressed = false;
    board.addEventListener('go-progress', () => (progressed = true));
    const big = board.load(bigVariationTree());
    for (let i = 0; i < 200 && !progressed; i++) await new Promise((r) => setTimeout(r, 20));
    await board.load('(;GM[1]SZ[9];B[ee])');
    let error: Error | null = null;
    await big.catch((e: Error) => (error = e));
    expect(error!.name).to.equal('AbortError');
    // The big load has settled (rejected): nothing of it can come later.
    await board.updateComplete;
    expect(board.totalMoves).to.equal(1);
    expect(board.position.length).to.equal(9);
  });

  it('a broken file that was repaired says so under the game, with how many repairs go-load lists', async () => {
    const board = await fixture<GoBoard>(html`<go-board></go-board>`);
    const loaded = oneEvent(board, 'go-load');
    await board.load('(;GM[1]SZ[9];B[ee];W[dp;B[');
    const { warnings } = (await loaded).detail;
    await board.updateComplete;
    const note = () => board.shadowRoot!.querySelector('[part="repaired-note"]')?.textContent ?? '';
    expect(warnings.length).to.be.above(0);
    expect(note()).to.contain(`was repaired when read (${warnings.length})`);
    await board.load('(;GM[1]SZ[9];B[ee];W[dp])');
    await board.updateComplete;
    expect(note()).to.equal('');
  });

  it('a size attribute that is removed, set as a number or not a size gives a board, never an exception', async () => {
    const board = await fixture<GoBoard>(html`<go-board size="9"></go-board>`);
    expect(board.position.length).to.equal(9);
    board.removeAttribute('size');
    await board.updateComplete;
    expect(board.position.length).to.equal(19);
    (board as unknown as { size: number }).size = 13;
    await board.updateComplete;
    expect(board.position.length).to.equal(13);
    for (const [size, rows, columns] of [['1e9', 19, 19], ['9abc', 19, 19], ['-1', 19, 19], ['60', 19, 19], ['19:13', 13, 19], [' 7 ', 7, 7]] as const) {
      board.size = size;
      await board.updateComplete;
      expect([board.position.length, board.position[0]!.length], size).to.deep.equal([rows, columns]);
    }
  });

  it('toSgf keeps every property, unknown ones and the reader variations included', async () => {
    const board = await fixture<GoBoard>(html`<go-board></go-board>`);
    for (const file of ['littlego/sgfc/ff4_ex.sgf', 'synthetic/markup/all-markup.sgf', 'gogui/time-settings-kgs.sgf', 'libsgfcplusplus/encoding-japanese-shiftjis.sgf']) {
      const bytes = await suiteBytes(file);
      await board.load(bytes);
      const again = parseSgf(board.toSgf());
      const fresh = await fixture<GoBoard>(html`<go-board></go-board>`);
      await fresh.load(bytes);
      expect(shape(again), file).to.equal(shape(parseSgf(fresh.toSgf())));
    }
    await board.load('(;GM[1]SZ[9]XY[unknown]ZZ[kept];B[ee];W[cc])');
    board.next();
    expect(board.play(6, 6)).to.equal(null);
    const saved = board.toSgf();
    expect(saved).to.contain('XY[unknown]');
    expect(saved).to.contain('ZZ[kept]');
    expect(saved).to.contain('W[cc]');
    expect(saved).to.contain('W[gg]');
  });

  it('says why a download failed: network, content type, not an SGF', async () => {
    const board = await fixture<GoBoard>(html`<go-board></go-board>`);
    const cases: [string, string][] = [
      ['http://127.0.0.1:9/nothing.sgf', 'network'],
      [new URL('../../examples/index.html', import.meta.url).href, 'content-type'],
      [new URL('../fixtures/sgf/littlego/README.txt', import.meta.url).href, 'not-sgf'],
    ];
    for (const [src, kind] of cases) {
      const failed = oneEvent(board, 'go-error');
      board.src = src;
      const { detail } = await failed;
      expect([kind, kind === 'not-sgf' ? 'parse' : kind], src).to.include(detail.kind);
      expect(detail.message.length).to.be.above(20);
    }
  });

  it('fuzz: mutated real records always end in a game or a message', async () => {
    const seeds = await Promise.all(['littlego/9x9/9x9_1.sgf', 'littlego/sgfc/ff4_ex.sgf', 'sabaki-sgf/complex.sgf', 'synthetic/setup/AB-AW-AE-mid-game.sgf'].map(suiteBytes));
    const board = await fixture<GoBoard>(html`<go-board move="last"></go-board>`);
    const mutation = fc.record({
      seed: fc.integer({ min: 0, max: seeds.length - 1 }),
      edits: fc.array(
        fc.record({
          at: fc.nat(),
          kind: fc.constantFrom('flip', 'insert', 'delete', 'truncate'),
          byte: fc.constantFrom(0x28, 0x29, 0x3b, 0x5b, 0x5d, 0x5c, 0x3a, 0x00, 0xff, 0x42, 0x57, 0x61, 0x7a, 0x20, 0x0a),
        }),
        { minLength: 1, maxLength: 6 },
      ),
    });
    await fc.assert(
      fc.asyncProperty(mutation, async ({ seed, edits }) => {
        let bytes = Array.from(seeds[seed]!);
        for (const { at, kind, byte } of edits) {
          const i = bytes.length ? at % bytes.length : 0;
          if (kind === 'flip') bytes[i] = byte;
          else if (kind === 'insert') bytes.splice(i, 0, byte);
          else if (kind === 'delete') bytes.splice(i, 1);
          else bytes = bytes.slice(0, i);
        }
        const outcome = await loadOutcome(board, new Uint8Array(bytes));
        if (outcome === 'game') {
          board.last();
          board.first();
        }
        return true;
      }),
      { numRuns: 150, seed: 20261120 },
    );
  });
});
