import { createMemoryTokenStore, KeychainUnavailableError, type TokenStore } from './token-store';

export type TokenStorage = 'keychain' | 'session';

export interface FallbackTokenStore extends TokenStore {
  /** Where the token lives now: the keychain, or this session's memory because the keychain failed. */
  storage(): TokenStorage;
}

/**
 * The keychain, falling back to memory for the rest of the session when the keychain is unavailable
 * (no Secret Service, keytar not loadable). The app says so; the token is then gone when it quits.
 */
export function withSessionFallback(keychain: TokenStore): FallbackTokenStore {
  const memory = createMemoryTokenStore();
  let current: TokenStorage = 'keychain';
  const attempt = async <T>(use: (store: TokenStore) => Promise<T>): Promise<T> => {
    if (current === 'session') return use(memory);
    try {
      return await use(keychain);
    } catch (error) {
      if (!(error instanceof KeychainUnavailableError)) throw error;
      current = 'session';
      return use(memory);
    }
  };
  return {
    storage: () => current,
    read: () => attempt((store) => store.read()),
    write: (token) => attempt((store) => store.write(token)),
    remove: () => attempt((store) => store.remove()),
  };
}
