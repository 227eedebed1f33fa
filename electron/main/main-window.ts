import type { BrowserWindow } from 'electron';

// The app's one main window. BrowserWindow.getAllWindows() promises no order and also holds the hidden
// windows that make quote documents (the one kept for PDFs, one per print dialog), which the tray, the shortcut or a second
// launch must never show.
let current: BrowserWindow | null = null;

/** Remembers the main window until it is closed. */
export function setMainWindow(window: BrowserWindow): void {
  current = window;
  window.once('closed', () => {
    if (current === window) current = null;
  });
}

/** The main window, or null when there is none (closed, or not yet opened). */
export function mainWindow(): BrowserWindow | null {
  return current !== null && !current.isDestroyed() ? current : null;
}
