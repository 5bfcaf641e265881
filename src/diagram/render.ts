// renderDiagram: an SGF file to an SVG diagram, in Node with no DOM (a static site's build, the
// go-board-diagram command) or anywhere else. The element's toSvg() draws with the same code.
import { loadSgf } from '../sgf/load.js';
import type { SgfNode } from '../sgf/parse.js';
import { isEmptyGame } from '../sgf/node.js';
import { diagramOf, type FigureOptions } from './figure.js';
import { diagramSvg, THEMES, type DiagramTheme } from './svg.js';

export interface DiagramOptions extends FigureOptions {
  /** Which game of a collection (0-based). Default 0. */
  game?: number;
  /** The move to show on the main line: a number, or "last" (the default). */
  move?: number | 'last';
  /** Or the node to show: its index on the main line (0 is the root), for positions with no move (problems, markup). */
  node?: number;
  /** Width of the image in pixels. Default: 28 pixels per point. */
  size?: number;
  /** `light` (the board's wood, default), `dark`, `print` (black and white), or colours of your own. */
  theme?: 'light' | 'dark' | 'print' | Partial<DiagramTheme>;
}

/** The theme's colours: a name (own properties only) or colours over the light theme. */
export function diagramTheme(theme: DiagramOptions['theme']): DiagramTheme {
  if (typeof theme === 'string') {
    if (!Object.prototype.hasOwnProperty.call(THEMES, theme)) throw new Error(`Unknown theme "${theme}": use light, dark or print`);
    return THEMES[theme];
  }
  return { ...THEMES.light, ...theme };
}

const countMoves = (node: SgfNode): number => (node.props.B ? 1 : 0) + (node.props.W ? 1 : 0);

/** The main-line node with `move` moves played, as the board's goTo finds it (move 0: the last node before the first move). */
export function mainLineNode(root: SgfNode, move: number | 'last' = 'last'): SgfNode {
  let target = root;
  let moves = 0;
  for (let node: SgfNode | undefined = root; node; node = node.children[0]) {
    if (move !== 'last' && (move <= 0 ? countMoves(node) > 0 : moves >= move)) break;
    moves += countMoves(node);
    target = node;
  }
  return target;
}

/** The games of a file, as the board lists them (empty ones left out). */
export function gamesOf(sgf: string | Uint8Array | ArrayBuffer): SgfNode[] {
  const games = loadSgf(sgf).games.filter((g) => !isEmptyGame(g));
  if (!games.length) throw new Error('This is not an SGF file: no game record was found in it.');
  return games;
}

/**
 * An SGF record (text or bytes) as a standalone SVG diagram: the position at `move` of the main line,
 * with the markup, the VW crop (or `crop`), coordinates when asked, and the moves from `from` numbered
 * book-style with notes under the board ("12 at 6"). SGF FG and PM are honoured. Throws on a file that
 * is not SGF, a game that is not there, or an unknown theme.
 */
export function renderDiagram(sgf: string | Uint8Array | ArrayBuffer, options: DiagramOptions = {}): string {
  const games = gamesOf(sgf);
  const index = Math.floor(Number(options.game ?? 0));
  const root = games[index];
  if (!root) throw new Error(`There is no game ${index} in this file (it has ${games.length}; the first is 0).`);
  const move = options.move === undefined || options.move === 'last' ? 'last' : Math.max(0, Math.floor(Number(options.move) || 0));
  let node = mainLineNode(root, move);
  if (options.node !== undefined) {
    node = root;
    for (let i = Math.floor(Number(options.node) || 0); i > 0 && node.children[0]; i--) node = node.children[0];
  }
  return diagramSvg(diagramOf(root, node, options), { theme: diagramTheme(options.theme), size: options.size });
}
