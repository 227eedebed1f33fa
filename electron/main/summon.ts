import { globalShortcut, type BrowserWindow } from 'electron';
import { IPC_EVENTS } from '../shared/ipc-bridge';
import { registerConfirms, summonWindow } from '../main-logic/global-shortcut';
import { mainWindow } from './main-window';

/**
 * Brings the window to the front (a new one when there is none; restored if minimised, shown if hidden)
 * and then tells its renderer what to do through `tell`.
 */
export function bringWindowToFront(
  openWindow: () => Promise<BrowserWindow>,
  onWindowFailure: (error: unknown) => void,
  tell: (window: BrowserWindow) => void,
): void {
  const summon = (window: BrowserWindow): void =>
    summonWindow({
      isMinimized: () => window.isMinimized(),
      restore: () => window.restore(),
      show: () => window.show(),
      focus: () => window.focus(),
      focusArticle: () => tell(window),
    });
  const window = mainWindow();
  if (window) summon(window);
  else openWindow().then(summon, onWindowFailure);
}

/**
 * The global shortcut for createMainServices: Electron's globalShortcut (usable once the app is ready),
 * and what pressing it does: the window to the front, then the article number focused with its text selected.
 */
export function globalShortcutGlue(openWindow: () => Promise<BrowserWindow>, onWindowFailure: (error: unknown) => void) {
  return {
    api: globalShortcut,
    platform: process.platform,
    // On a Wayland desktop the portal's answer does not come back through Electron 45: Settings says so.
    registerConfirms: registerConfirms(process.platform, process.env),
    onPressed: () => bringWindowToFront(openWindow, onWindowFailure, (window) => window.webContents.send(IPC_EVENTS.focusArticle)),
  };
}
