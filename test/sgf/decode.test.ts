import { expect } from '@open-wc/testing';
import { decodeSgf, parseSgf } from '../../src/sgf/index.js';
import { decodeUtf8 } from '../../src/sgf/decode-utf8.js';
import { bytes, load, manifest, shape } from './helpers.js';

const hex = (s: string) => new Uint8Array(s.match(/../g)!.map((h) => parseInt(h, 16)));
const root = async (path: string) => (await load(path)).games[0]!;
/** The last comment on the main line. */
const lastComment = async (path: string) => {
  let node = await root(path);
  let comment: string | undefined;
  for (;;) {
    comment = node.props.C?.[0] ?? comment;
    if (!node.children[0]) return comment;
    node = node.children[0];
  }
};

const CHINESE = '围棋是一种古老的游戏，从被遗忘的中国起源先传到东亚其他地区，然后传到整个世界。';
const TRADITIONAL = '圍棋是一種古老的遊戲，從其被遺忘的中國起源開始，首先傳播到東亞其他地區，然後傳播到整個世界。';
const JAPANESE = 'Goは古代のゲームであり、中国での起源を忘れてから、最初に東アジアの他の地域に広がり、次に全世界に広がりました。';
const KOREAN = '바둑은 중국에서 잊혀진 기원에서 처음에는 동아시아의 나머지 지역으로 퍼진 후 전 세계로 퍼진 고대 게임입니다.';
const HINDI = 'गो एक प्राचीन खेल है, जो चीन में अपने भूले हुए उद्गम से, पहले पूर्वी एशिया के बाकी हिस्सों में और फिर पूरी दुनिया में फैल गया।';

