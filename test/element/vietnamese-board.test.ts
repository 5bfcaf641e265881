// A board with lang="vi" says everything in Vietnamese: why a load failed (whatever failed), what was wrong in the
// record, the game picker, the score, and every mode's panel, labels and announcements. One word for capturing:
// "ăn". The English sentences stay where code reads them (load()'s rejection, go-error, SgfCursor's warnings).
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { en } from '../../src/element/i18n/en.js';
import { scoringWords } from '../../src/element/scoring-words.js';
import { panelWords } from '../../src/element/panel-words.js';
import { loadWords } from '../../src/element/load-words.js';
import { editWords } from '../../src/element/modes/edit-words.js';
import { guessWords } from '../../src/element/modes/guess-words.js';
import { problemWords } from '../../src/element/modes/problem-words.js';
import { analysisWords } from '../../src/element/analysis-words.js';
import { clickPoint, focusBoard, until } from '../helpers/board.js';
import { sendKeys } from '@web/test-runner-commands';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const errorText = (board: GoBoard): string => board.shadowRoot!.querySelector('[part=error]')?.textContent ?? '';
const warnings = (board: GoBoard): string[] => [...board.shadowRoot!.querySelectorAll('.note.warning')].map((e) => e.textContent!.trim());

/** Every text the board shows or says: text, labels, titles, values for screen readers (not its styles). */
function shown(board: GoBoard): string[] {
  const out: string[] = [];
  const walk = (node: Node): void => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent!.replace(/\s+/g, ' ').trim();
      if (text) out.push(text);
      return;
    }
    if (node instanceof Element) {
      if (node.localName === 'style') return;
      for (const name of ['aria-label', 'title', 'aria-valuetext', 'placeholder']) {
        const value = node.getAttribute(name);
        if (value) out.push(value);
      }
    }
    node.childNodes.forEach(walk);
  };
  walk(board.shadowRoot!);
  return out;
}

/** The English sentences of the board's word tables (two words or more), as patterns with their placeholders open. */
const english = [en, scoringWords, panelWords, loadWords, editWords('en'), guessWords('en'), problemWords('en'), analysisWords('en')]
  .flatMap((table) => Object.values(table) as string[])
  .filter((w) => /\w \w/.test(w.replace(/\{\w+\}/g, '')))
  .map((w) => new RegExp(w.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '.*')));
/** English words no Vietnamese sentence has (key names in titles aside: "(Delete)", "(Ctrl+Z)"). */
const ENGLISH_WORD = /\b(the|is|of|and|not|to|game|games|move|moves|black|white|captured?|stones?|liberty|liberties|board|file|loading|point|result|score|territory|prisoners|dead|next|previous|first|last|show|click)\b/i;

/** Asserts that nothing the board shows is English (file text aside: the names, the comment, RE, RU). */
function expectVietnamese(board: GoBoard, what: string, fromFile: string[] = []): void {
  for (const text of shown(board)) {
    if (fromFile.some((f) => text === f)) continue;
    for (const sentence of english) expect(sentence.test(text), `${what}: "${text}" is English (${sentence})`).to.equal(false);
    expect(text.replace(/\((Delete|Ctrl\+[A-Z])\)/g, ''), `${what}: "${text}" has an English word`).to.not.match(ENGLISH_WORD);
  }
}

async function viBoard(sgf = '', attrs: Partial<GoBoard> = {}): Promise<GoBoard> {
  const board = await fixture<GoBoard>(html`<go-board lang="vi"></go-board>`);
  Object.assign(board, attrs);
  await board.languageReady;
  if (sgf) await board.load(sgf);
  await board.updateComplete;
  return board;
}

