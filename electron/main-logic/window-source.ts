import { APP_URL } from '../core/app-files';

/** Names the Vite dev server `npm run dev` started; read only by an unpackaged app. */
export const DEV_SERVER_ENV = 'PRICE_LOOKUP_DEV_SERVER_URL';

/** What the window loads, and the one origin IPC, navigation and the page's policy accept. */
export interface WindowSource {
  /** The page the window opens. */
  url: string;
  /** The UI's address the IPC dispatcher checks senders against: app:// or the dev server's origin. */
  appUrl: string;
  /** The dev server's origin (`http://127.0.0.1:5173`), null when the window shows the built renderer. */
  devOrigin: string | null;
}

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The dev server's origin when `value` is exactly a loopback http URL with a port and nothing else
 * (no user, path, query or fragment); null otherwise. Anything else would let a variable point the
 * window at a page that gets the bridge.
 */
export function devServerOrigin(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  const bare = url.username === '' && url.password === '' && url.pathname === '/' && url.search === '' && url.hash === '';
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname) && url.port !== '' && bare ? url.origin : null;
}

/**
 * Which page the main window may load: the built renderer on app://, or, in an unpackaged app only, the
 * loopback dev server `npm run dev` names in PRICE_LOOKUP_DEV_SERVER_URL. A packaged app never reads it.
 */
export function windowSource(env: Readonly<Record<string, string | undefined>>, packaged: boolean): WindowSource {
  const devOrigin = packaged ? null : devServerOrigin(env[DEV_SERVER_ENV]);
  if (devOrigin === null) return { url: `${APP_URL}index.html`, appUrl: APP_URL, devOrigin: null };
  return { url: `${devOrigin}/`, appUrl: `${devOrigin}/`, devOrigin };
}

/**
 * Whether a page may navigate its frame to `target`: never for the built renderer (it has no links);
 * with the dev server, only within its origin (Vite reloads the page when a change cannot be hot-swapped).
 */
export function mayNavigate(source: WindowSource, target: string): boolean {
  if (source.devOrigin === null) return false;
  try {
    return new URL(target).origin === source.devOrigin;
  } catch {
    return false;
  }
}
