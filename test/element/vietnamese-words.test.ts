// Every English word of the board has a Vietnamese one, translated (not the English copied), with the same
// placeholders: the board's words, those that come with its chunks (scoring, panel parts, load messages, markup), the
// record's warnings, and the word tables of the modes and the analysis layer.
import { expect } from '@open-wc/testing';
import { en } from '../../src/element/i18n/en.js';
import { dictionaryFor, loadLanguage } from '../../src/element/i18n/index.js';
import { vi } from '../../src/element/i18n/vi.js';
import { scoringWords } from '../../src/element/scoring-words.js';
import { panelWords } from '../../src/element/panel-words.js';
import { loadWords } from '../../src/element/load-words.js';
import { markupWords } from '../../src/element/markup-words.js';
import { mib } from '../../src/element/load-error.js';
import { analysisWords } from '../../src/element/analysis-words.js';
import { editWords } from '../../src/element/modes/edit-words.js';
import { guessWords } from '../../src/element/modes/guess-words.js';
import { problemWords } from '../../src/element/modes/problem-words.js';
import { warningText } from '../../src/sgf/warning-text.js';
import type { RecordWarning, RecordWarningCode } from '../../src/sgf/record-warning.js';

const placeholders = (text: string): string[] => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();

/** Words that are the same in both languages (a format, a symbol, a word Vietnamese borrows). */
const SAME: Record<string, string[]> = {
  board: ['played', 'edited', 'mistakeWinrate', 'loadOther'],
};

/** Placeholders a Vietnamese word may use that the English one leaves out (the code passes them). */
const MORE: Record<string, string[]> = { scoreWin: ['color', 'n'], result_resign: ['loser'], result_time: ['loser'], result_forfeit: ['loser'] };

function compare(name: string, english: Record<string, string>, vietnamese: Record<string, string>): void {
  for (const [key, word] of Object.entries(english)) {
    expect(Object.hasOwn(vietnamese, key), `${name}: ${key} has no Vietnamese word`).to.equal(true);
    const said = vietnamese[key]!;
    if (!(SAME[name] ?? SAME.board!).includes(key)) expect(said, `${name}: ${key} is the English word`).to.not.equal(word);
    const allowed = [...placeholders(word), ...(MORE[key] ?? [])];
    for (const p of placeholders(said)) expect(allowed, `${name}: ${key} has {${p}}, which the English does not`).to.include(p);
    // ({stones}, "stone" or "stones", is "quân" either way: a Vietnamese word may say "quân" itself.)
    for (const p of placeholders(word)) if (p !== 'stones') expect(placeholders(said), `${name}: ${key} leaves out {${p}}`).to.include(p);
  }
}

describe('Vietnamese words', () => {
  it("cover the board's English words and those its chunks bring, translated, with the same placeholders", () => {
    compare('board', { ...en, ...scoringWords, ...panelWords, ...loadWords, ...markupWords }, vi);
  });

  it('cover the word tables of the modes and of the analysis layer', () => {
    compare('edit', editWords('en'), editWords('vi'));
    compare('guess', guessWords('en'), guessWords('vi'));
    compare('problem', problemWords('en'), problemWords('vi'));
    compare('analysis', analysisWords('en') as Record<string, string>, analysisWords('vi') as Record<string, string>);
  });

  it("say every warning of a record, with its values in place (the English as SgfCursor writes it)", async () => {
    await loadLanguage('vi');
    const t = dictionaryFor('vi');
    const values: RecordWarning['values'] = { id: 'AB', value: 'zz', size: '9x9', n: 12, color: 'white', point: 'D4' };
    const codes: RecordWarningCode[] = ['notPoint', 'offBoard', 'clipped', 'badTurn', 'twoMoves', 'manyValues', 'moveNotPoint', 'moveOffBoard', 'occupied', 'suicide', 'ko', 'superko', 'unplayable'];
    for (const code of codes) {
      const english = warningText({ code, values });
      const said = t(`warn_${code}`, { ...values, color: t('white') } as Record<string, string | number>);
      expect(said, code).to.not.equal(`warn_${code}`);
      expect(said, code).to.not.match(/\{\w+\}/);
      expect(said, code).to.not.equal(english);
      // The values the English sentence gives are in the Vietnamese one too.
      for (const v of ['AB[zz]', 'PL[zz]', '9x9', '12', 'D4']) if (english.includes(v)) expect(said, code).to.contain(v);
      if (/\(W /.test(english)) expect(said, code).to.contain('Trắng');
    }
    // Every code of the union is listed above: the Dictionary type asks for one word each.
    expect(Object.keys(vi).filter((k) => k.startsWith('warn_')).sort()).to.deep.equal(codes.map((c) => `warn_${c}`).sort());
  });

  it('write sizes with the board’s word for bytes, and MB as the language writes numbers', async () => {
    await loadLanguage('vi');
    expect(mib(262144, dictionaryFor('en'), 'en')).to.equal('262,144 bytes');
    expect(mib(262144, dictionaryFor('vi'), 'vi')).to.equal('262.144 byte');
    expect(mib(4_000_000, dictionaryFor('en'), 'en')).to.equal('3.8 MB');
    expect(mib(4_000_000, dictionaryFor('vi'), 'vi')).to.equal('3,8 MB');
    expect(mib(3.96 * 1048576, dictionaryFor('vi'), 'vi-VN')).to.equal('4 MB');
    expect(mib(50 * 1048576, dictionaryFor('en'), 'en')).to.equal('50 MB');
  });
});
