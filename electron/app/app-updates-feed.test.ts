import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUpdateFeed, installedUpdater, serveFeed, wrongSha512, type UpdateFeed } from '../../test/support/update-feed';
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
  work = await mkdtemp(join(tmpdir(), 'price-lookup-updates-'));
}, 120_000);

afterAll(async () => {
  if (!linux) return;
  await Promise.all(servers.map((server) => server.close()));
  await feed.cleanUp();
  await rm(work, { recursive: true, force: true });
});

async function updatesFrom(name: string, config: (feedUrl: string) => UpdateConfig, latest?: (text: string) => string) {
  const served = await serveFeed(feed, latest);
  servers.push(served);
  const updater = await installedUpdater(feed, join(work, name));
  const log = createDiagnosticsLog({ dir: join(work, name, 'logs'), secrets: () => [] });
  const updates = createAppUpdates({
    updater: () => updater,
    config: () => config(served.url),
    log,
    idle: () => Promise.resolve(),
    beforeInstall: () => Promise.resolve(),
    onChange: () => undefined,
  });
  return { updates, log };
}

describe.skipIf(!linux)('updates from a feed electron-builder made', () => {
  it('the feed has the installer and latest-linux.yml, and the packed app knows the generic provider', async () => {
    expect(feed.files).toContain('latest-linux.yml');
    expect(feed.files).toContain('Price-Lookup-0.2.0-x86_64.AppImage');
    expect(await readFile(join(feed.resourcesDir, 'app-update.yml'), 'utf8')).toMatch(/provider: generic/);
  });

  it('sees the newer version, downloads it and verifies it', async () => {
    const { updates, log } = await updatesFrom('good', (url) => ({ url, mode: 'notify' }));
    expect(await updates.check()).toEqual({ state: 'ready', version: '0.2.0', installsOnQuit: false });
    await log.flush();
    expect(await readFile(log.file, 'utf8')).toMatch(/update-ready.*0\.2\.0/);
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

  it('a feed folder without latest-linux.yml says the feed is not there', async () => {
    const { updates } = await updatesFrom('missing', (url) => ({ url: `${url}nothing-here/`, mode: 'notify' }));
    expect(await updates.check()).toMatchObject({ state: 'failed', reason: { key: 'update.failed.feed' } });
  }, 60_000);
});
