import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type RequestOptions, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppImageUpdater } from 'electron-updater';
import { ElectronHttpExecutor } from 'electron-updater/out/electronHttpExecutor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUpdateFeed, type UpdateFeed } from '../../test/support/update-feed';
import { createDiagnosticsLog } from '../core/diagnostics-log';
import { createAppUpdates, type UpdateConfig } from './app-updates';

/**
 * The update wiring against a real feed: electron-builder packs this app as version 0.2.0 and writes
 * latest-linux.yml; a loopback server serves it as IT's intranet server would; electron-updater's own
 * updater (the Linux one, with Node's HTTP in place of Electron's net) is what the app drives. What
 * only the real app can prove (installing, restarting) runs in the desktop CI.
 */
let feed: UpdateFeed;
let server: Server;
let base: string;
let work: string;
/** latest-linux.yml as served: the real one, or one whose sha512 names other bytes. */
let latest: (text: string) => string = (text) => text;

beforeAll(async () => {
  if (process.platform !== 'linux') return;
  feed = await buildUpdateFeed('0.2.0');
  work = await mkdtemp(join(tmpdir(), 'price-lookup-updates-'));
  server = createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname.slice(1));
    if (!feed.files.includes(name)) {
      response.writeHead(404).end();
      return;
    }
    const path = join(feed.dir, name);
    if (name.endsWith('.yml')) {
      void readFile(path, 'utf8').then((text) => response.writeHead(200, { 'content-type': 'text/yaml' }).end(latest(text)));
      return;
    }
    void stat(path).then((info) => {
      response.writeHead(200, { 'content-length': info.size, 'content-type': 'application/octet-stream' });
      createReadStream(path).pipe(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}/`;
}, 120_000);

afterAll(async () => {
  if (process.platform !== 'linux') return;
  await new Promise((resolve) => server.close(resolve));
  await feed.cleanUp();
  await rm(work, { recursive: true, force: true });
});

/**
 * electron-updater's own HTTP code (its requests, downloads and the sha512 check while downloading), with
 * Node's http.request where Electron's net.request would carry the bytes.
 */
class NodeNetExecutor extends ElectronHttpExecutor {
  override createRequest(
    options: RequestOptions,
    callback: (response: IncomingMessage) => void,
  ): ReturnType<ElectronHttpExecutor['createRequest']> {
    // The shared code uses only what both kinds of request have (write, end, abort, on).
    return httpRequest(options, callback) as unknown as ReturnType<ElectronHttpExecutor['createRequest']>;
  }
  // Node's requests do not follow redirects: electron-updater's shared code does that itself.
  override addRedirectHandlers(): void {}
}

/** The updater the app would get on Linux, as the installed version 0.1.0 running from an AppImage. */
async function installedUpdater(name: string): Promise<AppImageUpdater> {
  const dir = join(work, name);
  const oldAppImage = join(dir, 'Price-Lookup-0.1.0.AppImage');
  await mkdir(dir, { recursive: true });
  await writeFile(oldAppImage, 'the installed version');
  process.env.APPIMAGE = oldAppImage;
  const updater = new AppImageUpdater(undefined, {
    version: '0.1.0',
    name: 'price-lookup',
    isPackaged: true,
    // The app-update.yml electron-builder wrote into the packed app.
    appUpdateConfigPath: join(feed.resourcesDir, 'app-update.yml'),
    userDataPath: join(dir, 'user-data'),
    baseCachePath: join(dir, 'cache'),
    whenReady: () => Promise.resolve(),
    relaunch: () => undefined,
    quit: () => undefined,
    onQuit: () => undefined,
  });
  // Set before the feed URL: electron-updater hands its executor to the provider then.
  Object.assign(updater, { httpExecutor: new NodeNetExecutor() });
  updater.logger = null;
  // The old AppImage is a stand-in: the whole file is fetched rather than the changed blocks.
  updater.disableDifferentialDownload = true;
  return updater;
}

async function updatesFrom(name: string, config: UpdateConfig) {
  const updater = await installedUpdater(name);
  const log = createDiagnosticsLog({ dir: join(work, name, 'logs'), secrets: () => [] });
  const updates = createAppUpdates({
    updater: () => updater,
    config: () => config,
    log,
    idle: () => Promise.resolve(),
    beforeInstall: () => Promise.resolve(),
    onChange: () => undefined,
  });
  return { updates, log };
}

// electron-builder makes an AppImage (with Debian's squashfs-tools) only on Linux; the desktop CI's other runners build their real feeds.
describe.skipIf(process.platform !== 'linux')('updates from a feed electron-builder made', () => {
  it('the feed has the installer and latest-linux.yml, and the packed app knows the generic provider', async () => {
    expect(feed.files).toContain('latest-linux.yml');
    expect(feed.files).toContain('Price-Lookup-0.2.0-x86_64.AppImage');
    expect(await readFile(join(feed.resourcesDir, 'app-update.yml'), 'utf8')).toMatch(/provider: generic/);
  });

  it('sees the newer version, downloads it and verifies it', async () => {
    latest = (text) => text;
    const { updates, log } = await updatesFrom('good', { url: base, mode: 'notify' });
    const status = await updates.check();
    expect(status).toEqual({ state: 'ready', version: '0.2.0', installsOnQuit: false });
    await log.flush();
    expect(await readFile(log.file, 'utf8')).toMatch(/update-ready.*0\.2\.0/);
  }, 60_000);

  it('refuses a feed whose sha512 does not match the file: a failure the window shows, one line in the log', async () => {
    latest = (text) => text.replaceAll(/sha512: \S+/g, `sha512: ${Buffer.alloc(64, 7).toString('base64')}`);
    const { updates, log } = await updatesFrom('tampered', { url: base, mode: 'auto' });
    const status = await updates.check();
    expect(status).toMatchObject({ state: 'failed', reason: { key: 'update.failed.checksum' } });
    await log.flush();
    const lines = (await readFile(log.file, 'utf8')).trim().split('\n');
    expect(lines.filter((line) => line.includes('update-failed'))).toHaveLength(1);
    expect(lines.join('\n')).not.toMatch(/update-ready/);
  }, 60_000);

  it('the same version as installed is no update', async () => {
    latest = (text) => text.replaceAll('0.2.0', '0.1.0');
    const { updates } = await updatesFrom('same', { url: base, mode: 'notify' });
    expect(await updates.check()).toMatchObject({ state: 'idle' });
  }, 60_000);

  it('a feed folder without latest-linux.yml says the feed is not there', async () => {
    latest = (text) => text;
    const { updates } = await updatesFrom('missing', { url: `${base}nothing-here/`, mode: 'notify' });
    expect(await updates.check()).toMatchObject({ state: 'failed', reason: { key: 'update.failed.feed' } });
  }, 60_000);
});
