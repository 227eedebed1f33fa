// Test helper, imported only by tests (no bundle starts here).
import { boundEntry, readBoundEntry } from '../../electron/core/origin-bound-store';
import type { TokenStore } from '../../electron/core/token-store';

/** The token or password a keychain entry holds, without the origin kept beside it (origin-bound-store.ts). */
export async function keptSecret(store: Pick<TokenStore, 'read'>): Promise<string | null> {
  const entry = await store.read();
  return entry === null ? null : readBoundEntry(entry).secret;
}

/** The origin a keychain entry is bound to; null for none, or an entry from before credentials were bound. */
export async function keptOrigin(store: Pick<TokenStore, 'read'>): Promise<string | null> {
  const entry = await store.read();
  return entry === null ? null : readBoundEntry(entry).origin;
}

/**
 * A token kept in the keychain entry from before, for the service at `baseUrl` (bound to its origin), as the
 * app would have kept it: one the service now refuses (expired, revoked) cannot be pasted any more, since a
 * pasted token is tried before it is kept (saveConnection).
 */
export async function keepToken(store: Pick<TokenStore, 'write'>, token: string, baseUrl: string): Promise<void> {
  await store.write(boundEntry(token, new URL(baseUrl).origin));
}
