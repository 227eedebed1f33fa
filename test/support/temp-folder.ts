// Test helper, imported only by tests and the e2e harness: folders of a test's own under the system's temp folder.
import { mkdtempSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const prefix = (name: string): string => join(tmpdir(), `price-lookup-${name}-`);

/** A new folder of its own under the system's temp folder, price-lookup-<name>-…; removed with `removeFolder`. */
export function tempFolder(name: string): Promise<string> {
  return mkdtemp(prefix(name));
}

/** The same, made at once: for a test that sets up without awaiting. */
export function tempFolderSync(name: string): string {
  return mkdtempSync(prefix(name));
}

/**
 * Removes a folder and all it holds; harmless when it is gone. A file still being written into it (a late
 * log line) makes the last rmdir fail with ENOTEMPTY: Node then tries again, as its `maxRetries` is for.
 */
export function removeFolder(path: string): Promise<void> {
  return rm(path, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
}
