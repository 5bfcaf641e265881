import type { SmallBoard } from './small-board.js';

/**
 * The end of the game as a sum of small local games, used by finishGame after its forcing moves (rules 2-4) and
 * before the border fills (rule 5). The neutral points are split into regions that do not interact: two neutral
 * points are in one region when they are neighbours, or liberties of one weak chain (a living chain with two
 * own-area liberties or fewer and three liberties or fewer in all: a longer chain is a wall until fills shorten it;
 * the regions are read again before every move). The own-area liberties of a region's weak chains are its teire
 * points, played by their owner (or by the other side only when that captures); dead chains next to a region
 * belong to it (their stones counted, and their liberties in the taker's area teire points when they have two or
 * fewer). A region of at most MAX_POINTS such points is read to its end (see keyOf: not exactly) by minimax with
 * passes, the Japanese count of its points (territory of its empty points and dead stones, stones taken), Black
 * first and White first, and the threat of each side's best first move (what moving again there would gain). A
 * region whose best line takes living stones (a seki, a race the players left) or that needs more than NODE_LIMIT
 * positions is left to the rules.
 *
 * The choice (LocalGames.choose), in this order: the answer to the opponent's sente just played there; one's own sente
 * (a move that gains and threatens more), the largest gain first; a gote that gains two points or more. A gote of
 * one point and a reverse sente (the opponent's sente, ours not) are left to the rules: the sente belongs to its
 * owner, and who takes the last one-point gote was measured to match the records less often (a local solver taking
 * them: pro-nogo 189 of 243 against 193).
 */

/** Points a region may have (neutral points and teire points) to be solved. */
const MAX_POINTS = 6;
/** Positions a region's reading may visit; a region that needs more is left to the rules. */
const NODE_LIMIT = 2000;
/** Liberties a chain may have and still join the points around it into one region. */
const WEAK_LIBS = 3;
/** A dead chain's liberties are teire points of its region when it has this many or fewer. */
const DEAD_LIBS = 2;
/** A flood of more points than this, while counting a region's point, is a territory as it was at the start. */
const FLOOD_LIMIT = 24;

export interface LocalRegion {
  moves: number[];
  /** Value (Black's view) with Black first, White first. */
  vB: number;
  vW: number;
  /** The best first move of each side, -1 for a pass. */
  bestB: number;
  bestW: number;
  /** What the mover would gain by playing again after its best move (its threat), Black's view. */
  threatB: number;
  threatW: number;
  /** Points next to the region's move points. */
  near: Set<number>;
}

interface Ctx {
  moves: number[];
  teireOwner: Map<number, number>;
  evalPts: number[];
  deadAt: Uint8Array;
  tt: Map<number, { v: number; m: number }>;
  mark: Int32Array;
  gen: number;
  owner: Int8Array;
  /** Positions read so far; past NODE_LIMIT the region is left unsolved. */
  nodes: number;
  /** evaluate of the positions met, by their hash. */
  counted: Map<number, number>;
}

/** The local games of one finishing: the regions already solved, and the last sente chosen. */
export class LocalGames {
  /** Regions solved during this finishing, by their content. */
  private readonly cache = new Map<string, LocalRegion | null>();
  /** The point of the last move chosen as a sente, -1 if the last choice was not one. */
  private lastSente = -1;

  /**
   * The move of `side` among the solved regions, or -1. `last` is the opponent's last move (-1 if none or a pass).
   */
  choose(board: SmallBoard, deadAt: Uint8Array, owner: Int8Array, regionSize: Int32Array, openGround: number, side: number, last: number): number {
    const regions = this.solve(board, deadAt, owner, regionSize, openGround);
    let best = -1, bestRank = 0, bestGain = 0;
    for (const r of regions) {
      const m = side > 0 ? r.bestB : r.bestW;
      if (m < 0) continue;
      const gain = side * ((side > 0 ? r.vB : r.vW) - (side > 0 ? r.vW : r.vB));
      if (gain < 1) continue;
      const sente = side * (side > 0 ? r.threatB : r.threatW) > 0;
      const other = side > 0 ? r.bestW : r.bestB;
      const otherSente = other >= 0 && -side * (side > 0 ? r.threatW : r.threatB) > 0;
      const answer = last >= 0 && last === this.lastSente && (r.moves.includes(last) || r.near.has(last));
      // 3: an answer to a sente, 2: own sente, 1: a gote of two points or more.
      const rank = answer ? 3 : sente ? 2 : !otherSente && gain >= 2 ? 1 : 0;
      if (!rank) continue;
      if (rank > bestRank || (rank === bestRank && rank < 3 && gain > bestGain)) {
        best = m;
        bestRank = rank;
        bestGain = gain;
      }
    }
    this.lastSente = bestRank === 2 ? best : -1;
    return best;
  }

