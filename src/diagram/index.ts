// Diagrams: a position as a standalone SVG, with no DOM (the package root exports this).
export { renderDiagram, diagramTheme, mainLineNode } from './render.js';
export type { DiagramOptions } from './render.js';
export { diagramOf, readCrop, diagramWords, DIAGRAM_WORDS } from './figure.js';
export type { FigureOptions, DiagramWords, Crop } from './figure.js';
export { diagramSvg, escapeXml, THEMES } from './svg.js';
export type { Diagram, DiagramMark, DiagramTheme, SvgOptions } from './svg.js';
