/**
 * Random playouts from a finished position, for the dead-stone proposal.
 *
 * A playout plays random legal moves for both sides until neither wants to move, then each point is given to
 * the colour that holds it (an empty point to the colour of all its neighbours). Averaged over many playouts this
 * is an ownership estimate. The policy is light, with a few rules and reflexes that matter at the end of a game:
 *   - a side never fills its own real eye (all neighbours its own, at most one diagonal the opponent's, none on
 *     the edge), so groups with two eyes live and false eyes do get filled;
 *   - any move that captures is allowed, even a lone stone that captures a chain from inside its last eye (the
 *     rule whose absence makes @sabaki/deadstones never kill a one-eyed group);
 *   - a move that leaves its own chain of two or more stones in atari without capturing is refused, so sekis
 *     stay sekis and walls are not thrown away, unless it is a nakade: the chain and its last liberty fill an
 *     enclosed space whose shape the opponent cannot make two eyes in after capturing (three points, the
 *     square or pyramid four, the bulky or cross five), and only when no chain around it has a real eye elsewhere
 *     (a sacrifice cannot kill a group that keeps another eye: allowing it broke one-eyed sekis). A lone stone may
 *     always be thrown in;
 *   - after the opponent's move, a side first takes the vital point of a small eye space next to that move
 *     (bordered by one colour, the mover's own stones inside counted as part of the space, so that a stone
 *     left in a squared four is seen to make a bent three once the owner plays next to it; straight or bent
 *     three, pyramid four, bulky or cross five, rabbity six), then
 *     captures the chain just played if it is in atari, or saves its own chain that the move put in atari (by
 *     capturing a neighbour in atari, or by extending when that gives two liberties); each reflex is skipped
 *     one time in sixteen;
 *   - simple ko is forbidden, and a playout stops after three moves per point (no superko needed).
 * Randomness comes from a fixed-seed xorshift generator, so results are reproducible.
 *
 * The board is padded (stride width + 1, a border row above and below) so neighbours need no bounds checks.
 * Chains are circular linked lists with pseudo-liberty counts and the sum and sum of squares of the liberty
 * positions, which tell "in atari" (all pseudo-liberties are the same point) in O(1).
 */

const EMPTY = 0;
const BORDER = 3;
/** vitalPointOf: the space touches stones of both colours. */
const MIXED = -2;

export class Xorshift {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0 || 0x2545f491;
  }
  /** A 32-bit unsigned integer. */
  next(): number {
    let s = this.s;
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    this.s = s >>> 0;
    return this.s;
  }
  /** An integer in [0, n). */
  below(n: number): number {
    return this.next() % n;
  }
}

export class PlayoutBoard {
  readonly width: number;
  readonly height: number;
  readonly stride: number;
  readonly size: number;

  readonly cells: Uint8Array;
  readonly head: Int32Array;
  readonly next: Int32Array;
  readonly stones: Int32Array;
  readonly libs: Int32Array;
  readonly libSum: Int32Array;
  readonly libSq: Float64Array;
  readonly empties: Int32Array;
  readonly emptyAt: Int32Array;
  emptyCount = 0;
  ko = -1;

