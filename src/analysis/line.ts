// The analysis along one line of the game: a point per move (Black's win rate and score lead where the
// record has them), and the moves that lost the most. No DOM: runs in Node.
import type { Color, Vertex } from '../engine/index.js';
import { readAnnotations, type Annotations } from './annotations.js';
import type { SgfNode } from '../sgf/parse.js';
import { readPoint } from '../sgf/properties.js';
import { readNodeAnalysis } from './read.js';

/** The position after `moveNumber` moves of the line. */
export interface AnalysisPoint {
  moveNumber: number;
  /** The node this point was read from (the last one with that many moves played). */
  node: SgfNode;
  /** Who played the move that led here (null before the first move). */
  color: Color | null;
  /** The move; null for a pass or before the first move. */
  vertex: Vertex | null;
  /** Black's win rate in %. */
  winrate?: number;
  /** Black's lead in points. */
  scoreLead?: number;
  /** KaTrain's estimated point loss of the move. */
  pointLoss?: number;
  /** GB GW DM UC HO and TE BM DO IT on the move's node. */
  annotations: Annotations;
}

/** A move after which the player's win rate (or score) fell by more than the threshold. */
export interface Mistake {
  moveNumber: number;
  color: Color;
  vertex: Vertex | null;
  /** How much the player's win rate fell, in percentage points (positive). */
  winrateDrop?: number;
  /** How many points the player's score lead fell (positive). */
  scoreDrop?: number;
}

export interface LineAnalysis {
  points: AnalysisPoint[];
  mistakes: Mistake[];
  /** Whether any point has a win rate / a score lead. */
  hasWinrate: boolean;
  hasScore: boolean;
}

export interface MistakeOptions {
  /** A drop of the player's win rate of at least this many percentage points is a mistake (default 10). */
  winrateDrop?: number;
  /** A drop of the player's score lead of at least this many points is a mistake (default 3). */
  scoreDrop?: number;
}

const movesIn = (node: SgfNode): number => (node.props.B ? 1 : 0) + (node.props.W ? 1 : 0);

/**
 * Reads a line of nodes (root first, as the board shows it). Each drop is charged to the last move, in the
 * stretch between two measured points, of the player whose numbers fell: with Sabaki's SBKV only on every
 * other move, the drop between moves 70 and 72 is Black's move 71.
 */
export function analyseLine(line: readonly SgfNode[], options: MistakeOptions = {}): LineAnalysis {
  const points: AnalysisPoint[] = [];
  let moves = 0;
  for (const node of line) {
    moves += movesIn(node);
    const a = readNodeAnalysis(node);
    const color: Color | null = node.props.B ? 'black' : node.props.W ? 'white' : null;
    const value = color && (node.props[color === 'black' ? 'B' : 'W']?.[0] ?? '');
    const point: AnalysisPoint = {
      moveNumber: moves,
      node,
      color: color ?? points[moves]?.color ?? null,
      vertex: value ? readPoint(value) : (points[moves]?.vertex ?? null),
      annotations: { ...points[moves]?.annotations, ...readAnnotations(node) },
    };
    const before = points[moves];
    point.winrate = a.winrate ?? before?.winrate;
    point.scoreLead = a.scoreLead ?? before?.scoreLead;
    point.pointLoss = a.pointLoss ?? before?.pointLoss;
    if (point.winrate === undefined) delete point.winrate;
    if (point.scoreLead === undefined) delete point.scoreLead;
    if (point.pointLoss === undefined) delete point.pointLoss;
    points[moves] = point;
  }
  // A line whose first move is in the root (no empty root) has no point 0 of its own.
  for (let i = 0; i < points.length; i++) points[i] ??= { moveNumber: i, node: line[0]!, color: null, vertex: null, annotations: {} };
  return {
    points,
    mistakes: findMistakes(points, options),
    hasWinrate: points.some((p) => p.winrate !== undefined),
    hasScore: points.some((p) => p.scoreLead !== undefined),
  };
}

function findMistakes(points: AnalysisPoint[], { winrateDrop = 10, scoreDrop = 3 }: MistakeOptions): Mistake[] {
  const found = new Map<number, Mistake>();
  const scan = (key: 'winrate' | 'scoreLead', threshold: number, field: 'winrateDrop' | 'scoreDrop') => {
    let last = -1;
    for (let i = 0; i < points.length; i++) {
      const value = points[i]![key];
      if (value === undefined) continue;
      const previous = last >= 0 ? points[last]![key]! : undefined;
      if (previous !== undefined) {
        const change = value - previous; // for Black
        const loser: Color = change < 0 ? 'black' : 'white';
        if (Math.abs(change) >= threshold) {
          // The loser's last move in (last, i].
          for (let j = i; j > last; j--) {
            if (points[j]!.color !== loser) continue;
            const m = found.get(j) ?? { moveNumber: j, color: loser, vertex: points[j]!.vertex };
            m[field] = Math.round(Math.abs(change) * 100) / 100;
            found.set(j, m);
            break;
          }
        }
      }
      last = i;
    }
  };
  scan('winrate', winrateDrop, 'winrateDrop');
  scan('scoreLead', scoreDrop, 'scoreDrop');
  // KaTrain writes what each move it commented lost ("Estimated point loss: 4.3"): that figure is the move's own,
  // where a difference of score leads may span many moves left uncommented.
  points.forEach((p, i) => {
    if (p.pointLoss === undefined || !p.color || p.node.props[p.color === 'black' ? 'B' : 'W'] === undefined) return;
    const m = found.get(i) ?? { moveNumber: i, color: p.color, vertex: p.vertex };
    if (p.pointLoss >= scoreDrop) m.scoreDrop = Math.round(p.pointLoss * 100) / 100;
    else delete m.scoreDrop;
    if (m.scoreDrop !== undefined || m.winrateDrop !== undefined) found.set(i, m);
    else found.delete(i);
  });
  return [...found.values()].sort((a, b) => a.moveNumber - b.moveNumber);
}

/** Whether an engine left a win rate or a score lead on any node of the line. */
export function lineHasAnalysis(line: readonly SgfNode[]): boolean {
  return line.some((node) => {
    const a = readNodeAnalysis(node);
    return a.winrate !== undefined || a.scoreLead !== undefined;
  });
}
