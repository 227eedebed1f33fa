import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { sleep } from './sleep';

/** The most the rename is waited for, over all its tries: a save that still fails then says so. */
export const RENAME_RETRY_BUDGET_MS = 3_000;

// What Windows answers while another program (an antivirus, a search indexer, a backup) has the file open.
const HELD = new Set(['EPERM', 'EACCES', 'EBUSY']);

/** What a test gives instead of the file system's rename, the timer and the system. */
export interface AtomicWriteOptions {
  rename?: (from: string, to: string) => Promise<void>;
  sleep?: (ms: number) => Promise<void>;
  platform?: NodeJS.Platform;
}

/**
 * Writes a file (text as UTF-8, or bytes) so that readers see the old or the new content, never half of it:
 * temp file, flush, rename. On Windows a rename the file's being held makes fail is tried again after a
 * growing pause (10 ms, doubling to 500 ms, at most RENAME_RETRY_BUDGET_MS in all), as graceful-fs does;
 * then the last error is thrown and the old file stays as it was.
 */
export async function writeFileAtomic(path: string, content: string | Uint8Array, options: AtomicWriteOptions = {}): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const handle = await open(temp, 'w', 0o600);
    try {
      await (typeof content === 'string' ? handle.writeFile(content, 'utf8') : handle.writeFile(content));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await renameHeld(temp, path, options);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/**
 * The rename, tried again while the file is held. Windows only, as graceful-fs: there an open handle
 * without FILE_SHARE_DELETE blocks a rename for a moment; on Linux and macOS it never does, and these
 * codes mean a permission a retry cannot change, so the user would wait seconds for the same message.
 * Unlike graceful-fs (which tries again only while the target does not exist, for folders), the target
 * here is the file being replaced, which is exactly the one held.
 */
async function renameHeld(from: string, to: string, options: AtomicWriteOptions): Promise<void> {
  const renameFile = options.rename ?? rename;
  const wait = options.sleep ?? sleep;
  const retries = (options.platform ?? process.platform) === 'win32';
  let waited = 0;
  for (let pause = 10; ; pause = Math.min(pause * 2, 500)) {
    try {
      await renameFile(from, to);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException | null)?.code;
      if (!retries || code === undefined || !HELD.has(code) || waited + pause > RENAME_RETRY_BUDGET_MS) throw error;
    }
    await wait(pause);
    waited += pause;
  }
}
