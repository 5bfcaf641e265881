// Big files are parsed in a worker, so the page stays responsive (and shows progress). Loaded on
// demand with the first big file, so the reviewing board stays small.
import { unpackTrees, type PackedGame, type PackedTrees } from '../sgf/flat.js';
import { toSgf } from '../sgf/stringify.js';
import type { LoadError } from './load-error.js';
import type { LoadedRecord } from './record.js';
// `Worker` here is BlobWorker: the bundler builds the worker where it sees new Worker(new URL(…, import.meta.url)).
import { BlobWorker as Worker } from './blob-worker.js';

/** How much of the input goes to the worker in one message: copying 4 MB takes a few ms. */
const PIECE = 4 * 1024 * 1024;

type Part = { packed: PackedTrees; encoding: string; warnings: string[] };
type FromWorker = { ready?: boolean; progress?: number; piece?: string; error?: { message: string; line?: number }; first?: Part; done?: Part };

/** A game as SGF text: straight from its packed form when its nodes were never made. */
const gameSgf = (root: PackedGame): string => root.packedSgf() ?? toSgf([root.forWriting()]);

/** Pushes one by one: a collection of a million empty games is more than push(...games) takes. */
const append = <T,>(to: T[], items: T[]): void => {
  for (const item of items) to.push(item);
};

/** Games in the board's list: all but the empty ones (`(;)`), told without decoding anything. */
const listed = (roots: PackedGame[]): { root: PackedGame }[] => roots.filter((root) => !root.isEmpty).map((root) => ({ root }));

/**
 * Parses in a worker; rejects with a LoadError (the board's class, passed in) when the file is not SGF.
 * `owned`: bytes the board read itself (a download, a File): transferred to the worker once it runs, so the
 * page keeps no copy (until then they stay here, to parse on the page should the worker not start).
 * A collection comes as soon as the game `want` and one other are read (LoadedRecord.more), the rest later.
 */
export function parseInWorker(input: string | Uint8Array, onProgress: (fraction: number) => boolean | void, Failure: typeof LoadError, owned = false, want = 0): Promise<LoadedRecord> {
  const index = Math.max(0, Math.floor(Number(want)) || 0);
  // The input, until it is sent or transferred: the closures below (and the record's, which live as long as it
  // does) see only this, so the page does not keep a 40 MB text once the worker has it.
  let held: string | Uint8Array | null = input;
  const take = (): string | Uint8Array => {
    const sent = held!;
    held = null;
    return sent;
  };
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./parse-worker.ts', import.meta.url), { type: 'module' });
    // The record shown ahead of the rest, its games (empty ones too: toSgf writes them), and what ends its `rest`.
    let record: LoadedRecord | null = null;
    let roots: PackedGame[] = [];
    let finish = () => {};
    let transferred = false;
    let stopped = false;
    /** No more from the worker: a record shown ahead keeps its games and says why the rest is missing. */
    const stop = (why: string) => {
      stopped = true;
      worker.terminate();
      if (record?.more) {
        record.warnings.push(why);
        record.more = false;
        finish();
      }
    };
    /**
     * A failure: before anything is shown, the load fails (on the page, when the bytes are still here); after, a
     * warning. `cause`: the parser's error, as the worker sent it (where it stopped: the board says it in its language).
     */
    const fail = (message: string, onPage = false, cause?: unknown) => {
      stop(`The rest of the file could not be read: ${message}`);
      reject(onPage && !transferred ? new Error(message) : new Failure(message, 'parse', { cause }));
    };
    worker.onerror = (e) => {
      // Handled here: not an uncaught error of the page.
      e.preventDefault();
      fail(e.message || 'The parser worker failed to start', true);
    };
    const pieces: string[] = [];
    worker.onmessage = ({ data }: MessageEvent<FromWorker>) => {
      if (stopped) return;
      if (data.piece !== undefined) pieces.push(data.piece);
      else if (data.ready) {
        // The worker runs: bytes the board owns go over whole (no copy), then which game is wanted (the end).
        if (!owned || typeof held === 'string' || !held) return;
        const bytes = take() as Uint8Array;
        transferred = true;
        worker.postMessage(bytes, [bytes.buffer]);
        worker.postMessage(index);
      }
      // A load that a newer one replaced stops its worker.
      else if (data.progress !== undefined) {
        if (onProgress(data.progress) === false) {
          stop('The rest of the file was not read: another file was loaded.');
          reject(new DOMException('A newer load replaced this one.', 'AbortError'));
        }
      }
      // (The worker then ends itself.)
      else if (data.error) fail(data.error.message, false, data.error);
      else if (data.first) {
        const { packed, encoding, warnings } = data.first;
        roots = unpackTrees({ ...packed, text: pieces.slice() });
        const shown = (record = recordOf(roots, encoding, warnings));
        record.more = true;
        record.rest = new Promise((done) => (finish = done));
        const written = record.sgfChunks;
        // Save and toSgfAsync() write the whole file: they wait for the rest.
        record.sgfChunks = () => shown.rest!.then(written);
        setTimeout(() => resolve(shown));
      } else if (data.done) {
        const { packed, encoding, warnings } = data.done;
        const shown = record;
        try {
          if (!shown) {
            const loaded = recordOf(unpackTrees({ ...packed, text: pieces }), encoding, warnings, Failure);
            // Showing the game is a task of its own: with the unpacking of 30,000 games, it would be one of 100 ms or more.
            setTimeout(() => resolve(loaded));
            return;
          }
          const rest = unpackTrees({ ...packed, text: pieces }, roots.length);
          const before = shown.warnings.length;
          // The rest joins the record in a task of its own (the board then lists it and says so: go-load).
          setTimeout(() => {
            append(roots, rest);
            append(shown.games, listed(rest));
            append(shown.warnings, warnings.slice(before));
            shown.more = false;
            finish();
          });
        } catch (e) {
          if (shown) fail((e as Error).message);
          else reject(e as Error);
        }
      }
    };
    if (owned && typeof held !== 'string') return;
    void send(worker, take(), () => stopped, index);
  });
}

/** The record of games parsed in the worker (`Failure`: the error when no game is in it). */
function recordOf(roots: PackedGame[], encoding: string, warnings: string[], Failure?: typeof LoadError): LoadedRecord {
  const games = listed(roots);
  // Its sentence ("This is not an SGF file…") comes with load-messages.ts, as the board's failing loads' do.
  if (!games.length && Failure) throw new Failure('', 'not-sgf');
  return {
    games,
    encoding,
    warnings,
    toSgf: () => {
      // Concatenated, not joined: the engine makes a rope, and copies the whole (41 MiB for a 40 MB collection, 35-60 ms)
      // only when its characters are first read, not in this call (with a join, 35-75 ms more here; measured in Chromium).
      let sgf = '';
      for (const root of roots) sgf += gameSgf(root);
      return sgf;
    },
    sgfChunks: () => import('./write-sgf.js').then((m) => m.sgfChunks(roots)),
    big: true,
  };
}

/**
 * Sends the input in pieces, a task each (a 40 MB message is copied in one task of 50 ms or more), then the
 * game wanted, to say it is all there. Bytes are sliced and the slices transferred: the caller's array stays whole.
 */
async function send(worker: Worker, input: string | Uint8Array, stopped: () => boolean, want: number): Promise<void> {
  for (let at = 0; at < input.length; at += PIECE) {
    if (at) await new Promise((next) => setTimeout(next));
    if (stopped()) return;
    const piece = input.slice(at, at + PIECE);
    worker.postMessage(piece, typeof piece === 'string' ? [] : [piece.buffer]);
  }
  worker.postMessage(want);
}
