import { expect } from '@open-wc/testing';
import GoBoardPeer from '@sabaki/go-board';
import { decodeSgf, parseSgf, readMoves, readPoints, SgfCursor, SgfError } from '../../src/sgf/index.js';
import type { NodeState, SgfNode } from '../../src/sgf/index.js';
import { bytes, load, manifest, nodes } from './helpers.js';

const cursorFor = async (path: string, game = 0) => new SgfCursor((await load(path)).games[game]!);
const cursorOf = (text: string) => new SgfCursor(parseSgf(text)[0]!);
/** The states of the main line, root first. */
const line = (cursor: SgfCursor): NodeState[] => cursor.mainLine().map((n) => cursor.go(n));
const board = (text: string) => text.trim().split('\n').map((row) => row.trim());
/** What the board shows at a node, to compare cursors. */
const snapshot = (c: SgfCursor) => ({
  position: c.position(),
  moveNumber: c.state.moveNumber,
  captures: c.state.captures,
  koPoint: c.state.koPoint,
  toMove: c.state.toMove,
  captured: c.state.captured,
  warnings: c.state.warnings,
});

describe('SgfCursor', () => {
  it('applies AB/AW/AE anywhere in the tree, and undoes them', async () => {
    const cursor = await cursorFor('synthetic/setup/AB-AW-AE-mid-game.sgf');
    const states = line(cursor);
    expect(states.map((s) => s.moveNumber)).to.deep.equal([0, 1, 2, 2, 3, 3, 4]);
    expect(states.flatMap((s) => s.warnings)).to.deep.equal([]);
    expect(cursor.position()).to.deep.equal(board(`
      X........
      XX.......
      .........
      .........
      .........
      .........
      ......O..
      .......X.
      ........O`));
    cursor.go(cursor.mainLine()[3]!);
    expect(cursor.position()).to.deep.equal(board(`
      X........
      XX.......
      ..O......
      .........
      .........
      .........
      .........
      .........
      ........O`));
    cursor.prev();
    expect(cursor.position().filter((row) => row !== '.........')).to.deep.equal(['..O......', '....X....']);
    expect(cursor.state.toMove).to.equal('black');
    const same = await cursorFor('synthetic/setup/setup-and-move-same-node.sgf');
    const first = same.next()!;
    expect([first.move, same.game.at(0, 0), same.game.at(8, 8)]).to.deep.equal([{ color: 'black', vertex: [4, 4] }, 'black', 'white']);
  });

  it('follows PL, and gives White the move after handicap stones', async () => {
    const pl = line(await cursorFor('synthetic/setup/PL-mid-game.sgf'));
    expect(pl.map((s) => [s.toMove, s.moveNumber, s.move?.color ?? null])).to.deep.equal([
      ['white', 0, null], ['black', 1, 'white'], ['white', 1, null], ['black', 2, 'white'], ['white', 3, 'black'],
    ]);
    expect(pl.flatMap((s) => s.warnings)).to.deep.equal([]);
    const garbage = line(await cursorFor('synthetic/setup/PL-lowercase-and-garbage.sgf'));
    expect(garbage.map((s) => s.toMove)).to.deep.equal(['white', 'black', 'black', 'white', 'white', 'black']);
    expect(garbage[4]!.warnings).to.deep.equal(['PL[x] is not B or W']);
    expect((await cursorFor('synthetic/setup/handicap-HA-AB.sgf')).state.toMove).to.equal('white');
    expect((await cursorFor('synthetic/setup/HA-without-AB.sgf')).state.toMove).to.equal('black');
    const handicap = await cursorFor('littlego/19x19/handicap-7-komi-0-with-pass-moves.sgf');
    expect(handicap.state.toMove).to.equal('white');
    expect(handicap.position().join('').split('X').length - 1).to.equal(7);
  });

  it('counts passes as moves: B[] always, B[tt] up to 19x19, a real point on 21x21', async () => {
    const tt19 = line(await cursorFor('synthetic/passes/pass-tt-19.sgf'));
    expect(tt19.map((s) => [s.moveNumber, s.move])).to.deep.equal([
      [0, null], [1, { color: 'black', vertex: [15, 3] }], [2, { color: 'white', vertex: null }], [3, { color: 'black', vertex: null }],
    ]);
    for (const file of ['pass-tt-9', 'pass-empty-value', 'pass-mixed-ff3']) {
      const states = line(await cursorFor(`synthetic/passes/${file}.sgf`));
      expect(states.filter((s) => s.move && !s.move.vertex).length, file).to.equal(2);
      expect(states.flatMap((s) => s.warnings), file).to.deep.equal([]);
    }
    const tt21 = await cursorFor('synthetic/passes/tt-is-a-real-move-on-21.sgf');
    expect(tt21.next()!.move).to.deep.equal({ color: 'black', vertex: [19, 19] });
    expect(tt21.game.at(19, 19)).to.equal('black');
    for (const [file, passes] of [['2-passes', 2], ['3-passes', 3], ['4-passes', 4], ['5-passes', 5]] as const) {
      const states = line(await cursorFor(`littlego/9x9/${file}.sgf`));
      expect(states.filter((s) => s.move?.vertex === null).length, file).to.equal(passes);
    }
  });

  it('replays illegal moves anyway and says why: occupied point, suicide, ko, superko, off the board', async () => {
    const occupied = await cursorFor('synthetic/setup/occupied-point-move.sgf');
    expect(occupied.position()[4]).to.equal('....X....');
    expect(occupied.next()!.warnings).to.deep.equal(['Move 1 (W at E5) is illegal: the point is occupied (the stone there is replaced)']);
    expect(occupied.position()[4]).to.equal('....O....');
    expect(occupied.next()!.warnings).to.deep.equal(['Move 2 (B at E5) is illegal: the point is occupied (the stone there is replaced)']);
    expect(occupied.position()[4]).to.equal('....X....');
    occupied.prev();
    expect(occupied.position()[4]).to.equal('....O....');
    occupied.prev();
    expect(occupied.position()[4]).to.equal('....X....');

    const suicide = (await cursorFor('synthetic/setup/suicide-move.sgf')).next()!;
    expect([suicide.warnings, suicide.captured, suicide.captures]).to.deep.equal([['Move 1 (W at A9) is illegal: suicide'], [[0, 0]], { black: 1, white: 0 }]);

    // KO[] says the record knows: no warning, the ko is retaken twice.
    const forced = line(await cursorFor('synthetic/setup/KO-forced-illegal-ko.sgf'));
    expect(forced.map((s) => [s.captured, s.koPoint, s.warnings])).to.deep.equal([
      [[], null, []], [[[3, 2]], [3, 2], []], [[[2, 2]], [2, 2], []], [[[3, 2]], [3, 2], []],
    ]);
    expect(forced[3]!.captures).to.deep.equal({ black: 1, white: 2 });
    const ko = line(cursorOf('(;GM[1]SZ[9]AB[bc][cb][cd][dc]AW[ec][dd][db][de];W[cc];B[dc])'));
    expect(ko[2]!.warnings).to.deep.equal(['Move 2 (B at D7) is illegal: ko']);
    expect(ko[2]!.captured).to.deep.equal([[2, 2]]);

    const superko = line(await cursorFor('littlego/Illegal games/positional-superko.sgf'));
    expect(superko.flatMap((s) => s.warnings)).to.deep.equal(['Move 23 (B at E5) is illegal: superko']);
    // Under Japanese rules a repeated position is not refused.
    const text = decodeSgf(await bytes('littlego/Illegal games/positional-superko.sgf')).text.replace('(;', '(;RU[Japanese]');
    expect(line(cursorOf(text)).flatMap((s) => s.warnings)).to.deep.equal([]);
    expect(line(await cursorFor('littlego/Illegal games/situational-superko.sgf')).flatMap((s) => s.warnings)).to.deep.equal([
      'Move 24 (W at B9) is illegal: superko',
    ]);

    expect(line(await cursorFor('littlego/Illegal games/illegal-move.sgf')).flatMap((s) => s.warnings)).to.deep.equal([
      'Move 16 (W at H6) is illegal: the point is occupied (the stone there is replaced)',
    ]);
    expect(line(await cursorFor('littlego/Illegal games/suicide.sgf')).flatMap((s) => s.warnings)).to.deep.equal(['Move 4 (W at A19) is illegal: suicide']);

    const outside = await cursorFor('synthetic/sizes/SZ-9-move-outside-board.sgf');
    const states = line(outside);
    expect(states.flatMap((s) => s.warnings)).to.deep.equal([
      'Move 2 (W [ss]) is off the 9x9 board: shown as a pass',
      'Move 3 (B [zz]) is off the 9x9 board: shown as a pass',
    ]);
    expect([states[3]!.moveNumber, outside.position().join('').replace(/\./g, '')]).to.deep.equal([3, 'X']);
    const tiny = line(await cursorFor('synthetic/sizes/SZ-1.sgf'));
    expect(tiny[1]!.warnings).to.deep.equal(['Move 1 (B at A1) is illegal: suicide']);
    expect(tiny[2]!.warnings).to.deep.equal(['Move 2 (W [ba]) is off the 1x1 board: shown as a pass']);
  });

  it('gives each warning also as a code and its values (what the board says in its language), in the same order', () => {
    const cursor = cursorOf('(;GM[1]SZ[9];B[ee];W[ee]AB[zz][aa:zz][xx:yy]PL[x];B[zz];W[ab]B[ba]KO[];B[]W[gg][ff])');
    const states = line(cursor);
    expect(states.map((s) => s.warningCodes)).to.deep.equal([
      [],
      [],
      [
        { code: 'offBoard', values: { id: 'AB', value: 'zz', size: '9x9' } },
        { code: 'clipped', values: { id: 'AB', value: 'aa:zz' } },
        { code: 'offBoard', values: { id: 'AB', value: 'xx:yy', size: '9x9' } },
        { code: 'badTurn', values: { value: 'x' } },
        { code: 'occupied', values: { n: 2, color: 'white', value: 'ee', size: '9x9', point: 'E5' } },
      ],
      [{ code: 'moveOffBoard', values: { n: 3, color: 'black', value: 'zz', size: '9x9' } }],
      [{ code: 'twoMoves', values: {} }],
      [{ code: 'twoMoves', values: {} }, { code: 'manyValues', values: {} }],
    ]);
    expect(states.map((s) => s.warnings)).to.deep.equal([
      [],
      [],
      [
        'AB[zz] is off the 9x9 board',
        'AB[aa:zz] reaches off the board: clipped',
        'AB[xx:yy] is off the 9x9 board',
        'PL[x] is not B or W',
        'Move 2 (W at E5) is illegal: the point is occupied (the stone there is replaced)',
      ],
      ['Move 3 (B [zz]) is off the 9x9 board: shown as a pass'],
      ['The node has both a B and a W move; both are played'],
      ['The node has both a B and a W move; both are played', 'The node has more than one B or W value; only the first is played'],
    ]);
  });

  it('plays repeated colours and B and W in one node', async () => {
    const same = line(await cursorFor('synthetic/setup/two-moves-same-colour.sgf'));
    expect(same.map((s) => s.move?.color ?? null)).to.deep.equal([null, 'black', 'black', 'white', 'white']);
    expect(same.flatMap((s) => s.warnings)).to.deep.equal([]);
    expect(same[4]!.toMove).to.equal('black');
    const both = line(await cursorFor('synthetic/setup/B-and-W-in-one-node.sgf'));
    expect([both[1]!.moveNumber, both[1]!.move, both[1]!.warnings]).to.deep.equal([
      2, { color: 'white', vertex: [2, 2] }, ['The node has both a B and a W move; both are played'],
    ]);
    expect(both[2]!.moveNumber).to.equal(3);
    // MN does not change moveNumber.
    expect(line(await cursorFor('synthetic/setup/MN-move-number.sgf')).map((s) => s.moveNumber)).to.deep.equal([0, 1, 2, 3]);
  });

  it('works on any board size and on a chosen game of a collection', async () => {
    const wide = await cursorFor('synthetic/sizes/SZ-19x13-far-corner.sgf');
    line(wide);
    expect([wide.width, wide.height]).to.deep.equal([19, 13]);
    const rows = wide.position();
    expect([rows.length, rows[0], rows[12]]).to.deep.equal([13, '..................X', 'O.................X']);
    const big = await cursorFor('synthetic/sizes/SZ-52-corner-moves.sgf');
    line(big);
    expect([[0, 0], [51, 51], [51, 0], [0, 51], [25, 25], [26, 25]].map(([x, y]) => big.game.at(x!, y!))).to.deep.equal([
      'black', 'white', 'black', 'white', 'black', 'white',
    ]);
    const mixed = await cursorFor('synthetic/collections/mixed-sizes.sgf', 3);
    mixed.next();
    expect([mixed.width, mixed.height, mixed.game.at(9, 6)]).to.deep.equal([19, 13, 'black']);
    const second = await cursorFor('synthetic/collections/three-games.sgf', 1);
    expect([second.info.name, second.info.black, second.info.white]).to.deep.equal(['Game 2', 'B2', 'W2']);
    expect((await cursorFor('synthetic/collections/non-go-game-GM2.sgf')).warnings).to.deep.equal(['GM[2] is not Go; shown as Go']);
    expect((await cursorFor('synthetic/sizes/SZ-abc.sgf')).warnings).to.deep.equal(['Board size SZ[abc] is not 1 to 52 (or W:H); showing 19x19']);
    const setupFirst = await cursorFor('gogui/size-after-valid-points.sgf');
    expect(setupFirst.warnings).to.deep.equal([]);
  });

  it('reads game information from the path’s game-info node', async () => {
    const cursor = await cursorFor('libsgfcplusplus/gameinfo.sgf');
    expect(cursor.info).to.deep.equal({});
    const [first, second] = cursor.root.children;
    // HA[2] with AB in the game-info node: White moves first.
    expect(cursor.go(first!).toMove).to.equal('white');
    cursor.go(first!.children[0]!);
    expect([cursor.info.result, cursor.info.handicap, cursor.info.komi]).to.deep.equal(['W+17.5', 2, 0.5]);
    cursor.go(second!);
    expect([cursor.info.result, cursor.info.blackRank]).to.deep.equal(['W+R', '4p']);
    const kgs = await cursorFor('counted/kgs-2017-jp/2017-01-01-10.sgf');
    expect([kgs.info.black, kgs.info.white, kgs.info.result, kgs.info.komi, kgs.info.rules]).to.deep.equal(['ttpkwzf', 'cheater', 'B+1.50', 0.5, 'Japanese']);
    // The first node of the path with game information, not a later one; none: the root's (nothing).
    const two = cursorOf('(;GM[1];PB[Lee];B[aa];GN[Later];W[bb])');
    two.go(two.mainLine().at(-1)!);
    expect(two.info).to.deep.equal({ black: 'Lee' });
    two.go(two.root.children[0]!);
    expect(two.info).to.deep.equal({ black: 'Lee' });
    two.go(two.root);
    expect(two.info).to.deep.equal({});
  });

  it('navigates: next, prev, go anywhere (common ancestor), variations, main line', async () => {
    const cursor = await cursorFor('synthetic/scale/wide-500-variations-at-root.sgf');
    expect(cursor.prev()).to.equal(null);
    const alternatives = cursor.nextMoves();
    expect(alternatives.length).to.equal(500);
    expect(alternatives.slice(0, 2).map((a) => a.move)).to.deep.equal([{ color: 'black', vertex: [0, 0] }, { color: 'black', vertex: [1, 0] }]);
    expect(cursor.next(499)!.move).to.deep.equal({ color: 'black', vertex: [5, 7] });
    expect(cursor.next()!.move).to.deep.equal({ color: 'white', vertex: [9, 9] });
    expect(cursor.next()).to.equal(null);
    expect(cursor.nextMoves()).to.deep.equal([]);
    expect(cursor.mainLine().map((n) => n.props.B?.[0] ?? n.props.W?.[0] ?? 'root')).to.deep.equal(['root', 'aa', 'jj']);
    const leaf = cursor.root.children[20]!.children[0]!;
    expect(cursor.go(leaf).moveNumber).to.equal(2);
    expect(cursor.position().join('').replace(/\./g, '')).to.equal('XO');
    expect(cursor.node).to.equal(leaf);
    expect(() => cursor.go(parseSgf('(;B[aa])')[0]!)).to.throw('The node is not in this game');
  });

  it('reaches every node with the same board as a fresh replay, after jumping around in any order', async function () {
    this.timeout(60_000); // the test runner is shared; allow for a busy machine
    const files = [
      'littlego/sgfc/ff4_ex.sgf', 'littlego/9x9/setup-variations.sgf', 'littlego/9x9/node-tree-view.sgf',
      'sabaki-sgf/complex.sgf', 'synthetic/scale/deep-nesting-1000.sgf', 'littlego/sgfc/test-strict.sgf',
      'synthetic/setup/AB-AW-AE-mid-game.sgf', 'synthetic/setup/occupied-point-move.sgf', 'libsgfcplusplus/gameinfo.sgf',
    ];
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 8) % n;
    let visits = 0;
    for (const file of files) {
      for (const game of (await load(file)).games) {
        const all = nodes([game]);
        const jumper = new SgfCursor(game);
        for (let i = 0; i < Math.min(all.length * 2, 400); i++) {
          const target = all[random(all.length)]!;
          jumper.go(target);
          const fresh = new SgfCursor(game);
          fresh.go(target);
          expect(snapshot(jumper), `${file} node ${target.id}`).to.deep.equal(snapshot(fresh));
          visits++;
        }
        // And back to the root: the empty log again.
        jumper.go(game);
        expect(snapshot(jumper)).to.deep.equal(snapshot(new SgfCursor(game)));
      }
    }
    expect(visits).to.be.greaterThan(1100);
  });

  it('replays every node of every suite file: move numbers, board size, no exception', async function () {
    this.timeout(120_000); // the test runner is shared; allow for a busy machine
    let visited = 0;
    for (const { file } of await manifest()) {
      let games: SgfNode[];
      try {
        games = (await load(file)).games;
      } catch (e) {
        if (e instanceof SgfError) continue;
        throw e;
      }
      for (const game of games) {
        const cursor = new SgfCursor(game);
        // Depth-first with the number of B/W moves on the path, counted here independently.
        const todo: [SgfNode, number][] = [[game, 0]];
        while (todo.length) {
          const [node, before] = todo.pop()!;
          const moves = before + readMoves(node, cursor.width, cursor.height).length;
          const state = cursor.go(node);
          expect(state.moveNumber, `${file} node ${node.id}`).to.equal(moves);
          visited++;
          for (let i = node.children.length - 1; i >= 0; i--) todo.push([node.children[i]!, moves]);
        }
        const rows = cursor.position();
        expect([rows.length, rows[0]!.length], file).to.deep.equal([cursor.height, cursor.width]);
      }
    }
    expect(visited).to.equal(34_272);
  });

  it('matches @sabaki/go-board move by move on real games', async function () {
    this.timeout(60_000); // the test runner is shared; allow for a busy machine
    const games = [
      'littlego/Famous games/Blood-vomiting game.sgf', 'littlego/Famous games/Ear-reddening game.sgf',
      "littlego/Famous games/Lee's Broken Ladder Game.sgf", 'littlego/19x19/Fuego vs. Fuego.sgf',
      'littlego/9x9/game_050.sgf', 'counted/kgs-2017-jp/2017-01-01-10.sgf', 'counted/gnugo-9x9/nicklas3.sgf',
      'littlego/19x19/pu2-gokifu-20110910-Melkisheva_Anastasia-Shikshina_Svetlana.sgf', 'sabaki-sgf/utf8bom.sgf',
    ];
    for (const file of games) {
      const cursor = await cursorFor(file);
      let peer = GoBoardPeer.fromDimensions(cursor.width, cursor.height);
      let moves = 0;
      for (const node of cursor.mainLine()) {
        const state = cursor.go(node);
        for (const [id, sign] of [['AB', 1], ['AW', -1], ['AE', 0]] as const) {
          for (const v of readPoints(node, id, cursor.width, cursor.height)) peer = peer.set(v, sign);
        }
        for (const move of readMoves(node, cursor.width, cursor.height)) {
          if (move.vertex) peer = peer.makeMove(move.color === 'black' ? 1 : -1, move.vertex);
          moves++;
        }
        const expected = peer.signMap.map((row) => row.map((s) => (s === 1 ? 'X' : s === -1 ? 'O' : '.')).join(''));
        expect(cursor.position(), `${file} move ${state.moveNumber}`).to.deep.equal(expected);
        expect(state.captures, `${file} move ${state.moveNumber}`).to.deep.equal({ black: peer.getCaptures(1), white: peer.getCaptures(-1) });
        expect(state.warnings, `${file} move ${state.moveNumber}`).to.deep.equal([]);
      }
      expect(cursor.state.moveNumber, file).to.equal(moves);
      expect(moves, file).to.be.greaterThan(50);
    }
  });
});
