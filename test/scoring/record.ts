import sgf from '@sabaki/sgf';
import { GoGame } from '../../src/engine/index.js';
import type { Vertex } from '../../src/engine/index.js';

/** The final position of a game record, and what is needed to count it. */
export interface FinalPosition {
  width: number;
  height: number;
  signs: Int8Array;
  captures: { black: number; white: number };
  komi: number;
  handicap: number;
  re: string;
  /** The players' dead stones: stones under the other colour's final TB / TW marks. */
  markedDead: Vertex[];
}

type Node = { data: Record<string, string[] | undefined>; children: Node[] };

const point = (v: string, width: number, height: number): Vertex | null => {
  if (v.length !== 2) return null;
  const x = v.charCodeAt(0) - 97;
  const y = v.charCodeAt(1) - 97;
  return x >= 0 && y >= 0 && x < width && y < height ? [x, y] : null; // '' and 'tt' are passes
};

/** Replays the main line of an SGF record (setup, moves, passes) and reads the final TB / TW marks. */
export function finalPosition(text: string): FinalPosition {
  const root = (sgf.parse(text) as unknown as Node[])[0]!;
  const prop = (k: string) => root.data[k]?.[0];
  const width = parseInt(prop('SZ') ?? '19', 10);
  const height = width;
  const game = new GoGame({ width, height, allowSuicide: true });
  let tb: Vertex[] = [];
  let tw: Vertex[] = [];
  for (let node: Node | undefined = root; node; node = node.children[0]) {
    const d = node.data;
    for (const v of d.AB ?? []) { const p = point(v, width, height); if (p) game.setStone(p[0], p[1], 'black'); }
    for (const v of d.AW ?? []) { const p = point(v, width, height); if (p) game.setStone(p[0], p[1], 'white'); }
    for (const [key, color] of [['B', 'black'], ['W', 'white']] as const) {
      const value = d[key]?.[0];
      if (value === undefined) continue;
      const p = point(value, width, height);
      if (p) game.play(p[0], p[1], { color, force: true });
      else game.pass();
    }
    if (d.TB || d.TW) {
      tb = (d.TB ?? []).map((v) => point(v, width, height)!).filter(Boolean);
      tw = (d.TW ?? []).map((v) => point(v, width, height)!).filter(Boolean);
    }
  }
  const signs = game.signs();
  const markedDead: Vertex[] = [
    ...tb.filter(([x, y]) => signs[y * width + x]! < 0),
    ...tw.filter(([x, y]) => signs[y * width + x]! > 0),
  ].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  return {
    width,
    height,
    signs,
    captures: game.captures,
    komi: parseFloat(prop('KM') ?? '0'),
    handicap: parseInt(prop('HA') ?? '0', 10) || 0,
    re: prop('RE') ?? '',
    markedDead,
  };
}

/** Loads a fixture from test/fixtures/scoring/. */
export async function loadFixture(name: string): Promise<FinalPosition> {
  const text = await (await fetch(new URL(`../fixtures/scoring/${name}`, import.meta.url))).text();
  return finalPosition(text);
}
