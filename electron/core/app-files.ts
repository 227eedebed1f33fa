import { extname, join, normalize, sep } from 'node:path';
import cspDirectives from './content-security-policy.json';

/** The host of the app's own scheme: the UI lives at app://price-lookup/. */
export const APP_HOST = 'price-lookup';
export const APP_SCHEME = 'app';
export const APP_URL = `${APP_SCHEME}://${APP_HOST}/`;

// One list for the header and the page's meta tag (the Vite build reads the same file).
const CSP_DIRECTIVES: readonly string[] = cspDirectives;

/** The content security policy of the UI, sent as a header: nothing but its own files, no inline code, no network. */
export const CONTENT_SECURITY_POLICY = CSP_DIRECTIVES.join('; ');

/**
 * The policy the Vite dev server (`npm run dev`) sends with the window, and only it: the app's own, plus
 * what hot reload needs. Scripts and styles carry the server's nonce (React's refresh preamble and the
 * styles Vite injects are inline), and the page may connect to its own origin (Vite's HMR websocket and
 * its ping; CSP Level 3's 'self' covers ws: to the same host and port). Nothing else is opened.
 */
export function devServerPolicy(nonce: string): string[] {
  if (!/^[A-Za-z0-9+/_-]{16,}={0,2}$/.test(nonce)) throw new Error('A CSP nonce is at least 16 base64 characters.');
  return CSP_DIRECTIVES.map((directive) => {
    const [name] = directive.split(' ');
    if (name === 'script-src' || name === 'style-src') return `${directive} 'nonce-${nonce}'`;
    if (name === 'connect-src') return "connect-src 'self'";
    return directive;
  });
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/**
 * Maps the path of a UI request to a file inside the built renderer folder, or null when the path
 * would leave the folder. `/` is the index page.
 */
export function resolveAppFile(rendererDir: string, urlPath: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  // The UI never asks for ".." segments; refuse them rather than resolve them.
  if (path.includes('\0') || path.split(/[/\\]/).includes('..')) return null;
  const relative = normalize(path === '/' || path === '' ? '/index.html' : path).replace(/^[/\\]+/, '');
  const root = normalize(rendererDir);
  const file = join(root, relative);
  return file.startsWith(root.endsWith(sep) ? root : root + sep) ? file : null;
}

/** The Content-Type for a file of the UI. */
export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}
