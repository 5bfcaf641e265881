// What engines and review programs write into a record, read from one node. Sources, by precedence:
//   SBKV[39.62]            Sabaki (and analyze-sgf): Black's win rate in %, after the node's move.
//   LZ[0.7 50.0 1.5k\n…]   Lizzie: "<version> <win rate of the player who just moved> <playouts>", then the
//                          engine's candidates for the next move ("move Q16 visits 1500 winrate 5420 pv Q16 D4 …").
//   C[…Win rate: W 60.77%…Score lead: W 0.91…]        analyze-sgf (KataGo) comments;
//   C[…Score: W+3.9 Win rate: W 71.1% Estimated point loss: 4.3 Predicted top move was S2 (B+0.5). PV: BS2 K4…]  KaTrain;
//   C[Black's winrate: 45.3% …]                        Lizzie's comments.
// A candidate list written in a move's comment (analyze-sgf's "proposed variations", KaTrain's "top move")
// lists the alternatives to that move: it belongs to the position before it. No DOM: runs in Node.
import type { Color, Vertex } from '../engine/index.js';
import type { SgfNode } from '../sgf/parse.js';
import { readGtpPoint } from './gtp.js';

/** The numbers an engine left on one node, all from Black's side, for the position after the node's move. */
export interface NodeAnalysis {
  /** Black's win rate in % (0–100). */
  winrate?: number;
  /** Black's lead in points (negative: White leads). */
  scoreLead?: number;
  /** Visits or playouts behind the numbers. */
  visits?: number;
  /** KaTrain's "Estimated point loss" of the move. */
  pointLoss?: number;
  /** Where the win rate came from. */
  source?: 'SBKV' | 'LZ' | 'comment';
}

/** One of the engine's suggested moves at a position. */
export interface Candidate {
  /** 1 for the engine's first choice. */
  rank: number;
  color: Color;
  /** The move; null for a pass. */
  vertex: Vertex | null;
  /** Black's win rate in % after this move, when given. */
  winrate?: number;
  /** Black's lead after this move, when given. */
  scoreLead?: number;
  visits?: number;
  /** The engine's main continuation, starting with this move (null: a pass). */
  pv: (Vertex | null)[];
}

const num = (s: string | undefined): number | undefined => {
  const n = s === undefined ? NaN : Number(s);
  return Number.isFinite(n) ? n : undefined;
};
const moverOf = (node: SgfNode): Color | null => (node.props.B ? 'black' : node.props.W ? 'white' : null);
const sideSign = (letter: string): number => (/^b/i.test(letter) ? 1 : -1);
/** Percentages to the hundredth: 100 - 71.1 is 28.9, not 28.900000000000006. */
const round = (n: number): number => Math.round(n * 100) / 100;
const forBlack = (percent: number, color: Color): number => round(color === 'black' ? percent : 100 - percent);
/** Playouts as Lizzie writes them: 1500, 1.5k, 2m. */
const playouts = (s: string | undefined): number | undefined => {
  const m = /^([\d.]+)([km]?)$/i.exec(s?.trim() ?? '');
  return m ? Math.round(Number(m[1]) * (m[2] ? (/k/i.test(m[2]) ? 1e3 : 1e6) : 1)) : undefined;
};
/** A win rate as engines write it: 0.542 (KataGo), 5420 (Leela Zero, hundredths of a %), or 54.2. */
const percent = (s: string | undefined): number | undefined => {
  const n = num(s);
  if (n === undefined) return undefined;
  return round(n <= 1 && s!.includes('.') ? n * 100 : n > 100 ? n / 100 : n);
};

/** The win rate, score lead and visits an engine left on a node (empty when there are none). */
export function readNodeAnalysis(node: SgfNode): NodeAnalysis {
  const out: NodeAnalysis = {};
  const mover = moverOf(node);
  const sbkv = num(node.props.SBKV?.[0]);
  if (sbkv !== undefined && sbkv >= 0 && sbkv <= 100) {
    out.winrate = sbkv;
    out.source = 'SBKV';
  }
  const lz = node.props.LZ?.[0];
  const header = lz?.split('\n')[0]?.trim().split(/\s+/) ?? [];
  if (lz && header.length >= 3 && header[0] !== 'info' && header[0] !== 'move') {
    const rate = num(header[1]);
    const visits = playouts(header[2]);
    // Lizzie writes 50.0 with no visits for a node it has not analysed.
    if (rate !== undefined && visits && mover && out.winrate === undefined) {
      out.winrate = forBlack(rate, mover);
      out.source = 'LZ';
    }
    if (visits) out.visits = visits;
  }
  const comment = node.props.C?.[0];
  if (comment) readComment(comment, out);
  return out;
}

function readComment(text: string, out: NodeAnalysis): void {
  if (out.winrate === undefined) {
    const rate = /win ?rate:\s*(B|W|Black|White)\s*([\d.]+)\s*%/i.exec(text) ?? /\b(Black|White)'s win ?rate:\s*([\d.]+)\s*%/i.exec(text);
    const value = num(rate?.[2]);
    if (rate && value !== undefined && value <= 100) {
      out.winrate = round(sideSign(rate[1]!) > 0 ? value : 100 - value);
      out.source = 'comment';
    }
  }
  const lead = /score lead:\s*(B|W)\s*(-?[\d.]+)/i.exec(text) ?? /\bscore:\s*(B|W)\+([\d.]+)/i.exec(text);
  const points = num(lead?.[2]);
  if (lead && points !== undefined) out.scoreLead = sideSign(lead[1]!) * points;
  const visits = /\bvisits:\s*(\d+)/i.exec(text);
  if (visits && out.visits === undefined) out.visits = Number(visits[1]);
  const loss = num(/estimated point loss:\s*(-?[\d.]+)/i.exec(text)?.[1]);
  if (loss !== undefined) out.pointLoss = loss;
}

