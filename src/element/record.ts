// What a loaded file is to the board (types only: review.ts makes it for files parsed on the page,
// big-file.ts for the ones parsed in a worker).
import type { SgfNode } from '../sgf/index.js';

/** A parsed file: its games, and how to write it back. */
export interface LoadedRecord {
  games: { root: SgfNode }[];
  encoding: string;
  warnings: string[];
  /** How many of the warnings are repairs of a broken file (read by the repairing parser); none when it was well-formed. */
  repaired?: number;
  /** The file as SGF text; while `more` is set, the games read so far. */
  toSgf(): string;
  /** The same text, written in slices between which the page runs: pieces to join or put in a Blob (the whole file: waits for `rest`). */
  sgfChunks(): Promise<string[]>;
  /**
   * A big collection shown from its first games while a worker reads the rest: true until the rest is in
   * (then `games`, `warnings` and toSgf() cover the whole file).
   */
  more?: boolean;
  /** With `more`: resolves (never rejects) when the rest is in, or when it cannot come (a warning then says why). */
  rest?: Promise<void>;
  /** Read by the worker (a big file): its whole text is written only when asked for (a form's value at submit time). */
  big?: boolean;
}
