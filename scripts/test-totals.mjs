// Prints the suite's totals as one plain line CI can read: "N passed, N failed, N skipped".
// A report that is missing counts as one failure: a runner that crashed must not look green.
// Above it, the browser tests' time: the ten slowest specs, the total, and what the tests spent before
// acting; more browser tests than the budget below fail the run (README: the suite's budget).
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/**
 * How many browser tests `npm test` may run (the chromium and system projects): the suite's 8 minutes on
 * the 2-core machine hold with these. A check that would go past it is written as a unit test where the
 * rule is made, or replaces a browser test. `--e2e-budget=N` sets another (this script's own tests).
 */
const E2E_TESTS_BUDGET = Number(process.argv.find((arg) => arg.startsWith('--e2e-budget='))?.split('=')[1] ?? 280);

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

/**
 * The project that runs the window-closing tests once more (playwright.config.ts): its runs are said on a line of
 * their own, not counted against the budget of browser tests.
 */
const REPEATED_PROJECT = 'repeated';

/** Every test Playwright ran (not skipped) in the browser projects: its spec file, duration and set-up. */
function browserRuns(suite, runs, repeated) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.projectName === 'electron') continue;
      if ((test.projectName === REPEATED_PROJECT) !== repeated) continue;
      for (const result of test.results ?? []) {
        if (result.status === 'skipped') continue;
        const setUp = (result.annotations ?? test.annotations ?? []).find((annotation) => annotation.type === 'set-up ms');
        runs.push({ file: spec.file, ms: result.duration ?? 0, setUpMs: setUp ? Number(setUp.description) : null });
      }
    }
  }
  for (const child of suite.suites ?? []) browserRuns(child, runs, repeated);
  return runs;
}

const seconds = (ms) => (ms / 1000).toFixed(1);

/** The browser tests' time, said above the totals; over the budget, one failure. */
function e2eTimings(report) {
  const repeated = (report.suites ?? []).flatMap((suite) => browserRuns(suite, [], true));
  if (repeated.length > 0)
    console.log(
      `e2e: the tests that close the window, ${repeated.length} runs again, ${seconds(repeated.reduce((sum, run) => sum + run.ms, 0))} s summed.`,
    );
  const runs = (report.suites ?? []).flatMap((suite) => browserRuns(suite, [], false));
  if (runs.length === 0) return;
  const bySpec = new Map();
  for (const run of runs) {
    const spec = bySpec.get(run.file) ?? { ms: 0, tests: 0 };
    bySpec.set(run.file, { ms: spec.ms + run.ms, tests: spec.tests + 1 });
  }
  const total = runs.reduce((sum, run) => sum + run.ms, 0);
  const setUps = runs.flatMap((run) => (run.setUpMs === null ? [] : [run.setUpMs])).sort((a, b) => a - b);
  const setUp =
    setUps.length === 0
      ? ''
      : `; before acting ${seconds(setUps.reduce((sum, ms) => sum + ms, 0))} s in all, a median ${setUps[Math.floor(setUps.length / 2)]} ms a test`;
  console.log(`e2e: ${runs.length} browser tests (budget ${E2E_TESTS_BUDGET}), ${seconds(total)} s summed over the workers${setUp}.`);
  console.log('The ten slowest specs (s summed, tests):');
  for (const [file, spec] of [...bySpec].sort((a, b) => b[1].ms - a[1].ms).slice(0, 10))
    console.log(`  ${seconds(spec.ms).padStart(6)} ${String(spec.tests).padStart(3)}  ${basename(file)}`);
  if (runs.length > E2E_TESTS_BUDGET) {
    failed += 1;
    failures.push(
      `e2e: ${runs.length} browser tests, over the budget of ${E2E_TESTS_BUDGET}: check the rule where it is made (a unit test), or let the new browser test replace one (README: the suite's budget)`,
    );
  }
}

for (const file of process.argv.slice(2).filter((arg) => !arg.startsWith('--'))) {
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
    e2eTimings(report);
  } else {
    console.error(`Unknown test report format in ${file}.`);
    failed += 1;
  }
}

if (failures.length > 0) console.log(['Failed:', ...failures.map((failure) => `  ${failure}`)].join('\n'));
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
