// Big files are parsed in a worker, so the page stays responsive (and shows progress). Loaded on
// demand with the first big file, so the reviewing board stays small.
import { unpackTrees } from '../sgf/flat.js';
import type { LoadedSgf, PackedTrees } from '../sgf/index.js';
import type { LoadError } from './fetch-sgf.js';
// `Worker` here is BlobWorker: the bundler builds the worker where it sees new Worker(new URL(…, import.meta.url)).
import { BlobWorker as Worker } from './blob-worker.js';

/** How much of the input goes to the worker in one message: copying 4 MB takes a few ms. */
const PIECE = 4 * 1024 * 1024;

type FromWorker = { progress?: number; piece?: string; error?: { message: string }; done?: { packed: PackedTrees; encoding: string; warnings: string[] } };

/** Parses in a worker; rejects with a LoadError (the board's class, passed in) when the file is not SGF. */
export function parseInWorker(input: string | Uint8Array, onProgress: (fraction: number) => boolean | void, Failure: typeof LoadError): Promise<LoadedSgf> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./parse-worker.ts', import.meta.url), { type: 'module' });
    let stopped = false;
    const stop = (f: () => void) => {
      stopped = true;
      worker.terminate();
      f();
    };
    worker.onerror = (e) => stop(() => reject(new Error(e.message || 'The parser worker failed to start')));
    const pieces: string[] = [];
    worker.onmessage = ({ data }: MessageEvent<FromWorker>) => {
      if (data.piece !== undefined) pieces.push(data.piece);
      // A load that a newer one replaced stops its worker.
      else if (data.progress !== undefined) {
        if (onProgress(data.progress) === false) stop(() => reject(new DOMException('A newer load replaced this one.', 'AbortError')));
      }
      // (The worker then ends itself.)
      else if (data.error) reject(new Failure(data.error.message, 'parse'));
      else if (data.done) {
        const loaded = { games: unpackTrees({ ...data.done.packed, text: pieces }), encoding: data.done.encoding, warnings: data.done.warnings };
        // Showing the game is a task of its own: with the unpacking of 30,000 games, it would be one of 100 ms or more.
        setTimeout(() => resolve(loaded));
      }
    };
    void send(worker, input, () => stopped);
  });
}

/**
 * Sends the input in pieces, a task each (a 40 MB message is copied in one task of 50 ms or more), then null
 * to say it is all there. Bytes are sliced and the slices transferred: the caller's array stays whole.
 */
async function send(worker: Worker, input: string | Uint8Array, stopped: () => boolean): Promise<void> {
  for (let at = 0; at < input.length; at += PIECE) {
    if (at) await new Promise((next) => setTimeout(next));
    if (stopped()) return;
    const piece = input.slice(at, at + PIECE);
    worker.postMessage(piece, typeof piece === 'string' ? [] : [piece.buffer]);
  }
  worker.postMessage(null);
}
