// Parses a big SGF file off the main thread, so the page stays responsive; posts progress, then the
// games packed (see PackedTrees, built while parsing: no node objects), or the error message.
import { decodeSgf } from '../sgf/decode.js';
import { parsePacked } from '../sgf/flat.js';

const scope = self as unknown as { onmessage: ((e: MessageEvent) => void) | null; postMessage(message: unknown, transfer?: Transferable[]): void; close(): void };

// The file comes in pieces (text or bytes), then null.
let pieces: (string | Uint8Array)[] = [];

scope.onmessage = (e: MessageEvent<string | Uint8Array | null>) => {
  if (e.data !== null) return void pieces.push(e.data);
  try {
    const { text, encoding, warning } = decoded(pieces);
    pieces = [];
    let last = 0;
    const warnings: string[] = warning ? [warning] : [];
    const options = {
      onWarning: (w: string) => warnings.push(w),
      onProgress: (fraction: number) => {
        if (fraction - last < 0.02 && fraction < 1) return;
        last = fraction;
        scope.postMessage({ progress: fraction });
      },
    };
    const packed = parsePacked(text, options);
    // The text in pieces, a message each: the page copies each in a task of its own, not 40 MB in one.
    for (const piece of packed.text) scope.postMessage({ piece });
    const rest = { ...packed, text: [] };
    scope.postMessage({ done: { packed: rest, encoding: encoding ?? '', warnings } }, [...(packed.ids ? [packed.ids.buffer] : []), packed.parents.buffer, packed.starts.buffer, ...(packed.roots ? [packed.roots.buffer] : [])]);
  } catch (error) {
    scope.postMessage({ error: { name: (error as Error).name, message: (error as Error).message } });
  }
  // The worker ends itself: tearing down its heap (gigabytes for a big file) is then not the page's work.
  scope.close();
};

/** The text from its pieces: joined, or the bytes put together and decoded (and then let go). */
function decoded(input: (string | Uint8Array)[]): { text: string; encoding?: string; warning?: string } {
  if (typeof input[0] === 'string') return { text: input.join('') };
  const bytes = new Uint8Array(input.reduce((n, piece) => n + piece.length, 0));
  let at = 0;
  for (const piece of input as Uint8Array[]) bytes.set(piece, (at += piece.length) - piece.length);
  input.length = 0;
  return decodeSgf(bytes);
}
