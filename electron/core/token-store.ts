import { msg, type Message } from '../shared/i18n/catalogue';
import { checksum, chunkAccount, readManifest, splitToken } from './token-chunks';

/** Where the access token is kept. Only the main process and the CLI hold one. */
export interface TokenStore {
  read(): Promise<string | null>;
  write(token: string): Promise<void>;
  remove(): Promise<void>;
}

/** The keychain entry the app and the CLI share. */
export const KEYCHAIN_ENTRY = { service: 'Price Lookup', account: 'access-token' } as const;

/**
 * A stored token that cannot be put back together (a chunk missing or changed); it must be entered again.
 * A store reading from elsewhere (the CLI's PRICE_LOOKUP_TOKEN) says in `userMessage` why its token is unusable.
 */
export class TokenUnreadableError extends Error {
  /** What the user is told; `message` stays English, for the log. */
  readonly userMessage: Message;
  constructor(userMessage: Message = msg('errors.token.unreadable')) {
    super('The stored access token is unreadable. Enter it again in Settings.');
    this.name = 'TokenUnreadableError';
    this.userMessage = userMessage;
  }
}

/** The error a keychain failure turns into; it never carries the token. */
export class KeychainUnavailableError extends Error {
  /** What the user is told; `message` stays English, for the log. */
  readonly userMessage: Message;
  /** `detail`: what the keychain said, or null when the keychain module could not be loaded. */
  constructor(detail: string | null) {
    super(`The system keychain is not available (${detail ?? 'the keychain module could not be loaded'}).`);
    this.name = 'KeychainUnavailableError';
    this.userMessage = detail === null ? msg('errors.keychain.notLoadable') : msg('errors.keychain.unavailable', { detail });
  }
}

/** What the user is told when the token store failed: the keychain's own failures, or that it could not be used. */
export function keychainFailureMessage(error: unknown): Message {
  if (error instanceof TokenUnreadableError || error instanceof KeychainUnavailableError) return error.userMessage;
  return msg('errors.keychain.failed');
}

type Keytar = typeof import('keytar');

const MAX_CHUNKS = 64;

/** The token in the OS keychain (Keychain on macOS, Credential Manager on Windows, Secret Service on Linux). */
export function createKeychainTokenStore(
  entry: { service: string; account: string } = KEYCHAIN_ENTRY,
  // A plain require: a dynamic import() of a native module from inside the app's asar is not reliable.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  loadKeytar: () => Promise<Keytar> = async () => require('keytar') as Keytar,
): TokenStore {
  const withKeytar = async <T>(use: (keytar: Keytar) => Promise<T>): Promise<T> => {
    let keytar: Keytar;
    try {
      keytar = await loadKeytar();
    } catch {
      throw new KeychainUnavailableError(null);
    }
    try {
      return await use(keytar);
    } catch (error) {
      // keytar's messages come from the OS and never contain the secret; keep only their first line.
      const detail = error instanceof Error ? error.message.split('\n')[0] : 'unknown error';
      throw new KeychainUnavailableError(detail ?? 'unknown error');
    }
  };
  const { service, account } = entry;
  const removeChunks = async (keytar: Keytar, from: number): Promise<void> => {
    for (let index = from; index <= MAX_CHUNKS; index += 1) {
      if (!(await keytar.deletePassword(service, chunkAccount(account, index)))) break;
    }
  };
  return {
    read: async () => {
      const stored = await withKeytar(async (keytar) => {
        const main = await keytar.getPassword(service, account);
        const manifest = main === null ? null : readManifest(main);
        if (main === null || manifest === null) return { token: main, expected: null };
        const chunks: (string | null)[] = [];
        for (let index = 1; index <= manifest.count; index += 1) {
          chunks.push(await keytar.getPassword(service, chunkAccount(account, index)));
        }
        return { token: chunks.some((chunk) => chunk === null) ? null : chunks.join(''), expected: manifest.checksum };
      });
      if (stored.expected === null) return stored.token;
      if (stored.token === null || checksum(stored.token) !== stored.expected) throw new TokenUnreadableError();
      return stored.token;
    },
    write: (token) =>
      withKeytar(async (keytar) => {
        const { main, chunks } = splitToken(token);
        // Chunks first, manifest last: a crash in between leaves the old manifest, which then fails its checksum.
        for (const [index, chunk] of chunks.entries()) await keytar.setPassword(service, chunkAccount(account, index + 1), chunk);
        await keytar.setPassword(service, account, main);
        await removeChunks(keytar, chunks.length + 1);
      }),
    remove: () =>
      withKeytar(async (keytar) => {
        await keytar.deletePassword(service, account);
        await removeChunks(keytar, 1);
      }),
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
