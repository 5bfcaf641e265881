import { SmallBoard } from './small-board.js';
import type { ChainInfo } from './small-board.js';
import type { Vertex } from './types.js';

/** Why the finishing added a move: a neutral point filled, a protective move inside one's own area, a capture. */
export type FinishKind = 'dame' | 'teire' | 'capture' | 'ko';

export interface FinishMove {
  /** 1 Black, -1 White. */
  sign: number;
  vertex: Vertex;
  kind: FinishKind;
}

export interface FinishResult {
  /** The position after the added moves; dead stones stay where no move was added on them. */
  signs: Int8Array;
  /** 1 where a stone is still dead. */
  dead: Uint8Array;
  /** Stones taken by each colour while finishing, including dead stones a teire was played on. */
  captures: { black: number; white: number };
  moves: FinishMove[];
}

/** Moves the finishing may add at most, per point of the board (it normally stops long before). */
const MAX_MOVES_PER_POINT = 0.5;

/**
 * Plays out the end of a game that stopped before the neutral points were filled, as two strong players would
 * agree to, so that the count is the count of a finished game (professional records stop there, and their
 * recorded result includes those moves).
 *
 * Dead stones (`dead`: 1 on a dead stone) are taken off for the reading. Then the two sides take turns, `toMove`
 * first (1 Black, -1 White), each choosing in this order:
 *   1. capture a chain in atari (the largest; a recapture forbidden by ko is not legal), so an open ko is taken
 *      and then connected;
 *   2. save an own chain in atari by extending (inside one's own area that is a teire, it costs a point);
 *   3. fill a neutral point that puts an opponent chain in atari whose only escape is a move inside its own area
 *      (the opponent must answer with a teire, and the attacker keeps the move);
 *   4. fill the neutral point where the opponent's fill would do that to us;
 *   5. fill any neutral point that leaves the filling chain at least two liberties;
 *   6. with no neutral point left, add the teire a chain short of liberties needs: a chain with two liberties
 *      that the opponent could put in atari from inside our area with a stone we could not take;
 *   7. pass. Two passes in a row end it.
 * Neutral points are the empty points of regions that touch both colours. Deterministic and local: no search
 * beyond one reply, which is what the end of a professional game leaves (a few points, no open fights).
 */
export function finishGame(
  width: number,
  height: number,
  signs: ArrayLike<number>,
  dead: ArrayLike<number>,
  toMove: number,
): FinishResult {
  const n = width * height;
  const model = new SmallBoard(width, height, Array.from({ length: n }, (_, p) => (dead[p] ? 0 : Math.sign(signs[p]!))));
  const moves: FinishMove[] = [];
  const captures = { black: 0, white: 0 };
  let side = toMove < 0 ? -1 : 1;
  let passes = 0;
  const limit = Math.ceil(n * MAX_MOVES_PER_POINT);
  for (let i = 0; i < limit && passes < 2; i++) {
    const choice = chooseMove(model, side);
    if (!choice) {
      passes++;
      model.ko = -1;
    } else {
      passes = 0;
      const taken = model.play(choice.point, side)!;
      if (side > 0) captures.black += taken.length;
      else captures.white += taken.length;
      moves.push({ sign: side, vertex: [choice.point % width, Math.floor(choice.point / width)], kind: choice.kind });
    }
    side = -side;
  }
  // The real position: the model's stones, and the dead stones where nothing was played on them.
  const outSigns = new Int8Array(n);
  const outDead = new Uint8Array(n);
  for (let p = 0; p < n; p++) {
    const m = model.signs[p]!;
    if (dead[p] && signs[p]) {
      if (m === 0) {
        outSigns[p] = Math.sign(signs[p]!);
        outDead[p] = 1;
      } else {
        // A stone was played where a dead stone stood: the dead stone was taken first.
        outSigns[p] = m;
        if (signs[p]! > 0) captures.white++;
        else captures.black++;
      }
    } else outSigns[p] = m;
  }
  return { signs: outSigns, dead: outDead, captures, moves };
}

interface Choice {
  point: number;
  kind: FinishKind;
}

/**
 * Neutral regions larger than this are not filled: in a real game the dame left at the end are short gaps along
 * borders; a larger open area means stones whose status the reader decided (a group marked alive inside the
 * other side's area), or a border too unfinished to guess, and it is counted as it stands (neutral).
 */
