import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUDGETS } from './budgets';

// The benchmark is not part of the suite, but its quick run is, so it cannot rot: every figure measured
// once with tiny inputs, through the built bench as `npm run bench` runs it. Figures vary by machine and
// tiny inputs say nothing about the real sizes: this checks that every row was measured and judged, not
// that it met its budget (bench/report.test.ts checks how `--check` judges and ends, on figures of its own).
describe('npm run bench -- --quick --check', () => {
  it('measures every figure beside its budget, and exits 1 exactly when a judged figure missed', { timeout: 90_000 }, async () => {
    expect(existsSync('dist/bench/bench.cjs'), 'build first: npm run build').toBe(true);
    const { code, stdout } = await new Promise<{ code: number; stdout: string }>((resolve, reject) => {
      execFile(process.execPath, ['dist/bench/bench.cjs', '--quick', '--check'], { timeout: 85_000 }, (error, out, err) => {
        if (error && typeof error.code !== 'number') reject(new Error(`${error.message}\n${err}`));
        else resolve({ code: typeof error?.code === 'number' ? error.code : 0, stdout: out });
      });
    });
    for (const figure of [
      '1. raw fetch',
      '2. core checkPrice',
      '3a. harness floor',
      '3. UI',
      '4. repeated lookup',
      '5. 12 countries',
      '6. ',
      '7. renderer JS to start',
      '8. renderer JS heap',
      '9. CLI',
      '10. switching the UI language',
      '11. last-known answer',
      '12. PDF of a ',
      '12r. the same over Chromium',
      '12c. a long quote like the e2e',
      '12d. the same quote printed',
      '13. cold start',
      '13r. the same over a blank page',
      '13r goal. the same ratio',
      '3r. the same, overhead over (1)',
      '14. customers: one keystroke',
      '15. quotes: one keystroke',
      "15b. quotes: main's search index following",
      '16. customers: previewing a ',
    ]) {
      expect(stdout).toContain(figure);
    }
    // A repeated lookup is answered without the service, and switching the language asks main for nothing else.
    expect(stdout).toContain('(0 requests sent;');
    expect(stdout).toContain('(0 price requests, 0 other calls;');

    const results = JSON.parse(readFileSync('bench/results-quick.json', 'utf8')) as {
      rows: { figure: string; value: number | null; budget: number | null }[];
    };
    // The baselines are figures of their own, compared with nothing (JSON writes NaN as null).
    const measured = results.rows.filter((row) => !row.figure.startsWith('1.') && !row.figure.startsWith('3a.'));
    expect(measured.length).toBeGreaterThanOrEqual(23);
    for (const row of measured) expect(Number.isFinite(row.value), row.figure).toBe(true);
    // Every row has its budget but the baselines and the two in-page ratios shown beside (5b, 6c); every budget has its row.
    const unbudgeted = ['1.', '3a.', '5b.', '6c.'];
    for (const row of results.rows)
      expect(Number.isFinite(row.budget), row.figure).toBe(!unbudgeted.some((start) => row.figure.startsWith(start)));
    for (const [name, budget] of Object.entries(BUDGETS))
      expect(
        results.rows.map((row) => row.budget),
        name,
      ).toContain(budget);

    // `--check`: the table's MISSED rows are the ones named, and they alone make the exit code 1.
    const missedInTable = stdout.split('\n').filter((line) => line.endsWith('| MISSED |'));
    const named = /^Missed budgets: (.*)$/m.exec(stdout)?.[1] ?? '';
    for (const line of missedInTable) expect(named).toContain(line.split(' | ')[0]?.replace(/^\| /, ''));
    expect(code).toBe(missedInTable.length > 0 ? 1 : 0);
  });
});
