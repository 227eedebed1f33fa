// Test helper, imported only by tests (no bundle starts here).
import { readBoundEntry } from '../../electron/core/origin-bound-store';
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
