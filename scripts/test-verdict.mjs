// `npm test`'s counts from each runner's JSON report and exit status (scripts/test.mjs).

/**
 * Vitest's counts. When a test worker dies (or an error is thrown outside any
 * test) its report still says `success: true`, with that file's unfinished
 * tests as pending: only the exit status tells. So a run that exited non-zero
 * with no failed test counts as one failure, with `problem` saying why.
 */
export function vitestCounts(report, status) {
  if (!report) return { passed: 0, failed: 1, skipped: 0, problem: "vitest: no report" };
  const counts = {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    problem: null,
  };
  if (counts.failed > 0) return counts;
  if (!report.success) return { ...counts, failed: 1, problem: "vitest: a test file failed to load" };
  if (status !== 0)
    return {
      ...counts,
      failed: 1,
      problem: `vitest exited with ${status}: an error outside any test, or a test worker that died (see "Unhandled Errors" above)`,
    };
  return counts;
}

/** Playwright's counts: a retried test that passed is flaky, counted as passed; errors outside tests count as failures. */
export function playwrightCounts(report, status) {
  if (!report) return { passed: 0, failed: 1, skipped: 0, problem: "playwright: no report" };
  const counts = {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + (report.errors?.length ?? 0),
    skipped: report.stats.skipped,
    problem: null,
  };
  if (counts.failed === 0 && status !== 0)
    return { ...counts, failed: 1, problem: `playwright exited with ${status} and no failed test in its report` };
  return counts;
}
