import type { TokenStorage } from './session-fallback-token-store';
import type { TokenStore } from './token-store';

/**
 * A credential (the access token, the password kept to stay signed in) kept with the origin it was
 * issued for. Reading it asks for the origin a request goes to, and gives nothing for another: no
 * caller can send it elsewhere by forgetting a check.
 */
export interface OriginBoundStore {
  /** The secret when it was kept for `origin` (scheme, host and port); null when none is, or it is another origin's. */
  read(origin: string | null): Promise<string | null>;
  /** Keeps `secret` for `origin`, in place of whatever was kept. */
  write(secret: string, origin: string): Promise<void>;
  remove(): Promise<void>;
  /** The origin the kept secret belongs to; null when none is kept. */
  origin(): Promise<string | null>;
  /** Where it lives: the keychain, or this session's memory after the keychain failed. */
  storage(): TokenStorage;
}

// Never a token's start (a token has no line break) and not a password anyone types.
const PREFIX = 'price-lookup-origin:v1:';

/** The origin of a base URL (`https://prices.example.com:8443`); null for none or one that is not a URL. */
export function originOf(url: string | null | undefined): string | null {
  if (url === null || url === undefined) return null;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** What the keychain entry holds: the origin beside the secret. */
export function boundEntry(secret: string, origin: string): string {
  return `${PREFIX}${origin}\n${secret}`;
}

/** The origin and secret of a keychain entry; `origin` null for an entry written before credentials were bound. */
export function readBoundEntry(entry: string): { origin: string | null; secret: string } {
  if (!entry.startsWith(PREFIX)) return { origin: null, secret: entry };
  const end = entry.indexOf('\n');
  if (end < 0) return { origin: null, secret: '' };
  return { origin: entry.slice(PREFIX.length, end), secret: entry.slice(end + 1) };
}

/** Whether `store` holds an entry kept before credentials were bound (no origin beside it). */
export async function keptBeforeBinding(store: Pick<TokenStore, 'read'>): Promise<boolean> {
  const entry = await store.read();
  if (entry === null) return false;
  const read = readBoundEntry(entry);
  return read.origin === null && read.secret !== '';
}

/**
 * The credential in `store`, bound to its origin. An entry from before (no origin beside it) belongs to
 * `legacyOrigin()`: only the app passes one, the service named by the settings in the user's own folder
 * (services.ts), and binds it once, on first read, so nobody is signed out by the upgrade. With none (the
 * CLI, a folder the environment chose, no service set up) it stays as it is and is given to nobody.
 */
export function bindToOrigin(
  store: TokenStore & { storage?: () => TokenStorage },
  legacyOrigin: () => string | null | Promise<string | null>,
): OriginBoundStore {
  const current = async (): Promise<{ origin: string | null; secret: string } | null> => {
    const entry = await store.read();
    if (entry === null) return null;
    const read = readBoundEntry(entry);
    if (read.origin !== null || read.secret === '') return read.origin === null ? null : read;
    const origin = originOf(await legacyOrigin());
    if (origin === null) return read;
    // Bound once; should the keychain refuse the write, the next read binds it again to the same origin.
    await store.write(boundEntry(read.secret, origin)).catch(() => undefined);
    return { origin, secret: read.secret };
  };
  return {
    read: async (origin) => {
      const kept = await current();
      return origin !== null && kept !== null && kept.origin === origin ? kept.secret : null;
    },
    write: (secret, origin) => store.write(boundEntry(secret, origin)),
    remove: () => store.remove(),
    origin: async () => (await current())?.origin ?? null,
    storage: () => store.storage?.() ?? 'keychain',
  };
}