const MAX_FILLED_REGION = 4;
/** regionOwners' mark for such a region. */
const LARGE_OPEN = 2;

/** 1 / -1 for empty points in regions bordered by one colour only, 0 for small neutral ones, LARGE_OPEN for large ones (0 on stones). */
function regionOwners(board: SmallBoard): Int8Array {
  const n = board.signs.length;
  const owner = new Int8Array(n);
  const seen = new Uint8Array(n);
  const pts: number[] = [];
  for (let p0 = 0; p0 < n; p0++) {
    if (board.signs[p0] || seen[p0]) continue;
    pts.length = 0;
    pts.push(p0);
    seen[p0] = 1;
    let black = false, white = false;
    for (let i = 0; i < pts.length; i++) {
      board.neighbours(pts[i]!, (q) => {
        const s = board.signs[q]!;
        if (s > 0) black = true;
        else if (s < 0) white = true;
        else if (!seen[q]) {
          seen[q] = 1;
          pts.push(q);
        }
      });
    }
    const o = black === white ? (pts.length > MAX_FILLED_REGION ? LARGE_OPEN : 0) : black ? 1 : -1;
    for (const p of pts) owner[p] = o;
  }
  return owner;
}

/** Every chain of the board once. */
function allChains(board: SmallBoard): ChainInfo[] {
  const seen = new Uint8Array(board.signs.length);
  const out: ChainInfo[] = [];
  for (let p = 0; p < board.signs.length; p++) {
    if (!board.signs[p] || seen[p]) continue;
    const c = board.chain(p);
    for (const q of c.stones) seen[q] = 1;
    out.push(c);
  }
  return out;
}

/** The board after `sign` plays p, or null if illegal. */
function after(board: SmallBoard, p: number, sign: number): { board: SmallBoard; taken: number } | null {
  const b = board.clone();
  const taken = b.play(p, sign);
  return taken ? { board: b, taken: taken.length } : null;
}

/** Whether `sign` can fill p without leaving the chain formed there in atari (a capture is always safe). */
function safeFill(board: SmallBoard, p: number, sign: number): SmallBoard | null {
  const r = after(board, p, sign);
  if (!r) return null;
  if (r.taken === 0 && r.board.chain(p).libs.length < 2) return null;
  return r.board;
}

/**
 * What it costs the owner of chain `c` (in atari on `board`, the opponent having just played) to save it:
 * 0 when it escapes on a neutral point or by capturing, 1 when the escape is a teire inside its own area, the
 * chain's size when it cannot be saved.
 */
function saveCost(board: SmallBoard, c: ChainInfo, owner: Int8Array): number {
  const s = c.sign;
  // Capturing an attacker next to it.
  for (const p of c.stones) {
    let escapes = false;
    board.neighbours(p, (q) => {
      if (escapes || board.signs[q] !== -s) return;
      const a = board.chain(q);
      if (a.libs.length === 1 && after(board, a.libs[0]!, s)) escapes = true;
    });
    if (escapes) return 0;
  }
  const l = c.libs[0]!;
  const r = after(board, l, s);
  if (r && (r.taken > 0 || r.board.chain(l).libs.length >= 2)) return owner[l] === s ? 1 : 0;
  return LOST;
}

/** saveCost of a chain that cannot be saved. */
const LOST = 1000;

/** The gain of `sign` filling p: the cost it forces on the opponent's chains it puts in atari (0 if none). */
function attackValue(board: SmallBoard, p: number, sign: number, owner: Int8Array): number {
  const b = safeFill(board, p, sign);
  if (!b) return 0;
  let best = 0;
  for (const c of b.adjacentChains(p, -sign)) {
    if (c.libs.length !== 1) continue;
    const cost = saveCost(b, c, owner);
    best = Math.max(best, cost === LOST ? c.stones.length : cost);
  }
  return best;
}

