import { z } from 'zod';
import type { AppearanceChoice } from './appearance';
import type { Company } from './company';
import type { UpdateStatus } from './update-status';
import { COUNTRY_CODES, type CountryCode } from './countries';
import { customerFieldsSchema, customerRefSchema, customerSchema, type Customer } from './customer';
import type { ImportSummary } from './customer-csv';
import { IMPORT_QUESTIONS_SHOWN } from './customer-import-limits';
import { TOKEN_MAX_LENGTH } from './connection';
import type { Result } from './errors';
import { isSuggestedFileName } from './file-name';
import type { Message } from './i18n/catalogue';
import type { LanguageChoice, UiLanguage } from './i18n/language';
import { channelOf } from './ipc-bridge';
import type { LookupRequest } from './lookup-input';
import { lookupRequestSchema } from './recall-schema';
import type { PriceInfo, PriceSource } from './price-info';
import { quoteDocumentRequestSchema } from './quote/document-request';
import type { DocumentSettings, QuoteIssue } from './quote/quote-letter';
import type { QuoteLinePricing, SavedQuotes } from './quote/saved-quote';
import { changeQuoteSchema, type QuoteChanged } from './quote/quote-change';
import type { SearchedQuotes } from './quote/quote-search';
import type { Favourite, RecentLookup } from './recall';
import type { GlobalShortcutState } from './global-shortcut';
import type { SettingsSection } from './settings-sections';
import { settingsPatchSchema } from './settings-patch';
import { UNKEPT_KINDS } from './typed-hand-over';
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
  /** A message for the user until dismissed, e.g. that the settings file was unreadable and was reset. */
  notice: { id: number; message: Message } | null;
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
  /** The sent quotes expiring within this many days are listed when the app opens (Settings). */
  followUpDays: number;
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

/** One method of the bridge: the schema main checks its request with, and what main answers (a type alone). */
interface IpcMethod<Request extends z.ZodType, Response> {
  request: Request;
  /** Never set: it carries the answer's type. */
  response?: Response;
}

/** A method whose request `request` accepts; `.answers<Response>()` names what main answers. */
const takes = <Request extends z.ZodType>(request: Request) => ({
  answers: <Response>(): IpcMethod<Request, Response> => ({ request }),
});

// Bounds keep a hostile renderer from making main hold huge strings; real input is far shorter.
const text = z.string().max(1_000);
const requestId = z.string().max(100);
const MAX_EXPORT = 20 * 1024 * 1024;
/** A request that carries nothing: the renderer sends `undefined`. */
const nothing = z.undefined();

/**
 * The whole IPC contract, one entry per bridge function: its request's schema and its answer. Main
 * checks every request with its schema before anything else (`accepts`); the request types, the channels
 * (`channelOf`), the preload's functions and the handlers' names all follow from this table.
 */
