import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { _electron, test as base, expect, type Browser, type ElectronApplication, type Page } from '@playwright/test';
import { PASSWORD_ACCOUNT } from '../electron/core/sign-in';
import { createKeychainTokenStore, KEYCHAIN_ENTRY } from '../electron/core/token-store';
import { boundEntry } from '../electron/core/origin-bound-store';
import { createSettingsStore } from '../electron/core/settings-store';
import { boundedKeytar } from '../test/support/bounded-keytar';
import type { MessageKey, MessageValues } from '../electron/shared/i18n/catalogue';
import { resolveUiLanguage, type UiLanguage } from '../electron/shared/i18n/language';
import { translator } from '../electron/shared/i18n/translator';
import { startPriceSimulator, type PriceSimulator } from '../electron/core/simulator/price-simulator';
import { ensureElectronBinary } from '../scripts/electron-binary';
import {
  buildUpdateFeed,
  foreignSignature,
  installedUpdater,
  recordingUpdater,
  serveFeed,
  TEST_UPDATE_PUBLIC_KEY,
  wrongSha512,
  type UpdateFeed,
} from '../test/support/update-feed';
import type { MailCall, MailLaunch } from '../electron/main-logic/mail-handlers';
import { SCREENSHOTS_WANTED } from './pictures';
import type { MailFacts } from '../electron/main-logic/mail-draft/mail-plan';
import { acceleratorLabel, defaultShortcut } from '../electron/shared/global-shortcut';
import { openAppInChromium, pdfPathFor, type HarnessTray, type IpcExchange, type ShortcutSystem } from '../test/harness/chromium-app';
import { createWindowPool, HOST_SYSTEM, type HarnessSystem, type WindowPool } from '../test/harness/harness-window';
import { tempFolder, removeFolder } from '../test/support/temp-folder';

const root = join(__dirname, '..');

/** The simulator's slow fault answers after this; the app under test gives up after HARNESS_TIMEOUT_MS. */
const SLOW_ANSWER_MS = 4_000;
/** The service timeout in both projects, so slow-answer cases time out in Electron as in Chromium. */
const HARNESS_TIMEOUT_MS = 2_000;

/** The price service the specs talk to: a real one from the environment, else the simulator. */
export interface PriceService {
  baseUrl: string;
  token: string;
  /** Null when a real service is configured; fault specs need the simulator. */
  simulator: PriceSimulator | null;
}

