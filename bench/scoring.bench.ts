/**
 * Scoring benchmark: dead-stone proposal + finishing the game + counting, against recorded results.
 *
 * Every game with a counted RE (B+n / W+n / jigo) is measured: RU[Chinese] (area counting, White +1 per handicap
 * stone) apart from the rest, which is counted the Japanese way (RU[Japanese], and records with no RU, as most
 * professional records are). The main line is replayed (SZ, AB/AW/AE setup, B/W moves, passes as '' or 'tt');
 * the final position's TB/TW territory marks are stripped; the komi is read with readKomi (Fox's KM times 100,
 * the era's komi when the file lost it); then
 *   - ours:  guessDeadStones() + countScore({ finish }) where finish is true unless the record ends with both
 *            players passing (the game played out from the player to move, as the element does);
 *   - marks: the players' own dead stones (stones under the other colour's TB/TW marks), counted as the players
 *            left the position (their marks are the count of that position: nothing is added);
 *   - peer:  @sabaki/deadstones guess(signMap, {finished: true, iterations: 100}) + the same count;
 * and each count is compared with RE. Times are per position (guess + finish + count), in Node (ours is
 * deterministic; the peer is seeded with Date.now(), so its numbers move a little from run to run).
 *
 * `run(folder)`: `folder` holds .sgf files, or sub-folders that do (each sub-folder is reported on its own).
 * Direct use: `npx tsx bench/scoring.bench.ts ../shared/data/counted/kgs-2017-jp [more folders]`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { finalPosition, type FinalPosition } from '../test/helpers/final-position.js';
import type { Vertex } from '../src/engine/index.js';
import { countScore, guessDeadStones, handicapPoints, matchesResult, parseResult, readKomi, rowsFromSigns } from '../src/scoring/index.js';
import type { Rules } from '../src/scoring/index.js';

interface Deadstones {
  guess(data: number[][], options?: { finished?: boolean; iterations?: number }): Promise<Vertex[]>;
}

/** A replayed game record: the final position and what is needed to count it. */
export interface GameRecord extends FinalPosition {
  file: string;
}

/** Parses an SGF text and replays its main line (with the project's SGF layer). */
export function loadRecord(text: string, file = ''): GameRecord {
  return { ...finalPosition(text), file };
}

const rulesOf = (record: GameRecord): Rules => (/chinese/i.test(record.rules) ? 'chinese' : 'japanese');

/** Komi as readKomi reads it; White's point per handicap stone in area counting; the game finished first. */
const komiOf = (record: GameRecord) => readKomi({ komi: record.km, rules: record.rules, result: record.re, date: record.date }).komi;

const marginFor = (record: GameRecord, dead: Vertex[], finish = !record.endsWithPasses) =>
  countScore({
    width: record.width,
    height: record.height,
    signs: record.signs,
    dead,
    captures: record.captures,
    komi: komiOf(record),
    handicap: handicapPoints(record.rules, record.handicap),
    rules: rulesOf(record),
    finish,
    toMove: record.toMove,
  }).margin;

const median = (xs: number[]) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const sameSet = (a: Vertex[], b: Vertex[]) => {
  if (a.length !== b.length) return false;
  const key = (v: Vertex) => v[0] * 1000 + v[1];
  const s = new Set(a.map(key));
  return b.every((v) => s.has(key(v)));
};

const pct = (k: number, n: number) => (n ? `${((100 * k) / n).toFixed(1)}%` : '—');

export interface FolderReport {
  folder: string;
  rules: Rules;
  games: number;
  ours: number;
  oursExactDead: number;
  marks: number | null;
  markedGames: number;
  peer: number | null;
  oursMedianMs: number;
  oursMaxMs: number;
  peerMedianMs: number | null;
  failures: string[];
}

