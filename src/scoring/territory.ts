import { findChains, forNeighbours } from './chains.js';
import type { Chains } from './chains.js';

/**
 * What each point of a finished position is worth, once the dead stones are known. All arrays are indexed
 * y * width + x.
 */
export interface TerritoryAnalysis {
  /** 1: Black's territory, -1: White's, 0: not territory (stones alive, seki, dame, false eyes). */
  territory: Int8Array;
  /** 1 / -1 on every point (stones and empty) of a Black / White group alive in seki (and the empty points of its eyes). */
  seki: Int8Array;
  /** 1 on empty points (and dead stones) that no single colour owns: dame. */
  dame: Uint8Array;
  /** 1 on false eyes that must eventually be filled, so are not scored. */
  falseEye: Uint8Array;
  /** Eye value (0, 1 or 2) of the eye a point belongs to, else 0. */
  eyeValue: Uint8Array;
  /** 1 / -1 where an empty (or dead-stone) point is reachable only from Black's / White's living stones. */
  area: Int8Array;
}

/**
 * An eye region of at least this many points counts as two eyes when judging whether a group lives on its own.
 * Seki eyes in real games have one to three points (a dead stone inside included); a group with more room can
 * make two eyes. (On the KGS games, 3 to 5 all give the same results; 2 misses a seki with a two-point eye.)
 */
const TWO_EYE_SIZE = 4;

/** A neutral region this large is an open border, not the shared liberties of a seki. */
const OPEN_BORDER_SIZE = 5;

/**
 * Japanese (1989) counting of a finished position: territory, seki, dame and false eyes.
 *
 * 1. Dead stones are taken off. Each connected set of non-stone points is a region; a region bordered by the
 *    living stones of one colour only is that colour's (its `area`), any other region is dame.
 * 2. False eyes (teire, the protective moves that must be made): the opponent can fill all the dame, so a chain
 *    whose only liberty inside its own regions is one point p would then be in atari, and its owner has to play
 *    p. That is done (p becomes a stone for the rest of the analysis, and is not territory) only in the obvious
 *    shapes: p joins the chain to something, and opponent stones sit on p's diagonals (two, or one on the edge).
 *    Elsewhere players leave such points open and count them. Repeated until no chain needs another point.
 * 3. Seki: chains of one colour that share an own region, or are tied through dame in a way the opponent cannot
 *    cut, form a group. A group with fewer than two eyes (one small region, or none) lives only because the dame
 *    it touches cannot be filled; when such a group of each colour touches the same dame region, both are in
 *    seki, and their eyes are not territory (a dead stone inside such an eye stays too). A group that can live
 *    on its own and touches ordinary dame is not in seki: whoever fills that dame later is safe.
 * 4. Territory: the remaining points of the one-colour regions, minus seki eyes and false eyes (false eyes count
 *    when `scoreFalseEyes` is set).
 *
 * `stones`: 1 black, -1 white, 0 empty; `dead`: non-zero where a stone is marked dead.
 */