export interface AppHarness {
  page: Page;
  service: PriceService;
  /** Every IPC call and answer: the Chromium harness only (Electron's IPC cannot be watched from outside). */
  ipc: IpcExchange[] | null;
  /** The real Electron app, when the electron project runs. */
  electron: ElectronApplication | null;
  userDataDir: string;
  /** The diagnostics log of this run. */
  logFile: string;
  /** Chromium harness with `updateFeed`: each time the app had electron-updater install the downloaded version. */
  updateInstalls: string[];
  /** The address of the test's update feed (`updateFeed`), as IT would give it; null without one. */
  updateFeedUrl: string | null;
  /** Where "Save as CSV" writes: the save dialog answers with this path in both projects. */
  savePath: string;
  /** Where "Save as PDF" writes: the save dialog's answer for a .pdf name. */
  pdfPath: string;
  /** The file the open dialog answers when a logo is chosen (write it first). */
  logoPath: string;
  /** The file the open dialog answers when customers are imported (write it first). */
  importPath: string;
  /** Chromium harness only: the calls main made to the system for mail drafts; null in the Electron app. */
  mailCalls: MailCall[] | null;
  /** The HTML of every document the app asked to print (Chromium harness only: no system print dialog there). */
  printed: string[] | null;
  /** Chromium harness: what each print would have put on paper, as a PDF; null in the Electron app (the system's dialog). */
  printedPdfs: Uint8Array[] | null;
  /**
   * What each print put on paper, as a PDF, in both projects: in the Electron app the hidden print window's
   * `print` prints to PDF instead of opening the system's dialog (same window, document and options).
   */
  printedDocuments(): Promise<Uint8Array[]>;
  /** The text the app last put on the system clipboard. */
  readClipboard(): Promise<string>;
  /** The folders the app asked the system to open (e.g. the diagnostics folder), and the files it asked to show in theirs. */
  openedFolders(): Promise<string[]>;
  /** Lets held IPC calls of a channel through (see the `holdChannels` option). */
  release(channel: string): void;
  /** Chromium harness: holds the calls of a channel from now on until `release(channel)`, a slow main process on cue; null in the Electron app. */
  hold: ((channel: string) => void) | null;
  /** Chromium harness: the system's print dialog held open on cue (`hold`, `opened`, `close(printed)`); null in the Electron app. */
  printDialog: { hold(): void; opened(): Promise<void>; close(printed: boolean): void } | null;
  /** Chromium harness: how many calls of a held channel wait now; null in the Electron app. */
  held: ((channel: string) => number) | null;
  /**
   * Chromium harness: what the person was asked, when closing the window would lose what could not be kept
   * (a kind per thing: refused, failed, unsaved), oldest first; null in the Electron app (a system dialog).
   */
  closeQuestions: string[][] | null;
  /**
   * Presses the global shortcut as the system would (Chromium harness only: a real system key press cannot
   * be made from a test); false when none is registered. Null in the electron project.
   */
  pressGlobalShortcut: (() => Promise<boolean>) | null;
  /** The tray icon's menu, clicked as a user would (Chromium harness only: a system tray cannot be reached from a test). */
  tray: HarnessTray | null;
  /** Clicks an entry of the app menu by its labels, e.g. ['File', 'Settings…'], as a user would. */
  clickMenu(labels: readonly string[]): Promise<void>;
  /**
   * Closes the window and the app as a user does, and starts it again on the same user data folder and
   * keychain: what is kept across a restart. Answers the new window's page (also `app.page` from then on).
   */
  restart(): Promise<Page>;
  /**
   * With PRICE_LOOKUP_SCREENSHOTS=1, saves a screenshot of the window as e2e/screenshots/<project>-<name>.png
   * for a person to look at; otherwise nothing (a picture nobody looks at proves nothing). Pictures that are
   * the point are compared instead (`expectPicture`, e2e/pictures.ts).
   */
  screenshot(name: string): Promise<void>;
  /** Connects to the service through the settings view, as a user would. */
  connect(token?: string): Promise<void>;
  /** Waits until the result shows this article's answer (not just its loading line). */
  expectPriceFor(artnr: string): Promise<void>;
  /** The language the app starts in: the one the context's locale resolves to (`locale: 'de-DE'` gives German). */
  uiLanguage: UiLanguage;
  /** A catalogue message in that language, e.g. `tr('lookup.form.artnr')` is "Artikelnummer" for 'de-DE'. */
  tr(key: MessageKey, values?: MessageValues): string;
  /** The system the app runs as (the `system` option; in the electron project the real one). */
  system: HarnessSystem;
  /**
   * A window key as this system's user presses it and aria-keyshortcuts names it: the command key (Control,
   * or Meta on macOS) with `keys`, e.g. `commandKey('Shift+C')` is 'Control+Shift+C', on a Mac 'Meta+Shift+C'.
   */
  commandKey(keys: string): string;
  /** The global shortcut's default on this system, as Settings shows it in the UI language ("Strg+Alt+P"). */
  defaultShortcut: string;
  /** The `mac` value of the catalogue's key hints on this system ("⌘N" or "Strg+N"). */
  macKeys: 'yes' | 'no';
}

async function startService(): Promise<PriceService> {
  const baseUrl = process.env.PRICE_LOOKUP_BASE_URL;
  const token = process.env.PRICE_LOOKUP_TOKEN;
  if (baseUrl && token) return { baseUrl, token, simulator: null };
  // A password no other text contains, so the leak specs can look for it.
  const signIn = { user: 'verkauf', password: `pw-e2e-${randomUUID()}` };
  // SYN-<n> articles too, so a spec can build a quote of a hundred distinct lines.
  const simulator = await startPriceSimulator({ faults: true, slowMs: SLOW_ANSWER_MS, signIn, syntheticArticles: true });
  return { baseUrl: simulator.baseUrl, token: simulator.token, simulator };
}

