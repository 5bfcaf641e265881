// Big files are parsed in a worker, so the page stays responsive (and shows progress). Loaded on
// demand with the first big file, so the reviewing board stays small.
import { unpackTrees } from '../sgf/flat.js';
import type { LoadedSgf, PackedTrees } from '../sgf/index.js';
import type { LoadError } from './fetch-sgf.js';
// `Worker` here is BlobWorker: the bundler builds the worker where it sees new Worker(new URL(…, import.meta.url)).
import { BlobWorker as Worker } from './blob-worker.js';

/** Parses in a worker; rejects with a LoadError (the board's class, passed in) when the file is not SGF. */
export function parseInWorker(input: string | Uint8Array, onProgress: (fraction: number) => boolean | void, Failure: typeof LoadError): Promise<LoadedSgf> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./parse-worker.ts', import.meta.url), { type: 'module' });
    const stop = (f: () => void) => {
      worker.terminate();
      f();
    };
    worker.onerror = (e) => stop(() => reject(new Error(e.message || 'The parser worker failed to start')));
    worker.onmessage = ({ data }: MessageEvent<{ progress?: number; error?: { message: string }; done?: { packed: PackedTrees; encoding: string; warnings: string[] } }>) => {
      // A load that a newer one replaced stops its worker.
      if (data.progress !== undefined) {
        if (onProgress(data.progress) === false) stop(() => reject(new DOMException('A newer load replaced this one.', 'AbortError')));
      }
      // (The worker then ends itself.)
      else if (data.error) reject(new Failure(data.error.message, 'parse'));
      else if (data.done) resolve({ games: unpackTrees(data.done.packed), encoding: data.done.encoding, warnings: data.done.warnings });
    };
    worker.postMessage(input);
  });
}
