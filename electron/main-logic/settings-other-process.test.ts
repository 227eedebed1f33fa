import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryTokenStore } from '../core/token-store';
import { createFakeSignInService } from '../../test/support/fake-sign-in-service';
import { createMainServices, type MainServices } from './services';
import { cliSignInAsBob } from '../../test/support/cli-sign-in';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

const BASE = 'https://prices.example.com';
let dir: string;
let app: MainServices | null = null;

beforeEach(async () => {
  dir = await tempFolder('other-process');
  await writeFile(join(dir, 'settings.json'), JSON.stringify({ version: 1, useDemo: false, lastCountry: 'de', baseUrl: BASE }));
});
afterEach(async () => {
  await app?.dispose();
  app = null;
  await removeFolder(dir);
});

const stateOf = async (services: MainServices) => {
  const answer = await services.handlers.getState(undefined);
  if (!answer.ok) throw new Error('no state');
  return answer.value;
};
const settingsFile = async () => JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8')) as Record<string, unknown>;

describe('a sign-in by another process (price-lookup sign-in)', () => {
  it('the running app shows the account whose token is in the keychain, and no write of its own brings the old one back', async () => {
    const service = createFakeSignInService(() => Date.now());
    service.passwords.set('anna', 'pw-anna');
    service.passwords.set('bob', 'pw-bob');
    // One keychain, shared by the app and the CLI.
    const tokens = createMemoryTokenStore();
    const passwords = createMemoryTokenStore();
    app = await createMainServices({
      userDataDir: dir,
      fetch: service.fetch,
      tokenStore: tokens,
      passwordStore: passwords,
      settingsFileIntervalMs: 20,
    });
    const services = app;
    let told = 0;
    services.onStateChanged(() => (told += 1));
    expect(await services.handlers.signIn({ baseUrl: BASE, user: 'anna', password: 'pw-anna', staySignedIn: true })).toMatchObject({
      ok: true,
      value: { signedInAs: 'anna', staySignedIn: true },
    });

    expect(await cliSignInAsBob({ dir, fetch: service.fetch, tokenStore: tokens, passwordStore: passwords })).toEqual({
      code: 0,
      stderr: '',
    });

    await expect.poll(async () => (await stateOf(services)).signedInAs, { timeout: 5_000 }).toBe('bob');
    expect(await stateOf(services)).toMatchObject({ hasToken: true, staySignedIn: false });
    expect(told).toBeGreaterThan(0);
    // Anna's password left with her sign-in.
    expect(await passwords.read()).toBeNull();

    // The app's next settings write keeps bob.
    expect(await services.handlers.updateSettings({ language: 'de' })).toMatchObject({ ok: true, value: { signedInAs: 'bob' } });
    expect(await settingsFile()).toMatchObject({ language: 'de', signIn: { user: 'bob', staySignedIn: false } });
  });

  it('the app’s own change to signIn after the CLI wrote bob (before the poll noticed) leaves bob in the file and in the window', async () => {
    const service = createFakeSignInService(() => Date.now());
    service.passwords.set('anna', 'pw-anna');
    service.passwords.set('bob', 'pw-bob');
    const tokens = createMemoryTokenStore();
    const kept = createMemoryTokenStore();
    // Counts the app's removals of the kept password: the policy's drop of "Stay signed in" starts with one.
    let removals = 0;
    const passwords = { ...kept, remove: async () => ((removals += 1), kept.remove()) };
    const policyFile = join(dir, 'policy.json');
    await writeFile(policyFile, '{}');
    app = await createMainServices({
      userDataDir: dir,
      fetch: service.fetch,
      tokenStore: tokens,
      passwordStore: passwords,
      policyFile,
      policyFileIntervalMs: 20,
      // The app's look at settings.json is a minute away: the CLI's write is not noticed before the app's own.
      settingsFileIntervalMs: 60_000,
    });
    const services = app;
    await services.handlers.signIn({ baseUrl: BASE, user: 'anna', password: 'pw-anna', staySignedIn: true });
    expect(await cliSignInAsBob({ dir, fetch: service.fetch, tokenStore: tokens, passwordStore: passwords })).toEqual({
      code: 0,
      stderr: '',
    });
    const before = removals;
    // IT bars "Stay signed in": the app drops the choice on its own, for the account it last knew (anna).
    await writeFile(policyFile, JSON.stringify({ StaySignedInAllowed: false }));
    await expect.poll(() => removals, { timeout: 5_000 }).toBeGreaterThan(before);
    await services.handlers.updateSettings({ language: 'de' });
    expect(await settingsFile()).toMatchObject({ signIn: { user: 'bob', staySignedIn: false } });
    expect(await stateOf(services)).toMatchObject({ signedInAs: 'bob', hasToken: true });
  });

  it('a write of the app merges with what another process wrote meanwhile, field by field', async () => {
    app = await createMainServices({ userDataDir: dir, fetch, tokenStore: createMemoryTokenStore(), settingsFileIntervalMs: 60_000 });
    const services = app;
    // Another process writes before the app has noticed (its look at the file is a minute away).
    await writeFile(
      join(dir, 'settings.json'),
      JSON.stringify({ version: 1, useDemo: false, lastCountry: 'at', baseUrl: BASE, signIn: { user: 'bob', staySignedIn: false } }),
    );
    await services.handlers.updateSettings({ language: 'de' });
    expect(await settingsFile()).toMatchObject({ language: 'de', lastCountry: 'at', signIn: { user: 'bob', staySignedIn: false } });
    expect(await stateOf(services)).toMatchObject({ languageChoice: 'de', lastCountry: 'at' });
  });
});
