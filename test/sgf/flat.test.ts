import { expect } from '@open-wc/testing';
import { packTrees, parseSgf, toSgf, unpackTrees } from '../../src/sgf/index.js';
import { parsePacked } from '../../src/sgf/flat.js';
import { bytes, expectNothingInherited } from './helpers.js';
import { bigVariationTree } from '../helpers/big-tree.js';
import { decodeSgf } from '../../src/sgf/index.js';

// Packing is how a worker hands a parsed file to the page: unpacking must give the same trees.
describe('packTrees / unpackTrees', () => {
  const roundTrip = (text: string) => toSgf(unpackTrees(structuredClone(packTrees(parseSgf(text)))));

  it('gives the same games back, every property and variation kept', async () => {
    for (const file of ['littlego/sgfc/ff4_ex.sgf', 'synthetic/collections/three-games.sgf', 'synthetic/markup/all-markup.sgf', 'gogui/time-settings-kgs.sgf']) {
      const text = decodeSgf(await bytes(file)).text;
      expect(roundTrip(text), file).to.equal(toSgf(parseSgf(text)));
    }
  });

  it('keeps parents, ids, empty values and values with control characters', () => {
    const text = '(;GM[1]C[a\x01b\x02c\x03d]XX[];B[aa](;W[bb])(;W[cc]C[]))';
    const games = unpackTrees(packTrees(parseSgf(text)));
    expect(toSgf(games)).to.equal(toSgf(parseSgf(text)));
    const root = games[0]!;
    expect(root.props.C).to.deep.equal(['a\x01b\x02c\x03d']);
    expect(root.children[0]!.children.map((c) => c.props.W![0])).to.deep.equal(['bb', 'cc']);
    expect(root.children[0]!.children[1]!.parent).to.equal(root.children[0]);
    const plain = unpackTrees(packTrees(parseSgf('(;XX[]YY[a][b];B[aa])')));
    expect(plain[0]!.props.XX).to.deep.equal(['']);
    expect(plain[0]!.props.YY).to.deep.equal(['a', 'b']);
    expectNothingInherited(plain[0]!.props);
  });

  it('makes a game\'s nodes only when its children are read, and writes an untouched game from the packed form as toSgf does', () => {
    const text = '(;GM[1]GN[one]C[a \\] b \\\\ c];B[aa](;W[bb];B[cc])(;W[dd](;B[ee])(;B[ff]C[x])))(;GM[1]GN[two];B[ab];W[ba])(;GM[1];B[])';
    const games = unpackTrees(structuredClone(packTrees(parseSgf(text))));
    type Lazy = { isBuilt: boolean; packedSgf(): string | null };
    expect(games.map((g) => (g as unknown as Lazy).isBuilt)).to.deep.equal([false, false, false]);
    const written = games.map((g) => (g as unknown as Lazy).packedSgf());
    expect(written.join('')).to.equal(toSgf(parseSgf(text)));
    expect(games[0]!.props.GN).to.deep.equal(['one']);
    expect((games[0] as unknown as Lazy).isBuilt).to.equal(false);
    expect(games[1]!.children[0]!.props.B).to.deep.equal(['ab']);
    expect(games[1]!.children[0]!.parent).to.equal(games[1]);
    expect((games[1] as unknown as Lazy).isBuilt).to.equal(true);
    // Once made, the nodes are what is written (the reader may have added to them).
    expect((games[1] as unknown as Lazy).packedSgf()).to.equal(null);
    expect((games[0] as unknown as Lazy).isBuilt).to.equal(false);
    // Nodes are made as they are reached, each once: the same objects every time, parents kept.
    const first = games[0]!.children[0]!;
    expect(first.children).to.equal(first.children);
    expect(first.children[1]!.children[1]!.props.C).to.deep.equal(['x']);
    expect(first.children[1]!.children[1]!.parent).to.equal(first.children[1]);
    expect(first.children[1]!.children.map((c) => c.id)).to.deep.equal([5, 6]);
    expect(toSgf(games)).to.equal(toSgf(parseSgf(text)));
  });

  it('reads the packed text in pieces (a worker sends them one message each), wherever between nodes they are cut', () => {
    const text = '(;GM[1]GN[one]C[a \\] b];B[aa](;W[bb];B[cc])(;W[dd];B[ee]))(;)(;GM[1]GN[two];B[ab];W[ba])(;GM[1];B[];C[end])';
    const expected = toSgf(parseSgf(text));
    const packed = parsePacked(text);
    const whole = packed.text.join('');
    // Cut at every node (empty pieces included where a node has no properties), then at every other node.
    for (const step of [1, 2, 3]) {
      const cuts = [...packed.starts].filter((_, i) => i % step === 0);
      const pieces = cuts.map((at, i) => whole.slice(at, cuts[i + 1] ?? whole.length));
      const games = unpackTrees({ ...structuredClone(packed), text: pieces });
      expect(games.map((g) => (g as unknown as { packedSgf(): string | null }).packedSgf()).join(''), `every ${step}`).to.equal(expected);
      expect(toSgf(games), `every ${step}`).to.equal(expected);
    }
    // A 5 MB tree is packed in pieces of about 256 K characters.
    const big = bigVariationTree();
    const bigPacked = parsePacked(big);
    expect(bigPacked.text.length).to.be.above(1);
    expect(Math.max(...bigPacked.text.map((p) => p.length))).to.be.below(300_000);
    const games = unpackTrees(structuredClone(bigPacked));
    expect((games[0] as unknown as { packedSgf(): string | null }).packedSgf()).to.equal(toSgf(parseSgf(big)));
  });

  it('writes a game with variations from runs of its packed text as toSgf does, however deep, wherever the pieces are cut', () => {
    // Games of random shape (seeded): variations in variations, closing several at once, nodes with no properties.
    let seed = 12;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), (seed >>> 16) % n);
    const tree = (depth: number): string => {
      let out = '';
      for (let moves = 1 + random(4), i = 0; i < moves; i++) out += random(6) ? `;${i % 2 ? 'W' : 'B'}[${'abcdefghi'[random(9)]}${'abcdefghi'[random(9)]}]${random(4) ? '' : 'C[a \\] b]'}` : ';';
      const branches = depth > 0 ? random(4) : 0;
      for (let b = 0; b < branches; b++) out += `(${tree(depth - 1)})`;
      return out;
    };
    for (let round = 0; round < 40; round++) {
      const text = Array.from({ length: 1 + random(3) }, () => `(;GM[1]SZ[9]${tree(1 + random(5))})`).join('\n');
      const expected = toSgf(parseSgf(text));
      const packed = parsePacked(text);
      const whole = packed.text.join('');
      // Cut between random nodes (pieces end where a node's text ends).
      const cuts = [...packed.starts].filter((_, i) => i === 0 || !random(3));
      const pieces = cuts.map((at, i) => whole.slice(at, cuts[i + 1] ?? whole.length));
      const games = unpackTrees({ ...structuredClone(packed), text: pieces });
      expect(games.map((g) => g.packedSgf()).join(''), text).to.equal(expected);
      // Written again: the same (kept).
      expect(games.map((g) => g.packedSgf()).join(''), text).to.equal(expected);
    }
  });

  it('parsePacked gives what parseSgf then packTrees give, on every file of the suite', async () => {
    const manifest = (await (await fetch(new URL('../fixtures/sgf/MANIFEST.json', import.meta.url))).json()) as { file: string }[];
    let compared = 0;
    for (const { file } of manifest) {
      const text = decodeSgf(await bytes(file)).text;
      let expected: string;
      const warnings: string[] = [];
      try {
        expected = toSgf(parseSgf(text, { onWarning: (w) => warnings.push(w) }));
      } catch (e) {
        expect(() => parsePacked(text), file).to.throw((e as Error).message);
        continue;
      }
      const packedWarnings: string[] = [];
      const games = unpackTrees(structuredClone(parsePacked(text, { onWarning: (w) => packedWarnings.push(w) })));
      expect(toSgf(games), file).to.equal(expected);
      expect(games.map((g) => (g as unknown as { packedSgf(): string | null }).packedSgf() ?? toSgf([g])).join(''), file).to.equal(expected);
      expect(packedWarnings, file).to.deep.equal(warnings);
      compared++;
    }
    expect(compared).to.be.above(150);
    // Identifiers written otherwise, and a junk group dropped after a game.
    // A name written otherwise sends only its own game through its nodes: the others are still written from their text.
    const collection = '(;GM[1];B[aa])(;GM[1]sz[9];comment[x]B[bb])(;GM[1];W[cc])';
    const packedGames = unpackTrees(parsePacked(collection)) as unknown as { packedSgf(): string | null }[];
    expect(packedGames.map((g) => g.packedSgf() !== null)).to.deep.equal([true, false, true]);
    expect(toSgf(unpackTrees(parsePacked(collection)))).to.equal(toSgf(parseSgf(collection)));
    // …and values ending in backslashes, holding brackets or control characters, empty.
    const strange = String.raw`(;GM[1]C[ends \\]C2[\\\]]XX[][a\]b][\[x\]];B[aa]C[a` + '\x01b\x02c\x03]' + String.raw`;W[bb]C[\\\\])`;
    expect(parseSgf(strange)[0]!.props.C2).to.deep.equal(['\\]']);
    for (const text of ['(;GM[1]AddBlack[aa][bb]sz[9];comment[x]B[cc])', '(;GM[1];B[aa])(;!!!!!!!!!!!!!!!!!!!!!!!!)(;B[bb])', strange]) {
      expect(toSgf(unpackTrees(parsePacked(text))), text).to.equal(toSgf(parseSgf(text)));
      const games = unpackTrees(structuredClone(parsePacked(text)));
      expect(games.map((g) => (g as unknown as { packedSgf(): string | null }).packedSgf() ?? toSgf([g])).join(''), text).to.equal(toSgf(parseSgf(text)));
      // Every node's properties read back as parsed.
      const nodes = (g: { props: object; children: unknown[] }): object[] => [g.props, ...g.children.flatMap((c) => nodes(c as typeof g))];
      expect(games.flatMap(nodes), text).to.deep.equal(parseSgf(text).flatMap(nodes));
    }
  });
});

