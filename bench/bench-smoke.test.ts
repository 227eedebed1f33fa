import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The benchmark is not part of the suite, but its quick run is, so it cannot rot. Figures vary by
// machine: this checks that every one was measured, not that it met its budget.
describe('npm run bench -- --quick', () => {
  it('measures every figure', { timeout: 180_000 }, async () => {
    expect(existsSync('dist/bench/bench.cjs'), 'build first: npm run build').toBe(true);
    const { stdout } = await promisify(execFile)(process.execPath, ['dist/bench/bench.cjs', '--quick'], { timeout: 170_000 });
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
      '12. PDF of a 100-line quote',
      '12r. the same over Chromium',
      '12c. a long quote like the e2e',
      '12d. the same quote printed',
      '13. cold start',
      '13r. the same over a blank page',
      '3r. the same, overhead over (1)',
      '14. customers: one keystroke',
      '15. quotes: one keystroke',
    ]) {
      expect(stdout).toContain(figure);
    }
    const results = JSON.parse(readFileSync('bench/results-quick.json', 'utf8')) as { rows: { figure: string; value: number | null }[] };
    // The baselines are figures of their own, compared with nothing.
    const measured = results.rows.filter((row) => !row.figure.startsWith('1.') && !row.figure.startsWith('3a.'));
    expect(measured.length).toBeGreaterThanOrEqual(19);
    for (const row of measured) expect(Number.isFinite(row.value), row.figure).toBe(true);
    expect(stdout).toContain('(0 requests sent;');
    expect(stdout).toContain('(0 price requests, 0 other calls;');
  });
});
