import type { Session, WebContents } from 'electron';
import { isAllowedExternalUrl } from '../app/external-links';

/** Denies every permission a page may ask for (camera, notifications, geolocation, ...): the UI needs none. */
export function denyAllPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}

/**
 * Keeps every web contents on the app's own page: no navigation, no redirects, no webviews, no new
 * windows. A link to an allowlisted https address opens in the system browser instead.
 */
export function lockDownWebContents(contents: WebContents, openExternal: (url: string) => void): void {
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isAllowedExternalUrl(url)) openExternal(url);
    return { action: 'deny' };
  });
}