export interface AppOptions {
  /** 'unavailable' starts the app with a keychain that fails, as without a Secret Service. */
  keychain: 'system' | 'unavailable';
  /**
   * true starts the app connected, as after an earlier run's Save in Settings: the service's address in
   * settings.json and its token in the keychain (the Electron app connects through Settings before the
   * test begins). Connecting through Settings in a test is `app.connect()`.
   */
  connected: boolean;
  /**
   * With `connected`: the token kept in the keychain from an earlier run instead of the service's, e.g. one
   * that has expired since (a token the service refuses cannot be saved through Settings: it is tried first).
   */
  keptToken: string | null;
  /** Written as settings.json before the app starts, e.g. to test a corrupted file. */
  settingsFile: string | null;
  /** The system's regional format when it differs from the UI language (the browser context's locale). */
  regionalLocale: string | null;
  /** Written as quotes.json before the app starts. */
  quotesFile: string | null;
  /** Chromium harness only: IPC channels held until `app.release(channel)`, to play a slow main process. */
  holdChannels: string[];
  /** Chromium harness only: IPC channels whose calls reject, as when main cannot answer. */
  rejectChannels: string[];
  /** Chromium harness only: the window's files (under dist/renderer) that fail to load, as in a damaged installation. */
  missingFiles: RegExp | null;
  /** Chromium harness only: false plays a desktop that shows no tray icons (stock GNOME). */
  trayShown: boolean;
  /** Chromium harness only: true plays a system clipboard that refuses every write (another program holding it). */
  clipboardRefuses: boolean;
  /** Chromium harness only: how many quotes main keeps (its limit, MAX_QUOTES by default), so a spec reaches it with a few. */
  maxQuotes: number | null;
  /** Chromium harness only: how the system answers global shortcuts (`ShortcutSystem`); 'usual' by default. */
  shortcutSystem: ShortcutSystem;
  /**
   * The system the app poses as (navigator.platform, the window's command key, the shortcut's default, the
   * app menu): the host's by default. The Electron app is the system it runs on; posing as another skips there.
   */
  system: HarnessSystem;
  /** Chromium harness only: a proxy in front of the service that asks for this sign-in. */
  signInProxy: { username: string; password: string } | null;
  /**
   * The policy file IT would put on the machine: its entries (a value of SERVICE_BASE_URL becomes the
   * test's service), or its text as is.
   */
  policy: Record<string, unknown> | string | null;
  /**
   * Chromium harness only: a real update feed electron-builder makes of this app as version 0.2.0
   * (`tampered`: its sha512 wrong; `unsigned`: its signature not the publisher's), served on loopback; the
   * app (0.1.0) gets electron-updater's updater and the key the feed is signed with.
   * In a policy, UPDATE_FEED_URL stands for its address.
   */
  updateFeed: 'newer' | 'tampered' | 'unsigned' | null;
  /** Chromium harness only: what main finds out about the mail programs (default: Windows with classic Outlook). */
  mailFacts: MailFacts | null;
  /** Chromium harness only: how the system answers the mail call (default: it works). */
  mailLaunch: MailLaunch | null;
  /** Chromium harness only: the person's answer when closing would lose what could not be kept: close anyway (default), or stay. */
  closeWithUnkept: boolean;
}

interface WorkerFixtures {
  /** Chromium for the harness, launched by this worker; null in the electron project, which needs no browser. */
  harnessBrowser: Browser | null;
  /** The worker's windows, kept between its tests (test/harness/harness-window.ts); null in the electron project. */
  harnessWindows: WindowPool | null;
  /** The Electron executable in the electron project, fetched on first use like `npm start` does. */
  electronBinary: string | null;
  /**
   * The update feed of version 0.2.0 (`updateFeed`), made by electron-builder the first time a test of
   * this worker needs it and shared by the worker's later ones: the tests only read it.
   */
  builtUpdateFeed: () => Promise<UpdateFeed>;
}

/** The annotation that carries a test's set-up time in ms (the app started, before the test acts). */
const SET_UP_ANNOTATION = 'set-up ms';

/** In a test's policy, stands for the base URL of the test's own price service. */
export const SERVICE_BASE_URL = '<the test service>';
/** In a test's policy, stands for the address of the test's update feed. */
export const UPDATE_FEED_URL = '<the test update feed>';

const requireElectron = process.env.PRICE_LOOKUP_REQUIRE_ELECTRON === '1';

