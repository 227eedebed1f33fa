import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareWithExceptions, parseReport, readExceptions, scanSources } from './electronegativity';

const root = join(__dirname, '..');

describe('electronegativity over the app', () => {
  it('finds nothing that is not fixed or written down as an exception with its reason', async () => {
    const findings = await scanSources(root);
    const { unexplained, stale } = compareWithExceptions(
      findings,
      await readExceptions(join(root, 'scripts', 'electronegativity-exceptions.json')),
    );
    expect(unexplained).toEqual([]);
    // An exception for something no longer found must go, so the list stays honest.
    expect(stale).toEqual([]);
  }, 180_000);
});

describe('reading the scanner', () => {
  const report = [
    'issue, severity, confidence, filename, location, sample, description, url',
    'PRELOAD_JS_CHECK,"MEDIUM","FIRM","electron/main/window.ts","34:6","preload: options.preloadPath,","Review the use of preload scripts",https://x',
    'NODE_INTEGRATION_JS_CHECK,"HIGH","FIRM","electron/main/other.ts","3:1","new BrowserWindow({ a, b })","Disable nodeIntegration",https://y',
  ].join('\n');

  it('parses the CSV report, commas inside quoted samples included', () => {
    expect(parseReport(report)).toEqual([
      { check: 'PRELOAD_JS_CHECK', severity: 'MEDIUM', file: 'electron/main/window.ts', sample: 'preload: options.preloadPath,' },
      { check: 'NODE_INTEGRATION_JS_CHECK', severity: 'HIGH', file: 'electron/main/other.ts', sample: 'new BrowserWindow({ a, b })' },
    ]);
  });

  it('reports a finding without an exception, and an exception without a finding', () => {
    const exceptions = [
      { check: 'PRELOAD_JS_CHECK', file: 'electron/main/window.ts', reason: 'x'.repeat(40) },
      { check: 'AUXCLICK_JS_CHECK', file: 'electron/main/window.ts', reason: 'y'.repeat(40) },
    ];
    const { unexplained, stale } = compareWithExceptions(parseReport(report), exceptions);
    expect(unexplained.map((finding) => finding.check)).toEqual(['NODE_INTEGRATION_JS_CHECK']);
    expect(stale.map((exception) => exception.check)).toEqual(['AUXCLICK_JS_CHECK']);
  });
});
