import { join } from 'node:path';
import { app, BrowserWindow, clipboard, Menu, nativeImage, Tray } from 'electron';
import { IPC_EVENTS } from '../shared/ipc-bridge';
import { trayIconFile } from '../main-logic/tray-icon';
import type { TrayOptions } from '../main-logic/tray-menu';
import { bringWindowToFront } from './summon';

/**
 * The tray for createMainServices (after ready): Electron's Tray with the platform's icon (made beside
 * main.cjs by the build), its menu built by Menu, the clipboard read by Electron's clipboard, and what
 * its entries do: open the window, look up in it (or say the clipboard held no article number), quit.
 */
export function trayGlue(
  openWindow: () => Promise<BrowserWindow>,
  onWindowFailure: (error: unknown) => void,
  /** Whether the icon can be seen here (`trayCanBeShown`). */
  shown: boolean,
): TrayOptions {
  // Made for each platform by the build (scripts/tray-icons.mjs); not resized here, which would lose the
  // .ico's sizes and the template's @2x image.
  const icon = nativeImage.createFromPath(join(__dirname, trayIconFile(process.platform)));
  if (process.platform === 'darwin') icon.setTemplateImage(true);
  return {
    tray: new Tray(icon),
    platform: process.platform,
    shown,
    buildMenu: (template) => Menu.buildFromTemplate(template),
    // Only when the user chooses the clipboard's entry: whether there is text is asked without reading it, then the text read.
    clipboardHasText: () => clipboard.has('text/plain'),
    readClipboard: () => clipboard.readText(),
    open: () => bringWindowToFront(openWindow, onWindowFailure, (window) => window.webContents.send(IPC_EVENTS.focusArticle)),
    lookUp: (request) => bringWindowToFront(openWindow, onWindowFailure, (window) => window.webContents.send(IPC_EVENTS.lookUp, request)),
    noClipboardArticle: (why) =>
      bringWindowToFront(openWindow, onWindowFailure, (window) => window.webContents.send(IPC_EVENTS.clipboardNoArticle, why)),
    quit: () => app.quit(),
  };
}
