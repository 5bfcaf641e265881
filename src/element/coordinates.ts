import type { Vertex } from '../engine/index.js';
import { columnName, rowName } from '../diagram/points.js';

// The names and star points are shared with the diagrams (src/diagram/points.ts).
export { columnName, rowName, starPoints } from '../diagram/points.js';

/** "D4" style name of a point: column letter, then the row counted from the bottom. */
export const pointName = ([x, y]: Vertex, height: number): string => columnName(x) + rowName(y, height);
