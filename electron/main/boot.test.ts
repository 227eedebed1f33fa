import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../core/app-files';
import { WINDOW_BACKGROUND } from '../shared/appearance';
import { defaultShortcut } from '../shared/global-shortcut';
import { IPC_EVENTS } from '../shared/ipc-bridge';
import { IPC_CHANNELS } from '../shared/ipc-contract';
import { trayIconFile } from '../main-logic/tray-icon';
import { createElectronStandIn, STAND_IN_PDF, type ElectronStandIn, type StandInOptions } from '../../test/support/electron-stand-in';
import { loadBundle } from '../../test/support/load-bundle';
import { eventually } from '../../test/support/eventually';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

// The real built bundle, as `npm start` and the installers run it (npm test builds before it tests).
const mainBundle = join(__dirname, '..', '..', 'dist', 'main', 'main.cjs');
const preloadBundle = join(__dirname, '..', '..', 'dist', 'preload', 'preload.cjs');
const builtIndex = join(__dirname, '..', '..', 'dist', 'renderer', 'index.html');

let userData: string;
let started: ElectronStandIn[] = [];
const savedEnv = { ...process.env };

beforeAll(() => {
  if (!existsSync(mainBundle) || !existsSync(builtIndex)) throw new Error('Build first: npm run build (npm test does).');
});
beforeEach(async () => {
  userData = await tempFolder('boot');
  process.env.PRICE_LOOKUP_USER_DATA = userData;
  process.env.PRICE_LOOKUP_KEYCHAIN_SERVICE = `Price Lookup boot test ${process.pid}`;
});
afterEach(async () => {
  // Let every started app quit the way Electron quits it, and wait until it has (its writes done), so its services
  // close before its folder goes. An app that holds the quit quits again once its writes are done; one that had
  // quit already (a test's own will-quit) holds nothing. Whether it asked to quit before does not tell.
  for (const standIn of started) {
    const quits = () => standIn.names().filter((name) => name === 'app.quit').length;
    const before = quits();
    let held = false;
    standIn.electron.app.emit('will-quit', { preventDefault: () => (held = true) });
    if (held) await eventually(() => expect(quits()).toBeGreaterThan(before));
  }
  started = [];
  process.env = { ...savedEnv };
  await new Promise((resolve) => setTimeout(resolve, 0));
  await removeFolder(userData);
});

/** A quote of 900155 × 3 made in main by its commands and priced by main, as the window makes and prices it, for its documents. */
async function keepQuote(standIn: ElectronStandIn, country: 'at' | 'de', letter: Record<string, unknown>): Promise<void> {
  const call = (channel: string, request: unknown) =>
    standIn.ipcHandlers.get(channel)?.(appSender(undefined, standIn.windows[0]?.id), request);
  await call(IPC_CHANNELS.loadQuotes, undefined);
  for (const change of [
    { kind: 'create', country },
    { kind: 'set', fields: { name: 'Camping <Müller>', letter } },
    { kind: 'addLines', lines: [{ id: 'l1', artnr: '900155', quantity: 3 }] },
  ])
    expect(await call(IPC_CHANNELS.changeQuote, { quoteId: 'q1', change })).toMatchObject({ ok: true });
  const priced = await call(IPC_CHANNELS.priceQuoteLine, { quoteId: 'q1', lineId: 'l1', artnr: '900155', country, factor: null });
  expect(priced).toMatchObject({ ok: true });
}

/** Loads the built main bundle against a fresh stand-in and lets Electron become ready. */
async function boot(options: StandInOptions = {}, { ready = true } = {}) {
  const standIn = createElectronStandIn(options);
  const { required } = loadBundle(mainBundle, standIn.electron);
  started.push(standIn);
  if (ready) standIn.ready();
  return { standIn, required };
}

/**
 * The desktop's answer to whether a tray icon can be seen (Linux asks the session bus with dbus-send): a
 * dbus-send of the test's own first on the PATH, printing what the real one prints. process.env is
 * restored after each test.
 */
async function desktopShowsTray(shown: boolean): Promise<void> {
  const bin = await tempFolder('dbus');
  await writeFile(join(bin, 'dbus-send'), `#!/bin/sh\nprintf 'method return time=1\\n   boolean ${String(shown)}\\n'\n`, { mode: 0o755 });
  process.env.PATH = `${bin}${delimiter}${process.env.PATH ?? ''}`;
}

const appSender = (url = 'app://price-lookup/index.html', id = 1) => ({ senderFrame: { url }, sender: { id } });

/** The questions main asked the window's page before letting it go (main's hand-over event), oldest first. */
const handOverQuestions = (standIn: ElectronStandIn): unknown[] =>
  standIn.calls.filter((call) => call.api === 'webContents.send' && call.args[0] === IPC_EVENTS.handOverTyped).map((call) => call.args[1]);

/**
 * Plays the window's page as main asks it, before the window goes, for what is typed and not yet taken:
 * it answers main's latest question, with what it could not keep.
 */
async function pageHandsOver(standIn: ElectronStandIn, asked: number, unkept: string[] = []): Promise<void> {
  await eventually(() => expect(handOverQuestions(standIn)).toHaveLength(asked));
  const question = handOverQuestions(standIn).at(-1);
  expect(await standIn.ipcHandlers.get(IPC_CHANNELS.typedHandedOver)?.(appSender(), { question, unkept })).toMatchObject({
    ok: true,
    value: { taken: true },
  });
}

