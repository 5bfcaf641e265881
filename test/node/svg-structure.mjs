// Reads an SVG string as a list of elements (name, attributes, text), numbers rounded to 0.01, so that
// golden diagrams compare by structure, not bytes. Throws on what is not well-formed: unbalanced tags,
// an unknown entity, a '<' or '&' that is not markup.
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text) =>
  text.replace(/&([a-z]+);|&/g, (all, name) => {
    if (!name || !(Object.hasOwn(ENTITIES, name))) throw new Error(`a bare or unknown entity: ${all}`);
    return ENTITIES[name];
  });
const round = (value) => value.replace(/-?\d+(?:\.\d+)?/g, (x) => String(Math.round(parseFloat(x) * 100) / 100));

export function svgStructure(svg) {
  const out = [];
  const open = [];
  const re = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/g;
  let m;
  while ((m = re.exec(svg))) {
    if (m[6]) throw new Error(`a '<' that is not a tag at ${m.index}: ${svg.slice(m.index, m.index + 40)}`);
    if (m[5] !== undefined) {
      const text = decode(m[5]).trim();
      if (text) {
        if (!open.length) throw new Error(`text outside the root: ${text}`);
        out.push({ text });
      }
      continue;
    }
    const [, close, name, attrText, selfClose] = m;
    if (close) {
      if (open.pop() !== name) throw new Error(`</${name}> closes nothing open`);
      continue;
    }
    const attrs = {};
    for (const [, k, v] of attrText.matchAll(/([\w:-]+)="([^"]*)"/g)) attrs[k] = round(decode(v));
    out.push({ name, attrs });
    if (!selfClose) open.push(name);
  }
  if (open.length) throw new Error(`unclosed: ${open.join(', ')}`);
  return out;
}