describe('a board with lang="vi" says why a load failed in Vietnamese', () => {
  it('text that is not SGF, nothing, an empty file, a file over the limit: the English stays in load() and go-error', async () => {
    const board = await viBoard();
    const cases: [unknown, string, RegExp, string?][] = [
      ['hello', 'parse', /^Không tìm thấy ván cờ SGF nào \(dòng 1, cột 1\)$/, 'No SGF game found (line 1, column 1)'],
      ['<p>Ván cờ</p>', 'parse', /^Đây không phải là tệp SGF: gặp "<" không đúng chỗ \(dòng 1, cột 1\)$/, 'Not an SGF file: unexpected "<" (line 1, column 1)'],
      ['  ', 'empty', /^Tệp trống\.$/, 'The file is empty.'],
      [42, 'input', /^Không có gì để tải/, 'Nothing to load: give SGF text, a File or Blob, an ArrayBuffer or a Uint8Array.'],
      ['(;)', 'not-sgf', /^Đây không phải là tệp SGF: không tìm thấy ván cờ nào/, 'This is not an SGF file: no game record was found in it.'],
    ];
    for (const [source, kind, vietnamese, message] of cases) {
      const failed = oneEvent(board, 'go-error');
      const rejected = await board.load(source as string).then(() => null, (e: Error) => e);
      const { detail } = await failed;
      await board.updateComplete;
      expect(detail.kind, String(source)).to.equal(kind);
      expect(errorText(board), String(source)).to.contain('Không thể hiển thị ván cờ này');
      expect(errorText(board).replace('Không thể hiển thị ván cờ này', ''), String(source)).to.match(vietnamese);
      expect(rejected!.message, String(source)).to.equal(detail.message);
      if (message) expect(detail.message, String(source)).to.equal(message);
    }
    board.maxBytes = 1000;
    const big = `(;GM[1]SZ[19]C[${'x'.repeat(2000)}])`;
    for (const [source, vietnamese] of [[big, 'Văn bản SGF quá lớn: 2.017 byte, vượt giới hạn 1.000 byte'], [new File([big], 'bài.sgf'), '“bài.sgf” quá lớn: 2.017 byte'], [new TextEncoder().encode(big), 'Tệp này quá lớn: 2.017 byte']] as const) {
      const message = await board.load(source).then(() => '', (e: Error) => e.message);
      await board.updateComplete;
      expect(errorText(board)).to.contain(vietnamese);
      expect(message).to.contain("is too big: 2,017 bytes, over the board's limit of 1,000 bytes");
    }
  });

  it('a download that fails: the server says 404, it sends a web page, it sends something that is not SGF', async () => {
    const board = await viBoard();
    const cases: [string, RegExp][] = [
      ['/test-responses/missing.sgf', /^Không tải được “\/test-responses\/missing\.sgf”: máy chủ trả lời 404 \(không tìm thấy tệp\)\.$/],
      [new URL('../../examples/index.html', import.meta.url).href, /không phải là tệp SGF: máy chủ gửi về text\/html\.$/],
      [new URL('../fixtures/sgf/littlego/README.txt', import.meta.url).href, /^Đây không phải là tệp SGF/],
      ['http://127.0.0.1:9/nothing.sgf', /^Không tải được “http:\/\/127\.0\.0\.1:9\/nothing\.sgf”: yêu cầu qua mạng bị lỗi/],
    ];
    for (const [src, vietnamese] of cases) {
      const failed = oneEvent(board, 'go-error');
      board.src = src;
      const { detail } = await failed;
      await board.updateComplete;
      expect(errorText(board).replace('Không thể hiển thị ván cờ này', ''), src).to.match(vietnamese);
      expect(detail.message, src).to.match(/^(Could not|“|Not an SGF|No SGF|This is not)/);
    }
  });

  it('a big file (parsed in the worker) that is not SGF', async () => {
    const board = await viBoard();
    const failed = oneEvent(board, 'go-error');
    void board.load(new TextEncoder().encode(`<html>${'x'.repeat(300_000)}`)).catch(() => undefined);
    const { detail } = await failed;
    await board.updateComplete;
    expect(detail.message).to.equal('Not an SGF file: unexpected "<" (line 1, column 1)');
    expect(errorText(board)).to.contain('Đây không phải là tệp SGF: gặp "<" không đúng chỗ (dòng 1, cột 1)');
  });

  it('the error shown follows a lang changed at run time', async () => {
    const board = await viBoard();
    await board.load('hello').catch(() => undefined);
    await board.updateComplete;
    expect(errorText(board)).to.contain('Không tìm thấy ván cờ SGF nào');
    board.lang = 'en';
    await board.languageReady;
    await board.updateComplete;
    expect(errorText(board)).to.contain('This game could not be shown');
    expect(errorText(board)).to.contain('No SGF game found (line 1, column 1)');
  });
});

describe('a board with lang="vi" says what was wrong in the record in Vietnamese', () => {
  it('an illegal recorded move, one off the board, a bad PL, setup off the board; an English board says them as SgfCursor does', async () => {
    const sgf = '(;GM[1]SZ[9];B[ee];W[ee];B[zz];W[dd]AB[zz]PL[X];B[cc]W[gg])';
    const board = await viBoard(sgf);
    const seen: string[][] = [];
    for (let n = 0; n <= 5; n++) {
      board.goTo(n);
      await board.updateComplete;
      seen.push(warnings(board));
    }
    expect(seen).to.deep.equal([
      [],
      [],
      ['Nước 2 (Trắng tại E5) không hợp lệ: điểm này đã có quân (quân cũ được thay bằng quân mới)'],
      ['Nước 3 (Đen [zz]) nằm ngoài bàn cờ 9x9: được tính là bỏ lượt'],
      ['AB[zz] nằm ngoài bàn cờ 9x9', 'PL[X] không phải là B (Đen) hay W (Trắng)'],
      ['Tệp ghi cả nước của Đen (B) lẫn của Trắng (W) trong cùng một nút (node); cả hai nước đều được đi'],
    ]);
    board.lang = 'en';
    await board.languageReady;
    board.goTo(2);
    await board.updateComplete;
    expect(warnings(board)).to.deep.equal(['Move 2 (W at E5) is illegal: the point is occupied (the stone there is replaced)']);
  });
});