describe('the built main bundle, started against a stand-in of Electron', () => {
  it('names the app, uses the user data folder, and registers app:// as privileged before ready', async () => {
    const { standIn } = await boot({}, { ready: false });
    const names = standIn.names();
    expect(standIn.calls[0]).toEqual({ api: 'app.setName', args: ['Price Lookup'] });
    expect(standIn.calls.find((call) => call.api === 'app.setPath')?.args).toEqual(['userData', userData]);
    const schemes = standIn.calls.find((call) => call.api === 'protocol.registerSchemesAsPrivileged')?.args[0];
    expect(schemes).toEqual([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: false, codeCache: true } },
      { scheme: 'price-lookup-document', privileges: { standard: true, secure: true } },
    ]);
    expect(names).toContain('app.enableSandbox');
    expect(names).toContain('app.requestSingleInstanceLock');
    // Nothing of the window or IPC before Electron is ready.
    expect(names).not.toContain('new BrowserWindow');
    expect(names).not.toContain('ipcMain.handle');
  });

  it('once ready: denies permissions, serves app://, registers every IPC channel, sets the menu, then opens the window', async () => {
    const { standIn } = await boot();
    await eventually(() => expect(standIn.windows[0]?.loadedUrl).toBe('app://price-lookup/index.html'));
    const names = standIn.names();
    const order = [
      'session.setPermissionRequestHandler',
      'protocol.handle',
      'ipcMain.handle',
      'Menu.setApplicationMenu',
      'new BrowserWindow',
      'window.loadURL',
    ];
    const positions = order.map((name) => names.indexOf(name));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(names).not.toContain('dialog.showErrorBox');
    expect([...standIn.ipcHandlers.keys()].sort()).toEqual(Object.values(IPC_CHANNELS).sort());
  });

  it('denies every permission request and check', async () => {
    const { standIn } = await boot();
    await eventually(() => expect(standIn.names()).toContain('session.setPermissionCheckHandler'));
    const session = standIn.electron.session.defaultSession;
    let granted: unknown = 'unanswered';
    session.permissionRequestHandler?.({}, 'media', (answer: boolean) => (granted = answer), {});
    expect(granted).toBe(false);
    expect(session.permissionCheckHandler?.({}, 'clipboard-read', 'app://price-lookup', {})).toBe(false);
  });

  it('creates the window with the secure preferences and the built preload', async () => {
    const { standIn } = await boot();
    await eventually(() => expect(standIn.windows).toHaveLength(1));
    const preferences = standIn.windows[0]?.options.webPreferences as Record<string, unknown>;
    expect(preferences).toEqual({
      preload: preloadBundle,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      disableBlinkFeatures: 'Auxclick',
      spellcheck: false,
      // Unpackaged here; an installed build has no developer tools.
      devTools: true,
    });
    expect(existsSync(preferences.preload as string)).toBe(true);
    expect(standIn.windows[0]?.options).toMatchObject({ show: false, title: 'Price Lookup', minWidth: 640, minHeight: 480 });
  });

  describe('appearance', () => {
    const backgrounds = (standIn: ElectronStandIn) =>
      standIn.calls.filter((call) => call.api === 'window.setBackgroundColor').map((call) => call.args[0]);

    it("opens the window in the colour of the page in the system's mode, with Chromium following the system", async () => {
      const light = await boot();
      await eventually(() => expect(light.standIn.windows).toHaveLength(1));
      expect(light.standIn.windows[0]?.options.backgroundColor).toBe(WINDOW_BACKGROUND.light);
      const dark = await boot({ systemDark: true });
      await eventually(() => expect(dark.standIn.windows).toHaveLength(1));
      expect(dark.standIn.windows[0]?.options.backgroundColor).toBe(WINDOW_BACKGROUND.dark);
      expect(dark.standIn.electron.nativeTheme.themeSource).toBe('system');
      // Set before the window is made, so it opens in the theme chosen.
      const names = dark.standIn.names();
      expect(names.indexOf('nativeTheme.themeSource')).toBeLessThan(names.indexOf('new BrowserWindow'));
    });

    it("applies a choice at once (Chromium, the window's colour) and remembers it for the next start", async () => {
      const { standIn } = await boot();
      await eventually(() => expect(standIn.windows[0]?.loadedUrl).toBe('app://price-lookup/index.html'));
      expect(await standIn.ipcHandlers.get(IPC_CHANNELS.updateSettings)?.(appSender(), { appearance: 'dark' })).toMatchObject({
        ok: true,
        value: { appearance: 'dark' },
      });
      expect(standIn.electron.nativeTheme.themeSource).toBe('dark');
      expect(backgrounds(standIn).at(-1)).toBe(WINDOW_BACKGROUND.dark);
      expect(JSON.parse(await readFile(join(userData, 'settings.json'), 'utf8')).appearance).toBe('dark');
      // Something else than a choice of the three is refused, and changes nothing.
      expect(await standIn.ipcHandlers.get(IPC_CHANNELS.updateSettings)?.(appSender(), { appearance: 'sepia' })).toMatchObject({
        ok: false,
      });
      expect(standIn.electron.nativeTheme.themeSource).toBe('dark');

      const next = await boot();
      await eventually(() => expect(next.standIn.windows).toHaveLength(1));
      expect(next.standIn.electron.nativeTheme.themeSource).toBe('dark');
      expect(next.standIn.windows[0]?.options.backgroundColor).toBe(WINDOW_BACKGROUND.dark);
    });

    it('repaints the window when the system switches mode while following it, and not when light is chosen', async () => {
      const { standIn } = await boot();
      await eventually(() => expect(standIn.windows[0]?.loadedUrl).toBe('app://price-lookup/index.html'));
      standIn.setSystemDark(true);
      expect(backgrounds(standIn).at(-1)).toBe(WINDOW_BACKGROUND.dark);
      await standIn.ipcHandlers.get(IPC_CHANNELS.updateSettings)?.(appSender(), { appearance: 'light' });
      expect(backgrounds(standIn).at(-1)).toBe(WINDOW_BACKGROUND.light);
      standIn.setSystemDark(false);
      standIn.setSystemDark(true);
      expect(backgrounds(standIn).at(-1)).toBe(WINDOW_BACKGROUND.light);
    });
  });

  it('has no developer tools and no Reload in an installed build', async () => {
    const { standIn } = await boot({ isPackaged: true });
    await eventually(() => expect(standIn.windows[0]?.loadedUrl).toBe('app://price-lookup/index.html'));
    expect((standIn.windows[0]?.options.webPreferences as Record<string, unknown>).devTools).toBe(false);
    const menu = standIn.calls.find((call) => call.api === 'Menu.setApplicationMenu')?.args[0] as {
      template: { label?: string; submenu?: { role?: string }[] }[];
    };
    const roles = menu.template.flatMap((entry) => entry.submenu ?? []).map((entry) => entry.role);
    expect(roles).not.toContain('reload');
    expect(roles).not.toContain('toggleDevTools');
    expect(roles).toEqual(expect.arrayContaining(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll']));
  });

  it('serves the real built index.html over app:// with the content security policy, and nothing outside it', async () => {
    const { standIn } = await boot();
    await eventually(() => expect(standIn.protocolHandlers.has('app')).toBe(true));
    const serve = standIn.protocolHandlers.get('app');
    const page = await serve?.(new Request('app://price-lookup/index.html'));
    expect(page?.status).toBe(200);
    expect(page?.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(page?.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = (await page?.text()) ?? '';
    expect(html).toBe(await readFile(builtIndex, 'utf8'));
    // The page's own meta policy is the header's, less frame-ancestors (which a meta tag cannot carry).
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1]?.replaceAll('&#39;', "'");
    expect(`${meta}; frame-ancestors 'none'`).toBe(CONTENT_SECURITY_POLICY);
    expect((await serve?.(new Request('app://price-lookup/%2e%2e/main/main.cjs')))?.status).toBe(404);
    expect((await serve?.(new Request('app://elsewhere/index.html')))?.status).toBe(404);
  });

  it('keeps every web contents on the app: navigation prevented, new windows denied', async () => {
    const { standIn } = await boot();
    await eventually(() => expect(standIn.windows).toHaveLength(1));
    const contents = standIn.windows[0]?.webContents;
    let prevented = false;
    contents?.emit('will-navigate', { preventDefault: () => (prevented = true) }, 'https://evil.example/');
    expect(prevented).toBe(true);
    expect(contents?.windowOpenHandler?.({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
  });

  it('answers IPC only from the app page, with the regional format from the system', async () => {
    const { standIn } = await boot({ systemLocale: 'de-DE' });
    await eventually(() => expect(standIn.ipcHandlers.size).toBeGreaterThan(0));
    const getState = standIn.ipcHandlers.get(IPC_CHANNELS.getState);
    expect(await getState?.(appSender(), undefined)).toMatchObject({ ok: true, value: { regionalLocale: 'de-DE', source: 'demo' } });
    await expect(Promise.resolve(getState?.(appSender('https://evil.example/'), undefined))).rejects.toThrow(/not Price Lookup/);
  });

  it('asks the price service through net.request with manual redirects, never net.fetch', async () => {
    const { standIn } = await boot();
    await eventually(() => expect(standIn.ipcHandlers.size).toBeGreaterThan(0));
    const answer = await standIn.ipcHandlers.get(IPC_CHANNELS.checkPrice)?.(appSender(), { artnr: '900155', country: 'at', factor: '' });
    expect(answer).toMatchObject({
      ok: true,
      value: { request: { artnr: '900155', country: 'at' }, info: { price: '48.25', currencySign: 'EUR' } },
    });
    const request = standIn.calls.find((call) => call.api === 'net.request')?.args[0];
    expect(request).toMatchObject({ method: 'GET', redirect: 'manual', credentials: 'omit', useSessionCookies: false });
    expect(standIn.names()).not.toContain('net.fetch');
  });

  it('loads keytar with a plain require when it first reads the token', async () => {
    const { standIn, required } = await boot();
    await eventually(() => expect(standIn.ipcHandlers.size).toBeGreaterThan(0));
    await standIn.ipcHandlers.get(IPC_CHANNELS.getState)?.(appSender(), undefined);
    expect(required).toContain('keytar');
    expect(await readFile(mainBundle, 'utf8')).not.toMatch(/import\(\s*["']keytar["']\s*\)/);
  });

  it('watches system policies with @vscode/policy-watcher, required from Node on Windows and macOS only, never bundled', async () => {
    const { standIn, required } = await boot();
    await eventually(() => expect(standIn.ipcHandlers.size).toBeGreaterThan(0));
    expect(required.includes('@vscode/policy-watcher')).toBe(process.platform === 'win32' || process.platform === 'darwin');
    const bundle = await readFile(mainBundle, 'utf8');
    expect(bundle).toMatch(/require\(\s*["']@vscode\/policy-watcher["']\s*\)/);
    // Bundled, its index.js would name the addon it loads.
    expect(bundle).not.toContain('vscode-policy-watcher');
  });

  it('with a settings file it cannot read: an error dialog naming it and the log folder, the lock released, then exit', async () => {
    await mkdir(join(userData, 'settings.json'));
    const { standIn } = await boot();
    await eventually(() => expect(standIn.names()).toContain('app.exit'));
    const names = standIn.names();
    const dialog = standIn.calls.find((call) => call.api === 'dialog.showErrorBox');
    expect(dialog?.args[0]).toBe('Price Lookup could not start');
    expect(dialog?.args[1]).toContain(join(userData, 'settings.json'));
    expect(dialog?.args[1]).toContain(join(userData, 'logs'));
    expect(names.indexOf('dialog.showErrorBox')).toBeLessThan(names.indexOf('app.releaseSingleInstanceLock'));
    expect(names.indexOf('app.releaseSingleInstanceLock')).toBeLessThan(names.indexOf('app.exit'));
    expect(standIn.calls.find((call) => call.api === 'app.exit')?.args).toEqual([1]);
    expect(names).not.toContain('new BrowserWindow');
    await eventually(async () =>
      expect(await readFile(join(userData, 'logs', 'diagnostics.log'), 'utf8')).toContain('"event":"start-failed"'),
    );
  });

  it('with German preferred languages and unreadable settings: the start-failure dialog in German', async () => {
    await mkdir(join(userData, 'settings.json'));
    const { standIn } = await boot({ preferredLanguages: ['de-DE', 'en-US'] });
    await eventually(() => expect(standIn.names()).toContain('app.exit'));
    const dialog = standIn.calls.find((call) => call.api === 'dialog.showErrorBox');
    expect(dialog?.args[0]).toBe('Price Lookup konnte nicht starten');
    expect(dialog?.args[1]).toContain(`Price Lookup konnte seine Datei ${join(userData, 'settings.json')} nicht verwenden`);
    expect(dialog?.args[1]).toContain(`Details für den Support stehen im Diagnoseprotokoll in ${join(userData, 'logs')}.`);
    // The log is for support and stays English.
    await eventually(async () =>
      expect(await readFile(join(userData, 'logs', 'diagnostics.log'), 'utf8')).toContain('a folder is in the way of the file (EISDIR)'),
    );
  });

  it('speaks the system language in the menu, and rebuilds the menu when the user picks another', async () => {
    const { standIn } = await boot({ preferredLanguages: ['de-AT'] });
    await eventually(() => expect(standIn.windows[0]?.loadedUrl).toBe('app://price-lookup/index.html'));
    const menus = () =>
      standIn.calls
        .filter((call) => call.api === 'Menu.setApplicationMenu')
        .map((call) => (call.args[0] as { template: { label?: string }[] }).template.map((entry) => entry.label));
    expect(menus().at(-1)).toEqual(expect.arrayContaining(['Bearbeiten', 'Ansicht', 'Hilfe']));
    const updateSettings = standIn.ipcHandlers.get(IPC_CHANNELS.updateSettings);
    expect(await updateSettings?.(appSender(), { language: 'en' })).toMatchObject({
      ok: true,
      value: { uiLanguage: 'en', languageChoice: 'en' },
    });
    expect(menus()).toHaveLength(2);
    expect(menus().at(-1)).toEqual(expect.arrayContaining(['Edit', 'View', 'Help']));
    // The same language again needs no new menu.
    await updateSettings?.(appSender(), { language: 'en' });
    expect(menus()).toHaveLength(2);
  });

  it.each([
    { packaged: false, menu: 'Bearbeiten', regional: 'de-DE' },
    { packaged: true, menu: 'Edit', regional: 'en-US' },
  ])(
    'takes the system languages and regional format from a test run only when not packaged (packaged: $packaged)',
    async ({ packaged, menu, regional }) => {
      process.env.PRICE_LOOKUP_SYSTEM_LANGUAGES = 'de-DE';
      process.env.PRICE_LOOKUP_REGIONAL_FORMAT = 'de-DE';
      const { standIn } = await boot({ preferredLanguages: ['en-US'], systemLocale: 'en-US', isPackaged: packaged });
      await eventually(() => expect(standIn.ipcHandlers.size).toBeGreaterThan(0));
      const lastMenu = standIn.calls.filter((call) => call.api === 'Menu.setApplicationMenu').at(-1);
      const labels = (lastMenu?.args[0] as { template: { label?: string }[] }).template.map((entry) => entry.label);
      expect(labels).toContain(menu);
      const getState = standIn.ipcHandlers.get(IPC_CHANNELS.getState);
      expect(await getState?.(appSender(), undefined)).toMatchObject({ ok: true, value: { regionalLocale: regional } });
    },
  );

  it('opens a window that was maximised maximised, shown only once its page is ready (no white flash)', async () => {
    await writeFile(
      join(userData, 'window-state.json'),
      JSON.stringify({ bounds: { x: 0, y: 0, width: 900, height: 700 }, maximized: true }),
    );
    const { standIn } = await boot();
    await eventually(() => expect(standIn.names()).toContain('window.show'));
    const names = standIn.names();
    expect(names.indexOf('window.maximize')).toBeGreaterThan(names.indexOf('window.loadURL'));
    expect(standIn.windows[0]?.isMaximized()).toBe(true);
  });

  it('words the About box and the save dialog in the UI language', async () => {
    const { standIn } = await boot({ preferredLanguages: ['de-DE'] });
    await eventually(() => expect(standIn.windows[0]?.loadedUrl).toBe('app://price-lookup/index.html'));
    const menu = standIn.calls.find((call) => call.api === 'Menu.setApplicationMenu')?.args[0] as {
      template: { label?: string; submenu?: { label?: string; click?: () => void }[] }[];
    };
    menu.template
      .find((entry) => entry.label === 'Hilfe')
      ?.submenu?.find((entry) => entry.label === 'Über Price Lookup')
      ?.click?.();
    await eventually(() => expect(standIn.names()).toContain('dialog.showMessageBox'));
    const about = standIn.calls.find((call) => call.api === 'dialog.showMessageBox')?.args.at(-1);
    expect(about).toMatchObject({ title: 'Über Price Lookup', message: 'Price Lookup', detail: 'Version 0.1.0' });
    await standIn.ipcHandlers.get(IPC_CHANNELS.saveCsv)?.(appSender(undefined, standIn.windows[0]?.id), {
      suggestedName: 'Angebot 1.csv',
      content: 'a;b\r\n',
    });
    const save = standIn.calls.find((call) => call.api === 'dialog.showSaveDialog')?.args.at(-1);
    expect(save).toMatchObject({ filters: [{ name: 'CSV-Dateien', extensions: ['csv'] }] });
  });

  it('when the window cannot load the UI: an error dialog, the lock released, then exit', async () => {
    const { standIn } = await boot({ loadFailure: "ERR_FILE_NOT_FOUND (-6) loading 'app://price-lookup/index.html'" });
    await eventually(() => expect(standIn.names()).toContain('app.exit'));
    const dialog = standIn.calls.find((call) => call.api === 'dialog.showErrorBox');
    expect(dialog?.args[1]).toContain('ERR_FILE_NOT_FOUND');
    expect(standIn.names()).toContain('app.releaseSingleInstanceLock');
  });

  it('holds the quit until pending writes are done, then quits', async () => {
    const { standIn } = await boot();
    await eventually(() => expect(standIn.windows[0]?.loadedUrl).toBe('app://price-lookup/index.html'));
    const remember = standIn.ipcHandlers.get(IPC_CHANNELS.updateSettings);
    void remember?.(appSender(), { lastCountry: 'se' });
    let prevented = false;
    standIn.electron.app.emit('will-quit', { preventDefault: () => (prevented = true) });
    expect(prevented).toBe(true);
    expect(standIn.names()).not.toContain('app.quit');
    await eventually(() => expect(standIn.names()).toContain('app.quit'));
    expect(JSON.parse(await readFile(join(userData, 'settings.json'), 'utf8')).lastCountry).toBe('se');
  });

  it('saves the CSV through a save dialog attached to the window that asked', async () => {
    const { standIn } = await boot();
    await eventually(() => expect(standIn.windows[0]?.loadedUrl).toBe('app://price-lookup/index.html'));
    const window = standIn.windows[0];
    await standIn.ipcHandlers.get(IPC_CHANNELS.saveCsv)?.(appSender(undefined, window?.id), {
      suggestedName: 'Quote 1.csv',
      content: 'a,b\r\n',
    });
    const dialog = standIn.calls.find((call) => call.api === 'dialog.showSaveDialog');
    expect(dialog?.args[0]).toBe(window);
  });

  it('saves a quote as PDF from a hidden, sandboxed window without JavaScript or network, kept for the next until the main window closes', async () => {
    const pdfPath = join(userData, 'Angebot.pdf');
    const { standIn } = await boot({ savePath: pdfPath, preferredLanguages: ['de-DE'], systemLocale: 'de-DE' });
    await eventually(() => expect(standIn.windows[0]?.loadedUrl).toBe('app://price-lookup/index.html'));
    // The subject is printed (escaped); the quote's name is not.
    await keepQuote(standIn, 'at', {
      recipient: null,
      validityDays: null,
      terms: null,
      documentLanguage: null,
      subject: 'Camping <Müller>',
    });
    const answer = await standIn.ipcHandlers.get(IPC_CHANNELS.saveQuotePdf)?.(appSender(undefined, standIn.windows[0]?.id), {
      quoteId: 'q1',
      copy: 'customer',
    });
    expect(answer).toMatchObject({ ok: true, value: { path: pdfPath, issue: { number: expect.stringMatching(/^A-\d{4}-0001$/) } } });
    expect(await readFile(pdfPath, 'utf8')).toBe(STAND_IN_PDF);
    expect(standIn.calls.find((call) => call.api === 'dialog.showSaveDialog')?.args.at(-1)).toMatchObject({
      filters: [{ name: 'PDF-Dokumente', extensions: ['pdf'] }],
    });
    const hidden = standIn.calls.filter((call) => call.api === 'new BrowserWindow').at(-1)?.args[0] as Record<string, unknown>;
    expect(hidden).toMatchObject({ show: false });
    expect(hidden.webPreferences).toMatchObject({
      partition: 'quote-document',
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      javascript: false,
      webSecurity: true,
      devTools: false,
    });
    expect(hidden.webPreferences).not.toHaveProperty('preload');
    const loaded = standIn.calls.filter((call) => call.api === 'window.loaded').at(-1)?.args ?? [];
    const [url, html, headers] = loaded as [string, string, Record<string, string>];
    // Served from memory by the documents' own session, at an address of its own, with its policy.
    expect(url).toMatch(/^price-lookup-document:\/\/quote\/\d+\.html$/);
    expect(headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    expect(html).toContain('Camping &lt;Müller&gt;');
    expect(html).toContain('<html lang="de">');
    expect(standIn.calls.find((call) => call.api === 'webContents.printToPDF')?.args[0]).toMatchObject({
      pageSize: 'A4',
      printBackground: true,
      // The page's own number, footer and "Seite x von y": no header or footer templates of Chromium's.
      displayHeaderFooter: false,
      preferCSSPageSize: true,
      margins: { top: 0.205, bottom: 0.189, left: 0.787, right: 0.394 },
    });
    expect(html).toMatch(/@page \{ size: A4; margin: 5.2mm 10mm 4.8mm 20mm;[^]*counter\(pages\)/);
    // Kept warm for the next document; closed with the main window, so the app can still quit.
    expect(standIn.names()).not.toContain('window.destroy');
    expect(standIn.windows).toHaveLength(2);
    standIn.windows[0]?.emit('closed');
    await eventually(() => expect(standIn.names()).toContain('window.destroy'));
    // Its own session: every request but a data: image is cancelled, and no permission is granted.
    const documents = standIn.partitions.get('quote-document');
    const cancelled = (requestUrl: string): unknown => {
      let answered: unknown;
      documents?.beforeRequest?.({ url: requestUrl }, (response: unknown) => (answered = response));
      return answered;
    };
    expect(cancelled('https://evil.example/track.png')).toEqual({ cancel: true });
    expect(cancelled('file:///etc/passwd')).toEqual({ cancel: true });
    // The document's address answers no more once it has loaded, by the protocol nor past the filter.
    expect(cancelled(url)).toEqual({ cancel: true });
    expect((await documents?.protocolHandlers.get('price-lookup-document')?.(new Request(url)))?.status).toBe(404);
    // The protocol serves only the documents' session: the app's window cannot load a document address.
    expect(standIn.protocolHandlers.has('price-lookup-document')).toBe(false);
    expect(cancelled('data:image/png;base64,iVBORw0KGgo=')).toEqual({ cancel: false });
    expect(documents?.permissionCheckHandler?.({}, 'media', 'data:', {})).toBe(false);
  });

  it("copies with Electron's clipboard, answering once it has the text", async () => {
    const { standIn } = await boot();
    await eventually(() => expect(standIn.ipcHandlers.size).toBeGreaterThan(0));
    const copyText = standIn.ipcHandlers.get(IPC_CHANNELS.copyText);
    expect(await copyText?.(appSender(), { text: 'a\tb' })).toEqual({ ok: true, value: { copied: true } });
    // The answer came after the write settled: the clipboard holds the text now.
    expect(await standIn.electron.clipboard.readText()).toBe('a\tb');
  });

  it('says the clipboard refused the text, never "copied", and leaves no unhandled rejection in main', async () => {
    const { standIn } = await boot({ clipboardFailure: 'OpenClipboard failed' });
    await eventually(() => expect(standIn.ipcHandlers.size).toBeGreaterThan(0));
    const refused = await standIn.ipcHandlers.get(IPC_CHANNELS.copyText)?.(appSender(), { text: 'a\tb' });
    // No unhandled rejection in main (vitest fails the run on one), and never "copied".
    expect(refused).toEqual({ ok: false, error: { kind: 'clipboard-unwritable', message: { key: 'errors.clipboard.unwritable' } } });
  });

  it('closes the hidden window also when printing fails, and says why', async () => {
    const { standIn } = await boot({ savePath: join(userData, 'x.pdf'), printFailure: 'Printing failed' });
    await eventually(() => expect(standIn.windows[0]?.loadedUrl).toBe('app://price-lookup/index.html'));
    await keepQuote(standIn, 'de', { recipient: null, validityDays: null, terms: null, documentLanguage: null });
    const document = { quoteId: 'q1', copy: 'internal' };
    const answer = await standIn.ipcHandlers.get(IPC_CHANNELS.saveQuotePdf)?.(appSender(), document);
    expect(answer).toMatchObject({ ok: false, error: { kind: 'document-failed' } });
    expect(standIn.names()).toContain('window.destroy');
    expect(standIn.windows).toHaveLength(1);
    expect(existsSync(join(userData, 'x.pdf'))).toBe(false);
    // Print: the system's dialog, cancelled by the user, is no failure.
    const printed = await standIn.ipcHandlers.get(IPC_CHANNELS.printQuote)?.(appSender(), document);
    expect(printed).toMatchObject({ ok: true, value: { printed: false, issue: { number: expect.stringMatching(/^A-\d{4}-0001$/) } } });
    // What the PDF shows: the same page, its own @page rules (paper, margins, "Page x of y"), laid out by default margins.
    expect(standIn.calls.find((call) => call.api === 'webContents.print')?.args[0]).toMatchObject({
      silent: false,
      printBackground: true,
      // The stand-in's regional format is en-US: Letter.
      pageSize: 'Letter',
      margins: { marginType: 'default' },
    });
    const printedHtml = standIn.calls.filter((call) => call.api === 'window.loaded').at(-1)?.args[1] as string;
    expect(printedHtml).toMatch(/@page \{ size: Letter; margin: 5.2mm 10mm 4.8mm 20mm;[^]*counter\(pages\)/);
    expect(printedHtml).toContain('<div class="page-head">Quote A-');
  });

  it('asks for the company logo with an open dialog in the UI language, attached to the window, and keeps a copy', async () => {
    const chosen = join(userData, 'chosen.png');
    await writeFile(chosen, Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
    const { standIn } = await boot({ openPath: chosen, preferredLanguages: ['de-DE'] });
    await eventually(() => expect(standIn.windows[0]?.loadedUrl).toBe('app://price-lookup/index.html'));
    const window = standIn.windows[0];
    const answer = await standIn.ipcHandlers.get(IPC_CHANNELS.chooseCompanyLogo)?.(appSender(undefined, window?.id), undefined);
    expect(answer).toMatchObject({ ok: true, value: { company: { hasLogo: true } } });
    const dialog = standIn.calls.find((call) => call.api === 'dialog.showOpenDialog');
    expect(dialog?.args[0]).toBe(window);
    expect(dialog?.args.at(-1)).toEqual({
      title: 'Logo auswählen',
      filters: [{ name: 'Bilder (PNG, JPEG)', extensions: ['png', 'jpg', 'jpeg'] }],
      properties: ['openFile'],
    });
    expect(existsSync(join(userData, 'company-logo.png'))).toBe(true);
  });

  it('registers the global shortcut once ready; pressing it brings the window to the front, ready for an article number', async () => {
    const { standIn } = await boot();
    await eventually(() => expect(standIn.windows[0]?.loadedUrl).toBe('app://price-lookup/index.html'));
    const accelerator = defaultShortcut(process.platform);
    expect([...standIn.shortcuts.keys()]).toEqual([accelerator]);
    const window = standIn.windows[0];
    if (window) window.minimized = true;
    const before = standIn.calls.length;
    standIn.shortcuts.get(accelerator)?.();
    expect(standIn.calls.slice(before)).toEqual([
      { api: 'window.restore', args: [] },
      { api: 'window.show', args: [] },
      { api: 'window.focus', args: [] },
      { api: 'webContents.send', args: [IPC_EVENTS.focusArticle] },
    ]);
    // Released when the app quits (Electron's docs: unregister on will-quit).
    standIn.electron.app.emit('will-quit', { preventDefault: () => undefined });
    await eventually(() => expect(standIn.names()).toContain('app.quit'));
    expect(standIn.shortcuts.size).toBe(0);
  });

  it('tells Settings when another program holds the shortcut', async () => {
    const accelerator = defaultShortcut(process.platform);
    const { standIn } = await boot({ shortcutsTakenByOthers: [accelerator] });
    await eventually(() => expect(standIn.windows[0]?.loadedUrl).toBe('app://price-lookup/index.html'));
    expect(await standIn.ipcHandlers.get(IPC_CHANNELS.getState)?.(appSender(), undefined)).toMatchObject({
      ok: true,
      value: { shortcut: { enabled: true, accelerator, defaultAccelerator: accelerator, binding: 'refused' } },
    });
    expect(standIn.shortcuts.size).toBe(0);
  });

  it('in a Wayland session tells Settings the shortcut was asked for, not that it is bound (the portal answers Electron 45 nothing)', async () => {
    process.env.XDG_SESSION_TYPE = 'wayland';
    process.env.WAYLAND_DISPLAY = 'wayland-0';
    const accelerator = defaultShortcut(process.platform);
    const { standIn } = await boot();
    await eventually(() => expect(standIn.windows[0]?.loadedUrl).toBe('app://price-lookup/index.html'));
    expect([...standIn.shortcuts.keys()]).toEqual([accelerator]);
    expect(await standIn.ipcHandlers.get(IPC_CHANNELS.getState)?.(appSender(), undefined)).toMatchObject({
      value: { shortcut: { accelerator, binding: process.platform === 'linux' ? 'unconfirmed' : 'bound' } },
    });
  });

  it('puts an icon in the tray once ready, with open, the clipboard lookup, recent lookups and quit in its menu', async () => {
    const { standIn } = await boot();
    await eventually(() => expect(standIn.windows[0]?.loadedUrl).toBe('app://price-lookup/index.html'));
    const [tray] = standIn.trays;
    expect(standIn.trays).toHaveLength(1);
    // The platform's own icon as the build made it, not resized (which would lose the .ico's sizes and the @2x template).
    const icon = join(__dirname, '..', '..', 'dist', 'main', trayIconFile(process.platform));
    expect(tray?.image).toMatchObject({ path: icon, size: null });
    for (const platform of ['win32', 'darwin', 'linux']) {
      expect(existsSync(join(__dirname, '..', '..', 'dist', 'main', trayIconFile(platform)))).toBe(true);
    }
    expect(tray?.toolTip).toBe('Price Lookup');
    type Entry = { label?: string; enabled?: boolean; click?: () => void };
    const entries = () => (tray?.menu as { template: Entry[] }).template;
    const entry = (label: string) => entries().find((item) => item.label === label);
    const clipboardEntry = 'Look up the article number on the clipboard';
    await eventually(() => expect(entry(clipboardEntry)).toBeDefined());
    expect(entries().map((item) => item.label)).toEqual(['Open Price Lookup', clipboardEntry, undefined, 'Quit']);
    // A lookup of the form goes to the tray's menu.
    await standIn.ipcHandlers.get(IPC_CHANNELS.checkPrice)?.(appSender(), { artnr: '900155', country: 'at', factor: '', recent: true });
    await eventually(() => expect(entry('900155 – Austria (at)')).toBeDefined());
    // Running it brings the window to the front and tells the renderer to look it up.
    const before = standIn.calls.length;
    entry('900155 – Austria (at)')?.click?.();
    expect(standIn.calls.slice(before).filter((call) => call.api.startsWith('window.') || call.api === 'webContents.send')).toEqual([
      { api: 'window.show', args: [] },
      { api: 'window.focus', args: [] },
      { api: 'webContents.send', args: [IPC_EVENTS.lookUp, { artnr: '900155', country: 'at', factor: null, profile: null }] },
    ]);
    // The menu was built and set again, and nothing of the clipboard was asked meanwhile.
    expect(standIn.names().filter((name) => name === 'tray.setContextMenu').length).toBeGreaterThan(1);
    expect(standIn.names().filter((name) => name.startsWith('clipboard.'))).toEqual([]);
    // Chosen with something copied that is no article number: the window says so; nothing is looked up.
    standIn.copy('Dear customer');
    entry(clipboardEntry)?.click?.();
    await eventually(() =>
      expect(standIn.calls.at(-1)).toEqual({ api: 'webContents.send', args: [IPC_EVENTS.clipboardNoArticle, 'noArticle'] }),
    );
    // An article number copied elsewhere is looked up (in the country last chosen); the menu never shows it.
    standIn.copy(' 900160 ');
    expect(
      entries()
        .map((item) => item.label ?? '')
        .join('\n'),
    ).not.toContain('900160');
    entry(clipboardEntry)?.click?.();
    await eventually(() =>
      expect(standIn.calls.at(-1)).toEqual({
        api: 'webContents.send',
        args: [IPC_EVENTS.lookUp, { artnr: '900160', country: 'de', factor: null, profile: null }],
      }),
    );
    expect(standIn.names().filter((name) => name === 'clipboard.has' || name === 'clipboard.readText')).toEqual([
      'clipboard.has',
      'clipboard.readText',
      'clipboard.has',
      'clipboard.readText',
    ]);
    entry('Quit')?.click?.();
    expect(standIn.names()).toContain('app.quit');
    // Electron then emits will-quit; the app finishes its writes and quits for good.
    standIn.electron.app.emit('will-quit', { preventDefault: () => undefined });
    await eventually(() => expect(standIn.names().filter((name) => name === 'app.quit')).toHaveLength(2));
  });

  it('with "Keep running in the tray" on, closing the window hides it; a quit still closes it', async () => {
    await desktopShowsTray(true);
    const { standIn } = await boot();
    await eventually(() => expect(standIn.windows[0]?.loadedUrl).toBe('app://price-lookup/index.html'));
    expect(await standIn.ipcHandlers.get(IPC_CHANNELS.getState)?.(appSender(), undefined)).toMatchObject({
      value: { trayAvailable: true },
    });
    await eventually(() => expect(standIn.windows[0]?.loadedUrl).toBe('app://price-lookup/index.html'));
    const window = standIn.windows[0];
    // Off, as in a settings file from before the tray: closing closes, and with the last window the app quits.
    expect(await standIn.ipcHandlers.get(IPC_CHANNELS.getState)?.(appSender(), undefined)).toMatchObject({ value: { keepInTray: false } });
    expect(await standIn.ipcHandlers.get(IPC_CHANNELS.updateSettings)?.(appSender(), { keepInTray: true })).toMatchObject({
      ok: true,
      value: { keepInTray: true },
    });
    expect(JSON.parse(await readFile(join(userData, 'settings.json'), 'utf8')).keepInTray).toBe(true);
    window?.close();
    expect(standIn.windows).toEqual([window]);
    expect(window?.isVisible()).toBe(false);
    expect(standIn.names()).not.toContain('app.quit');
    // The tray's "Open Price Lookup" shows it again.
    const open = (standIn.trays[0]?.menu as { template: { label?: string; click?: () => void }[] }).template[0];
    open?.click?.();
    expect(window?.isVisible()).toBe(true);
    // Quitting (Electron emits before-quit, then closes the windows) closes it for good, once its page has
    // handed over what is typed: main holds the close (which cancels Electron's quit), asks, then quits again.
    standIn.electron.app.emit('before-quit', { preventDefault: () => undefined });
    window?.close();
    expect(standIn.windows).toEqual([window]);
    await pageHandsOver(standIn, 1);
    await eventually(() => expect(standIn.names()).toContain('app.quit'));
    // Electron closes the windows again for the new quit.
    window?.close();
    expect(standIn.windows).toEqual([]);
    // Electron then emits will-quit; the app finishes its writes (the window's placement) and quits.
    const quits = () => standIn.names().filter((name) => name === 'app.quit').length;
    const before = quits();
    standIn.electron.app.emit('will-quit', { preventDefault: () => undefined });
    await eventually(() => expect(quits()).toBe(before + 1));
  });

  it('with "Keep running in the tray" on, an update that restarts the app closes the window for good', async () => {
    await desktopShowsTray(true);
    const { standIn } = await boot();
    await eventually(() => expect(standIn.windows[0]?.loadedUrl).toBe('app://price-lookup/index.html'));
    const window = standIn.windows[0];
    await standIn.ipcHandlers.get(IPC_CHANNELS.updateSettings)?.(appSender(), { keepInTray: true });
    // docs/api/auto-updater.md: quitAndInstall closes the windows before any before-quit; it emits
    // before-quit-for-update first (Squirrel.Mac natively, electron-updater's NSIS and AppImage updaters too).
    // The window's close is watched once it has opened.
    await eventually(() => expect(standIn.electron.autoUpdater.listenerCount('before-quit-for-update')).toBe(1));
    standIn.electron.autoUpdater.emit('before-quit-for-update');
    window?.close();
    expect(standIn.windows).toEqual([]);
  });

  it.runIf(process.platform === 'linux')(
    'on a Linux desktop that shows no tray icons: keeping in the tray is not offered, and closing the window quits',
    async () => {
      await desktopShowsTray(false);
      const { standIn } = await boot();
      await eventually(() => expect(standIn.windows[0]?.loadedUrl).toBe('app://price-lookup/index.html'));
      // Even with the choice on (a settings file from a desktop that had a tray).
      expect(await standIn.ipcHandlers.get(IPC_CHANNELS.updateSettings)?.(appSender(), { keepInTray: true })).toMatchObject({
        value: { keepInTray: true, trayAvailable: false },
      });
      standIn.windows[0]?.close();
      await pageHandsOver(standIn, 1);
      expect(standIn.windows).toEqual([]);
      expect(standIn.names()).toContain('app.quit');
      // Electron then emits will-quit; the app finishes its writes (settings, the window's placement) and quits.
      const quits = () => standIn.names().filter((name) => name === 'app.quit').length;
      const before = quits();
      standIn.electron.app.emit('will-quit', { preventDefault: () => undefined });
      await eventually(() => expect(quits()).toBe(before + 1));
    },
  );

  it('with "Keep running in the tray" off, closing the window closes it and the app quits (not on macOS)', async () => {
    const { standIn } = await boot();
    await eventually(() => expect(standIn.windows[0]?.loadedUrl).toBe('app://price-lookup/index.html'));
    const window = standIn.windows[0];
    window?.close();
    // Held until its page has handed over what is typed: then it goes.
    expect(standIn.windows).toEqual([window]);
    await pageHandsOver(standIn, 1);
    expect(standIn.windows).toEqual([]);
    if (process.platform !== 'darwin') expect(standIn.names()).toContain('app.quit');
    const quits = () => standIn.names().filter((name) => name === 'app.quit').length;
    const before = quits();
    standIn.electron.app.emit('will-quit', { preventDefault: () => undefined });
    await eventually(() => expect(quits()).toBe(before + 1));
  });

  it('closing with something typed that could not be kept asks, in the UI language; staying keeps the window, closing again asks again', async () => {
    const { standIn } = await boot();
    await eventually(() => expect(standIn.windows[0]?.loadedUrl).toBe('app://price-lookup/index.html'));
    expect(await standIn.ipcHandlers.get(IPC_CHANNELS.updateSettings)?.(appSender(), { language: 'de' })).toMatchObject({ ok: true });
    const window = standIn.windows[0];
    window?.close();
    await pageHandsOver(standIn, 1, ['refused', 'unsaved']);
    // The stand-in's message box answers its first button: "Back to the window".
    await eventually(() => expect(standIn.names()).toContain('dialog.showMessageBox'));
    const asked = standIn.calls.find((call) => call.api === 'dialog.showMessageBox');
    expect(asked?.args[0]).toBe(window);
    expect(asked?.args[1]).toMatchObject({
      title: 'Price Lookup schließen?',
      buttons: ['Zurück zum Fenster', 'Ohne speichern schließen'],
      defaultId: 0,
      cancelId: 0,
    });
    expect((asked?.args[1] as { detail: string }).detail).toContain('Eine Eingabe ist ungültig');
    expect((asked?.args[1] as { detail: string }).detail).toContain('Ein Kunde oder die Verbindung');
    expect(standIn.windows).toEqual([window]);
    expect(standIn.names()).not.toContain('window.destroy');
    // Corrected meanwhile: the next close asks the page again, and the window goes.
    window?.close();
    await pageHandsOver(standIn, 2);
    expect(standIn.windows).toEqual([]);
  });

  it('a second launch, the tray and the shortcut show the main window, never another one (the hidden print window)', async () => {
    const { standIn } = await boot();
    await eventually(() => expect(standIn.windows[0]?.loadedUrl).toBe('app://price-lookup/index.html'));
    const main = standIn.windows[0];
    main?.hide();
    const printing = new standIn.electron.BrowserWindow({ show: false });
    standIn.electron.app.emit('second-instance');
    expect(main?.isVisible()).toBe(true);
    expect(printing.isVisible()).toBe(false);
    main?.hide();
    const open = (standIn.trays[0]?.menu as { template: { click?: () => void }[] }).template[0];
    open?.click?.();
    expect(main?.isVisible()).toBe(true);
    expect(printing.isVisible()).toBe(false);
  });

  it('a second instance only hands over to the first and quits', async () => {
    const { standIn } = await boot({ singleInstance: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(standIn.names()).toContain('app.quit');
    expect(standIn.names()).not.toContain('protocol.handle');
    expect(standIn.names()).not.toContain('new BrowserWindow');
  });
});
