// `npm run bench [-- <folder>] [-- --only <name>[,<name>...]]`
//
// Runs each benchmark module in turn on the game records under <folder> (default: ../shared/data/counted,
// relative to the repository root; a relative <folder> is also taken from the repository root).
//
// To add a benchmark: write bench/<name>.bench.ts exporting `run(folder: string): Promise<void> | void`
// (print lines starting with `<name>:`), import it below and add it to `benchmarks`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run as engine } from './engine.bench.js';
import { run as element } from './element.bench.js';
import { run as captureGame } from './capture-game.bench.js';
import { run as scoring } from './scoring.bench.js';
import { run as peers } from './peers.bench.js';
import { run as estimate } from './estimate.bench.js';
import { run as bigInputs } from './big-inputs.bench.js';

type Benchmark = { name: string; run: (folder: string) => Promise<void> | void };

const benchmarks: Benchmark[] = [
  { name: 'engine', run: engine },
  { name: 'scoring', run: scoring },
  { name: 'element', run: element },
  { name: 'capture-game', run: captureGame },
  { name: 'peers', run: peers },
  { name: 'estimate', run: estimate },
  { name: 'big-inputs', run: bigInputs },
];

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv: string[]): { folder: string; only: string[] | null } {
  let folder: string | null = null;
  let only: string[] | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--only') only = (argv[++i] ?? '').split(',').filter(Boolean);
    else if (arg.startsWith('--only=')) only = arg.slice('--only='.length).split(',').filter(Boolean);
    else if (arg === '--help' || arg === '-h') {
      console.log(`usage: npm run bench -- [folder] [--only ${benchmarks.map((b) => b.name).join(',')}]`);
      process.exit(0);
    } else if (arg.startsWith('-')) throw new Error(`unknown option ${arg}`);
    else folder = arg;
  }
  return { folder: path.resolve(repoRoot, folder ?? '../shared/data/counted'), only };
}

async function main(): Promise<void> {
  const { folder, only } = parseArgs(process.argv.slice(2));
  const chosen = only ? benchmarks.filter((b) => only.includes(b.name)) : benchmarks;
  if (only && chosen.length !== only.length) {
    throw new Error(`unknown benchmark in --only ${only.join(',')}; known: ${benchmarks.map((b) => b.name).join(', ')}`);
  }
  console.log(`bench: folder ${folder}`);
  console.log(`bench: node ${process.version}, ${process.platform} ${process.arch}`);
  let failed = 0;
  for (const b of chosen) {
    console.log(`\n== ${b.name} ==`);
    const start = performance.now();
    try {
      await b.run(folder);
    } catch (error) {
      failed++;
      console.log(`${b.name}: FAILED: ${(error as Error).stack ?? error}`);
    }
    console.log(`${b.name}: done in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  }
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