/** Measures one folder of .sgf files (only the games counted by these rules, with a counted RE). */
export async function benchFolder(folder: string, deadstones: Deadstones | null, verbose = false, rules: Rules = 'japanese'): Promise<FolderReport | null> {
  const files = readdirSync(folder).filter((f) => /\.sgf$/i.test(f)).sort();
  const records: GameRecord[] = [];
  for (const f of files) {
    const text = readFileSync(join(folder, f), 'utf8');
    if (/RU\[\s*chinese\s*\]/i.test(text) !== (rules === 'chinese')) continue;
    let record: GameRecord;
    try {
      record = loadRecord(text, f);
    } catch {
      continue;
    }
    const re = parseResult(record.re);
    if (re.kind !== 'score' && re.kind !== 'draw') continue;
    records.push(record);
  }
  if (!records.length) return null;

  // Warm up the JIT on the first position so the first timing is not an outlier.
  guessDeadStones(records[0]!.width, records[0]!.height, records[0]!.signs);

  const report: FolderReport = {
    folder: basename(folder),
    rules,
    games: records.length,
    ours: 0,
    oursExactDead: 0,
    marks: null,
    markedGames: 0,
    peer: deadstones ? 0 : null,
    oursMedianMs: 0,
    oursMaxMs: 0,
    peerMedianMs: null,
    failures: [],
  };
  const oursMs: number[] = [];
  const peerMs: number[] = [];
  for (const record of records) {
    const t0 = performance.now();
    const guessed = guessDeadStones(record.width, record.height, record.signs, record.endsWithPasses ? {} : { toMove: record.toMove });
    const margin = marginFor(record, guessed);
    oursMs.push(performance.now() - t0);
    const ok = matchesResult(margin, record.re);
    if (ok) report.ours++;
    else report.failures.push(record.file);
    if (record.markedDead) {
      report.markedGames++;
      report.marks = (report.marks ?? 0) + (matchesResult(marginFor(record, record.markedDead, false), record.re) ? 1 : 0);
      if (sameSet(guessed, record.markedDead)) report.oursExactDead++;
    }
    if (deadstones) {
      const t1 = performance.now();
      const peerDead = await deadstones.guess(rowsFromSigns(record.width, record.height, record.signs), { finished: true, iterations: 100 });
      peerMs.push(performance.now() - t1);
      if (matchesResult(marginFor(record, peerDead), record.re)) report.peer!++;
    }
    if (verbose && !ok) {
      console.log(`  miss ${record.file}: RE ${record.re}, ours ${margin}`);
    }
  }
  report.oursMedianMs = median(oursMs);
  report.oursMaxMs = Math.max(...oursMs);
  report.peerMedianMs = deadstones ? median(peerMs) : null;
  return report;
}

function printReport(r: FolderReport): void {
  const n = r.games;
  const parts = [
    `scoring: ${r.folder}: ${n} games (${r.rules === 'japanese' ? 'Japanese counting' : 'RU[Chinese], area'}, counted RE)`,
    `ours ${r.ours}/${n} = ${pct(r.ours, n)}`,
    r.marks !== null ? `players' dead stones ${r.marks}/${r.markedGames} = ${pct(r.marks, r.markedGames)}` : `players' dead stones — (no TB/TW marks)`,
    r.peer !== null ? `@sabaki/deadstones ${r.peer}/${n} = ${pct(r.peer, n)}` : '@sabaki/deadstones —',
    `median ms/position ours ${r.oursMedianMs.toFixed(2)} (max ${r.oursMaxMs.toFixed(1)})` +
      (r.peerMedianMs !== null ? `, peer ${r.peerMedianMs.toFixed(2)}` : ''),
  ];
  if (r.markedGames) parts.push(`ours' dead set equals the players' in ${r.oursExactDead}/${r.markedGames}`);
  console.log(parts.join(' | '));
  if (r.failures.length) console.log(`scoring:   ${r.folder}: ours missed ${r.failures.join(' ')}`);
}

function loadDeadstones(): Deadstones | null {
  try {
    const require = createRequire(import.meta.url);
    return require('@sabaki/deadstones') as Deadstones;
  } catch {
    return null;
  }
}

/** Runs the benchmark on a folder of .sgf files, or on each sub-folder that holds some. Node only. */
export async function run(folder: string): Promise<void> {
  const deadstones = loadDeadstones();
  const hasSgf = readdirSync(folder).some((f) => /\.sgf$/i.test(f));
  const folders = hasSgf
    ? [folder]
    : readdirSync(folder)
        .map((f) => join(folder, f))
        .filter((f) => statSync(f).isDirectory())
        .sort();
  console.log(
    `scoring: automatic dead stones + game finished + Japanese count (area count with handicap for RU[Chinese]) vs RE; Node ${process.version}; ` +
      `peer @sabaki/deadstones ${deadstones ? 'guess(signMap, {finished: true, iterations: 100}) counted by countScore' : 'not installed'}`,
  );
  for (const rules of ['japanese', 'chinese'] as const) {
    const reports: FolderReport[] = [];
    for (const f of folders) {
      const r = await benchFolder(f, deadstones, false, rules);
      if (r) {
        printReport(r);
        reports.push(r);
      }
    }
    if (reports.length > 1) {
      const sum = (k: (r: FolderReport) => number) => reports.reduce((a, r) => a + k(r), 0);
      const n = sum((r) => r.games);
      const ours = sum((r) => r.ours);
      const peer = sum((r) => r.peer ?? 0);
      console.log(`scoring: all ${rules} folders: ${n} games | ours ${ours}/${n} = ${pct(ours, n)}` + (deadstones ? ` | @sabaki/deadstones ${peer}/${n} = ${pct(peer, n)}` : ''));
    }
  }
}

if (process.argv[1] && /scoring\.bench\.ts$/.test(process.argv[1])) {
  const folders = process.argv.slice(2);
  void (async () => {
    for (const f of folders.length ? folders : ['../shared/data/counted/kgs-2017-jp']) await run(f);
  })();
}
