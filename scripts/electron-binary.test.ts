import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureElectronBinary, findElectronBinary } from './electron-binary';
import { tempFolder, removeFolder } from '../test/support/temp-folder';

let root: string;
beforeEach(async () => {
  root = await tempFolder('electron');
  await mkdir(join(root, 'node_modules', 'electron'), { recursive: true });
  delete process.env.ELECTRON_OVERRIDE_DIST_PATH;
});
afterEach(async () => {
  await removeFolder(root);
});

const executable = process.platform === 'win32' ? 'electron.exe' : 'electron';

/** An installer standing in for node_modules/electron/install.js: `body` runs in its place. */
async function installer(body: string): Promise<void> {
  await writeFile(join(root, 'node_modules', 'electron', 'install.js'), body);
}

describe('ensureElectronBinary', () => {
  it('uses a binary that is already there without running the installer', async () => {
    await mkdir(join(root, 'node_modules', 'electron', 'dist'));
    await writeFile(join(root, 'node_modules', 'electron', 'dist', executable), '');
    await writeFile(join(root, 'node_modules', 'electron', 'path.txt'), executable);
    await installer('process.exit(3)');
    const lines: string[] = [];
    expect(await ensureElectronBinary({ root, say: (line) => lines.push(line) })).toEqual({
      path: join(root, 'node_modules', 'electron', 'dist', executable),
    });
    expect(lines).toEqual([]);
  });

  it("fetches a missing binary with the electron package's own installer, saying so first", async () => {
    await installer(`
      const fs = require('fs'); const path = require('path');
      fs.mkdirSync(path.join(__dirname, 'dist'), { recursive: true });
      fs.writeFileSync(path.join(__dirname, 'dist', ${JSON.stringify(executable)}), '');
      fs.writeFileSync(path.join(__dirname, 'path.txt'), ${JSON.stringify(executable)});
    `);
    const lines: string[] = [];
    const binary = await ensureElectronBinary({ root, say: (line) => lines.push(line) });
    expect(binary.path).toBe(join(root, 'node_modules', 'electron', 'dist', executable));
    expect(lines).toEqual(['Fetching the Electron binary (first start only; at most 120 s)…']);
  });

  it('says why when the download fails', async () => {
    await installer("console.error('TypeError: fetch failed'); process.exit(1);");
    expect(await ensureElectronBinary({ root, say: () => undefined })).toEqual({
      path: null,
      reason: 'the download failed (TypeError: fetch failed)',
    });
  });

  it('gives up on a download that hangs, within the limit', async () => {
    await installer('setInterval(() => {}, 1000);');
    expect(await ensureElectronBinary({ root, limitMs: 300, say: () => undefined })).toEqual({
      path: null,
      reason: 'the download did not finish within 1 s',
    });
  });

  it('honours ELECTRON_OVERRIDE_DIST_PATH', async () => {
    const dist = join(root, 'local-dist');
    await mkdir(dist);
    await writeFile(join(dist, executable), '');
    await chmod(join(dist, executable), 0o755);
    process.env.ELECTRON_OVERRIDE_DIST_PATH = dist;
    try {
      expect(findElectronBinary(root)).toBe(join(dist, executable));
    } finally {
      delete process.env.ELECTRON_OVERRIDE_DIST_PATH;
    }
  });

  it('finds the executable in an overriding distribution where the package says it is (macOS: inside Electron.app)', async () => {
    const dist = join(root, 'local-dist');
    const inApp = join('Electron.app', 'Contents', 'MacOS', 'Electron');
    await mkdir(join(dist, 'Electron.app', 'Contents', 'MacOS'), { recursive: true });
    await writeFile(join(dist, inApp), '');
    await writeFile(join(root, 'node_modules', 'electron', 'path.txt'), inApp);
    process.env.ELECTRON_OVERRIDE_DIST_PATH = dist;
    try {
      expect(findElectronBinary(root)).toBe(join(dist, inApp));
    } finally {
      delete process.env.ELECTRON_OVERRIDE_DIST_PATH;
    }
  });
});
