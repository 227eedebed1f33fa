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

const sarifReport = z.object({
  runs: z.array(
    z.object({
      results: z.array(
        z.object({
          ruleId: z.string(),
          level: z.string().optional(),
          message: z.object({ text: z.string() }).optional(),
          locations: z
            .array(z.object({ physicalLocation: z.object({ artifactLocation: z.object({ uri: z.string() }) }).optional() }))
            .optional(),
        }),
      ),
    }),
  ),
});

/**
 * Parses electronegativity's SARIF report. Not its CSV: it writes the CSV header and the rows with two
 * writes it does not wait for, and when the header lands second it overwrites the first row's start.
 */
export function parseReport(json: string): Finding[] {
  return sarifReport.parse(JSON.parse(json)).runs.flatMap((run) =>
    run.results.map((result) => ({
      check: result.ruleId,
      severity: result.level ?? '',
      file: result.locations?.[0]?.physicalLocation?.artifactLocation.uri ?? '',
      sample: result.message?.text ?? '',
    })),
  );
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
 * Electronegativity's programmatic API (its README), in a process of its own: it sets a global `__`. Not
 * its CLI, which fetches its translations twice (offline each fetch waits out three tries, 3 s). Left out:
 * AvailableSecurityFixesGlobalCheck, which judges the Electron version a package.json names (the scanned
 * folder has none, so it finds nothing here) after asking GitHub for Electron's releases (offline 3.5 s).
 * The files it could not parse are written down too: a file it never checked must not pass unseen.
 */
const SCAN = `
const { writeFileSync } = require('node:fs');
const run = require('@doyensec/electronegativity');
const [input, output, unparsed, electronVersionOverride] = process.argv.slice(1);
const excludeFromScan = ['availablesecurityfixesglobalcheck'];
run({ input, output, isSarif: true, isRelative: true, electronVersionOverride, excludeFromScan }).then(
  (result) => writeFileSync(unparsed, JSON.stringify(result.errors.filter((error) => !error.tolerable).map((error) => error.file))),
  (error) => { console.error(error); process.exitCode = 1; },
);
`;

/**
 * Scans what ships: the Electron sources (tests and test helpers left out) with the built page
 * (its CSP comes from the build) in one folder, so global checks see main and the page together.
 * Says what it found, and the files it could not parse (relative to that folder).
 */
export async function scanSources(root: string): Promise<{ findings: Finding[]; unparsed: string[] }> {
  const stage = await mkdtemp(join(tmpdir(), 'price-lookup-scan-'));
  try {
    await cp(join(root, 'electron'), join(stage, 'electron'), {
      recursive: true,
      filter: (source) => !/\.test\.ts$/.test(relative(root, source)),
    });
    await mkdir(join(stage, 'renderer'));
    await cp(join(root, 'dist', 'renderer', 'index.html'), join(stage, 'renderer', 'index.html'));
    const report = join(stage, 'report.sarif');
    const unparsedFiles = join(stage, 'unparsed.json');
    const electronVersion = (
      JSON.parse(await readFile(join(root, 'node_modules', 'electron', 'package.json'), 'utf8')) as { version: string }
    ).version;
    await promisify(execFile)(process.execPath, ['-e', SCAN, stage, report, unparsedFiles, electronVersion], {
      cwd: root,
      timeout: 120_000,
    });
    const unparsed = z
      .array(z.string())
      .parse(JSON.parse(await readFile(unparsedFiles, 'utf8')))
      .map((file) => relative(stage, file).replace(/\\/g, '/'));
    const findings = parseReport(await readFile(report, 'utf8')).map((finding) => ({ ...finding, file: finding.file.replace(/\\/g, '/') }));
    return { findings, unparsed };
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}
