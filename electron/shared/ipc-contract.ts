import type { CountryCode } from './countries';
import type { Result } from './errors';
import type { Message } from './i18n/catalogue';
import type { LanguageChoice, UiLanguage } from './i18n/language';
import type { LookupInput, LookupRequest } from './lookup-input';
import type { PriceInfo } from './price-info';
import type { SavedQuotes } from './quote/saved-quote';

/** Where prices come from: the configured price service, or the built-in simulator's demo data. */
export type PriceSource = 'service' | 'demo';

/** What the renderer may know about the connection. Never the token itself. */
export interface AppState {
  baseUrl: string | null;
  hasToken: boolean;
  /** Where the token is kept: the system keychain, or memory for this session when the keychain is unavailable. */
  tokenStorage: 'keychain' | 'session';
  /** When the stored token expires (ISO 8601), read from its JWT claims; null when unknown. */
  tokenExpiresAt: string | null;
  source: PriceSource;
  lastCountry: CountryCode;
  /**
   * The regional format for numbers, money, dates and CSV (e.g. "de-DE"), from the operating system's
   * regional settings; it can differ from the UI language (English UI, German region).
   */
  regionalLocale: string;
  /** The language the UI speaks: the user's choice, or for "system" the system's preferred language. */
  uiLanguage: UiLanguage;
  /** What the user chose in Settings ("Language / Sprache"). */
  languageChoice: LanguageChoice;
  /** A one-time message for the user, e.g. that the settings file was unreadable and was reset. */
  notice: Message | null;
}

/** A successful lookup as the renderer shows it. */
export interface PriceLookup {
  request: LookupRequest;
  info: PriceInfo;
  source: PriceSource;
}

/** The whole IPC contract: one entry per bridge function, with its request and response. */
export interface IpcContract {
  getState: { request: void; response: AppState };
  saveConnection: { request: { baseUrl: string; token?: string }; response: AppState };
  removeToken: { request: void; response: AppState };
  useDemo: { request: { demo: boolean }; response: AppState };
  rememberCountry: { request: { country: CountryCode }; response: AppState };
  /** Switches the UI language (remembered); no restart needed. */
  setLanguage: { request: { language: LanguageChoice }; response: AppState };
  checkPrice: { request: LookupInput & { requestId?: string }; response: PriceLookup };
  /** Abandons a lookup still under way, e.g. because a newer one started. */
  cancelLookup: { request: { requestId: string }; response: { cancelled: boolean } };
  /** Opens the folder with the diagnostics log, for support. */
  openDiagnostics: { request: void; response: { opened: boolean } };
  loadQuotes: { request: void; response: SavedQuotes & { notice: Message | null } };
  /** Stores all quotes as they are now, atomically. */
  saveQuotes: { request: SavedQuotes; response: { saved: true } };
  /** Puts text on the system clipboard (a quote as a table). */
  copyText: { request: { text: string }; response: { copied: true } };
  /** Asks where to save and writes the file; `path` is null when the user cancelled. */
  saveCsv: { request: { suggestedName: string; content: string }; response: { path: string | null } };
}

export type BridgeMethod = keyof IpcContract;

/** Channel names, prefixed so they cannot clash with Electron's own. */
export const IPC_CHANNELS: Readonly<Record<BridgeMethod, string>> = {
  getState: 'price-lookup:get-state',
  saveConnection: 'price-lookup:save-connection',
  removeToken: 'price-lookup:remove-token',
  useDemo: 'price-lookup:use-demo',
  rememberCountry: 'price-lookup:remember-country',
  setLanguage: 'price-lookup:set-language',
  checkPrice: 'price-lookup:check-price',
  cancelLookup: 'price-lookup:cancel-lookup',
  openDiagnostics: 'price-lookup:open-diagnostics',
  loadQuotes: 'price-lookup:load-quotes',
  saveQuotes: 'price-lookup:save-quotes',
  copyText: 'price-lookup:copy-text',
  saveCsv: 'price-lookup:save-csv',
};

export type IpcRequest<M extends BridgeMethod> = IpcContract[M]['request'];
export type IpcResponse<M extends BridgeMethod> = Result<IpcContract[M]['response']>;

/** The functions the preload exposes to the renderer as `window.priceLookup`. */
export type PriceLookupBridge = {
  [M in BridgeMethod]: IpcRequest<M> extends void ? () => Promise<IpcResponse<M>> : (request: IpcRequest<M>) => Promise<IpcResponse<M>>;
};

/** The name under which the bridge appears on `window`. */
export const BRIDGE_NAME = 'priceLookup';
