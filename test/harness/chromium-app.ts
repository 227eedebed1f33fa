import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { TokenStore } from '../../electron/core/token-store';
import type { GlobalShortcutApi } from '../../electron/main-logic/global-shortcut';
import { createIpcDispatcher } from '../../electron/main-logic/ipc-dispatch';
import { IPC_EVENTS } from '../../electron/shared/ipc-bridge';
import { appMenuTemplate, type MenuEntry } from '../../electron/main-logic/menu-template';
import { createNetRequestFetch } from '../../electron/main-logic/net-request-fetch';
import { createProxyLogins } from '../../electron/main-logic/proxy-logins';
import { netRequestStandIn } from '../support/net-request-stand-in';
import { regionalLocale } from '../../electron/main-logic/regional-locale';
import type { TrayMenuEntry } from '../../electron/main-logic/tray-menu';
import type { Updater } from '../../electron/main-logic/app-updates';
import { createMainServices } from '../../electron/main-logic/services';
import type { MailCall, MailLaunch } from '../../electron/main-logic/mail-handlers';
import type { MailFacts } from '../../electron/main-logic/mail-draft/mail-plan';
import { sleep } from '../../electron/core/sleep';
import { createWindowClose } from '../../electron/main-logic/window-close';
import type { Unkept } from '../../electron/shared/typed-hand-over';
import { createPlaywrightPrinter } from './playwright-printer';
import { serveRenderer } from './renderer-server';
import { harnessWindow, HOST_SYSTEM, type HarnessSystem } from './harness-window';

const root = join(__dirname, '..', '..');
/** The longest the test's end waits for main to answer calls still under way (a slow fault outlasts it). */
const IN_FLIGHT_LIMIT_MS = 5_000;

export interface ChromiumAppOptions {
  userDataDir: string;
  /** Where "Save as CSV" writes (the save dialog's answer); export.csv in the user data folder by default. "Save as PDF" writes beside it (pdfPathFor). */
  savePath?: string;
  /** The file the open dialog answers when a logo is chosen; cancelled when not given. */
  imagePath?: string;
  /** The file the open dialog answers when customers are imported; cancelled when not given. */
  importPath?: string;
  tokenStore: TokenStore;
  /** Where "Stay signed in" keeps the password; memory when not given. */
  passwordStore?: TokenStore;
  timeoutMs?: number;
  now?: () => Date;
  /** The system's regional format; by default the browser context's locale, as Electron's app.getSystemLocale() would give. */
  regionalLocale?: string;
  /**
   * The system's preferred languages; by default the browser context's (navigator.languages, which
   * Playwright's `locale` sets), as Electron's app.getPreferredSystemLanguages() would give.
   */
  preferredLanguages?: readonly string[];
  /** Channels whose calls wait in the bridge until `release(channel)`: a slow main process, on cue. */
  holdChannels?: readonly string[];
  /** Channels whose calls reject, as ipcRenderer.invoke does when main fails to answer. */
  rejectChannels?: readonly string[];
  /** The window's files (paths under dist/renderer) that fail to load, as in a damaged installation. */
  missingFiles?: RegExp;
  /** Whether the desktop shows tray icons (default true); false as on stock GNOME. */
  trayShown?: boolean;
  /** true: the system clipboard refuses every write, as when another program holds it open (Windows). */
  clipboardRefuses?: boolean;
  /** How many quotes main keeps; MAX_QUOTES when not given. */
  maxQuotes?: number;
  /** How the system answers global shortcuts; 'usual' by default. */
  shortcutSystem?: ShortcutSystem;
  /**
   * The system the app poses as: the page's navigator.platform (⌘ or Ctrl for the window's keys), the
   * global shortcut's default and the app menu. The host's by default.
   */
  system?: HarnessSystem;
  /** The policy file to read (null or missing: none, never the machine's own). */
  policyFile?: string | null;
  /**
   * The platform's updater (a real electron-updater one against a test's feed) and the public key the
   * feed is signed with (as a release build carries the publisher's); none: updates are off.
   */
  updates?: { updater: () => Updater; appVersion: string; publicKey: string };
  /**
   * A proxy between the app and the service that asks for this sign-in: requests then go through the
   * net.request stand-in (which plays the proxy's 407 as Electron hands it on) and the app's own fetch on it.
   */
  proxy?: { username: string; password: string };
  /**
   * Where the window's page is served, ending in `/`: `npm run dev`'s Vite server (scripts/dev-loop.ts).
   * By default the harness serves the built dist/renderer itself.
   */
  rendererUrl?: string;
  /**
   * The page is the worker's window, kept for its next test (harness-window.ts): closing the window leaves
   * the app (beforeunload, pagehide) by navigating away instead of closing the page.
   */
  keepPage?: boolean;
  /** What main finds out about the mail programs ("Send by e-mail"); by default Windows with classic Outlook. */
  mailFacts?: MailFacts;
  /** How the system answers the mail call (recorded in `mailCalls`); by default it works. */
  mailLaunch?: MailLaunch;
  /** The person's answer when closing would lose what could not be kept: close anyway (the default), or stay. */
  closeWithUnkept?: boolean;
}

