import { SmallBoard } from './small-board.js';
import { LocalGames } from './local-games.js';
import { analyzeTerritory } from './territory.js';
import type { ChainInfo } from './small-board.js';
import type { Vertex } from './types.js';
import { READ_DEPTH, after, capturable, movesAround, snapback, takesAny } from './race.js';

/**
 * Why the finishing added a move: a neutral point filled, a protective move inside one's own area, a capture (a
 * save that takes the chain putting ours in atari, a neutral point filled that takes dead stones, or a move of the
 * real captures that end the finishing outside one's own area: see takeForReal). ('ko' is not produced: open kos
 * are connected, see finishGame.)
 */
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
  /** Stones taken by each colour while finishing (dead stones taken to save a chain included). */
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
 * Dead stones (`dead`: 1 on a dead stone) stay on the board until the count, as in a real game: they take
 * liberties from the chains around them, so filling a dame next to such a chain can force a teire. They are
 * never saved, and are taken only when that saves a chain or fills a neutral point. The two sides take turns,
 * `toMove` first (1 Black, -1 White), each choosing in this order:
 *   1. never capture a living chain, except in rule 2 to save one's own: the dead-stone marking decides life and
 *      death (and a chain the reader revived stays), and an open ko is left to the side whose stone is in atari,
 *      which connects it in rule 2. Stones marked alive by hand (`keep`: 1 on them) are never taken at all: a
 *      move that would take them is not played;
 *   2. save an own chain in atari: extend, or take a chain next to it; the move that saves the most stones (one
 *      move may save two chains sharing their last liberty: measured, pro-nogo unchanged at 190 of 243, one game
 *      fixed where a second teire was spent, one lost where the record's point is elsewhere); inside one's own area
 *      that is a teire and costs a point, so a free move is preferred. Not a chain whose capture would be a
 *      snapback (see race.ts): taking it gains nothing. A save of chains that were already in atari when the game
 *      stopped (an open ko left to be connected) is gote and can wait: a fill of rule 3 is played before it, the
 *      sente before the gote, when it leaves the save possible (measured: pro-nogo 191 of 243 against 190, the
 *      other folders unchanged; it changes the moves in 28 professional records, the count in one. Playing the
 *      fill of rule 4, reverse sente, before such a save too: 189 of 243);
 *   3. fill a neutral point that puts an opponent chain in atari whose only escape is a move inside its own area
 *      (the opponent must answer with a teire, and the attacker keeps the move);
 *   4. fill the neutral point where the opponent's fill would do that to us;
 *   4b. the small local games read to their end (local-games.ts: regions of six points or fewer, minimax with passes):
 *      answer the opponent's sente just played there, else play one's own sente, else a gote of two points or
 *      more; one-point gote and reverse sente stay with the rules below (pro-nogo 193 -> 196 of 243, Fox 48 -> 49
 *      of 50, no folder worse);
 *   5. fill the neutral point that closes off the most area (the parts of its neutral region then bordered by one
 *      colour only, counted for both colours: what the fill takes plus what it denies), when that is at least
 *      BORDER_GAIN points: an open border, where the first fill is an endgame move rather than a plain dame
 *      (it is still a neutral point filled, and reported as one); else fill a neutral point that guards an own
 *      chain the opponent could force into a teire with two fills (see guards: a habit of strong players, who fill
 *      the dame next to their own short chains first);
 *   6. fill the neutral point that leaves the filling chain the most liberties;
 *   7. with no neutral point left, fill a false eye of one's own area that the count would fill anyway (see
 *      falseEyeTeire: what it leaves is then read), and add the teire a chain short of liberties needs: a chain of two or three
 *      liberties (dead stones included: they take liberties until removed) that the opponent, playing first,
 *      would take against the best defence, as a short reading of the liberty race shows, and with profit (the
 *      takers join living stones, or take more stones than they put in); then the teire against a double threat
 *      (clusterTeire: chains sharing a liberty of which the opponent takes one, single stones included). Neither
 *      for a threat already there when the game stopped: the players left it, the stones around it being dead;
 *   8. pass. Two passes in a row end it. Then the dead chains that the count could not simply take off (one that
 *      the taker wins a liberty race against only by playing it out, one whose region touches a living stone of
 *      its colour) are taken by a real capture: see takeForReal.
 * Neutral points are the empty points of regions that touch the living stones of both colours (regions of more than
 * OPEN_GROUND points are open ground: left as they are, not filled). A fill is never
 * made at the cost of one's own liberties (leaving a chain the opponent could then kill), nor where it would kill
 * a chain of several stones: a group the players left alive that a dame fill could kill is in seki or in a race
 * they saw as settled. Deterministic and local: the fills read one reply; only the teire of rule 7 reads a
 * liberty race a few moves deep, which is what the end of a professional game leaves (a few points, no open
 * fights).
 */
