import { SmallBoard } from './small-board.js';
import type { ChainInfo } from './small-board.js';

/**
 * Reading of liberty races on a SmallBoard: can the opponent of a chain, moving first, take it against the best
 * defence? It decides the teire a game needs before counting (finish.ts). Local and short: only the chain's
 * liberties and the chains around it are read, and a chain that reaches four liberties, or a line longer than the
 * depth, counts as safe. (Reading with it the chains that the dead-stone playouts leave undecided was tried: it
 * settled two Edo-period corner races of pro-nogo but misread others, pro-nogo 157-159 of 243 against 159, and a
 * KGS race it called dead cost 23-147 points.)
 */

/** The board after `sign` plays p, or null if illegal. */
export function after(board: SmallBoard, p: number, sign: number): { board: SmallBoard; taken: number } | null {
  const b = board.clone();
  const taken = b.play(p, sign);
  return taken ? { board: b, taken: taken.length } : null;
}

/** Plies read to decide whether a chain short of liberties can be taken: enough for a chain of three liberties. */
export const READ_DEPTH = 8;

/**
 * Whether the opponent of the chain through p, moving first, takes it against the best defence, and gains by it.
 * Only the chain's liberties and the chains around it are read (the dead stones are on the board and fight too);
 * a line longer than `depth` plies, or a chain reaching four liberties, counts as safe, so a threat is only what
 * the reading proves. `living` holds the sign of the stones alive when the reading starts, `spent` the stones the
 * attacker has played so far.
 */
export function capturable(
  board: SmallBoard,
  p: number,
  depth: number,
  living: Int8Array,
  spent = 0,
  seen = new Map<string, boolean>(),
  known?: { c: ChainInfo; attack: number[] },
): boolean {
  // The same position comes back by other move orders (a pass here, a move there): read it once.
  const key = `${board.hash} ${board.ko} ${depth} ${spent}`;
  let r = seen.get(key);
  if (r === undefined) {
    r = capturableRead(board, p, depth, living, spent, seen, known);
    seen.set(key, r);
  }
  return r;
}

/** capturable, read. `known`: the chain and the attacker's moves when already found on this position. */
function capturableRead(
  board: SmallBoard,
  p: number,
  depth: number,
  living: Int8Array,
  spent: number,
  seen: Map<string, boolean>,
  known?: { c: ChainInfo; attack: number[] },
): boolean {
  const c = known?.c ?? board.chain(p);
  if (c.libs.length === 1) return worthTaking(board, c, living, spent);
  // Putting a chain of n liberties in atari takes n - 1 moves and as many replies (the last move, the capture, is
  // not counted): a chain that cannot get there within the depth is safe.
  if (c.libs.length >= 4 || depth < 2 * c.libs.length - 2) return false;
  for (const a of known?.attack ?? movesAround(board, c).attack) {
    const r = after(board, a, -c.sign);
    if (r && !defended(r.board, p, depth - 1, living, spent + 1, seen)) return true;
  }
  return false;
}

/**
 * Whether taking chain `c`, in atari, is legal and a gain for the taker. When the takers, or the points they empty,
 * touch a living stone of theirs, it is: the takers join their living stones. Otherwise the takers are dead stones
 * and stones played inside the owner's area, which may well stay dead (the owner still surrounds them), each one a
 * prisoner for the owner: it is a gain only when it takes more stones than the attacker has put in.
 */
function worthTaking(board: SmallBoard, c: ChainInfo, living: Int8Array, spent: number): boolean {
  const l = c.libs[0]!;
  const r = after(board, l, -c.sign);
  if (!r) return false;
  if (c.stones.length > spent + 1) return true;
  let joins = false;
  for (const p of [...r.board.chain(l).stones, ...c.stones]) {
    if (living[p] === -c.sign) joins = true;
    else r.board.neighbours(p, (q) => {
      if (living[q] === -c.sign && r.board.signs[q] === -c.sign) joins = true;
    });
  }
  return joins;
}

/** Whether the opponent of the chain through p takes it even when its owner moves first (see capturable). */
export function lostEvenFirst(board: SmallBoard, p: number, depth: number, living: Int8Array): boolean {
  return !defended(board, p, depth, living, 0, new Map());
}

/** Whether the owner of the chain through p, to move, keeps it (passing is allowed: a move may only hurt). */
function defended(
  board: SmallBoard,
  p: number,
  depth: number,
  living: Int8Array,
  spent: number,
  seen: Map<string, boolean>,
): boolean {
  const c = board.chain(p);
  if (c.libs.length >= 4 || depth < 2 * c.libs.length - 1) return true;
  // An extension to four liberties settles it at once (tried first: it is the cheapest proof).
  const around = movesAround(board, c);
  const replies: SmallBoard[] = [];
  for (const d of around.defence) {
    const r = after(board, d, c.sign);
    if (!r) continue;
    if (r.board.chain(p).libs.length >= 4) return true;
    replies.push(r.board);
  }
  const passed = board.clone();
  passed.ko = -1;
  if (!capturable(passed, p, depth - 1, living, spent, seen, { c, attack: around.attack })) return true;
  for (const b of replies) if (!capturable(b, p, depth - 1, living, spent, seen)) return true;
  return false;
}

