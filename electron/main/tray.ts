import { join } from 'node:path';
import { app, BrowserWindow, clipboard, Menu, nativeImage, Tray } from 'electron';
import { IPC_EVENTS } from '../shared/ipc-contract';
import { closeToTray } from '../app/keep-in-tray';
import type { TrayOptions } from '../app/tray-menu';
import { bringWindowToFront } from './summon';

/** Tray icon size in pixels: the app icon resized (macOS's menu bar takes about 18 pt; a template image would be nicer there). */
const iconSize = (platform: string): number => (platform === 'darwin' ? 18 : 32);

/**
 * The tray for createMainServices (after ready): Electron's Tray with the app icon (copied beside
 * main.cjs by the build), its menu built by Menu, the clipboard read by Electron's clipboard, and what
 * its entries do: open the window, look up in it, quit.
 */
export function trayGlue(openWindow: () => Promise<BrowserWindow>, onWindowFailure: (error: unknown) => void): TrayOptions {
  const size = iconSize(process.platform);
  const icon = nativeImage.createFromPath(join(__dirname, 'tray-icon.png')).resize({ width: size, height: size });
  return {
    tray: new Tray(icon),
    buildMenu: (template) => Menu.buildFromTemplate(template),
    // Whether there is text at all is asked without reading it; only then is the text read.
    clipboardHasText: () => clipboard.has('text/plain'),
    readClipboard: () => clipboard.readText(),
    open: () => bringWindowToFront(openWindow, onWindowFailure, (window) => window.webContents.send(IPC_EVENTS.focusArticle)),
    lookUp: (request) => bringWindowToFront(openWindow, onWindowFailure, (window) => window.webContents.send(IPC_EVENTS.lookUp, request)),
    quit: () => app.quit(),
  };
}

let quitting = false;
let watchingQuit = false;

/**
 * Closing the window hides it while "Keep running in the tray" is on, except when the app is quitting:
 * Electron emits `before-quit` before it closes the windows (docs/api/app.md), and on Windows, where a
 * shutdown or log-off emits no `before-quit`, the window's `session-end` (docs/api/browser-window.md).
 */
export function keepWindowInTray(window: BrowserWindow, keepInTray: () => boolean): void {
  if (!watchingQuit) {
    watchingQuit = true;
    app.on('before-quit', () => {
      quitting = true;
    });
  }
  window.on('session-end', () => {
    quitting = true;
  });
  window.on('close', (event) => closeToTray(event, window, { keepInTray: keepInTray(), quitting }));
}
