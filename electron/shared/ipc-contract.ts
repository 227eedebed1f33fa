import type { AppearanceChoice } from './appearance';
import type { Company } from './company';
import type { UpdateStatus } from './update-status';
import type { CountryCode } from './countries';
import type { Result } from './errors';
import type { Message } from './i18n/catalogue';
import type { LanguageChoice, UiLanguage } from './i18n/language';
import type { LookupInput, LookupRequest } from './lookup-input';
import type { Decimal, PriceInfo, PriceSource } from './price-info';
import type { QuoteDocumentRequest } from './quote/document-request';
import type { DocumentSettings, QuoteIssue } from './quote/quote-letter';
import type { QuoteLinePricing, QuotesEdit, SavedQuotes } from './quote/saved-quote';
import type { Favourite, RecentLookup } from './recall';
import type { GlobalShortcutState } from './global-shortcut';
import type { SettingsSection } from './settings-sections';
import type { SettingsPatch } from './settings-patch';
import type { PolicyState } from './policy-state';

export type { PriceSource };

/** What the renderer may know about the connection. Never the token itself. */
export interface AppState {
  baseUrl: string | null;
  hasToken: boolean;
  /** Where the token is kept: the system keychain, or memory for this session when the keychain is unavailable. */
  tokenStorage: 'keychain' | 'session';
  /** When the stored token expires (ISO 8601), in this computer's clock's terms (`judgeToken`); null when unknown. */
  tokenExpiresAt: string | null;
  /** Whether the stored token is past its lifetime by main's clocks (`judgeToken`): Settings says expired. Lookups still send it. */
  tokenExpired: boolean;
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
  /** The user name signed in with (Settings → Sign in) while its token is stored; null for a pasted token. Never the password. */
  signedInAs: string | null;
  /** Whether the password is kept in the keychain so main renews the token by itself ("Stay signed in"). */
  staySignedIn: boolean;
  /**
   * Changes whenever the stored token belongs to another account (another JWT subject, user signed in
   * with, or pasted token), not when it is renewed; null without a token. Opaque: nothing about the
   * account can be read from it. The renderer drops the prices it holds when it changes.
   */
  accountTag: string | null;
  /** The service refused the kept password (changed on the server): renewal stopped, the user must sign in again. */
  passwordRejected: boolean;
  /** How many days an answer is kept to stand in when the service cannot be reached (Settings). */
  lastKnownMaxAgeDays: number;
  /** Whether closing the window keeps the app running in the tray (Settings). */
  keepInTray: boolean;
  /** Whether a tray icon can be seen here (not on a Linux desktop without one): only then is keeping in the tray offered. */
  trayAvailable: boolean;
  /**
   * The shortcut that brings the window to the front and where it stands with the system now (bound,
   * refused, asked of a desktop that does not answer): main registers it at start and again whenever a
   * policy or the settings file changes it, and tells the window (`stateChanged`).
   */
  shortcut: GlobalShortcutState;
  /** After how many hours a quote's kept prices are called out as possibly changed (Settings). */
  recheckAfterHours: number;
  /** The company block on quote documents (Settings); the logo itself stays in main. */
  company: CompanyState;
  /** Settings → Quote documents. */
  documents: DocumentSettings;
  /** The section of Settings visited last, where Settings opens. */
  settingsSection: SettingsSection;
  /** What the company's IT has set (policies): what is locked, and the bounds to keep to. */
  policies: PolicyState;
  /** Policies that were set but could not be used, for a notice in Settings ("A setting from your IT department …"). */
  policyProblems: { name: string; reason: Message }[];
  /** Settings → Appearance: light, dark, or as the system is. */
  appearance: AppearanceChoice;
  /** This app's version, as Settings → Support tells it. */
  appVersion: string;
  /** Where new versions come from: IT's UpdateUrl policy alone; null: no updates. */
  updateUrl: string | null;
  /** Where updates stand: the quiet banner and Settings → Support show it. */
  update: UpdateStatus;
}

/** What the renderer may know about the company block: its words and legal details, and whether a logo is kept. */
interface CompanyState extends Company {
  hasLogo: boolean;
}

/** What the service said to a token pasted and saved: taken, refused, or not asked (it could not be reached). */
export type TokenTest = 'accepted' | 'refused' | 'unreachable';

/** A successful lookup as the renderer shows it. */
export interface PriceLookup {
  request: LookupRequest;
  info: PriceInfo;
  source: PriceSource;
  /**
   * Set when the service could not be reached and this is the answer kept from an earlier lookup of
   * the same request: when it was fetched (ISO 8601) and why the service could not answer now.
   */
  lastKnown?: { fetchedAt: string; reason: Message };
  /**
   * Until when (ISO 8601) main counts this answer as fresh: a repeated lookup until then is answered
   * without asking the service, and the window may show it at once. Main's one freshness rule decides
   * it (FRESH_FOR_MS from the service's answer); never set on a last-known answer.
   */
  freshUntil?: string;
}

