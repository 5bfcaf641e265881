/** A loading failure the board can explain: what went wrong, in a sentence, and which kind it was. */
export class LoadError extends Error {
  constructor(
    message: string,
    readonly kind: 'http' | 'network' | 'content-type' | 'not-sgf' | 'parse' | 'empty' | 'input' | 'too-big',
  ) {
    super(message);
    this.name = 'LoadError';
  }
}

/** The largest file a board reads unless its max-bytes attribute says otherwise: 50 MiB. */
export const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;

export const mib = (n: number): string => (n < 1048576 ? `${n} bytes` : `${(n / 1048576).toFixed(1)} MB`);

/** The error for a file over the limit (`size` as far as it is known: "at least" when the download was stopped). */
export function tooBig(what: string, size: number, limit: number, atLeast = false): LoadError {
  return new LoadError(`${what} is too big: ${atLeast ? 'more than ' : ''}${mib(size)}, over the board's limit of ${mib(limit)} (max-bytes).`, 'too-big');
}

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
    // Browsers do not let a page opened from disk read other files: say what to do instead.
    if (new URL(url, document.baseURI).protocol === 'file:') {
      throw new LoadError(`Could not read “${url}”: a page opened from disk (file://) may not read other files. Put the game in the page (<script type="application/x-go-sgf">), or open the page from a web server.`, 'network');
    }
    throw new LoadError(`Could not download “${url}”: the network request failed (offline, blocked by CORS, or the server is unreachable).`, 'network');
  }
  if (!response.ok) {
    throw new LoadError(`Could not download “${url}”: the server answered ${response.status} ${response.statusText || ''}`.trim() + '.', 'http');
  }
  const type = (response.headers.get('content-type') ?? '').toLowerCase();
  if (/^(text\/html|image\/|video\/|audio\/|application\/json)/.test(type)) {
    throw new LoadError(`“${url}” is not an SGF file: the server sent ${type.split(';')[0]}.`, 'content-type');
  }
  // Content-Length is the size on the wire: an encoded body may be bigger, never smaller.
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    void response.body?.cancel().catch(() => undefined);
    throw tooBig(`“${url}”`, declared, maxBytes);
  }
  try {
    return response.body ? await readBody(response.body, url, maxBytes, response.headers.has('content-encoding') ? 0 : Math.max(0, Math.floor(declared)) || 0, onBytes) : new Uint8Array(await response.arrayBuffer());
  } catch (e) {
    if ((e as Error).name === 'AbortError' || e instanceof LoadError) throw e;
    // The headers came but the body did not: cut off midway, or a Content-Encoding the browser could not decode.
    throw new LoadError(`Could not download “${url}”: the download was cut off or could not be decoded (${(e as Error).message || 'network error'}).`, 'network');
  }
}

/**
 * Reads a body as it comes, stopping (and cancelling the download) past `maxBytes`. Each part is copied in
 * as it arrives, into room for the expected size (doubled when short, up to the limit): no copy of the whole
 * file at the end.
 */
async function readBody(body: ReadableStream<Uint8Array>, url: string, maxBytes: number, total: number, onBytes?: (bytes: number, total: number) => void): Promise<Uint8Array> {
  const reader = body.getReader();
  let out = new Uint8Array(total || 65536);
  let length = 0;
  for (let part; !(part = await reader.read()).done; ) {
    const end = length + part.value.length;
    if (end > maxBytes) {
      void reader.cancel().catch(() => undefined);
      throw tooBig(`“${url}”`, maxBytes, maxBytes, true);
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
