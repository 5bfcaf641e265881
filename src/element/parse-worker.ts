// Parses a big SGF file off the main thread, so the page stays responsive; posts progress, the first games
// as soon as they are read (a collection), then all the games packed (see PackedTrees, built while parsing:
// no node objects), or the error message.
import { decodeSgf } from '../sgf/decode.js';
import { parsePacked, type PackedTrees } from '../sgf/flat.js';

const scope = self as unknown as { onmessage: ((e: MessageEvent) => void) | null; postMessage(message: unknown, transfer?: Transferable[]): void; close(): void };

/** The typed arrays of a packed form, to transfer rather than copy. */
const buffers = (packed: PackedTrees): ArrayBuffer[] => [packed.ids, packed.parents, packed.starts, packed.roots].flatMap((a) => (a ? [a.buffer as ArrayBuffer] : []));

// The file comes in pieces (text or bytes), then the index of the game the board shows first: the end.
let pieces: (string | Uint8Array)[] = [];

scope.onmessage = (e: MessageEvent<string | Uint8Array | number>) => {
  if (typeof e.data !== 'number') return void pieces.push(e.data);
  const want = e.data;
  try {
    const { text, encoding = '', warning } = decoded(pieces);
    pieces = [];
    let last = 0;
    let ended = false;
    let sentAhead = false;
    const warnings: string[] = warning ? [warning] : [];
    const options = {
      onWarning: (w: string) => warnings.push(w),
      onProgress: (fraction: number) => {
        ended = fraction >= 1;
        if (fraction - last < 0.02 && fraction < 1) return;
        last = fraction;
        scope.postMessage({ progress: fraction });
      },
    };
    // The packed text goes in pieces, a message each (the page copies each in a task of its own, not 40 MB in
    // one), as soon as they are final: sent, they are no longer the worker's to keep.
    const packed = parsePacked(text, options, (builder) => {
      if (ended) return;
      // Once the game to show and another are read (a collection: the board lists them): sent ahead, so
      // that the page shows it while the rest is read.
      if (!sentAhead && builder.nonEmptyGames() >= Math.max(2, want + 1)) {
        const first = builder.snapshot();
        for (const piece of first.text) scope.postMessage({ piece });
        sentAhead = true;
        scope.postMessage({ first: { packed: { ...first, text: [] }, encoding, warnings: [...warnings] } }, buffers(first));
      } else for (const piece of builder.take()) scope.postMessage({ piece });
    });
    for (const piece of packed.text) scope.postMessage({ piece });
    scope.postMessage({ done: { packed: { ...packed, text: [] }, encoding, warnings } }, buffers(packed));
  } catch (error) {
    // An SgfError's place and text go too: the board says it in its language.
    const { name, message, line, column, found } = error as Error & { line?: number; column?: number; found?: string };
    scope.postMessage({ error: { name, message, line, column, found } });
  }
  // The worker ends itself: tearing down its heap (gigabytes for a big file) is then not the page's work.
  scope.close();
};

// Started: the page may now hand over bytes it owns (transferred, not copied) without losing them to a worker that cannot run.
scope.postMessage({ ready: true });

/** The text from its pieces: joined, or the bytes put together (one piece: as it came) and decoded (and then let go). */
function decoded(input: (string | Uint8Array)[]): { text: string; encoding?: string; warning?: string } {
  if (typeof input[0] === 'string') return { text: input.join('') };
  let bytes = input[0] ?? new Uint8Array(0);
  if (input.length > 1) {
    bytes = new Uint8Array(input.reduce((n, piece) => n + piece.length, 0));
    let at = 0;
    for (const piece of input as Uint8Array[]) (bytes as Uint8Array).set(piece, (at += piece.length) - piece.length);
  }
  input.length = 0;
  return decodeSgf(bytes as Uint8Array);
}
