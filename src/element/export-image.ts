// The board as an image (toSvg, toPng, the Download image button): a chunk of its own
// (go-board-export-image-*.js), loaded when a board is first exported. It draws with the package
// root's diagram code (src/diagram), so the element's image and renderDiagram() are the same SVG.
import { diagramOf } from '../diagram/figure.js';
import { diagramTheme, type DiagramOptions } from '../diagram/render.js';
import { diagramSvg, THEMES, type Diagram, type DiagramTheme } from '../diagram/svg.js';
import { createNode } from '../sgf/parse.js';
import type { Review } from './review.js';
// The SGF markup reader is in the markup layer's chunk: importing the layer here keeps it there (else a
// third chunk that a commented game's board would download too).
import './markup-layer.js';

/** What the export reads of the board: its public state (the game under review is passed beside it). */
export type ExportHost = HTMLElement & { position: string[]; coordinates: boolean; moveNumbers: boolean; crop: string };

export type PngOptions = DiagramOptions & { scale?: number };

/** The board's own colours (its --go-board-* custom properties), as the reader sees them. */
function boardTheme(host: HTMLElement): DiagramTheme {
  const style = getComputedStyle(host);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const light = THEMES.light;
  return { background: read('--_wood', light.background), line: read('--_line', light.line), black: read('--_black', light.black), white: read('--_white', light.white), accent: read('--_accent', light.accent) };
}

/**
 * The board as an SVG (text), or as a PNG (a Blob). `review`: the game under review, null in the capture
 * game or before a game is loaded (the stones only).
 */
export async function exportImage(host: ExportHost, review: Review | null, options: PngOptions, png: boolean): Promise<string | Blob> {
  // The part the reader sees: the board's crop attribute over the file's VW, read as the board reads it (a value
  // that names no part leaves the file's VW; "auto" on a board without stones, the whole board).
  let crop = options.crop;
  if (crop === undefined && host.crop && review) {
    const part = (await import('./crop.js')).cropOf(String(host.crop), review.cursor.root, ...review.size);
    if (part !== undefined) crop = part && [part.x0, part.y0, part.x1, part.y1];
  }
  const svg = boardSvg(host, review, crop === undefined ? options : { ...options, crop });
  return png ? svgToPng(svg, options.scale) : svg;
}

export function boardSvg(host: ExportHost, review: Review | null, options: DiagramOptions = {}): string {
  const rows = host.position;
  const figure = {
    ...options,
    coordinates: options.coordinates ?? host.coordinates,
    from: options.from ?? (host.moveNumbers ? 1 : undefined),
    lang: options.lang ?? host.lang,
  };
  let diagram: Diagram;
  if (review) diagram = diagramOf(review.cursor.root, review.node, figure);
  else {
    const height = rows.length;
    const width = rows[0]?.length ?? 0;
    const root = createNode(null, 0, { SZ: [width === height ? `${width}` : `${width}:${height}`] });
    diagram = { ...diagramOf(root, root, figure), rows };
  }
  return diagramSvg(diagram, { theme: options.theme ? diagramTheme(options.theme) : boardTheme(host), size: options.size });
}

/** The SVG drawn on a canvas, `scale` times its size, as a PNG. */
export async function svgToPng(svg: string, scale = 2): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const s = Number(scale) > 0 && Number(scale) <= 16 ? Number(scale) : 2;
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(image.naturalWidth * s);
    canvas.height = Math.round(image.naturalHeight * s);
    canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((ok, fail) => canvas.toBlob((b) => (b ? ok(b) : fail(new Error('The image could not be made'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}
