import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolderEachTest } from '../test/support/temp-folder-each-test';

// scripts/test-totals.mjs as scripts/test.sh runs it on the run's reports: the last line CI reads, the
// browser tests' time above it, and the budget of browser tests.
let dir: string;
tempFolderEachTest('test-totals', (path) => (dir = path));

/** A Playwright test as its JSON reporter gives it. */
const run = (title: string, project: string, status: 'passed' | 'skipped' | 'failed', duration: number, setUpMs?: number) => ({
  title,
  tests: [
    {
      projectName: project,
      status: status === 'failed' ? 'unexpected' : status === 'skipped' ? 'skipped' : 'expected',
      annotations: [],
      results: [
        {
          status,
          duration,
          annotations: setUpMs === undefined ? [] : [{ type: 'set-up ms', description: String(setUpMs) }],
          errors: status === 'failed' ? [{ message: 'Error: expected 1 to be 2\n  at …' }] : [],
        },
      ],
    },
  ],
});

const playwrightReport = {
  stats: { expected: 13, unexpected: 0, skipped: 2, flaky: 0 },
  errors: [],
  suites: [
    ...Array.from({ length: 11 }, (_, index) => ({
      title: `spec-${index}.spec.ts`,
      specs: [{ ...run(`test ${index}`, 'chromium', 'passed', 1000 * (index + 1), 100 + index), file: `specs/spec-${index}.spec.ts` }],
    })),
    {
      title: 'updates.spec.ts',
      specs: [
        { ...run('a feed', 'system', 'passed', 30_000, 900), file: 'specs/updates.spec.ts' },
        { ...run('another feed', 'system', 'passed', 500, 300), file: 'specs/updates.spec.ts' },
        { ...run('in the real app', 'electron', 'skipped', 0), file: 'specs/updates.spec.ts' },
        { ...run('skipped here', 'chromium', 'skipped', 0), file: 'specs/updates.spec.ts' },
      ],
    },
  ],
};

const unitReport = { testResults: [], numPassedTests: 40, numFailedTests: 0, numPendingTests: 1, numTodoTests: 0 };

function totals(...args: string[]): Promise<{ code: number; lines: string[] }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['scripts/test-totals.mjs', ...args], (error, stdout) => {
      resolve({ code: typeof error?.code === 'number' ? error.code : 0, lines: stdout.trimEnd().split('\n') });
    });
  });
}

async function reports(playwright: unknown = playwrightReport): Promise<[string, string]> {
  const unit = join(dir, 'unit.json');
  const e2e = join(dir, 'e2e-results.json');
  await writeFile(unit, JSON.stringify(unitReport));
  await writeFile(e2e, JSON.stringify(playwright));
  return [unit, e2e];
}

describe('scripts/test-totals.mjs', () => {
  it('ends with the totals; above them the browser tests, their time, the set-up and the ten slowest specs', async () => {
    const { code, lines } = await totals(...(await reports()));
    expect(code).toBe(0);
    expect(lines.at(-1)).toBe('53 passed, 0 failed, 3 skipped');
    // 13 tests ran in the browser projects: 66 s for the eleven specs, 30.5 s for the updates; set-up 1,155 + 1,200 ms.
    expect(lines).toContain(
      'e2e: 13 browser tests (budget 280), 96.5 s summed over the workers; before acting 2.4 s in all, a median 106 ms a test.',
    );
    const slowest = lines.slice(lines.indexOf('The ten slowest specs (s summed, tests):') + 1, -1);
    expect(slowest).toHaveLength(10);
    expect(slowest[0]).toBe('    30.5   2  updates.spec.ts');
    expect(slowest[1]).toBe('    11.0   1  spec-10.spec.ts');
    expect(slowest.at(-1)).toBe('     3.0   1  spec-2.spec.ts');
  });

  it('fails the run when more browser tests ran than the budget, saying what to do instead', async () => {
    const { code, lines } = await totals(...(await reports()), '--e2e-budget=12');
    expect(code).toBe(1);
    expect(lines.at(-1)).toBe('53 passed, 1 failed, 3 skipped');
    expect(lines.join('\n')).toMatch(/e2e: 13 browser tests, over the budget of 12: check the rule where it is made \(a unit test\)/);
  });

  it('says the window-closing tests run again on a line of their own, outside the budget, and names one that failed there', async () => {
    const report = structuredClone(playwrightReport);
    report.suites.push({
      title: 'settings-kept.spec.ts',
      specs: [
        { ...run('typed, then closed', 'repeated', 'passed', 2000, 800), file: 'specs/settings-kept.spec.ts' },
        { ...run('typed, then closed', 'repeated', 'failed', 1500, 700), file: 'specs/settings-kept.spec.ts' },
      ],
    });
    report.stats = { ...report.stats, expected: 14, unexpected: 1 };
    const { code, lines } = await totals(...(await reports(report)), '--e2e-budget=13');
    expect(code).toBe(1);
    expect(lines).toContain('e2e: the tests that close the window, 2 runs again, 3.5 s summed.');
    // The budget counts the 13 browser tests of the journeys and the system specs, as before.
    expect(lines).toContain(
      'e2e: 13 browser tests (budget 13), 96.5 s summed over the workers; before acting 2.4 s in all, a median 106 ms a test.',
    );
    expect(lines).toContain('  [repeated] settings-kept.spec.ts › typed, then closed: Error: expected 1 to be 2');
    expect(lines.at(-1)).toBe('54 passed, 1 failed, 3 skipped');
  });

  it('names a failed test above the totals, and counts a missing report as a failure', async () => {
    const failing = structuredClone(playwrightReport);
    failing.suites[0]!.specs[0] = { ...run('test 0', 'chromium', 'failed', 1000), file: 'specs/spec-0.spec.ts' };
    failing.stats = { ...failing.stats, expected: 12, unexpected: 1 };
    const [unit, e2e] = await reports(failing);
    const { code, lines } = await totals(unit, e2e, join(dir, 'missing.json'));
    expect(code).toBe(1);
    expect(lines).toContain('  [chromium] spec-0.spec.ts › test 0: Error: expected 1 to be 2');
    expect(lines.at(-1)).toBe('52 passed, 2 failed, 3 skipped');
  });
});
