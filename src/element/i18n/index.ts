import { en, type Dictionary } from './en.js';
import { vi } from './vi.js';

export type { Dictionary };
export type WordKey = keyof Dictionary;

const languages = new Map<string, Partial<Dictionary>>([
  ['en', en],
  ['vi', vi],
]);

/** Adds or extends a language; missing words fall back to English. */
export function addLanguage(code: string, words: Partial<Dictionary>): void {
  const key = code.toLowerCase();
  languages.set(key, { ...languages.get(key), ...words });
}

/** The dictionary for a BCP 47 tag: 'vi-VN' finds 'vi'; unknown tags give English. */
export function dictionaryFor(lang: string | null | undefined): (key: WordKey, params?: Record<string, string | number>) => string {
  const tag = (lang || 'en').toLowerCase();
  const words = languages.get(tag) ?? languages.get(tag.split('-')[0]!) ?? en;
  return (key, params) => {
    const text = words[key] ?? en[key];
    return params ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m)) : text;
  };
}