/** The whole IPC contract: one entry per bridge function, with its request and response. */
export interface IpcContract {
  getState: { request: void; response: AppState };
  /** Saves the base URL and, when one is pasted, the token, which is then tested with one request to the service. */
  saveConnection: { request: { baseUrl: string; token?: string }; response: AppState & { tokenTest?: TokenTest } };
  /** Signs in with user name and password; main fetches and keeps the token (and, to stay signed in, the password). */
  signIn: { request: { baseUrl: string; user: string; password: string; staySignedIn: boolean }; response: AppState };
  removeToken: { request: void; response: AppState };
  /**
   * Changes settings, saved at once (the language and appearance applied at once too, the shortcut
   * registered): any keys of SettingsPatch. Refused whole (`setting-locked`) when IT locks any of them.
   */
  updateSettings: { request: SettingsPatch; response: AppState };
  /**
   * One lookup. `recent`: the form's lookup, which main keeps at the top of the recent lookups with the
   * price it answered, and answers the new list with it (a quote's or comparison's lookups are not kept).
   */
  checkPrice: {
    request: LookupInput & { requestId?: string; recent?: boolean };
    response: PriceLookup & { recentLookups?: RecentLookup[] };
  };
  /**
   * Prices one quote line for this article, country and factor, and keeps the pricing with the line: the
   * kept one when it was priced so before, else main looks it up (`recheck`: always, and no last-known
   * answer stands in). Cancellable by `requestId` like a lookup.
   */
  priceQuoteLine: {
    request: {
      quoteId: string;
      lineId: string;
      artnr: string;
      country: CountryCode;
      factor: Decimal | null;
      requestId?: string;
      recheck?: boolean;
    };
    response: QuoteLinePricing;
  };
  /** Abandons a lookup still under way, e.g. because a newer one started. */
  cancelLookup: { request: { requestId: string }; response: { cancelled: boolean } };
  /** Opens the folder with the diagnostics log, for support. */
  openDiagnostics: { request: void; response: { opened: boolean } };
  /** Shows a file the user saved through the app (a PDF, a CSV) in the system's file manager. */
  showInFolder: { request: { path: string }; response: { shown: true } };
  loadQuotes: { request: void; response: SavedQuotes & { notice: Message | null } };
  /** Stores all quotes as the user edited them, atomically; each line keeps the pricing main kept for it. */
  saveQuotes: { request: QuotesEdit; response: { saved: true } };
  /**
   * Puts text on the system clipboard (a quote as a table, the line for the phone). Empty text empties
   * it: the line key on an article without a price leaves no other article's line there.
   */
  copyText: { request: { text: string }; response: { copied: true } };
  /** Asks where to save and writes the file; `path` is null when the user cancelled. */
  saveCsv: { request: { suggestedName: string; content: string }; response: { path: string | null } };
  /** Forgets every last-known price; answers how many there were. */
  clearLastKnown: { request: void; response: { cleared: number } };
  /** The recent lookups, most recent first. */
  loadRecent: { request: void; response: { lookups: RecentLookup[] } };
  clearRecent: { request: void; response: { lookups: RecentLookup[] } };
  loadFavourites: { request: void; response: { favourites: Favourite[] } };
  /** Stars (or unstars) a lookup; one favourite per article number and country. */
  setFavourite: { request: LookupRequest & { starred: boolean }; response: { favourites: Favourite[] } };
  /** Asks the update address now (Settings → Support → "Check for updates"); answers when the check is done. */
  checkForUpdates: { request: void; response: AppState };
  /** Installs the downloaded version once no price is being looked up; the app restarts. */
  restartToUpdate: { request: void; response: { restarting: boolean } };
  /**
   * Main makes the document of its own saved quote, priced by main, as PDF and saves it where the user
   * chooses (main suggests "<number> <customer>.pdf"). The quote's number is given when its first document
   * is saved or printed; `issue` is null when the user cancelled.
   */
  saveQuotePdf: { request: QuoteDocumentRequest; response: { path: string | null; issue: QuoteIssue | null } };
  /** Main makes the document of its own saved quote and opens the system's print dialog; `printed` is false when the user cancelled it. */
  printQuote: { request: QuoteDocumentRequest; response: { printed: boolean; issue: QuoteIssue } };
  /** Main asks for a PNG or JPEG (at most 1 MB) and keeps a copy as the logo; the state is unchanged when the user cancelled. */
  chooseCompanyLogo: { request: void; response: AppState };
  removeCompanyLogo: { request: void; response: AppState };
  /**
   * The user's answer to a proxy's question for a sign-in (`onProxyLogin`): what they typed, or `cancel`.
   * Kept in main's memory for the session; answered false when the question is no longer open.
   */
  answerProxyLogin: {
    request: { id: string; username: string; password: string } | { id: string; cancel: true };
    response: { answered: boolean };
  };
}

