import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** How long fetching Electron on first use may take before the start gives up on it. */
export const ELECTRON_FETCH_LIMIT_MS = 120_000;

/**
 * The Electron executable, or null when this machine has none yet. Looks without triggering the
 * electron package's download-on-first-use.
 */
export function findElectronBinary(root = process.cwd()): string | null {
  const dir = join(root, 'node_modules', 'electron');
  const pathFile = join(dir, 'path.txt');
  // Where the executable sits in a distribution (Electron.app/Contents/MacOS/Electron on macOS), as the package says.
  const inDist = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null;
  // As the electron package's own index.js finds it, which is what Playwright's launch runs.
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  const binary = override
    ? join(override, inDist ?? (process.platform === 'win32' ? 'electron.exe' : 'electron'))
    : inDist === null
      ? null
      : join(dir, 'dist', inDist);
  return binary !== null && existsSync(binary) ? binary : null;
}

export type ElectronBinary = { path: string } | { path: null; reason: string };

export interface EnsureOptions {
  root?: string;
  limitMs?: number;
  /** Where the progress line goes (stderr by default, so stdout can carry the path). */
  say?: (line: string) => void;
}

/**
 * The Electron executable, fetched first when missing. Electron 45's package has no postinstall: its
 * own installer (node_modules/electron/install.js, the `install-electron` command) downloads the
 * binary on first use. Bounded by `limitMs`; when the fetch fails, says why instead of throwing.
 */
export async function ensureElectronBinary(options: EnsureOptions = {}): Promise<ElectronBinary> {
  const root = options.root ?? process.cwd();
  const found = findElectronBinary(root);
  if (found !== null) return { path: found };
  const installer = join(root, 'node_modules', 'electron', 'install.js');
  if (!existsSync(installer)) return { path: null, reason: 'the electron package is not installed (run npm ci)' };
  const limitMs = options.limitMs ?? ELECTRON_FETCH_LIMIT_MS;
  const say = options.say ?? ((line: string) => process.stderr.write(`${line}\n`));
  say(`Fetching the Electron binary (first start only; at most ${Math.ceil(limitMs / 1000)} s)…`);
  const outcome = await runInstaller(installer, limitMs);
  if (outcome !== 'ok') return { path: null, reason: outcome };
  const fetched = findElectronBinary(root);
  return fetched === null ? { path: null, reason: 'the download finished but no Electron executable was found' } : { path: fetched };
}

function runInstaller(installer: string, limitMs: number): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [installer], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString('utf8')).slice(-4_000);
    });
    const timer = setTimeout(() => {
      child.kill();
      resolve(`the download did not finish within ${Math.ceil(limitMs / 1000)} s`);
    }, limitMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve(`the installer could not run (${error.message})`);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      const firstLine = errors
        .split('\n')
        .find((line) => line.trim() !== '')
        ?.trim();
      resolve(code === 0 ? 'ok' : `the download failed${firstLine ? ` (${firstLine})` : ''}`);
    });
  });
}

// `node dist/tools/electron-binary.cjs --fetch`: prints the executable's path, or says why there is none and exits 1.
if (require.main === module && process.argv.includes('--fetch')) {
  void ensureElectronBinary().then((binary) => {
    if (binary.path !== null) {
      process.stdout.write(`${binary.path}\n`);
      return;
    }
    process.stderr.write(`No Electron binary: ${binary.reason}.\n`);
    process.exitCode = 1;
  });
}