  /** The solved regions of the position. */
  private solve(board: SmallBoard, deadAt: Uint8Array, owner: Int8Array, regionSize: Int32Array, openGround: number): LocalRegion[] {
    const n = board.signs.length;
    const parent = Int32Array.from({ length: n }, (_, i) => i);
    const find = (a: number): number => {
      while (parent[a] !== a) a = parent[a] = parent[parent[a]!]!;
      return a;
    };
    const union = (a: number, b: number) => {
      a = find(a);
      b = find(b);
      if (a !== b) parent[a] = b;
    };
    const neutral = new Uint8Array(n);
    for (let p = 0; p < n; p++) if (!board.signs[p] && !owner[p] && regionSize[p]! <= openGround) neutral[p] = 1;
    for (let p = 0; p < n; p++) {
      if (neutral[p]) board.neighbours(p, (q) => {
        if (neutral[q]) union(p, q);
      });
    }
    const seen = new Uint8Array(n);
    const teireOwner = new Map<number, number>();
    const teireRoot: [number, number][] = [];
    const stonesOf: [number, number[]][] = [];
    const weakRoot = new Int32Array(n).fill(-1);
    // Weak chains join their neutral liberties; their own-area liberties are teire points.
    for (let p = 0; p < n; p++) {
      if (!board.signs[p] || deadAt[p] || seen[p]) continue;
      const c = board.chain(p);
      for (const q of c.stones) seen[q] = 1;
      const own = c.libs.filter((l) => owner[l] === c.sign);
      const neu = c.libs.filter((l) => neutral[l]);
      if (own.length > 2 || !neu.length || c.libs.length > WEAK_LIBS) continue;
      for (const l of neu) union(neu[0]!, l);
      for (const l of own) {
        teireRoot.push([l, neu[0]!]);
        teireOwner.set(l, c.sign);
      }
      stonesOf.push([neu[0]!, c.stones]);
      for (const q of c.stones) weakRoot[q] = neu[0]!;
    }
    // Dead chains next to a region belong to it.
    for (let p = 0; p < n; p++) {
      if (!board.signs[p] || !deadAt[p] || seen[p]) continue;
      const d = board.chain(p);
      for (const q of d.stones) seen[q] = 1;
      const roots: number[] = [];
      for (const q of d.stones) board.neighbours(q, (r) => {
        if (neutral[r]) roots.push(r);
        else if (weakRoot[r]! >= 0) roots.push(weakRoot[r]!);
      });
      if (!roots.length) continue;
      for (const r of roots) union(roots[0]!, r);
      if (d.libs.length <= DEAD_LIBS) {
        for (const l of d.libs) {
          if (neutral[l] || !owner[l]) continue;
          teireRoot.push([l, roots[0]!]);
          if (!teireOwner.has(l)) teireOwner.set(l, owner[l]!);
        }
      }
      stonesOf.push([roots[0]!, d.stones]);
    }
    // A teire point shared by chains of two regions joins them.
    const tRoot = new Map<number, number>();
    for (const [t, r] of teireRoot) {
      const o = tRoot.get(t);
      if (o !== undefined) union(o, r);
      else tRoot.set(t, r);
    }
    const groups = new Map<number, { moves: number[]; evalPts: number[] }>();
    const get = (r: number) => {
      let g = groups.get(r);
      if (!g) groups.set(r, (g = { moves: [], evalPts: [] }));
      return g;
    };
    for (let p = 0; p < n; p++) {
      if (!neutral[p]) continue;
      const g = get(find(p));
      g.moves.push(p);
      g.evalPts.push(p);
    }
    for (const [t, r] of tRoot) {
      const g = get(find(r));
      g.moves.push(t);
      g.evalPts.push(t);
    }
    for (const [r, stones] of stonesOf) get(find(r)).evalPts.push(...stones);
    const solved: LocalRegion[] = [];
    for (const g of groups.values()) {
      if (g.moves.length > MAX_POINTS) continue;
      const evalPts = [...new Set(g.evalPts)];
      let key = g.moves.join(',') + '|' + evalPts.join(',') + '|';
      for (const p of g.moves) key += board.signs[p]! + 1;
      for (const p of evalPts) key += board.signs[p]! + 1;
      key += g.moves.includes(board.ko) ? board.ko : -1;
      let region = this.cache.get(key);
      if (region === undefined) {
        region = solveRegion(board, g.moves, evalPts, teireOwner, deadAt, owner);
        this.cache.set(key, region);
      }
      if (region) solved.push(region);
    }
    return solved;
  }
}

/** A region read to its end, or null when its best line takes living stones or the reading is too long. */
function solveRegion(board: SmallBoard, moves: number[], evalPts: number[], teireOwner: Map<number, number>, deadAt: Uint8Array, owner: Int8Array): LocalRegion | null {
  const ctx: Ctx = { moves, teireOwner, evalPts, deadAt, tt: new Map(), mark: new Int32Array(board.signs.length), gen: 0, owner, nodes: 0, counted: new Map() };
  const depth = 2 * moves.length + 4;
  const work = board.clone();
  const b = search(ctx, work, 1, 0, depth);
  const w = search(ctx, work, -1, 0, depth);
  // The stones the first move takes count in both lines alike: left out.
  const threatOf = (m: number, s: number) => {
    if (m < 0) return 0;
    const c = board.clone();
    c.play(m, s);
    return search(ctx, c, s, 0, depth - 1).v - search(ctx, c, -s, 0, depth - 1).v;
  };
  const threatB = threatOf(b.m, 1), threatW = threatOf(w.m, -1);
  if (ctx.nodes > NODE_LIMIT || takesLiving(ctx, board, 1, depth) || takesLiving(ctx, board, -1, depth)) return null;
  const near = new Set<number>();
  for (const p of moves) board.neighbours(p, (q) => near.add(q));
  return { moves, vB: b.v, vW: w.v, bestB: b.m, bestW: w.m, threatB, threatW, near };
}

