// Why a download or a load failed, in sentences: only a failing load needs them, so they come as a chunk
// (fetch-sgf.ts loads it when it has something to explain). Sizes come formatted (mib).

/** The request failed. From a page opened from disk (file://), which may not read other files: what to do instead. */
export const unreachable = (url: string): string =>
  new URL(url, document.baseURI).protocol === 'file:'
    ? `Could not read “${url}”: a page opened from disk (file://) may not read other files. Put the game in the page (<script type="application/x-go-sgf">), or open the page from a web server.`
    : `Could not download “${url}”: the network request failed (offline, blocked by CORS, or the server is unreachable).`;

export const httpStatus = (url: string, status: number, statusText: string): string => `Could not download “${url}”: the server answered ${status} ${statusText || ''}`.trim() + '.';

export const notSgfType = (url: string, type: string): string => `“${url}” is not an SGF file: the server sent ${type.split(';')[0]}.`;

/** The headers came but the body did not: cut off midway, or a Content-Encoding the browser could not decode. */
export const cutOff = (url: string, reason: string): string => `Could not download “${url}”: the download was cut off or could not be decoded (${reason || 'network error'}).`;

/** What a too-big message calls a refused load(): a File by its name, text, or other bytes. */
export const sourceName = (source: unknown): string =>
  source instanceof File && source.name ? `“${source.name}”` : typeof source === 'string' ? 'The SGF text' : 'The file';

/** A file over the limit (`size` as far as it is known: "at least" when the download was stopped). */
export const tooBig = (what: string, size: string, limit: string, atLeast: boolean): string =>
  `${what} is too big: ${atLeast ? 'more than ' : ''}${size}, over the board's limit of ${limit} (max-bytes).`;

export const nothingToLoad = (): string => 'Nothing to load: give SGF text, a File or Blob, an ArrayBuffer or a Uint8Array.';
