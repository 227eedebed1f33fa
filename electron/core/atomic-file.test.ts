import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RENAME_RETRY_BUDGET_MS, writeFileAtomic, type AtomicWriteOptions } from './atomic-file';
import { tempFolderEachTest } from '../../test/support/temp-folder-each-test';

let dir: string;
tempFolderEachTest('atomic', (path) => (dir = path));

const held = (code: string): NodeJS.ErrnoException => Object.assign(new Error(`${code}: operation not permitted, rename`), { code });

/** A rename that fails `times` times with `code` (an antivirus holding the file), then renames. */
function renameFailing(times: number, code = 'EPERM') {
  const tries: string[] = [];
  const renameFile: NonNullable<AtomicWriteOptions['rename']> = async (from, to) => {
    tries.push(to);
    if (tries.length <= times) throw held(code);
    await rename(from, to);
  };
  return { tries, renameFile };
}

/** The waits asked for, without waiting: no test sleeps. */
function recordedWaits() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe('writeFileAtomic', () => {
  it('tries the rename again after a growing pause while Windows says the file is held, then writes', async () => {
    const file = join(dir, 'settings.json');
    await writeFile(file, 'old');
    for (const code of ['EPERM', 'EACCES', 'EBUSY']) {
      const { tries, renameFile } = renameFailing(3, code);
      const { waits, sleep } = recordedWaits();
      await writeFileAtomic(file, `new ${code}`, { rename: renameFile, sleep, platform: 'win32' });
      expect(await readFile(file, 'utf8')).toBe(`new ${code}`);
      expect(tries).toHaveLength(4);
      expect(waits).toEqual([10, 20, 40]);
    }
    expect(await readdir(dir)).toEqual(['settings.json']);
  });

  it('gives up after a few seconds of waits, leaves the old file and no temp file, and throws the last error', async () => {
    const file = join(dir, 'quotes.json');
    await writeFile(file, 'old');
    const { tries, renameFile } = renameFailing(Number.POSITIVE_INFINITY);
    const { waits, sleep } = recordedWaits();
    await expect(writeFileAtomic(file, 'new', { rename: renameFile, sleep, platform: 'win32' })).rejects.toMatchObject({ code: 'EPERM' });
    const waited = waits.reduce((sum, ms) => sum + ms, 0);
    expect(waited).toBeLessThanOrEqual(RENAME_RETRY_BUDGET_MS);
    expect(waited).toBeGreaterThanOrEqual(RENAME_RETRY_BUDGET_MS / 2);
    expect(tries).toHaveLength(waits.length + 1);
    expect(Math.max(...waits)).toBeLessThanOrEqual(500);
    expect(await readFile(file, 'utf8')).toBe('old');
    expect(await readdir(dir)).toEqual(['quotes.json']);
  });

  it('does not wait for an error a retry cannot help, nor on systems where an open file never blocks a rename', async () => {
    const file = join(dir, 'recall.json');
    const missing = renameFailing(Number.POSITIVE_INFINITY, 'ENOSPC');
    const first = recordedWaits();
    await expect(writeFileAtomic(file, 'x', { rename: missing.renameFile, sleep: first.sleep, platform: 'win32' })).rejects.toMatchObject({
      code: 'ENOSPC',
    });
    expect([missing.tries.length, first.waits]).toEqual([1, []]);
    const linux = renameFailing(Number.POSITIVE_INFINITY, 'EACCES');
    const second = recordedWaits();
    await expect(writeFileAtomic(file, 'x', { rename: linux.renameFile, sleep: second.sleep, platform: 'linux' })).rejects.toMatchObject({
      code: 'EACCES',
    });
    expect([linux.tries.length, second.waits]).toEqual([1, []]);
  });
});
