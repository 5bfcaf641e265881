// Benchmark: time per move of the capture game's hard level (default time budget), on positions
// from seeded games (easy vs easy, every turn), 7x7 first (the goal: under 200 ms), then 5x5 and 9x9.
import { CaptureGame, chooseMove, chooseMoveWithInfo, DEFAULT_TIME_LIMIT_MS } from '../src/ai/index.js';

const GOAL_MS = 200;
const POSITIONS_PER_SIZE = 120;

const clock: () => number = (() => {
  const perf = (globalThis as { performance?: { now(): number } }).performance;
  return perf ? () => perf.now() : () => Date.now();
})();

/** Positions (still going, not a forced pass) from seeded easy-vs-easy games, every turn of each game. */
function positions(size: number, count: number): CaptureGame[] {
  const out: CaptureGame[] = [];
  for (let seed = 1; out.length < count && seed < 10_000; seed++) {
    const game = new CaptureGame(size);
    while (!game.over && out.length < count) {
      const move = chooseMove(game, 'easy', { seed: seed * 1009 + game.moveCount });
      if (move === null) {
        game.pass();
        continue;
      }
      out.push(game.clone());
      game.play(move[0], move[1]);
    }
  }
  return out;
}

const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export async function run(_folder: string): Promise<void> {
  // Warm up the JIT so the first measured moves are not compile time.
  for (const game of positions(7, 10)) chooseMove(game, 'hard', { timeLimitMs: 20 });

  console.log(`capture-game: hard level, default budget ${DEFAULT_TIME_LIMIT_MS} ms, goal under ${GOAL_MS} ms per move on 7x7`);
  for (const size of [7, 5, 9]) {
    const times: number[] = [];
    const depths: number[] = [];
    const searchTimes: number[] = [];
    const reasons = new Map<string, number>();
    for (const game of positions(size, POSITIONS_PER_SIZE)) {
      const start = clock();
      const info = chooseMoveWithInfo(game, 'hard');
      const ms = clock() - start;
      times.push(ms);
      if (info.reason === 'search') searchTimes.push(ms);
      reasons.set(info.reason, (reasons.get(info.reason) ?? 0) + 1);
      if (info.reason === 'search') depths.push(info.depth);
    }
    times.sort((a, b) => a - b);
    depths.sort((a, b) => a - b);
    searchTimes.sort((a, b) => a - b);
    const max = times[times.length - 1]!;
    const verdict = size === 7 ? (max < GOAL_MS ? `  OK (goal ${GOAL_MS} ms)` : `  OVER the ${GOAL_MS} ms goal`) : '';
    console.log(
      `capture-game: hard ${size}x${size}: ${times.length} positions, median ${quantile(times, 0.5).toFixed(1)} ms, ` +
        `p90 ${quantile(times, 0.9).toFixed(1)} ms, max ${max.toFixed(1)} ms${verdict}`,
    );
    const searched = reasons.get('search') ?? 0;
    console.log(
      `capture-game: hard ${size}x${size}: ${searched} searched (median ${searched ? quantile(searchTimes, 0.5).toFixed(1) : 0} ms, median depth ${depths.length ? quantile(depths, 0.5) : 0}, ` +
        `max ${depths.length ? depths[depths.length - 1] : 0}), ${reasons.get('capture') ?? 0} immediate captures, ` +
        `${reasons.get('only-move') ?? 0} only moves`,
    );
  }
}