/**
 * The moves read around chain `c`: the attacker's (its liberties, and saving an attacking chain in atari next to
 * it) and the defender's (its liberties, and the liberties of the attacking chains short of them).
 */
export function movesAround(board: SmallBoard, c: ChainInfo): { attack: number[]; defence: number[] } {
  const attack = c.libs.slice();
  const defence = c.libs.slice();
  for (const a of neighbourChains(board, c)) {
    if (a.libs.length === 1 && !attack.includes(a.libs[0]!)) attack.push(a.libs[0]!);
    if (a.libs.length <= 3) for (const l of a.libs) if (!defence.includes(l)) defence.push(l);
  }
  return { attack, defence };
}

/** The distinct chains of colour `sign` next to chain `c` (its opponent's by default). */
function neighbourChains(board: SmallBoard, c: ChainInfo, sign = -c.sign): ChainInfo[] {
  const out: ChainInfo[] = [];
  for (const p of c.stones) {
    board.neighbours(p, (q) => {
      if (board.signs[q] !== sign || out.some((a) => a.stones.includes(q))) return;
      out.push(board.chain(q));
    });
  }
  return out;
}


/**
 * Whether the opponent of the chains through `targets` (all of one colour), moving first, takes at least one of
 * them against the best defence within `depth` plies: the double threats that reading each chain alone misses
 * (one move putting two chains in atari, or a chain saved only by giving up its neighbour). The attacker plays
 * on the liberties of targets with one or two; the defender extends them, takes an attacking chain in atari, or
 * passes.
 */
export function takesAny(board: SmallBoard, targets: number[], depth: number, deadAt?: ArrayLike<number>): boolean {
  const side = board.signs[targets[0]!]!;
  // The same position comes back by other move orders: each is read once, for each side to move.
  const known = new Map<string, boolean>();
  const remember = (key: string, read: () => boolean): boolean => {
    let r = known.get(key);
    if (r === undefined) {
      r = read();
      known.set(key, r);
    }
    return r;
  };
  /** The target chains, or null when one of them has been taken. */
  const chainsOf = (b: SmallBoard): ChainInfo[] | null => {
    const out: ChainInfo[] = [];
    for (const t of targets) {
      if (b.signs[t] !== side) return null;
      if (!out.some((c) => c.stones.includes(t))) out.push(b.chain(t));
    }
    return out;
  };
  const attackerWins = (b: SmallBoard, d: number): boolean =>
    remember(`a${b.hash} ${b.ko} ${d}`, () => {
      const cs = chainsOf(b);
      if (!cs) return true;
      // Taking a chain into a snapback gains nothing: not a move of the attack (even where it is also a liberty of
      // another target: the reading would count the snapped chain as taken; measured, allowing it there: pro-nogo
      // 187 of 243 against 190).
      const snaps: number[] = [];
      for (const c of cs) {
        if (c.libs.length !== 1) continue;
        if (snapback(b, c, deadAt)) snaps.push(c.libs[0]!);
        else if (after(b, c.libs[0]!, -side)) return true;
      }
      if (d <= 0) return false;
      const moves: number[] = [];
      for (const c of cs) if (c.libs.length <= 2) for (const l of c.libs) if (!moves.includes(l)) moves.push(l);
      return moves.some((m) => {
        if (snaps.includes(m)) return false;
        const a = after(b, m, -side);
        return a !== null && !defenderHolds(a.board, d - 1);
      });
    });
  const defenderHolds = (b: SmallBoard, d: number): boolean =>
    remember(`d${b.hash} ${b.ko} ${d}`, () => {
      const cs = chainsOf(b);
      if (!cs) return false;
      const moves: number[] = [];
      for (const c of cs) {
        if (c.libs.length > 2) continue;
        for (const l of c.libs) if (!moves.includes(l)) moves.push(l);
        for (const a of neighbourChains(b, c)) if (a.libs.length === 1 && !moves.includes(a.libs[0]!)) moves.push(a.libs[0]!);
      }
      const passed = b.clone();
      passed.ko = -1;
      if (!attackerWins(passed, d - 1)) return true;
      return moves.some((m) => {
        const a = after(b, m, side);
        return a !== null && !attackerWins(a.board, d - 1);
      });
    });
  return attackerWins(board, depth);
}

/**
 * Whether taking chain `c` (in atari) would be a snapback: the taking chain is then in atari itself, and the owner
 * of `c` retakes at least as many of its stones (not counting those already dead: `deadAt`) as it lost, without a
 * ko. Taking such a chain gains nothing, so it is no threat and needs no save.
 */
export function snapback(board: SmallBoard, c: ChainInfo, deadAt?: ArrayLike<number>): boolean {
  const l = c.libs[0]!;
  const r = after(board, l, -c.sign);
  if (!r) return false;
  const taker = r.board.chain(l);
  // A lone stone taking one stone and left in atari is a ko, not a snapback.
  if (taker.libs.length !== 1 || taker.stones.length < 2 || !after(r.board, taker.libs[0]!, c.sign)) return false;
  return taker.stones.filter((q) => !deadAt?.[q]).length >= r.taken;
}
