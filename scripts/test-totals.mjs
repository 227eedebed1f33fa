// Prints the suite's totals as one plain line CI can read: "N passed, N failed, N skipped".
// A report that is missing counts as one failure: a runner that crashed must not look green.
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

let passed = 0;
let failed = 0;
let skipped = 0;
// What failed, named just above the totals: CI keeps only the tail of the output.
const failures = [];

const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '')
    ?.slice(0, 300) ?? '';

function playwrightFailures(suite, titles) {
  const path = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue;
      const last = (test.results ?? []).at(-1);
      failures.push(`[${test.projectName}] ${[...path, spec.title].join(' › ')}: ${firstLine(last?.errors?.[0]?.message)}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, path);
}

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`No test report at ${file}.`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (Array.isArray(report.testResults)) {
    // vitest's json reporter (jest-compatible)
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const file of report.testResults) {
      const failedHere = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failedHere) failures.push(`${file.name}: ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      if (failedHere.length === 0 && file.status === 'failed') failures.push(`${file.name}: ${firstLine(file.message)}`);
    }
  } else if (report.stats) {
    // Playwright's json reporter
    passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected ?? 0;
    skipped += report.stats.skipped ?? 0;
    if ((report.errors ?? []).length > 0) failed += report.errors.length;
    for (const suite of report.suites ?? []) playwrightFailures(suite, []);
    for (const error of report.errors ?? []) failures.push(`playwright: ${firstLine(error.message)}`);
  } else {
    console.error(`Unknown test report format in ${file}.`);
    failed += 1;
  }
}

if (failures.length > 0) console.log(['Failed:', ...failures.map((failure) => `  ${failure}`)].join('\n'));
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
