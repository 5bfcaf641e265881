// English words of load-messages.ts, loaded with it (it registers them as English defaults): why a load failed.
// Vietnamese: i18n/vi.ts; another language: GoBoard.addLanguage with these keys.
export const loadWords = {
  loadFromDisk: 'Could not read “{url}”: a page opened from disk (file://) may not read other files. Put the game in the page (<script type="application/x-go-sgf">), or open the page from a web server.',
  loadNetwork: 'Could not download “{url}”: the network request failed (offline, blocked by CORS, or the server is unreachable).',
  loadHttp: 'Could not download “{url}”: the server answered {status}.',
  /** The common answers, after their number: 404 (not found). */
  httpNotFound: 'not found',
  httpRefused: 'access refused',
  httpServerError: 'an error on the server',
  loadType: '“{url}” is not an SGF file: the server sent {type}.',
  loadCutOff: 'Could not download “{url}”: the download was cut off or could not be decoded ({reason}).',
  loadTooBig: "{what} is too big: {size}, over the board's limit of {limit} (max-bytes).",
  loadTooBigMore: "{what} is too big: more than {size}, over the board's limit of {limit} (max-bytes).",
  /** What a too-big message calls SGF text given to load(), and other bytes (a File is called by its name). */
  loadText: 'The SGF text',
  loadFile: 'The file',
  loadNothing: 'Nothing to load: give SGF text, a File or Blob, an ArrayBuffer or a Uint8Array.',
  loadEmpty: 'The file is empty.',
  loadNotSgf: 'This is not an SGF file: no game record was found in it.',
  /** The parser's SgfError: where the text stops being SGF. */
  sgfUnexpected: 'Not an SGF file: unexpected {found} (line {line}, column {column})',
  sgfNoGame: 'No SGF game found (line {line}, column {column})',
  /** Any other failure, as the browser or the parser said it. */
  loadOther: '{message}',
} as const;
