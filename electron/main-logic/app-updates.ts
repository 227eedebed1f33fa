import { msg, type Message } from '../shared/i18n/catalogue';
import type { UpdateMode, UpdateStatus, UpdatesOff } from '../shared/update-status';
import type { DiagnosticsLog } from '../core/diagnostics-log';
import { discardDownloadedUpdate } from './update-discard';
import { requireUpdateSignatures, UPDATE_SIGNATURE_ERROR, updatePublicKey } from './update-signature';
import { updatesOffBecause, type UpdateHost } from './update-support';

/** electron-updater's logger shape (`{ info, warn, error }`). */
interface UpdaterLogger {
  info(message?: unknown): void;
  warn(message?: unknown): void;
  error(message?: unknown): void;
  debug?(message: string): void;
}

/** What the app uses of electron-updater's AppUpdater (the platform's updater, or a test's). */
export interface Updater {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdates(): Promise<{ isUpdateAvailable: boolean; updateInfo: { version: string } } | null>;
  downloadUpdate(): Promise<unknown>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
  /** Where electron-updater writes what it does (null: nowhere); the app gives it the diagnostics log. */
  logger: UpdaterLogger | null;
  /** An error outside a check or download (Squirrel.Mac refusing to install, an installer that did not start). */
  on(event: 'error', listener: (error: Error, message?: string) => void): unknown;
}

/** Where updates come from and how they are taken, as the settings and policies say now. */
export interface UpdateConfig {
  url: string | null;
  mode: UpdateMode;
}

export interface AppUpdatesDeps {
  /** Made on first use: electron-updater's `autoUpdater` reads the app's files when it is made; null: this copy does not update itself. */
  updater: (() => Updater) | null;
  /**
   * The publisher's Ed25519 public key (PEM) built into this copy: a downloaded update is installed only
   * with its signature by this key. None (or not an Ed25519 key): updates are off.
   */
  publicKey?: string | null;
  /** The running app's version: an update must be signed as a newer one (no rollback). */
  appVersion: string;
  /** This copy's system and install kind (update-support.ts); none: a copy whose updates can install (tests). */
  host?: Omit<UpdateHost, 'publicKey'>;
  config: () => UpdateConfig;
  log: DiagnosticsLog;
  now?: () => Date;
  /** Resolves once no lookup or quote pricing is under way (a restart must not cut one off). */
  idle: () => Promise<void>;
  /** Finishes what is being written (settings, quotes) before the installer takes over. */
  beforeInstall: () => Promise<void>;
  /** The status changed: the window's banner and the app menu follow. */
  onChange: (status: UpdateStatus) => void;
  setInterval?: (run: () => void, ms: number) => { unref?: () => void };
  clearInterval?: (timer: { unref?: () => void }) => void;
}

/** How often the feed is asked while the app runs. */
export const UPDATE_CHECK_EVERY_MS = 4 * 60 * 60 * 1000;

export interface AppUpdates {
  status(): UpdateStatus;
  /** Checks at once and then every 4 hours (nothing while no address is set). */
  start(): void;
  /** Asks the feed now (a check under way is joined, not repeated); a newer version is downloaded. */
  check(): Promise<UpdateStatus>;
  /**
   * The address or mode changed: what was downloaded under the old one is discarded (the file, the install
   * on quit) and the feed is asked at once, so the status says what the next quit does.
   */
  reconfigure(): void;
  /** Installs the downloaded version once nothing is being looked up; false when none is ready. */
  restartToUpdate(): Promise<boolean>;
  dispose(): void;
}

const hostOf = (url: string): string => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** Why a check or download failed, in words for the user; electron-updater's codes where it sets them. */
export function updateFailure(error: unknown, url: string): { reason: Message; code: string } {
  const code = typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : 'unknown';
  const text = error instanceof Error ? error.message : String(error);
  if (code === UPDATE_SIGNATURE_ERROR || code === 'ERR_UPDATER_INVALID_SIGNATURE') return { reason: msg('update.failed.signature'), code };
  if (code === 'ERR_CHECKSUM_MISMATCH' || /checksum mismatch/i.test(text)) return { reason: msg('update.failed.checksum'), code };
  if (code === 'ERR_UPDATER_CHANNEL_FILE_NOT_FOUND' || code === 'ERR_UPDATER_INVALID_UPDATE_INFO' || /HttpError: 404/.test(text))
    return { reason: msg('update.failed.feed', { host: hostOf(url) }), code };
  if (
    /^(E[A-Z]+|ERR_NAME|ERR_CONNECTION|ERR_INTERNET|ERR_NETWORK|ERR_ADDRESS|ERR_TIMED_OUT|ERR_CERT)/.test(code) ||
    /HttpError|ECONNREFUSED|ENOTFOUND|net::/.test(text)
  )
    return { reason: msg('update.failed.unreachable', { host: hostOf(url) }), code };
  return { reason: msg('update.failed.other'), code };
}

