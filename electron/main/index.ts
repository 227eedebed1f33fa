import { join } from 'node:path';
import { app, BrowserWindow, clipboard, dialog, net, protocol, session, shell } from 'electron';
import { APP_URL } from '../core/app-files';
import { createKeychainTokenStore, KEYCHAIN_ENTRY } from '../core/token-store';
import { userDataDir } from '../core/user-data';
import { registerAppScheme, serveAppFiles } from './app-protocol';
import { registerIpc } from './ipc-registration';
import { denyAllPermissions, lockDownWebContents } from './security';
import { createMainServices, type MainServices } from '../app/services';
import { secureWebPreferences } from './web-preferences';

// main.cjs sits in dist/main; the renderer and preload are its siblings.
const rendererDir = join(__dirname, '..', 'renderer');
const preloadPath = join(__dirname, '..', 'preload', 'preload.cjs');

registerAppScheme(protocol);
app.setPath('userData', userDataDir());
app.enableSandbox();
app.on('web-contents-created', (_event, contents) => lockDownWebContents(contents, (url) => void shell.openExternal(url)));

let services: MainServices | null = null;

function openWindow(): void {
  const window = new BrowserWindow({
    width: 1000,
    height: 720,
    minWidth: 640,
    minHeight: 480,
    show: false,
    title: 'Price Lookup',
    webPreferences: secureWebPreferences(preloadPath, !app.isPackaged),
  });
  window.once('ready-to-show', () => window.show());
  void window.loadURL(`${APP_URL}index.html`);
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    const [window] = BrowserWindow.getAllWindows();
    if (window) {
      if (window.isMinimized()) window.restore();
      window.focus();
    }
  });
  void app.whenReady().then(async () => {
    denyAllPermissions(session.defaultSession);
    serveAppFiles(protocol, rendererDir);
    services = await createMainServices({
      userDataDir: app.getPath('userData'),
      // Electron's network stack applies the system's proxy settings and certificate store.
      fetch: (url, init) => net.fetch(url, init),
      tokenStore: createKeychainTokenStore({
        // Lets the e2e run use an entry of its own instead of the user's real token.
        service: process.env.PRICE_LOOKUP_KEYCHAIN_SERVICE ?? KEYCHAIN_ENTRY.service,
        account: KEYCHAIN_ENTRY.account,
      }),
      openFolder: async (path) => (await shell.openPath(path)) === '',
      writeClipboard: (text) => clipboard.writeText(text),
      chooseSavePath: async (suggestedName) => {
        const window = BrowserWindow.getFocusedWindow();
        const options = { defaultPath: join(app.getPath('documents'), suggestedName), filters: [{ name: 'CSV', extensions: ['csv'] }] };
        const choice = window ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options);
        return choice.canceled || !choice.filePath ? null : choice.filePath;
      },
    });
    registerIpc(services.handlers, APP_URL);
    openWindow();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) openWindow();
    });
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('will-quit', () => {
    void services?.dispose();
  });
}
