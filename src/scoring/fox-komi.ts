/**
 * The komi of a KM written as Fox writes it, times 100: 650 is 6.5, 750 is 7.5, and under Chinese rules 375 is
 * 3.75 stones, 7.5 points. Null when `km` is not written that way.
 */
export function foxKomi(km: number, chinese: boolean): number | null {
  if (!(Math.abs(km) >= 100 && Math.abs(km) < 10000 && Number.isInteger(km) && km % 25 === 0)) return null;
  const k = km / 100;
  const fraction = Math.abs(k % 1);
  return chinese && (fraction === 0.25 || fraction === 0.75) ? k * 2 : k;
}
