/** A loading failure the board can explain: what went wrong, in a sentence, and which kind it was. */
export class LoadError extends Error {
  constructor(
    message: string,
    readonly kind: 'http' | 'network' | 'content-type' | 'not-sgf' | 'parse' | 'empty' | 'input',
  ) {
    super(message);
    this.name = 'LoadError';
  }
}

/** Downloads an SGF file's bytes, saying clearly why when it fails. */
export async function fetchSgf(url: string, signal?: AbortSignal): Promise<Uint8Array> {
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
  try {
    return new Uint8Array(await response.arrayBuffer());
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    // The headers came but the body did not: cut off midway, or a Content-Encoding the browser could not decode.
    throw new LoadError(`Could not download “${url}”: the download was cut off or could not be decoded (${(e as Error).message || 'network error'}).`, 'network');
  }
}
