import { BrowserWindow, screen } from 'electron';
import type { WriteQueue } from '../core/write-queue';
import { MIN_WINDOW_SIZE, windowOpening, type WindowPlacementStore } from '../main-logic/window-placement';

export interface MainWindowOptions {
  url: string;
  preloadPath: string;
  /** Developer tools only in development. */
  devTools: boolean;
  placement: WindowPlacementStore;
  /** Where the placement is saved when the window closes, so a quit can wait for it. */
  writes: WriteQueue;
  /** The page's colour in the theme in force: shown before the page is drawn and while it is redrawn. */
  backgroundColor: string;
}

/**
 * Opens the window where it was last (or centred when that is off every screen) and resolves once the
 * UI has loaded; rejects when it cannot load (Electron's loadURL rejects on did-fail-load).
 */
export async function openMainWindow(options: MainWindowOptions): Promise<BrowserWindow> {
  const opening = windowOpening(
    await options.placement.load(),
    screen.getAllDisplays().map((display) => display.workArea),
  );
  const window = new BrowserWindow({
    ...(opening.x === undefined || opening.y === undefined ? {} : { x: opening.x, y: opening.y }),
    width: opening.width,
    height: opening.height,
    minWidth: MIN_WINDOW_SIZE.width,
    minHeight: MIN_WINDOW_SIZE.height,
    show: false,
    backgroundColor: options.backgroundColor,
    title: 'Price Lookup',
    // Written out here, not built by a helper, so reviewers and scanners see every setting.
    webPreferences: {
      preload: options.preloadPath,
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
      devTools: options.devTools,
    },
  });
  // maximize() also shows a hidden window (docs/api/browser-window.md): before the page is drawn, that
  // is a white flash. So both wait for ready-to-show.
  window.once('ready-to-show', () => {
    if (opening.maximized) window.maximize();
    window.show();
  });
  window.on('close', () => {
    const placement = { bounds: window.getNormalBounds(), maximized: window.isMaximized() };
    void options.writes.run(() => options.placement.save(placement)).catch(() => undefined);
  });
  await window.loadURL(options.url);
  return window;
}
