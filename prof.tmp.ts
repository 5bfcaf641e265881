import { bigVariationTree } from './test/helpers/big-tree.js';
import { parseSgf } from './src/sgf/index.js';
const text = bigVariationTree();
const ts: number[] = [];
for (let r = 0; r < 6; r++) { const t = performance.now(); parseSgf(text); ts.push(performance.now() - t); }
ts.sort((a, b) => a - b); console.log('parse median', ts[3]!.toFixed(0), 'min', ts[0]!.toFixed(0));
