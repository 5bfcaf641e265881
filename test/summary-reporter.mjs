// Prints each failed test with its error, then one plain closing line ("Tests: N passed, N failed"), after Web
// Test Runner's own report (which, with static logging, does not always show the failures).
export function summaryReporter() {
  return {
    onTestRunFinished({ sessions }) {
      let passed = 0, failed = 0, skipped = 0;
      const failures = [];
      const walk = (suite, file, names) => {
        if (!suite) return;
        for (const t of suite.tests ?? []) {
          if (t.skipped) skipped++;
          else if (t.passed) passed++;
          else {
            failed++;
            failures.push(`${file}: ${[...names, t.name].join(' > ')}\n    ${t.error?.message ?? 'failed with no error (an it() inside another it()?)'}`);
          }
        }
        for (const s of suite.suites ?? []) walk(s, file, [...names, s.name]);
      };
      let broken = 0;
      for (const s of sessions) {
        walk(s.testResults, s.testFile, []);
        if (!s.passed && (s.errors?.length ?? 0) > 0) {
          broken++;
          failures.push(`${s.testFile}: ${s.errors.map((e) => e.message).join('; ')}`);
        }
      }
      if (failures.length) process.stdout.write(`\nFailed:\n${failures.join('\n')}\n`);
      failed += broken;
      process.stdout.write(`\nTests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
    },
  };
}
