import type { Session, WebContents } from 'electron';

/** Denies every permission a page may ask for (camera, notifications, geolocation, ...): the UI needs none. */
export function denyAllPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}

/**
 * Keeps every web contents on the app's own page: no navigation (but where `mayNavigate` allows it: the
 * dev server's page reloading itself, window-source.ts), no redirects, no webviews, no new windows
 * (middle-click and window.open included). The UI has no external links, so nothing is handed to the
 * system browser either.
 */
export function lockDownWebContents(contents: WebContents, mayNavigate: (url: string) => boolean = () => false): void {
  contents.on('will-navigate', (event) => {
    if (!mayNavigate(event.url)) event.preventDefault();
  });
  contents.on('will-frame-navigate', (event) => {
    if (!mayNavigate(event.url)) event.preventDefault();
  });
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}
