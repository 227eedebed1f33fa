import { mailGlue } from './mail-glue';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { app, BrowserWindow, clipboard, dialog, Menu, net, protocol, session, shell } from 'electron';
import { resolveUiLanguage, type UiLanguage } from '../shared/i18n/language';
import { translator } from '../shared/i18n/translator';
import { createDiagnosticsLog } from '../core/diagnostics-log';
import { PASSWORD_ACCOUNT } from '../core/sign-in';
import { createKeychainTokenStore, KEYCHAIN_ENTRY } from '../core/token-store';
import { APP_ID } from '../core/app-id';
import { APP_NAME, userDataFolder } from '../core/user-data';
import { createWriteQueue } from '../core/write-queue';
import { appMenuTemplate } from '../main-logic/menu-template';
import { regionalLocale } from '../main-logic/regional-locale';
import { createNetRequestFetch } from '../main-logic/net-request-fetch';
import { createMainServices, type MainServices } from '../main-logic/services';
import { createQuitHandler } from '../main-logic/shutdown';
import { startApp, startFailureReason } from '../main-logic/start-app';
import { runConfig } from '../main-logic/run-config';
import { mayNavigate, windowSource } from '../main-logic/window-source';
import { systemLocale } from '../main-logic/system-locale-override';
import { trayCanBeShown } from '../main-logic/tray-availability';
import { createProxyLogins } from '../main-logic/proxy-logins';
import { watchSystemPolicies, type SystemPolicies } from '../main-logic/system-policies';
import { IPC_EVENTS } from '../shared/ipc-bridge';
import { createWindowPlacementStore } from '../main-logic/window-placement';
import { registerAppScheme, serveAppFiles } from './app-protocol';
import { applyAppearance, followSystemTheme, openingBackground } from './appearance';
import { registerIpc } from './ipc-registration';
import { denyAllPermissions, lockDownWebContents } from './security';
import { bringWindowToFront, globalShortcutGlue } from './summon';
import { mainWindow, setMainWindow } from './main-window';
import { trayGlue } from './tray';
import { guardWindowClose } from './window-close-glue';
import { createElectronQuotePrinter } from './quote-printing';
import { openMainWindow } from './window';
import { updateGlue } from './update-glue';
import { keychainAskGlue } from './keychain-ask-glue';

// main.cjs sits in dist/main; the renderer and preload are its siblings.
const rendererDir = join(__dirname, '..', 'renderer');
const preloadPath = join(__dirname, '..', 'preload', 'preload.cjs');

// "Price Lookup" in development too, where Electron would otherwise call itself "Electron".
app.setName(APP_NAME);
if (process.platform === 'win32') app.setAppUserModelId(APP_ID);
// PRICE_LOOKUP_USER_DATA only in test runs of the unpackaged app (user-data.ts).
const dataFolder = userDataFolder(process.env, app.isPackaged);
const dataDir = dataFolder.dir;
app.setPath('userData', dataDir);
const logDir = join(dataDir, 'logs');
// Before ready: app:// must be privileged when the session is created.
registerAppScheme(protocol);
app.enableSandbox();
// The built renderer on app://, or in an unpackaged app the loopback dev server `npm run dev` names.
const source = windowSource(process.env, app.isPackaged);
app.on('web-contents-created', (_event, contents) => lockDownWebContents(contents, (url) => mayNavigate(source, url)));

let services: MainServices | null = null;
/** The registry's or managed preferences' policies (Windows, macOS), watched from before ready until quit. */
let systemPolicies: SystemPolicies | null = null;
// A proxy that asks for a sign-in is answered by the user in the main window (never the price service).
const proxyLogins = createProxyLogins((question) => {
  const window = mainWindow();
  if (window === null) return false;
  window.webContents.send(IPC_EVENTS.proxyLogin, question);
  return true;
});
// The OS's languages and regional format; a test run of the unpackaged app may say them instead.
// What the environment may say (test runs of the unpackaged app; the keychain service): read once, here.
const config = runConfig(process.env, app.isPackaged);
const system = systemLocale(
  { preferredLanguages: () => app.getPreferredSystemLanguages(), regionalFormat: () => regionalLocale(app.getSystemLocale()) },
  config,
);
const placement = createWindowPlacementStore(dataDir);
// Its hidden window for PDFs stays open between documents; it closes with the main window, so that the
// app still quits when its last visible window closes (window-all-closed counts hidden windows too).
const printer = createElectronQuotePrinter();
const windowWrites = createWriteQueue();

/** A program's output, for asking the desktop whether it shows tray icons. */
async function runCommand(file: string, args: string[], options: { timeout: number }): Promise<string> {
  return (await promisify(execFile)(file, args, { timeout: options.timeout, encoding: 'utf8' })).stdout;
}