export type BridgeMethod = keyof IpcContract;

/** Channel names, prefixed so they cannot clash with Electron's own. */
export const IPC_CHANNELS: Readonly<Record<BridgeMethod, string>> = {
  getState: 'price-lookup:get-state',
  saveConnection: 'price-lookup:save-connection',
  signIn: 'price-lookup:sign-in',
  removeToken: 'price-lookup:remove-token',
  updateSettings: 'price-lookup:update-settings',
  checkPrice: 'price-lookup:check-price',
  priceQuoteLine: 'price-lookup:price-quote-line',
  cancelLookup: 'price-lookup:cancel-lookup',
  openDiagnostics: 'price-lookup:open-diagnostics',
  showInFolder: 'price-lookup:show-in-folder',
  loadQuotes: 'price-lookup:load-quotes',
  saveQuotes: 'price-lookup:save-quotes',
  copyText: 'price-lookup:copy-text',
  saveCsv: 'price-lookup:save-csv',
  clearLastKnown: 'price-lookup:clear-last-known',
  loadRecent: 'price-lookup:load-recent',
  clearRecent: 'price-lookup:clear-recent',
  loadFavourites: 'price-lookup:load-favourites',
  setFavourite: 'price-lookup:set-favourite',
  checkForUpdates: 'price-lookup:check-for-updates',
  restartToUpdate: 'price-lookup:restart-to-update',
  saveQuotePdf: 'price-lookup:save-quote-pdf',
  printQuote: 'price-lookup:print-quote',
  chooseCompanyLogo: 'price-lookup:choose-company-logo',
  removeCompanyLogo: 'price-lookup:remove-company-logo',
  answerProxyLogin: 'price-lookup:answer-proxy-login',
};

export type IpcRequest<M extends BridgeMethod> = IpcContract[M]['request'];
export type IpcResponse<M extends BridgeMethod> = Result<IpcContract[M]['response']>;

/** What main tells the renderer unasked; one channel per event. */
export const IPC_EVENTS = {
  /** The global shortcut brought the window to the front: put the cursor in the article number, its text selected. */
  focusArticle: 'price-lookup:focus-article',
  /** The tray asked for a lookup (payload: a LookupRequest): fill the form with it and look it up. */
  lookUp: 'price-lookup:look-up',
  /** The tray's clipboard entry found no article number there (payload: a ClipboardMiss): say so beside the form. */
  clipboardNoArticle: 'price-lookup:clipboard-no-article',
  /** A proxy between the app and the service asks for a sign-in (payload: a ProxyLoginQuestion): ask the user. */
  proxyLogin: 'price-lookup:proxy-login',
  /** The app menu's "Settings…" (Ctrl+, / ⌘,): open Settings at the section visited last. */
  openSettings: 'price-lookup:open-settings',
  /** Something main holds changed by itself (an update found or downloaded): ask for the app state again. */
  stateChanged: 'price-lookup:state-changed',
} as const;

/** Why the tray's clipboard entry looked nothing up: no article number there, or the clipboard could not be read. */
export type ClipboardMiss = 'noArticle' | 'unreadable';

/** A proxy's question for a sign-in, as the window is asked it. */
export interface ProxyLoginQuestion {
  id: string;
  host: string;
  port: number;
  realm: string;
}

/** The bridge's subscriptions to main's events; each returns the function that ends it. */
export interface PriceLookupEvents {
  onFocusArticle(listener: () => void): () => void;
  /** The tray asked for this lookup; the bridge passes on only a request that passes the input rules. */
  onLookUp(listener: (request: LookupRequest) => void): () => void;
  /** The tray's clipboard entry found no article number; the bridge passes on only a known reason. */
  onClipboardNoArticle(listener: (why: ClipboardMiss) => void): () => void;
  /** A proxy asks for a user name and password; the bridge passes on only a well-formed question. */
  onProxyLogin(listener: (question: ProxyLoginQuestion) => void): () => void;
  onOpenSettings(listener: () => void): () => void;
  onStateChanged(listener: () => void): () => void;
}

/** The functions the preload exposes to the renderer as `window.priceLookup`. */
export type PriceLookupBridge = {
  [M in BridgeMethod]: IpcRequest<M> extends void ? () => Promise<IpcResponse<M>> : (request: IpcRequest<M>) => Promise<IpcResponse<M>>;
} & PriceLookupEvents;

/** The name under which the bridge appears on `window`. */
export const BRIDGE_NAME = 'priceLookup';
