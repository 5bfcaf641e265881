// A failed assertion on an element (`expect(el).to.equal(null)`), or on anything that holds one (a mode, the editor,
// a review: their `host` is the board), keeps it as the error's `actual`; Web Test Runner then serialises it with the
// page it belongs to, which never ends: the run hangs instead of failing. Each failed test's actual and expected
// values are copied as plain data (arrays and plain objects, a few levels deep); anything else becomes its name.
// Loaded on every test page before the test file (web-test-runner.config.mjs, testRunnerHtml); imports nothing.
const plain = (value: unknown, depth = 0): unknown => {
  if (typeof value !== 'object' || value === null) return value;
  if (typeof Node !== 'undefined' && value instanceof Node) return `<${value.nodeName.toLowerCase()}>`;
  if (depth > 4) return Object.prototype.toString.call(value);
  if (Array.isArray(value)) return value.map((v) => plain(v, depth + 1));
  const proto = Object.getPrototypeOf(value) as object | null;
  if (proto === Object.prototype || proto === null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v, depth + 1)]));
  }
  return `[${(proto as { constructor?: { name?: string } }).constructor?.name || 'object'}]`;
};

afterEach(function () {
  const err = this.currentTest?.err as unknown as Record<string, unknown> | undefined;
  if (!err) return;
  for (const key of ['actual', 'expected']) if (key in err) err[key] = plain(err[key]);
});
