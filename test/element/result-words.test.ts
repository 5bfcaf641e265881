// The recorded result (SGF RE) in the board's words, with the record's notation after a win; numbers written the
// way the board's language writes them; an RE the board does not read shown as written, as text.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { dictionaryFor, loadLanguage } from '../../src/element/i18n/index.js';
import { resultText } from '../../src/element/result-words.js';

/** What game information shows under Result. */
function shownResult(board: GoBoard): string | undefined {
  const rows = [...board.shadowRoot!.querySelectorAll('[part=info] div')];
  return rows.find((r) => r.querySelector('dt')!.textContent === board.t('result'))?.querySelector('dd')!.textContent ?? undefined;
}

async function boardWith(re: string, lang = 'en'): Promise<GoBoard> {
  const board = await fixture<GoBoard>(html`<go-board lang=${lang}></go-board>`);
  await board.languageReady;
  await board.load(`(;GM[1]SZ[9]RE[${re.replace(/[\]\\]/g, '\\$&')}];B[ee])`);
  await board.updateComplete;
  return board;
}

describe('the recorded result in words', () => {
  it('English: each kind of result, the notation kept after a win', () => {
    const t = dictionaryFor('en');
    const cases: [string, string][] = [
      ['W+R', 'White won by resignation (W+R)'],
      ['B+Resign', 'Black won by resignation (B+Resign)'],
      ['B+3.5', 'Black won by 3.5 (B+3.5)'],
      [' w+0.50 ', 'White won by 0.5 (w+0.50)'],
      ['W+T', 'White won on time (W+T)'],
      ['B+F', 'Black won by forfeit (B+F)'],
      ['0', 'Jigo (a draw)'],
      ['Draw', 'Jigo (a draw)'],
      ['Void', 'No result (void)'],
      ['?', 'Unknown'],
    ];
    for (const [re, said] of cases) expect(resultText(t, 'en', re), re).to.equal(said);
  });

  it('Vietnamese: who won and how, "3,5" as Vietnamese writes it', async () => {
    await loadLanguage('vi');
    const t = dictionaryFor('vi');
    const cases: [string, string][] = [
      ['W+R', 'Trắng thắng do Đen xin thua (W+R)'],
      ['B+3.5', 'Đen thắng 3,5 điểm (B+3.5)'],
      ['W+12', 'Trắng thắng 12 điểm (W+12)'],
      ['B+T', 'Đen thắng do Trắng hết giờ (B+T)'],
      ['W+F', 'Trắng thắng do Đen bị xử thua (W+F)'],
      ['0', 'Hòa (jigo)'],
      ['Void', 'Không có kết quả (ván bị hủy)'],
      ['?', 'Không rõ'],
    ];
    for (const [re, said] of cases) expect(resultText(t, 'vi', re), re).to.equal(said);
  });

  it('anything else is shown as written', () => {
    const t = dictionaryFor('en');
    for (const re of ['Black wins', 'B+', 'W+lots', 'B+3.5?', '']) expect(resultText(t, 'en', re), re).to.equal(re);
  });

  it("game information says it in the board's language", async () => {
    expect(shownResult(await boardWith('W+R'))).to.equal('White won by resignation (W+R)');
    expect(shownResult(await boardWith('B+3.5', 'vi'))).to.equal('Đen thắng 3,5 điểm (B+3.5)');
    expect(shownResult(await boardWith('Draw', 'vi'))).to.equal('Hòa (jigo)');
  });

  it('an RE the board does not read is shown as text, never as markup', async () => {
    const re = '<img src=x onerror="window.hacked=1">B wins';
    const board = await boardWith(re);
    expect(shownResult(board)).to.equal(re);
    expect(board.shadowRoot!.querySelector('[part=info] img')).to.equal(null);
  });

  it('the score panel: the recorded result in words, and numbers the Vietnamese way', async () => {
    const board = await fixture<GoBoard>(html`<go-board lang="vi"></go-board>`);
    await board.languageReady;
    await board.load('(;GM[1]SZ[5]KM[0.5]RE[B+5.5]AB[ca][cb][cc][cd][ce]AW[da][db][dc][dd][de][aa];B[];W[])');
    board.last();
    await board.startScoring();
    await board.updateComplete;
    const panel = board.shadowRoot!.querySelector('[part=score]')!;
    const text = panel.textContent!.replace(/\s+/g, ' ');
    expect(text).to.contain('Kết quả: Đen thắng 5,5 điểm (B+5.5)');
    expect(text).to.contain('Kết quả ghi trong ván: Đen thắng 5,5 điểm (B+5.5) — khớp với kết quả đếm');
    const komiRow = [...panel.querySelectorAll('tr')].find((r) => r.querySelector('th')!.textContent === 'Komi (điểm bù)')!;
    expect([...komiRow.querySelectorAll('td')].map((td) => td.textContent)).to.deep.equal(['', '0,5']);
  });
});
