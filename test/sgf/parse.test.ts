import { expect } from '@open-wc/testing';
import { createNode, decodeSgf, endsWithPasses, loadSgf, packTrees, parseSgf, SgfError, toSgf, unpackTrees } from '../../src/sgf/index.js';
import type { SgfNode } from '../../src/sgf/index.js';
import { bytes, expectNothingInherited, inCategory, load, manifest, nodes, tree } from './helpers.js';

const games = (text: string) => parseSgf(text).map(tree);
const warningsOf = (text: string) => {
  const warnings: string[] = [];
  parseSgf(text, { onWarning: (w) => warnings.push(w) });
  return warnings;
};
/** Parses, returning the games or the SgfError; any other error fails the test. */
function attempt(text: string): SgfNode[] | SgfError {
  try {
    return parseSgf(text);
  } catch (e) {
    if (e instanceof SgfError) return e;
    throw new Error(`${JSON.stringify(text.slice(0, 80))} threw ${String(e)}`);
  }
}

describe('parseSgf', () => {
  it('builds the tree: main line first, variations as further children, ids in document order', () => {
    const [root] = parseSgf('(;GM[1]SZ[9];B[ee](;W[cc];B[gg])(;W[gc]))');
    expect(tree(root!)).to.deep.equal([
      { GM: ['1'], SZ: ['9'] },
      [[{ B: ['ee'] }, [[{ W: ['cc'] }, [[{ B: ['gg'] }, []]]], [{ W: ['gc'] }, []]]]],
    ]);
    expect(nodes([root!]).map((n) => n.id)).to.deep.equal([0, 1, 2, 3, 4]);
    const b = root!.children[0]!;
    expect(b.parent).to.equal(root);
    expect(b.children.map((c) => c.parent)).to.deep.equal([b, b]);
    expect(root!.parent).to.equal(null);
  });

  it('keeps every property, merges repeats, keeps values as written', () => {
    const [root] = games('(;GM[1]MULTIGOGM[1]XX[1]YY[2]XX[3]C[ spaced ]AddBlack[aa][bb]B[ pd ])');
    expect(root![0]).to.deep.equal({ GM: ['1'], MULTIGOGM: ['1'], XX: ['1', '3'], YY: ['2'], C: [' spaced '], AB: ['aa', 'bb'], B: [' pd '] });
  });

  it('gives properties an object that inherits no key, so __proto__ is a plain key', () => {
    // Unknown identifiers are kept as written, even names of Object.prototype's members.
    const [root] = parseSgf('(;constructor[x]valueof[y]C[z])');
    expectNothingInherited(root!.props);
    expect(Object.keys(root!.props)).to.deep.equal(['constructor', 'valueof', 'C']);
    expect(root!.props.constructor).to.deep.equal(['x']);
    expect('toString' in root!.props).to.equal(false);
    const node = createNode(null, 0);
    node.props['__proto__'] = ['x'];
    expect(Object.keys(node.props)).to.deep.equal(['__proto__']);
    expect(({} as Record<string, unknown>).x).to.equal(undefined);
  });

  it('reads FF[3] long identifiers by their capitals, and merges duplicates', async () => {
    const ff3 = (await load('synthetic/ff3/ff3-long-lowercase-idents.sgf')).games[0]!;
    expect(ff3.props).to.deep.equal({ GM: ['1'], FF: ['3'], SZ: ['19'], PB: ['Honinbo Shusaku'], PW: ['Gennan Inseki'], K: ['0'] });
    expect(ff3.children[0]!.props).to.deep.equal({ B: ['qd'] });
    expect(nodes([ff3])[7]!.props.C).to.deep.equal(['FF[3] style property names with lower-case letters']);
    expect((await load('gogui/duplicate-property.sgf')).games[0]!.props).to.deep.equal({ GM: ['1', '1'] });
  });

  it('unescapes text: \\] and \\\\, soft line breaks, CR, CRLF and LFCR as LF, tabs kept', async () => {
    expect(games('(;C[a\\]b\\\\c\\:d])')[0]![0].C).to.deep.equal(['a]b\\c:d']);
    expect(games('(;C[soft\\\nbreak, soft\\\r\nCRLF, hard\nLF, hard\r\nCRLF, hard\rCR])')[0]![0].C).to.deep.equal([
      'softbreak, softCRLF, hard\nLF, hard\nCRLF, hard\nCR',
    ]);
    // LFCR is one line break too (SGF's fourth), soft after a backslash.
    expect(games('(;C[o\\\n\rk, hard\n\rLFCR])')[0]![0].C).to.deep.equal(['ok, hard\nLFCR']);
    const text = async (path: string) => (await load(path)).games[0]!;
    const escapes = await text('synthetic/text/many-escapes.sgf');
    expect(escapes.children[0]!.props.C).to.deep.equal([']\\:'.repeat(2000)]);
    const names = await text('synthetic/text/simpletext-newlines.sgf');
    expect([names.props.GN, names.props.PB]).to.deep.equal([['Game\nname on two lines'], ['BlackPlayer']]);
    for (const file of ['crlf-line-endings', 'cr-only-line-endings']) {
      expect((await text(`synthetic/text/${file}.sgf`)).children[0]!.props.C).to.deep.equal(['line one\nline two']);
    }
    const tabs = (await text('synthetic/text/tabs-and-spaces.sgf')).children[0]!.props;
    expect([tabs.C, tabs.N]).to.deep.equal([['tab\there, escaped tab\there'], ['  padded  ']]);
    const markup = nodes([await text('synthetic/markup/all-markup.sgf')]);
    expect(markup[4]!.props.C).to.deep.equal([
      'Escaped ] bracket, escaped backslash \\, softline break (should join), hard\nline break, CRLF softbreak, and a colon : in text.',
    ]);
    expect(markup[3]!.props.N).to.deep.equal(['Node name with ] bracket']);
    const kgs = await text('synthetic/quirks/kgs-chat-ranks-and-territory.sgf');
    expect(kgs.props.C).to.deep.equal(['w [3k]: hi\nb [2k?]: hi\n']);
    const ogs = nodes([await text('synthetic/quirks/ogs-1547-unescaped-bracket-export.sgf')]);
    expect(ogs.map((n) => n.props.C?.[0] ?? n.props.W?.[0])).to.deep.equal([undefined, 'test [] test 2 \\[\\', 'gd']);
    const long = await text('synthetic/text/long-comment-1MB.sgf');
    expect(long.children[0]!.props.C![0]!.length).to.be.greaterThan(1_000_000);
    expect(long.children[0]!.props.C![0]!.startsWith('All work and no play. ')).to.equal(true);
  });

  it('reads collections: every game, whatever lies between them', async () => {
    const names = async (path: string) => (await load(path)).games.map((g) => g.props.GN?.[0] ?? g.props.SZ?.[0] ?? null);
    expect(await names('synthetic/collections/three-games.sgf')).to.deep.equal(['Game 1', 'Game 2', 'Game 3']);
    expect(await names('synthetic/collections/mixed-sizes.sgf')).to.deep.equal(['9', '13', '19', '19:13']);
    expect(await names('synthetic/collections/games-separated-by-prose.sgf')).to.deep.equal(['One', 'Two']);
    // @sabaki/sgf makes "Collection" a spurious root holding both games; here they stay two games.
    expect(await names('synthetic/collections/leading-junk-then-two-games.sgf')).to.deep.equal(['One', 'Two']);
    expect((await load('synthetic/collections/empty-game-in-collection.sgf')).games.map(tree)).to.deep.equal([
      [{ GM: ['1'] }, [[{ B: ['aa'] }, []]]],
      [{}, []],
      [{ GM: ['1'] }, [[{ W: ['bb'] }, []]]],
    ]);
    expect((await load('littlego/sgfc/test-strict.sgf')).games.length).to.equal(11);
    const ff4 = (await load('littlego/sgfc/ff4_ex.sgf')).games;
    expect(ff4.map((g) => (g.props.GN ?? g.props.C)![0]!.split('\n')[0])).to.deep.equal(['Gametree 1: properties', 'Gametree 2: game-info']);
    expect(games('((;GM[1];B[aa])(;GM[1];W[bb]))').length).to.equal(2);
  });

  it('recovers from the malformed files @sabaki/sgf loses or throws on', async () => {
    const read = async (file: string) => (await load(`synthetic/malformed/${file}.sgf`)).games.map(tree);
    const move = (node: [Record<string, string[]>, unknown[]]) => node[0];
    // A node after variations becomes one more variation.
    const after = (await read('node-after-variations'))[0]!;
    expect(after[1][0]![1].map((c) => move(c))).to.deep.equal([{ W: ['dp'] }, { W: ['dd'] }, { B: ['pp'] }]);
    // A stray ")" between two games ends nothing.
    expect((await read('extra-close-then-second-game')).length).to.equal(2);
    expect((await read('leading-close-paren'))[0]![1][0]![0]).to.deep.equal({ B: ['pd'] });
    // Missing ";" and missing ")".
    expect((await read('missing-initial-semicolon'))[0]![0]).to.deep.equal({ GM: ['1'], FF: ['4'], SZ: ['19'] });
    expect((await read('missing-semicolons'))[0]).to.deep.equal([{ GM: ['1'], FF: ['4'], SZ: ['19'], B: ['pd', 'pp'], W: ['dp'] }, []]);
    expect((await read('no-parens'))[0]).to.deep.equal([{ GM: ['1'], FF: ['4'], SZ: ['19'] }, [[{ B: ['pd'] }, [[{ W: ['dp'] }, []]]]]]);
    expect(nodes((await load('synthetic/malformed/unclosed-variation.sgf')).games).length).to.equal(5);
    // A value never closed runs to the end of the file.
    const unclosed = nodes((await load('synthetic/malformed/unclosed-bracket-at-eof.sgf')).games);
    expect(unclosed[unclosed.length - 1]!.props).to.deep.equal({ W: ['dp'], C: ['this comment never ends\n'] });
    // A backslash before a closing bracket (a Windows path): @sabaki/sgf swallows the next moves.
    const sabaki69 = nodes((await load('synthetic/quirks/sabaki-69-backslash-before-close.sgf')).games);
    expect(sabaki69.map((n) => ({ ...n.props }))).to.deep.equal([{ C: ['\\'] }, { B: ['aa'] }, { W: ['bb'] }]);
    const path = await load('synthetic/malformed/trailing-backslash-in-value.sgf');
    expect(nodes(path.games).map((n) => ({ ...n.props })).slice(1)).to.deep.equal([{ B: ['pd'], C: ['C:games\\'] }, { W: ['dp'] }]);
    expect(path.warnings).to.deep.equal(['Value not closed by "]" (a backslash before it?) at line 1, column 35']);
    // Every such value is repaired, not the first twenty: a record of Windows paths keeps all its moves, and saving
    // it and reading it back gives the same text.
    const paths = '(;SZ[19]' + Array.from({ length: 30 }, (_, i) => `;B[${'abcdefghijklmnopqrs'[i % 19]}a]C[C:\\games\\]`).join('') + ';W[ss])';
    const read30 = loadSgf(paths);
    expect(nodes(read30.games).filter((n) => n.props.B || n.props.W).length).to.equal(31);
    expect(nodes(read30.games).at(-1)!.props).to.deep.equal({ W: ['ss'] });
    const saved = toSgf(read30.games);
    expect(toSgf(loadSgf(saved).games)).to.equal(saved);
    // ...but an escaped bracket in text followed by text is kept as text.
    expect(games('(;C[use \\]; carefully];B[aa])')[0]).to.deep.equal([{ C: ['use ]; carefully'] }, [[{ B: ['aa'] }, []]]]);
    // Stray characters between nodes are skipped, with a warning.
    for (const [file, warning] of [
      ['garbage-digits-between-nodes', 'Ignored unexpected "1" at line 1, column 35'],
      ['garbage-punct-between-nodes', 'Ignored unexpected "!" at line 1, column 35'],
      ['nul-byte-between-nodes', 'Ignored unexpected "\\u0000" at line 1, column 28'],
      ['non-ascii-ident', 'Ignored unexpected "Ä" at line 1, column 29'],
      ['unescaped-close-bracket-in-comment', 'Ignored unexpected "]" at line 1, column 48'],
    ]) {
      const loaded = await load(`synthetic/malformed/${file}.sgf`);
      expect(loaded.warnings).to.contain(warning);
      expect(nodes(loaded.games).some((n) => n.props.B?.[0] === 'pd')).to.equal(true);
    }
    expect(nodes((await load('synthetic/quirks/sabaki-687-unescaped-rank-in-US.sgf')).games)[0]!.props.US).to.deep.equal(['Matsuyama[3d']);
    expect((await read('all-lowercase-idents'))[0]).to.deep.equal([{ GM: ['1'], SZ: ['19'] }, [[{ B: ['pd'] }, [[{ W: ['dp'] }, []]]]]]);
    expect((await read('ident-without-value'))[0]![1][0]).to.deep.equal([{}, [[{ W: ['dp'] }, []]]]);
    expect((await read('value-without-ident'))[0]![1][0]).to.deep.equal([{}, [[{ W: ['dp'] }, []]]]);
    expect((await read('prose-before-game'))[0]![0]).to.deep.equal({ GM: ['1'], FF: ['4'], CA: ['UTF-8'], SZ: ['19'] });
    // Junk after a game is dropped and the game kept.
    expect((await read('game-then-binary-junk')).map((g) => g[1][0]![0])).to.deep.equal([{ B: ['pd'] }]);
    expect(await read('empty')).to.deep.equal([]);
    expect(await read('whitespace-only')).to.deep.equal([]);
  });

  it('throws SgfError with line and column for files that are not SGF', async () => {
    const failure = async (path: string) => {
      try {
        (await load(path)).games;
      } catch (e) {
        expect(e).to.be.instanceOf(SgfError);
        return [(e as SgfError).message, (e as SgfError).line, (e as SgfError).column];
      }
      throw new Error(`${path} loaded`);
    };
    expect(await failure('synthetic/malformed/html-page-not-sgf.sgf')).to.deep.equal(['Not an SGF file: unexpected "<" (line 1, column 1)', 1, 1]);
    expect(await failure('littlego/Illegal games/not-an-sgf-file.sgf')).to.deep.equal(['Not an SGF file: unexpected "." (line 1, column 16)', 1, 16]);
    expect(await failure('synthetic/malformed/only-open-paren.sgf')).to.deep.equal(['No SGF game found (line 1, column 1)', 1, 1]);
    expect(await failure('synthetic/malformed/binary-junk-4k.sgf')).to.deep.equal(['Not an SGF file: unexpected "¬" (line 7, column 52)', 7, 52]);
    expect((await failure('synthetic/malformed/zip-magic-bytes.sgf'))[0]).to.match(/^Not an SGF file: unexpected/);
    // A mostly unreadable group before a game is dropped, and the game kept.
    const junkFirst = '(see attached: game.sgf, 12 KB, 2024-01-01 12:00) (;GM[1];B[aa])';
    expect(games(junkFirst)).to.deep.equal([[{ GM: ['1'] }, [[{ B: ['aa'] }, []]]]]);
    expect(warningsOf(junkFirst)).to.contain('Ignored unreadable text at line 1, column 14');
  });

  it('parses or throws SgfError on every malformed suite file, never another error', async function () {
    this.timeout(60_000); // the test runner is shared; allow for a busy machine
    const files = inCategory(await manifest(), 'malformed');
    expect(files.length).to.be.greaterThan(30);
    const outcomes = new Map<string, number>();
    for (const file of files) {
      const result = attempt(decodeSgf(await bytes(file)).text);
      const key = result instanceof SgfError ? 'error' : 'parsed';
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    }
    // html-page-not-sgf, binary-junk-4k, zip-magic-bytes, only-open-paren, littlego not-an-sgf-file.
    expect(outcomes.get('error')).to.equal(5);
    expect(outcomes.get('parsed')).to.equal(files.length - 5);
  });

  it('handles sgfmill’s grammar cases: a tree or SgfError, never a crash', async () => {
    const cases = JSON.parse(new TextDecoder().decode(await bytes('sgfmill-cases/sgfmill-grammar-cases.json'))) as { input: string }[];
    expect(cases.length).to.equal(46);
    const errors = cases.filter((c) => attempt(c.input) instanceof SgfError).map((c) => c.input);
    expect(errors).to.deep.equal(['junk', '()', 'B[ag]', '[ag]']);
    expect(games('dummy (;X[1];X[2];X[3](;B[bc])) junk (;Y[1];Y[2]) Nonsense').length).to.equal(2);
    expect(games('(;B[ag](;W[ah];)B[ai])')).to.deep.equal([[{ B: ['ag'] }, [[{ W: ['ah'] }, [[{}, []]]], [{ B: ['ai'] }, []]]]]);
  });

  it('never throws anything but SgfError on random and mutated input', function () {
    this.timeout(60_000); // the test runner is shared; allow for a busy machine
    let seed = 12345;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 8) % n;
    const alphabet = '();[]\\ABCWabc: \n';
    for (let i = 0; i < 3000; i++) {
      attempt(Array.from({ length: random(40) }, () => alphabet[random(alphabet.length)]).join(''));
    }
    const game = '(;GM[1]FF[4]SZ[19]C[a \\] b];B[pd](;W[dp];B[pp])(;W[dd]AB[aa:bb]LB[cc:x]))';
    for (let i = 0; i < 3000; i++) {
      const chars = [...game];
      for (let k = 1 + random(3); k > 0; k--) chars.splice(random(chars.length), random(2), alphabet[random(alphabet.length)]!);
      attempt(chars.join(''));
    }
  });

  it('reports progress up to 1 and warnings for what it repaired', async () => {
    const text = '(;GM[1]' + ';B[aa];W[bb]'.repeat(2000) + ')';
    const fractions: number[] = [];
    parseSgf(text, { onProgress: (f) => fractions.push(f) });
    expect(fractions.length).to.be.within(50, 120);
    expect(fractions.every((f, i) => f > (fractions[i - 1] ?? -1) && f <= 1)).to.equal(true);
    expect(fractions[fractions.length - 1]).to.equal(1);
    expect(warningsOf('(;B[aa]))(;W[bb]')).to.deep.equal(['Ignored an extra ")" at line 1, column 9', 'Missing ")" at the end']);
    expect(warningsOf('(;sz[9])')).to.deep.equal(['Read lower-case "sz" as SZ at line 1, column 3']);
    expect(warningsOf('(;C[x')).to.deep.equal(['Value not closed by "]" (a backslash before it?) at line 1, column 4', 'Missing ")" at the end']);
    const many = warningsOf('(;B[aa]' + ';W[bb]'.repeat(100) + ' !'.repeat(30) + ')');
    expect(many.length).to.equal(21);
    expect(many[20]).to.equal('10 more warnings');
  });
});

