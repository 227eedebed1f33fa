import { describe, expect, it } from 'vitest';
import { withSessionFallback } from './session-fallback-token-store';
import { createKeychainTokenStore, createMemoryTokenStore, TokenUnreadableError, type TokenStore } from './token-store';

const brokenKeychain = (): TokenStore =>
  createKeychainTokenStore({ service: 'Price Lookup test', account: 'access-token' }, async () => {
    throw new Error('libsecret missing');
  });

describe('withSessionFallback', () => {
  it('uses the keychain while it works', async () => {
    const keychain = createMemoryTokenStore();
    const store = withSessionFallback(keychain);
    await store.write('token-1');
    expect(await keychain.read()).toBe('token-1');
    expect(store.storage()).toBe('keychain');
  });

  it('keeps the token in memory for the session when the keychain is unavailable', async () => {
    const store = withSessionFallback(brokenKeychain());
    expect(await store.read()).toBeNull();
    expect(store.storage()).toBe('session');
    await store.write('token-2');
    expect(await store.read()).toBe('token-2');
    await store.remove();
    expect(await store.read()).toBeNull();
  });

  it('does not hide an unreadable stored token behind the fallback', async () => {
    const unreadable: TokenStore = { ...createMemoryTokenStore(), read: async () => Promise.reject(new TokenUnreadableError()) };
    const store = withSessionFallback(unreadable);
    await expect(store.read()).rejects.toBeInstanceOf(TokenUnreadableError);
    expect(store.storage()).toBe('keychain');
  });
});
