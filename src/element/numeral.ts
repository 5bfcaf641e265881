/** One formatter per language: making one is slow (tens of µs), and a step draws numbers. */
const formats = new Map<string, Intl.NumberFormat>();

/** A number as the board's language writes it ("2.100" and "3,5" in Vietnamese, where "2,100" reads as 2.1); any tag the browser does not know: its own way. */
export function numeral(n: number, lang: string): string {
  let f = formats.get(lang);
  if (!f) {
    try {
      f = new Intl.NumberFormat(lang);
    } catch {
      f = new Intl.NumberFormat();
    }
    formats.set(lang, f);
  }
  return f.format(n);
}