async function openWindow(): Promise<BrowserWindow> {
  const window = await openMainWindow({
    url: source.url,
    preloadPath,
    devTools: !app.isPackaged,
    placement,
    writes: windowWrites,
    backgroundColor: openingBackground(services?.appearance() ?? 'system'),
  });
  setMainWindow(window);
  window.once('closed', () => void printer.close());
  // Opened only once the services are there (start's wire, then later opens).
  if (services)
    guardWindowClose(window, { keepInTray: () => services?.keepInTray() ?? false, handOver: services.handOver, language: uiLanguage });
  // Loaded anew (a reload after its renderer crashed): its lookups ask the service again, as after a restart.
  window.webContents.on('did-navigate', () => services?.windowLoaded());
  return window;
}

/** The language main's menu and dialogs speak: the UI language, or the system's before the settings are read. */
function uiLanguage(): UiLanguage {
  return services?.uiLanguage() ?? resolveUiLanguage('system', system.preferredLanguages());
}

function showAbout(language: UiLanguage): void {
  const { t } = translator(language);
  const owner = BrowserWindow.getFocusedWindow();
  const options = {
    type: 'info' as const,
    title: t('main.about.title', { appName: APP_NAME }),
    message: APP_NAME,
    detail: t('main.about.version', { version: app.getVersion() }),
  };
  void (owner ? dialog.showMessageBox(owner, options) : dialog.showMessageBox(options));
}