export const test = base.extend<{ app: AppHarness } & AppOptions, WorkerFixtures>({
  keychain: ['system', { option: true }],
  connected: [false, { option: true }],
  keptToken: [null, { option: true }],
  settingsFile: [null, { option: true }],
  regionalLocale: [null, { option: true }],
  quotesFile: [null, { option: true }],
  holdChannels: [[], { option: true }],
  closeWithUnkept: [true, { option: true }],
  rejectChannels: [[], { option: true }],
  missingFiles: [null, { option: true }],
  trayShown: [true, { option: true }],
  clipboardRefuses: [false, { option: true }],
  maxQuotes: [null, { option: true }],
  shortcutSystem: ['usual', { option: true }],
  system: [HOST_SYSTEM, { option: true }],
  signInProxy: [null, { option: true }],
  policy: [null, { option: true }],
  updateFeed: [null, { option: true }],
  mailFacts: [null, { option: true }],
  mailLaunch: [null, { option: true }],
  harnessBrowser: [
    async ({ playwright }, use, workerInfo) => {
      if (workerInfo.project.name === 'electron') return use(null);
      const browser = await playwright.chromium.launch({
        ...workerInfo.project.use.launchOptions,
        args: [...(workerInfo.project.use.launchOptions?.args ?? []), ...(process.env.PROBE_ARGS ?? '').split(' ').filter(Boolean)],
      });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  harnessWindows: [
    async ({ harnessBrowser }, use) => {
      if (harnessBrowser === null) return use(null);
      const pool = createWindowPool(harnessBrowser);
      await use(pool);
      await pool.close();
    },
    { scope: 'worker' },
  ],
  electronBinary: [
    // Playwright reads the fixture's dependencies from this destructuring; it must be there, even empty.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      if (workerInfo.project.name !== 'electron') return use(null);
      const binary = await ensureElectronBinary({ root });
      if (binary.path === null && requireElectron)
        throw new Error(`PRICE_LOOKUP_REQUIRE_ELECTRON=1, but there is no Electron binary: ${binary.reason}.`);
      await use(binary.path);
    },
    { scope: 'worker' },
  ],
  builtUpdateFeed: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const made: { feed?: Promise<UpdateFeed> } = {};
      await use(() => (made.feed ??= buildUpdateFeed('0.2.0')));
      const feed = await made.feed?.catch(() => null);
      await feed?.cleanUp();
    },
    { scope: 'worker' },
  ],
  app: async (
    {
      harnessWindows,
      electronBinary,
      builtUpdateFeed,
      keychain,
      connected,
      keptToken,
      settingsFile,
      quotesFile,
      regionalLocale,
      holdChannels,
      closeWithUnkept,
      rejectChannels,
      missingFiles,
      trayShown,
      clipboardRefuses,
      maxQuotes,
      shortcutSystem,
      system,
      signInProxy,
      policy,
      updateFeed,
      mailFacts,
      mailLaunch,
      locale,
      timezoneId,
      colorScheme,
      viewport,
      reducedMotion,
      forcedColors,
      deviceScaleFactor,
    },
    use,
    testInfo,
  ) => {
    // What a test spends before it acts, reported per test (scripts/test-totals.mjs sums it).
    const setUpStarted = performance.now();
    const inElectron = testInfo.project.name === 'electron';
    testInfo.skip(
      inElectron && electronBinary === null,
      'No Electron binary could be fetched on this machine: the electron project runs where one can (the desktop CI).',
    );
    const userDataDir = await tempFolder('e2e');
    if (settingsFile !== null) await writeFile(join(userDataDir, 'settings.json'), settingsFile);
    if (quotesFile !== null) await writeFile(join(userDataDir, 'quotes.json'), quotesFile);
    // An entry of the test's own, so a developer's real token is never touched.
    const keychainService = `Price Lookup e2e ${randomUUID()}`;
    const service = await startService();
    // In the Electron app the keychain entry must be the app's own (macOS asks the user before another
    // program reads it), so there the test connects through Settings once the window is open.
    testInfo.skip(keptToken !== null && inElectron, 'Only the harness can keep a token from before: Settings tries a pasted one first.');
    if (connected && !inElectron) {
      if (keychain === 'unavailable') throw new Error('A test connected at start needs a keychain to hold the token.');
      // Through the app's own store, so the file is what Save writes; a settings file of the test's is kept.
      const settings = createSettingsStore(userDataDir);
      const loaded = await settings.load();
      if (loaded.notice !== null) throw new Error('A test connected at start needs a settings file the app can read.');
      await settings.save({ ...loaded.settings, baseUrl: service.baseUrl });
      // Bound to its service, as the app keeps it (origin-bound-store.ts): the harness's folder is no user's own.
      await createKeychainTokenStore({ service: keychainService, account: KEYCHAIN_ENTRY.account }, boundedKeytar()).write(
        boundEntry(keptToken ?? service.token, new URL(service.baseUrl).origin),
      );
    }
    // electron-builder makes the test's feed (an AppImage, with Debian's squashfs-tools) on Linux only.
    testInfo.skip(updateFeed !== null && process.platform !== 'linux', 'The test update feed is an AppImage, made on Linux only.');
    const updateInstalls: string[] = [];
    // The first such test of a worker packs the app with electron-builder: not a time a busy machine keeps to.
    testInfo.slow(updateFeed !== null && !inElectron, 'The update feed is built by electron-builder on first use.');
    const feed = updateFeed === null || inElectron ? null : await builtUpdateFeed();
    const feedServer =
      feed === null
        ? null
        : await serveFeed(
            feed,
            updateFeed === 'tampered' ? wrongSha512 : undefined,
            updateFeed === 'unsigned' ? foreignSignature : undefined,
          );
    const placeholders: Record<string, string | undefined> = { [SERVICE_BASE_URL]: service.baseUrl, [UPDATE_FEED_URL]: feedServer?.url };
    // The machine's own policy file is never read: a test's, or none.
    let policyFile: string | null = null;
    if (policy !== null) {
      policyFile = join(userDataDir, 'policy.json');
      const content =
        typeof policy === 'string'
          ? policy
          : JSON.stringify(
              Object.fromEntries(
                Object.entries(policy).map(([name, value]) => [name, typeof value === 'string' ? (placeholders[value] ?? value) : value]),
              ),
            );
      await writeFile(policyFile, content);
    }
    const savePath = join(userDataDir, 'export.csv');
    const pdfPath = pdfPathFor(savePath);
    const logoPath = join(userDataDir, 'chosen-logo.png');
    const importPath = join(userDataDir, 'customers-import.csv');
    let printed: string[] | null = null;
    let mailCalls: MailCall[] | null = null;
    let printedPdfs: Uint8Array[] | null = null;
    let page!: Page;
    let ipc: IpcExchange[] | null = null;
    let electron: ElectronApplication | null = null;
    let readClipboard!: () => Promise<string>;
    let printedDocuments!: () => Promise<Uint8Array[]>;
    let openedFolders!: () => Promise<string[]>;
    let release: (channel: string) => void = () => undefined;
    let hold: ((channel: string) => void) | null = null;
    let printDialog: AppHarness['printDialog'] = null;
    let held: ((channel: string) => number) | null = null;
    let closeQuestions: string[][] | null = null;
    let pressGlobalShortcut: (() => Promise<boolean>) | null = null;
    let tray: HarnessTray | null = null;
    let clickMenu!: (labels: readonly string[]) => Promise<void>;
    /** Closes the window as a user does (what it runs on leaving runs), then the app. */
    /**
     * Closes the window and the app as the app quits: 'stayed' when the person chose to stay rather than lose
     * what could not be kept; `force` then closes it all the same (the test's end).
     */
    let close: (force: boolean) => Promise<'closed' | 'stayed'> = async () => 'closed';
    /** Starts the app on the test's user data folder: at first, and again after a restart. */
    const open = async (): Promise<void> => {
      if (inElectron && electronBinary !== null) {
        testInfo.skip(
          keychain === 'unavailable',
          'The Electron app uses the system keychain; a failing one is tested in the Chromium harness.',
        );
        testInfo.skip(holdChannels.length + rejectChannels.length > 0, 'Holding or failing IPC calls needs the Chromium harness.');
        testInfo.skip(missingFiles !== null, "Files missing from the window's own are played by the Chromium harness's file server.");
        testInfo.skip(clipboardRefuses, 'A clipboard that refuses writes is played by the Chromium harness.');
        testInfo.skip(maxQuotes !== null, 'A smaller quote limit is given to main by the Chromium harness.');
        testInfo.skip(shortcutSystem !== 'usual', 'A system that answers global shortcuts otherwise is played by the Chromium harness.');
        testInfo.skip(system !== HOST_SYSTEM, 'The Electron app is the system it runs on; posing as another is the Chromium harness’s.');
        testInfo.skip(signInProxy !== null, 'A proxy asking for a sign-in is played by the net.request stand-in in the Chromium harness.');
        testInfo.skip(updateFeed !== null, 'An unpackaged Electron app has nothing to update; the desktop CI builds the real installers.');
        // No executablePath: Playwright then runs the electron package's binary (the one ensured above) with its
        // loader, which holds back `ready` until the locale, time zone and switches are set, so the first paint has them.
        electron = await _electron.launch({
          args: [join(root, 'dist', 'main', 'main.cjs')],
          ...(locale ? { locale } : {}),
          // Chromium in Electron reads the OS's zone on Windows whatever TZ says; Playwright sets it itself.
          ...(timezoneId ? { timezoneId } : {}),
          // Without it Playwright makes every page light, whatever the system is.
          ...(colorScheme ? { colorScheme } : {}),
          // Without this Playwright passes --no-sandbox on Linux, and the CI would never exercise the sandbox.
          chromiumSandbox: true,
          env: {
            ...process.env,
            ...(timezoneId ? { TZ: timezoneId } : {}),
            // `locale` reaches only the page; main asks the OS (en-US on the runners) unless told (unpackaged only).
            ...(locale ? { PRICE_LOOKUP_SYSTEM_LANGUAGES: locale } : {}),
            ...((regionalLocale ?? locale) ? { PRICE_LOOKUP_REGIONAL_FORMAT: regionalLocale ?? locale } : {}),
            PRICE_LOOKUP_USER_DATA: userDataDir,
            PRICE_LOOKUP_POLICY_FILE: policyFile ?? join(userDataDir, 'no-policy.json'),
            PRICE_LOOKUP_KEYCHAIN_SERVICE: keychainService,
            PRICE_LOOKUP_TIMEOUT_MS: String(HARNESS_TIMEOUT_MS),
          },
        });
        // The system dialogs and the file manager are outside the app: answer them as a user would.
        await electron.evaluate(
          ({ app, dialog, shell }, paths) => {
            const opened: string[] = [];
            (globalThis as { __openedFolders?: string[] }).__openedFolders = opened;
            dialog.showSaveDialog = (async (...args: unknown[]) => {
              const options = args.at(-1) as { defaultPath?: string } | undefined;
              return { canceled: false, filePath: options?.defaultPath?.endsWith('.pdf') ? paths.pdf : paths.csv };
            }) as typeof dialog.showSaveDialog;
            // The customer import asks for a CSV, the logo for an image: each answered with its file.
            dialog.showOpenDialog = (async (...args: unknown[]) => {
              const options = args.at(-1) as { filters?: { extensions: string[] }[] } | undefined;
              const csv = options?.filters?.some((filter) => filter.extensions.includes('csv')) ?? false;
              return { canceled: false, filePaths: [csv ? paths.customers : paths.logo] };
            }) as typeof dialog.showOpenDialog;
            // The system's print dialog cannot be answered by a test: the hidden print window prints to PDF instead.
            const printedPdfs: string[] = [];
            (globalThis as { __printedPdfs?: string[] }).__printedPdfs = printedPdfs;
            app.on('web-contents-created', (_event, contents) => {
              const printToPdf = (options: Electron.WebContentsPrintOptions, callback?: (success: boolean, reason: string) => void) => {
                contents
                  .printToPDF({
                    ...(options.pageSize === undefined ? {} : { pageSize: options.pageSize }),
                    printBackground: options.printBackground ?? false,
                    preferCSSPageSize: true,
                  })
                  .then(
                    (data) => {
                      printedPdfs.push(data.toString('base64'));
                      callback?.(true, '');
                    },
                    (error: Error) => callback?.(false, error.message),
                  );
              };
              contents.print = printToPdf as typeof contents.print;
            });
            // Closing with something that could not be kept asks (main/window-close-glue.ts): answered as the test says.
            const showMessageBox = dialog.showMessageBox.bind(dialog);
            dialog.showMessageBox = (async (...args: Parameters<typeof dialog.showMessageBox>) => {
              const options = args.at(-1) as { title?: string };
              if (options.title !== undefined && paths.closingTitles.includes(options.title))
                return { response: paths.closeWithUnkept ? 1 : 0, checkboxChecked: false };
              return showMessageBox(...args);
            }) as typeof dialog.showMessageBox;
            shell.openPath = async (folder: string) => {
              opened.push(folder);
              return '';
            };
            shell.showItemInFolder = (file: string) => {
              opened.push(file);
            };
          },
          {
            csv: savePath,
            pdf: pdfPath,
            logo: logoPath,
            customers: importPath,
            closingTitles: [translator('en').t('main.closing.title'), translator('de').t('main.closing.title')],
            closeWithUnkept,
          },
        );
        const app = electron;
        page = await app.firstWindow();
        if (viewport) await page.setViewportSize(viewport);
        readClipboard = () => app.evaluate(({ clipboard }) => clipboard.readText());
        printedDocuments = async () =>
          (await app.evaluate(() => [...((globalThis as { __printedPdfs?: string[] }).__printedPdfs ?? [])])).map(
            (base64) => new Uint8Array(Buffer.from(base64, 'base64')),
          );
        openedFolders = () => app.evaluate(() => [...((globalThis as { __openedFolders?: string[] }).__openedFolders ?? [])]);
        clickMenu = async (labels) => {
          await app.evaluate(({ Menu }, path) => {
            let items = Menu.getApplicationMenu()?.items ?? [];
            let found: Electron.MenuItem | undefined;
            for (const label of path) {
              found = items.find((item) => item.label === label);
              items = found?.submenu?.items ?? [];
            }
            if (!found) throw new Error(`The app menu has no entry ${path.join(' ▸ ')}.`);
            found.click();
          }, labels);
        };
        close = async () => {
          await app.close();
          return 'closed';
        };
      } else {
        if (harnessWindows === null) throw new Error('The Chromium harness needs a browser.');
        // The worker's window for this context, kept between tests: a new page costs Chromium far more.
        // Every context option a spec sets (test.use) is among these: a window is handed on only to a test of the same.
        const window = await harnessWindows.take(
          {
            ...(locale ? { locale } : {}),
            ...(timezoneId ? { timezoneId } : {}),
            ...(colorScheme ? { colorScheme } : {}),
            ...(reducedMotion ? { reducedMotion } : {}),
            ...(forcedColors ? { forcedColors } : {}),
            ...(deviceScaleFactor ? { deviceScaleFactor } : {}),
            viewport,
          },
          system,
        );
        page = window;
        const chromium = await openAppInChromium(window, {
          keepPage: true,
          userDataDir,
          savePath,
          imagePath: logoPath,
          importPath,
          tokenStore: createKeychainTokenStore(
            { service: keychainService, account: KEYCHAIN_ENTRY.account },
            keychain === 'unavailable' ? () => Promise.reject(new Error('no Secret Service')) : boundedKeytar(),
          ),
          passwordStore: createKeychainTokenStore(
            { service: keychainService, account: PASSWORD_ACCOUNT },
            keychain === 'unavailable' ? () => Promise.reject(new Error('no Secret Service')) : boundedKeytar(),
          ),
          ...(regionalLocale ? { regionalLocale } : {}),
          holdChannels,
          closeWithUnkept,
          rejectChannels,
          ...(missingFiles ? { missingFiles } : {}),
          trayShown,
          clipboardRefuses,
          ...(maxQuotes === null ? {} : { maxQuotes }),
          shortcutSystem,
          system,
          policyFile,
          ...(feed === null
            ? {}
            : {
                updates: {
                  updater: recordingUpdater(await installedUpdater(feed, join(userDataDir, 'installed')), updateInstalls),
                  appVersion: '0.1.0',
                  publicKey: TEST_UPDATE_PUBLIC_KEY,
                },
              }),
          ...(signInProxy ? { proxy: signInProxy } : {}),
          ...(mailFacts ? { mailFacts } : {}),
          ...(mailLaunch ? { mailLaunch } : {}),
          // The simulator's slow fault outlasts this; a real service gets the app's own timeout.
          ...(service.simulator ? { timeoutMs: HARNESS_TIMEOUT_MS } : {}),
        });
        ipc = chromium.ipc;
        release = chromium.release;
        hold = chromium.hold;
        printDialog = chromium.printDialog;
        held = chromium.held;
        closeQuestions = chromium.closeQuestions;
        pressGlobalShortcut = chromium.pressGlobalShortcut;
        tray = chromium.tray;
        clickMenu = chromium.clickMenu;
        printed = chromium.printed;
        mailCalls = chromium.mailCalls;
        printedPdfs = chromium.printedPdfs;
        readClipboard = async () => chromium.clipboard.at(-1) ?? '';
        printedDocuments = async () => [...chromium.printedPdfs];
        openedFolders = async () => [...chromium.openedFolders];
        close = async (force) => {
          // As the app quits: main has the page hand over what is typed before the window goes.
          const closed = await chromium.closeWindow();
          if (closed === 'stayed' && !force) return 'stayed';
          await chromium.close();
          await harnessWindows.giveBack(window);
          return 'closed';
        };
      }
    };
    await open();
    // As main resolves "system": the Electron app from the locale it was launched with, the harness from the context's.
    const uiLanguage = resolveUiLanguage('system', locale ? [locale] : []);
    const tr = (key: MessageKey, values?: MessageValues): string => translator(uiLanguage).t(key, values);
    const harness: AppHarness = {
      page,
      service,
      ipc,
      electron,
      userDataDir,
      logFile: join(userDataDir, 'logs', 'diagnostics.log'),
      updateInstalls,
      updateFeedUrl: feedServer?.url ?? null,
      savePath,
      pdfPath,
      logoPath,
      importPath,
      printed,
      mailCalls,
      printedPdfs,
      printedDocuments: () => printedDocuments(),
      readClipboard,
      openedFolders,
      release,
      hold,
      printDialog,
      held,
      closeQuestions,
      pressGlobalShortcut,
      tray,
      clickMenu,
      uiLanguage,
      tr,
      system,
      commandKey: (keys) => `${system === 'darwin' ? 'Meta' : 'Control'}+${keys}`,
      defaultShortcut: acceleratorLabel(defaultShortcut(system), uiLanguage),
      macKeys: system === 'darwin' ? 'yes' : 'no',
      restart: async () => {
        if ((await close(false)) === 'stayed')
          throw new Error('The window stayed open: the person chose not to lose what could not be kept.');
        await open();
        Object.assign(harness, {
          page,
          ipc,
          electron,
          printed,
          mailCalls,
          printedPdfs,
          readClipboard,
          openedFolders,
          release,
          hold,
          printDialog,
          held,
          closeQuestions,
          pressGlobalShortcut,
          tray,
          clickMenu,
        });
        return page;
      },
      screenshot: async (name) => {
        if (!SCREENSHOTS_WANTED) return;
        await harness.page.screenshot({ path: join(root, 'e2e', 'screenshots', `${testInfo.project.name}-${name}.png`), fullPage: true });
      },
      expectPriceFor: async (artnr) => {
        const region = harness.page.getByRole('region', { name: tr('lookup.result.region') });
        await expect(
          region.getByRole('heading', { name: new RegExp(`^${escapeRegExp(tr('lookup.result.heading', { artnr }))} `) }),
        ).toBeVisible();
        // The price's row: the list price, or with a factor the offer price (the table of all fields is built only when opened).
        await expect(region.locator('[data-field="price"], [data-field="factor_price"]').first()).toBeVisible();
      },
      connect: async (token = service.token) => {
        await harness.page.getByRole('button', { name: tr('lookup.nav.settings'), exact: true }).click();
        // Settings opens where it was left: the connection is its own section.
        await harness.page.getByRole('tab', { name: tr('settings.section.connection.title'), exact: true }).click();
        await harness.page.getByLabel(tr('lookup.settings.baseUrl')).fill(service.baseUrl);
        await harness.page.getByLabel(tr('lookup.settings.accessToken')).fill(token);
        await harness.page.getByRole('button', { name: tr('lookup.settings.save') }).click();
        // In the keychain, or for the session where there is none.
        await expect(
          harness.page.getByText(tr('lookup.token.inKeychain')).or(harness.page.getByText(tr('lookup.token.inSession'))),
        ).toBeVisible();
        await harness.page.getByRole('button', { name: tr('lookup.nav.backToLookup') }).click();
      },
    };
    try {
      if (connected && inElectron) await harness.connect();
      testInfo.annotations.push({ type: SET_UP_ANNOTATION, description: (performance.now() - setUpStarted).toFixed(0) });
      await use(harness);
    } finally {
      await close(true);
      await createKeychainTokenStore({ service: keychainService, account: KEYCHAIN_ENTRY.account }, boundedKeytar())
        .remove()
        .catch(() => undefined);
      await createKeychainTokenStore({ service: keychainService, account: PASSWORD_ACCOUNT }, boundedKeytar())
        .remove()
        .catch(() => undefined);
      await service.simulator?.close();
      await feedServer?.close();
      await removeFolder(userDataDir);
    }
  },
});

/** A text matched literally inside a regular expression. */
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Reads a file the app wrote, e.g. the CSV it saved. */
export const readText = (path: string): Promise<string> => readFile(path, 'utf8');

export { expect };
