import { expect } from '@open-wc/testing';
import GoBoardPeer from '@sabaki/go-board';
import { parseSgf, readMoves, SgfCursor, toSgf } from '../../src/sgf/index.js';
import { load, nodes, shape } from './helpers.js';

const empty19 = '.'.repeat(19);

// @sabaki/sgf's own parser recurses once per "(" and overflows at about 4,300 nested variations
// in Chromium; nothing here may recurse.
describe('scale: deep, long and wide trees', () => {
  it('5,000 nested variations: parse, walk to the deepest node, write and read back', async function () {
    this.timeout(60_000); // the test runner is shared; allow for a busy machine
    const { games } = await load('synthetic/scale/deep-nesting-5000.sgf');
    const all = nodes(games);
    expect(all.length).to.equal(5001);
    const cursor = new SgfCursor(games[0]!);
    const leaf = all[all.length - 1]!;
    const state = cursor.go(leaf);
    expect(state.moveNumber).to.equal(5000);
    // Every move is B[aa] again: replayed on the occupied point, with a warning each time.
    expect(state.warnings).to.deep.equal(['Move 5000 (B at A19) is illegal: the point is occupied (the stone there is replaced)']);
    expect(cursor.position()).to.deep.equal(['X' + '.'.repeat(18), ...Array(18).fill(empty19)]);
    expect(cursor.go(all[2500]!).moveNumber).to.equal(2500);
    const text = toSgf(games);
    expect(shape(parseSgf(text))).to.deep.equal(shape(games));
  });

  it('20,000 nested variations made here also work', function () {
    this.timeout(60_000); // the test runner is shared; allow for a busy machine
    const text = '(;GM[1]SZ[19]' + '(;B[aa];W[bb]'.repeat(20_000) + ')'.repeat(20_000) + ')';
    const games = parseSgf(text);
    const cursor = new SgfCursor(games[0]!);
    const line = cursor.mainLine();
    expect(line.length).to.equal(40_001);
    expect(cursor.go(line[line.length - 1]!).moveNumber).to.equal(40_000);
    expect(toSgf(games).length).to.be.greaterThan(text.length);
  });

  it('a 10,000-move main line: step through it, jump to its end, and match @sabaki/go-board', async function () {
    this.timeout(60_000); // the test runner is shared; allow for a busy machine
    const { games } = await load('synthetic/scale/mainline-10000-nodes.sgf');
    const stepper = new SgfCursor(games[0]!);
    let steps = 0;
    let peer = GoBoardPeer.fromDimensions(19);
    const toRows = () => peer.signMap.map((row) => row.map((s) => (s === 1 ? 'X' : s === -1 ? 'O' : '.')).join(''));
    for (let state = stepper.next(); state; state = stepper.next()) {
      steps++;
      const [move] = readMoves(state.node, 19, 19);
      peer = peer.makeMove(move!.color === 'black' ? 1 : -1, move!.vertex!);
      if (steps % 500 === 0) expect(stepper.position(), `move ${steps}`).to.deep.equal(toRows());
    }
    expect(steps).to.equal(10_000);
    expect(stepper.state.moveNumber).to.equal(10_000);
    expect(stepper.position()).to.deep.equal(toRows());
    expect(stepper.state.captures).to.deep.equal({ black: peer.getCaptures(1), white: peer.getCaptures(-1) });

    const jumper = new SgfCursor(games[0]!);
    const line = jumper.mainLine();
    expect(line.length).to.equal(10_001);
    jumper.go(line[10_000]!);
    expect([jumper.position(), jumper.state.captures]).to.deep.equal([stepper.position(), stepper.state.captures]);
    jumper.go(line[5_000]!);
    stepper.go(line[5_000]!);
    expect(jumper.position()).to.deep.equal(stepper.position());
    expect(jumper.go(games[0]!).moveNumber).to.equal(0);
    expect(jumper.position()).to.deep.equal(Array(19).fill(empty19));
  });

  it('500 variations at the root: every one reachable', async () => {
    const { games } = await load('synthetic/scale/wide-500-variations-at-root.sgf');
    const cursor = new SgfCursor(games[0]!);
    const warnings: string[] = [];
    games[0]!.children.forEach((variation, i) => {
      const state = cursor.go(variation.children[0]!);
      warnings.push(...state.warnings);
      const [x, y] = [i % 19, Math.floor(i / 19) % 19];
      const expected = x === 9 && y === 9 ? 'O' : 'X';
      expect(cursor.game.at(x, y), `variation ${i}`).to.equal(expected === 'X' ? 'black' : 'white');
      expect(cursor.game.at(9, 9)).to.equal('white');
      expect(cursor.position().join('').replace(/\./g, '').length).to.equal(expected === 'X' ? 2 : 1);
    });
    // Variation 180 plays B[jj], then W[jj] on the same point.
    expect(warnings).to.deep.equal(['Move 2 (W at K10) is illegal: the point is occupied (the stone there is replaced)']);
  });

  it('libsgfc++ deep-game-tree: main lines of 1,000, 2,000 and 5,000 nodes', async () => {
    const { games } = await load('libsgfcplusplus/deep-game-tree.sgf');
    const ends = games.map((game) => {
      const cursor = new SgfCursor(game);
      const line = cursor.mainLine();
      return [game.props.GN![0], line.length, cursor.go(line[line.length - 1]!).moveNumber];
    });
    expect(ends).to.deep.equal([
      ['Pseudo-game with comments', 6, 0],
      ['1000 nodes', 1000, 998],
      ['2000 nodes', 2000, 1998],
      ['5000 nodes', 5000, 4998],
      ['1396 nodes / 1394 moves', 1397, 1394],
    ]);
  });
});
