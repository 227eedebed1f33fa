import { describe, expect, it } from 'vitest';
import { createMemoryTokenStore } from '../core/token-store';
import { createCredentialStores } from './credential-stores';
import { tempFolderEachTest } from '../../test/support/temp-folder-each-test';

const ORIGIN = 'https://prices.example';
let userDataDir: string;
tempFolderEachTest('credentials', (path) => (userDataDir = path));

const storesOver = (keychain = createMemoryTokenStore(), passwords = createMemoryTokenStore()) =>
  createCredentialStores({ userDataDir, tokenStore: keychain, passwordStore: passwords }, 'en', () => ORIGIN);

describe('createCredentialStores', () => {
  it('gives the log every token and password it wrote or read, and no other', async () => {
    const stores = storesOver();
    expect(stores.secrets()).toEqual([]);
    await stores.tokenStore.write('token-written', ORIGIN);
    await stores.passwordStore.write('password-written', ORIGIN);
    expect(stores.secrets()).toEqual(['token-written', 'password-written']);

    const keychain = createMemoryTokenStore();
    const passwords = createMemoryTokenStore();
    await storesOver(keychain, passwords).tokenStore.write('token-kept', ORIGIN);
    await storesOver(keychain, passwords).passwordStore.write('password-kept', ORIGIN);
    const later = storesOver(keychain, passwords);
    expect(later.secrets()).toEqual([]);
    expect(await later.tokenStore.read(ORIGIN)).toBe('token-kept');
    expect(await later.passwordStore.read(ORIGIN)).toBe('password-kept');
    expect(later.secrets()).toEqual(['token-kept', 'password-kept']);
  });

  it("tells the keychain's token as its own until another program replaces it, and again once it writes its own", async () => {
    const keychain = createMemoryTokenStore();
    const stores = storesOver(keychain);
    await stores.tokenStore.write('ours', ORIGIN);
    expect(await stores.keychainHolder()).toBe('own');
    await storesOver(keychain).tokenStore.write('the CLI’s', ORIGIN);
    expect(await stores.keychainHolder()).toBe('another');
    await stores.tokenStore.write('ours again', ORIGIN);
    expect(await stores.keychainHolder()).toBe('own');
  });
});
