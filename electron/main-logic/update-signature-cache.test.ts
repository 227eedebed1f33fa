// A file electron-updater finds in its cache (an earlier run downloaded it; its sha512 matches the feed's)
// is reused without a download: AppUpdater.executeDownload (6.8) then calls `done` at once, and `done`
// is where BaseUpdater (NSIS, AppImage) fires update-downloaded and adds the install-on-quit handler, and
// where MacUpdater hands the zip to Squirrel.Mac. These drive electron-updater's own NsisUpdater and
// MacUpdater on that path (the AppImage against a served feed: app-updates-feed.test.ts).
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { tempFolderEachTest } from '../../test/support/temp-folder-each-test';
import { requireUpdateSignatures } from './update-signature';

const require = createRequire(import.meta.url);
const CACHE_DIR_NAME = 'price-lookup-updater';
const publisher = generateKeyPairSync('ed25519');

// MacUpdater takes Electron's autoUpdater (Squirrel.Mac) when it is made: a stand-in that records what it is handed.
const squirrel = Object.assign(new EventEmitter(), {
  handed: [] as string[],
  setFeedURL: (options: { url: string }) => void squirrel.handed.push(`feed ${options.url}`),
  checkForUpdates: () => {
    squirrel.handed.push('check');
    setImmediate(() => squirrel.emit('error', new Error('stand-in: not on a Mac')));
  },
  quitAndInstall: () => void squirrel.handed.push('install'),
});
require.cache[require.resolve('electron')] = { exports: { autoUpdater: squirrel } } as unknown as NodeJS.Module;
const { MacUpdater, NsisUpdater } = require('electron-updater') as typeof import('electron-updater');

let dir: string;
tempFolderEachTest('update-cache', (path) => (dir = path));
beforeEach(() => {
  squirrel.handed = [];
});

const sha512 = (bytes: string): string => createHash('sha512').update(bytes).digest('base64');
/** The `.sig` the feed serves: a statement signed by `key`. */
const sigFile = (key: typeof publisher.privateKey, statement: Record<string, string>): Buffer => {
  const text = JSON.stringify(statement);
  return Buffer.from(JSON.stringify({ statement: text, signature: sign(null, Buffer.from(text), key).toString('base64') }));
};

/** The app as installed (version 0.1.0), its updater's cache holding `name` with `bytes`, as an earlier run left it. */
async function installed(name: string, bytes: string) {
  const config = join(dir, 'app-update.yml');
  await writeFile(config, `provider: generic\nurl: https://updates.example.com/\nupdaterCacheDirName: ${CACHE_DIR_NAME}\n`);
  const pending = join(dir, 'cache', CACHE_DIR_NAME, 'pending');
  await mkdir(pending, { recursive: true });
  await writeFile(join(pending, name), bytes);
  await writeFile(
    join(pending, 'update-info.json'),
    JSON.stringify({ fileName: name, sha512: sha512(bytes), isAdminRightsRequired: false }),
  );
  const app = {
    version: '0.1.0',
    name: 'price-lookup',
    isPackaged: true,
    appUpdateConfigPath: config,
    userDataPath: join(dir, 'user-data'),
    baseCachePath: join(dir, 'cache'),
    whenReady: () => Promise.resolve(),
    relaunch: () => undefined,
    quit: () => undefined,
    onQuit: () => undefined,
  };
  return { app, pending };
}

/** What `downloadUpdate` hands the platform's doDownloadUpdate: the feed's version 0.2.0 and its one file. */
const downloadOptions = (name: string, bytes: string) => {
  const info = {
    version: '0.2.0',
    files: [{ url: name, sha512: sha512(bytes), size: bytes.length }],
    path: name,
    sha512: sha512(bytes),
    releaseDate: '',
  };
  const file = { url: new URL(`https://updates.example.com/${name}`), info: info.files[0] };
  return {
    updateInfoAndProvider: { info, provider: { resolveFiles: () => [file], isUseMultipleRangeRequest: false } },
    requestHeaders: {},
    cancellationToken: null,
    disableDifferentialDownload: true,
    disableWebInstaller: true,
  };
};

const cases = [
  ['NSIS', 'win32', 'Price-Lookup-Setup-0.2.0.exe', NsisUpdater],
  ['Squirrel.Mac', 'darwin', 'Price-Lookup-0.2.0-mac.zip', MacUpdater],
] as const;

describe.each(cases)('a %s update already in electron-updater’s cache', (_name, platform, file, Updater) => {
  const set = async (bytes: string, sig: Buffer) => {
    const { app, pending } = await installed(file, bytes);
    const updater = new Updater(undefined, app as never);
    updater.logger = null;
    updater.autoInstallOnAppQuit = true;
    const downloaded: string[] = [];
    updater.on('update-downloaded', (event: { downloadedFile: string }) => void downloaded.push(event.downloadedFile));
    Object.assign(updater, { httpExecutor: { downloadToBuffer: async () => sig } });
    requireUpdateSignatures(updater, publisher.publicKey, { platform, appVersion: '0.1.0' });
    const download = (updater as unknown as { doDownloadUpdate(options: unknown): Promise<string[]> }).doDownloadUpdate(
      downloadOptions(file, bytes),
    );
    return { download, downloaded, pending, updater };
  };

  it.each([
    [
      'signed by another key',
      (bytes: string) => sigFile(generateKeyPairSync('ed25519').privateKey, { file, version: '0.2.0', sha512: sha512(bytes), platform }),
    ],
    [
      'signed by the publisher as an older version',
      (bytes: string) => sigFile(publisher.privateKey, { file, version: '0.0.9', sha512: sha512(bytes), platform }),
    ],
    [
      'signed by the publisher for another system',
      (bytes: string) => sigFile(publisher.privateKey, { file, version: '0.2.0', sha512: sha512(bytes), platform: 'linux' }),
    ],
  ])(
    '%s: refused before it is handed on (no update-downloaded, no quit handler, nothing to Squirrel.Mac), and removed',
    async (_case, sig) => {
      const bytes = "not the publisher's program";
      const { download, downloaded, pending, updater } = await set(bytes, sig(bytes));
      await expect(download).rejects.toThrow(/not signed by the publisher/);
      expect(downloaded).toEqual([]);
      expect(squirrel.handed).toEqual([]);
      expect((updater as unknown as { quitHandlerAdded?: boolean }).quitHandlerAdded ?? false).toBe(false);
      expect(await readdir(pending)).not.toContain(file);
    },
  );

  it('signed by the publisher for this file, version and system: reused and handed on', async () => {
    const bytes = 'the publisher’s program 0.2.0';
    const { download, downloaded, pending } = await set(
      bytes,
      sigFile(publisher.privateKey, { file, version: '0.2.0', sha512: sha512(bytes), platform }),
    );
    if (platform === 'darwin') {
      // Handed to Squirrel.Mac (the stand-in refuses, not being on a Mac).
      await expect(download).rejects.toThrow(/stand-in/);
      expect(squirrel.handed).toContain('check');
    } else {
      await expect(download).resolves.toEqual({ updateFile: join(pending, file) });
    }
    expect(downloaded).toEqual([join(pending, file)]);
  });
});
