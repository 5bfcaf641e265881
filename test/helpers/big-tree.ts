// A port of the SGF suite's synthetic/generate-big.js tree generator (CC0): a deterministic ~5 MB
// variation tree (about 325,000 nodes, nesting up to 41), written here so the tests and the
// benchmark need no generated file.
export function bigVariationTree(targetBytes = 5 * 1024 * 1024): string {
  let seed = 12345;
  const rnd = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const L = 'abcdefghijklmnopqrs';
  const pt = () => L[Math.floor(rnd() * 19)]! + L[Math.floor(rnd() * 19)]!;
  const out = ['(;GM[1]FF[4]CA[UTF-8]SZ[19]KM[6.5]PB[Black]PW[White]C[Synthetic variation tree]'];
  let size = out[0]!.length;
  let color = 0;
  const seq = (depth: number): void => {
    const len = 5 + Math.floor(rnd() * 30);
    for (let i = 0; i < len && size < targetBytes; i++) {
      let s = ';' + (color ? 'W' : 'B') + '[' + pt() + ']';
      color ^= 1;
      const r = rnd();
      if (r < 0.15) s += 'C[Comment with escaped \\] bracket and text ' + Math.floor(rnd() * 1e6) + ']';
      else if (r < 0.25) s += 'LB[' + pt() + ':A][' + pt() + ':B]TR[' + pt() + ']';
      out.push(s);
      size += s.length;
    }
    if (depth < 40 && size < targetBytes) {
      const k = rnd() < 0.5 ? 2 : rnd() < 0.5 ? 3 : 1;
      if (k > 1) {
        for (let j = 0; j < k && size < targetBytes; j++) {
          out.push('(');
          seq(depth + 1);
          out.push(')');
          size += 2;
        }
      } else seq(depth + 1);
    }
  };
  seq(0);
  while (size < targetBytes) {
    out.push('(');
    seq(0);
    out.push(')');
    size += 2;
  }
  out.push(')');
  return out.join('\n');
}
