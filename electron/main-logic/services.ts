import { join } from 'node:path';
import { createDiagnosticsLog } from '../core/diagnostics-log';
import { originOf } from '../core/origin-bound-store';
import { watchPolicyFile } from '../core/policy-file';
import { createSettingsStore } from '../core/settings-store';
import { createWriteQueue } from '../core/write-queue';
import { startPriceSimulator, type PriceSimulator } from '../core/simulator/price-simulator';
import { createTokenClock } from '../core/token-lifetime';
import type { AppearanceChoice } from '../shared/appearance';
import type { UiLanguage } from '../shared/i18n/language';
import { englishText } from '../shared/i18n/translator';
import { createAppUpdates, type AppUpdates } from './app-updates';
import { createCredentialBounds } from './credential-bounds';
import { createCredentialStores } from './credential-stores';
import { createGlobalShortcut, NO_SYSTEM_SHORTCUTS } from './global-shortcut';
import { createHandlers, type IpcHandlers } from './handlers';
import { createCancellableRequests } from './lookup-handlers';
import { NO_MAIL_PROGRAM } from './mail-handlers';
import type { MainServicesOptions } from './main-services-options';
import { readPolicySources } from './policy-sources';
import { createPriceLookups } from './price-lookups';
import { createProxyLogins } from './proxy-logins';
import { NO_PRINTER } from './quote-printer';
import { DEFAULT_REGIONAL_LOCALE } from './regional-locale';
import { createSettingsState } from './settings-state';
import { createSignInSession } from './sign-in-session';
import { createTrayMenu, type TrayMenu } from './tray-menu';
import { createTypedHandOver, type TypedHandOver } from './typed-hand-over';
import { createUserStores } from './user-stores';

/** How often settings.json is looked at for another process's change: a stat, cheap; the window follows within it. */
const SETTINGS_FILE_INTERVAL_MS = 2_000;

export interface MainServices {
  handlers: IpcHandlers;
  /** The diagnostics log file, for tests and support. */
  logFile: string;
  /** The language the UI speaks now; main's menu and dialogs use it too. */
  uiLanguage(): UiLanguage;
  /** Calls `listener` when the user's choice makes the UI speak another language, e.g. to rebuild the menu. */
  onUiLanguageChange(listener: (language: UiLanguage) => void): void;
  /** Light, dark or as the system is (Settings → Appearance). */
  appearance(): AppearanceChoice;
  /** Calls `listener` when the user chooses another appearance, so the window's own colours follow. */
  onAppearanceChange(listener: (appearance: AppearanceChoice) => void): void;
  /** The tray's menu, kept up to date; null without a tray. */
  tray: TrayMenu | null;
  /** The window loaded (anew, e.g. after its renderer crashed): its lookups ask the service again, as after a restart. */
  windowLoaded(): void;
  /** Whether closing the window keeps the app running in the tray (Settings); never without a tray to come back from. */
  keepInTray(): boolean;
  /** Updates from the intranet: checked from `start()` on; the menu offers "Restart to update" while one waits. */
  updates: AppUpdates;
  /** Calls `listener` when main's state changed by itself (an update found or downloaded): the window asks again. */
  onStateChanged(listener: () => void): void;
  /** Main's question, before the window goes, for what is typed and not yet taken (window-close.ts asks it). */
  handOver: TypedHandOver;
  /** Finishes pending settings and quote writes, stops the demo simulator and flushes the log. */
  dispose(): Promise<void>;
}

