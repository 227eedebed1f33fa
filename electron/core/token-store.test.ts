import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createKeychainTokenStore, createMemoryTokenStore, KeychainUnavailableError } from './token-store';

// The real keychain needs a Secret Service; `npm test` provides one (gnome-keyring on a private D-Bus)
// and sets PRICE_LOOKUP_REQUIRE_KEYCHAIN so these can never silently skip there.
const haveSecretService = Boolean(process.env.DBUS_SESSION_BUS_ADDRESS) || process.platform !== 'linux';
const requireKeychain = process.env.PRICE_LOOKUP_REQUIRE_KEYCHAIN === '1';

describe('memory token store', () => {
  it('holds one token until removed', async () => {
    const store = createMemoryTokenStore();
    expect(await store.read()).toBeNull();
    await store.write('abc');
    expect(await store.read()).toBe('abc');
    await store.remove();
    expect(await store.read()).toBeNull();
  });
});

describe('keychain token store without a keychain', () => {
  it('turns a module that cannot load into KeychainUnavailableError', async () => {
    const store = createKeychainTokenStore({ service: 'x', account: 'y' }, async () => {
      throw new Error('Cannot find module keytar');
    });
    await expect(store.read()).rejects.toBeInstanceOf(KeychainUnavailableError);
    await expect(store.write('secret-token')).rejects.not.toThrow(/secret-token/);
  });
});

describe.skipIf(!haveSecretService && !requireKeychain)('keychain token store on the real Secret Service', () => {
  const service = `Price Lookup test ${randomUUID()}`;
  const store = createKeychainTokenStore({ service, account: 'access-token' });
  afterEach(async () => {
    await store.remove();
  });

  it('writes, reads and removes a token', async () => {
    expect(await store.read()).toBeNull();
    await store.write('eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9.c2ln');
    expect(await store.read()).toBe('eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9.c2ln');
    await store.remove();
    expect(await store.read()).toBeNull();
  });

  it('stores a 16 KB token intact', async () => {
    const token = Array.from({ length: 16 * 1024 }, (_, index) => 'abcdefghijklmnopqrstuvwxyz0123456789'[index % 36]).join('');
    await store.write(token);
    expect(await store.read()).toBe(token);
  });

  it('replaces an older token', async () => {
    await store.write('first-token');
    await store.write('second-token');
    expect(await store.read()).toBe('second-token');
  });
});
