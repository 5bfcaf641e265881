import type { Vertex } from '../engine/index.js';

/**
 * A GTP / engine coordinate (`Q16`, `D4`, `pass`) as a point: columns A–T without I, rows counted from the
 * bottom. Null for a pass; undefined for anything that is not a point of this board.
 */
export function readGtpPoint(text: string, height: number, width = height): Vertex | null | undefined {
  const t = text.trim().toUpperCase();
  if (t === 'PASS' || t === 'TT') return null;
  const m = /^([A-HJ-Z])(\d{1,2})$/.exec(t);
  if (!m) return undefined;
  const c = m[1]!.charCodeAt(0) - 65;
  const x = c > 8 ? c - 1 : c;
  const y = height - Number(m[2]);
  return x < width && y >= 0 && y < height ? [x, y] : undefined;
}