export const IPC_METHODS = {
  getState: takes(nothing).answers<AppState>(),
  /** The user read the notice with this id (`AppState.notice`): it goes, and the next one is told. */
  dismissNotice: takes(z.object({ id: z.number().int().nonnegative() })).answers<AppState>(),
  /** Saves the base URL and, when one is pasted, the token, which is then tested with one request to the service. */
  saveConnection: takes(
    z.object({
      baseUrl: z.string().max(2_048),
      token: z
        .string()
        .max(TOKEN_MAX_LENGTH * 2)
        .optional(),
    }),
  ).answers<AppState & { tokenTest?: TokenTest }>(),
  /** Signs in with user name and password; main fetches and keeps the token (and, to stay signed in, the password). */
  signIn: takes(
    z.object({
      baseUrl: z.string().max(2_048),
      user: text,
      password: text,
      staySignedIn: z.boolean(),
    }),
  ).answers<AppState>(),
  removeToken: takes(nothing).answers<AppState>(),
  /**
   * Changes settings, saved at once (the language and appearance applied at once too, the shortcut
   * registered): any keys of SettingsPatch. Refused whole (`setting-locked`) when IT locks any of them.
   */
  updateSettings: takes(settingsPatchSchema).answers<AppState>(),
  /**
   * One lookup. `recent`: the form's lookup, which main keeps at the top of the recent lookups with the
   * price it answered (and the `customer` picked), and answers the new list with it (a quote's or comparison's lookups are not kept).
   */
  checkPrice: takes(
    z.object({
      artnr: z.string().max(20_000),
      country: text,
      factor: text.optional(),
      profile: text.optional(),
      requestId: requestId.optional(),
      recent: z.boolean().optional(),
      /** The customer picked in the form, kept with the recent lookup. */
      customer: customerRefSchema.optional(),
    }),
  ).answers<PriceLookup & { recentLookups?: RecentLookup[] }>(),
  /**
   * Prices one quote line for this article, country and factor, and keeps the pricing with the line: the
   * kept one when it was priced so before, else main looks it up (`recheck`: always, and no last-known
   * answer stands in). Cancellable by `requestId` like a lookup.
   */
  priceQuoteLine: takes(
    z.object({
      quoteId: z.string().min(1).max(64),
      lineId: z.string().min(1).max(64),
      artnr: z.string().max(20_000),
      country: z.enum(COUNTRY_CODES),
      factor: text.nullable(),
      requestId: requestId.optional(),
      recheck: z.boolean().optional(),
    }),
  ).answers<QuoteLinePricing>(),
  /** Abandons a lookup still under way, e.g. because a newer one started. */
  cancelLookup: takes(z.object({ requestId })).answers<{ cancelled: boolean }>(),
  /** Opens the folder with the diagnostics log, for support. */
  openDiagnostics: takes(nothing).answers<{ opened: boolean }>(),
  /** Shows a file the user saved through the app (a PDF, a CSV) in the system's file manager. */
  showInFolder: takes(z.object({ path: z.string().min(1).max(4096) })).answers<{ shown: true }>(),
  loadQuotes: takes(nothing).answers<SavedQuotes & { notice: Message | null; maxQuotes: number }>(),
  /**
   * The quotes the typed text finds (the one rule, indexQuotes: dates and totals in the regional format
   * `locale`), main's list first and then its archive, each last changed first: the first 50 of each, how
   * many in all, and the days read from a date typed without its year. Each with its total as main prices it
   * from the pricing it keeps (also for a quote made in this session); `archived` marks one of the archive.
   */
  searchQuotes: takes(
    z.object({
      typed: text,
      locale: z
        .string()
        .max(100)
        .refine((locale) => {
          try {
            return Intl.NumberFormat.supportedLocalesOf(locale).length > 0;
          } catch {
            return false;
          }
        }, 'not a locale'),
    }),
  ).answers<SearchedQuotes>(),
  /**
   * One command for one quote (create, a field, lines added, changed or removed, a customer picked, net or
   * gross, revise, duplicate, delete, undo): main applies it with its rules and saves it, then answers the
   * quote as it keeps it. Refused with `quote-being-sent` while the quote's customer copy is made; a change
   * to a sent quote goes into a revision of it (the answer's quote, with a status that says so).
   */
  changeQuote: takes(changeQuoteSchema).answers<QuoteChanged>(),
  /**
   * "Try saving again" after main kept commands it could not write (a change's `unwritten`): writes the quotes
   * as main keeps them; `quotes-unwritable` when it fails again. Nothing is sent again, so nothing is applied twice.
   */
  writeQuotesAgain: takes(nothing).answers<{ written: true }>(),
  /**
   * Puts text on the system clipboard (a quote as a table, the line for the phone). Empty text empties
   * it: the line key on an article without a price leaves no other article's line there.
   */
  copyText: takes(z.object({ text: z.string().max(MAX_EXPORT) })).answers<{ copied: true }>(),
  /** Asks where to save and writes the file; `path` is null when the user cancelled. */
  saveCsv: takes(
    z.object({
      suggestedName: z
        .string()
        .max(200)
        .refine((name) => isSuggestedFileName(name, 'csv')),
      content: z.string().max(MAX_EXPORT),
    }),
  ).answers<{ path: string | null }>(),
  /** Forgets every last-known price; answers how many there were. */
  clearLastKnown: takes(nothing).answers<{ cleared: number }>(),
  /** The recent lookups, most recent first. */
  loadRecent: takes(nothing).answers<{ lookups: RecentLookup[] }>(),
  clearRecent: takes(nothing).answers<{ lookups: RecentLookup[] }>(),
  loadFavourites: takes(nothing).answers<{ favourites: Favourite[] }>(),
  /** Stars (or unstars) a lookup; one favourite per article number and country. */
  setFavourite: takes(z.intersection(lookupRequestSchema, z.object({ starred: z.boolean() }))).answers<{ favourites: Favourite[] }>(),
  /** Asks the update address now (Settings → Support → "Check for updates"); answers when the check is done. */
  checkForUpdates: takes(nothing).answers<AppState>(),
  /** Installs the downloaded version once no price is being looked up; the app restarts. */
  restartToUpdate: takes(nothing).answers<{ restarting: boolean }>(),
  /**
   * Main makes the document of its own saved quote, priced by main, as PDF and saves it where the user
   * chooses (main suggests "<number> <customer>.pdf"). The quote's number is given when its first document
   * is saved or printed; `issue` is null when the user cancelled.
   */
  saveQuotePdf: takes(quoteDocumentRequestSchema).answers<{ path: string | null; issue: QuoteIssue | null }>(),
  /**
   * "Send by e-mail": main makes the customer PDF of its own saved quote (numbering it at its first
   * document), keeps it in the app's folder and opens a draft with it in the user's mail program, or shows
   * the PDF and puts the text on the clipboard where it cannot. The quote is sent from then on.
   */
  sendQuoteByMail: takes(z.object({ quoteId: z.string().min(1).max(64) })).answers<{ issue: QuoteIssue; status: Message }>(),
  /** Marks a sent quote accepted or declined by the customer (null: no answer yet); what was sent stays as it was. */
  markQuoteOutcome: takes(z.object({ quoteId: z.string().min(1).max(64), outcome: z.enum(['accepted', 'declined']).nullable() })).answers<{
    issue: QuoteIssue;
  }>(),
  /**
   * The customer letter of main's quote to look at: a PDF marked as a draft, without a number, written to the
   * app's preview folder and opened. No number is given and the quote stays a draft (a sent one: its page as sent).
   */
  previewQuote: takes(z.object({ quoteId: z.string().min(1).max(64) })).answers<{ path: string; opened: boolean }>(),
  /** Main makes the document of its own saved quote and opens the system's print dialog; `printed` is false when the user cancelled it. */
  printQuote: takes(quoteDocumentRequestSchema).answers<{ printed: boolean; issue: QuoteIssue }>(),
  /** Main asks for a PNG or JPEG (at most 1 MB) and keeps a copy as the logo; the state is unchanged when the user cancelled. */
  chooseCompanyLogo: takes(nothing).answers<AppState>(),
  removeCompanyLogo: takes(nothing).answers<AppState>(),
  /**
   * What the customer list shows (main keeps the list, the window draws a page of it): with nothing typed the
   * first CUSTOMERS_SHOWN by name, else the first typing finds; `more` when there are others, `total` how many
   * customers there are.
   */
  listCustomers: takes(z.object({ typed: text })).answers<{ customers: Customer[]; more: boolean; total: number }>(),
  /** The customer with this id as kept now; null when removed. */
  getCustomer: takes(z.object({ id: z.string().min(1).max(64) })).answers<{ customer: Customer | null }>(),
  /** The customers the typed name, number or town finds, best first (a few dozen at most). */
  findCustomers: takes(z.object({ typed: text })).answers<{ customers: Customer[] }>(),
  /** Adds a customer; refused when the list is full (`customers-limit`) or the number is another's. */
  addCustomer: takes(customerFieldsSchema).answers<{ customer: Customer }>(),
  /** Changes a customer, by id; refused when it was removed meanwhile or the number is another's. */
  updateCustomer: takes(customerSchema).answers<{ customer: Customer }>(),
  removeCustomer: takes(z.object({ id: z.string().min(1).max(64) })).answers<{ removed: true }>(),
  /**
   * Main asks for a CSV (open dialog), reads it (at most CUSTOMER_IMPORT_MAX_BYTES) and keeps it under an id:
   * the answer is what importing it would do; nothing is imported yet. `preview` is null when the user cancelled.
   */
  chooseCustomerImport: takes(nothing).answers<{ preview: (ImportSummary & { importId: string; fileName: string }) | null }>(),
  /**
   * Imports the file a preview was made of (`importId`), against the list as it is now; `choices` answers its
   * questions by line (a kept customer's id, or 'new'); a question not answered leaves its line out. Answers what was done.
   */
  importCustomers: takes(
    z.object({
      importId: z.string().min(1).max(64),
      choices: z
        .record(z.string().regex(/^\d{1,9}$/), z.string().min(1).max(64))
        .refine((choices) => Object.keys(choices).length <= IMPORT_QUESTIONS_SHOWN, 'too many choices')
        .optional(),
    }),
  ).answers<{ done: ImportSummary }>(),
  /** Main writes the customers as CSV where the user chooses (save dialog); `path` is null when the user cancelled. */
  exportCustomers: takes(nothing).answers<{ path: string | null; count: number }>(),
  /**
   * The user's answer to a proxy's question for a sign-in (`onProxyLogin`): what they typed, or `cancel`.
   * Kept in main's memory for the session; answered false when the question is no longer open.
   */
  answerProxyLogin: takes(
    z.union([
      z.object({ id: z.string().max(64), username: z.string().max(1_000), password: z.string().max(1_000) }),
      z.object({ id: z.string().max(64), cancel: z.literal(true) }),
    ]),
  ).answers<{ answered: boolean }>(),
  /**
   * The window's answer to main's `onHandOverTyped(question)`: everything typed was handed over and main
   * answered each save; `unkept` says what could not be kept. Answered false when that question is not open.
   */
  typedHandedOver: takes(
    z.object({ question: z.number().int().positive(), unkept: z.array(z.enum(UNKEPT_KINDS)).max(UNKEPT_KINDS.length) }),
  ).answers<{ taken: boolean }>(),
};

type IpcMethods = typeof IPC_METHODS;
export type BridgeMethod = keyof IpcMethods;
export type IpcRequest<M extends BridgeMethod> = z.infer<IpcMethods[M]['request']>;
/** What main answers to a method, when it succeeds. */
export type IpcAnswer<M extends BridgeMethod> = IpcMethods[M] extends IpcMethod<z.ZodType, infer Response> ? Response : never;
export type IpcResponse<M extends BridgeMethod> = Result<IpcAnswer<M>>;

/** Every method's channel, by its name. */
export const IPC_CHANNELS = Object.fromEntries(Object.keys(IPC_METHODS).map((method) => [method, channelOf(method)])) as Readonly<
  Record<BridgeMethod, string>
>;

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
  /** Main asks, before the window goes, for what is typed and not yet taken; the bridge passes on only a question's number. */
  onHandOverTyped(listener: (question: number) => void): () => void;
}

/** The functions the preload exposes to the renderer as `window.priceLookup`. */
export type PriceLookupBridge = {
  [M in BridgeMethod]: IpcRequest<M> extends void ? () => Promise<IpcResponse<M>> : (request: IpcRequest<M>) => Promise<IpcResponse<M>>;
} & PriceLookupEvents;
