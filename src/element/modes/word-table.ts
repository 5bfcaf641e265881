// The words of code loaded on demand (the modes, the analysis layer, the position summary): English, the bundled
// languages, and those a page adds. A chunk of its own, shared by them.

/**
 * Fills {name} placeholders from the values' own properties (`{constructor}` is not filled from Object.prototype);
 * unknown ones stay as written.
 */
export const fill = (text: string, params: Record<string, string | number> = {}): string =>
  text.replace(/\{(\w+)\}/g, (m, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : m));

/** A table of words by language: `add` adds or extends one (missing words fall back to English); `get` finds one by BCP 47 tag ('vi-VN' finds 'vi', unknown tags give English). */
export function wordTable<W extends Record<string, string>>(en: W, bundled: Record<string, W>) {
  const languages = new Map<string, W>([['en', en], ...Object.entries(bundled)]);
  return {
    add(code: string, more: Partial<W>): void {
      const key = code.toLowerCase();
      languages.set(key, { ...en, ...languages.get(key), ...more });
    },
    get(lang: string): W {
      const tag = (lang || 'en').toLowerCase();
      return languages.get(tag) ?? languages.get(tag.split('-')[0]!) ?? en;
    },
  };
}
