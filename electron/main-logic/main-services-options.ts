import type { Sleep } from '../core/retry-policy';
import type { FetchLike } from '../core/price-client';
import type { PriceSimulator } from '../core/simulator/price-simulator';
import type { TokenStore } from '../core/token-store';
import type { UiLanguage } from '../shared/i18n/language';
import type { UpdateHost } from './update-support';
import type { Updater } from './app-updates';
import type { GlobalShortcutApi } from './global-shortcut';
import type { IpcCaller } from './ipc-caller';
import type { KeychainAskOptions } from './keychain-ask';
import type { MailSystem } from './mail-handlers';
import type { ProxyLogins } from './proxy-logins';
import type { QuotePrinter } from './quote-printer';
import type { SetTimer } from './sign-in-session';
import type { SystemPolicies } from './system-policies';
import type { TrayOptions } from './tray-menu';

/** What the app, the e2e harness, the CLI and tests give main's services (services.ts). */
export interface MainServicesOptions {
  userDataDir: string;
  /**
   * Whether a token or password kept before credentials were bound is bound, once, to the base URL the
   * settings name: only when `userDataDir` is the user's own folder (user-data.ts), never one the
   * environment chose. Without it such an entry belongs to no service (the user signs in again).
   */
  bindLegacyCredentials?: boolean;
  /** macOS: says before the first keychain read what the system will ask (keychain-ask.ts). None: nothing said. */
  keychainAsk?: KeychainAskOptions;
  fetch: FetchLike;
  /** The keychain; when it fails, the token is kept in memory for the session. */
  tokenStore: TokenStore;
  /** The keychain entry for the password kept to stay signed in (its own account); memory for the session when not given. */
  passwordStore?: TokenStore;
  /** How long main waits for the window to hand over what is typed before it goes (HAND_OVER_LIMIT_MS by default). */
  handOverLimitMs?: number;
  /** Plans the token's renewal; tests pass one they fire themselves. */
  setTimer?: SetTimer;
  /** The system's regional format (Electron: app.getSystemLocale()), already checked by `regionalLocale()`. */
  regionalLocale?: string;
  /**
   * The system's preferred languages, most preferred first (Electron: app.getPreferredSystemLanguages();
   * the e2e harness: the browser context's navigator.languages). Without it the UI speaks English.
   */
  preferredLanguages?: () => readonly string[];
  openFolder?: (path: string) => Promise<boolean>;
  showFile?: (path: string) => void;
  /** Electron's clipboard.writeText (a promise in Electron 45); empty text empties the clipboard. */
  writeClipboard?: (text: string) => Promise<void>;
  chooseSavePath?: (suggestedName: string, caller: IpcCaller, language: UiLanguage) => Promise<string | null>;
  /** The open dialog for the company logo (PNG or JPEG); none: no logo can be chosen. */
  chooseImagePath?: (caller: IpcCaller, language: UiLanguage) => Promise<string | null>;
  /** The open dialog for a customer CSV to import; none: no file can be chosen. */
  chooseCustomerFile?: (caller: IpcCaller, language: UiLanguage) => Promise<string | null>;
  /** The mail programs of this computer, for "Send by e-mail" (electron/main/mail-glue.ts); none: every draft falls back. */
  mail?: MailSystem;
  /** Chromium's printing for quote documents (Electron's hidden window, or Playwright's page.pdf); none: they fail. */
  printer?: QuotePrinter;
  now?: () => Date;
  /** How many quotes are kept; MAX_QUOTES when not given (the e2e harness gives a few to reach it). */
  maxQuotes?: number;
  /** The monotonic clock (ms; performance.now() when not given): tokens' lifetimes and renewal budgets are measured on it. */
  monotonicNow?: () => number;
  timeoutMs?: number;
  /** The wait after a busy answer from the price service (Retry-After); tests pass one that records it. */
  busyWait?: Sleep;
  /**
   * The policy file IT may put on the machine (policy-file.ts); null: none is read. The app passes the
   * platform's place; tests their own file or none.
   */
  policyFile?: string | null;
  /**
   * The policies of the Windows registry or macOS managed preferences (system-policies.ts), being read;
   * they win over the policy file's. None: only the file (Linux, tests).
   */
  systemPolicies?: Pick<SystemPolicies, 'source' | 'started' | 'onChange'> | null;
  /** How often the policy file is looked at for a change (a stat; default policy-file.ts's). */
  policyFileIntervalMs?: number;
  /** How often settings.json is looked at for a change another process made (`price-lookup sign-in`; a stat). */
  settingsFileIntervalMs?: number;
  /** Starts the demo simulator; tests pass one they can watch. */
  startDemo?: () => Promise<PriceSimulator>;
  /**
   * The system-wide shortcut (Electron: globalShortcut, after ready) and what pressing it does (bring the
   * window to the front). Without it (unit tests, the CLI) nothing is registered anywhere.
   */
  globalShortcut?: { api: GlobalShortcutApi; platform: string; onPressed: () => void; registerConfirms?: boolean };
  /** The tray icon (Electron: a Tray, after ready) and what its menu does. Without it (unit tests, the CLI) there is none. */
  tray?: TrayOptions;
  /** Proxies' questions for a sign-in, which `fetch` asks and the window answers; without, none is ever answered. */
  proxyLogins?: ProxyLogins;
  /**
   * Updates from IT's feed: the platform's updater (Electron: electron-updater's, made on first use),
   * this app's version, this copy's system and install kind, and the publisher's public key built into it
   * (none: updates are off). Without it (unit tests, the CLI) updates are off.
   */
  updates?: { updater: (() => Updater) | null; appVersion: string; host?: Omit<UpdateHost, 'publicKey'>; publicKey?: string | null };
}