  private readonly mark: Int32Array;
  private gen = 0;
  private readonly scratch: Int32Array;
  private readonly sizeOut = new Int32Array(1);
  /** Scratch for the stones a move captures. */
  private readonly captured: Int32Array;
  private capturedCount = 0;

  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
    this.stride = width + 1;
    this.size = this.stride * (height + 2) + 1;
    const size = this.size;
    this.cells = new Uint8Array(size);
    this.head = new Int32Array(size);
    this.next = new Int32Array(size);
    this.stones = new Int32Array(size);
    this.libs = new Int32Array(size);
    this.libSum = new Int32Array(size);
    this.libSq = new Float64Array(size);
    this.empties = new Int32Array(size);
    this.emptyAt = new Int32Array(size).fill(-1);
    this.mark = new Int32Array(size);
    this.captured = new Int32Array(size);
    this.scratch = new Int32Array(size);
  }

  /** Padded index of (x, y). */
  loc(x: number, y: number): number {
    return x + 1 + (y + 1) * this.stride;
  }

  /** Sets up a position from signs (1 black → colour 1, -1 white → colour 2). Chains with no liberty stay. */
  setup(signs: ArrayLike<number>): void {
    const { width, height } = this;
    this.cells.fill(BORDER);
    this.emptyCount = 0;
    this.emptyAt.fill(-1);
    this.ko = -1;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const s = signs[y * width + x]!;
        const p = this.loc(x, y);
        this.cells[p] = s > 0 ? 1 : s < 0 ? 2 : EMPTY;
        if (s === 0) this.addEmpty(p);
      }
    }
    const gen = ++this.gen;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const p = this.loc(x, y);
        if (this.cells[p] !== EMPTY && this.mark[p] !== gen) this.rebuildChain(p, gen);
      }
    }
  }

  /** Copies another board of the same size (fast reset before a playout). */
  copyFrom(o: PlayoutBoard): void {
    this.cells.set(o.cells);
    this.head.set(o.head);
    this.next.set(o.next);
    this.stones.set(o.stones);
    this.libs.set(o.libs);
    this.libSum.set(o.libSum);
    this.libSq.set(o.libSq);
    this.empties.set(o.empties);
    this.emptyAt.set(o.emptyAt);
    this.emptyCount = o.emptyCount;
    this.ko = o.ko;
  }

  private addEmpty(p: number): void {
    this.emptyAt[p] = this.emptyCount;
    this.empties[this.emptyCount++] = p;
  }

  private removeEmpty(p: number): void {
    const i = this.emptyAt[p]!;
    const last = this.empties[--this.emptyCount]!;
    this.empties[i] = last;
    this.emptyAt[last] = i;
    this.emptyAt[p] = -1;
  }

  private rebuildChain(start: number, gen: number): void {
    const { cells, stride } = this;
    const color = cells[start]!;
    const stack: number[] = [start];
    this.mark[start] = gen;
    let count = 0, libs = 0, sum = 0, sq = 0;
    let prev = start;
    // Liberties are counted once per adjacency (pseudo-liberties).
    while (stack.length) {
      const q = stack.pop()!;
      this.head[q] = start;
      if (count > 0) this.next[prev] = q;
      prev = q;
      count++;
      for (let d = 0; d < 4; d++) {
        const n = d === 0 ? q + 1 : d === 1 ? q - 1 : d === 2 ? q + stride : q - stride;
        const c = cells[n];
        if (c === EMPTY) {
          libs++;
          sum += n;
          sq += n * n;
        } else if (c === color && this.mark[n] !== gen) {
          this.mark[n] = gen;
          stack.push(n);
        }
      }
    }
    this.next[prev] = start;
    this.stones[start] = count;
    this.libs[start] = libs;
    this.libSum[start] = sum;
    this.libSq[start] = sq;
  }

  /** Whether the chain with head h has exactly one liberty. */
  inAtari(h: number): boolean {
    const l = this.libs[h]!;
    const s = this.libSum[h]!;
    return l > 0 && l * this.libSq[h]! === s * s;
  }

  /** The single liberty of a chain in atari. */
  atariPoint(h: number): number {
    return this.libSum[h]! / this.libs[h]!;
  }

  /** Whether colour c may play at empty point p (suicide and simple ko are illegal). */
  isLegal(p: number, c: number): boolean {
    if (p === this.ko) return false;
    const { cells, head, stride } = this;
    for (let d = 0; d < 4; d++) {
      const n = d === 0 ? p + 1 : d === 1 ? p - 1 : d === 2 ? p + stride : p - stride;
      const cn = cells[n]!;
      if (cn === EMPTY) return true;
      if (cn === BORDER) continue;
      const h = head[n]!;
      const atari = this.inAtari(h);
      if (cn === c ? !atari : atari) return true;
    }
    return false;
  }

  /** Whether point p is a real eye of colour c (c must not fill it). */
  isEye(p: number, c: number): boolean {
    const { cells, stride } = this;
    for (let d = 0; d < 4; d++) {
      const n = d === 0 ? p + 1 : d === 1 ? p - 1 : d === 2 ? p + stride : p - stride;
      const cn = cells[n];
      if (cn !== c && cn !== BORDER) return false;
    }
    const opp = 3 - c;
    let bad = 0, edge = 0;
    for (let d = 0; d < 4; d++) {
      const n = d === 0 ? p + stride + 1 : d === 1 ? p + stride - 1 : d === 2 ? p - stride + 1 : p - stride - 1;
      const cn = cells[n];
      if (cn === opp) bad++;
      else if (cn === BORDER) edge = 1;
    }
    return bad + edge < 2;
  }

  /** Whether the move captures something. p must be empty. */
  captures(p: number, c: number): boolean {
    const { cells, head, stride } = this;
    const opp = 3 - c;
    for (let d = 0; d < 4; d++) {
      const n = d === 0 ? p + 1 : d === 1 ? p - 1 : d === 2 ? p + stride : p - stride;
      if (cells[n] === opp && this.inAtari(head[n]!)) return true;
    }
    return false;
  }

  /**
   * Whether a capture by colour c at p is self-defeating: it takes a single stone and leaves c's chain of two or
   * more stones with no liberty but the point of the stone taken, so the opponent retakes the whole chain (a
   * throw-in into a two-point eye, for instance). Taking one stone with one stone is a ko capture, not this.
   */
  capturesIntoAtari(p: number, c: number): boolean {
    const { cells, head, stride } = this;
    const opp = 3 - c;
    let taken = -1;
    for (let d = 0; d < 4; d++) {
      const n = d === 0 ? p + 1 : d === 1 ? p - 1 : d === 2 ? p + stride : p - stride;
      if (cells[n] === opp && this.inAtari(head[n]!)) {
        const h = head[n]!;
        if (this.stones[h]! > 1 || (taken >= 0 && taken !== h)) return false;
        taken = h;
      }
    }
    if (taken < 0) return false;
    const size = this.sizeOut;
    return this.libertiesAfter(p, c, 1, size) === 0 && size[0]! >= 2;
  }

  /**
   * Distinct liberties colour c's chain would have after playing at p (ignoring captures), counted up to
   * `limit`. The size of the chain formed goes to `sizeOut[0]` when given.
   */
  libertiesAfter(p: number, c: number, limit: number, sizeOut?: Int32Array): number {
    const { cells, head, stride, next, stones } = this;
    // Distinct own neighbour chains.
    let h0 = -1, h1 = -1, h2 = -1, h3 = -1;
    let size = 1;
    for (let d = 0; d < 4; d++) {
      const n = d === 0 ? p + 1 : d === 1 ? p - 1 : d === 2 ? p + stride : p - stride;
      if (cells[n] !== c) continue;
      const h = head[n]!;
      if (h === h0 || h === h1 || h === h2) continue;
      if (h0 < 0) h0 = h;
      else if (h1 < 0) h1 = h;
      else if (h2 < 0) h2 = h;
      else h3 = h;
      size += stones[h]!;
    }
    if (sizeOut) sizeOut[0] = size;
    const gen = ++this.gen;
    const mark = this.mark;
    mark[p] = gen;
    let found = 0;
    for (let d = 0; d < 4; d++) {
      const n = d === 0 ? p + 1 : d === 1 ? p - 1 : d === 2 ? p + stride : p - stride;
      if (cells[n] === EMPTY && mark[n] !== gen) {
        mark[n] = gen;
        if (++found >= limit) return found;
      }
    }
    for (let i = 0; i < 4; i++) {
      const h = i === 0 ? h0 : i === 1 ? h1 : i === 2 ? h2 : h3;
      if (h < 0) break;
      let q = h;
      do {
        for (let e = 0; e < 4; e++) {
          const m = e === 0 ? q + 1 : e === 1 ? q - 1 : e === 2 ? q + stride : q - stride;
          if (cells[m] === EMPTY && mark[m] !== gen) {
            mark[m] = gen;
            if (++found >= limit) return found;
          }
        }
        q = next[q]!;
      } while (q !== h);
    }
    return found;
  }

  /**
   * Whether a self-atari by colour c at p is a nakade: the chain formed plus its last liberty is a space of at
   * most six points enclosed by the opponent's stones (and the edge), so sacrificing it kills the eye shape.
   */
  isNakade(p: number, c: number): boolean {
    const { cells, head, stride, next } = this;
    const opp = 3 - c;
    const gen = ++this.gen;
    const mark = this.mark;
    const pts = this.scratch; // the chain's stones
    let k = 0;
    pts[k++] = p;
    mark[p] = gen;
    for (let d = 0; d < 4; d++) {
      const n = d === 0 ? p + 1 : d === 1 ? p - 1 : d === 2 ? p + stride : p - stride;
      if (cells[n] !== c || mark[n] === gen) continue;
      const h = head[n]!;
      let q = h;
      do {
        mark[q] = gen;
        pts[k++] = q;
        if (k > 5) return false;
        q = next[q]!;
      } while (q !== h);
    }
    let lib = -1;
    for (let i = 0; i < k; i++) {
      const q = pts[i]!;
      for (let d = 0; d < 4; d++) {
        const n = d === 0 ? q + 1 : d === 1 ? q - 1 : d === 2 ? q + stride : q - stride;
        const cn = cells[n];
        if (cn === EMPTY && mark[n] !== gen) {
          if (lib >= 0 && lib !== n) return false;
          lib = n;
        }
      }
    }
    if (lib < 0) return false;
    for (let d = 0; d < 4; d++) {
      const n = d === 0 ? lib + 1 : d === 1 ? lib - 1 : d === 2 ? lib + stride : lib - stride;
      const cn = cells[n];
      if ((cn === EMPTY && n !== p) || (cn === c && mark[n] !== gen)) return false;
    }
    // A sacrifice kills only the group's last eye space: where a chain around the space has a real eye elsewhere,
    // the stones are simply given away (one eye and this space make a seki, as in a corner where a group with one
    // eye shares its other liberty with two stones inside: GNU Go and the players call it seki).
    if (this.hasEyeElsewhere(pts, k, lib, p, opp)) return false;
    // The space the capturer gets back must be a dead shape: up to three points, or the square / pyramid four,
    // or the bulky / cross five. Straight and bent fours and the like live, so sacrificing them is pointless
    // (and it is how a playout would wrongly break a seki).
    if (k <= 3) return true;
    let edges = 0, maxDegree = 0;
    for (let i = 0; i < k; i++) {
      const q = pts[i]!;
      let degree = 0;
      for (let d = 0; d < 4; d++) {
        const n = d === 0 ? q + 1 : d === 1 ? q - 1 : d === 2 ? q + stride : q - stride;
        if (mark[n] === gen && cells[n] === c) degree++;
      }
      edges += degree;
      if (degree > maxDegree) maxDegree = degree;
    }
    edges /= 2;
    return k === 4 ? edges === 4 || maxDegree === 3 : edges === 5 || maxDegree === 4;
  }

  /**
   * Whether a chain of colour `owner` next to the first k points of `pts` or to `lib` has a real eye other than
   * `lib` and `p` (the point about to be played).
   */
  private hasEyeElsewhere(pts: Int32Array, k: number, lib: number, p: number, owner: number): boolean {
    const { cells, head, stride, next } = this;
    const heads: number[] = [];
    for (let i = 0; i <= k; i++) {
      const a = i < k ? pts[i]! : lib;
      for (let d = 0; d < 4; d++) {
        const n = d === 0 ? a + 1 : d === 1 ? a - 1 : d === 2 ? a + stride : a - stride;
        if (cells[n] !== owner || heads.includes(head[n]!)) continue;
        const h = head[n]!;
        heads.push(h);
        let q = h;
        do {
          for (let e = 0; e < 4; e++) {
            const m = e === 0 ? q + 1 : e === 1 ? q - 1 : e === 2 ? q + stride : q - stride;
            if (cells[m] === EMPTY && m !== lib && m !== p && this.isEye(m, owner)) return true;
          }
          q = next[q]!;
        } while (q !== h);
      }
    }
    return false;
  }

  /** Plays a legal move of colour c at p. Returns the number of stones captured. */
  play(p: number, c: number): number {
    const { cells, head, stride, libs, libSum, libSq } = this;
    const opp = 3 - c;
    this.capturedCount = 0;
    this.removeEmpty(p);
    cells[p] = c;
    head[p] = p;
    this.next[p] = p;
    this.stones[p] = 1;
    let l = 0, s = 0, sq = 0;
    const pp = p * p;
    for (let d = 0; d < 4; d++) {
      const n = d === 0 ? p + 1 : d === 1 ? p - 1 : d === 2 ? p + stride : p - stride;
      const cn = cells[n]!;
      if (cn === EMPTY) {
        l++;
        s += n;
        sq += n * n;
      } else if (cn !== BORDER) {
        const h = head[n]!;
        libs[h]--;
        libSum[h] -= p;
        libSq[h] -= pp;
      }
    }
    libs[p] = l;
    libSum[p] = s;
    libSq[p] = sq;
    // Merge with own neighbours.
    for (let d = 0; d < 4; d++) {
      const n = d === 0 ? p + 1 : d === 1 ? p - 1 : d === 2 ? p + stride : p - stride;
      if (cells[n] === c && head[n] !== head[p]) this.merge(head[p]!, head[n]!);
    }
    // Capture opponent neighbours without liberties.
    let capturedTotal = 0;
    let lastCaptured = -1;
    for (let d = 0; d < 4; d++) {
      const n = d === 0 ? p + 1 : d === 1 ? p - 1 : d === 2 ? p + stride : p - stride;
      if (cells[n] === opp && libs[head[n]!] === 0) {
        const k = this.removeChain(head[n]!);
        capturedTotal += k;
        lastCaptured = n;
      }
    }
    const h = head[p]!;
    this.ko = capturedTotal === 1 && this.stones[h] === 1 && this.inAtari(h) ? lastCaptured : -1;
    return capturedTotal;
  }

  private merge(a: number, b: number): void {
    let big = a, small = b;
    if (this.stones[big]! < this.stones[small]!) {
      big = b;
      small = a;
    }
    const { head, next } = this;
    let q = small;
    do {
      head[q] = big;
      q = next[q]!;
    } while (q !== small);
    const t = next[big]!;
    next[big] = next[small]!;
    next[small] = t;
    this.stones[big] += this.stones[small]!;
    this.libs[big] += this.libs[small]!;
    this.libSum[big] += this.libSum[small]!;
    this.libSq[big] += this.libSq[small]!;
  }

  /** Removes a captured chain, appending its points to `captured`. Returns its size. */
  private removeChain(h: number): number {
    const { cells, head, next, stride, libs, libSum, libSq } = this;
    const cap = this.captured;
    const from = this.capturedCount;
    let k = from;
    let q = h;
    do {
      cap[k++] = q;
      q = next[q]!;
    } while (q !== h);
    for (let i = from; i < k; i++) {
      const r = cap[i]!;
      cells[r] = EMPTY;
      this.addEmpty(r);
    }
    for (let i = from; i < k; i++) {
      const r = cap[i]!;
      const rr = r * r;
      for (let d = 0; d < 4; d++) {
        const n = d === 0 ? r + 1 : d === 1 ? r - 1 : d === 2 ? r + stride : r - stride;
        const cn = cells[n]!;
        if (cn === 1 || cn === 2) {
          const hn = head[n]!;
          libs[hn]++;
          libSum[hn] += r;
          libSq[hn] += rr;
        }
      }
    }
    this.capturedCount = k;
    return k - from;
  }

  /**
   * The vital point of a small eye space next to p (the last move): empty points bordered by one colour only,
   * or empty points and stones of `mover` (the side to move) bordered by the other colour only, and a shape its
   * owner cannot make two eyes in once the other side plays there, and can if it plays there itself: straight
   * or bent three, pyramid four, bulky or cross five, rabbity six. It is the point with the most neighbours in
   * the space. Both sides want it, so whoever moves next takes it. -1 if there is none.
   */
  vitalPointNear(p: number, mover: number): number {
    const { cells, stride } = this;
    for (let d0 = 0; d0 < 4; d0++) {
      const e = d0 === 0 ? p + 1 : d0 === 1 ? p - 1 : d0 === 2 ? p + stride : p - stride;
      if (cells[e] !== EMPTY) continue;
      const v = this.vitalPointOf(e, 0);
      if (v >= 0) return v;
      // Empty points bordered by both colours may be the opponent's eye space holding the mover's stones (left
      // inside, or thrown in): a stone in a squared four makes a bent three once the owner plays next to it.
      if (v !== MIXED) continue;
      const w = this.vitalPointOf(e, mover);
      if (w >= 0) return w;
    }
    return -1;
  }

  /**
   * The vital point of the space through empty point e made of empty points and stones of colour `inside` (0: empty
   * points only), bordered by one colour only, as vitalPointNear; -1 if it has none or is larger than six points,
   * MIXED if it touches both colours.
   */
  private vitalPointOf(e: number, inside: number): number {
    const { cells, stride } = this;
    const mark = this.mark;
    const pts = this.scratch;
    const gen = ++this.gen;
    let k = 0;
    pts[k++] = e;
    mark[e] = gen;
    let owner = 0;
    for (let i = 0; i < k; i++) {
      const q = pts[i]!;
      for (let d = 0; d < 4; d++) {
        const n = d === 0 ? q + 1 : d === 1 ? q - 1 : d === 2 ? q + stride : q - stride;
        const cn = cells[n]!;
        if (cn === EMPTY || (inside && cn === inside)) {
          if (mark[n] === gen) continue;
          if (k === 6) return -1;
          mark[n] = gen;
          pts[k++] = n;
        } else if (cn !== BORDER) {
          // An eye space: bordered by one colour only.
          if (owner && cn !== owner) return MIXED;
          owner = cn;
        }
      }
    }
    if (k < 3 || !owner) return -1;
    let best = -1, bestDegree = -1, edges = 0;
    for (let i = 0; i < k; i++) {
      const q = pts[i]!;
      let degree = 0;
      for (let d = 0; d < 4; d++) {
        const n = d === 0 ? q + 1 : d === 1 ? q - 1 : d === 2 ? q + stride : q - stride;
        if (mark[n] === gen) degree++;
      }
      edges += degree;
      if (degree > bestDegree) {
        bestDegree = degree;
        best = q;
      }
    }
    // Taken already when the point with the most neighbours holds a stone.
    if (cells[best] !== EMPTY) return -1;
    edges /= 2;
    const killable =
      k === 3 ||
      (k === 4 && bestDegree === 3) ||
      (k === 5 && (edges === 5 || bestDegree === 4)) ||
      (k === 6 && edges === 6 && bestDegree === 4);
    return killable ? best : -1;
  }
}

