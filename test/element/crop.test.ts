import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define.js';
import type { GoBoard } from '../../src/element/go-board.js';
import { sendKeys } from '@web/test-runner-commands';
import { focusBoard, until } from '../helpers/board.js';

const problem = async (name: string): Promise<string> => (await fetch(new URL(`../fixtures/problems/${name}`, import.meta.url))).text();
const viewBox = (board: GoBoard) => board.shadowRoot!.querySelector('svg.board')?.getAttribute('viewBox');

async function shown(sgf: string, crop?: string): Promise<GoBoard> {
  const board = await fixture<GoBoard>(crop === undefined ? html`<go-board .sgf=${sgf}></go-board>` : html`<go-board crop=${crop} .sgf=${sgf}></go-board>`);
  await until(() => board.gameCount > 0);
  await board.updateComplete;
  return board;
}

describe('<go-board crop>', () => {
  it('"auto" shows the part the problem’s stones use, as its author’s VW does', async () => {
    for (const name of ['capture-1.sgf', 'ko-1.sgf']) {
      const sgf = await problem(name);
      const withVw = await shown(sgf);
      const auto = await shown(sgf.replace(/VW\[[a-z:]*\]/, ''), 'auto');
      expect(viewBox(withVw)).to.equal('-0.7 -0.7 6.4 5.4');
      expect(viewBox(auto), name).to.equal(viewBox(withVw));
      // The covers hide what lies outside, as for VW.
      expect(auto.shadowRoot!.querySelectorAll('rect.crop').length).to.equal(withVw.shadowRoot!.querySelectorAll('rect.crop').length);
    }
  });

  it('crops a problem too: crop="auto" in problem mode', async () => {
    const sgf = (await problem('capture-1.sgf')).replace(/VW\[[a-z:]*\]/, '');
    const board = await fixture<GoBoard>(html`<go-board mode="problem" crop="auto" .sgf=${sgf}></go-board>`);
    await until(() => !!board.shadowRoot!.querySelector('.problem') && viewBox(board) === '-0.7 -0.7 6.4 5.4');
  });

  it('names a part as the diagrams do (A1-E5, SGF points), over the file’s VW; an unreadable one keeps the VW', async () => {
    const sgf = await problem('capture-1.sgf');
    expect(viewBox(await shown(sgf, 'A1-E5'))).to.equal('-0.7 3.3 5.4 5.4');
    expect(viewBox(await shown(sgf, 'aa:ii'))).to.equal('-0.7 -0.7 9.4 9.4');
    expect(viewBox(await shown(sgf, 'Z99'))).to.equal('-0.7 -0.7 6.4 5.4');
    // "auto" on a game that covers the board shows all of it.
    expect(viewBox(await shown('(;GM[1]SZ[9];B[aa];W[ii])', 'auto'))).to.equal('-0.7 -0.7 9.4 9.4');
  });

  it('exports the part shown: toSvg() and toPng() follow the crop attribute as the board does (found by a review)', async () => {
    const sgf = (await problem('ko-1.sgf')).replace(/VW\[[a-z:]*\]/, '');
    const withVw = await shown(await problem('ko-1.sgf'));
    const svgViewBox = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement.getAttribute('viewBox');
    const auto = await shown(sgf, 'auto');
    expect(svgViewBox(await auto.toSvg())).to.equal(svgViewBox(await withVw.toSvg()));
    const named = await shown(sgf, 'A1-E5');
    const whole = await shown(sgf);
    const [namedSvg, wholeSvg] = [await named.toSvg(), await whole.toSvg()];
    expect(svgViewBox(namedSvg)).to.not.equal(svgViewBox(wholeSvg));
    const size = async (board: GoBoard) => {
      const image = await createImageBitmap(await board.toPng({ scale: 1 }));
      return [image.width, image.height];
    };
    expect((await size(named))[0]).to.be.below((await size(whole))[0]!);
    // An option given to toSvg() wins over the attribute; a crop that names nothing keeps the file's VW.
    expect(svgViewBox(await named.toSvg({ crop: null }))).to.equal(svgViewBox(wholeSvg));
    expect(svgViewBox(await (await shown(await problem('ko-1.sgf'), 'Z99')).toSvg())).to.equal(svgViewBox(await withVw.toSvg()));
  });

  it('names the last columns of a 52-wide board as the board labels them (AA, AB)', async () => {
    const { readCrop } = await import('../../src/diagram/read-crop.js');
    expect(readCrop('AA1-AB5', 52, 52)).to.deep.equal({ x0: 50, y0: 47, x1: 51, y1: 51 });
    expect(readCrop('z1-AB1', 52, 52)).to.deep.equal({ x0: 49, y0: 51, x1: 51, y1: 51 });
    // No such columns on a smaller board.
    expect(readCrop('AA1-AB5', 30, 30)).to.equal(null);
    const board = await shown('(;GM[1]SZ[52];B[ZZ];W[aa])', 'AA48-AB52');
    expect(viewBox(board)).to.equal('49.3 -0.7 2.4 5.4');
  });

  it('the keyboard cursor stays in the part shown', async () => {
    const board = await shown('(;GM[1]SZ[9];B[ee];W[cc])', 'A1-E5');
    await focusBoard(board);
    for (const key of [...Array(5).fill('Shift+ArrowRight'), ...Array(5).fill('Shift+ArrowUp')]) await sendKeys({ press: key });
    await board.updateComplete;
    const cursor = board.shadowRoot!.querySelector('circle.cursor')!;
    expect([Number(cursor.getAttribute('cx')), Number(cursor.getAttribute('cy'))]).to.deep.equal([4, 4]);
  });
});