describe('loadSgf', () => {
  it('takes bytes, an ArrayBuffer or text, and gathers decoding and parsing warnings', async () => {
    const data = await bytes('synthetic/encoding/euc-kr-no-CA.sgf');
    const fromBytes = loadSgf(data);
    const fromBuffer = loadSgf(data.slice().buffer);
    expect(fromBytes.encoding).to.equal('euc-kr');
    expect(fromBuffer.games[0]!.props.PB).to.deep.equal(['이세돌']);
    expect(fromBytes.warnings).to.deep.equal(['Charset guessed as euc-kr']);
    expect(loadSgf('(;PB[이세돌];B[aa]')).to.deep.equal({ games: parseSgf('(;PB[이세돌];B[aa])'), warnings: ['Missing ")" at the end'] });
  });
});

describe('property identifiers: every one kept, written back as it came', () => {
  it('keeps identifiers with lower-case letters or digits (@sabaki/sgf 3.4.7 drops the first and throws on the second)', () => {
    const text = '(;GM[1]FF[4]SZ[19]myprop[private data]C2[digit id];B[pd]comment[lower])';
    const [root] = parseSgf(text);
    expect(root!.props).to.deep.equal({ GM: ['1'], FF: ['4'], SZ: ['19'], myprop: ['private data'], C2: ['digit id'] });
    expect(root!.props.C).to.equal(undefined); // C2's value is not read as a comment
    expect(root!.children[0]!.props).to.deep.equal({ B: ['pd'], comment: ['lower'] });
    const again = toSgf(parseSgf(text));
    for (const kept of ['myprop[private data]', 'C2[digit id]', 'comment[lower]']) expect(again).to.contain(kept);
    expect(parseSgf(again)[0]!.props).to.deep.equal(root!.props);
  });

  it('reads FF[3] long names by their FF[4] meaning and writes them back as they came', () => {
    const text = '(;GaMe[1]FileFormat[3]SiZe[9]AddBlack[aa][bb]sz[9];Black[cc]Comment[hi])';
    const [root] = parseSgf(text);
    expect(root!.props).to.deep.equal({ GM: ['1'], FF: ['3'], SZ: ['9', '9'], AB: ['aa', 'bb'] });
    expect(root!.children[0]!.props).to.deep.equal({ B: ['cc'], C: ['hi'] });
    const written = toSgf([root!]);
    expect(written).to.contain('GaMe[1]FileFormat[3]');
    expect(written).to.contain('AddBlack[aa][bb]');
    expect(written).to.contain('Black[cc]Comment[hi]');
    // And through the worker's packed form too.
    expect(toSgf(unpackTrees(structuredClone(packTrees([root!]))))).to.equal(written);
  });

  it('says in the warnings when a name was read as another', () => {
    const warnings: string[] = [];
    parseSgf('(;AddBlack[aa]sz[9]myprop[x])', { onWarning: (w) => warnings.push(w) });
    expect(warnings).to.deep.equal(['Read "AddBlack" as AB at line 1, column 3', 'Read lower-case "sz" as SZ at line 1, column 15']);
  });
});

describe('endsWithPasses', () => {
  const last = (text: string) => {
    let node = parseSgf(text)[0]!;
    while (node.children[0]) node = node.children[0];
    return node;
  };
  it('is true when the last two moves are passes (B[] or B[tt] on 19x19), nodes without moves skipped', () => {
    expect(endsWithPasses(last('(;SZ[19];B[pd];W[];C[note];B[tt]TB[aa])'), 19, 19)).to.equal(true);
    expect(endsWithPasses(last('(;SZ[9];B[ee];W[];B[])'), 9, 9)).to.equal(true);
  });
  it('is false for a record that stops at a stone, or after one pass', () => {
    expect(endsWithPasses(last('(;SZ[19];B[pd];W[dd])'), 19, 19)).to.equal(false);
    expect(endsWithPasses(last('(;SZ[19];B[pd];W[])'), 19, 19)).to.equal(false);
    expect(endsWithPasses(last('(;SZ[19];B[];W[dd];B[])'), 19, 19)).to.equal(false);
    expect(endsWithPasses(last('(;SZ[19])'), 19, 19)).to.equal(false);
  });
});
