// Reading the analysis that real files carry (test/fixtures/analysis, sources in SOURCES.md).
import { expect } from '@open-wc/testing';
import { analyseLine, readCandidates, readGtpPoint, readNodeAnalysis } from '../../src/analysis/index.js';
import { loadSgf, parseSgf, SgfCursor, toSgf, type SgfNode } from '../../src/sgf/index.js';

const text = async (name: string): Promise<string> => (await fetch(new URL(`../fixtures/analysis/${name}`, import.meta.url))).text();
const open = async (name: string) => {
  const root = loadSgf(await text(name)).games[0]!;
  return { root, line: new SgfCursor(root).mainLine() };
};

describe('analysis: engine coordinates', () => {
  it('reads GTP points with no I column, rows from the bottom', () => {
    expect(readGtpPoint('Q16', 19)).to.deep.equal([15, 3]);
    expect(readGtpPoint('J1', 19)).to.deep.equal([8, 18]);
    expect(readGtpPoint('T19', 19)).to.deep.equal([18, 0]);
    expect(readGtpPoint('pass', 19)).to.equal(null);
    expect(readGtpPoint('I5', 19)).to.equal(undefined);
    expect(readGtpPoint('T19', 9)).to.equal(undefined);
  });
});

describe('analysis: Sabaki SBKV (a Sabaki 0.52.0 record, SBKV on every White move)', () => {
  it('gives one point per move with Black’s win rate where the file has it', async () => {
    const { line } = await open('sabaki-sbkv-sayuri.sgf');
    const a = analyseLine(line);
    expect(a.points.length).to.equal(90); // moves 0..89
    expect(a.hasWinrate).to.equal(true);
    expect(a.hasScore).to.equal(false);
    expect(a.points[0]!.winrate).to.equal(44.48); // the root's SBKV
    expect(a.points[1]!.winrate).to.equal(undefined);
    expect(a.points[70]!.winrate).to.equal(98.52);
    expect(a.points[72]!.winrate).to.equal(49.1);
    expect(a.points[72]!.color).to.equal('white');
    expect(a.points[72]!.vertex).to.deep.equal([10, 11]); // W[kl]
  });

  it('charges each drop to the last move of the side that lost it', async () => {
    const { line } = await open('sabaki-sbkv-sayuri.sgf');
    const brief = (m: { moveNumber: number; color: string; winrateDrop?: number }) => [m.moveNumber, m.color, m.winrateDrop];
    expect(analyseLine(line).mistakes.map(brief)).to.deep.equal([
      [48, 'white', 10.46], // 59.82 -> 70.28 for Black: White's W[ff]
      [71, 'black', 49.42], // 98.52 -> 49.1: Black's B[kk], between two measured White moves
      [73, 'black', 29.97],
      [75, 'black', 11.07],
    ]);
    expect(analyseLine(line, { winrateDrop: 20 }).mistakes.map((m) => m.moveNumber)).to.deep.equal([71, 73]);
  });
});

describe('analysis: analyze-sgf (KataGo) comments, SBKV, TE/BM and variations', () => {
  it('reads win rate and score lead from the comments, agreeing with SBKV', async () => {
    const { line } = await open('analyze-sgf-sabaki-2-excerpt.sgf');
    const a = analyseLine(line);
    expect(a.points.map((p) => p.winrate)).to.deep.equal([undefined, 39.62, 39.84, 39.76, 39.23, undefined]);
    expect(a.points.map((p) => p.scoreLead)).to.deep.equal([undefined, -0.87, -0.83, -0.83, -0.88, undefined]);
    // "Win rate: W 60.38%" is 39.62 for Black: the comment alone says the same as SBKV.
    const node = { ...line[1]!, props: { ...line[1]!.props } } as SgfNode;
    delete node.props.SBKV;
    expect(readNodeAnalysis(node)).to.include({ winrate: 39.62, scoreLead: -0.87, visits: 1015, source: 'comment' });
    expect(a.points[1]!.annotations).to.deep.equal({ TE: 1 });
    expect(a.mistakes).to.deep.equal([]);
  });

  it('reads the proposed variations in a move’s comment as the candidates of the position before it', async () => {
    const { root, line } = await open('analyze-sgf-sabaki-2-excerpt.sgf');
    const atStart = readCandidates(root, 19, 19);
    expect(atStart.length).to.equal(20);
    expect(atStart[0]).to.deep.include({ rank: 1, color: 'black', vertex: [3, 16], winrate: 39.58, scoreLead: -0.89, visits: 81 });
    expect(atStart[0]!.pv.slice(0, 3)).to.deep.equal([[3, 16], [3, 3], [16, 3]]); // D3 D16 R16
    // "19. P3 (W 62.82%, W 1.16, 1 visits)" has no colour letter: still read.
    const third = readCandidates(line[2]!, 19, 19);
    expect(third[18]).to.deep.include({ rank: 19, color: 'black', vertex: [14, 16] });
    // After move 4 the list is in the comment of the pass node that analyze-sgf adds.
    expect(readCandidates(line[4]!, 19, 19)[0]).to.deep.include({ rank: 1, color: 'black', vertex: [2, 4], visits: 599 });
    // The engine's line is also in the file as a variation.
    expect(line[4]!.children.map((c) => c.props.B?.[0])).to.deep.equal(['', 'ce', 'de']);
  });
});

