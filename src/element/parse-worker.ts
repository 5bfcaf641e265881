// Parses a big SGF file off the main thread, so the page stays responsive; posts progress, then the
// games packed (see PackedTrees), or the error message.
import { loadSgf, packTrees } from '../sgf/index.js';

const scope = self as unknown as { onmessage: ((e: MessageEvent) => void) | null; postMessage(message: unknown, transfer?: Transferable[]): void };

scope.onmessage = (e: MessageEvent<string | Uint8Array>) => {
  try {
    let last = 0;
    const loaded = loadSgf(e.data, {
      onProgress: (fraction) => {
        if (fraction - last < 0.02 && fraction < 1) return;
        last = fraction;
        scope.postMessage({ progress: fraction });
      },
    });
    const packed = packTrees(loaded.games);
    scope.postMessage({ done: { packed, encoding: loaded.encoding ?? '', warnings: loaded.warnings } }, [packed.ids.buffer, packed.parents.buffer, packed.starts.buffer]);
  } catch (error) {
    scope.postMessage({ error: { name: (error as Error).name, message: (error as Error).message } });
  }
};