export function finishGame(
  width: number,
  height: number,
  signs: ArrayLike<number>,
  dead: ArrayLike<number>,
  toMove: number,
  keep?: ArrayLike<number>,
): FinishResult {
  const n = width * height;
  // Dead stones stay on the board while the game is finished: until they are taken off at the end they fill
  // points, so the chains around them have fewer liberties (a dame filled next to them may need a teire).
  const model = new SmallBoard(width, height, Array.from({ length: n }, (_, p) => Math.sign(signs[p]!)));
  const deadAt = Uint8Array.from({ length: n }, (_, p) => (dead[p] && signs[p] ? 1 : 0));
  // Living stones already short of liberties because of dead stones when the game stopped: the players agreed on
  // that shape (the dead stones would be taken if needed), so only a shortage made while finishing is read.
  const agreed = new Uint8Array(n);
  for (const c of allChains(model)) if (c.libs.length === 1) for (const q of c.stones) agreed[q] = 1;
  // Likewise a chain the opponent could already take when the game stopped: the players left it so, the stones
  // around it being dead (they would be taken first if needed). Only a threat made while finishing gets a teire.
  // (Read only for the chains found threatened at the end: see leftThreatened.)
  const start = new StartThreats(model.clone(), Int8Array.from(model.signs, (s, q) => (deadAt[q] ? 0 : s)), deadAt.slice());
  const moves: FinishMove[] = [];
  const captures = { black: 0, white: 0 };
  let side = toMove < 0 ? -1 : 1;
  let passes = 0;
  const limit = Math.ceil(n * MAX_MOVES_PER_POINT);
  const local = new LocalGames();
  for (let i = 0; i < limit && passes < 2; i++) {
    const last = moves.length && passes === 0 ? moves[moves.length - 1]!.vertex[1] * width + moves[moves.length - 1]!.vertex[0] : -1;
    const choice = chooseMove(model, deadAt, side, agreed, start, local, last, keep);
    if (!choice) {
      passes++;
      model.ko = -1;
    } else {
      passes = 0;
      const taken = model.play(choice.point, side)!;
      for (const q of taken) deadAt[q] = 0;
      if (side > 0) captures.black += taken.length;
      else captures.white += taken.length;
      // A fill that took dead stones is shown as a capture.
      const kind = choice.kind === 'dame' && taken.length ? 'capture' : choice.kind;
      moves.push({ sign: side, vertex: [choice.point % width, Math.floor(choice.point / width)], kind });
    }
    side = -side;
  }
  // The dead stones that must be taken by a real capture before the count (see takeForReal).
  for (const m of takeForReal(model, deadAt, keep)) {
    if (m.sign > 0) captures.black += m.taken;
    else captures.white += m.taken;
    moves.push({ sign: m.sign, vertex: [m.point % width, Math.floor(m.point / width)], kind: m.kind });
  }
  return { signs: Int8Array.from(model.signs), dead: deadAt, captures, moves };
}

/** A move of the real captures that end the finishing (takeForReal); `taken`: the stones it took. */
interface RealCapture {
  sign: number;
  point: number;
  kind: FinishKind;
  taken: number;
}

/**
 * The real captures the end of the finishing still needs: dead chains that the count cannot simply take off,
 * because the position around them is not yet what it would be after their capture.
 *   - A dead chain of two liberties at most in a liberty race with a chain of several stones of the taker that also
 *     touches living stones of the dead chain's colour (it is cut off between them): if the dead chain's side
 *     played first it would take that chain and join its living stones (read with the dead stones fighting as
 *     living). The taker wins the race only by playing it out, and those moves are part of the game (a teire
 *     where the point is inside the taker's own area, the point lost). Dead stones around a chain of the taker
 *     that do not reach their own living stones by the capture stay dead without it: the players agree on them,
 *     as on the threats they left when the game stopped (see StartThreats).
 *   - A dead chain in a region (empty points and dead stones) that touches living stones of its own colour: the
 *     region is neutral, counted for nobody, until the chain is taken; a real capture makes its points the
 *     taker's where the taker's stones then enclose them. Not in open ground (a region of more than OPEN_GROUND
 *     points, which the finishing does not fill either).
 * The taker fills the chain's liberties, the capture last. Not when a move would be illegal, take living stones or
 * a stone marked alive by hand, or leave a stone it played in atari at the end (the capture would be given back).
 * Measured: pro-nogo 193 of 243 against 191 (a race that the count gave to the side to move without its moves, a
 * corner whose dead stones touched a living stone of theirs through a dame), no other folder changes. The region
 * rule alone: 192. The race rule also for dead chains of three liberties or more: 192 (one record then 3 points
 * off in teire it does not count); also against single stones of the taker: 185 (a single stone given up is not
 * worth a teire, as in rule 7); without the condition that the race joins the dead chain to its living stones:
 * 191, Fox 46 of 50 against 48, GNU Go 13x13 38 of 40 against 39 (corners whose dead stones stay dead whoever
 * wins the race there).
 */
