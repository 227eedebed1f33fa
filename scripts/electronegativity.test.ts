import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareWithExceptions, parseReport, readExceptions, scanSources } from './electronegativity';

const root = join(__dirname, '..');

describe('electronegativity over the app', () => {
  it('finds nothing that is not fixed or written down as an exception with its reason', async () => {
    const { findings, unparsed } = await scanSources(root);
    // A file it cannot parse is a file it never checked.
    expect(unparsed).toEqual([]);
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
  const result = (ruleId: string, uri: string, level: string, text: string) => ({
    ruleId,
    level,
    message: { text },
    locations: [{ physicalLocation: { artifactLocation: { uri }, region: { startLine: 3, startColumn: 1 } } }],
  });
  const report = JSON.stringify({
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'Electronegativity' } },
        results: [
          result('PRELOAD_JS_CHECK', 'electron/main/window.ts', 'warning', 'Review the use of preload scripts'),
          result('NODE_INTEGRATION_JS_CHECK', 'electron/main/other.ts', 'error', 'Disable nodeIntegration'),
        ],
      },
    ],
  });

  it('parses the SARIF report', () => {
    expect(parseReport(report)).toEqual([
      { check: 'PRELOAD_JS_CHECK', severity: 'warning', file: 'electron/main/window.ts', sample: 'Review the use of preload scripts' },
      { check: 'NODE_INTEGRATION_JS_CHECK', severity: 'error', file: 'electron/main/other.ts', sample: 'Disable nodeIntegration' },
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