describe('a board with lang="vi" shows nothing in English', () => {
  const GAME = '(;GM[1]FF[4]SZ[9]PB[An]PW[Bình]KM[6.5]RE[W+2.5]DT[2024]EV[Giải trẻ]C[Bình luận](;B[ee];W[ba]C[Biến chính];B[aa];W[ab])(;B[cc]))';
  const fromFile = ['An', 'Bình', 'W+2.5', '2024', 'Giải trẻ', 'Bình luận', 'Biến chính', '6.5'];

  it('review: controls, players, prisoners, variations, captures, Open and Save, the position said aloud', async () => {
    const board = await viBoard(GAME, { allowOpen: true, allowSave: true, coordinates: true, moveNumbers: true, showAtari: true, allowCount: true });
    for (let n = 0; n <= 4; n++) {
      board.goTo(n);
      await board.updateComplete;
      expectVietnamese(board, `move ${n}`, fromFile);
    }
    expect(board.shadowRoot!.querySelector('[part=captured-note]')!.textContent).to.equal('Trắng ăn 1 quân tại A9.');
    // The komi as Vietnamese writes numbers (the file's KM[6.5]).
    expect(board.shadowRoot!.querySelector('[part=info]')!.textContent!.replace(/\s+/g, ' ')).to.contain('6,5').and.not.contain('6.5');
    expect(board.shadowRoot!.querySelector('[part=prisoners]')!.textContent!.replace(/\s+/g, ' ')).to.contain('Trắng đã ăn 1');
    expect(await board.describePosition()).to.contain('Trắng đã ăn 1');
    await focusBoard(board);
    await sendKeys({ press: 'ArrowRight' });
    await board.updateComplete;
    expectVietnamese(board, 'keys', fromFile);
  });

  it('a collection: the game picker calls a game without a name by its number', async () => {
    const board = await viBoard('(;GM[1]SZ[9];B[ee])(;GM[1]SZ[9]GN[Ván dạy];B[dd])(;GM[1]SZ[9];B[cc])');
    await until(() => !!board.shadowRoot!.querySelector('select'));
    expect([...board.shadowRoot!.querySelectorAll('option')].map((o) => o.textContent)).to.deep.equal(['1. Ván 1', '2. Ván dạy', '3. Ván 3']);
    expectVietnamese(board, 'picker', ['1. Ván 1', '2. Ván dạy', '3. Ván 3']);
  });

  it('a long comment: its count written the Vietnamese way', async () => {
    const board = await viBoard(`(;GM[1]SZ[9]C[${'à'.repeat(2100)}])`);
    expect(board.shadowRoot!.querySelector('.comment-fold button')!.textContent).to.equal('Xem tất cả (2.100 ký tự)');
  });

  it('the score: the breakdown, the result in words, what was captured ("ăn")', async () => {
    const board = await viBoard('(;GM[1]SZ[5]KM[0.5]RE[B+5.5]AB[ca][cb][cc][cd][ce]AW[da][db][dc][dd][de][aa];B[];W[])');
    board.last();
    await board.startScoring();
    await board.updateComplete;
    expectVietnamese(board, 'scoring', ['B+5.5', '0.5', '5.5']);
    const panel = board.shadowRoot!.querySelector('[part=score]')!.textContent!.replace(/\s+/g, ' ');
    expect(panel).to.contain('Kết quả: Đen thắng 5,5 điểm (B+5.5)');
    expect(panel).to.contain('Tù binh (ăn được trong ván)');
    expect(panel).to.contain('Quân chết của đối phương');
  });

  it('play mode: whose turn, why a move is refused', async () => {
    const board = await viBoard('(;GM[1]SZ[9];B[ba];W[aa];B[ab])', { mode: 'play' });
    board.last();
    await board.updateComplete;
    board.play(0, 0);
    await board.updateComplete;
    expectVietnamese(board, 'suicide');
    board.play(1, 0);
    await board.updateComplete;
    expectVietnamese(board, 'occupied');
    await clickPoint(board, [4, 4]);
    await wait(50);
    expectVietnamese(board, 'played');
  });

  for (const mode of ['edit', 'problem', 'capture', 'guess'] as const) {
    it(`${mode} mode: its panel, and after a click`, async () => {
      const sgf = mode === 'problem' || mode === 'guess' ? '(;GM[1]SZ[9]C[Đen đi]AB[aa]AW[ba];B[ca]C[Đúng];W[ee])' : '';
      const board = await fixture<GoBoard>(html`<go-board lang="vi" mode=${mode} size="9" .sgf=${sgf}></go-board>`);
      await board.languageReady;
      await until(() => !!board.shadowRoot!.querySelector('.panel')?.textContent?.trim());
      await board.updateComplete;
      expectVietnamese(board, mode, ['Đen đi', 'Đúng']);
      await clickPoint(board, [4, 4]);
      await wait(800);
      await board.updateComplete;
      expectVietnamese(board, `${mode}, clicked`, ['Đen đi', 'Đúng']);
    });
  }
});
