import type { Captures, Vertex } from '../engine/index.js';
import type { Rules, Score } from '../scoring/index.js';
import { loadScoring } from './lazy.js';

type ScoringModule = typeof import('../scoring/index.js');

/** One scoring pass over a position: the dead stones (proposed, then corrected by the reader) and the count. */
export class ScoringSession {
  private constructor(
    private readonly lib: ScoringModule,
    readonly width: number,
    readonly height: number,
    readonly signs: Int8Array,
    readonly captures: Captures,
    readonly komi: number,
    public rules: Rules,
    public dead: Vertex[],
  ) {}

  static async start(width: number, height: number, signs: Int8Array, captures: Captures, komi: number, rules: Rules): Promise<ScoringSession> {
    const lib = await loadScoring();
    const dead = lib.guessDeadStones(width, height, signs);
    return new ScoringSession(lib, width, height, signs, captures, komi, rules, dead);
  }

  get score(): Score {
    return this.lib.countScore({
      width: this.width,
      height: this.height,
      signs: this.signs,
      dead: this.dead,
      captures: this.captures,
      komi: this.komi,
      rules: this.rules,
    });
  }

  /** Toggles the group at a point (and the same-colour stones sharing its area) between dead and alive. */
  toggle(vertex: Vertex): boolean {
    const [x, y] = vertex;
    if (!this.signs[y * this.width + x]) return false;
    this.dead = this.lib.toggleDead(this.width, this.height, this.signs, this.dead, vertex);
    return true;
  }

  /** Whether a recorded result (SGF RE) agrees with a margin; null when RE gives no number to compare. */
  agrees(re: string | undefined, margin: number): boolean | null {
    const kind = this.lib.parseResult(re).kind;
    return kind === 'score' || kind === 'draw' ? this.lib.matchesResult(margin, re) : null;
  }
}