/** Everything the main process serves over IPC, without Electron: the app and the e2e harness both build it here. */
export async function createMainServices(options: MainServicesOptions): Promise<MainServices> {
  const proxyLogins = options.proxyLogins ?? createProxyLogins(() => false);
  const now = options.now ?? (() => new Date());
  const regionalLocale = options.regionalLocale ?? DEFAULT_REGIONAL_LOCALE;
  const settingsStore = createSettingsStore(options.userDataDir);
  const loaded = await settingsStore.load();
  const credentials = createCredentialStores(options, loaded.settings.language, () => originOf(state.settings().baseUrl));
  const log = createDiagnosticsLog({
    dir: join(options.userDataDir, 'logs'),
    // The token as last read, so the log can blank it out wherever it might appear.
    secrets: () => [...credentials.secrets(), ...proxyLogins.secrets()],
  });
  // The log is for support and stays English.
  if (loaded.notice) void log.write('settings-reset', { notice: englishText(loaded.notice) });
  // Where no icon can be seen (a Linux desktop without a tray), the window is the only way back.
  const trayShown = options.tray !== undefined && options.tray.shown !== false;
  const policies = await readPolicySources(options, log);
  // One judge of tokens' lifetimes for the sign-in, the lookups and Settings: a wall clock never decides alone.
  const tokenClock = createTokenClock({
    now,
    ...(options.monotonicNow === undefined ? {} : { monotonicNow: options.monotonicNow }),
  });
  const state = createSettingsState(
    settingsStore,
    credentials.tokenStore,
    loaded,
    regionalLocale,
    options.preferredLanguages ?? (() => []),
    () => trayShown,
    policies.atStart,
    tokenClock,
    credentials.keychainHolder,
  );
  const signIn = createSignInSession({
    state,
    tokenStore: credentials.tokenStore,
    passwordStore: credentials.passwordStore,
    fetch: options.fetch,
    log,
    now,
    tokenClock,
    ...(options.setTimer === undefined ? {} : { setTimer: options.setTimer }),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    openQuestion: () => proxyLogins.openQuestion(),
  });
  const stateListeners: (() => void)[] = [];
  const stateChanged = (): void => {
    for (const listener of stateListeners) listener();
  };
  // A notice known later (a sign-out, what a store read left out): the window asks again.
  state.onNotice(stateChanged);
  const bounds = createCredentialBounds(state, signIn, credentials, log);
  bounds.signOutElsewhere();
  state.onOriginChange(bounds.signOutElsewhere);
  // Stay signed in across restarts: plan the stored token's renewal (or renew it now).
  void signIn.resume();
  bounds.keepToPolicy();
  let tray: TrayMenu | null = null;
  const stores = createUserStores(options, { state, log, now, refreshTray: () => void tray?.refresh() });
  let demo: Promise<PriceSimulator> | null = null;
  const shortcut = createGlobalShortcut(
    options.globalShortcut ?? { api: NO_SYSTEM_SHORTCUTS, platform: process.platform, onPressed: () => undefined },
  );
  shortcut.apply(state.settings().globalShortcut);
  state.showShortcut(shortcut.state);
  // Started on first use so start-up stays fast for users with a real service.
  const startDemo = (): Promise<PriceSimulator> => {
    demo ??= (options.startDemo ?? startPriceSimulator)();
    demo.catch(() => {
      demo = null;
    });
    return demo;
  };
  const prices = createPriceLookups({
    state,
    tokenStore: credentials.tokenStore,
    fetch: options.fetch,
    demo: startDemo,
    log,
    now,
    lastKnown: stores.lastKnown,
    signIn,
    tokenClock,
    // Someone typing a proxy's password is not told meanwhile that the service cannot be reached.
    checkOptions: {
      openQuestion: () => proxyLogins.openQuestion(),
      ...(options.busyWait ? { sleep: options.busyWait } : {}),
      ...(options.monotonicNow ? { monotonic: options.monotonicNow } : {}),
    },
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
  const underway = createCancellableRequests();
  const handOver = createTypedHandOver({
    log,
    ...(options.handOverLimitMs === undefined ? {} : { limitMs: options.handOverLimitMs }),
  });
  const updates = createAppUpdates({
    // None (unit tests, a copy IT installed for all users, the unpackaged app): nothing is asked, whatever is set.
    updater: options.updates?.updater ?? null,
    ...(options.updates?.host === undefined ? {} : { host: options.updates.host }),
    publicKey: options.updates?.publicKey ?? null,
    appVersion: options.updates?.appVersion ?? '0.0.0',
    // The address is IT's UpdateUrl policy alone (policy-values.ts).
    config: () => ({ url: state.settings().updateUrl, mode: state.policies().updateMode ?? 'notify' }),
    log,
    now,
    idle: () => underway.idle(),
    // What is typed reaches main before the update closes the window, then main's writes finish.
    beforeInstall: async () => {
      await handOver.ask();
      await state.flush();
    },
    onChange: stateChanged,
  });
  state.showUpdates({ status: updates.status, version: options.updates?.appVersion ?? '0.0.0' });
  // IT changed a policy while the app runs (Group Policy refreshed, a profile installed, the file
  // rewritten): it applies at once.
  const stopFollowingPolicies = policies.follow((merged) => {
    state.setPolicies(merged);
    bounds.keepToPolicy();
    shortcut.apply(state.settings().globalShortcut);
    updates.reconfigure();
    stateChanged();
  });
  // Another process changed settings.json (`price-lookup sign-in` as someone else): the app follows it,
  // and the window learns of it, as of a policy's change.
  const stopWatchingSettings = watchPolicyFile(
    settingsStore.file,
    () => {
      const signedInBefore = JSON.stringify(state.settings().signIn);
      void state.reload().then((changed) => {
        if (!changed) return;
        void log.write('settings-changed-elsewhere', {});
        // Another account, or another choice to stay signed in: a renewal planned or under way for the old one is over.
        if (JSON.stringify(state.settings().signIn) !== signedInBefore) void signIn.followChangeElsewhere();
        shortcut.apply(state.settings().globalShortcut);
        void tray?.refresh();
        stateChanged();
      });
    },
    options.settingsFileIntervalMs ?? SETTINGS_FILE_INTERVAL_MS,
  );
  // Quote commands one at a time; quitting waits for the one under way before the stores' last writes.
  const quoteCommands = createWriteQueue();
  const handlers = createHandlers({
    underway,
    quoteCommands,
    updates,
    state,
    tokenStore: credentials.tokenStore,
    prices,
    log,
    openFolder: options.openFolder ?? (async () => false),
    showFile: options.showFile ?? (() => undefined),
    quoteStore: stores.quoteStore,
    customers: stores.customers,
    signIn,
    lastKnown: stores.lastKnown,
    recall: stores.recall,
    shortcut,
    writeClipboard: options.writeClipboard ?? (async () => undefined),
    proxyLogins,
    handOver,
    chooseSavePath: options.chooseSavePath ?? (async () => null),
    chooseCustomerFile: options.chooseCustomerFile ?? (async () => null),
    uiLanguage: state.uiLanguage,
    documents: {
      printer: options.printer ?? NO_PRINTER,
      logos: stores.logos,
      quoteStore: stores.quoteStore,
      numbers: stores.numbers,
      sentDocuments: stores.sentDocuments,
      log,
      regionalLocale,
      now,
      chooseImagePath: options.chooseImagePath ?? (async () => null),
      mail: options.mail ?? NO_MAIL_PROGRAM,
      mailDir: join(options.userDataDir, 'mail'),
      previewDir: join(options.userDataDir, 'preview'),
    },
    now,
  });
  if (options.tray) {
    tray = createTrayMenu(options.tray, {
      language: state.uiLanguage,
      regionalLocale,
      recent: () => stores.recall.recentLookups.list(),
      lastCountry: () => state.settings().lastCountry,
    });
    void tray.refresh();
    state.onUiLanguageChange(() => void tray?.refresh());
  }
  return {
    handlers,
    logFile: log.file,
    uiLanguage: state.uiLanguage,
    onUiLanguageChange: state.onUiLanguageChange,
    appearance: () => state.settings().appearance,
    onAppearanceChange: state.onAppearanceChange,
    tray,
    windowLoaded: () => prices.forget(),
    keepInTray: () => tray !== null && trayShown && state.settings().keepInTray,
    updates,
    onStateChanged: (listener) => {
      stateListeners.push(listener);
    },
    handOver,
    async dispose() {
      stopFollowingPolicies();
      stopWatchingSettings();
      updates.dispose();
      signIn.stop();
      shortcut.dispose();
      tray?.dispose();
      await quoteCommands.idle();
      await Promise.all([bounds.settled(), state.flush(), stores.flush()]);
      const simulator = demo ? await demo.catch(() => null) : null;
      await simulator?.close();
      await log.flush();
    },
  };
}