/** The host as given, or one whose updates can install (unit tests without a system of their own). */
const ANY_HOST: Omit<UpdateHost, 'publicKey'> = { platform: 'linux', packaged: true, install: 'appimage', codeSigned: null };

/** A line of electron-updater's for the diagnostics log: addresses shortened to their host (a path may be IT's own). */
const updaterLine = (message: unknown): string =>
  String(message instanceof Error ? message.message : message)
    .replaceAll(/\bhttps?:\/\/[^\s"'`]+/g, (url) => hostOf(url))
    .slice(0, 500);

/**
 * Updates from IT's feed (electron-updater's generic provider), only where they can install
 * (update-support.ts) and only with the publisher's signature (update-signature.ts): off unless IT's
 * address is set; checked at start and every 4 hours; a newer version is downloaded in the background,
 * its sha512 checked by electron-updater and its Ed25519 signature by the app before it counts as
 * downloaded; "Restart to update" installs it, and in `auto` mode quitting does too. A failure is one
 * line in the log and a status the window shows quietly, never a dialog; electron-updater's own warnings
 * and errors go to the log as well.
 */
export function createAppUpdates(deps: AppUpdatesDeps): AppUpdates {
  const now = deps.now ?? (() => new Date());
  const every = deps.setInterval ?? ((run, ms) => setInterval(run, ms));
  const stop = deps.clearInterval ?? ((timer) => clearInterval(timer as ReturnType<typeof setInterval>));
  const publicKey = updatePublicKey(deps.publicKey);
  const host: UpdateHost = { ...(deps.host ?? ANY_HOST), publicKey: publicKey !== null };
  let updater: Updater | null = null;
  let feedUrl: string | null = null;
  const offBecause = (): UpdatesOff | null => {
    if (deps.updater === null) return 'notHere';
    return updatesOffBecause(host, deps.config());
  };
  const startedOff = offBecause();
  let status: UpdateStatus = startedOff === null ? { state: 'idle', checkedAt: null } : { state: 'off', why: startedOff };
  let underway: Promise<UpdateStatus> | null = null;
  let timer: { unref?: () => void } | null = null;
  /** The address and mode updates were last set to: another one discards what was downloaded under it. */
  const keyOf = (config: UpdateConfig | null): string => (config === null ? 'off' : `${config.mode} ${config.url ?? ''}`);
  let configured = keyOf(startedOff === null ? deps.config() : null);
  /** Forgetting a download under way: a check waits for it, so a new download is not emptied with the old. */
  let discarding: Promise<void> = Promise.resolve();

  const set = (next: UpdateStatus): UpdateStatus => {
    status = next;
    deps.onChange(next);
    return next;
  };
  const active = (): UpdateConfig | null => (offBecause() === null ? deps.config() : null);
  const setOff = (why: UpdatesOff): UpdateStatus => (status.state === 'off' && status.why === why ? status : set({ state: 'off', why }));
  const failed = (error: unknown, url: string | null): UpdateStatus => {
    const { reason, code } = updateFailure(error, url ?? '');
    // What a refused signature contradicts (an older version, another system, other bytes), for IT.
    const refusal = typeof error === 'object' && error !== null && 'refusal' in error ? String(error.refusal) : undefined;
    // One line, without the feed's full address (it may carry a path IT keeps to itself).
    void deps.log.write('update-failed', { host: url === null ? null : hostOf(url), code, ...(refusal === undefined ? {} : { refusal }) });
    return set({ state: 'failed', at: now().toISOString(), reason });
  };

  const made = (make: () => Updater, key: NonNullable<typeof publicKey>): Updater => {
    const made = make();
    made.logger = {
      info: () => undefined,
      warn: (message) => void deps.log.write('updater-warning', { message: updaterLine(message) }),
      error: (message) => void deps.log.write('updater-error', { message: updaterLine(message) }),
    };
    // Errors outside a check or download (Squirrel.Mac refusing the app, an installer that did not start).
    made.on('error', (error) => {
      if (underway !== null) return;
      made.autoInstallOnAppQuit = false;
      failed(error, feedUrl);
    });
    requireUpdateSignatures(made, key, { platform: host.platform, appVersion: deps.appVersion });
    return made;
  };

  /** Whether a download was started since the cache was last emptied. */
  let downloaded = false;
  /**
   * What was downloaded is forgotten: no install on quit, the file gone from electron-updater's cache.
   */
  const forget = async (current: Updater): Promise<void> => {
    current.autoInstallOnAppQuit = false;
    if (!downloaded) return;
    downloaded = false;
    await discardDownloadedUpdate(current).catch((error: unknown) => void deps.log.write('updater-error', { message: updaterLine(error) }));
  };
  /** The same, once the check under way has finished (its download is not emptied half-written); a check waits for it. */
  const discardAfterUnderway = (): void => {
    const current = updater;
    if (current === null) return;
    current.autoInstallOnAppQuit = false;
    const before = underway === null ? Promise.resolve() : underway.then(() => undefined);
    discarding = Promise.all([discarding, before]).then(() => forget(current));
  };

  /** Whether the settings still say what a check started under. */
  const stillConfigured = (config: UpdateConfig): boolean => keyOf(active()) === keyOf(config);

  const run = async (
    config: UpdateConfig & { url: string },
    make: () => Updater,
    key: NonNullable<typeof publicKey>,
  ): Promise<UpdateStatus> => {
    try {
      await discarding;
      updater ??= made(make, key);
      // Downloads are started here, so a failed one is told like a failed check.
      updater.autoDownload = false;
      updater.autoInstallOnAppQuit = config.mode === 'auto';
      if (feedUrl !== config.url) {
        updater.setFeedURL({ provider: 'generic', url: config.url });
        feedUrl = config.url;
      }
      if (status.state === 'ready') return set({ ...status, installsOnQuit: config.mode === 'auto' });
      set({ state: 'checking' });
      const result = await updater.checkForUpdates();
      if (result === null || !result.isUpdateAvailable) return set({ state: 'idle', checkedAt: now().toISOString() });
      const version = result.updateInfo.version;
      set({ state: 'downloading', version });
      downloaded = true;
      await updater.downloadUpdate();
      // IT changed the address or mode meanwhile: this download is not the one to keep (reconfigure asks again).
      if (!stillConfigured(config)) {
        await forget(updater);
        return status;
      }
      void deps.log.write('update-ready', { version, host: hostOf(config.url) });
      return set({ state: 'ready', version, installsOnQuit: config.mode === 'auto' });
    } catch (error) {
      // Nothing refused is installed on quit either.
      if (updater !== null) updater.autoInstallOnAppQuit = false;
      return failed(error, config.url);
    }
  };

  const check = (): Promise<UpdateStatus> => {
    const config = active();
    const off = offBecause();
    const make = deps.updater;
    if (config === null || config.url === null || make === null || publicKey === null || off !== null)
      return Promise.resolve(setOff(off ?? 'noAddress'));
    underway ??= run({ ...config, url: config.url }, make, publicKey).finally(() => {
      underway = null;
    });
    const joined = underway;
    // A check under the old address or mode is finished first; then the new one is asked.
    return joined.then((done) => (stillConfigured(config) ? done : check()));
  };

  return {
    status: () => status,
    start() {
      if (timer !== null) return;
      void check();
      timer = every(() => void check(), UPDATE_CHECK_EVERY_MS);
      timer.unref?.();
    },
    check,
    reconfigure() {
      const config = active();
      const off = offBecause();
      const key = keyOf(config);
      if (key === configured && status.state !== 'off') return;
      configured = key;
      // Another feed or mode: nothing downloaded under the old one is installed, on quit or otherwise.
      discardAfterUnderway();
      if (config === null || off !== null) {
        setOff(off ?? 'noAddress');
        return;
      }
      set({ state: 'idle', checkedAt: null });
      void check();
    },
    async restartToUpdate() {
      if (status.state !== 'ready' || updater === null) return false;
      await deps.idle();
      await deps.beforeInstall();
      void deps.log.write('update-install', { version: status.version });
      // Silent on Windows (no installer pages), and the app starts again after. A failure to install
      // comes back as electron-updater's 'error' event: logged and shown.
      updater.quitAndInstall(true, true);
      return true;
    },
    dispose() {
      if (timer !== null) stop(timer);
      timer = null;
    },
  };
}
