import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeFolder, tempFolder } from '../../test/support/temp-folder';
import {
  buildUpdateFeed,
  foreignSignature,
  installedUpdater,
  publisherStatement,
  serveFeed,
  TEST_UPDATE_PUBLIC_KEY,
  wrongSha512,
  type UpdateFeed,
} from '../../test/support/update-feed';
import { createDiagnosticsLog } from '../core/diagnostics-log';
import { createAppUpdates, type UpdateConfig } from './app-updates';

/**
 * The update wiring against a real feed: electron-builder packs this app as version 0.2.0 and writes
 * latest-linux.yml; a loopback server serves it as IT's intranet server would; electron-updater's own
 * updater (the Linux one, with Node's HTTP in place of Electron's net) is what the app drives. What
 * only the real app can prove (installing, restarting) runs in the desktop CI. electron-builder makes
 * an AppImage (with Debian's squashfs-tools) only on Linux.
 */
const linux = process.platform === 'linux';
let feed: UpdateFeed;
let work: string;
const servers: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  if (!linux) return;
  feed = await buildUpdateFeed('0.2.0');
  work = await tempFolder('updates');
}, 120_000);

afterAll(async () => {
  if (!linux) return;
  await Promise.all(servers.map((server) => server.close()));
  await feed.cleanUp();
  await removeFolder(work);
});

async function updatesFrom(
  name: string,
  config: (feedUrl: string) => UpdateConfig,
  latest?: (text: string) => string,
  signature?: (text: string) => string | null,
) {
  const served = await serveFeed(feed, latest, signature);
  servers.push(served);
  const quits: ((exitCode: number) => void)[] = [];
  const updater = await installedUpdater(feed, join(work, name), quits);
  // What the quit handler would install: electron-updater's own install() (its checks of the downloaded
  // file), with the AppImage's last step (moving the file over the running one and starting it) recorded.
  const installs: (string | null)[] = [];
  // `installerPath` (protected in BaseUpdater) is the file electron-updater's install() would move into place.
  const installerPath = (): string | null => (updater as unknown as { installerPath: string | null }).installerPath;
  Object.assign(updater, { doInstall: () => installs.push(installerPath()) > 0 });
  /** The app quits as usual (exit code 0): Electron's 'quit' event runs what electron-updater registered. */
  const quit = (): void => quits.forEach((handler) => handler(0));
  // What electron-updater hands on as downloaded (the window is told, the AppImage installs on quit).
  const handedOn: string[] = [];
  updater.on('update-downloaded', (event: { downloadedFile: string }) => void handedOn.push(event.downloadedFile));
  const log = createDiagnosticsLog({ dir: join(work, name, 'logs'), secrets: () => [] });
  const updates = createAppUpdates({
    updater: () => updater,
    // The key the test feed is signed with, as a release build carries the publisher's.
    publicKey: TEST_UPDATE_PUBLIC_KEY,
    appVersion: '0.1.0',
    config: () => config(served.url),
    log,
    idle: () => Promise.resolve(),
    beforeInstall: () => Promise.resolve(),
    onChange: () => undefined,
  });
  return { updates, updater, log, handedOn, installs, quit, served, cache: join(work, name, 'cache') };
}

const APPIMAGE = 'Price-Lookup-0.2.0-x86_64.AppImage';

/** The AppImage left in electron-updater's cache by an earlier run, as it leaves one (its sha512 in update-info.json). */
async function leftInCache(name: string): Promise<string> {
  const config = await readFile(join(feed.resourcesDir, 'app-update.yml'), 'utf8');
  const dirName = /updaterCacheDirName: (\S+)/.exec(config)?.[1] ?? 'price-lookup';
  const pending = join(work, name, 'cache', dirName, 'pending');
  await mkdir(pending, { recursive: true });
  await copyFile(join(feed.dir, APPIMAGE), join(pending, APPIMAGE));
  const sha512 = createHash('sha512')
    .update(await readFile(join(pending, APPIMAGE)))
    .digest('base64');
  await writeFile(join(pending, 'update-info.json'), JSON.stringify({ fileName: APPIMAGE, sha512, isAdminRightsRequired: false }));
  return join(pending, APPIMAGE);
}

