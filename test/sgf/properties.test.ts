import { expect } from '@open-wc/testing';
import {
  hasMarkup,
  parseSgf,
  readAnnotations,
  readColor,
  readGameInfo,
  readMarkup,
  readMoves,
  readNumber,
  readPoint,
  readPoints,
  readSize,
  readText,
  readVariationStyle,
  readView,
} from '../../src/sgf/index.js';
import type { Vertex } from '../../src/engine/index.js';
import { load, nodes } from './helpers.js';

const node = (text: string) => parseSgf(text)[0]!;
const rect = (x0: number, y0: number, x1: number, y1: number): Vertex[] => {
  const out: Vertex[] = [];
  for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) out.push([x, y]);
  return out;
};

describe('SGF property readers', () => {
  it('reads SZ from the suite’s size files: square, W:H, and invalid ones as 19x19 with a warning', async () => {
    const sizes: [string, number, number, boolean][] = [
      ['SZ-1', 1, 1, false], ['SZ-2', 2, 2, false], ['SZ-19x19', 19, 19, false], ['SZ-19x13', 19, 13, false],
      ['SZ-13x19', 13, 19, false], ['SZ-26', 26, 26, false], ['SZ-27', 27, 27, false], ['SZ-52', 52, 52, false],
      ['SZ-52x52', 52, 52, false], ['no-SZ-defaults-19', 19, 19, false],
      ['SZ-0', 19, 19, true], ['SZ--5', 19, 19, true], ['SZ-53', 19, 19, true], ['SZ-100', 19, 19, true],
      ['SZ-abc', 19, 19, true], ['SZ-empty', 19, 19, true],
    ];
    for (const [file, width, height, warns] of sizes) {
      const root = (await load(`synthetic/sizes/${file}.sgf`)).games[0]!;
      const size = readSize(root.props.SZ?.[0]);
      expect([file, size.width, size.height, !!size.warning]).to.deep.equal([file, width, height, warns]);
    }
    expect(readSize('53').warning).to.equal('Board size SZ[53] is not 1 to 52 (or W:H); showing 19x19');
    expect(readSize(' 9 : 7 ')).to.deep.equal({ width: 9, height: 7 });
    const xss = (await load('synthetic/xss/payload-in-SZ-and-numbers.sgf')).games[0]!;
    expect(readSize(xss.props.SZ![0]).width).to.equal(19);
  });

  it('reads points and moves: "" is a pass, tt a pass up to 19x19 and a point beyond', () => {
    expect(readPoint('pd')).to.deep.equal([15, 3]);
    expect(readPoint(' aa ')).to.deep.equal([0, 0]);
    expect(readPoint('ZZ')).to.deep.equal([51, 51]);
    expect(readPoint('Az')).to.deep.equal([26, 25]);
    for (const bad of ['', 'a', 'abc', 'a1', 'e5', '<b', '  ']) expect(readPoint(bad), bad).to.equal(null);
    const moves = (text: string, w = 19, h = w) => readMoves(node(text), w, h);
    expect(moves('(;B[])')).to.deep.equal([{ color: 'black', vertex: null, value: '' }]);
    expect(moves('(;W[tt])')).to.deep.equal([{ color: 'white', vertex: null, value: 'tt' }]);
    expect(moves('(;W[tt])', 9)).to.deep.equal([{ color: 'white', vertex: null, value: 'tt' }]);
    expect(moves('(;B[tt])', 21)).to.deep.equal([{ color: 'black', vertex: [19, 19], value: 'tt' }]);
    // On 19x21 tt is not a pass but the point [19, 19], which is off that board.
    expect(moves('(;B[tt])', 19, 21)).to.deep.equal([{ color: 'black', vertex: null, value: 'tt', problem: 'off the 19x21 board' }]);
    expect(moves('(;B[ss])', 9)).to.deep.equal([{ color: 'black', vertex: null, value: 'ss', problem: 'off the 9x9 board' }]);
    expect(moves('(;B[e5])')).to.deep.equal([{ color: 'black', vertex: null, value: 'e5', problem: 'not a point' }]);
    expect(moves('(;B[ee]W[cc])', 9).map((m) => m.vertex)).to.deep.equal([[4, 4], [2, 2]]);
    expect(moves('(;C[x])')).to.deep.equal([]);
  });

  it('expands compressed point lists, clipping or dropping what is off the board', async () => {
    const root = async (file: string) => (await load(`synthetic/setup/${file}.sgf`)).games[0]!;
    const rectangle = await root('compressed-AB-rectangle');
    expect(readPoints(rectangle, 'AB', 19, 19)).to.deep.equal([...rect(0, 0, 2, 2), [3, 3]]);
    expect(readPoints(rectangle, 'AW', 19, 19)).to.deep.equal(rect(16, 16, 18, 18));
    const reversed = await root('compressed-reversed-corners');
    expect(readPoints(reversed, 'AB', 19, 19)).to.deep.equal(rect(0, 0, 2, 2));
    expect(readPoints(reversed, 'AW', 19, 19)).to.deep.equal(rect(16, 16, 18, 18));
    const warnings: string[] = [];
    const invalid = await root('compressed-invalid');
    expect(readPoints(invalid, 'AB', 19, 19, warnings)).to.deep.equal(rect(0, 0, 18, 18));
    expect(readPoints(invalid, 'AW', 19, 19, warnings)).to.deep.equal([]);
    expect(warnings).to.deep.equal([
      'AB[aa:] is not a point or a rectangle',
      'AB[:cc] is not a point or a rectangle',
      'AB[aa:zz] reaches off the board: clipped',
      'AB[a] is not a point or a rectangle',
      'AW[tt:tt] is off the 19x19 board',
    ]);
    // The largest rectangle stays within the board it is read for.
    expect(readPoints(node('(;AB[aa:ZZ])'), 'AB', 9, 9).length).to.equal(81);
    expect(readPoints(node('(;AB[aa:ZZ])'), 'AB', 52, 52).length).to.equal(2704);
    expect(readPoints(node('(;AB[javascript:alert(1)])'), 'AB', 19, 19)).to.deep.equal([]);
  });

  it('reads numbers and colours leniently', () => {
    expect([readNumber('6.5'), readNumber(' 6,5 '), readNumber('-3'), readNumber('0')]).to.deep.equal([6.5, 6.5, -3, 0]);
    expect([readNumber(''), readNumber(undefined), readNumber('6.5<script>'), readNumber('<b>2</b>')]).to.deep.equal([undefined, undefined, undefined, undefined]);
    expect(['B', 'b', 'Black', 'W', 'white', 'x', '', undefined].map(readColor)).to.deep.equal(['black', 'black', 'black', 'white', 'white', null, null, null]);
  });

  it('reads markup: labels, shapes, dimming, arrows, lines, territory; bad values dropped with warnings', async () => {
    const [, first, second, third, , last] = nodes((await load('synthetic/markup/all-markup.sgf')).games);
    expect(readMarkup(first!, 19, 19)).to.deep.equal({
      LB: [
        { vertex: [3, 3], text: 'A' },
        { vertex: [15, 15], text: '1' },
        { vertex: [9, 9], text: 'Long label text' },
        { vertex: [2, 2], text: ']bracket' },
        { vertex: [4, 4], text: 'colon:inside' },
      ],
      TR: [[0, 0], ...rect(1, 1, 2, 2)],
      SQ: [[3, 15]],
      CR: [[15, 3]],
      MA: rect(16, 16, 18, 18),
      SL: [[9, 9]],
      AR: [],
      LN: [],
      TB: [],
      TW: [],
    });
    const m2 = readMarkup(second!, 19, 19);
    expect(m2.DD!.length).to.equal(361);
    expect(m2.AR).to.deep.equal([[[0, 0], [18, 18]], [[18, 18], [0, 0]]]);
    expect(m2.LN).to.deep.equal([[[0, 1], [18, 1]], [[1, 0], [1, 18]]]);
    const m3 = readMarkup(third!, 19, 19);
    expect([m3.DD, m3.TW, m3.TB]).to.deep.equal([[], rect(0, 0, 2, 2), rect(16, 16, 18, 18)]);
    expect('DD' in readMarkup(first!, 19, 19)).to.equal(false);
    const warnings: string[] = [];
    const m5 = readMarkup(last!, 19, 19, warnings);
    expect([m5.AR, m5.LN, m5.LB, m5.TR]).to.deep.equal([[], [], [], []]);
    expect(warnings).to.deep.equal([
      'LB[zz:off-board] is not a point with a label on the board',
      'LB[aa:] is not a point with a label on the board',
      'TR[tt] is off the 19x19 board',
      'AR[aa:aa] is not two different points on the board',
      'LN[bb:bb] is not two different points on the board',
    ]);

    const edge = nodes((await load('synthetic/markup/LB-edge-cases.sgf')).games)[1]!;
    const edgeWarnings: string[] = [];
    const labels = readMarkup(edge, 9, 9, edgeWarnings).LB;
    expect(labels.map((l) => l.text.slice(0, 12))).to.deep.equal(['A', 'B', '<b>bold</b>', 'xxxxxxxxxxxx']);
    expect(labels[3]!.text.length).to.equal(500);
    expect(edgeWarnings).to.deep.equal(['LB[bb] is not a point with a label on the board', 'LB[cc:] is not a point with a label on the board']);
    // Repeated LB/SQ in one node (OGS) are merged; an empty SQ[] is nothing.
    const ogs = nodes((await load('synthetic/quirks/gokibitz-107-ogs-repeated-props-in-node.sgf')).games)[1]!;
    expect([readMarkup(ogs, 19, 19).LB.length, readMarkup(ogs, 19, 19).SQ]).to.deep.equal([2, [[2, 2], [3, 3]]]);
    const empty = nodes((await load('synthetic/quirks/katrain-281-empty-SQ.sgf')).games)[1]!;
    expect(readMarkup(empty, 19, 19).SQ).to.deep.equal([]);
    // FF[3] L (letters) and M (marks).
    const old = nodes((await load('synthetic/ff3/ff3-old-props.sgf')).games)[1]!;
    const oldMarkup = readMarkup(old, 19, 19);
    expect([oldMarkup.LB, oldMarkup.MA]).to.deep.equal([[{ vertex: [0, 0], text: 'a' }, { vertex: [1, 1], text: 'b' }], [[2, 2], [3, 3]]]);
  });

  it('tells whether a node draws on the board', async () => {
    const [root, move, marked] = nodes(parseSgf('(;GM[1]SZ[9]VW[aa:ii];B[ee]C[no marks];W[cc]TR[cc])'));
    expect([root, move, marked].map((n) => hasMarkup(n!))).to.deep.equal([true, false, true]);
    const old = nodes((await load('synthetic/ff3/ff3-old-props.sgf')).games)[1]!;
    expect(hasMarkup(old)).to.equal(true);
  });

  it('reads annotations, the variation style and the view', async () => {
    const annotated = nodes((await load('synthetic/markup/annotations-GB-GW-DM-UC-TE-BM-IT-DO-HO.sgf')).games).slice(1);
    expect(annotated.map(readAnnotations)).to.deep.equal([{ TE: 2 }, { BM: 1 }, { DO: 1 }, { IT: 1 }, { GB: 1, HO: 2 }, { UC: 1 }, { DM: 2 }, { GW: 2 }]);
    expect(readAnnotations(node('(;C[x])'))).to.deep.equal({});
    expect(readVariationStyle(node('(;ST[2])'))).to.deep.equal({ siblings: false, hideMarks: true });
    expect(readVariationStyle(node('(;ST[1])'))).to.deep.equal({ siblings: true, hideMarks: false });
    expect(readVariationStyle(node('(;GM[1])'))).to.deep.equal({ siblings: false, hideMarks: false });
    const [root, b, w] = nodes((await load('synthetic/markup/VW-view.sgf')).games);
    expect([readView(root!, 19, 19), readView(b!, 19, 19), readView(w!, 19, 19)]).to.deep.equal([[0, 0, 8, 8], undefined, null]);
    expect(readView(node('(;VW[cc][dd:ee][pp])'), 19, 19)).to.deep.equal([2, 2, 15, 15]);
  });

  it('reads game information, verbatim and untrusted', async () => {
    const kgs = (await load('gogui/time-settings-kgs.sgf')).games[0]!;
    expect(readGameInfo(kgs)).to.deep.equal({
      black: 'ieatkids', white: 'sunglass', blackRank: '2d', whiteRank: '7d', result: 'B+Resign', date: '2006-12-19',
      place: 'The KGS Go Server at http://www.gokgs.com/', rules: 'Japanese', time: 1800, komi: 0.5, handicap: 5,
    });
    // libsgfc++ keeps its game information in the first node of each variation.
    const [first, second] = (await load('libsgfcplusplus/gameinfo.sgf')).games[0]!.children;
    const info = readGameInfo(first!.children[0]!);
    expect([info.black, info.blackRank, info.whiteRank, info.result, info.rules, info.time, info.komi, info.handicap]).to.deep.equal([
      'A very long black player name (PB property)', '25k?', '7d*', 'W+17.5', 'AGA', 142.7, 0.5, 2,
    ]);
    expect(info.date).to.equal('2019-02-28,2020-02-29,2021-01-10,11,12,02-03');
    expect([readGameInfo(second!).result, readGameInfo(second!).blackRank]).to.deep.equal(['W+R', '4p']);
    const xss = readGameInfo((await load('synthetic/xss/payloads-in-game-info.sgf')).games[0]!);
    expect([xss.black, xss.white, xss.place, xss.komi]).to.deep.equal(['<img src=x onerror=alert("PB")>', '<svg onload=alert("PW")>', 'javascript:alert(document.domain)', undefined]);
    expect(readGameInfo((await load('synthetic/quirks/gobandroid-179-empty-KM.sgf')).games[0]!)).to.deep.equal({});
    // A game comment left on a move (off-spec, seen in files) does not hide the players above it.
    const stray = parseSgf('(;GM[1]SZ[9]PB[Ann]PW[Bob];B[aa]GC[Ann is a pro];W[bb])')[0]!;
    expect(readGameInfo(stray.children[0]!.children[0]!).black).to.equal('Ann');
    const korean = readGameInfo((await load('sabaki-sgf/korean.sgf')).games[0]!);
    expect([korean.black, korean.white]).to.deep.equal(['이세돌', '박정환']);
  });

  it('joins repeated text values', () => {
    expect(readText(node('(;C[one]C[two])'), 'C')).to.equal('one\n\ntwo');
    expect(readText(node('(;N[name])'), 'N')).to.equal('name');
    expect(readText(node('(;N[name])'), 'C')).to.equal(undefined);
  });

  it('gives each point of a list once, however often it is listed or covered by rectangles, and reads a VW of many of them', () => {
    expect(readPoints(node('(;AB[aa][bb][aa][aa:bb])'), 'AB', 9, 9)).to.deep.equal([[0, 0], [1, 1], [0, 1], [1, 0]]);
    // 35 KB of whole-board rectangles on a 52x52 board: 2,704 points, not 13.5 million.
    const many = node(`(;SZ[52]AB${'[aa:ZZ]'.repeat(5000)}VW${'[aa:ZZ]'.repeat(400)})`);
    expect(readPoints(many, 'AB', 52, 52).length).to.equal(52 * 52);
    expect(readView(many, 52, 52)).to.deep.equal([0, 0, 51, 51]);
  });
});
