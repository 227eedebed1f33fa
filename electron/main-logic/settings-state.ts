import type { AppearanceChoice } from '../shared/appearance';
import type { UpdateStatus } from '../shared/update-status';
import { defaultShortcut, type GlobalShortcutState } from '../shared/global-shortcut';
import { fail, ok, type Result } from '../shared/errors';
import { msg, type Message } from '../shared/i18n/catalogue';
import { resolveUiLanguage, type UiLanguage } from '../shared/i18n/language';
import type { AppState, PriceSource } from '../shared/ipc-contract';
import { priceSourceOf } from '../shared/price-info';
import { accountKeyOf, createAccountTags } from '../core/account-key';
import { originOf, type OriginBoundStore } from '../core/origin-bound-store';
import type { Settings, SettingsStore } from '../core/settings-store';
import { mergeSettings, type KeychainHolder } from './settings-merge';
import { applyPolicies, NO_POLICIES, policyState, type ReadPolicies } from './policy-values';
import type { PolicyState } from '../shared/policy-state';
import { createWriteQueue } from '../core/write-queue';
import { createTokenClock, type TokenClock } from '../core/token-lifetime';

/** The settings main holds, how they are saved, and the app state the renderer may see. */
export interface SettingsState {
  /** The settings as the app uses them: the user's own with what IT has set applied. */
  settings(): Settings;
  /** The user's own settings, as saved beneath what IT has set: a change keeps a locked field's own value. */
  ownSettings(): Settings;
  /** What IT has set: what is locked, and the bounds to keep to. */
  policies(): PolicyState;
  /** Where prices come from now: the demo simulator until a service is set up, or while demo data is chosen. */
  source(): PriceSource;
  /** The language the UI speaks: the choice in Settings, or for "system" the system's preferred language. */
  uiLanguage(): UiLanguage;
  /** Calls `listener` whenever a settings change makes the UI speak another language (main's menu follows). */
  onUiLanguageChange(listener: (language: UiLanguage) => void): void;
  /** Calls `listener` whenever the user chooses another appearance (main's window follows at once). */
  onAppearanceChange(listener: (appearance: AppearanceChoice) => void): void;
  /** Changes and saves settings; writes go one after another so an older one never lands last. */
  update(change: Partial<Settings>): Promise<Result<AppState>>;
  /**
   * The state for the renderer, with the notices known now: never the token, only whether one is stored and
   * when it expires. Main's own work asks it too (a command's answer), so it never waits for a notice.
   */
  snapshot(): Promise<AppState>;
  /** Resolves once every settings write asked for so far has finished. */
  flush(): Promise<void>;
  /**
   * A message for the user that becomes known later (what a store read at start left out, a sign-out). Once
   * known it stays in every state until the user dismisses it, then the next one is told; `onNotice` says when.
   */
  notify(notice: Promise<Message | null>): void;
  /**
   * Resolves once every notice told so far is known: the window's own ask waits for it. Nothing main does may
   * wait for it: the work that makes a notice (a sign-out) asks for the state itself.
   */
  noticesKnown(): Promise<void>;
  /** Calls `listener` whenever a notice told later becomes known, so the window asks for the state again. */
  onNotice(listener: () => void): void;
  /** The user read the notice with this id: it goes and the next one (if any) is told. Another id changes nothing. */
  dismissNotice(id: number): void;
  /** Whether the token endpoint refused the kept password (until the next sign-in, paste or removal). */
  passwordRejected(): boolean;
  /** Says (or stops saying) that the kept password was refused; in memory only: the password itself is gone. */
  setPasswordRejected(rejected: boolean): void;
  /** Where updates stand and this app's version, for the app state (app-updates.ts; none: off). */
  showUpdates(view: UpdateView): void;
  /** Where the global shortcut stands with the system, for the app state (global-shortcut.ts; none: off). */
  showShortcut(state: () => GlobalShortcutState): void;
  /** IT changed the policies while the app runs: they apply at once over the user's own settings (kept as saved). */
  setPolicies(read: ReadPolicies): void;
  /**
   * Reads the settings file again after another process (`price-lookup sign-in`) wrote it: what that
   * process changed is taken, what this app changed and has not written yet stays. True when anything changed.
   */
  reload(): Promise<boolean>;
  /** Calls `listener` whenever the service's origin changes (Settings, a policy, the file), with the old and the new one. */
  onOriginChange(listener: (previous: string | null, next: string | null) => void): void;
}

