// Test helper for vitest: a folder of each test's own (test/support/temp-folder.ts).
import { beforeEach } from 'vitest';
import { removeFolder, tempFolder } from './temp-folder';

/**
 * Before each test (of the file, or of the describe it is called in) a new folder, handed to `take`, and
 * after the test (after its afterEach hooks, which may still close what they opened in it) removed:
 * `let dir: string; tempFolderEachTest('settings', (path) => (dir = path));`
 */
export function tempFolderEachTest(name: string, take: (path: string) => void): void {
  beforeEach(async () => {
    const path = await tempFolder(name);
    take(path);
    return () => removeFolder(path);
  });
}
