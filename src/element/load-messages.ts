// Why a download or a load failed, in sentences: only a failing load needs them, so they come as a chunk
// (fetch-sgf.ts loads it when it has something to explain). An error's message is English (load()'s rejection,
// go-error); the board shows its `say`, the same sentence in the board's language, said again at each drawing
// (a lang changed at run time). The board makes the LoadError (a value imported from load-error.ts here would make
// the bundler split the board's modules into shared chunks).
import type { LoadError, Say } from './load-error.js';
import { addDefaultWords, dictionaryFor } from './i18n/index.js';
import { loadWords } from './load-words.js';

/**
 * A failed load as the board shows it: the LoadError made to say itself, in English as its message (unless it has
 * one) and in a board's language with `say`: the one given, else the parser's SgfError's by where it stopped (from
 * the page, or from the worker, as the error's cause), the load's own errors' by kind, any other error's as it is.
 */
export function explain(error: LoadError, say?: Say): LoadError {
  const sgf = (error.cause ?? {}) as { line?: number; column?: number; found?: string };
  const message = error.message;
  error.say ??=
    say ??
    (error.kind === 'empty' ? (t) => t('loadEmpty')
    : error.kind === 'not-sgf' ? (t) => t('loadNotSgf')
    : typeof sgf.line === 'number' ? (t) => t(sgf.found === undefined ? 'sgfNoGame' : 'sgfUnexpected', { found: JSON.stringify(sgf.found), line: sgf.line!, column: sgf.column! })
    : (t) => t('loadOther', { message }));
  addDefaultWords('en', loadWords);
  error.message ||= error.say(dictionaryFor('en'), 'en');
  return error;
}

/** The request failed. From a page opened from disk (file://), which may not read other files: what to do instead. */
export const unreachable = (url: string): Say => (t) => t(new URL(url, document.baseURI).protocol === 'file:' ? 'loadFromDisk' : 'loadNetwork', { url });

/**
 * The server's answer: the common ones named in the board's language (HTTP/2 sends no reason phrase at all, and a
 * server's own is English), any other with the server's phrase in English only.
 */
export const httpStatus = (url: string, status: number, statusText: string): Say => (t, lang) => {
  const word = status === 404 || status === 410 ? 'httpNotFound' : status === 401 || status === 403 ? 'httpRefused' : status >= 500 ? 'httpServerError' : '';
  const said = word ? `(${t(word)})` : /^en\b/i.test(lang) ? statusText : '';
  return t('loadHttp', { url, status: `${status} ${said}`.trim() });
};

export const notSgfType = (url: string, type: string): Say => (t) => t('loadType', { url, type: type.split(';')[0]! });

/** The headers came but the body did not: cut off midway, or a Content-Encoding the browser could not decode. */
export const cutOff = (url: string, reason: string): Say => (t) => t('loadCutOff', { url, reason: reason || 'network error' });

/** What a too-big message calls a refused load(): a File by its name, text, or other bytes. */
export const sourceName = (source: unknown): Say => {
  // Read now, not when said: the error is said again at each drawing, and must not keep a refused 100 MB input.
  const name = source instanceof File && source.name ? `“${source.name}”` : '';
  const key = typeof source === 'string' ? 'loadText' : 'loadFile';
  return (t) => name || t(key);
};

/** A file over the limit (`size` as far as it is known: "more than" when the download was stopped). */
export const tooBig = (what: Say, size: Say, limit: Say, atLeast: boolean): Say => (t, lang) =>
  t(atLeast ? 'loadTooBigMore' : 'loadTooBig', { what: what(t, lang), size: size(t, lang), limit: limit(t, lang) });

export const nothingToLoad = (): Say => (t) => t('loadNothing');