export interface PlayoutOptions {
  /** Number of playouts; half start with Black, half with White. */
  playouts: number;
  seed: number;
  /** Stop a playout after this many moves times the number of points. */
  moveFactor?: number;
  /** Colour to move first in every playout (1 Black, 2 White); default: alternate, Black first in even ones. */
  first?: number;
  /** Called with the final board of every playout (for debugging). */
  onEnd?: (board: PlayoutBoard) => void;
  /** Filled with the total number of moves played, for profiling. */
  stats?: { moves: number };
}

/**
 * Runs playouts from `base` and returns, per padded point, the sum of final ownership (+1 Black, -1 White).
 */
export function ownershipByPlayouts(base: PlayoutBoard, options: PlayoutOptions): Float64Array {
  const board = new PlayoutBoard(base.width, base.height);
  const own = new Float64Array(base.size);
  const rng = new Xorshift(options.seed);
  const maxMoves = Math.ceil((options.moveFactor ?? 3) * base.width * base.height) + 20;
  const sizeOut = new Int32Array(1);
  const { stride } = board;
  for (let i = 0; i < options.playouts; i++) {
    board.copyFrom(base);
    let color = options.first ?? (i % 2 === 0 ? 1 : 2);
    let passes = 0;
    let last = -1;
    let moveCount = 0;
    for (; moveCount < maxMoves && passes < 2; moveCount++) {
      let move = -1;
      // Reflexes around the last move: the vital point of an eye space, capturing it, escaping from atari.
      if (last >= 0) {
        const v = board.vitalPointNear(last, color);
        if (v >= 0 && board.isLegal(v, color) && rng.below(16) !== 0) move = v;
      }
      if (move < 0 && last >= 0) move = reflex(board, last, color, rng);
      if (move < 0) move = randomMove(board, color, rng, sizeOut);
      if (move < 0) {
        passes++;
        last = -1;
      } else {
        passes = 0;
        board.play(move, color);
        last = move;
      }
      color = 3 - color;
    }
    if (options.stats) options.stats.moves += moveCount;
    if (options.onEnd) options.onEnd(board);
    // Score.
    const cells = board.cells;
    for (let y = 0; y < board.height; y++) {
      for (let p = board.loc(0, y), end = p + board.width; p < end; p++) {
        const c = cells[p];
        if (c === 1) own[p]++;
        else if (c === 2) own[p]--;
        else {
          let b = 0, w = 0;
          for (let d = 0; d < 4; d++) {
            const cn = cells[d === 0 ? p + 1 : d === 1 ? p - 1 : d === 2 ? p + stride : p - stride];
            if (cn === 1) b++;
            else if (cn === 2) w++;
          }
          if (b && !w) own[p]++;
          else if (w && !b) own[p]--;
        }
      }
    }
  }
  return own;
}

