import { en, type Dictionary } from './en.js';

export type { Dictionary };
export type WordKey = keyof Dictionary;
export type Translate = (key: WordKey, params?: Record<string, string | number>) => string;

const languages = new Map<string, Partial<Dictionary>>([['en', en]]);
const english = (): Partial<Dictionary> => languages.get('en')!;
// Languages shipped with the board but loaded on first use, to keep the bundle small. Language codes come from
// pages and files (`lang="constructor"`): every table keyed by them is a Map, never a plain object.
const bundled = new Map<string, () => Promise<Partial<Dictionary>>>([['vi', () => import('./vi.js').then((m) => m.vi)]]);
const loading = new Map<string, Promise<void>>();

/** Words that code loaded on demand brings: defaults, under the words addLanguage gave. */
export function addDefaultWords(code: string, words: Partial<Dictionary>): void {
  languages.set(code, { ...words, ...languages.get(code) });
}

/** Adds or extends a language; missing words fall back to English. */
export function addLanguage(code: string, words: Partial<Dictionary>): void {
  const key = code.toLowerCase();
  languages.set(key, { ...languages.get(key), ...words });
}

const baseTag = (lang: string | null | undefined): string => (lang || 'en').toLowerCase().split('-')[0]!;

/**
 * Loads a bundled language the first time it is asked for; resolves at once when there is nothing to load.
 * Words added with addLanguage take precedence over the bundled ones.
 */
export function loadLanguage(lang: string | null | undefined): Promise<void> {
  const tag = baseTag(lang);
  const load = bundled.get(tag);
  if (!load) return Promise.resolve();
  let promise = loading.get(tag);
  if (!promise) {
    promise = load().then((words) => addDefaultWords(tag, words), () => undefined);
    loading.set(tag, promise);
  }
  return promise;
}

/** A word or placeholder value only when it is the object's own: `{constructor}` is not filled from Object.prototype. */
function own(table: object, key: string): string | undefined {
  const value = Object.hasOwn(table, key) ? (table as Record<string, unknown>)[key] : undefined;
  return value == null ? undefined : String(value);
}

/** The dictionary for a BCP 47 tag: 'vi-VN' finds 'vi'; unknown tags give English. */
export function dictionaryFor(lang: string | null | undefined): Translate {
  const tag = (lang || 'en').toLowerCase();
  const words = languages.get(tag) ?? languages.get(baseTag(tag)) ?? english();
  return (key, params) => {
    // A word whose code has not loaded yet shows as its key until it has.
    const text = own(words, key) ?? own(english(), key) ?? key;
    return params ? text.replace(/\{(\w+)\}/g, (m, name: string) => own(params, name) ?? m) : text;
  };
}