/**
 * How long main waits for the window's hand-over here: longer than the app's own (HAND_OVER_LIMIT_MS), so a
 * busy test machine never decides a spec; it bounds only a page that never answers.
 */
const HARNESS_HAND_OVER_LIMIT_MS = 15_000;

/** The harness's Outlook, as the App Paths key would name it. */
export const HARNESS_OUTLOOK = 'C:\\Program Files\\Microsoft Office\\root\\Office16\\OUTLOOK.EXE';

/** One IPC call as it crossed the bridge. */
export interface IpcExchange {
  channel: string;
  request: unknown;
  response: unknown;
}

export interface ChromiumApp {
  /** Every call the page made, with main's answer, oldest first. */
  ipc: IpcExchange[];
  /** What the app put on the clipboard, oldest first. */
  clipboard: string[];
  /** The folders the app asked the system to open, oldest first. */
  openedFolders: string[];
  /** Where "Save as CSV" writes (the save dialog's answer). */
  savePath: string;
  /** The calls main made to the system for mail drafts (a program run, a file opened), oldest first. */
  mailCalls: MailCall[];
  /** The HTML of every document the app asked to print, oldest first (there is no system print dialog here). */
  printed: string[];
  /** What each print would have put on paper, as a PDF laid out by the page's own @page rules. */
  printedPdfs: Uint8Array[];
  logFile: string;
  /**
   * The system's print dialog, held open on cue: `hold()` makes the next prints wait in their dialog until
   * `close(printed)` (printed, or cancelled); `opened` resolves once one waits there.
   */
  printDialog: { hold(): void; opened(): Promise<void>; close(printed: boolean): void };
  /** Holds the calls of a channel from now on until `release(channel)`: a slow main process, on cue. */
  hold(channel: string): void;
  /** Lets the held calls of a channel through, and every later one. */
  release(channel: string): void;
  /** How many calls of a held channel wait now. */
  held(channel: string): number;
  /** What the person was asked when closing would lose what could not be kept, oldest first. */
  closeQuestions: Unkept[][];
  /** Presses the global shortcut as the system would; false when none is registered (switched off or refused). */
  pressGlobalShortcut(): Promise<boolean>;
  /** The tray icon's menu as the system would show it, and clicking its entries. */
  tray: HarnessTray;
  /** Clicks an entry of the app menu (built from the app's own template) by its labels, e.g. ['File', 'Settings…']. */
  clickMenu(labels: readonly string[]): Promise<void>;
  /**
   * Closes the window as the app quits in Electron (main/window-close-glue.ts, with main's own window-close.ts):
   * main first asks the page for what is typed and holds the window until it has handed it over; then the
   * page goes (beforeunload and pagehide run), and what it sends as it leaves is dropped, as it may never
   * reach main in Electron. 'stayed' when the person chose to stay rather than lose what could not be kept.
   */
  closeWindow(): Promise<'closed' | 'stayed'>;
  close(): Promise<void>;
}

