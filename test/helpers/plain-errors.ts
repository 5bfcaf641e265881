// A failed assertion on an element (`expect(el).to.equal(null)`) keeps the element as the error's `actual`; Web Test
// Runner then serialises it with the page it belongs to, which never ends: the run hangs instead of failing. Each
// failed test's actual and expected values that are objects are replaced by their text before the result is sent.
// Loaded on every test page before the test file (web-test-runner.config.mjs, testRunnerHtml); imports nothing.
afterEach(function () {
  const err = this.currentTest?.err as unknown as Record<string, unknown> | undefined;
  if (!err) return;
  for (const key of ['actual', 'expected']) {
    const value = err[key];
    if (typeof value === 'object' && value !== null && typeof Node !== 'undefined' && value instanceof Node) {
      err[key] = `<${(value as Node).nodeName.toLowerCase()}>`;
    }
  }
});
