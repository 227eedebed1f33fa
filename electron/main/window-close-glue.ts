import { app, autoUpdater, dialog, type BrowserWindow } from 'electron';
import type { UiLanguage } from '../shared/i18n/language';
import { translator } from '../shared/i18n/translator';
import { IPC_EVENTS } from '../shared/ipc-bridge';
import type { TypedHandOver } from '../main-logic/typed-hand-over';
import { CLOSE_ANYWAY, closingQuestion, createWindowClose } from '../main-logic/window-close';

/**
 * Main owns the window's closing (window-close.ts): its `close` is held until the page has handed over what
 * is typed, asked through main's event and answered with `typedHandedOver`. Electron tells why the app is
 * going: `before-quit` (docs/api/app.md, emitted before the windows close), the autoUpdater's
 * `before-quit-for-update` (docs/api/auto-updater.md: quitAndInstall closes the windows before any
 * before-quit; electron-updater's NSIS and AppImage updaters emit it too), Windows' `session-end`
 * (docs/api/browser-window.md). A close prevented during a quit cancels the quit (Browser::OnWindowCloseCancelled),
 * so the app quits again once the window has handed over.
 */
export function guardWindowClose(
  window: BrowserWindow,
  options: { keepInTray: () => boolean; handOver: TypedHandOver; language: () => UiLanguage },
): void {
  const close = createWindowClose({
    keepInTray: options.keepInTray,
    handOver: options.handOver,
    confirmLoss: async (unkept) => {
      const { t } = translator(options.language());
      const { response } = await dialog.showMessageBox(window, closingQuestion(unkept, t));
      return response === CLOSE_ANYWAY;
    },
    hide: () => window.hide(),
    closeAgain: (quitting) => (quitting ? app.quit() : window.close()),
  });
  const quit = (): void => close.going('quit');
  const update = (): void => close.going('update');
  app.on('before-quit', quit);
  autoUpdater.on('before-quit-for-update', update);
  window.on('session-end', () => close.going('session-end'));
  window.on('close', (event) => void close.onClose(event));
  options.handOver.setWindow((question) => {
    if (window.isDestroyed() || window.webContents.isDestroyed()) return false;
    window.webContents.send(IPC_EVENTS.handOverTyped, question);
    return true;
  });
  // A crashed page answers nothing: the window need not wait for it.
  window.webContents.on('render-process-gone', () => options.handOver.pageGone());
  window.once('closed', () => {
    options.handOver.setWindow(null);
    app.off('before-quit', quit);
    autoUpdater.off('before-quit-for-update', update);
  });
}
