/**
 * Estimate benchmark: how often board.estimate()'s score estimate (estimateScore: the scoring layer's playout
 * ownership counted by the record's rules, minus komi; at the end of a game, the count with the dead stones guessed and
 * the game finished, the side to move filling first) names the recorded winner, at move 150 and at the end of the main line.
 *
 * Every game whose RE names a winner is measured, in two groups: counted results (B+3.5) and games decided
 * otherwise (resignation, time, forfeit). At move 150: games with at least 150 moves. The komi is read with
 * readKomi (Fox's KM times 100, the era's komi when the file lost it). Jigo and unknown results are left out.
 *
 * `run(folder)`: `folder` holds .sgf files, or sub-folders that do (each sub-folder is reported on its own).
 * Direct use: `npx tsx bench/estimate.bench.ts ../shared/data/counted/kgs-2017-jp [more folders]`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { estimateScore } from '../src/analysis/index.js';
import { handicapPoints, parseResult, readKomi } from '../src/scoring/index.js';
import { fileRules } from '../src/scoring/counting-rules.js';
import { loadSgf, SgfCursor } from '../src/sgf/index.js';
import { endsWithPasses } from '../src/sgf/game-end.js';

interface Tally {
  games: number;
  right: number;
}
interface FolderReport {
  folder: string;
  counted: { at150: Tally; end: Tally };
  decided: { at150: Tally; end: Tally };
  ms: number[];
}

const tally = (): Tally => ({ games: 0, right: 0 });
const moves = (node: { props: Record<string, string[] | undefined> }) => (node.props.B ? 1 : 0) + (node.props.W ? 1 : 0);

export function benchFolder(folder: string): FolderReport | null {
  const files = readdirSync(folder).filter((f) => /\.sgf$/i.test(f)).sort();
  const report: FolderReport = { folder: basename(folder), counted: { at150: tally(), end: tally() }, decided: { at150: tally(), end: tally() }, ms: [] };
  for (const f of files) {
    let cursor: SgfCursor;
    try {
      cursor = new SgfCursor(loadSgf(readFileSync(join(folder, f))).games[0]!);
    } catch {
      continue;
    }
    const { info, width, height } = cursor;
    const re = parseResult(info.result);
    if (!re.winner) continue;
    const group = re.kind === 'score' ? report.counted : report.decided;
    // As the board counts: area for Chinese, AGA and New Zealand rules, White's points for a handicap there.
    const rules = fileRules(info.rules);
    const handicap = handicapPoints(info.rules, info.handicap ?? 0, width * height);
    const komi = readKomi({ komi: info.komi, rules: info.rules, result: info.result, date: info.date }).komi;
    const measure = (t: Tally) => {
      const t0 = performance.now();
      const finish = !endsWithPasses(cursor.node, width, height);
      const { leader } = estimateScore(width, height, cursor.game.signs(), { komi, rules, captures: cursor.game.captures, toMove: cursor.game.toMove, finish, handicap });
      report.ms.push(performance.now() - t0);
      t.games++;
      if (leader === re.winner) t.right++;
    };
    const line = cursor.mainLine();
    let played = 0;
    for (const node of line) {
      cursor.go(node);
      const before = played;
      played += moves(node);
      if (before < 150 && played >= 150) measure(group.at150);
    }
    measure(group.end);
  }
  return report.counted.end.games + report.decided.end.games ? report : null;
}

const pct = (t: Tally) => (t.games ? `${t.right}/${t.games} (${((t.right / t.games) * 100).toFixed(1)} %)` : '—');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export function run(folder: string): void {
  const entries = readdirSync(folder);
  const folders = entries.some((f) => /\.sgf$/i.test(f)) ? [folder] : entries.map((f) => join(folder, f)).filter((f) => statSync(f).isDirectory()).sort();
  const all: FolderReport = { folder: 'all', counted: { at150: tally(), end: tally() }, decided: { at150: tally(), end: tally() }, ms: [] };
  for (const dir of folders) {
    const r = benchFolder(dir);
    if (!r) continue;
    console.log(
      `estimate: ${r.folder}: names the winner, counted results: move 150 ${pct(r.counted.at150)}, end ${pct(r.counted.end)}; ` +
        `resigned/time: move 150 ${pct(r.decided.at150)}, end ${pct(r.decided.end)}; median ${median(r.ms).toFixed(1)} ms per estimate`,
    );
    for (const g of ['counted', 'decided'] as const)
      for (const at of ['at150', 'end'] as const) {
        all[g][at].games += r[g][at].games;
        all[g][at].right += r[g][at].right;
      }
    all.ms.push(...r.ms);
  }
  console.log(
    `estimate: all: names the winner, counted results: move 150 ${pct(all.counted.at150)}, end ${pct(all.counted.end)}; ` +
      `resigned/time: move 150 ${pct(all.decided.at150)}, end ${pct(all.decided.end)}; median ${median(all.ms).toFixed(1)} ms, max ${Math.max(0, ...all.ms).toFixed(0)} ms per estimate`,
  );
}

if (process.argv[1] && /estimate\.bench\.ts$/.test(process.argv[1])) for (const f of process.argv.slice(2)) run(f);