export interface HarnessTray {
  /** The menu's entries now: label and whether it can be clicked (separators left out). */
  entries(): { label: string; enabled: boolean }[];
  /** Clicks the entry with this label and waits for what it does in the page. */
  click(label: string): Promise<void>;
  /** Puts text on the system clipboard, as copying in another program would (the app is not told). */
  copy(text: string): void;
  /** How often the app asked the system clipboard anything (whether it holds text, or its text). */
  clipboardCalls(): number;
}

/** Where the save dialog answers for a PDF: beside the CSV's path, with .pdf. */
export function pdfPathFor(savePath: string): string {
  return savePath.replace(/\.[^./\\]*$/, '') + '.pdf';
}

/** Shortcuts the harness's system holds for other programs, so Settings can be seen refusing one. */
const SHORTCUTS_TAKEN_BY_OTHERS: readonly string[] = ['Alt+Space'];

/**
 * How the harness's system answers global shortcuts: 'usual' takes every key but those of
 * SHORTCUTS_TAKEN_BY_OTHERS (Windows, macOS, X11); 'refusesAll' takes none, as a desktop that lets no app
 * set one (GNOME on Wayland without the desktop portal); 'wayland' answers every request yes and says no
 * more, as Electron 45 on the desktop portal does (the portal may still refuse the key, unsaid).
 */
export type ShortcutSystem = 'usual' | 'refusesAll' | 'wayland';

/** Electron's globalShortcut as documented (docs/api/global-shortcut.md): `register` answers false for a key already taken. */
function systemShortcuts(system: ShortcutSystem) {
  const registered = new Map<string, () => void>();
  const api: GlobalShortcutApi = {
    register: (accelerator, callback) => {
      if (system === 'refusesAll') return false;
      if (SHORTCUTS_TAKEN_BY_OTHERS.includes(accelerator) || registered.has(accelerator)) return false;
      registered.set(accelerator, callback);
      return true;
    },
    unregister: (accelerator) => void registered.delete(accelerator),
    isRegistered: (accelerator) => registered.has(accelerator),
  };
  return { api, registered };
}

/** A gate calls wait at until it is opened. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * Opens the built renderer in a Chromium page with the bridge built by the preload's own code and the
 * real main-process handlers behind it; only ipcRenderer/ipcMain are swapped for a Playwright binding.
 * Returns the function that closes it all.
 */
