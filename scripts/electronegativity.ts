import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';

/** One finding of the scanner. */
export interface Finding {
  check: string;
  severity: string;
  file: string;
  sample: string;
}

const exceptionSchema = z.array(z.object({ check: z.string(), file: z.string(), reason: z.string().min(40) }));
export type ScanException = z.infer<typeof exceptionSchema>[number];

/** Reads the written exceptions; each must say why. */
export async function readExceptions(file: string): Promise<ScanException[]> {
  return exceptionSchema.parse(JSON.parse(await readFile(file, 'utf8')));
}

/** Parses electronegativity's CSV report (quoted fields, a header line). */
export function parseReport(csv: string): Finding[] {
  const rows = csv
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== '');
  return rows.map((line) => {
    const cells = splitCsvLine(line);
    return { check: cells[0] ?? '', severity: cells[1] ?? '', file: cells[3] ?? '', sample: cells[5] ?? '' };
  });
}

function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quoted && char === '"' && line[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

/** Findings not covered by an exception, and exceptions that no longer match anything (to be removed). */
export function compareWithExceptions(findings: readonly Finding[], exceptions: readonly ScanException[]) {
  const covers = (exception: ScanException, finding: Finding) => exception.check === finding.check && exception.file === finding.file;
  return {
    unexplained: findings.filter((finding) => !exceptions.some((exception) => covers(exception, finding))),
    stale: exceptions.filter((exception) => !findings.some((finding) => covers(exception, finding))),
  };
}

/**
 * Scans what ships: the Electron sources (tests and test helpers left out) with the built page
 * (its CSP comes from the build) in one folder, so global checks see main and the page together.
 */
export async function scanSources(root: string): Promise<Finding[]> {
  const stage = await mkdtemp(join(tmpdir(), 'price-lookup-scan-'));
  try {
    await cp(join(root, 'electron'), join(stage, 'electron'), {
      recursive: true,
      filter: (source) => !/\.test\.ts$|[/\\]testing([/\\]|$)/.test(relative(root, source)),
    });
    await mkdir(join(stage, 'renderer'));
    await cp(join(root, 'dist', 'renderer', 'index.html'), join(stage, 'renderer', 'index.html'));
    const report = join(stage, 'report.csv');
    const bin = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'electronegativity.cmd' : 'electronegativity');
    const electronVersion = (
      JSON.parse(await readFile(join(root, 'node_modules', 'electron', 'package.json'), 'utf8')) as { version: string }
    ).version;
    // It looks for newer Electron releases online first; offline it says so and scans anyway.
    await promisify(execFile)(bin, ['-i', stage, '-e', electronVersion, '-r', '-o', report], {
      timeout: 120_000,
      shell: process.platform === 'win32',
    });
    return parseReport(await readFile(report, 'utf8')).map((finding) => ({ ...finding, file: finding.file.replace(/\\/g, '/') }));
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}
