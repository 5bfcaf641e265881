import { expect } from '@open-wc/testing';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { clickPoint, until } from '../helpers/board.js';

// The built templates say what the sources say. The build minifies Lit's templates (white space between tags
// and inside text goes), and a space it takes where one is seen glues words together ("B+3.5· Seki points"):
// nothing else would notice, since the other tests run the sources. Here the same boards, doing the same things,
// are drawn by the sources (<go-board>) and by dist/go-board.js (<dist-go-board>), and the text a reader sees
// (innerText: what the page lays out, so white space that shows nowhere does not count) must be the same.
const distUrl = new URL('../../dist/go-board.js', import.meta.url).href;
const fixture = (name: string) => new URL(`../fixtures/${name}`, import.meta.url).href;
const read = async (name: string) => (await fetch(fixture(name))).text();

type Scenario = (board: GoBoard) => Promise<void>;

/** The text shown by a board of each kind after `scenario`, with `attributes` set. */
async function textOf(scenario: Scenario, attributes: Record<string, string> = {}): Promise<{ src: string; dist: string }> {
  const dist = (await import(distUrl)) as { defineGoBoard(name?: string): boolean };
  dist.defineGoBoard('dist-go-board');
  const out: string[] = [];
  for (const tag of ['go-board', 'dist-go-board']) {
    const board = document.createElement(tag) as GoBoard;
    for (const [name, value] of Object.entries(attributes)) board.setAttribute(name, value);
    document.body.append(board);
    try {
      await board.updateComplete;
      await scenario(board);
      await board.updateComplete;
      out.push((board.shadowRoot!.querySelector('.base') as HTMLElement).innerText);
    } finally {
      board.remove();
    }
  }
  return { src: out[0]!, dist: out[1]! };
}

/** Asserts that both boards show the same text, and that it holds `expected` (the scenario did its work). */
async function sameText(scenario: Scenario, expected: string[], attributes?: Record<string, string>): Promise<void> {
  const { src, dist } = await textOf(scenario, attributes);
  for (const e of expected) expect(src).to.contain(e);
  expect(dist).to.equal(src);
}

describe('the built templates show the same text as the sources', () => {
  it('a game under review: players, prisoners, information, captures, comment, variations, file buttons', async () => {
    const sgf = await read('element/ff4-example-variations.sgf');
    await sameText(async (board) => {
      await board.load(sgf);
      for (let i = 0; i < 4; i++) board.next();
    }, ['Prisoners: Captured by Black: 0 · Captured by White: 0', 'Open SGF…'], { 'allow-open': '', 'allow-save': '', coordinates: '' });
    await sameText(async (board) => {
      await board.load('(;GM[1]SZ[9]PB[Ann]BR[3d]PW[Bo]WR[2k]KM[6.5]RE[W+R]C[Two ways.]TR[ee]LB[cc:Q](;B[dd])(;B[ff]))');
    }, ['Ann (3d)', 'Bo (2k)', 'Variations:'], {});
  });

  it('a game picker, a long comment and move numbers (the panel parts)', async () => {
    const sgf = await read('element/ear-reddening-game.sgf');
    const long = 'A long comment. '.repeat(60);
    await sameText(async (board) => {
      await board.load(`(;GM[1]SZ[9]C[${long}];B[ee];W[dd])(;GM[1]SZ[9]PB[Other];B[cc])${sgf}`);
      board.last();
    }, ['Prisoners'], { 'move-numbers': '' });
  });

  it('a ko, a capture and a refused move in play mode', async () => {
    await sameText(async (board) => {
      await board.load('(;GM[1]SZ[9];B[ba];W[ca];B[ab];W[db];B[bc];W[cc];B[cb];W[bb])');
      board.last();
      board.play(2, 1);
      await board.updateComplete;
    }, ['Ko'], { mode: 'play' });
  });

  it('the score panel (Japanese and Chinese counts)', async () => {
    const sgf = await read('scoring/2017-01-12-11.sgf');
    for (const rules of ['japanese', 'chinese']) {
      await sameText(async (board) => {
        await board.load(sgf);
        board.last();
        await board.startScoring();
        // The status region is filled a moment after it comes (screen readers read a change): read once it is.
        await until(() => !!board.shadowRoot!.querySelector('.scoring [role=status]')?.textContent);
      }, ['Territory'], { rules });
    }
  });

  it('a message: a file the board refuses', async () => {
    await sameText(async (board) => {
      await board.load('(;GM[1]SZ[9];B[ee];W[dd])').catch(() => undefined);
      await until(() => !!board.shadowRoot!.querySelector('.message.error'));
    }, ['could not be shown'], { 'max-bytes': '16' });
  });

  it('the modes: problem, guess, capture, edit', async () => {
    const problem = await read('problems/capture-1.sgf');
    await sameText(async (board) => {
      await board.load(problem);
      await board.updateComplete;
    }, [], { mode: 'problem' });
    await sameText(async (board) => {
      await board.load('(;GM[1]SZ[9];B[ee];W[dd];B[cc])');
      await board.updateComplete;
      await clickPoint(board, [0, 0]);
    }, [], { mode: 'guess' });
    await sameText(async () => undefined, [], { mode: 'capture', size: '9' });
    await sameText(async (board) => {
      await board.load('(;GM[1]SZ[9]PB[A]PW[B];B[ee];W[dd])');
      await board.updateComplete;
    }, [], { mode: 'edit' });
  });
});