function chooseMove(board: SmallBoard, side: number): Choice | null {
  const owner = regionOwners(board);
  const chains = allChains(board);

  // 1. Captures.
  let best: Choice | null = null;
  let bestValue = 0;
  for (const c of chains) {
    if (c.sign !== -side || c.libs.length !== 1) continue;
    const l = c.libs[0]!;
    const r = after(board, l, side);
    if (!r) continue;
    // Not a throw-in that the opponent takes back with more (a snapback): the capturing chain keeps a liberty
    // beyond the point just emptied, or the capture is a ko the opponent may not retake at once.
    const own = r.board.chain(l);
    if (own.libs.length < 2 && r.board.ko < 0 && r.taken < 2) continue;
    if (r.taken > bestValue) {
      bestValue = r.taken;
      best = { point: l, kind: r.board.ko >= 0 ? 'ko' : 'capture' };
    }
  }
  if (best) return best;

  // 2. Saves.
  bestValue = 0;
  for (const c of chains) {
    if (c.sign !== side || c.libs.length !== 1) continue;
    const l = c.libs[0]!;
    const r = after(board, l, side);
    if (!r || r.board.chain(l).libs.length < 2) continue;
    if (c.stones.length > bestValue) {
      bestValue = c.stones.length;
      best = { point: l, kind: owner[l] === side ? 'teire' : 'dame' };
    }
  }
  if (best) return best;

  // 3.-5. Neutral points. A fill can put a chain in atari only if that chain has two liberties now, so the
  // replies are read only next to such chains. The liberties a fill keeps are counted from the chains it joins
  // (no board copy): the plain fill is the one that keeps the most.
  const chainAt = new Int32Array(board.signs.length).fill(-1);
  chains.forEach((c, i) => {
    for (const q of c.stones) chainAt[q] = i;
  });
  const mark = new Int32Array(board.signs.length);
  let stamp = 0;
  let attack = -1, attackGain = 0, defence = -1, defenceGain = 0, plain = -1, plainLibs = 1;
  for (let p = 0; p < board.signs.length; p++) {
    if (board.signs[p] || owner[p]) continue;
    let ownTwo = false, otherTwo = false, takes = false, libs = 0;
    stamp++;
    mark[p] = stamp;
    const count = (q: number) => {
      if (mark[q] !== stamp) {
        mark[q] = stamp;
        libs++;
      }
    };
    board.neighbours(p, (q) => {
      const s = board.signs[q]!;
      if (s === 0) return count(q);
      const c = chains[chainAt[q]!]!;
      if (s === side) {
        if (c.libs.length === 2) ownTwo = true;
        for (const l of c.libs) count(l);
      } else if (c.libs.length === 2) otherTwo = true;
      else if (c.libs.length === 1) takes = true;
    });
    if (otherTwo) {
      const gain = attackValue(board, p, side, owner);
      if (gain > attackGain) {
        attackGain = gain;
        attack = p;
      }
    }
    if (ownTwo && (libs >= 2 || takes)) {
      const threat = attackValue(board, p, -side, owner);
      if (threat > defenceGain) {
        defenceGain = threat;
        defence = p;
      }
    }
    if (libs > plainLibs && after(board, p, side)) {
      plainLibs = libs;
      plain = p;
    }
  }
  if (attack >= 0 && attackGain >= defenceGain) return { point: attack, kind: 'dame' };
  if (defence >= 0) return { point: defence, kind: 'dame' };
  if (plain >= 0) return { point: plain, kind: 'dame' };

  // 6. Teire for chains short of liberties.
  for (const c of chains) {
    if (c.sign !== side || c.libs.length !== 2) continue;
    const teire = neededTeire(board, c, owner);
    if (teire >= 0) return { point: teire, kind: 'teire' };
  }
  return null;
}

/**
 * For a chain with two liberties: if the opponent can play on one of them and leave the chain in atari with no
 * way out (the intruding stone cannot be taken, extending gives no second liberty), the point where the owner
 * should add a stone now; else -1.
 */
function neededTeire(board: SmallBoard, c: ChainInfo, owner: Int8Array): number {
  const s = c.sign;
  for (const a of c.libs) {
    const r = after(board, a, -s);
    if (!r || r.taken > 0) continue;
    const mine = r.board.chain(c.stones[0]!);
    if (mine.libs.length !== 1) continue;
    const intruder = r.board.chain(a);
    if (intruder.libs.length === 1 && after(r.board, intruder.libs[0]!, s)) continue;
    if (mine.stones.length < 2 || saveCost(r.board, mine, owner) !== LOST) continue;
    // The protective move: whichever liberty leaves the chain the most liberties.
    let best = -1, bestLibs = 0;
    for (const q of c.libs) {
      const t = after(board, q, s);
      if (!t) continue;
      const libs = t.board.chain(q).libs.length;
      if (libs > bestLibs) {
        bestLibs = libs;
        best = q;
      }
    }
    return best;
  }
  return -1;
}
