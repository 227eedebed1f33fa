/** The window's `close` event as Electron emits it (docs/api/browser-window.md: preventDefault cancels the close). */
export interface WindowCloseEvent {
  preventDefault(): void;
}

/** What closing the window does: hidden (the app stays in the tray) or closed as before. */
export type CloseOutcome = 'hidden' | 'closed';

/**
 * Handles the window's `close`: with "Keep running in the tray" on, the window is only hidden, unless
 * the app is quitting (the tray's Quit, the app menu's Quit, the system shutting down), which must
 * still close it.
 */
export function closeToTray(
  event: WindowCloseEvent,
  window: { hide(): void },
  options: { keepInTray: boolean; quitting: boolean },
): CloseOutcome {
  if (!options.keepInTray || options.quitting) return 'closed';
  event.preventDefault();
  window.hide();
  return 'hidden';
}
