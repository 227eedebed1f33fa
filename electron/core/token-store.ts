/** Where the access token is kept. Only the main process and the CLI hold one. */
export interface TokenStore {
  read(): Promise<string | null>;
  write(token: string): Promise<void>;
  remove(): Promise<void>;
}

/** The keychain entry the app and the CLI share. */
export const KEYCHAIN_ENTRY = { service: 'Price Lookup', account: 'access-token' } as const;

/** The error a keychain failure turns into; it never carries the token. */
export class KeychainUnavailableError extends Error {
  constructor(detail: string) {
    super(`The system keychain is not available (${detail}).`);
    this.name = 'KeychainUnavailableError';
  }
}

type Keytar = typeof import('keytar');

/** The token in the OS keychain (Keychain on macOS, Credential Manager on Windows, Secret Service on Linux). */
export function createKeychainTokenStore(
  entry: { service: string; account: string } = KEYCHAIN_ENTRY,
  loadKeytar: () => Promise<Keytar> = async () => {
    const module = (await import('keytar')) as Keytar & { default?: Keytar };
    return module.default ?? module;
  },
): TokenStore {
  const withKeytar = async <T>(use: (keytar: Keytar) => Promise<T>): Promise<T> => {
    let keytar: Keytar;
    try {
      keytar = await loadKeytar();
    } catch {
      throw new KeychainUnavailableError('the keychain module could not be loaded');
    }
    try {
      return await use(keytar);
    } catch (error) {
      // keytar's messages come from the OS and never contain the secret; keep only their first line.
      const detail = error instanceof Error ? error.message.split('\n')[0] : 'unknown error';
      throw new KeychainUnavailableError(detail ?? 'unknown error');
    }
  };
  return {
    read: () => withKeytar((keytar) => keytar.getPassword(entry.service, entry.account)),
    write: (token) => withKeytar((keytar) => keytar.setPassword(entry.service, entry.account, token)),
    remove: async () => {
      await withKeytar((keytar) => keytar.deletePassword(entry.service, entry.account));
    },
  };
}

/** A token kept in this process's memory only, for a session without a keychain, and for tests. */
export function createMemoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    read: async () => token,
    write: async (next) => {
      token = next;
    },
    remove: async () => {
      token = null;
    },
  };
}
