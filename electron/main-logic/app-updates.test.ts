import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { access, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempFolderEachTest } from '../../test/support/temp-folder-each-test';
import { eventually } from '../../test/support/eventually';
import { createDiagnosticsLog, type DiagnosticsLog } from '../core/diagnostics-log';
import type { UpdateStatus } from '../shared/update-status';
import {
  createAppUpdates,
  UPDATE_CHECK_EVERY_MS,
  updateFailure,
  type AppUpdatesDeps,
  type UpdateConfig,
  type Updater,
} from './app-updates';
import { UPDATE_SIGNATURE_ERROR } from './update-signature';
import { installedPerMachine } from './update-support';

let dir: string;
tempFolderEachTest('app-updates', (path) => (dir = path));
// Log lines written in the background finish before the folder goes.
const logs: DiagnosticsLog[] = [];
afterEach(async () => {
  await Promise.all(logs.splice(0).map((log) => log.flush()));
});

// The publisher's key pair, as the release job's UPDATE_SIGNING_KEY and the key built into the app.
const publisher = generateKeyPairSync('ed25519');
const PUBLIC_KEY = publisher.publicKey.export({ type: 'spki', format: 'pem' }).toString();
const NEW_VERSION = 'the installer of version 0.2.0';
const FILE_NAME = 'Price-Lookup-0.2.0-x86_64.AppImage';
const FILE_URL = `https://intranet.example/updates/${FILE_NAME}`;
const sha512 = (bytes: string): string => createHash('sha512').update(bytes).digest('base64');
/** A `.sig` as the release script writes it: a statement of the file, and the signature over its text by `key`. */
const signedBy = (key: KeyObject, change: Record<string, string> = {}): string => {
  const statement = JSON.stringify({ file: FILE_NAME, version: '0.2.0', sha512: sha512(NEW_VERSION), platform: 'linux', ...change });
  return JSON.stringify({ statement, signature: sign(null, Buffer.from(statement), key).toString('base64') });
};

/**
 * An updater that answers as told and records what the app asked of it. It downloads as electron-updater
 * does: `downloadUpdate` runs `executeDownload`, whose task writes the file into the cache before it
 * counts as downloaded; `<file>.sig` comes from the feed through its HTTP executor (`signature`: what
 * the feed serves there, null: nothing).
 */
function fakeUpdater(answer: { version?: string; fail?: Error; failDownload?: Error; signature?: string | null } = {}) {
  const calls: string[] = [];
  const errors: ((error: Error) => void)[] = [];
  let release: () => void = () => undefined;
  const signature = answer.signature === undefined ? signedBy(publisher.privateKey) : answer.signature;
  // electron-updater's DownloadedUpdateHelper: every file is handed on through setDownloadedFile first.
  const helper = {
    setDownloadedFile: async (file: string, _packageFile: null, _versionInfo: { version: string }, _fileInfo: { url: URL }) => {
      updater.downloaded = file;
    },
    clear: async () => void calls.push('cache cleared'),
  };
  const updater = {
    calls,
    autoDownload: true,
    autoInstallOnAppQuit: true,
    logger: null as Updater['logger'],
    downloaded: null as string | null,
    on: (_event: 'error', listener: (error: Error) => void) => void errors.push(listener),
    emitError: (error: Error) => errors.forEach((listener) => listener(error)),
    setFeedURL: ({ url }: { url: string }) => void calls.push(`feed ${url}`),
    checkForUpdates: async () => {
      calls.push('check');
      if (answer.fail) throw answer.fail;
      return answer.version === undefined
        ? { isUpdateAvailable: false, updateInfo: { version: '0.1.0' } }
        : { isUpdateAvailable: true, updateInfo: { version: answer.version } };
    },
    httpExecutor: {
      downloadToBuffer: async (url: URL) => {
        calls.push(`fetch ${url.pathname}`);
        if (url.href !== `${FILE_URL}.sig` || signature === null)
          throw Object.assign(new Error('HttpError: 404 Not Found'), { statusCode: 404 });
        return Buffer.from(signature);
      },
    },
    getOrCreateDownloadHelper: async () => helper,
    executeDownload: async (task: { fileInfo: { url: URL }; task: (destinationFile: string) => Promise<unknown> }) => {
      const temp = join(dir, `temp-${FILE_NAME}`);
      await task.task(temp);
      const updateFile = join(dir, FILE_NAME);
      await rename(temp, updateFile);
      await helper.setDownloadedFile(updateFile, null, { version: answer.version ?? '0.1.0' }, task.fileInfo);
      return { updateFile };
    },
    downloadUpdate: async () => {
      calls.push('download');
      await held;
      if (answer.failDownload) throw answer.failDownload;
      const { updateFile } = await updater.executeDownload({
        fileInfo: { url: new URL(FILE_URL) },
        downloadUpdateOptions: { cancellationToken: null },
        task: (destinationFile: string) => writeFile(destinationFile, NEW_VERSION),
      } as never);
      return [updateFile];
    },
    quitAndInstall: (silent?: boolean, runAfter?: boolean) =>
      void calls.push(`install silent=${String(silent)} runAfter=${String(runAfter)}`),
    holdDownload: () => {
      held = new Promise((resolve) => (release = resolve));
    },
  };
  let held: Promise<void> = Promise.resolve();
  return { updater, release: () => release() };
}

