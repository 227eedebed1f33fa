import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { boundedKeytar } from '../../test/support/bounded-keytar';
import { createKeychainTokenStore, createMemoryTokenStore, KeychainUnavailableError, type TokenStore } from './token-store';

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

  it.each(['read', 'write', 'remove'] as const)('fails %s with KeychainUnavailableError when keytar cannot load', async (method) => {
    const store = createKeychainTokenStore({ service: 'x', account: 'y' }, () =>
      Promise.reject(new Error('libsecret-1.so.0: cannot open')),
    );
    const error = await store[method]('tok-9c1d-never-in-errors').then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(KeychainUnavailableError);
    expect((error as Error).message).toBe('The system keychain is not available (the keychain module could not be loaded).');
  });

  it('keeps only the first line of a keychain failure and never the token', async () => {
    const keytar = {
      getPassword: async () => null,
      setPassword: async (_service: string, _account: string, password: string) => {
        throw new Error(`Cannot create an item in a locked collection\nwhile storing ${password}`);
      },
      deletePassword: async () => false,
    } as unknown as typeof import('keytar');
    const store = createKeychainTokenStore({ service: 'x', account: 'y' }, async () => keytar);
    const error = await store.write('tok-9c1d-never-in-errors').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(KeychainUnavailableError);
    expect((error as Error).message).toBe('The system keychain is not available (Cannot create an item in a locked collection).');
  });
});

// Skipped only where no Secret Service can be reached (no session bus) and the run does not demand one.
describe.skipIf(!haveSecretService && !requireKeychain)('keychain token store on the real Secret Service', () => {
  // A fresh entry per test, so runs and tests never see each other's tokens; removed afterwards.
  let store: TokenStore;
  beforeEach(() => {
    store = createKeychainTokenStore({ service: `Price Lookup test ${randomUUID()}`, account: 'access-token' }, boundedKeytar());
  });
  afterEach(async () => {
    await store.remove();
  });

  it('removes nothing without complaint', async () => {
    await store.remove();
    expect(await store.read()).toBeNull();
  });

  it('keeps entries of different services apart', async () => {
    const other = createKeychainTokenStore({ service: `Price Lookup test ${randomUUID()}`, account: 'access-token' }, boundedKeytar());
    await store.write('token-of-this-service');
    expect(await other.read()).toBeNull();
  });

  it('removes every part of a 16 KB token', async () => {
    await store.write('k'.repeat(16 * 1024));
    await store.remove();
    expect(await store.read()).toBeNull();
    await store.write('short-again');
    expect(await store.read()).toBe('short-again');
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
