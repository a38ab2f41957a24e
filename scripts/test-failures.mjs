// What failed, for the end of `npm test`'s output: a CI log is often read only from its tail,
// and a failure's own message may be thousands of lines further up (the browser suite's
// stage streams while the checks beside it print when they end). Each failed test is named
// with the first lines of its error; a failed stage with no test report, by the last lines of
// its output.

/** Lines of one error, or of one stage's output, shown at the end. */
const ERROR_LINES = 12;
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

const firstLines = (text) =>
  text
    .replace(ANSI, '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, ERROR_LINES)
    .map((line) => `    ${line}`)
    .join('\n');

/** The failed tests of a vitest JSON report: their full names and messages. */
function vitestFailures(report) {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => ({ name: test.fullName, message: test.failureMessages.join('\n') })),
  );
}

/** The failed tests of a Playwright JSON report, suite by suite. */
function playwrightFailures(suite, titles = []) {
  const here = suite.title ? [...titles, suite.title] : titles;
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected')
      .map((test) => {
        const result = test.results.at(-1);
        const errors = result?.errors ?? [];
        return {
          name: `[${test.projectName}] ${[...here, spec.title].join(' › ')}`,
          message: errors.map((error) => error.message ?? '').join('\n'),
        };
      }),
  );
  return [...own, ...(suite.suites ?? []).flatMap((child) => playwrightFailures(child, here))];
}

/**
 * The failure digest of the finished stages: `report(name)` reads a stage's JSON report (or
 * null), `outputOf(name)` its captured output.
 */
export function failureDigest(results, counts, report, outputOf) {
  const parts = results
    .filter((result) => !result.ok)
    .map((result) => {
      const json = report(result.name);
      const failures =
        json === null
          ? []
          : counts[result.name] === 'vitest'
            ? vitestFailures(json)
            : playwrightFailures({ suites: json.suites });
      if (failures.length === 0) {
        const tail = outputOf(result.name).replace(ANSI, '').trimEnd().split('\n');
        return `${result.name}: the end of its output\n${firstLines(tail.slice(-ERROR_LINES).join('\n'))}`;
      }
      return failures
        .map((failure) => `${result.name}: ${failure.name}\n${firstLines(failure.message)}`)
        .join('\n');
    });
  return parts.length === 0 ? '' : `\nfailures:\n${parts.join('\n')}\n`;
}