function takeForReal(board: SmallBoard, deadAt: Uint8Array, keep?: ArrayLike<number>): RealCapture[] {
  const out: RealCapture[] = [];
  const asLiving = Int8Array.from(board.signs);
  const seen = new Uint8Array(board.signs.length);
  for (let p0 = 0; p0 < board.signs.length; p0++) {
    if (!deadAt[p0] || !board.signs[p0] || seen[p0]) continue;
    const d = board.chain(p0);
    for (const q of d.stones) seen[q] = 1;
    if (d.stones.some((q) => !deadAt[q])) continue;
    const taker = -d.sign;
    if (!(d.libs.length <= 2 && inRace(board, deadAt, d, asLiving)) && !inNeutralRegion(board, deadAt, d)) continue;
    const owner = regionOwners(board, deadAt);
    let b = board.clone();
    const played: RealCapture[] = [];
    // One move per liberty; the bound is a guard only (the chain's liberties only go down, so the loop ends anyway).
    while (b.signs[p0] === d.sign && played.length <= d.libs.length + 2) {
      let next: SmallBoard | null = null;
      for (const l of b.chain(p0).libs) {
        const tried = b.clone();
        const taken = tried.play(l, taker);
        if (!taken || taken.some((q) => !deadAt[q]) || takesKept(b, l, taker, keep)) continue;
        played.push({ sign: taker, point: l, kind: owner[l] === taker ? 'teire' : 'capture', taken: taken.length });
        next = tried;
        break;
      }
      if (!next) break;
      b = next;
    }
    if (b.signs[p0] === d.sign || played.some((m) => b.signs[m.point] === taker && b.chain(m.point).libs.length < 2)) continue;
    for (const m of played) board.play(m.point, taker);
    // A move may take another dead chain with this one: every point emptied is no longer a dead stone.
    for (let q = 0; q < deadAt.length; q++) if (!board.signs[q]) deadAt[q] = 0;
    asLiving.set(board.signs);
    out.push(...played);
  }
  return out;
}

/**
 * Whether dead chain `d` is in a liberty race (see takeForReal): next to a living chain of the taker of several
 * stones and three liberties at most, touching living stones of `d`'s colour, that `d`'s side playing first takes
 * (read with all stones on the board living: `asLiving`).
 */
function inRace(board: SmallBoard, deadAt: Uint8Array, d: ChainInfo, asLiving: Int8Array): boolean {
  const read: number[] = [];
  let raced = false;
  for (const q of d.stones) board.neighbours(q, (r) => {
    if (raced || board.signs[r] !== -d.sign || deadAt[r] || read.includes(r)) return;
    const t = board.chain(r);
    read.push(...t.stones);
    if (t.stones.length < 2 || t.libs.length > 3) return;
    let between = false;
    for (const s of t.stones) board.neighbours(s, (u) => {
      if (board.signs[u] === d.sign && !deadAt[u]) between = true;
    });
    if (between && capturable(board, r, READ_DEPTH, asLiving)) raced = true;
  });
  return raced;
}

/**
 * Whether the region of dead chain `d` (its empty points and dead stones) touches a living stone of `d`'s colour,
 * and is not open ground (OPEN_GROUND points at most).
 */
function inNeutralRegion(board: SmallBoard, deadAt: Uint8Array, d: ChainInfo): boolean {
  const seen = new Uint8Array(board.signs.length);
  const pts = [...d.stones];
  for (const q of pts) seen[q] = 1;
  let own = false;
  for (let i = 0; i < pts.length && pts.length <= OPEN_GROUND; i++) {
    board.neighbours(pts[i]!, (r) => {
      if (seen[r]) return;
      if (board.signs[r] && !deadAt[r]) {
        if (board.signs[r] === d.sign) own = true;
        return;
      }
      seen[r] = 1;
      pts.push(r);
    });
  }
  return own && pts.length <= OPEN_GROUND;
}

interface Choice {
  point: number;
  kind: FinishKind;
}

/**
 * 1 / -1 for empty points (and dead stones) in regions bordered by the living stones of one colour only, 0 for
 * neutral ones (and on living stones). `sizes` gets the size of each point's region.
 */
function regionOwners(board: SmallBoard, deadAt: Uint8Array, sizes?: Int32Array): Int8Array {
  const n = board.signs.length;
  const owner = new Int8Array(n);
  const seen = new Uint8Array(n);
  const pts: number[] = [];
  for (let p0 = 0; p0 < n; p0++) {
    if ((board.signs[p0] && !deadAt[p0]) || seen[p0]) continue;
    pts.length = 0;
    pts.push(p0);
    seen[p0] = 1;
    let black = false, white = false;
    for (let i = 0; i < pts.length; i++) {
      board.neighbours(pts[i]!, (q) => {
        const s = deadAt[q] ? 0 : board.signs[q]!;
        if (s > 0) black = true;
        else if (s < 0) white = true;
        else if (!seen[q]) {
          seen[q] = 1;
          pts.push(q);
        }
      });
    }
    const o = black === white ? 0 : black ? 1 : -1;
    for (const p of pts) owner[p] = o;
    if (sizes) for (const p of pts) sizes[p] = pts.length;
  }
  return owner;
}

/**
 * Parts of a neutral region larger than this are open ground, not a border to close: never counted by rule 5 (and
 * never flooded further).
 */
const PART_LIMIT = 32;

/**
 * A neutral region of more than this many points is not filled at all: the game stopped long before its end there
 * (a resigned game, a board counted early), and filling it would be playing the game, not finishing it; it stays
 * open, counted for nobody, and the count says the border is not finished. Measured: the professional records
 * match as often as when such regions were filled (173 of 243; one record stopped 76 moves early goes from 20
 * points off to 1), no folder changes, and the work stays bounded: a sparse 52x52 position was finished in 17.6 s,
 * 1,352 moves, now in 40 ms.
 */
const OPEN_GROUND = 2 * PART_LIMIT;