describe('analysis: KaTrain comments', () => {
  it('reads win rate, score, point loss and the predicted top move', async () => {
    const { line } = await open('katrain-1.12.3.sgf');
    const a = analyseLine(line);
    expect(a.points[31]).to.deep.include({ winrate: 28.9, scoreLead: -3.9, pointLoss: 4.3, color: 'black' });
    expect(a.points[66]).to.deep.include({ winrate: 44.7, scoreLead: -0.5 });
    const brief = (m: { moveNumber: number; color: string; winrateDrop?: number; scoreDrop?: number }) => [m.moveNumber, m.color, m.winrateDrop, m.scoreDrop];
    // KaTrain's own point loss of each move it commented is that move's score drop (move 31 lost 4.3, which the
    // score leads, commented on moves 31 and 35 only, do not show; move 60 lost 4.8, not 3.5 across 25 moves).
    expect(a.mistakes.map(brief)).to.deep.equal([
      [31, 'black', undefined, 4.3],
      [35, 'black', 15.9, 4.4],
      [60, 'white', undefined, 4.8],
      [66, 'white', 23, 5.4],
    ]);
    // Under a higher threshold, a point loss below it adds nothing.
    expect(analyseLine(line, { scoreDrop: 5 }).mistakes.map(brief)).to.deep.equal([
      [35, 'black', 15.9, undefined],
      [66, 'white', 23, 5.4],
    ]);
    // Move 31's comment: "Predicted top move was S2 (B+0.5). PV: BS2 K4 …" is the candidate before move 31.
    const [top] = readCandidates(line[30]!, 19, 19);
    expect(top).to.deep.include({ rank: 1, color: 'black', vertex: [17, 17], scoreLead: 0.5 });
    expect(top!.pv.length).to.equal(12);
  });
});

describe('analysis: Lizzie LZ', () => {
  it('reads the candidates of an LZ property (Leela Zero and KataGo win rates)', async () => {
    const { line } = await open('lizzie-bam-lz-candidates.sgf');
    const list = readCandidates(line[1]!, 19, 19);
    expect(list.map((c) => [c.rank, c.color, c.vertex, c.visits, c.winrate])).to.deep.equal([
      [1, 'white', [15, 3], 1500, 45.8], // winrate 5420: 54.2 % for White, to play
      [2, 'white', [3, 15], 1200, 46.2],
    ]);
    expect(list[1]!.pv).to.deep.equal([[3, 15], [15, 3], [16, 13]]); // D4 Q16 R6
    const { line: kata } = await open('lizzie-bam-lz-katago.sgf');
    expect(readCandidates(kata[1]!, 19, 19)[0]).to.deep.include({ winrate: 45.8, scoreLead: -2.5, visits: 100 });
  });

  it('takes no win rate from a header with no playouts (a node Lizzie did not analyse)', async () => {
    const { line } = await open('lizzie-lz-header.sgf');
    expect(readNodeAnalysis(line[0]!)).to.deep.equal({});
    expect(analyseLine(line).hasWinrate).to.equal(false);
  });

  it('reads a header with playouts as the win rate of the player who moved', () => {
    const [root] = parseSgf('(;SZ[19];B[pd]LZ[0.16 56.3 1.5k\nmove D4 visits 900 winrate 4370 pv D4 Q4];W[dp]LZ[0.16 40.0 2k\n])');
    const b = root!.children[0]!;
    expect(readNodeAnalysis(b)).to.deep.equal({ winrate: 56.3, visits: 1500, source: 'LZ' });
    expect(readNodeAnalysis(b.children[0]!)).to.deep.equal({ winrate: 60, visits: 2000, source: 'LZ' });
    expect(readCandidates(b, 19, 19)[0]).to.deep.include({ color: 'white', vertex: [3, 15], winrate: 56.3, visits: 900 });
  });
});

describe('analysis: properties round-trip', () => {
  it('keeps SBKV, LZ, KTV and the comments exactly as written through toSgf()', async () => {
    for (const name of ['sabaki-sbkv-sayuri.sgf', 'analyze-sgf-sabaki-2-excerpt.sgf', 'katrain-1.12.3.sgf', 'lizzie-bam-lz-candidates.sgf']) {
      const games = loadSgf(await text(name)).games;
      const again = parseSgf(toSgf(games));
      const props = (roots: SgfNode[]) => {
        const out: Record<string, string[]>[] = [];
        const stack = [...roots];
        while (stack.length) {
          const n = stack.pop()!;
          out.push({ ...n.props });
          stack.push(...n.children);
        }
        return out;
      };
      expect(props(again), name).to.deep.equal(props(games));
    }
  });
});
