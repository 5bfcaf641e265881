// Prints one plain closing line ("Tests: N passed, N failed") after Web Test Runner's own report.
export function summaryReporter() {
  return {
    onTestRunFinished({ sessions }) {
      let passed = 0, failed = 0, skipped = 0;
      const walk = (suite) => {
        if (!suite) return;
        for (const t of suite.tests ?? []) {
          if (t.skipped) skipped++;
          else if (t.passed) passed++;
          else failed++;
        }
        for (const s of suite.suites ?? []) walk(s);
      };
      let broken = 0;
      for (const s of sessions) {
        walk(s.testResults);
        if (!s.passed && (s.errors?.length ?? 0) > 0) broken++;
      }
      failed += broken;
      process.stdout.write(`\nTests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
    },
  };
}