/**
 * The engine's suggested moves at a node, best first: Lizzie's LZ candidates written on the node itself,
 * else the alternatives listed in the comment of a following node (analyze-sgf's proposed variations,
 * KaTrain's top move): those are the moves the engine preferred to the one played from here.
 */
export function readCandidates(node: SgfNode, width: number, height: number): Candidate[] {
  const toPlay: Color = moverOf(node) === 'black' ? 'white' : moverOf(node) === 'white' ? 'black' : /^w/i.test(node.props.PL?.[0] ?? '') ? 'white' : 'black';
  const lz = node.props.LZ?.[0];
  if (lz) {
    const list = readLzCandidates(lz, toPlay, width, height);
    if (list.length) return list;
  }
  for (const child of node.children) {
    const color = moverOf(child);
    const comment = child.props.C?.[0];
    if (!color || !comment) continue;
    const list = readCommentCandidates(comment, color, width, height);
    if (list.length) return list;
  }
  return [];
}

const GTP = '(?:[A-HJ-Za-hj-z]\\d{1,2}|pass)';
const pvOf = (text: string, width: number, height: number): (Vertex | null)[] => {
  const out: (Vertex | null)[] = [];
  for (const token of text.trim().split(/\s+/)) {
    const v = readGtpPoint(token, height, width);
    if (v === undefined) break;
    out.push(v);
  }
  return out;
};

/** Leela Zero / KataGo analysis lines as Lizzie keeps them: "info move Q16 visits 1500 winrate 5420 … pv Q16 D4 …". */
function readLzCandidates(value: string, color: Color, width: number, height: number): Candidate[] {
  const lines = value.split('\n');
  const body = /^\s*(info|move)\b/.test(lines[0] ?? '') ? value : lines.slice(1).join(' ');
  const out: Candidate[] = [];
  for (const chunk of body.split(/\b(?:info\s+)?move\s+/).slice(1)) {
    const tokens = chunk.trim().split(/\s+/);
    const vertex = readGtpPoint(tokens[0] ?? '', height, width);
    if (vertex === undefined) continue;
    const field = (key: string) => {
      const i = tokens.indexOf(key);
      return i > 0 ? tokens[i + 1] : undefined;
    };
    const pvAt = tokens.indexOf('pv');
    const rate = percent(field('winrate'));
    const score = num(field('scoreLead') ?? field('scoreMean'));
    out.push({
      rank: out.length + 1,
      color,
      vertex,
      ...(rate !== undefined && { winrate: forBlack(rate, color) }),
      ...(score !== undefined && { scoreLead: color === 'black' ? score : -score }),
      ...(playouts(field('visits')) !== undefined && { visits: playouts(field('visits')) }),
      pv: pvAt > 0 ? pvOf(tokens.slice(pvAt + 1).join(' '), width, height) : [vertex],
    });
  }
  return out;
}

/** analyze-sgf's "1. BD16 Q4 D4 (W 60.57%, W 0.90, 81 visits)" lines, or KaTrain's "Predicted top move was S2 (B+0.5). PV: BS2 K4 …". */
function readCommentCandidates(text: string, color: Color, width: number, height: number): Candidate[] {
  const out: Candidate[] = [];
  const line = new RegExp(`^\\s*(\\d+)\\.\\s+([BW])?(${GTP}(?:\\s+${GTP})*)\\s+\\((B|W)\\s+([\\d.]+)%,\\s*(B|W)\\s+(-?[\\d.]+)(?:,\\s*(\\d+)\\s+visits)?\\)`, 'gm');
  for (const m of text.matchAll(line)) {
    const pv = pvOf(m[3]!, width, height);
    if (!pv.length || (m[2] && sideSign(m[2]) !== (color === 'black' ? 1 : -1))) continue;
    const rate = Number(m[5]);
    out.push({
      rank: Number(m[1]),
      color,
      vertex: pv[0]!,
      winrate: round(sideSign(m[4]!) > 0 ? rate : 100 - rate),
      scoreLead: sideSign(m[6]!) * Number(m[7]),
      ...(m[8] && { visits: Number(m[8]) }),
      pv,
    });
  }
  if (out.length) return out;
  const top = new RegExp(`(?:predicted top move|top move) was (${GTP}) \\((B|W)\\+([\\d.]+)\\)`, 'i').exec(text);
  const vertex = top ? readGtpPoint(top[1]!, height, width) : undefined;
  if (top && vertex !== undefined) {
    const pvText = new RegExp(`PV:\\s*[BW]?(${GTP}(?:\\s+${GTP})*)`).exec(text)?.[1];
    out.push({ rank: 1, color, vertex, scoreLead: sideSign(top[2]!) * Number(top[3]), pv: pvText ? pvOf(pvText, width, height) : [vertex] });
  }
  return out;
}