describe('decodeSgf', () => {
  describe('files that declare their charset (libsgfc++ encoding files)', () => {
    const cases: [string, string, string][] = [
      ['encoding-chinese-gb18030.sgf', 'gb18030', CHINESE],
      ['encoding-chinese-gbk.sgf', 'gbk', CHINESE],
      ['encoding-simplifiedchinese-gb2312.sgf', 'gbk', CHINESE], // CA[EUC-CN], a label TextDecoder lacks
      ['encoding-simplifiedchinese-macos.sgf', 'gbk', CHINESE],
      ['encoding-traditionalchinese-big5.sgf', 'big5', TRADITIONAL],
      ['encoding-traditionalchinese-macos.sgf', 'big5', TRADITIONAL],
      ['encoding-japanese-shiftjis.sgf', 'shift_jis', JAPANESE],
      ['encoding-japanese-macos.sgf', 'shift_jis', JAPANESE],
      ['encoding-japanese-iso2022jp.sgf', 'iso-2022-jp', JAPANESE],
      ['encoding-korean-macos.sgf', 'euc-kr', KOREAN],
      ['encoding-cyrillic-windows.sgf', 'windows-1251', 'Го - древняя игра, которая со времен ее забытого происхождения в Китае распространилась сначала на остальную часть Восточной Азии, а затем и на весь мир.'],
      ['encoding-utf8-nobom.sgf', 'utf-8', HINDI],
      ['encoding-utf8-withbom.sgf', 'utf-8', HINDI],
      ['encoding-utf16-withbom.sgf', 'utf-16be', HINDI],
      ['encoding-utf16-nobom.sgf', 'utf-16be', HINDI],
      ['encoding-western-isolatin1.sgf', 'windows-1252', 'Ää Àà Ââ Åå Ææ Çç Èè Éé Êê Ëë Îî Ïï Ññ Öö Ôô Øø ß Üü Ùù Ûû ÿ ¿¡ «»'],
      ['encoding-western-isolatin9.sgf', 'iso-8859-15', 'Šš Žž'],
      ['encoding-western-macosroman.sgf', 'macintosh', 'ƒ ‰ ™'],
      ['encoding-western-windowslatin1.sgf', 'windows-1252', 'ƒ ‰ ™'],
    ];
    for (const [file, encoding, comment] of cases) {
      it(`${file}: ${encoding}`, async () => {
        const loaded = await load(`libsgfcplusplus/${file}`);
        expect(loaded.encoding).to.equal(encoding);
        expect(loaded.warnings).to.deep.equal([]);
        expect(await lastComment(`libsgfcplusplus/${file}`)).to.equal(comment);
      });
    }
  });

  it('reads Sabaki’s Chinese, Japanese and Korean files with their names', async () => {
    const names = async (file: string) => {
      const r = await root(`sabaki-sgf/${file}`);
      return [r.props.PB![0], r.props.PW![0], r.children[0]!.children[0]!.props.C![0]];
    };
    expect(await names('chinese.sgf')).to.deep.equal(['古力', '柯洁', '围棋 is fun']);
    expect(await names('japanese.sgf')).to.deep.equal(['井山 裕太', '山下 敬吾', '囲碁 is fun']);
    expect(await names('korean.sgf')).to.deep.equal(['이세돌', '박정환', '바둑 is fun']);
  });

  it('keeps a Shift_JIS name whose last byte is a backslash (dame-moji), with and without CA', async () => {
    for (const file of ['shift_jis-with-CA-dame-moji.sgf', 'shift_jis-no-CA-dame-moji.sgf']) {
      const loaded = await load(`synthetic/encoding/${file}`);
      const r = loaded.games[0]!;
      expect(loaded.encoding).to.equal('shift_jis');
      expect([r.props.PB, r.props.PW, r.props.C, r.props.EV]).to.deep.equal([['申眞ソ'], ['表能'], ['ソ'], ['第1回表彰']]);
      expect(r.children[0]!.props.C).to.deep.equal(['囲碁は楽しい']);
    }
  });

  it('recovers files without CA: Nihon Ki-in Shift_JIS, GB (MultiGo), EUC-KR, windows-1251', async () => {
    const kiin = await load('sabaki-sgf/encoding/nihon-kiin.sgf');
    expect(kiin.encoding).to.equal('shift_jis');
    expect(kiin.warnings).to.deep.equal(['Charset guessed as shift_jis']);
    expect(kiin.games[0]!.props.PW).to.deep.equal(['党毅飛']);
    expect(kiin.games[0]!.props.TE![0]).to.contain('世界最高棋士決定戦');

    const multigo = await load('sabaki-sgf/no-ca.sgf');
    expect(multigo.encoding).to.equal('gb18030');
    expect(multigo.games[0]!.props.C![0]).to.contain('这是从压长星定式演变而来的形');

    const korean = (await load('synthetic/encoding/euc-kr-no-CA.sgf')).games[0]!;
    expect([korean.props.PB, korean.props.PW, korean.children[0]!.props.C]).to.deep.equal([['이세돌'], ['박정환'], ['바둑']]);

    const russian = await load('synthetic/encoding/windows-1251-no-CA.sgf');
    expect(russian.encoding).to.equal('windows-1251');
    expect([russian.games[0]!.props.PB, russian.games[0]!.props.PW]).to.deep.equal([['Илья Шикшин'], ['Александр Динерштейн']]);
  });

  it('guesses the charset of short no-CA records (names, event, result)', () => {
    const cases: [string, string, string][] = [
      ['gb18030', '(;GM[1]EV[第25届三星杯]PB[柯洁]PW[党毅飞]C[黑中盘胜];B[pd])', '283b474d5b315d45565bb5da3235bdecc8fdd0c7b1ad5d50425bbfc2bde05d50575bb5b3d2e3b7c95d435bbadad6d0c5cccaa45d3b425b70645d29'],
      ['big5', '(;GM[1]EV[第25屆三星盃]PB[柯潔]PW[黨毅飛]C[黑中盤勝];B[pd])', '283b474d5b315d45565bb2c43235a9a1a454ac50acd75d50425bac5fbce45d50575bc4d2bcddadb85d435bb6c2a4a4bd4cb3d35d3b425b70645d29'],
      ['euc-kr', '(;GM[1]EV[제46기 명인전]PB[신진서]PW[박정환]C[흑 불계승];B[pd])', '283b474d5b315d45565bc1a63436b1e220b8edc0cec0fc5d50425bbdc5c1f8bcad5d50575bb9dac1a4c8af5d435bc8e620bad2b0e8bdc25d3b425b70645d29'],
      ['shift_jis', '(;GM[1]EV[第46期棋聖戦]PB[井山裕太]PW[一力遼]C[コミ6目半、白番中押し勝ち];B[pd])', '283b474d5b315d45565b91e634368afa8afb90b990ed5d50425b88e48e52975491be5d50575b88ea97cd97c95d435b8352837e3696da94bc8141949294d49286899f82b58f9f82bf5d3b425b70645d29'],
      // Both name pairs are valid UTF-8 or valid EUC-KR by chance; GB wins on plausibility.
      ['gb18030', '(;PB[时越]PW[檀啸])', '283b50425bcab1d4bd5d50575bccb4d0a55d29'],
      ['gb18030', '(;PB[古力]PW[柯洁])', '283b50425bb9c5c1a65d50575bbfc2bde05d29'],
      // Accented Latin decodes as GB18030 or Big5 too, but glued to letters it is not CJK text.
      ['windows-1252', '(;PB[Jérôme]PW[Müller]C[café])', '283b50425b4ae972f46d655d50575b4dfc6c6c65725d435b636166e95d29'],
    ];
    for (const [encoding, text, bytes] of cases) {
      const decoded = decodeSgf(hex(bytes));
      expect([decoded.encoding, decoded.text]).to.deep.equal([encoding, text]);
      expect(decoded.warning).to.equal(`Charset guessed as ${encoding}`);
    }
  });

  it('handles wrong and unknown CA labels', async () => {
    // Labels TextDecoder does not know, mapped.
    const msKanji = await load('synthetic/encoding/CA-MS_KANJI-label.sgf');
    expect([msKanji.encoding, msKanji.games[0]!.props.PB![0]]).to.deep.equal(['shift_jis', '井山裕太']);
    const utf16 = await load('synthetic/encoding/CA-UTF16LE-nonstandard-label-with-BOM.sgf');
    expect([utf16.encoding, utf16.games[0]!.props.PB![0]]).to.deep.equal(['utf-16le', '李昌镐']);
    // CA[UTF-8] on Latin-1 bytes.
    const latin1 = await load('synthetic/encoding/latin1-labelled-utf8.sgf');
    expect([latin1.encoding, latin1.games[0]!.props.PB![0], latin1.games[0]!.props.PW![0]]).to.deep.equal(['windows-1252', 'Jérôme', 'Müller']);
    expect(latin1.warnings[0]).to.equal('The file is not valid UTF-8 (its CA[]); Charset guessed as windows-1252');
    // CA[ISO-8859-1] on UTF-8 bytes: the UTF-8 wins.
    const utf8 = await load('synthetic/encoding/utf8-labelled-latin1.sgf');
    expect([utf8.encoding, utf8.games[0]!.props.PB![0], utf8.games[0]!.props.PW![0]]).to.deep.equal(['utf-8', 'Jérôme', '李昌镐']);
    expect(utf8.warnings).to.deep.equal(['CA[ISO-8859-1] ignored: the file is UTF-8']);
    const klingon = await load('synthetic/encoding/CA-unknown-label.sgf');
    expect([klingon.encoding, klingon.games[0]!.props.PW![0], klingon.warnings[0]]).to.deep.equal(['utf-8', '李昌镐', 'Unknown charset CA[klingon]']);
    // Labels that name Object.prototype's members are unknown labels like any other. (Labels are looked up lower-case
    // without punctuation: of these, only 'constructor' still names a member then; the others are checked as written.)
    for (const name of ['constructor', '__proto__', 'toString', 'valueOf']) {
      const decoded = decodeSgf(new TextEncoder().encode(`(;CA[${name}]PB[李昌镐])`));
      expect([decoded.encoding, decoded.text, decoded.warning]).to.deep.equal(['utf-8', `(;CA[${name}]PB[李昌镐])`, `Unknown charset CA[${name}]`]);
    }
    const foo = await load('littlego/Illegal games/encoding-unsupported.sgf');
    expect(foo.warnings[0]).to.equal('Unknown charset CA[foo]');
    // CA after PB still applies to PB.
    const late = (await load('synthetic/encoding/gb2312-CA-after-PB.sgf')).games[0]!;
    expect([late.props.PB![0], late.props.PW![0], late.children[0]!.props.C![0]]).to.deep.equal(['古力', '柯洁', '围棋']);
    // Big5 and GBK characters whose second byte is a backslash.
    const big5 = (await load('synthetic/encoding/big5-trail-0x5C.sgf')).games[0]!;
    expect([big5.props.PB![0], big5.props.PW![0], big5.children[0]!.props.C![0]]).to.deep.equal(['許功', '柯潔', '許']);
    const gbk = (await load('synthetic/encoding/gbk-trail-0x5C.sgf')).games[0]!;
    expect([gbk.props.PB![0], gbk.props.PW![0], gbk.children[0]!.props.C![0]]).to.deep.equal(['乗', '癨', '乗']);
  });

  it('reads BOMs and UTF-16 without a BOM', async () => {
    const be = await load('synthetic/encoding/utf16be-no-BOM.sgf');
    expect([be.encoding, be.games[0]!.props.PB![0]]).to.deep.equal(['utf-16be', '李昌镐']);
    const bom = await load('synthetic/text/bom-utf8.sgf');
    expect([bom.encoding, bom.games[0]!.props.PB![0], bom.games[0]!.props.PW![0]]).to.deep.equal(['utf-8', 'Jérôme', '李昌镐']);
    const le = await load('sabaki-sgf/utf16le.sgf');
    const u8 = await load('sabaki-sgf/utf8bom.sgf');
    expect(le.encoding).to.equal('utf-16le');
    expect(le.games[0]!.props.PB).to.deep.equal(['Kitani Minoru']);
    expect(parseSgf(decodeSgf(await bytes('sabaki-sgf/utf16le.sgf')).text).length).to.equal(1);
    // The same game as the UTF-8 copy, except for its CA.
    expect(shape(le.games).map(([, props]) => props.filter(([id]) => id !== 'CA'))).to.deep.equal(
      shape(u8.games).map(([, props]) => props.filter(([id]) => id !== 'CA')),
    );
    // A UTF-16LE text made here, without BOM: "(;PB[李])".
    const text = '(;PB[李])';
    const utf16le = new Uint8Array(text.length * 2);
    for (let i = 0; i < text.length; i++) {
      utf16le[2 * i] = text.charCodeAt(i) & 0xff;
      utf16le[2 * i + 1] = text.charCodeAt(i) >> 8;
    }
    expect(decodeSgf(utf16le)).to.deep.equal({ text, encoding: 'utf-16le' });
  });

  it('keeps mojibake already in a UTF-8 file rather than decoding it again (japanese_bad.sgf)', async () => {
    const bad = await load('sabaki-sgf/japanese_bad.sgf');
    expect(bad.encoding).to.equal('utf-8');
    expect(bad.games[0]!.props.PB![0]).to.equal('\ufffd\ufffd\ufffdR \ufffdT\ufffd\ufffd');
  });

  it('replaces a few broken bytes in a mostly-UTF-8 file and never throws on junk', async () => {
    const mostly = new Uint8Array([...new TextEncoder().encode('(;PB[李昌镐]PW[Jérôme]C['), 0xff, ...new TextEncoder().encode('])')]);
    expect(decodeSgf(mostly)).to.deep.equal({ text: '(;PB[李昌镐]PW[Jérôme]C[\ufffd])', encoding: 'utf-8', warning: '1 invalid UTF-8 sequences replaced' });
    for (const file of ['synthetic/malformed/binary-junk-4k.sgf', 'synthetic/malformed/zip-magic-bytes.sgf', 'synthetic/encoding/invalid-utf8-bytes.sgf', 'synthetic/malformed/empty.sgf']) {
      const decoded = decodeSgf(await bytes(file));
      expect(decoded.text).to.be.a('string');
    }
    expect(decodeSgf(new Uint8Array())).to.deep.equal({ text: '', encoding: 'utf-8' });
  });

  it('reads a Fox relay whose names lost bytes as UTF-8, not windows-1252 (found by a review)', async () => {
    // Five of its UTF-8 sequences have a byte turned into "?": no legacy charset reads it, and a single-byte
    // reading garbled every name (조혜연 as ì¡°í˜ì—°).
    const file = await bytes('../scoring/fox-1488029422019999521.sgf');
    const decoded = decodeSgf(file);
    expect(decoded.encoding).to.equal('utf-8');
    expect(decoded.warning).to.equal('5 invalid UTF-8 sequences replaced');
    expect(/PW\[([^\]]*)\]/.exec(decoded.text)?.[1]).to.equal('조혜연');
    // Bytes of a legacy charset stay with it: GB18030 text with one stray byte is not read as broken UTF-8.
    const gb = new Uint8Array([...new TextEncoder().encode('(;PB['), 0xc0, 0xee, 0xb2, 0xfd, 0xba, 0xc6, ...new TextEncoder().encode(']C['), 0xb9, 0xc5, 0xc1, 0xa6, 0xba, 0xc6, ...new TextEncoder().encode('])')]);
    expect(decodeSgf(gb).encoding).not.to.equal('utf-8');
  });

  it('the board’s UTF-8 fast path gives decodeSgf’s answer or leaves the file to it', async () => {
    const utf8 = new TextEncoder();
    const cases: Uint8Array[] = [
      ...(await Promise.all((await manifest()).map((e) => bytes(e.file)))),
      utf8.encode('(;GM[1]CA[UTF-8]PB[Lee Sedol]PW[李世乭])'),
      utf8.encode('(;GM[1]CA[utf8]PB[ʱԽ])'),
      utf8.encode('(;GM[1]PB[ʱԽ])'),
      utf8.encode('(;GM[1]PB[Émile]PW[Zoë])'),
      utf8.encode('(;GM[1]CA[Shift_JIS]PB[Cho])'),
      utf8.encode('(;GM[1]CA[ISO-8859-1]PB[Émile])'),
      utf8.encode('\ufeff(;GM[1]CA[UTF-8]PB[Émile])'),
      hex('efbbbf283b474d5b315d50425b8e9e9d5d29'),
      hex('283b50425bcab1d4bd5d50575bccb4d0a55d29'),
      hex('283b50425bb9c5c1a65d50575bbfc2bde05d29'),
      hex('283b50425b4ae972f46d655d50575b4dfc6c6c65725d435b636166e95d29'),
    ];
    let fast = 0;
    for (const b of cases) {
      const quick = decodeUtf8(b);
      if (quick) {
        fast++;
        expect(quick).to.deep.equal(decodeSgf(b));
      }
    }
    expect(fast).to.be.above(cases.length / 2);
    expect(decodeUtf8(utf8.encode('(;GM[1]PB[ʱԽ])'))).to.equal(null);
    expect(decodeUtf8(utf8.encode('(;GM[1]CA[Shift_JIS]PB[Cho])'))).to.equal(null);
  });
});