// A worker sends the first games ahead (snapshot), and the text as it is final (take): put together, the same file.
describe('parsePacked in parts (snapshot, take)', () => {
  const game = (g: number) => `(;GM[1]SZ[19]GN[Game ${g}]C[${'x'.repeat(g % 7 === 0 ? 300_000 : 50)}];B[aa](;W[bb])(;W[cc]C[v \\] w]))`;
  // Big comments (a piece of text ends within their games), an empty game, a junk group dropped after pieces were taken, a name written otherwise.
  const text = [game(1), game(2), '(;)', game(3), ...Array.from({ length: 20 }, (_, i) => game(i + 4)), `(;B[aa] ${'%'.repeat(40)} &&&&&&&&&&&&)`, game(30), '(;GM[1]sz[9];B[aa])', game(31), '(;B[aa]'].join('\n');

  it('the games sent ahead, then the rest with every piece, give what parseSgf gives', () => {
    const taken: string[] = [];
    let ahead: ReturnType<typeof parsePacked> | null = null;
    let aheadPieces = 0;
    const warnings: string[] = [];
    const packed = parsePacked(text, { onWarning: (w) => warnings.push(w) }, (builder) => {
      if (!ahead && builder.nonEmptyGames() >= 3) {
        ahead = builder.snapshot();
        taken.push(...ahead.text);
        aheadPieces = taken.length;
      } else taken.push(...builder.take());
    });
    expect(ahead).to.not.equal(null);
    const first = ahead!;
    // The games sent ahead: the first four (one empty), as parsed.
    const firstGames = unpackTrees({ ...structuredClone(first), text: taken.slice(0, aheadPieces) });
    expect(firstGames.length).to.equal(4);
    expect(firstGames.map((g) => g.isEmpty)).to.deep.equal([false, false, true, false]);
    expect(toSgf(firstGames)).to.equal(toSgf(parseSgf(text).slice(0, 4)));
    // Pieces were taken while parsing, after the ones sent ahead, and some text was still to come at the end.
    expect(taken.length).to.be.above(aheadPieces);
    expect(packed.text.length).to.be.above(0);
    const all = [...taken, ...packed.text];
    const rest = unpackTrees({ ...structuredClone(packed), text: all }, first.roots!.length);
    expect(toSgf([...firstGames, ...rest])).to.equal(toSgf(parseSgf(text)));
    expect(toSgf(unpackTrees({ ...packed, text: all }))).to.equal(toSgf(parseSgf(text)));
    expect(warnings.join('\n')).to.contain('Ignored unreadable text');
  });
});