interface UpdateView {
  status(): UpdateStatus;
  version: string;
}

export function createSettingsState(
  store: SettingsStore,
  /** The access token, bound to the origin it was issued for. */
  tokenStore: OriginBoundStore,
  loaded: { settings: Settings; notice: Message | null },
  /** The regional format of this computer (numbers, dates), which can differ from the UI language. */
  regionalLocale: string,
  /** The system's preferred languages, asked each time: the user may change them while the app runs. */
  preferredLanguages: () => readonly string[] = () => [],
  /** Whether a tray icon can be seen, so closing the window may keep the app running there. */
  trayAvailable: () => boolean = () => false,
  /** What IT has set (policy-values.ts): it wins over the user's own settings, which are still what is saved. */
  policies: ReadPolicies = NO_POLICIES,
  /** The judge of the token's lifetime (token-lifetime.ts), shared with the sign-in and the lookups. */
  tokenClock: TokenClock = createTokenClock(),
  /**
   * Whose token the keychain holds (services.ts tells): with another program's there, the account it
   * signed in is the one `signIn` names, whatever this app changes on its own. None: always this app's.
   */
  keychainHolder: () => Promise<KeychainHolder> = async () => 'own',
): SettingsState {
  // The user's own settings, as saved; `settings` below is them with the policies applied.
  let own = loaded.settings;
  // The file as this app last read or wrote it: what differs from it on disk another process wrote.
  let base = loaded.settings;
  let settings = applyPolicies(own, policies.values);
  let updates: UpdateView = { status: () => ({ state: 'off', why: 'notHere' }), version: '0.0.0' };
  let shortcut = (): GlobalShortcutState => {
    const accelerator = defaultShortcut(process.platform);
    return { enabled: false, accelerator, defaultAccelerator: accelerator, binding: 'off' };
  };
  // Kept until dismissed: a state the window asks for twice, or drops for a newer one, never loses one.
  let noticeIds = 0;
  const notices: { id: number; message: Message }[] = [];
  const addNotice = (message: Message): void => {
    noticeIds += 1;
    notices.push({ id: noticeIds, message });
  };
  if (loaded.notice) addNotice(loaded.notice);
  // The notices told and not yet known, in order.
  let coming: Promise<void> = Promise.resolve();
  const noticeListeners: (() => void)[] = [];
  let passwordRejected = false;
  const writes = createWriteQueue();
  const uiLanguage = (): UiLanguage => resolveUiLanguage(settings.language, preferredLanguages());
  const languageListeners: ((language: UiLanguage) => void)[] = [];
  const appearanceListeners: ((appearance: AppearanceChoice) => void)[] = [];
  const originListeners: ((previous: string | null, next: string | null) => void)[] = [];
  const accountTag = createAccountTags();
  // Without a service set up, demo data, unless IT allows none: then the service, which says it is not set up.
  const source = (): PriceSource => priceSourceOf(settings, policies.values.AllowDemo);

  const snapshot = async (): Promise<AppState> => {
    let token: string | null;
    try {
      // Only a token kept for the service in use counts: another service's is never sent.
      token = await tokenStore.read(originOf(settings.baseUrl));
    } catch {
      token = null;
    }
    const verdict = token === null ? null : tokenClock.judge(token);
    // The logo itself stays in main: the window learns only whether there is one.
    const { logo, ...company } = settings.company;
    const state: AppState = {
      baseUrl: settings.baseUrl,
      hasToken: token !== null,
      tokenStorage: tokenStore.storage(),
      tokenExpiresAt: verdict?.expiresAt?.toISOString() ?? null,
      tokenExpired: verdict?.expired ?? false,
      source: source(),
      lastCountry: settings.lastCountry,
      regionalLocale,
      uiLanguage: uiLanguage(),
      languageChoice: settings.language,
      notice: notices[0] ?? null,
      signedInAs: token !== null ? (settings.signIn?.user ?? null) : null,
      staySignedIn: token !== null && (settings.signIn?.staySignedIn ?? false),
      // The same account key the lookups keep their prices under, so the renderer drops its prices when they would.
      accountTag: token === null ? null : accountTag(accountKeyOf(token, settings.signIn?.user ?? null)),
      passwordRejected,
      lastKnownMaxAgeDays: settings.lastKnownMaxAgeDays,
      keepInTray: settings.keepInTray,
      trayAvailable: trayAvailable(),
      shortcut: shortcut(),
      recheckAfterHours: settings.recheckAfterHours,
      followUpDays: settings.followUpDays,
      company: { ...company, hasLogo: logo !== null },
      documents: settings.documents,
      settingsSection: settings.settingsSection,
      appearance: settings.appearance,
      policies: policyState(policies.values),
      policyProblems: policies.problems.map(({ name, reason }) => ({ name, reason })),
      appVersion: updates.version,
      updateUrl: settings.updateUrl,
      update: updates.status(),
    };
    return state;
  };

  /** Makes a change to the user's settings or the policies, and tells whoever follows what it changed. */
  const apply = (change: () => void): void => {
    const spoken = uiLanguage();
    const shown = settings.appearance;
    const origin = originOf(settings.baseUrl);
    change();
    settings = applyPolicies(own, policies.values);
    const now = uiLanguage();
    if (now !== spoken) for (const listener of languageListeners) listener(now);
    if (settings.appearance !== shown) for (const listener of appearanceListeners) listener(settings.appearance);
    const nextOrigin = originOf(settings.baseUrl);
    if (nextOrigin !== origin) for (const listener of originListeners) listener(origin, nextOrigin);
  };
  // A keychain that cannot be read tells nothing new: the app's own account stands, as before.
  const holder = (): Promise<KeychainHolder> => keychainHolder().catch(() => 'own' as const);
  /** The settings file as it is now; null when it cannot be read (then this app's own stand). */
  const readDisk = async (): Promise<Settings | null> => {
    try {
      const read = await store.load({ readOnly: true });
      return read.notice === null ? read.settings : null;
    } catch {
      return null;
    }
  };

  return {
    settings: () => settings,
    ownSettings: () => own,
    policies: () => policyState(policies.values),
    source,
    uiLanguage,
    onUiLanguageChange: (listener) => {
      languageListeners.push(listener);
    },
    onAppearanceChange: (listener) => {
      appearanceListeners.push(listener);
    },
    snapshot,
    flush: () => writes.idle(),
    notify(notice) {
      const known = Promise.all([coming, notice.catch(() => null)]).then(([, message]) => {
        if (message) addNotice(message);
        return message !== null;
      });
      coming = known.then(() => undefined);
      // The window keeps the answer to its latest ask only, which may have been asked before this was known.
      void known.then((told) => {
        if (told) for (const listener of noticeListeners) listener();
      });
    },
    noticesKnown: () => coming,
    onNotice: (listener) => {
      noticeListeners.push(listener);
    },
    dismissNotice(id) {
      if (notices[0]?.id === id) notices.shift();
    },
    passwordRejected: () => passwordRejected,
    setPasswordRejected: (rejected) => {
      passwordRejected = rejected;
    },
    showUpdates: (view) => {
      updates = view;
    },
    showShortcut: (state) => {
      shortcut = state;
    },
    setPolicies(read) {
      apply(() => {
        policies = read;
      });
    },
    async update(change) {
      // Before the write: the window changes at once, as the page does, whether or not the file is written.
      apply(() => {
        own = { ...own, ...change };
      });
      try {
        await writes.run(async () => {
          // Merged with what another process wrote since: its changes are not undone by this write.
          const disk = await readDisk();
          const keychain = await holder();
          const next = disk === null ? own : mergeSettings(base, own, disk, keychain);
          await store.save(next);
          const before = base;
          base = next;
          // A change asked for while this one was written stays in `own` for its own write.
          const merged = disk === null ? own : mergeSettings(before, own, disk, keychain);
          if (merged !== own) apply(() => (own = merged));
        });
      } catch {
        return fail('settings-unwritable', msg('errors.settings.unwritableKept', { file: store.file }));
      }
      return ok(await snapshot());
    },
    reload: () =>
      writes.run(async () => {
        const disk = await readDisk();
        if (disk === null) return false;
        // Asked before `own` is read: a change the user makes while the keychain answers is in `own` then.
        const keychain = await holder();
        const next = mergeSettings(base, own, disk, keychain);
        base = disk;
        if (next === own) return false;
        apply(() => (own = next));
        return true;
      }),
    onOriginChange: (listener) => {
      originListeners.push(listener);
    },
  };
}
