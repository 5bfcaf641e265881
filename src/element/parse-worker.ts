// Parses a big SGF file off the main thread, so the page stays responsive; posts progress, then the
// games packed (see PackedTrees, built while parsing: no node objects), or the error message.
import { decodeSgf } from '../sgf/decode.js';
import { packTrees, parsePacked } from '../sgf/flat.js';
import { parseSgf } from '../sgf/parse.js';

const scope = self as unknown as { onmessage: ((e: MessageEvent) => void) | null; postMessage(message: unknown, transfer?: Transferable[]): void; close(): void };

scope.onmessage = (e: MessageEvent<string | Uint8Array>) => {
  try {
    let last = 0;
    const { text, encoding, warning } = typeof e.data === 'string' ? { text: e.data, encoding: '', warning: undefined } : decodeSgf(e.data);
    const warnings: string[] = warning ? [warning] : [];
    const options = {
      onWarning: (w: string) => warnings.push(w),
      onProgress: (fraction: number) => {
        if (fraction - last < 0.02 && fraction < 1) return;
        last = fraction;
        scope.postMessage({ progress: fraction });
      },
    };
    // The packed text separates values with \x01-\x03: a file holding those is parsed to nodes, then packed.
    const packed = /[\x01-\x03]/.test(text) ? packTrees(parseSgf(text, options)) : parsePacked(text, options);
    scope.postMessage({ done: { packed, encoding: encoding ?? '', warnings } }, [packed.ids.buffer, packed.parents.buffer, packed.starts.buffer, ...(packed.roots ? [packed.roots.buffer] : [])]);
  } catch (error) {
    scope.postMessage({ error: { name: (error as Error).name, message: (error as Error).message } });
  }
  // The worker ends itself: tearing down its heap (gigabytes for a big file) is then not the page's work.
  scope.close();
};
