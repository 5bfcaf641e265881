import { LoadError, mib, type Say } from './load-error.js';
import { nextTask } from './next-task.js';

/** The largest file a board reads unless its max-bytes attribute says otherwise: 50 MiB. */
export const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;

type Messages = typeof import('./load-messages.js');

/**
 * The error a failed load shows, with its sentence from load-messages.ts (loaded the first time a load fails): `e`
 * (a LoadError made without a message gets its English one there), with the sentence `say` picks if given. Offline,
 * that chunk may not come either: the error then says only its kind, never a chunk's failure instead.
 */
export const explained = (e: unknown, say?: (m: Messages) => Say): Promise<LoadError> => {
  const error = e instanceof LoadError ? e : new LoadError((e as Error)?.message || String(e), 'parse', { cause: e });
  return import('./load-messages.js').then(
    (m) => m.explain(error, say?.(m)),
    () => {
      error.message ||= `The game could not be loaded (${error.kind}).`;
      return error;
    },
  );
};

/** A LoadError of a kind, with the sentence `say` picks from load-messages.ts. */
export const failure = (kind: LoadError['kind'], say: (m: Messages) => Say): Promise<LoadError> => explained(new LoadError('', kind), say);

/** The error for a file over the limit (`size` as far as it is known: "at least" when the download was stopped). */
export const tooBig = (what: (m: Messages) => Say, size: number, limit: number, atLeast = false): Promise<LoadError> =>
  failure('too-big', (m) => m.tooBig(what(m), (t, lang) => mib(size, t, lang), (t, lang) => mib(limit, t, lang), atLeast));

/** Reads a limit (the max-bytes attribute): a positive number, else the default. */
export const byteLimit = (value: unknown): number => {
  const n = Math.floor(Number(value));
  return n > 0 ? n : DEFAULT_MAX_BYTES;
};

/**
 * Downloads an SGF file's bytes, saying clearly why when it fails. The body is streamed and counted as
 * it comes (after the browser has decoded any Content-Encoding: a gzip bomb counts as what it expands to):
 * past `maxBytes` the download is stopped and nothing of it is kept. `onBytes` hears the bytes read so far
 * and the size to expect (0 when unknown: no Content-Length, or an encoded body, whose length is another),
 * and at the end the size read, twice.
 */
export async function fetchSgf(url: string, signal?: AbortSignal, maxBytes = DEFAULT_MAX_BYTES, onBytes?: (bytes: number, total: number) => void): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(url, { signal });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    // From a page opened from disk, which browsers do not let read other files, the sentence says what to do instead.
    throw await failure('network', (m) => m.unreachable(url));
  }
  if (!response.ok) {
    throw await failure('http', (m) => m.httpStatus(url, response.status, response.statusText));
  }
  const type = (response.headers.get('content-type') ?? '').toLowerCase();
  if (/^(text\/html|image\/|video\/|audio\/|application\/json)/.test(type)) {
    throw await failure('content-type', (m) => m.notSgfType(url, type));
  }
  // Content-Length is the size on the wire: an encoded body may be bigger, never smaller.
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    void response.body?.cancel().catch(() => undefined);
    throw await tooBig(() => () => `“${url}”`, declared, maxBytes);
  }
  try {
    return response.body ? await readBody(response.body, url, maxBytes, response.headers.has('content-encoding') ? 0 : Math.max(0, Math.floor(declared)) || 0, onBytes) : new Uint8Array(await response.arrayBuffer());
  } catch (e) {
    if ((e as Error).name === 'AbortError' || e instanceof LoadError) throw e;
    // The headers came but the body did not: cut off midway, or a Content-Encoding the browser could not decode.
    throw await failure('network', (m) => m.cutOff(url, (e as Error).message));
  }
}

/** Bytes read between two pauses of readBody. */
const YIELD_BYTES = 4 * 1048576;

/**
 * Reads a body as it comes, stopping (and cancelling the download) past `maxBytes`. Each part is copied in
 * as it arrives, into room for the expected size (doubled when short, up to the limit): no copy of the whole
 * file at the end. Parts already queued are read in one task (each read resolves at once, a microtask), so
 * every few MB the reading waits for a new task: the page runs between them (a gzip bomb expands faster than
 * the page can take it).
 */
async function readBody(body: ReadableStream<Uint8Array>, url: string, maxBytes: number, total: number, onBytes?: (bytes: number, total: number) => void): Promise<Uint8Array> {
  const reader = body.getReader();
  let out = new Uint8Array(total || 65536);
  let length = 0;
  let pause = YIELD_BYTES;
  for (let part; !(part = await reader.read()).done; ) {
    const end = length + part.value.length;
    if (end > pause) {
      pause = end + YIELD_BYTES;
      await nextTask();
    }
    if (end > maxBytes) {
      void reader.cancel().catch(() => undefined);
      throw await tooBig(() => () => `“${url}”`, maxBytes, maxBytes, true);
    }
    if (end > out.length) {
      const grown = new Uint8Array(Math.max(end, Math.min(out.length * 2, maxBytes)));
      grown.set(out.subarray(0, length));
      out = grown;
    }
    out.set(part.value, length);
    // More than declared (a length on the wire, or a wrong one): the size is not known after all.
    if (end > total) total = 0;
    onBytes?.((length = end), total);
  }
  // The end: now the size is known. Room kept for a declared size never reached is given back.
  onBytes?.(length, length);
  return length < out.length >> 1 ? out.slice(0, length) : out.subarray(0, length);
}