export async function openAppInChromium(page: Page, options: ChromiumAppOptions): Promise<ChromiumApp> {
  const clipboard: string[] = [];
  const openedFolders: string[] = [];
  const mailCalls: MailCall[] = [];
  const savePath = options.savePath ?? join(options.userDataDir, 'export.csv');
  const browser = page.context().browser();
  if (browser === null) throw new Error('The harness makes PDFs with the page’s browser; a persistent context has none.');
  // The PDFs in the browser's kept page, as the app keeps its hidden window warm (playwright-printer.ts).
  const playwrightPrinter = createPlaywrightPrinter(browser, [], [], 'kept');
  // A print dialog held open: a print waits in it until the test closes it, as a person takes their time.
  let dialog: { held: Promise<boolean>; close: (printed: boolean) => void; opened: Promise<void>; open: () => void } | null = null;
  const printDialog = {
    hold: (): void => {
      let close: (printed: boolean) => void = () => undefined;
      let open: () => void = () => undefined;
      const held = new Promise<boolean>((resolve) => (close = resolve));
      dialog = { held, close, open: () => open(), opened: new Promise<void>((resolve) => (open = resolve)) };
    },
    opened: (): Promise<void> => dialog?.opened ?? Promise.resolve(),
    close: (printed: boolean): void => {
      const closing = dialog;
      dialog = null;
      closing?.close(printed);
    },
  };
  const printer: typeof playwrightPrinter = {
    ...playwrightPrinter,
    print: async (html, layout, caller) => {
      const waiting = dialog;
      if (waiting === null) return playwrightPrinter.print(html, layout, caller);
      waiting.open();
      // Cancelled: nothing goes to paper.
      return (await waiting.held) ? playwrightPrinter.print(html, layout, caller) : false;
    },
  };
  const { contextLocale, contextLanguages } = await page.evaluate(() => ({
    contextLocale: navigator.language,
    contextLanguages: [...navigator.languages],
  }));
  const preferredLanguages = options.preferredLanguages ?? contextLanguages;
  const shortcutSystem = options.shortcutSystem ?? 'usual';
  const system = options.system ?? HOST_SYSTEM;
  const shortcuts = systemShortcuts(shortcutSystem);
  let summoned = Promise.resolve();
  let clipboardText = '';
  let clipboardCalls = 0;
  let trayMenu: TrayMenuEntry[] = [];
  const { proxy } = options;
  // What main does with a proxy's question: it goes to the window as main's event.
  const proxyLogins = createProxyLogins((question) => {
    void page.evaluate(([name, payload]) => void globalThis.dispatchEvent(new CustomEvent(name, { detail: payload })), [
      IPC_EVENTS.proxyLogin,
      question,
    ] as const);
    return true;
  });
  const toFront = (channel: string, detail?: unknown): void => {
    summoned = page
      .bringToFront()
      .then(() =>
        page.evaluate(
          ([name, payload]) =>
            void globalThis.dispatchEvent(payload === undefined ? new Event(name) : new CustomEvent(name, { detail: payload })),
          [channel, detail] as const,
        ),
      );
  };
  const services = await createMainServices({
    userDataDir: options.userDataDir,
    policyFile: options.policyFile ?? null,
    // Looked at often, so a spec sees IT's or another program's change without waiting the app's intervals.
    policyFileIntervalMs: 100,
    settingsFileIntervalMs: 100,
    ...(options.updates === undefined ? {} : { updates: options.updates }),
    fetch: proxy
      ? createNetRequestFetch(
          (request) => netRequestStandIn({ ...request, proxy: { host: 'proxy.corp.example', port: 8080, ...proxy } }),
          proxyLogins,
        )
      : globalThis.fetch,
    proxyLogins,
    tokenStore: options.tokenStore,
    ...(options.passwordStore === undefined ? {} : { passwordStore: options.passwordStore }),
    regionalLocale: regionalLocale(options.regionalLocale ?? contextLocale),
    preferredLanguages: () => preferredLanguages,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.now === undefined ? {} : { now: options.now }),
    handOverLimitMs: HARNESS_HAND_OVER_LIMIT_MS,
    // A busy service's waits cut to a few ms: specs count the requests and read the words, not the seconds.
    busyWait: (ms, signal) => sleep(Math.min(ms, 5), signal),
    openFolder: async (path) => {
      openedFolders.push(path);
      return true;
    },
    // A file shown in its folder is listed with the folders opened.
    showFile: (path) => openedFolders.push(path),
    // As Electron 45's clipboard.writeText: a promise, settled once the system has the text or refused it.
    writeClipboard: async (text) => {
      await Promise.resolve();
      if (options.clipboardRefuses) throw new Error('The clipboard is held by another program.');
      clipboard.push(text);
    },
    chooseSavePath: async (suggestedName) => (suggestedName.endsWith('.pdf') ? pdfPathFor(savePath) : savePath),
    chooseImagePath: async () => options.imagePath ?? null,
    chooseCustomerFile: async () => options.importPath ?? null,
    printer,
    ...(options.maxQuotes === undefined ? {} : { maxQuotes: options.maxQuotes }),
    // What main/mail-glue.ts does, recorded: no mail program is started here.
    mail: {
      facts: async () => options.mailFacts ?? { os: 'win32', outlookExe: HARNESS_OUTLOOK },
      launch: async (call) => {
        mailCalls.push(call);
        return options.mailLaunch ?? { ok: true };
      },
    },
    // What main/summon.ts does with the window: to the front, then main's focus-article event.
    globalShortcut: {
      api: shortcuts.api,
      platform: system,
      onPressed: () => toFront(IPC_EVENTS.focusArticle),
      registerConfirms: shortcutSystem !== 'wayland',
    },
    // What main/tray.ts does: Electron's Tray and Menu as recorded menus, the window to the front, then main's event.
    tray: {
      tray: {
        setContextMenu: (menu) => void (trayMenu = menu as TrayMenuEntry[]),
        setToolTip: () => undefined,
        on: () => undefined,
        destroy: () => undefined,
      },
      // The tray as on Linux: the menu set on the icon, shown by the desktop.
      platform: 'linux',
      shown: options.trayShown ?? true,
      buildMenu: (template) => template,
      clipboardHasText: async () => {
        clipboardCalls += 1;
        return clipboardText !== '';
      },
      readClipboard: () => {
        clipboardCalls += 1;
        return clipboardText;
      },
      open: () => toFront(IPC_EVENTS.focusArticle),
      lookUp: (request) => toFront(IPC_EVENTS.lookUp, request),
      noClipboardArticle: (why) => toFront(IPC_EVENTS.clipboardNoArticle, why),
      quit: () => undefined,
    },
  });
  // What main/index.ts does when its state changes by itself: main's event to the window.
  services.onStateChanged(() => {
    void page.evaluate((name) => void globalThis.dispatchEvent(new Event(name)), IPC_EVENTS.stateChanged).catch(() => undefined);
  });
  services.updates.start();
  const server =
    options.rendererUrl === undefined
      ? await serveRenderer(join(root, 'dist', 'renderer'))
      : { url: options.rendererUrl, close: async () => undefined };
  const dispatch = createIpcDispatcher(services.handlers, server.url);
  const ipc: IpcExchange[] = [];
  const gates = new Map((options.holdChannels ?? []).map((channel) => [channel, gate()]));
  const waiting = new Map<string, number>();
  // Once main has let the window go, what its page sends as it leaves (pagehide) is dropped: in Electron such a
  // message may arrive after main has quit, or not at all, so nothing the app keeps may depend on it.
  let gone = false;
  const goneError = (): Error => new Error('The window is gone.');
  // The page's binding and navigations, set up once per page (a page may be a worker's window kept between tests).
  const window = await harnessWindow(page, system);
  // Calls main is still answering when the test ends: their writes land before the stores are flushed and the
  // test's folder is removed (in Electron the process ends with them).
  const inFlight = new Set<Promise<unknown>>();
  window.call = async (frame, channel, request) => {
    if (gone) throw goneError();
    const held = gates.get(channel);
    if (held) {
      waiting.set(channel, (waiting.get(channel) ?? 0) + 1);
      await held.opened;
      waiting.set(channel, (waiting.get(channel) ?? 1) - 1);
      if (gone) throw goneError();
    }
    if (options.rejectChannels?.includes(channel)) throw new Error(`Error invoking remote method '${channel}'`);
    const answered = dispatch(channel, request, frame.url());
    inFlight.add(answered);
    try {
      const response = await answered;
      ipc.push({ channel, request, response });
      return response;
    } finally {
      inFlight.delete(answered);
    }
  };
  // What main/window-close-glue.ts does: main's question to the page as main's event; a page gone answers nothing.
  services.handOver.setWindow((question) => {
    if (page.isClosed()) return false;
    void page
      .evaluate(([name, payload]) => void globalThis.dispatchEvent(new CustomEvent(name, { detail: payload })), [
        IPC_EVENTS.handOverTyped,
        question,
      ] as const)
      .catch(() => undefined);
    return true;
  });
  const pageClosed = (): void => services.handOver.setWindow(null);
  const pageCrashed = (): void => services.handOver.pageGone();
  page.once('close', pageClosed);
  page.on('crash', pageCrashed);
  const closeQuestions: Unkept[][] = [];
  // As main/index.ts does on Electron's did-navigate: a window loaded anew asks the service again.
  window.navigated = () => services.windowLoaded();
  const missing = options.missingFiles;
  if (missing)
    await page.route(
      (url) => url.href.startsWith(server.url) && missing.test(url.href.slice(server.url.length)),
      (route) => route.abort(),
    );
  await page.goto(`${server.url}index.html`);
  return {
    ipc,
    clipboard,
    openedFolders,
    savePath,
    mailCalls,
    printed: printer.printed,
    printedPdfs: printer.printedPdfs,
    logFile: services.logFile,
    printDialog,
    hold: (channel) => void gates.set(channel, gate()),
    release: (channel) => gates.get(channel)?.open(),
    held: (channel) => waiting.get(channel) ?? 0,
    closeQuestions,
    clickMenu: async (labels) => {
      const menu = appMenuTemplate({
        platform: system,
        packaged: true,
        appName: 'Price Lookup',
        language: services.uiLanguage(),
        openDiagnostics: () => void services.handlers.openDiagnostics(undefined),
        openSettings: () => toFront(IPC_EVENTS.openSettings),
        showAbout: () => undefined,
        restartToUpdate: services.updates.status().state === 'ready' ? () => void services.handlers.restartToUpdate(undefined) : null,
      });
      let entries: MenuEntry[] = menu;
      let entry: MenuEntry | undefined;
      for (const label of labels) {
        entry = entries.find((candidate) => candidate.label === label);
        entries = entry?.submenu ?? [];
      }
      if (!entry?.click) throw new Error(`The app menu has no entry ${labels.join(' ▸ ')} to click.`);
      entry.click();
      await summoned;
    },
    pressGlobalShortcut: async () => {
      const [callback] = shortcuts.registered.values();
      if (!callback) return false;
      callback();
      await summoned;
      return true;
    },
    tray: {
      entries: () =>
        trayMenu.flatMap((entry) => (entry.label === undefined ? [] : [{ label: entry.label, enabled: entry.enabled !== false }])),
      click: async (label) => {
        const entry = trayMenu.find((item) => item.label === label);
        if (!entry?.click || entry.enabled === false) throw new Error(`The tray menu has no entry "${label}" to click.`);
        entry.click();
        // The clipboard's entry reads the clipboard first, then brings the window to the front.
        await services.tray?.settled();
        await summoned;
      },
      copy: (text) => {
        clipboardText = text;
      },
      clipboardCalls: () => clipboardCalls,
    },
    closeWindow: async () => {
      // Main's own closing, as the app quits (Playwright's ElectronApplication.close() quits the app).
      const decided = new Promise<'closed' | 'stayed'>((resolve) => {
        const close = createWindowClose({
          keepInTray: () => false,
          handOver: services.handOver,
          confirmLoss: async (unkept) => {
            closeQuestions.push([...unkept]);
            const anyway = options.closeWithUnkept ?? true;
            if (!anyway) resolve('stayed');
            return anyway;
          },
          hide: () => undefined,
          closeAgain: () => resolve('closed'),
        });
        close.going('quit');
        if (close.onClose({ preventDefault: () => undefined }) === 'closed') resolve('closed');
      });
      if ((await decided) === 'stayed') return 'stayed';
      gone = true;
      window.navigated = null;
      services.handOver.setWindow(null);
      // A window kept for the worker's next test leaves the app as a closed one does (beforeunload, pagehide).
      if (options.keepPage) await page.goto('about:blank');
      else {
        const closed = page.waitForEvent('close');
        await page.close({ runBeforeUnload: true });
        await closed;
      }
      return 'closed';
    },
    close: async () => {
      window.navigated = null;
      window.call = null;
      page.off('close', pageClosed);
      page.off('crash', pageCrashed);
      const waited = new AbortController();
      await Promise.race([Promise.allSettled([...inFlight]), sleep(IN_FLIGHT_LIMIT_MS, waited.signal).catch(() => undefined)]);
      waited.abort();
      await services.dispose();
      await printer.close();
      await server.close();
    },
  };
}
