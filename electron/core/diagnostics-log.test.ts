import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDiagnosticsLog, redact } from './diagnostics-log';
import { removeFolder } from '../../test/support/temp-folder';
import { tempFolderEachTest } from '../../test/support/temp-folder-each-test';

let dir: string;
tempFolderEachTest('log', (path) => (dir = path));

describe('redact', () => {
  it('blanks secrets, bearer credentials and JWT-shaped text', () => {
    const text = 'token s3cr3t-token; Authorization: Bearer abc.def; eyJhbGciOi.eyJleHAiOjF9.sig';
    const clean = redact(text, ['s3cr3t-token']);
    expect(clean).not.toContain('s3cr3t-token');
    expect(clean).not.toContain('abc.def');
    expect(clean).not.toContain('eyJhbGciOi');
    expect(clean).toContain('Bearer [redacted]');
  });
});

describe('createDiagnosticsLog', () => {
  it('writes one JSON line per event without the token', async () => {
    const token = 'very-secret-token-123';
    const log = createDiagnosticsLog({ dir, secrets: () => [token], now: () => new Date('2026-01-02T03:04:05Z') });
    await log.write('lookup', { kind: 'token-rejected', detail: `sent ${token}` });
    const lines = (await readFile(log.file, 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toEqual({
      time: '2026-01-02T03:04:05.000Z',
      event: 'lookup',
      kind: 'token-rejected',
      detail: 'sent [redacted]',
    });
  });

  it('rotates at the size cap and keeps a bounded number of files', async () => {
    const log = createDiagnosticsLog({ dir, maxBytes: 200, keep: 2 });
    for (let index = 0; index < 30; index += 1) await log.write('lookup', { index });
    const files = (await readdir(dir)).sort();
    expect(files).toEqual(['diagnostics.log', 'diagnostics.log.1', 'diagnostics.log.2']);
    for (const name of files) expect((await readFile(join(dir, name))).byteLength).toBeLessThanOrEqual(200);
    expect(await readFile(log.file, 'utf8')).toContain('"index":29');
  });

  it('keeps every line of a burst, in order, each file under the cap', async () => {
    const log = createDiagnosticsLog({ dir, maxBytes: 200, keep: 20 });
    await Promise.all(Array.from({ length: 30 }, (_, index) => log.write('lookup', { index })));
    const names = (await readdir(dir)).sort((a, b) => Number(b.split('.')[2] ?? 0) - Number(a.split('.')[2] ?? 0));
    const lines: number[] = [];
    for (const name of names) {
      const text = await readFile(join(dir, name), 'utf8');
      expect(Buffer.byteLength(text)).toBeLessThanOrEqual(200);
      for (const line of text.trim().split('\n')) lines.push((JSON.parse(line) as { index: number }).index);
    }
    expect(lines).toEqual(Array.from({ length: 30 }, (_, index) => index));
  });

  it('never throws when the folder cannot be written', async () => {
    const log = createDiagnosticsLog({ dir: join(dir, 'file-not-folder') });
    await removeFolder(dir);
    await import('node:fs/promises').then((fs) => fs.writeFile(dir, 'x'));
    await expect(log.write('lookup')).resolves.toBeUndefined();
  });
});