/**
 * The key of a position in the reading: stones, side, passes, ko (a point of a board up to 52x52). The stones taken
 * on the way there are not in it: a position's value counts what is taken from there on. Nor is the depth left: the
 * first value found for a position is kept, though it may have been read to a shallower horizon. So the reading is
 * not exact in lines with captures (ko, snapback): 18 of about 2,960 random regions differ from a minimax keyed by the
 * depth too (a review's check). Keyed by the depth, pro-nogo gives 194 of 243 instead of 196 (more regions pass
 * NODE_LIMIT, and Mei-2001-1 reads B+3.5): measured, not kept.
 */
function keyOf(b: SmallBoard, side: number, passes: number): number {
  return ((b.hash >>> 0) * 4 + (side > 0 ? 2 : 0) + passes) * 4096 + b.ko + 1;
}

/** Whether the best line from `side` first takes living stones. */
function takesLiving(ctx: Ctx, board: SmallBoard, side: number, depth: number): boolean {
  const b = board.clone();
  let passes = 0;
  for (let d = depth; d > 0 && passes < 2; d--) {
    const e = ctx.tt.get(keyOf(b, side, passes));
    if (!e) return false;
    if (e.m < 0) {
      passes++;
      b.ko = -1;
    } else {
      passes = 0;
      // A move the table gives is legal there, unless two positions share a hash: left to the rules then.
      const taken = b.play(e.m, side);
      if (!taken || taken.some((q) => !ctx.deadAt[q])) return true;
    }
    side = -side;
  }
  return false;
}

/**
 * Minimax (Black maximises) with passes: the value from here on (the stones taken from here, Black's view, and the
 * count of the region at the end) and the best move (-1 a pass).
 */
function search(ctx: Ctx, b: SmallBoard, side: number, passes: number, depth: number): { v: number; m: number } {
  if (passes >= 2 || depth <= 0) {
    let e = ctx.counted.get(b.hash);
    if (e === undefined) ctx.counted.set(b.hash, (e = evaluate(ctx, b)));
    return { v: e, m: -1 };
  }
  const key = keyOf(b, side, passes);
  const hit = ctx.tt.get(key);
  if (hit) return hit;
  if (++ctx.nodes > NODE_LIMIT) return { v: 0, m: -1 };
  // A pass first: a move must gain strictly.
  const ko = b.ko;
  b.ko = -1;
  const pass = search(ctx, b, -side, passes + 1, depth - 1);
  b.ko = ko;
  let best = { v: pass.v, m: -1 };
  const hash = b.hash;
  for (const p of ctx.moves) {
    if (b.signs[p]) continue;
    const o = ctx.teireOwner.get(p);
    // Played on the board itself and taken back (the board's signs, hash and ko restored).
    const taken = b.play(p, side);
    if (!taken) continue;
    let v: number | null = null;
    if (o === undefined || o === side || taken.length) v = search(ctx, b, -side, 0, depth - 1).v + side * taken.length;
    b.signs[p] = 0;
    for (const q of taken) b.signs[q] = -side;
    b.hash = hash;
    b.ko = ko;
    if (v !== null && (side > 0 ? v > best.v : v < best.v)) best = { v, m: p };
  }
  ctx.tt.set(key, best);
  return best;
}

/** The count of the region's points (Black's view): territory of its empty points and dead stones, dead stones as prisoners. */
function evaluate(ctx: Ctx, b: SmallBoard): number {
  let total = 0;
  const { deadAt } = ctx;
  for (const p0 of ctx.evalPts) {
    if (b.signs[p0] && !deadAt[p0]) continue;
    const gen = ++ctx.gen;
    const stack = [p0];
    ctx.mark[p0] = gen;
    let black = false, white = false, size = 0;
    while (stack.length && !(black && white)) {
      if (++size > FLOOD_LIMIT) {
        black = ctx.owner[p0]! > 0;
        white = ctx.owner[p0]! < 0;
        break;
      }
      const q = stack.pop()!;
      b.neighbours(q, (r) => {
        if (ctx.mark[r] === gen) return;
        const s = deadAt[r] && b.signs[r] ? 0 : b.signs[r]!;
        if (s > 0) black = true;
        else if (s < 0) white = true;
        else {
          ctx.mark[r] = gen;
          stack.push(r);
        }
      });
    }
    if (black !== white) total += black ? 1 : -1;
    // A dead stone still on the board is taken off at the count: a prisoner too.
    if (b.signs[p0]) total -= b.signs[p0]!;
  }
  return total;
}
