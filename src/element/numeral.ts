/** A number as the board's language writes it ("2.100" and "3,5" in Vietnamese, where "2,100" reads as 2.1); any tag the browser does not know: its own way. */
export function numeral(n: number, lang: string): string {
  try {
    return n.toLocaleString(lang);
  } catch {
    return n.toLocaleString();
  }
}
