import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiagnosticsLog } from '../core/diagnostics-log';
import type { UpdateStatus } from '../shared/update-status';
import {
  createAppUpdates,
  installedPerMachine,
  UPDATE_CHECK_EVERY_MS,
  updateFailure,
  type UpdateConfig,
  type Updater,
} from './app-updates';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'price-lookup-app-updates-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** An updater that answers as told and records what the app asked of it. */
function fakeUpdater(answer: { version?: string; fail?: Error; failDownload?: Error } = {}) {
  const calls: string[] = [];
  let release: () => void = () => undefined;
  const updater: Updater & { calls: string[]; holdDownload(): void } = {
    calls,
    autoDownload: true,
    autoInstallOnAppQuit: true,
    setFeedURL: ({ url }) => void calls.push(`feed ${url}`),
    checkForUpdates: async () => {
      calls.push('check');
      if (answer.fail) throw answer.fail;
      return answer.version === undefined
        ? { isUpdateAvailable: false, updateInfo: { version: '0.1.0' } }
        : { isUpdateAvailable: true, updateInfo: { version: answer.version } };
    },
    downloadUpdate: async () => {
      calls.push('download');
      await held;
      if (answer.failDownload) throw answer.failDownload;
      return [];
    },
    quitAndInstall: (silent, runAfter) => void calls.push(`install silent=${String(silent)} runAfter=${String(runAfter)}`),
    holdDownload: () => {
      held = new Promise((resolve) => (release = resolve));
    },
  };
  let held: Promise<void> = Promise.resolve();
  return { updater, release: () => release() };
}

function setUp(updater: Updater, config: { current: UpdateConfig }, extra: { idle?: () => Promise<void>; order?: string[] } = {}) {
  const log = createDiagnosticsLog({ dir, secrets: () => [] });
  const seen: UpdateStatus[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const updates = createAppUpdates({
    updater: () => updater,
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
    expect(updater.calls).toEqual(['feed https://intranet.example/updates', 'check', 'download']);
    expect(updater.autoDownload).toBe(false);
    expect(updater.autoInstallOnAppQuit).toBe(false);
    expect(seen.map((status) => status.state)).toEqual(['checking', 'downloading', 'ready']);
    expect(updates.status()).toEqual({ state: 'ready', version: '0.2.0', installsOnQuit: false });
    expect(timers).toHaveLength(1);
    expect(timers[0]?.ms).toBe(4 * 60 * 60 * 1000);
    config.current = { ...config.current, mode: 'auto' };
    updates.reconfigure();
    expect(updater.autoInstallOnAppQuit).toBe(true);
    expect(updates.status()).toEqual({ state: 'ready', version: '0.2.0', installsOnQuit: true });
    // Once downloaded, the 4-hourly check does not fetch it again.
    timers[0]?.run();
    await updates.check();
    expect(updater.calls.filter((call) => call === 'download')).toHaveLength(1);
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

describe('why an update failed, in words', () => {
  it.each([
    [Object.assign(new Error('sha512 checksum mismatch, expected x, got y'), { code: 'ERR_CHECKSUM_MISMATCH' }), 'update.failed.checksum'],
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