/**
 * What filling the neutral point p closes off for each colour: the parts of p's region (empty points and dead
 * stones) that are then bordered by the living stones of Black only (`black`) or of White only (`white`), p's own
 * stone aside. Each part is flooded once, and no further than PART_LIMIT points or the first stones of both
 * colours. `mark` is scratch space of the board's size whose entries are at most `gen.v` between calls.
 */
function closedArea(
  board: SmallBoard,
  deadAt: Uint8Array,
  p: number,
  mark: Int32Array,
  gen: { v: number },
): { black: number; white: number } {
  const first = gen.v + 1;
  const out = { black: 0, white: 0 };
  const stack: number[] = [];
  board.neighbours(p, (start) => {
    // A part already flooded from another neighbour of p is counted once.
    if ((board.signs[start] && !deadAt[start]) || mark[start]! >= first) return;
    const part = ++gen.v;
    mark[start] = part;
    stack.length = 0;
    stack.push(start);
    let size = 0, black = false, white = false;
    while (stack.length && !(black && white) && size <= PART_LIMIT) {
      const q = stack.pop()!;
      size++;
      board.neighbours(q, (r) => {
        if (r === p) return;
        const s = deadAt[r] ? 0 : board.signs[r]!;
        if (s > 0) black = true;
        else if (s < 0) white = true;
        else if (mark[r] !== part) {
          mark[r] = part;
          stack.push(r);
        }
      });
    }
    if (stack.length || size > PART_LIMIT) return;
    if (!white) out.black += size;
    if (!black) out.white += size;
  });
  return out;
}

/**
 * Rule 5: among the `fills`, the one that closes off the most area (closedArea, both colours' shares), when that
 * is at least BORDER_GAIN points; -1 if none.
 */
function borderFill(board: SmallBoard, deadAt: Uint8Array, fills: number[]): number {
  const mark = new Int32Array(board.signs.length);
  const gen = { v: 0 };
  let best = -1, bestGain = BORDER_GAIN - 1;
  for (const p of fills) {
    const closed = closedArea(board, deadAt, p, mark, gen);
    if (closed.black + closed.white > bestGain) {
      bestGain = closed.black + closed.white;
      best = p;
    }
  }
  return best;
}