/** Sets the menu in the UI language; called again whenever that changes. */
function setMenu(ready: MainServices, language: UiLanguage): void {
  app.setAboutPanelOptions({ applicationName: APP_NAME, applicationVersion: app.getVersion() });
  const template = appMenuTemplate({
    platform: process.platform,
    packaged: app.isPackaged,
    appName: APP_NAME,
    language,
    openDiagnostics: () => void ready.handlers.openDiagnostics(undefined),
    openSettings: () => bringWindowToFront(openWindow, reportWindowFailure, (window) => window.webContents.send(IPC_EVENTS.openSettings)),
    showAbout: () => showAbout(language),
    restartToUpdate: ready.updates.status().state === 'ready' ? () => void ready.handlers.restartToUpdate(undefined) : null,
  });
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

/** Says why a window could not open after the start, when there is nothing else to show it in. */
function reportWindowFailure(error: unknown): void {
  const { t, text } = translator(uiLanguage());
  dialog.showErrorBox(t('main.windowFailed.title'), text(startFailureReason(error)));
}

async function start(): Promise<void> {
  const { timeoutMs } = config;
  services = await startApp(
    {
      createServices: async () => {
        denyAllPermissions(session.defaultSession);
        serveAppFiles(protocol, rendererDir);
        return createMainServices({
          userDataDir: dataDir,
          // A credential kept before they were bound belongs to the service of the user's own settings only.
          bindLegacyCredentials: dataFolder.chosenBy === 'user',
          // macOS asks before an updated ad-hoc build or the app after the CLI reads the keychain: said first.
          ...(process.platform === 'darwin' ? { keychainAsk: keychainAskGlue() } : {}),
          policyFile: config.policyFile,
          systemPolicies,
          // Electron's network stack applies the system's proxy settings and certificate store. net.request,
          // not net.fetch: net.fetch rejects every redirect under redirect: 'manual' (electron/electron#43715).
          fetch: createNetRequestFetch((options) => net.request(options), proxyLogins),
          proxyLogins,
          tokenStore: createKeychainTokenStore({
            // Lets the e2e run use an entry of its own instead of the user's real token.
            service: config.keychainService,
            account: KEYCHAIN_ENTRY.account,
          }),
          // "Stay signed in" keeps the password in an entry of its own, beside the token.
          passwordStore: createKeychainTokenStore({
            service: config.keychainService,
            account: PASSWORD_ACCOUNT,
          }),
          // Numbers and dates follow the regional format, which can differ from the UI language.
          regionalLocale: system.regionalFormat(),
          // Asked each time the language is resolved: the user may change them while the app runs.
          preferredLanguages: () => system.preferredLanguages(),
          openFolder: async (path) => (await shell.openPath(path)) === '',
          showFile: (path) => shell.showItemInFolder(path),
          // Empty text empties the clipboard (Electron 45: clipboard.clear(), docs/api/clipboard.md), every format on it.
          // writeText answers with a promise (electron.d.ts): the handler waits for it and words a refusal.
          writeClipboard: async (text) => (text === '' ? clipboard.clear() : await clipboard.writeText(text)),
          chooseSavePath: async (suggestedName, caller, language) => {
            const owner = caller.windowId === null ? null : BrowserWindow.fromId(caller.windowId);
            const { t } = translator(language);
            // The handlers allow only .csv and .pdf names.
            const filters = suggestedName.endsWith('.pdf')
              ? [{ name: t('document.saveDialog.filter'), extensions: ['pdf'] }]
              : [{ name: t('main.saveCsv.filter'), extensions: ['csv'] }];
            const options = { defaultPath: join(app.getPath('documents'), suggestedName), filters };
            const choice = owner ? await dialog.showSaveDialog(owner, options) : await dialog.showSaveDialog(options);
            return choice.canceled || !choice.filePath ? null : choice.filePath;
          },
          chooseImagePath: async (caller, language) => {
            const owner = caller.windowId === null ? null : BrowserWindow.fromId(caller.windowId);
            const { t } = translator(language);
            const options = {
              title: t('document.logoDialog.title'),
              filters: [{ name: t('document.logoDialog.filter'), extensions: ['png', 'jpg', 'jpeg'] }],
              properties: ['openFile' as const],
            };
            const choice = owner ? await dialog.showOpenDialog(owner, options) : await dialog.showOpenDialog(options);
            return choice.canceled ? null : (choice.filePaths[0] ?? null);
          },
          chooseCustomerFile: async (caller, language) => {
            const owner = caller.windowId === null ? null : BrowserWindow.fromId(caller.windowId);
            const { t } = translator(language);
            const options = {
              title: t('customers.importDialog.title'),
              filters: [{ name: t('customers.importDialog.filter'), extensions: ['csv', 'txt'] }],
              properties: ['openFile' as const],
            };
            const choice = owner ? await dialog.showOpenDialog(owner, options) : await dialog.showOpenDialog(options);
            return choice.canceled ? null : (choice.filePaths[0] ?? null);
          },
          printer,
          mail: mailGlue,
          ...(timeoutMs === undefined ? {} : { timeoutMs }),
          globalShortcut: globalShortcutGlue(openWindow, reportWindowFailure),
          tray: trayGlue(openWindow, reportWindowFailure, await trayCanBeShown(process.platform, runCommand)),
          // Updates: where they can install and whether this build has the publisher's key is decided in
          // update-support.ts from what this gathers; an unpackaged app has nothing to update.
          ...(app.isPackaged ? { updates: await updateGlue() } : {}),
        });
      },
      wire: (ready) => {
        // Before the window opens: its closing is guarded by the services' hand-over.
        services = ready;
        registerIpc(ready.handlers, source.appUrl);
        setMenu(ready, ready.uiLanguage());
        ready.onUiLanguageChange((language) => setMenu(ready, language));
        // An update found or downloaded: the menu offers "Restart to update", the window's banner follows.
        ready.onStateChanged(() => {
          setMenu(ready, ready.uiLanguage());
          mainWindow()?.webContents.send(IPC_EVENTS.stateChanged);
        });
        ready.updates.start();
        // Before the window opens, so it opens in the theme chosen.
        applyAppearance(ready.appearance());
        ready.onAppearanceChange(applyAppearance);
        followSystemTheme(() => ready.appearance());
      },
      openWindow: async () => {
        await openWindow();
      },
    },
    {
      diagnosticsDir: logDir,
      // Settings may be what could not be read: then the system's preferred language.
      language: (ready) => ready?.uiLanguage() ?? uiLanguage(),
      logFailure: async (reason) => {
        const log = createDiagnosticsLog({ dir: logDir });
        await log.write('start-failed', { reason });
        await log.flush();
      },
      showError: (title, content) => dialog.showErrorBox(title, content),
      quit: () => {
        // Let the next launch start instead of handing over to a process without a window.
        app.releaseSingleInstanceLock();
        app.exit(1);
      },
    },
  );
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    const window = mainWindow();
    if (!window) {
      if (services) openWindow().catch(reportWindowFailure);
      return;
    }
    if (window.isMinimized()) window.restore();
    // Hidden while the app kept running in the tray.
    window.show();
    window.focus();
  });
  app.on('activate', () => {
    const window = mainWindow();
    if (window) window.show();
    else if (services) openWindow().catch(reportWindowFailure);
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on(
    'will-quit',
    createQuitHandler({
      dispose: async () => {
        systemPolicies?.dispose();
        await Promise.all([services?.dispose(), windowWrites.idle(), printer.close()]);
      },
      quit: () => app.quit(),
      onProblem: (problem) => {
        void createDiagnosticsLog({ dir: logDir }).write('quit-without-flush', { problem });
      },
    }),
  );
  // Read while Electron gets ready; the services wait for the first answer (2 s at most).
  systemPolicies = watchSystemPolicies({ platform: process.platform });
  void app.whenReady().then(start);
}
