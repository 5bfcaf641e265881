// Only @sabaki/sgf's tokenizer is used (its tree builder recurses; ours does not), imported by path
// so the bundle leaves out the rest of the package.
declare module '@sabaki/sgf/src/tokenize.js' {
  interface SabakiToken {
    type: string;
    value: string;
    row: number;
    col: number;
    pos: number;
    progress: number;
  }
  const tokenizer: { tokenizeIter(text: string): Iterable<SabakiToken> };
  export default tokenizer;
}