type FakeUpdater = ReturnType<typeof fakeUpdater>['updater'];

function setUp(
  updater: FakeUpdater,
  config: { current: UpdateConfig },
  extra: { idle?: () => Promise<void>; order?: string[]; publicKey?: string | null; host?: AppUpdatesDeps['host'] } = {},
) {
  const log = createDiagnosticsLog({ dir, secrets: () => [] });
  logs.push(log);
  const seen: UpdateStatus[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const updates = createAppUpdates({
    updater: () => updater,
    appVersion: '0.1.0',
    publicKey: extra.publicKey === undefined ? PUBLIC_KEY : extra.publicKey,
    ...(extra.host === undefined ? {} : { host: extra.host }),
    config: () => config.current,
    log,
    now: () => new Date('2026-11-25T10:00:00Z'),
    idle: extra.idle ?? (() => Promise.resolve()),
    beforeInstall: async () => void extra.order?.push('writes finished'),
    onChange: (status) => void seen.push(status),
    setInterval: (run, ms) => {
      timers.push({ run, ms });
      return {};
    },
    clearInterval: () => undefined,
  });
  return { updates, log, seen, timers };
}

describe('updates from the intranet', () => {
  it('without an address nothing is asked, and the status says off', async () => {
    const { updater } = fakeUpdater({ version: '0.2.0' });
    const { updates, timers } = setUp(updater, { current: { url: null, mode: 'notify' } });
    updates.start();
    expect(await updates.check()).toEqual({ state: 'off', why: 'noAddress' });
    expect(updater.calls).toEqual([]);
    expect(timers.map((timer) => timer.ms)).toEqual([UPDATE_CHECK_EVERY_MS]);
  });

  it('a copy that does not update itself (the MSI’s, the unpackaged app): off whatever is set, and says why', async () => {
    const log = createDiagnosticsLog({ dir, secrets: () => [] });
    const updates = createAppUpdates({
      updater: null,
      appVersion: '0.1.0',
      publicKey: PUBLIC_KEY,
      config: () => ({ url: 'https://intranet.example/updates', mode: 'auto' }),
      log,
      idle: () => Promise.resolve(),
      beforeInstall: () => Promise.resolve(),
      onChange: () => undefined,
    });
    expect(updates.status()).toEqual({ state: 'off', why: 'notHere' });
    expect(await updates.check()).toEqual({ state: 'off', why: 'notHere' });
    updates.reconfigure();
    expect(updates.status()).toEqual({ state: 'off', why: 'notHere' });
    expect(await updates.restartToUpdate()).toBe(false);
  });

  it('mode off with an address: nothing is asked either', async () => {
    const { updater } = fakeUpdater({ version: '0.2.0' });
    const { updates } = setUp(updater, { current: { url: 'https://intranet.example/updates', mode: 'off' } });
    expect(await updates.check()).toEqual({ state: 'off', why: 'modeOff' });
    expect(updater.calls).toEqual([]);
  });

  it('checks at start and every 4 hours; a newer version is downloaded and offered, installed on quit only in auto mode', async () => {
    const { updater } = fakeUpdater({ version: '0.2.0' });
    const config = { current: { url: 'https://intranet.example/updates', mode: 'notify' } as UpdateConfig };
    const { updates, timers, seen } = setUp(updater, config);
    updates.start();
    await updates.check();
    expect(updater.calls).toEqual([
      'feed https://intranet.example/updates',
      'check',
      'download',
      'fetch /updates/Price-Lookup-0.2.0-x86_64.AppImage.sig',
    ]);
    expect(updater.autoDownload).toBe(false);
    expect(updater.autoInstallOnAppQuit).toBe(false);
    expect(seen.map((status) => status.state)).toEqual(['checking', 'downloading', 'ready']);
    expect(updates.status()).toEqual({ state: 'ready', version: '0.2.0', installsOnQuit: false });
    expect(timers).toHaveLength(1);
    expect(timers[0]?.ms).toBe(4 * 60 * 60 * 1000);
    // Auto now: what notify downloaded is discarded and downloaded again, so electron-updater's quit handler is set.
    config.current = { ...config.current, mode: 'auto' };
    updates.reconfigure();
    expect(updater.autoInstallOnAppQuit).toBe(false);
    expect(await updates.check()).toEqual({ state: 'ready', version: '0.2.0', installsOnQuit: true });
    expect(updater.autoInstallOnAppQuit).toBe(true);
    expect(updater.calls.filter((call) => call === 'cache cleared' || call === 'download')).toEqual([
      'download',
      'cache cleared',
      'download',
    ]);
    // Once downloaded, the 4-hourly check does not fetch it again.
    timers[0]?.run();
    await updates.check();
    expect(updater.calls.filter((call) => call === 'download')).toHaveLength(2);
  });

  it('a check asked while one is under way joins it', async () => {
    const { updater, release } = fakeUpdater({ version: '0.2.0' });
    updater.holdDownload();
    const { updates } = setUp(updater, { current: { url: 'https://intranet.example/updates', mode: 'notify' } });
    const first = updates.check();
    const second = updates.check();
    release();
    expect(await first).toEqual(await second);
    expect(updater.calls.filter((call) => call === 'check')).toHaveLength(1);
  });

  it('a failed check is a status and one line in the log, and the next check tries again', async () => {
    const failing = Object.assign(new Error('net::ERR_NAME_NOT_RESOLVED'), { code: 'ERR_NAME_NOT_RESOLVED' });
    const { updater } = fakeUpdater({ fail: failing });
    const { updates, log } = setUp(updater, { current: { url: 'https://intranet.example/secret-path/updates', mode: 'notify' } });
    expect(await updates.check()).toEqual({
      state: 'failed',
      at: '2026-11-25T10:00:00.000Z',
      reason: { key: 'update.failed.unreachable', values: { host: 'intranet.example' } },
    });
    await updates.check();
    expect(updater.calls.filter((call) => call === 'check')).toHaveLength(2);
    await log.flush();
    const text = await readFile(log.file, 'utf8');
    expect(text.trim().split('\n')).toHaveLength(2);
    expect(text).toContain('update-failed');
    expect(text).not.toContain('secret-path');
  });

  it('another address: what was found at the old one is not offered, the new one is asked at once', async () => {
    const { updater } = fakeUpdater({ version: '0.2.0' });
    const config = { current: { url: 'https://one.example/updates', mode: 'notify' } as UpdateConfig };
    const { updates } = setUp(updater, config);
    await updates.check();
    config.current = { url: 'https://two.example/updates', mode: 'notify' };
    updates.reconfigure();
    await updates.check();
    expect(updater.calls).toContain('feed https://two.example/updates');
    config.current = { url: null, mode: 'notify' };
    updates.reconfigure();
    expect(updates.status()).toEqual({ state: 'off', why: 'noAddress' });
    expect(updater.autoInstallOnAppQuit).toBe(false);
    await eventually(() => expect(updater.calls.filter((call) => call === 'cache cleared')).toHaveLength(2));
  });

  it('IT changes the address while a download is under way: that download is discarded and the new address asked', async () => {
    const { updater, release } = fakeUpdater({ version: '0.2.0' });
    updater.holdDownload();
    const config = { current: { url: 'https://pilot.example/updates', mode: 'auto' } as UpdateConfig };
    const { updates, seen } = setUp(updater, config);
    const first = updates.check();
    await eventually(() => expect(updater.calls).toContain('download'));
    config.current = { url: 'https://stable.example/updates', mode: 'auto' };
    updates.reconfigure();
    release();
    expect(await first).toEqual({ state: 'ready', version: '0.2.0', installsOnQuit: true });
    expect(updater.calls.filter((call) => call.startsWith('feed ') || call === 'cache cleared' || call === 'download')).toEqual([
      'feed https://pilot.example/updates',
      'download',
      'cache cleared',
      'feed https://stable.example/updates',
      'download',
    ]);
    // The pilot's download was never offered.
    expect(seen.filter((status) => status.state === 'ready')).toHaveLength(1);
  });

  it('"Restart to update" waits until no price is being looked up and the writes are done, then installs silently and starts again', async () => {
    const { updater } = fakeUpdater({ version: '0.2.0' });
    const order: string[] = [];
    let lookupsDone: () => void = () => undefined;
    const idle = () =>
      new Promise<void>((resolve) => {
        lookupsDone = () => {
          order.push('lookups done');
          resolve();
        };
      });
    const { updates } = setUp(updater, { current: { url: 'https://intranet.example/updates', mode: 'notify' } }, { idle, order });
    expect(await updates.restartToUpdate()).toBe(false);
    await updates.check();
    const restarting = updates.restartToUpdate();
    await Promise.resolve();
    expect(updater.calls.some((call) => call.startsWith('install'))).toBe(false);
    lookupsDone();
    expect(await restarting).toBe(true);
    expect(order).toEqual(['lookups done', 'writes finished']);
    expect(updater.calls.at(-1)).toBe('install silent=true runAfter=true');
  });
});

describe('only an update the publisher signed is installed', () => {
  const feed = { current: { url: 'https://intranet.example/updates', mode: 'auto' } as UpdateConfig };
  const gone = async (file: string | null): Promise<boolean> =>
    file !== null &&
    (await access(file).then(
      () => false,
      () => true,
    ));

  it.each([
    ['signed with another key', signedBy(generateKeyPairSync('ed25519').privateKey), '0.2.0', 'invalid'],
    [
      'the publisher’s statement of another file',
      signedBy(publisher.privateKey, { file: 'Price-Lookup-0.1.9-x86_64.AppImage' }),
      '0.2.0',
      'file',
    ],
    [
      'the publisher’s older release offered as 0.2.0 (a rollback)',
      signedBy(publisher.privateKey, { version: '0.1.9' }),
      '0.2.0',
      'version',
    ],
    ['the publisher’s older release offered as what it is', signedBy(publisher.privateKey, { version: '0.0.9' }), '0.0.9', 'notNewer'],
    ['the publisher’s statement for another system', signedBy(publisher.privateKey, { platform: 'win32' }), '0.2.0', 'platform'],
    ['the publisher’s statement of other bytes', signedBy(publisher.privateKey, { sha512: sha512('other bytes') }), '0.2.0', 'sha512'],
    [
      'the old format: a bare signature over the bytes',
      sign(null, Buffer.from(NEW_VERSION), publisher.privateKey).toString('base64'),
      '0.2.0',
      'invalid',
    ],
    ['no signature on the feed', null, '0.2.0', 'missing'],
    ['a signature file that is not one', 'not a signature', '0.2.0', 'invalid'],
  ])(
    '%s: refused, the file deleted, nothing installed now or on quit, the user told and one line logged',
    async (_case, signature, version, refusal) => {
      const { updater } = fakeUpdater({ version, signature });
      const { updates, log } = setUp(updater, feed);
      expect(await updates.check()).toEqual({
        state: 'failed',
        at: '2026-11-25T10:00:00.000Z',
        reason: { key: 'update.failed.signature' },
      });
      expect(await gone(join(dir, 'Price-Lookup-0.2.0-x86_64.AppImage'))).toBe(true);
      expect(await gone(join(dir, 'temp-Price-Lookup-0.2.0-x86_64.AppImage'))).toBe(true);
      expect(updater.autoInstallOnAppQuit).toBe(false);
      expect(await updates.restartToUpdate()).toBe(false);
      expect(updater.calls.some((call) => call.startsWith('install'))).toBe(false);
      await log.flush();
      const lines = (await readFile(log.file, 'utf8')).trim().split('\n');
      expect(lines.filter((line) => line.includes('update-failed'))).toHaveLength(1);
      expect(lines.join('\n')).toContain(UPDATE_SIGNATURE_ERROR);
      expect(lines.find((line) => line.includes('update-failed'))).toContain(`"refusal":"${refusal}"`);
      expect(lines.join('\n')).not.toContain('update-ready');
      expect(updater.downloaded).toBeNull();
    },
  );

  it('the publisher’s signature of the file: downloaded and offered', async () => {
    const { updater } = fakeUpdater({ version: '0.2.0' });
    const { updates } = setUp(updater, feed);
    expect(await updates.check()).toEqual({ state: 'ready', version: '0.2.0', installsOnQuit: true });
    expect(await gone(updater.downloaded)).toBe(false);
  });

  it.each([
    ['no key at all', null],
    ['an empty key', ''],
    [
      'a key that is not Ed25519',
      generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    ],
  ])('a build with %s: updates are off and say why, and no feed is asked', async (_case, publicKey) => {
    const { updater } = fakeUpdater({ version: '0.2.0' });
    const { updates } = setUp(updater, feed, { publicKey });
    expect(updates.status()).toEqual({ state: 'off', why: 'noKey' });
    expect(await updates.check()).toEqual({ state: 'off', why: 'noKey' });
    updates.reconfigure();
    expect(updates.status()).toEqual({ state: 'off', why: 'noKey' });
    expect(updater.calls).toEqual([]);
  });

  it('where updates cannot install (a .deb): off with the reason, and no feed is asked', async () => {
    const { updater } = fakeUpdater({ version: '0.2.0' });
    const { updates } = setUp(updater, feed, { host: { platform: 'linux', packaged: true, install: 'deb', codeSigned: null } });
    expect(await updates.check()).toEqual({ state: 'off', why: 'packageManager' });
    expect(updater.calls).toEqual([]);
  });
});

describe('what electron-updater reports', () => {
  it('an error outside a check (an install that failed) is logged and shown; its own warnings go to the log, addresses as hosts only', async () => {
    const { updater } = fakeUpdater({ version: '0.2.0' });
    const { updates, log } = setUp(updater, { current: { url: 'https://intranet.example/secret-path/updates', mode: 'notify' } });
    await updates.check();
    expect(updates.status().state).toBe('ready');
    expect(updater.logger).not.toBeNull();
    updater.logger?.info('Checking for update');
    updater.logger?.warn('Cannot download https://intranet.example/secret-path/updates/x.zip, will retry');
    expect(await updates.restartToUpdate()).toBe(true);
    updater.emitError(new Error('Could not get code signature for running application'));
    expect(updates.status()).toMatchObject({ state: 'failed', reason: { key: 'update.failed.other' } });
    await log.flush();
    const text = await readFile(log.file, 'utf8');
    expect(text).toMatch(/updater-warning.*intranet\.example/);
    expect(text).not.toContain('Checking for update');
    expect(text).not.toContain('secret-path');
    expect(text.split('\n').filter((line) => line.includes('update-failed'))).toHaveLength(1);
  });
});

describe('why an update failed, in words', () => {
  it.each([
    [Object.assign(new Error('sha512 checksum mismatch, expected x, got y'), { code: 'ERR_CHECKSUM_MISMATCH' }), 'update.failed.checksum'],
    [Object.assign(new Error('not signed by the publisher'), { code: UPDATE_SIGNATURE_ERROR }), 'update.failed.signature'],
    [
      Object.assign(new Error('New version 0.2.0 is not signed by the application owner'), { code: 'ERR_UPDATER_INVALID_SIGNATURE' }),
      'update.failed.signature',
    ],
    [Object.assign(new Error('Cannot find channel "latest.yml"'), { code: 'ERR_UPDATER_CHANNEL_FILE_NOT_FOUND' }), 'update.failed.feed'],
    [Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }), 'update.failed.unreachable'],
    [new Error('net::ERR_CERT_AUTHORITY_INVALID'), 'update.failed.unreachable'],
    [new Error('something else'), 'update.failed.other'],
  ])('%s → %s', (error, key) => {
    expect(updateFailure(error, 'https://intranet.example/updates').reason.key).toBe(key);
  });
});

describe('installed for all users (the MSI)', () => {
  it('is a copy outside the user’s own programs folder on Windows; elsewhere never', () => {
    const local = 'C:\\Users\\anna\\AppData\\Local';
    expect(installedPerMachine('win32', 'C:\\Program Files\\Price Lookup\\Price Lookup.exe', local)).toBe(true);
    expect(installedPerMachine('win32', 'C:\\Users\\anna\\AppData\\Local\\Programs\\price-lookup\\Price Lookup.exe', local)).toBe(false);
    // Case and a trailing backslash do not matter; a folder merely starting alike is another folder.
    expect(installedPerMachine('win32', 'c:\\users\\ANNA\\appdata\\local\\Programs\\price-lookup\\Price Lookup.exe', `${local}\\`)).toBe(
      false,
    );
    expect(installedPerMachine('win32', 'C:\\Users\\anna\\AppData\\LocalOther\\Price Lookup.exe', local)).toBe(true);
    expect(installedPerMachine('win32', 'C:\\Program Files\\Price Lookup\\Price Lookup.exe', undefined)).toBe(true);
    expect(installedPerMachine('darwin', '/Applications/Price Lookup.app/Contents/MacOS/Price Lookup', undefined)).toBe(false);
  });
});
