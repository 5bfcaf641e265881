// toSgf in slices between which the page runs (Save, toSgfAsync): loaded on demand, with the first save.
import type { PackedGame } from '../sgf/flat.js';
import type { SgfNode } from '../sgf/parse.js';
import { SgfWriter } from '../sgf/stringify.js';
import { nextTask } from './next-task.js';

/**
 * toSgf in slices of about 10 ms of work, the page running between them. A game of a big file (flat.ts) whose
 * nodes were never made is written from its packed form, or from a tree made for the writing.
 */
export async function sgfChunks(games: readonly SgfNode[], sliceMs = 10): Promise<string[]> {
  const chunks: string[] = [];
  let end = performance.now() + sliceMs;
  const more = () => performance.now() < end;
  const pause = async () => {
    await nextTask();
    end = performance.now() + sliceMs;
  };
  for (const game of games) {
    if (!more()) await pause();
    const packed = (game as Partial<PackedGame>).packedSgf ? (game as PackedGame) : null;
    // A game whose nodes were never made is written at once from its packed form (small: one game of many).
    const text = packed?.packedSgf();
    if (text != null) {
      chunks.push(text);
      continue;
    }
    const writer = new SgfWriter([packed?.forWriting() ?? game]);
    while (!writer.run(more)) await pause();
    chunks.push(...writer.chunks);
  }
  return chunks;
}