/** Whether `sign` playing p would take a stone marked alive by hand (see finishGame's `keep`). */
function takesKept(board: SmallBoard, p: number, sign: number, keep?: ArrayLike<number>): boolean {
  if (!keep) return false;
  let takes = false;
  board.neighbours(p, (q) => {
    if (takes || board.signs[q] !== -sign) return;
    const c = board.chain(q);
    if (c.libs.length === 1 && c.stones.some((r) => keep[r])) takes = true;
  });
  return takes;
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

/**
 * The board after `sign` fills p, or null when that leaves the chain formed there in atari, or with two liberties
 * and a way for the opponent to kill it (a capture is always safe): a dame is never filled at the cost of one's
 * own liberties.
 */
function safeFill(board: SmallBoard, p: number, sign: number, owner: Int8Array): SmallBoard | null {
  const r = after(board, p, sign);
  if (!r) return null;
  if (r.taken > 0) return r.board;
  const c = r.board.chain(p);
  if (c.libs.length < 2 || threatened(r.board, c, owner)) return null;
  return r.board;
}

/**
 * What it costs the owner of chain `c` (in atari on `board`, the opponent having just played) to save it:
 * 0 when it escapes on a neutral point or by capturing, 1 when the escape is a teire inside its own area, the
 * chain's size when it cannot be saved.
 */
function saveCost(board: SmallBoard, c: ChainInfo, owner: Int8Array): number {
  let best = LOST;
  for (const l of saveMoves(board, c)) best = Math.min(best, owner[l] === c.sign ? 1 : 0);
  return best;
}

/**
 * The moves that save chain `c` in atari: capturing an adjacent chain in atari (dead stones too), or extending to
 * at least two liberties.
 */
function saveMoves(board: SmallBoard, c: ChainInfo): number[] {
  const s = c.sign;
  const out: number[] = [];
  // The stones of the adjacent chains already read: a chain touching several stones is read once.
  const read: number[] = [];
  for (const p of c.stones) {
    board.neighbours(p, (q) => {
      if (board.signs[q] !== -s || read.includes(q)) return;
      const a = board.chain(q);
      read.push(...a.stones);
      if (a.libs.length === 1 && !out.includes(a.libs[0]!) && after(board, a.libs[0]!, s)) out.push(a.libs[0]!);
    });
  }
  const l = c.libs[0]!;
  if (!out.includes(l)) {
    const r = after(board, l, s);
    if (r && (r.taken > 0 || r.board.chain(l).libs.length >= 2)) out.push(l);
  }
  return out;
}

/** saveCost of a chain that cannot be saved. */
const LOST = 1000;

/**
 * A fill that closes off at least this much area (both colours' shares counted) is an endgame move, played before
 * plain dame (rule 5). Smaller splits are left to the plain order: one to three points are what the counter's own
 * teire and seki rules settle. Measured on the professional records: 4 gives 161 of 243 (159 without the rule; 2, 3,
 * 5 and 6 give 160, 8 gives 159), fixing errors of 3 to 6 points in five games; the other folders are unchanged.
 */
const BORDER_GAIN = 4;

/** Chains of this many stones are never killed by filling a dame (see chooseMove). */
const BIG_CHAIN = 3;

/**
 * The gain of `sign` filling p: the cost it forces on the opponent's living chains it puts in atari (0 if none).
 * `filled` is the board after that fill when it is already known. (Valuing also the fills that leave a chain short
 * of liberties by the deeper reading of rule 7 was tried: it moves the dame fills about and matched fewer
 * records, 149-152 of 243 professional games instead of 155.)
 */
function attackValue(
  board: SmallBoard,
  p: number,
  sign: number,
  owner: Int8Array,
  deadAt: Uint8Array,
  filled: SmallBoard | null = safeFill(board, p, sign, owner),
): number {
  if (!filled) return 0;
  let best = 0;
  for (const c of filled.adjacentChains(p, -sign)) {
    if (c.libs.length !== 1 || deadAt[c.stones[0]!]) continue;
    const cost = saveCost(filled, c, owner);
    best = Math.max(best, cost === LOST ? c.stones.length : cost);
  }
  return best;
}

/** Whether `side` filling `p` spoils the save at `save` (the fill is the save point, or the save no longer works). */
function undoesSave(board: SmallBoard, p: number, side: number, save: number): boolean {
  if (p === save) return true;
  const b = board.clone();
  if (!b.play(p, side)) return true;
  return !after(b, save, side);
}

/** The board without the dead stones: what the players see as the shape of the position. */
function withoutDead(board: SmallBoard, deadAt: Uint8Array): SmallBoard {
  const b = board.clone();
  for (let p = 0; p < deadAt.length; p++) if (deadAt[p]) b.signs[p] = 0;
  return b;
}

/**
 * The move of `side`. `board` has the dead stones on it (the physical position). Captures, and saves of chains
 * in atari, are read on the position without dead stones, as the players see it: a chain short of liberties
 * only because of dead stones around it is not in danger, they can be taken when needed. The dead stones count
 * when a fill is read (is it safe, what does it put in atari), for the chains put in atari while finishing (not
 * those `agreed` on when the game stopped), and for the teire of rule 7: a fill is what makes a shortage real.
 */
function chooseMove(
  board: SmallBoard,
  deadAt: Uint8Array,
  side: number,
  agreed: Uint8Array,
  start: StartThreats,
  local: LocalGames,
  last: number,
  keep?: ArrayLike<number>,
): Choice | null {
  const regionSize = new Int32Array(board.signs.length);
  const owner = regionOwners(board, deadAt, regionSize);
  const clean = withoutDead(board, deadAt);
  const chains = allChains(clean);

  // 1. No captures: the dead-stone marking (the proposal, and the reader's corrections) decides life and death,
  //    and a chain it calls alive stays on the board. Finishing only fills and protects. (Measured: capturing
  //    chains that came into atari while finishing was right in 3 of 24 professional records where it happened;
  //    without it 6 more of 243 match.) An open ko is left to the side whose stone is in atari, which connects it
  //    in rule 2: who would win it depends on ko threats (inside the other's area they cost nothing under
  //    territory counting), and connecting matches more records than taking it first (measured: 7 more of 243
  //    professional games, 3 more of 200 KGS games).
  let best: Choice | null = null;
  let bestValue = 0;

  // 2. Saves: the chains in atari, and those put in atari with the dead stones' help while finishing.
  //    A move on a neutral point is free, one inside one's own area is a teire.
  //    A move may save several chains at once (extending into a point two chains share): it is valued by all
  //    the stones it saves.
  const saved = new Map<number, Set<number>>();
  const consider = (b: SmallBoard, c: ChainInfo) => {
    for (const l of saveMoves(b, c)) {
      let stones = saved.get(l);
      if (!stones) saved.set(l, (stones = new Set()));
      for (const q of c.stones) stones.add(q);
    }
  };
  for (const c of chains) if (c.sign === side && c.libs.length === 1) consider(clean, c);
  for (const c of allChains(board)) {
    if (c.sign === side && c.libs.length === 1 && !deadAt[c.stones[0]!] && c.stones.some((q) => !agreed[q]) && !snapback(board, c, deadAt)) consider(board, c);
  }
  let bestCost = 2;
  let bestStones: Set<number> | null = null;
  for (const [l, stones] of saved) {
    const r = after(board, l, side);
    if (!r || takesKept(board, l, side, keep)) continue;
    const cost = owner[l] === side ? 1 : 0;
    if (stones.size > bestValue || (stones.size === bestValue && cost < bestCost)) {
      bestValue = stones.size;
      bestCost = cost;
      bestStones = stones;
      best = { point: l, kind: cost ? 'teire' : r.taken ? 'capture' : 'dame' };
    }
  }
  // A save of chains already in atari when the game stopped (an open ko left to be connected) is gote and can
  // wait: a fill that forces the opponent to answer is played first (the sente before the gote), else the
  // opponent would take the reverse sente with his next move.
  const deferred = best && bestStones && [...bestStones].every((q) => agreed[q]) ? best : null;
  if (best && !deferred) return best;

  // The chains as they stand, dead stones included, and a mark per point for counting liberties once.
  const all = allChains(board);
  const chainAt = new Int32Array(board.signs.length).fill(-1);
  all.forEach((c, i) => {
    for (const q of c.stones) chainAt[q] = i;
  });
  const seen = new Int32Array(board.signs.length).fill(-1);

  // 3.-6. Neutral points, not next to one's own dead stones (that would only join them). A fill can put in
  //       atari only a chain next to it with two liberties: the reading is done only there.
  let attack = -1, attackGain = 0, defence = -1, defenceGain = 0, plain = -1, plainLibs = 0, guard = -1;
  // The points a fill could go to, for rule 5 (read only when no attack or defence is played).
  const fills: number[] = [];
  for (let p = 0; p < board.signs.length; p++) {
    if (board.signs[p] || owner[p] || regionSize[p]! > OPEN_GROUND) continue;
    // The liberties the filling chain would have (counted without playing, unless the fill captures).
    let nearDead = false, ownShort = false, otherShort = false, captures = false, takesDead = false, libs = 0;
    board.neighbours(p, (q) => {
      const s = board.signs[q]!;
      if (!s) {
        if (seen[q] !== p) libs++;
        seen[q] = p;
        return;
      }
      const c = all[chainAt[q]!]!;
      if (s !== side && c.libs.length === 1) {
        if (deadAt[q]) takesDead = true;
        else captures = true;
      }
      if (deadAt[q]) {
        if (s === side) nearDead = true;
        return;
      }
      if (c.libs.length === 2) {
        if (s === side) ownShort = true;
        else otherShort = true;
      }
      if (s === side) {
        for (const l of c.libs) {
          if (l !== p && seen[l] !== p) libs++;
          seen[l] = p;
        }
      }
    });
    // A fill that would take living stones is a capture, not a dame (see rule 1). One that takes only dead stones
    // is a fill like another: they would be taken at the count anyway, and taking them now makes their points the
    // taker's area (measured: 167 of 243 professional records against 161 when such fills were skipped, Fox 47 of
    // 50 against 46; no folder worse). Its liberties are read by playing it. (A chain mixing dead stones with one
    // marked alive by hand is not taken.)
    if (nearDead || captures || (libs < 2 && !takesDead) || (takesDead && takesKept(board, p, side, keep))) continue;
    // A fill leaving three liberties or more is safe as it is; fewer needs reading.
    const mine = takesDead || libs < 3 || otherShort ? safeFill(board, p, side, owner) : null;
    if ((takesDead || libs < 3) && !mine) continue;
    if (mine) libs = mine.chain(p).libs.length;
    const gain = otherShort ? attackValue(board, p, side, owner, deadAt, mine) : 0;
    // A fill that would kill a chain of several stones the players left alive is not a dame: the chain is in
    // seki or in a race the players saw as settled, and playing into it only shortens liberties.
    if (gain >= BIG_CHAIN) continue;
    if (gain > attackGain) {
      attackGain = gain;
      attack = p;
    }
    const threat = ownShort ? attackValue(board, p, -side, owner, deadAt) : 0;
    if (threat > defenceGain) {
      defenceGain = threat;
      defence = p;
    }
    if (libs > plainLibs) {
      plainLibs = libs;
      plain = p;
    }
    if (guard < 0 && guards(board, p, side, owner, deadAt, all, chainAt, mine)) guard = p;
    fills.push(p);
  }
  if (deferred) {
    if (attack >= 0 && attackGain >= 1 && !undoesSave(board, attack, side, deferred.point)) return { point: attack, kind: 'dame' };
    return deferred;
  }
  if (attack >= 0 && attackGain >= defenceGain) return { point: attack, kind: 'dame' };
  if (defence >= 0) return { point: defence, kind: 'dame' };
  // 4b. The small local games read to their end (see local-games.ts): the answer to a sente, a sente, a gote of two
  //     points or more.
  const m = local.choose(board, deadAt, owner, regionSize, OPEN_GROUND, side, last);
  // A region is kept by its content: its move, read with other stones around it, is checked again here.
  if (m >= 0 && !takesKept(board, m, side, keep) && board.clone().play(m, side)) return { point: m, kind: owner[m] === side ? 'teire' : 'dame' };
  const border = borderFill(board, deadAt, fills);
  if (border >= 0) return { point: border, kind: 'dame' };
  if (guard >= 0) return { point: guard, kind: 'dame' };
  if (plain >= 0) return { point: plain, kind: 'dame' };

  // 7. The teire the count will ask for (a false eye of one's own area: territory.ts, step 2), then those for
  //    chains short of liberties, dead stones included (they take liberties until they are removed).
  const falseEye = falseEyeTeire(board, deadAt, side, keep);
  if (falseEye >= 0) return { point: falseEye, kind: 'teire' };
  const living = Int8Array.from(board.signs, (s, q) => (deadAt[q] ? 0 : s));
  const teire = neededTeire(board, side, { living, start, deadAt, keep, owner });
  if (teire >= 0) return { point: teire, kind: 'teire' };
  return null;
}

/**
 * A false eye of `side`'s own area that the count would fill as a teire (territory.ts, step 2), or -1. The count
 * takes the point from the territory either way; playing it here, once the neutral points are filled, lets the
 * finishing read the shape it leaves: a neutral point that the filled eye makes safe to fill, and the teire that
 * fill then forces (a chain of the opponent's short of liberties, dead stones around it that must now be taken).
 * Measured: pro-nogo 182 of 243 against 173 (with teireFor kept out of the opponent's area), Fox 48 of 50 against
 * 47, KGS unchanged. (Playing these teire before the neutral points were filled: 152 of 243.)
 */
function falseEyeTeire(board: SmallBoard, deadAt: Uint8Array, side: number, keep?: ArrayLike<number>): number {
  const t = analyzeTerritory(board.width, board.height, board.signs, deadAt);
  for (let p = 0; p < t.falseEye.length; p++) {
    if (t.falseEye[p] && !board.signs[p] && t.area[p] === side && !takesKept(board, p, side, keep) && after(board, p, side)) return p;
  }
  return -1;
}

/**
 * Whether chain `c` (two liberties) can be killed: the opponent plays on one of its liberties and leaves it in
 * atari with no way out (the intruding stone cannot be taken, extending gives no second liberty). Single stones
 * are left out: losing one is not worth a teire.
 */
function threatened(board: SmallBoard, c: ChainInfo, owner: Int8Array): boolean {
  if (c.libs.length !== 2 || c.stones.length < 2) return false;
  const s = c.sign;
  for (const a of c.libs) {
    const r = after(board, a, -s);
    if (!r || r.taken > 0) continue;
    const mine = r.board.chain(c.stones[0]!);
    if (mine.libs.length !== 1) continue;
    const intruder = r.board.chain(a);
    if (intruder.libs.length === 1 && after(r.board, intruder.libs[0]!, s)) continue;
    if (saveCost(r.board, mine, owner) === LOST) return true;
  }
  return false;
}

/**
 * What the reading of threats (rule 7) needs: the sign of the living stones on the board, the chains threatened
 * when the game stopped, and the dead stones.
 */
interface ReadContext {
  living: Int8Array;
  start: StartThreats;
  deadAt: Uint8Array;
  /** 1 on stones marked alive by hand: never taken. */
  keep?: ArrayLike<number>;
  /** regionOwners of the board: a teire is not looked for inside the opponent's area. */
  owner: Int8Array;
}

/**
 * The chains that were already threatened (in the sense of rule 7) when the game stopped, read on demand on the
 * position as it was then: a chain of the end position is left alone if one of its stones was in such a chain.
 */
class StartThreats {
  private readonly known = new Map<number, boolean>();

  constructor(
    private readonly board: SmallBoard,
    private readonly living: Int8Array,
    /** The dead stones when the game stopped (a snapback is read with them, as later: see takesAny). */
    private readonly deadAt: Uint8Array,
  ) {}

  /**
   * Whether the chains (`chains`: the stones of each) were already under a double threat when the game stopped:
   * read on the chains through a stone of each that stood then (a chain made only while finishing is left out).
   */
  threatenedTogether(chains: number[][], side: number): boolean {
    const standing: number[] = [];
    for (const stones of chains) {
      const q = stones.find((r) => this.board.signs[r] === side);
      if (q !== undefined) standing.push(q);
    }
    return standing.length > 0 && takesAny(this.board, standing, CLUSTER_DEPTH, this.deadAt);
  }

  leftThreatened(c: ChainInfo): boolean {
    return c.stones.some((q) => this.board.signs[q] === c.sign && this.threatenedAt(q));
  }

  private threatenedAt(q: number): boolean {
    const c = this.board.chain(q);
    const key = Math.min(...c.stones);
    let r = this.known.get(key);
    if (r === undefined) {
      r = isThreatened(this.board, c, this.living);
      this.known.set(key, r);
    }
    return r;
  }
}

/** The chains of `side` with two or three liberties and several stones that the opponent could take first. */
function threatenedChains(board: SmallBoard, side: number, living: Int8Array): ChainInfo[] {
  return allChains(board).filter((c) => c.sign === side && isThreatened(board, c, living));
}

/** Whether chain `c` is one of those. */
function isThreatened(board: SmallBoard, c: ChainInfo, living: Int8Array): boolean {
  const n = c.libs.length;
  if (n < 2 || n > 3 || c.stones.length < 2 || living[c.stones[0]!] !== c.sign) return false;
  return capturable(board, c.stones[0]!, READ_DEPTH, living);
}

/**
 * The teire for `side`'s chains that the opponent could take by playing first (not those left so when the game
 * stopped): the first that some move makes safe gets it; -1 when none is threatened, or when no move makes one
 * safe (a seki or a shape the players agreed on: filling would only shorten its liberties).
 */
function neededTeire(board: SmallBoard, side: number, ctx: ReadContext): number {
  const threatened = threatenedChains(board, side, ctx.living).filter((c) => !ctx.start.leftThreatened(c));
  for (const c of threatened) {
    const teire = teireFor(board, c, ctx, threatened);
    if (teire >= 0) return teire;
  }
  return clusterTeire(board, side, ctx);
}

/**
 * The board after `side` plays the teire candidate m, or null when m is illegal, takes a stone marked alive by
 * hand, or touches `side`'s own dead stones (a move there only joins them).
 */
function teireBoard(board: SmallBoard, m: number, side: number, ctx: ReadContext): SmallBoard | null {
  let nearDead = false;
  board.neighbours(m, (r) => {
    if (ctx.deadAt[r] && board.signs[r] === side) nearDead = true;
  });
  if (nearDead || takesKept(board, m, side, ctx.keep)) return null;
  return after(board, m, side)?.board ?? null;
}

/** Plies read for a double threat (clusterTeire): 6 and 8 gave the same results, 4 one game fewer. */
const CLUSTER_DEPTH = 6;

/**
 * The teire against a double threat, read when no single chain needs one (neededTeire's first part): a chain of
 * `side` with one or two liberties and the chains sharing a liberty with it (three liberties at most), of which
 * the opponent, playing first, takes one whatever the defence. Single stones count here, unlike in the reading of
 * single chains (`threatened`, `isThreatened`): one lost alone is one stone, but a double threat usually costs
 * more than the point of a teire. Not when the threat was there when the game stopped (as for single chains: the players left it so). The
 * move among their liberties that ends the threat, leaving the most liberties; -1 if there is none. Measured:
 * pro-nogo 173 of 243 against 167 without it (170 without the exception for threats left at the end), no folder
 * worse.
 */
function clusterTeire(board: SmallBoard, side: number, ctx: ReadContext): number {
  const chains = allChains(board).filter((c) => c.sign === side && ctx.living[c.stones[0]!] === side && c.libs.length <= 3);
  for (const c of chains) {
    if (c.libs.length > 2) continue;
    const group = [c, ...chains.filter((o) => o !== c && o.libs.some((l) => c.libs.includes(l)))];
    if (group.length < 2) continue;
    const targets = group.map((g) => g.stones[0]!);
    if (!takesAny(board, targets, CLUSTER_DEPTH, ctx.deadAt) || ctx.start.threatenedTogether(group.map((g) => g.stones), side)) continue;
    let best = -1, bestLibs = -1;
    // Their liberties, each once (chains of a group share some).
    for (const m of new Set(group.flatMap((g) => g.libs))) {
      const t = teireBoard(board, m, side, ctx);
      if (!t || takesAny(t, targets, CLUSTER_DEPTH, ctx.deadAt)) continue;
      const libs = t.chain(m).libs.length;
      if (libs > bestLibs) {
        bestLibs = libs;
        best = m;
      }
    }
    if (best >= 0) return best;
  }
  return -1;
}

/**
 * The move that makes threatened chain `c` safe: among its liberties, the liberties of the chains attacking it,
 * and those of its own stones next to its liberties (which it can join), the one leaving the fewest of the
 * `threatened` chains in danger, then the most liberties; -1 if none. A move next to one's own dead stones only
 * joins them and is not considered.
 */
function teireFor(board: SmallBoard, c: ChainInfo, ctx: ReadContext, threatened: ChainInfo[]): number {
  const p = c.stones[0]!;
  const side = c.sign;
  const moves = movesAround(board, c).defence;
  for (const l of c.libs) {
    for (const own of board.adjacentChains(l, side)) for (const q of own.libs) if (!moves.includes(q)) moves.push(q);
  }
  let best = -1, bestLeft = Infinity, bestLibs = 0;
  for (const q of moves) {
    // A stone inside the opponent's area (shortening the liberties of the chain around it) is not a teire: the
    // opponent takes it when needed (measured: it was read as saving a chain in a race the players left settled).
    if (ctx.owner[q] === -side) continue;
    const t = teireBoard(board, q, side, ctx);
    if (!t || capturable(t, p, READ_DEPTH, ctx.living)) continue;
    const stillThreatened = (o: ChainInfo) =>
      o !== c && t.signs[o.stones[0]!] === side && capturable(t, o.stones[0]!, READ_DEPTH, ctx.living);
    const left = threatened.length > 1 ? threatened.filter(stillThreatened).length : 0;
    const libs = t.chain(p).libs.length;
    if (left < bestLeft || (left === bestLeft && libs > bestLibs)) {
      bestLeft = left;
      bestLibs = libs;
      best = q;
    }
  }
  return best;
}

/** The own-area (`owner` = the chain's colour) and neutral liberties of chain `c`. */
function libertyKinds(c: ChainInfo, owner: Int8Array): { own: number; neutral: number } {
  let own = 0, neutral = 0;
  for (const l of c.libs) {
    if (owner[l] === c.sign) own++;
    else if (owner[l] === 0) neutral++;
  }
  return { own, neutral };
}

/**
 * Whether `side` filling the neutral point p guards an own chain next to it that the opponent could force into a
 * teire with two fills: a chain with one liberty inside its own area and two neutral ones, no other (p one of
 * them), which after the fill has two liberties inside its own area or more. (Once the opponent has filled one, rule 4 sees the
 * threat, but filling the other may then be self-atari.) Measured: pro-nogo 187 of 243 against 185, no other folder
 * changes; guarding before rule 5's border fills gave 185, guarding chains with more neutral liberties 183, and the
 * mirror rule (filling first next to the opponent's such chains) 183.
 */
function guards(
  board: SmallBoard,
  p: number,
  side: number,
  owner: Int8Array,
  deadAt: Uint8Array,
  all: ChainInfo[],
  chainAt: Int32Array,
  filled: SmallBoard | null,
): boolean {
  let exposed = false;
  board.neighbours(p, (q) => {
    if (exposed || board.signs[q] !== side || deadAt[q]) return;
    const c = all[chainAt[q]!]!;
    const k = libertyKinds(c, owner);
    if (c.libs.length === 3 && k.own === 1 && k.neutral === 2) exposed = true;
  });
  if (!exposed) return false;
  const b = filled ?? after(board, p, side)?.board;
  if (!b) return false;
  return libertyKinds(b.chain(p), owner).own >= 2;
}