/** Every file left in the updater's cache (where a downloaded update waits to be installed). */
const cached = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

describe.skipIf(!linux)('updates from a feed electron-builder made', () => {
  it('the feed has the installer and latest-linux.yml, and the packed app knows the generic provider', async () => {
    expect(feed.files).toContain('latest-linux.yml');
    expect(feed.files).toContain('Price-Lookup-0.2.0-x86_64.AppImage');
    expect(feed.files).toContain('Price-Lookup-0.2.0-x86_64.AppImage.sig');
    expect(await readFile(join(feed.resourcesDir, 'app-update.yml'), 'utf8')).toMatch(/provider: generic/);
  });

  it('sees the newer version, downloads it and verifies it', async () => {
    const { updates, log, handedOn } = await updatesFrom('good', (url) => ({ url, mode: 'notify' }));
    expect(await updates.check()).toEqual({ state: 'ready', version: '0.2.0', installsOnQuit: false });
    expect(handedOn).toHaveLength(1);
    await log.flush();
    expect(await readFile(log.file, 'utf8')).toMatch(/update-ready.*0\.2\.0/);
  }, 60_000);

  it.each([
    ['without a signature', () => null],
    ['signed by another key', foreignSignature],
  ])(
    'refuses the file %s (its sha512 in order): not installed, deleted from the cache, the user told, one line in the log',
    async (name, signature) => {
      const { updates, log, cache } = await updatesFrom(name, (url) => ({ url, mode: 'auto' }), undefined, signature);
      expect(await updates.check()).toMatchObject({ state: 'failed', reason: { key: 'update.failed.signature' } });
      expect((await cached(cache)).filter((file) => file.endsWith('.AppImage'))).toEqual([]);
      expect(await updates.restartToUpdate()).toBe(false);
      await log.flush();
      const lines = (await readFile(log.file, 'utf8')).trim().split('\n');
      expect(lines.filter((line) => line.includes('update-failed'))).toHaveLength(1);
      expect(lines.join('\n')).not.toMatch(/update-ready/);
    },
    60_000,
  );

  it.each([
    [
      'an older genuine release offered as a newer one (the feed says 9.9.9)',
      (text: string) => text.replace(/^version: 0\.2\.0$/m, 'version: 9.9.9'),
      undefined,
      'version',
    ],
    ['a statement for another system', undefined, publisherStatement((statement) => ({ ...statement, platform: 'win32' })), 'platform'],
    [
      'a statement of other bytes',
      undefined,
      publisherStatement((statement) => ({ ...statement, sha512: Buffer.alloc(64, 7).toString('base64') })),
      'sha512',
    ],
  ] as const)(
    'refuses %s although the publisher signed it: nothing handed on, the file deleted, the user told, the reason logged',
    async (name, latest, signature, refusal) => {
      const { updates, log, cache, handedOn } = await updatesFrom(name, (url) => ({ url, mode: 'auto' }), latest, signature);
      expect(await updates.check()).toMatchObject({ state: 'failed', reason: { key: 'update.failed.signature' } });
      expect(handedOn).toEqual([]);
      expect((await cached(cache)).filter((file) => file.endsWith('.AppImage'))).toEqual([]);
      expect(await updates.restartToUpdate()).toBe(false);
      await log.flush();
      const lines = (await readFile(log.file, 'utf8')).trim().split('\n');
      expect(lines.filter((line) => line.includes('update-failed') && line.includes(refusal))).toHaveLength(1);
    },
    60_000,
  );

  it('an unsigned file already in its cache (sha512 as the feed says) is refused before electron-updater hands it on', async () => {
    const name = 'cached';
    const file = await leftInCache(name);
    const { updates, handedOn } = await updatesFrom(name, (url) => ({ url, mode: 'auto' }), undefined, foreignSignature);
    expect(await updates.check()).toMatchObject({ state: 'failed', reason: { key: 'update.failed.signature' } });
    // Before the fix electron-updater reused it and fired update-downloaded (and set the quit handler) first.
    expect(handedOn).toEqual([]);
    expect(await readdir(join(file, '..'))).not.toContain(APPIMAGE);
    expect(await updates.restartToUpdate()).toBe(false);
  }, 60_000);

  it('a signed file already in its cache is reused and handed on once verified', async () => {
    const name = 'cached-signed';
    const file = await leftInCache(name);
    const { updates, handedOn } = await updatesFrom(name, (url) => ({ url, mode: 'notify' }));
    expect(await updates.check()).toEqual({ state: 'ready', version: '0.2.0', installsOnQuit: false });
    expect(handedOn).toEqual([file]);
  }, 60_000);

  it('refuses a feed whose sha512 does not match the file: a failure the window shows, one line in the log', async () => {
    const { updates, log } = await updatesFrom('tampered', (url) => ({ url, mode: 'auto' }), wrongSha512);
    expect(await updates.check()).toMatchObject({ state: 'failed', reason: { key: 'update.failed.checksum' } });
    await log.flush();
    const lines = (await readFile(log.file, 'utf8')).trim().split('\n');
    expect(lines.filter((line) => line.includes('update-failed'))).toHaveLength(1);
    expect(lines.join('\n')).not.toMatch(/update-ready/);
  }, 60_000);

  it('the same version as installed is no update', async () => {
    const { updates } = await updatesFrom(
      'same',
      (url) => ({ url, mode: 'notify' }),
      (text) => text.replaceAll('0.2.0', '0.1.0'),
    );
    expect(await updates.check()).toMatchObject({ state: 'idle' });
  }, 60_000);

  it('IT switches the feed after a download in auto mode: what the old feed gave is discarded and the next quit installs nothing', async () => {
    // The stable feed has nothing newer than the installed version.
    const stable = await serveFeed(feed, (text) => text.replaceAll('0.2.0', '0.1.0'));
    servers.push(stable);
    let switched = false;
    const { updates, cache, quit, installs } = await updatesFrom('switched', (pilot) => ({
      url: switched ? stable.url : pilot,
      mode: 'auto',
    }));
    expect(await updates.check()).toEqual({ state: 'ready', version: '0.2.0', installsOnQuit: true });
    expect((await cached(cache)).filter((file) => file.endsWith('.AppImage'))).toEqual([APPIMAGE]);
    switched = true;
    updates.reconfigure();
    expect(await updates.check()).toMatchObject({ state: 'idle' });
    expect((await cached(cache)).filter((file) => file.endsWith('.AppImage'))).toEqual([]);
    quit();
    expect(installs).toEqual([]);
  }, 60_000);

  it('"auto" after an update downloaded in "notify" mode: the status says it installs on quit, and quitting installs it', async () => {
    let mode: UpdateConfig['mode'] = 'notify';
    const { updates, quit, installs, cache } = await updatesFrom('notify-then-auto', (url) => ({ url, mode }));
    expect(await updates.check()).toEqual({ state: 'ready', version: '0.2.0', installsOnQuit: false });
    mode = 'auto';
    updates.reconfigure();
    expect(await updates.check()).toEqual({ state: 'ready', version: '0.2.0', installsOnQuit: true });
    quit();
    expect(installs).toEqual([expect.stringContaining(join('pending', APPIMAGE))]);
    expect(installs[0]?.startsWith(cache)).toBe(true);
  }, 60_000);

  it('"notify" after "auto": the status says nothing installs on quit, and quitting installs nothing', async () => {
    let mode: UpdateConfig['mode'] = 'auto';
    const { updates, quit, installs } = await updatesFrom('auto-then-notify', (url) => ({ url, mode }));
    expect(await updates.check()).toEqual({ state: 'ready', version: '0.2.0', installsOnQuit: true });
    mode = 'notify';
    updates.reconfigure();
    expect(await updates.check()).toEqual({ state: 'ready', version: '0.2.0', installsOnQuit: false });
    quit();
    expect(installs).toEqual([]);
  }, 60_000);

  it('a feed folder without latest-linux.yml says the feed is not there', async () => {
    const { updates } = await updatesFrom('missing', (url) => ({ url: `${url}nothing-here/`, mode: 'notify' }));
    expect(await updates.check()).toMatchObject({ state: 'failed', reason: { key: 'update.failed.feed' } });
  }, 60_000);
});
