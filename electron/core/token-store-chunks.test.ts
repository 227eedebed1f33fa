import { describe, expect, it } from 'vitest';
import { CHUNK_LENGTH } from './token-chunks';
import { createKeychainTokenStore, TokenUnreadableError } from './token-store';

type Keytar = typeof import('keytar');

/** A keychain in memory that, like Windows Credential Manager, refuses entries over 2,560 bytes. */
function windowsLikeKeychain() {
  const entries = new Map<string, string>();
  const key = (service: string, account: string): string => `${service}/${account}`;
  const keytar = {
    getPassword: async (service: string, account: string) => entries.get(key(service, account)) ?? null,
    setPassword: async (service: string, account: string, password: string) => {
      if (Buffer.byteLength(password, 'utf16le') > 2560) throw new Error('The stub credential is too big');
      entries.set(key(service, account), password);
    },
    deletePassword: async (service: string, account: string) => entries.delete(key(service, account)),
  } as unknown as Keytar;
  return { entries, store: createKeychainTokenStore({ service: 'Price Lookup', account: 'access-token' }, async () => keytar) };
}

const longToken = (length: number): string =>
  Array.from({ length }, (_, index) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.'[index % 65]).join('');

describe('keychain token store, long tokens', () => {
  it.each([1, CHUNK_LENGTH, CHUNK_LENGTH + 1, 2_560, 16 * 1024])('stores and reads back a %i-character token intact', async (length) => {
    const { store } = windowsLikeKeychain();
    const token = longToken(length);
    await store.write(token);
    expect(await store.read()).toBe(token);
  });

  it('keeps short tokens in one entry', async () => {
    const { entries, store } = windowsLikeKeychain();
    await store.write('short-token');
    expect([...entries.values()]).toEqual(['short-token']);
  });

  it('removes the chunks of a long token when a shorter one replaces it, and on remove', async () => {
    const { entries, store } = windowsLikeKeychain();
    await store.write(longToken(5_000));
    expect(entries.size).toBe(6);
    await store.write(longToken(1_500));
    expect(entries.size).toBe(3);
    await store.remove();
    expect(entries.size).toBe(0);
    expect(await store.read()).toBeNull();
  });

  it('detects a missing chunk', async () => {
    const { entries, store } = windowsLikeKeychain();
    await store.write(longToken(3_000));
    entries.delete('Price Lookup/access-token#2');
    await expect(store.read()).rejects.toBeInstanceOf(TokenUnreadableError);
  });

  it('detects a changed chunk', async () => {
    const { entries, store } = windowsLikeKeychain();
    await store.write(longToken(3_000));
    entries.set('Price Lookup/access-token#3', 'tampered');
    await expect(store.read()).rejects.toThrow('unreadable');
  });
});
