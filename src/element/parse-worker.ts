// Parses a big SGF file off the main thread, so the page stays responsive; posts progress, then the
// games as flat arrays (see FlatTree), or the error message.
import { flattenTrees, loadSgf } from '../sgf/index.js';

const scope = self as unknown as { onmessage: ((e: MessageEvent) => void) | null; postMessage(message: unknown): void };

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
    scope.postMessage({ done: { flat: flattenTrees(loaded.games), encoding: loaded.encoding ?? '', warnings: loaded.warnings } });
  } catch (error) {
    scope.postMessage({ error: { name: (error as Error).name, message: (error as Error).message } });
  }
};
