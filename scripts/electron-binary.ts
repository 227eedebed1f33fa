import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Electron executable, or null when this machine has none. Looks without triggering the
 * electron package's download-on-first-use.
 */
export function findElectronBinary(root = process.cwd()): string | null {
  const dir = join(root, 'node_modules', 'electron');
  if (process.env.ELECTRON_OVERRIDE_DIST_PATH) {
    const file = join(process.env.ELECTRON_OVERRIDE_DIST_PATH, process.platform === 'win32' ? 'electron.exe' : 'electron');
    return existsSync(file) ? file : null;
  }
  const pathFile = join(dir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const binary = join(dir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
}
