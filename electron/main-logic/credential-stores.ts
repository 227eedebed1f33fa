import { bindToOrigin, readBoundEntry, type OriginBoundStore } from '../core/origin-bound-store';
import { withSessionFallback } from '../core/session-fallback-token-store';
import { createMemoryTokenStore } from '../core/token-store';
import { resolveUiLanguage, type LanguageChoice } from '../shared/i18n/language';
import { keychainAskGate } from './keychain-ask';
import type { MainServicesOptions } from './main-services-options';
import type { KeychainHolder } from './settings-merge';

/** The token and the kept password as main keeps them: in the keychain, else in memory for the session. */
export function createCredentialStores(
  options: Pick<
    MainServicesOptions,
    'userDataDir' | 'keychainAsk' | 'tokenStore' | 'passwordStore' | 'bindLegacyCredentials' | 'preferredLanguages'
  >,
  /** The language chosen in the settings, in which the keychain's question is announced. */
  language: LanguageChoice,
  /** The origin of the service the settings name. */
  serviceOrigin: () => string | null,
) {
  // A token or password kept from before credentials were bound belongs to the service the user's own settings name.
  const legacyOrigin = (): string | null => (options.bindLegacyCredentials === true ? serviceOrigin() : null);
  // macOS: what the system will ask before the first keychain read is said first (keychain-ask.ts).
  const askFirst = keychainAskGate(options.userDataDir, options.keychainAsk, () =>
    resolveUiLanguage(language, options.preferredLanguages?.() ?? []),
  );
  const fallback = withSessionFallback(askFirst(options.tokenStore));
  const secretOf = (entry: string | null): string | null => (entry === null ? null : readBoundEntry(entry).secret);
  // The token this app last stored or removed, else the one its first read found: another in the keychain
  // means another program (`price-lookup sign-in`) signed someone in, and its account is the one shown.
  let ownToken: string | null | undefined;
  const keychain = {
    ...fallback,
    read: async () => {
      const entry = await fallback.read();
      if (ownToken === undefined) ownToken = secretOf(entry);
      return entry;
    },
  };
  const tokenStore = bindToOrigin(keychain, legacyOrigin);
  let knownToken: string | null = null;
  let knownPassword: string | null = null;
  // The keychain's token is this app's own once it wrote it, and no longer once it removed it.
  const ownedTokenStore: OriginBoundStore = {
    ...tokenStore,
    write: async (token, origin) => {
      ownToken = token;
      await tokenStore.write(token, origin);
    },
    remove: async () => {
      ownToken = null;
      await tokenStore.remove();
    },
  };
  const redactingStore = remembering(ownedTokenStore, (token) => (knownToken = token));
  const passwordStore = bindToOrigin(withSessionFallback(askFirst(options.passwordStore ?? createMemoryTokenStore())), legacyOrigin);
  const redactingPasswords = remembering(passwordStore, (password) => (knownPassword = password));
  return {
    tokenStore: redactingStore,
    passwordStore: redactingPasswords,
    /** Whether the keychain's token is the one this app kept, or another program's. */
    keychainHolder: async (): Promise<KeychainHolder> => (secretOf(await keychain.read()) === ownToken ? 'own' : 'another'),
    /** The token and password as last read or written, for the log to blank out. */
    secrets: () => [knownToken, knownPassword].filter((secret): secret is string => secret !== null),
  };
}

/** The store, telling `known` each secret it reads or writes: the log blanks them out. */
function remembering(store: OriginBoundStore, known: (secret: string) => void): OriginBoundStore {
  return {
    ...store,
    read: async (origin) => {
      const secret = await store.read(origin);
      if (secret !== null) known(secret);
      return secret;
    },
    write: async (secret, origin) => {
      known(secret);
      await store.write(secret, origin);
    },
  };
}