export function analyzeTerritory(
  width: number,
  height: number,
  stones: ArrayLike<number>,
  dead: ArrayLike<number>,
  scoreFalseEyes = false,
): TerritoryAnalysis {
  const n = width * height;
  const territory = new Int8Array(n);
  const seki = new Int8Array(n);
  const dame = new Uint8Array(n);
  const falseEye = new Uint8Array(n);
  const eyeValue = new Uint8Array(n);
  const area = new Int8Array(n);

  // The board with dead stones removed; teire are added to it below.
  const board = new Int8Array(n);
  for (let p = 0; p < n; p++) board[p] = dead[p] ? 0 : Math.sign(stones[p]!);

  // 1. Regions of the position as left: `area` and dame.
  const first = findRegions(width, height, board);
  for (let p = 0; p < n; p++) {
    if (board[p]) continue;
    const owner = first.owner[first.regionOf[p]!]!;
    area[p] = owner;
    if (!owner) dame[p] = 1;
  }

  // 2. Teire. A point is filled only where it joins the chain to another own chain or to more of the region: an
  //    eye that only this chain touches is its eye (seki, or a group the players agreed alive), not a connection
  //    to make. Fills within one pass are independent: a chain that needs p does not touch another's point q.
  for (;;) {
    const chains = findChains(width, height, board);
    const fills: number[] = [];
    for (let c = 0; c < chains.points.length; c++) {
      const s = chains.sign[c]!;
      // The chain's liberties inside its own regions: none, exactly one (`lib`), or more.
      let lib = -1;
      let more = false;
      for (const p of chains.points[c]!) {
        forNeighbours(width, height, p, (q) => {
          if (board[q] || area[q] !== s || q === lib) return;
          if (lib < 0) lib = q;
          else more = true;
        });
      }
      if (lib < 0 || more) continue;
      let joins = false;
      forNeighbours(width, height, lib, (q) => {
        if (board[q] === s ? chains.chainOf[q] !== c : !board[q] && area[q] === s) joins = true;
      });
      if (joins && falseEyeShape(width, height, board, lib, s)) fills.push(lib);
    }
    if (!fills.length) break;
    for (const p of fills) {
      board[p] = area[p]!;
      falseEye[p] = 1;
    }
  }

  // 3. Seki. Regions again, on the board with the teire played (a false eye is no eye).
  const regions = findRegions(width, height, board);
  const chains = findChains(width, height, board);
  const nChains = chains.points.length;
  const nRegions = regions.owner.length;
  // Groups: chains joined by the own regions they border.
  const parent = Int32Array.from({ length: nChains }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  const regionChains: number[][] = Array.from({ length: nRegions }, () => []);
  for (let c = 0; c < nChains; c++) {
    const seen = new Set<number>();
    for (const p of chains.points[c]!) {
      forNeighbours(width, height, p, (q) => {
        if (board[q]) return;
        const r = regions.regionOf[q]!;
        if (!seen.has(r)) {
          seen.add(r);
          regionChains[r]!.push(c);
        }
      });
    }
  }
  for (let r = 0; r < nRegions; r++) {
    if (!regions.owner[r]) continue;
    const cs = regionChains[r]!;
    for (let i = 1; i < cs.length; i++) parent[find(cs[i]!)] = find(cs[0]!);
  }
  linkThroughDame(width, height, board, regions, chains, (a, b) => {
    parent[find(a)] = find(b);
  });
  const eyes = new Int32Array(nChains);
  for (let r = 0; r < nRegions; r++) {
    if (!regions.owner[r] || !regionChains[r]!.length) continue;
    eyes[find(regionChains[r]![0]!)] += regions.size[r]! >= TWO_EYE_SIZE ? 2 : 1;
  }
  // A weak group cannot live on its own: if it is alive, it is alive in seki.
  const weak = (c: number) => eyes[find(c)]! < 2;
  const sekiGroup = new Uint8Array(nChains);
  for (let r = 0; r < nRegions; r++) {
    // A shared region of five points or more is an unfinished border (or stones whose status is unsettled), not
    // the few shared liberties of a seki: the groups around it are not called seki.
    if (regions.owner[r] || regions.size[r]! >= OPEN_BORDER_SIZE) continue;
    let weakBlack = false, weakWhite = false;
    for (const c of regionChains[r]!) {
      if (!weak(c)) continue;
      if (chains.sign[c]! > 0) weakBlack = true;
      else weakWhite = true;
    }
    if (!weakBlack || !weakWhite) continue;
    for (const c of regionChains[r]!) if (weak(c)) sekiGroup[find(c)] = 1;
  }
  // The eyes of seki groups (never shared with a group not in seki: a region joins all the chains around it).
  const sekiRegion = new Uint8Array(nRegions);
  for (let r = 0; r < nRegions; r++) {
    if (regions.owner[r] && regionChains[r]!.some((c) => sekiGroup[find(c)])) sekiRegion[r] = 1;
  }

  // 4. Territory.
  for (let p = 0; p < n; p++) {
    const s = board[p]!;
    if (s) {
      // A living stone, or a teire point (scored only on request, and never in seki).
      if (sekiGroup[find(chains.chainOf[p]!)]) seki[p] = s;
      else if (falseEye[p] && scoreFalseEyes) territory[p] = s;
      continue;
    }
    const r = regions.regionOf[p]!;
    const owner = regions.owner[r]!;
    if (!owner) continue;
    if (sekiRegion[r]) {
      seki[p] = owner;
      eyeValue[p] = 1;
      continue;
    }
    territory[p] = owner;
    eyeValue[p] = regions.size[r]! >= TWO_EYE_SIZE ? 2 : 1;
  }
  return { territory, seki, dame, falseEye, eyeValue, area };
}

interface Regions {
  /** Region index of each non-stone point, -1 on stones. */
  regionOf: Int32Array;
  /** 1 / -1 when only Black's / White's stones border the region, 0 when both or neither do. */
  owner: number[];
  size: number[];
}

/** Connected sets of non-stone points of `board` (1, -1, 0), with the colours that border each. */
function findRegions(width: number, height: number, board: Int8Array): Regions {
  const n = width * height;
  const regionOf = new Int32Array(n).fill(-1);
  const owner: number[] = [];
  const size: number[] = [];
  const stack: number[] = [];
  for (let p0 = 0; p0 < n; p0++) {
    if (board[p0] || regionOf[p0]! >= 0) continue;
    const id = owner.length;
    let black = false, white = false, k = 0;
    regionOf[p0] = id;
    stack.push(p0);
    while (stack.length) {
      const p = stack.pop()!;
      k++;
      forNeighbours(width, height, p, (q) => {
        const s = board[q]!;
        if (s > 0) black = true;
        else if (s < 0) white = true;
        else if (regionOf[q]! < 0) {
          regionOf[q] = id;
          stack.push(q);
        }
      });
    }
    owner.push(black === white ? 0 : black ? 1 : -1);
    size.push(k);
  }
  return { regionOf, owner, size };
}

const DIAGONALS = [[-1, -1], [1, -1], [-1, 1], [1, 1]] as const;

/**
 * Whether the diagonals of p let the opponent of `s` cut there: two opponent stones on the diagonals, or one on
 * the edge. A chain that needs p as its last liberty in such a shape really has to connect there; without the
 * shape, players do not fill it and the point is counted.
 */
function falseEyeShape(width: number, height: number, board: Int8Array, p: number, s: number): boolean {
  const x = p % width;
  const y = (p - x) / width;
  let offBoard = 0;
  let enemy = 0;
  for (const [dx, dy] of DIAGONALS) {
    const u = x + dx;
    const v = y + dy;
    if (u < 0 || v < 0 || u >= width || v >= height) offBoard++;
    else if (board[v * width + u] === -s) enemy++;
  }
  return enemy >= 2 || (offBoard > 0 && enemy >= 1);
}

/**
 * Joins chains of one colour that are connected in practice through dame: two chains that share two or more
 * liberties (if the opponent takes one, the other connects), or a point next to both where an opponent stone
 * would have at most one liberty and capture nothing (the opponent cannot cut there). Without this a chain
 * tied to its group that way would look like a separate group without eyes.
 */
function linkThroughDame(
  width: number,
  height: number,
  board: Int8Array,
  regions: Regions,
  chains: Chains,
  join: (a: number, b: number) => void,
): void {
  const nChains = chains.points.length;
  // Liberties of each chain.
  const libs: number[][] = Array.from({ length: nChains }, () => []);
  const mark = new Int32Array(width * height).fill(-1);
  for (let c = 0; c < nChains; c++) {
    for (const p of chains.points[c]!) {
      forNeighbours(width, height, p, (q) => {
        if (!board[q] && mark[q] !== c) {
          mark[q] = c;
          libs[c]!.push(q);
        }
      });
    }
  }
  // Chains sharing two liberties in dame.
  const sharedWith = new Map<number, number>();
  for (let c = 0; c < nChains; c++) {
    sharedWith.clear();
    for (const q of libs[c]!) {
      if (regions.owner[regions.regionOf[q]!]) continue;
      const counted: number[] = [];
      forNeighbours(width, height, q, (u) => {
        const d = chains.chainOf[u]!;
        if (d <= c || chains.sign[d] !== chains.sign[c] || counted.includes(d)) return;
        counted.push(d);
        sharedWith.set(d, (sharedWith.get(d) ?? 0) + 1);
      });
    }
    for (const [d, k] of sharedWith) if (k >= 2) join(c, d);
  }
  // Points where the opponent cannot cut.
  const seen = new Set<number>();
  for (let q = 0; q < width * height; q++) {
    if (board[q] || regions.owner[regions.regionOf[q]!]) continue;
    for (const s of [1, -1]) {
      const own: number[] = [];
      const other: number[] = [];
      forNeighbours(width, height, q, (u) => {
        const c = chains.chainOf[u]!;
        if (c < 0) return;
        const list = chains.sign[c] === s ? own : other;
        if (!list.includes(c)) list.push(c);
      });
      if (own.length < 2) continue;
      // An opponent stone at q: does it capture (some own chain has q as its only liberty)?
      if (own.some((c) => libs[c]!.length === 1)) continue;
      // Its liberties: empty neighbours of q, and those of the opponent chains it joins.
      seen.clear();
      forNeighbours(width, height, q, (u) => {
        if (!board[u]) seen.add(u);
      });
      for (const c of other) for (const l of libs[c]!) if (l !== q) seen.add(l);
      if (seen.size <= 1) for (let i = 1; i < own.length; i++) join(own[0]!, own[i]!);
    }
  }
}