/** Capture the chain just played if it is in atari, or save an own chain it put in atari. -1 if none. */
function reflex(board: PlayoutBoard, last: number, color: number, rng: Xorshift): number {
  const { cells, head, stride } = board;
  const opp = 3 - color;
  // 1. The chain of the last move in atari: capture it.
  let candidate = -1;
  const lastHead = cells[last] === opp ? head[last]! : -1;
  if (lastHead >= 0 && board.inAtari(lastHead)) {
    const a = board.atariPoint(lastHead);
    if (board.isLegal(a, color) && !board.capturesIntoAtari(a, color)) candidate = a;
  }
  // 2. Own chains next to the last move in atari: save by extending or by capturing a neighbour in atari.
  for (let d = 0; d < 4 && candidate < 0; d++) {
    const n = d === 0 ? last + 1 : d === 1 ? last - 1 : d === 2 ? last + stride : last - stride;
    if (cells[n] !== color) continue;
    const h = head[n]!;
    if (!board.inAtari(h)) continue;
    // Capture an adjacent opponent chain in atari.
    let q = h;
    do {
      for (let e = 0; e < 4 && candidate < 0; e++) {
        const m = e === 0 ? q + 1 : e === 1 ? q - 1 : e === 2 ? q + stride : q - stride;
        if (cells[m] === opp && board.inAtari(head[m]!)) {
          const a = board.atariPoint(head[m]!);
          if (board.isLegal(a, color) && !board.capturesIntoAtari(a, color)) candidate = a;
        }
      }
      q = board.next[q]!;
    } while (q !== h && candidate < 0);
    if (candidate < 0) {
      const a = board.atariPoint(h);
      if (board.isLegal(a, color) && (board.captures(a, color) || board.libertiesAfter(a, color, 2) >= 2)) candidate = a;
    }
  }
  if (candidate >= 0 && rng.below(16) !== 0) return candidate;
  return -1;
}

/** A random legal move that does not fill an own eye or self-atari a chain of 2+ stones. -1 to pass. */
function randomMove(board: PlayoutBoard, color: number, rng: Xorshift, sizeOut: Int32Array): number {
  const count = board.emptyCount;
  if (count === 0) return -1;
  const empties = board.empties;
  const start = rng.below(count);
  for (let k = 0; k < count; k++) {
    let i = start + k;
    if (i >= count) i -= count;
    const p = empties[i]!;
    if (board.isEye(p, color)) continue;
    if (!board.isLegal(p, color)) continue;
    if (!board.captures(p, color)) {
      const libs = board.libertiesAfter(p, color, 2, sizeOut);
      if (libs < 2 && sizeOut[0]! >= 2 && !board.isNakade(p, color)) continue;
    } else if (board.capturesIntoAtari(p, color)) continue;
    return p;
  }
  return -1;
}
