import { msg, type Message } from '../shared/i18n/catalogue';
import type { UpdateMode, UpdateStatus, UpdatesOff } from '../shared/update-status';
import type { DiagnosticsLog } from '../core/diagnostics-log';

/** What the app uses of electron-updater's AppUpdater (the platform's updater, or a test's). */
export interface Updater {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdates(): Promise<{ isUpdateAvailable: boolean; updateInfo: { version: string } } | null>;
  downloadUpdate(): Promise<unknown>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
}

/** Where updates come from and how they are taken, as the settings and policies say now. */
export interface UpdateConfig {
  url: string | null;
  mode: UpdateMode;
}

export interface AppUpdatesDeps {
  /** Made on first use: electron-updater's `autoUpdater` reads the app's files when it is made; null: this copy does not update itself. */
  updater: (() => Updater) | null;
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
  /** The address or mode changed: the status follows, and a new address is asked at once. */
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

/**
 * Updates from IT's feed (electron-updater's generic provider): off unless an address is set; checked
 * at start and every 4 hours; a newer version is downloaded in the background and verified (sha512) by
 * electron-updater; "Restart to update" installs it, and in `auto` mode quitting does too. A failure is
 * one line in the log and a status the window shows quietly, never a dialog.
 */
export function createAppUpdates(deps: AppUpdatesDeps): AppUpdates {
  const now = deps.now ?? (() => new Date());
  const every = deps.setInterval ?? ((run, ms) => setInterval(run, ms));
  const stop = deps.clearInterval ?? ((timer) => clearInterval(timer as ReturnType<typeof setInterval>));
  let updater: Updater | null = null;
  let feedUrl: string | null = null;
  const offBecause = (): UpdatesOff | null => {
    const config = deps.config();
    if (deps.updater === null) return 'notHere';
    if (config.mode === 'off') return 'modeOff';
    return config.url === null ? 'noAddress' : null;
  };
  const startedOff = offBecause();
  let status: UpdateStatus = startedOff === null ? { state: 'idle', checkedAt: null } : { state: 'off', why: startedOff };
  let underway: Promise<UpdateStatus> | null = null;
  let timer: { unref?: () => void } | null = null;

  const set = (next: UpdateStatus): UpdateStatus => {
    status = next;
    deps.onChange(next);
    return next;
  };
  const active = (): UpdateConfig | null => (offBecause() === null ? deps.config() : null);
  const setOff = (why: UpdatesOff): UpdateStatus => (status.state === 'off' && status.why === why ? status : set({ state: 'off', why }));

  const run = async (config: UpdateConfig & { url: string }, make: () => Updater): Promise<UpdateStatus> => {
    try {
      updater ??= make();
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
      await updater.downloadUpdate();
      void deps.log.write('update-ready', { version, host: hostOf(config.url) });
      return set({ state: 'ready', version, installsOnQuit: config.mode === 'auto' });
    } catch (error) {
      const { reason, code } = updateFailure(error, config.url);
      // One line, without the feed's full address (it may carry a path IT keeps to itself).
      void deps.log.write('update-failed', { host: hostOf(config.url), code });
      return set({ state: 'failed', at: now().toISOString(), reason });
    }
  };

  const check = (): Promise<UpdateStatus> => {
    const config = active();
    const off = offBecause();
    const make = deps.updater;
    if (config === null || config.url === null || make === null || off !== null) return Promise.resolve(setOff(off ?? 'noAddress'));
    underway ??= run({ ...config, url: config.url }, make).finally(() => {
      underway = null;
    });
    return underway;
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
      if (config === null || off !== null) {
        if (updater !== null) updater.autoInstallOnAppQuit = false;
        setOff(off ?? 'noAddress');
        return;
      }
      if (config.url !== feedUrl || status.state === 'off') {
        // Another feed: what was found at the old one is not offered from the new one.
        if (status.state !== 'ready' || config.url !== feedUrl) set({ state: 'idle', checkedAt: null });
        void check();
      } else if (updater !== null) {
        updater.autoInstallOnAppQuit = config.mode === 'auto';
        if (status.state === 'ready') set({ ...status, installsOnQuit: config.mode === 'auto' });
      }
    },
    async restartToUpdate() {
      if (status.state !== 'ready' || updater === null) return false;
      await deps.idle();
      await deps.beforeInstall();
      void deps.log.write('update-install', { version: status.version });
      // Silent on Windows (no installer pages), and the app starts again after.
      updater.quitAndInstall(true, true);
      return true;
    },
    dispose() {
      if (timer !== null) stop(timer);
      timer = null;
    },
  };
}

/**
 * Whether this copy was installed for all users (the MSI, into Program Files). electron-updater would put
 * a per-user copy beside it; IT updates it with the next MSI instead, so the app asks no feed.
 */
export function installedPerMachine(platform: NodeJS.Platform, exePath: string, localAppData: string | undefined): boolean {
  if (platform !== 'win32') return false;
  if (localAppData === undefined || localAppData === '') return true;
  const normal = (path: string): string => path.replaceAll('/', '\\').replace(/\\+$/, '').toLowerCase();
  return !normal(exePath).startsWith(`${normal(localAppData)}\\`);
}
