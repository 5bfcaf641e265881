import { findChains, forNeighbours } from './chains.js';
import { checkBoard, deadMask, maskVertices } from './grid.js';
import type { Signs, Vertex } from './types.js';

/** How many empty points in a row may separate two chains that share an area. */
const MAX_GAP = 2;

/**
 * Toggles the life of the stones at `vertex` for the end-of-game marking, and returns the new dead set (sorted
 * by y, then x). `dead` is the current set; clicking an empty point changes nothing.
 *
 * The clicked chain flips between dead and alive, together with the stones that share its area: chains of the
 * same colour and the same current state reachable through at most two empty points in a row (or through
 * stones of the other colour that are marked dead), never through a living stone of the other colour. So a
 * scattered invasion dies or lives with one click, but a group farther away, or across a wall, is not touched.
 * When marking dead, a related chain that borders an empty region of its own colour alone (an eye or territory
 * of its own, so it may well live on its own) is not swept along, nor followed beyond.
 */
export function toggleDead(width: number, height: number, signs: Signs, dead: Iterable<Vertex>, vertex: Vertex): Vertex[] {
  checkBoard(width, height, signs);
  const mask = deadMask(width, height, signs, dead);
  const [x, y] = vertex;
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= width || y >= height) return maskVertices(width, mask);
  const start = y * width + x;
  const sign = Math.sign(signs[start]!);
  if (!sign) return maskVertices(width, mask);

  const chains = findChains(width, height, signs);
  const c0 = chains.chainOf[start]!;
  const wasDead = mask[start] === 1;
  const passable = (q: number) => signs[q] === 0 || (Math.sign(signs[q]!) === -sign && mask[q] === 1);
  const ownEye = wasDead ? null : ownRegionBorders(width, height, signs, mask, sign);

  const chosen = new Set<number>([c0]);
  const queue = [c0];
  const gapAt = new Int32Array(width * height).fill(-1);
  while (queue.length) {
    const c = queue.shift()!;
    if (c !== c0 && ownEye && ownEye[c]) continue; // swept along, but not followed beyond
    // Breadth-first through passable points, at most MAX_GAP in a row, from the chain's stones.
    let frontier: number[] = [];
    const touched: number[] = [];
    for (const p of chains.points[c]!) {
      forNeighbours(width, height, p, (q) => {
        if (passable(q) && gapAt[q]! < 0) {
          gapAt[q] = 1;
          touched.push(q);
          frontier.push(q);
        }
      });
    }
    for (let depth = 1; frontier.length; depth++) {
      const next: number[] = [];
      for (const p of frontier) {
        forNeighbours(width, height, p, (q) => {
          if (Math.sign(signs[q]!) === sign) {
            const d = chains.chainOf[q]!;
            if (!chosen.has(d) && (mask[q] === 1) === wasDead && !(ownEye && ownEye[d])) {
              chosen.add(d);
              queue.push(d);
            }
          } else if (depth < MAX_GAP && passable(q) && gapAt[q]! < 0) {
            gapAt[q] = depth + 1;
            touched.push(q);
            next.push(q);
          }
        });
      }
      frontier = next;
    }
    for (const q of touched) gapAt[q] = -1;
  }
  for (const c of chosen) for (const p of chains.points[c]!) mask[p] = wasDead ? 0 : 1;
  return maskVertices(width, mask);
}

/**
 * For each chain of colour `sign`, whether it borders an empty region (empty points, or stones of the other
 * colour marked dead) that touches no living stone of the other colour: an eye or a territory of its own.
 */
function ownRegionBorders(width: number, height: number, signs: Signs, mask: Uint8Array, sign: number): Uint8Array {
  const chains = findChains(width, height, signs);
  const out = new Uint8Array(chains.points.length);
  const n = width * height;
  const region = new Int32Array(n).fill(-1);
  const isSpace = (q: number) => signs[q] === 0 || (Math.sign(signs[q]!) === -sign && mask[q] === 1);
  let id = 0;
  for (let p0 = 0; p0 < n; p0++) {
    if (!isSpace(p0) || region[p0]! >= 0) continue;
    const pts = [p0];
    region[p0] = id;
    let foreign = false;
    const borders = new Set<number>();
    for (let i = 0; i < pts.length; i++) {
      forNeighbours(width, height, pts[i]!, (q) => {
        if (isSpace(q)) {
          if (region[q]! < 0) {
            region[q] = id;
            pts.push(q);
          }
        } else if (Math.sign(signs[q]!) === sign) borders.add(chains.chainOf[q]!);
        else foreign = true;
      });
    }
    if (!foreign) for (const c of borders) out[c] = 1;
    id++;
  }
  return out;
}
