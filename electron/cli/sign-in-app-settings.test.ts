import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { keptOrigin, keptSecret } from '../../test/support/kept-secret';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSettingsStore, DEFAULT_SETTINGS, type Settings } from '../core/settings-store';
import { startPriceSimulator, type PriceSimulator } from '../core/simulator/price-simulator';
import { createMemoryTokenStore, type TokenStore } from '../core/token-store';
import { runCli } from './run-cli';
import { EMPTY_COMPANY } from '../shared/company';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

// How `sign-in` respects what the app keeps: its base URL, and the user it keeps signed in.
const PASSWORD = 'pw-cli-app-3c1e-Kennwort';
let sim: PriceSimulator;
let root: string;
let dir: string;
let tokenStore: TokenStore;
let passwordStore: TokenStore;
let passwordsRead: number;

beforeAll(async () => {
  sim = await startPriceSimulator({ signIn: { user: 'anna', password: PASSWORD } });
  root = await tempFolder('cli-app-settings');
});
afterAll(async () => {
  await sim.close();
  await removeFolder(root);
});
beforeEach(async () => {
  dir = await mkdtemp(join(root, 'user-data-'));
  tokenStore = createMemoryTokenStore('token-the-app-had');
  passwordStore = createMemoryTokenStore('password-the-app-kept');
  passwordsRead = 0;
});

const appSettings = (changes: Partial<Settings>): Settings => ({
  ...DEFAULT_SETTINGS,
  language: 'de',
  keepInTray: true,
  company: { ...EMPTY_COMPANY, name: 'Großhandel GmbH', address: ['Hafenstraße 1'], logo: null },
  ...changes,
});

async function cli(args: string[], env: NodeJS.ProcessEnv = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    env: { PRICE_LOOKUP_USER_DATA: dir, LC_ALL: 'C', ...env },
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    fetch,
    tokenStore,
    passwordStore,
    readPassword: async () => {
      passwordsRead += 1;
      return PASSWORD;
    },
  });
  return { code, stdout, stderr };
}

const signInAnna = (baseUrl = sim.baseUrl) => ['sign-in', '--user', 'anna', '--base-url', baseUrl];

describe('sign-in and the base URL the app uses', () => {
  it('refuses another service than the app’s, before asking for the password or sending anything', async () => {
    await createSettingsStore(dir).save(appSettings({ baseUrl: 'https://prices.example.com' }));
    const before = sim.requests.length;
    const { code, stdout, stderr } = await cli(signInAnna());
    expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
    expect(stderr).toBe(
      "price-lookup: The app uses another price service than the one given here; a token for this one would be sent there, so price-lookup does not sign in. Sign in without --base-url and PRICE_LOOKUP_BASE_URL, or first change the base URL in the app's Settings.\n",
    );
    expect(passwordsRead).toBe(0);
    expect(sim.requests.length).toBe(before);
    expect(await keptSecret(tokenStore)).toBe('token-the-app-had');
    expect(await keptSecret(passwordStore)).toBe('password-the-app-kept');
  });

  it('refuses it from PRICE_LOOKUP_BASE_URL too, in German with --lang de', async () => {
    await createSettingsStore(dir).save(appSettings({ baseUrl: 'https://prices.example.com' }));
    const { code, stderr } = await cli(['sign-in', '--user', 'anna', '--lang', 'de'], { PRICE_LOOKUP_BASE_URL: sim.baseUrl });
    expect(code).toBe(2);
    expect(stderr).toContain('Die App verwendet einen anderen Preisdienst als den hier angegebenen;');
    expect(await keptSecret(tokenStore)).toBe('token-the-app-had');
  });

  it('accepts the app’s own service (same origin), with or without --base-url', async () => {
    await createSettingsStore(dir).save(appSettings({ baseUrl: `${sim.baseUrl}/` }));
    expect(await cli(signInAnna())).toMatchObject({ code: 0, stderr: '' });
    expect(await keptSecret(tokenStore)).toBe(sim.issuedTokens.at(-1));
    expect(await cli(['sign-in', '--user', 'anna'])).toMatchObject({ code: 0, stderr: '' });
    expect(await keptSecret(tokenStore)).toBe(sim.issuedTokens.at(-1));
  });

  it('accepts any service when the app has none, binds the token to it, and names the user in the app’s settings, nothing else', async () => {
    const store = createSettingsStore(dir);
    const before = appSettings({ baseUrl: null });
    await store.save(before);
    expect(await cli(signInAnna())).toMatchObject({ code: 0, stderr: '' });
    expect(await keptSecret(tokenStore)).toBe(sim.issuedTokens.at(-1));
    expect(await keptOrigin(tokenStore)).toBe(new URL(sim.baseUrl).origin);
    expect((await store.load()).settings).toEqual({ ...before, signIn: { user: 'anna', staySignedIn: false } });
  });

  it('refuses while the app’s settings file is broken: which service the app uses is unknown', async () => {
    const store = createSettingsStore(dir);
    await store.save(appSettings({}));
    await writeFile(store.file, '{ broken');
    const { code, stderr } = await cli(signInAnna());
    expect(code).toBe(2);
    expect(stderr).toBe(
      `price-lookup: The settings file ${store.file} could not be read. Without them, price-lookup cannot tell which price service the app would send the token to, so it does not sign in.\n`,
    );
    expect(passwordsRead).toBe(0);
    expect(await readFile(store.file, 'utf8')).toBe('{ broken');
  });
});

describe('sign-in and the user the app keeps signed in', () => {
  it('signing in as someone else forgets the app’s kept sign-in and password, and keeps every other setting', async () => {
    const store = createSettingsStore(dir);
    const before = appSettings({ baseUrl: sim.baseUrl, signIn: { user: 'bert', staySignedIn: true } });
    await store.save(before);
    expect(await cli(signInAnna())).toMatchObject({ code: 0, stderr: '' });
    expect(await keptSecret(tokenStore)).toBe(sim.issuedTokens.at(-1));
    expect(await keptSecret(passwordStore)).toBeNull();
    // The running app shows anna (it watches the file), without "Stay signed in": the CLI keeps no password.
    expect((await store.load()).settings).toEqual({ ...before, signIn: { user: 'anna', staySignedIn: false } });
  });

  it('signing in as the same user keeps the app’s sign-in and kept password', async () => {
    const store = createSettingsStore(dir);
    const before = appSettings({ baseUrl: sim.baseUrl, signIn: { user: 'anna', staySignedIn: true } });
    await store.save(before);
    expect(await cli(signInAnna())).toMatchObject({ code: 0, stderr: '' });
    expect(await keptSecret(passwordStore)).toBe('password-the-app-kept');
    expect((await store.load()).settings).toEqual(before);
  });

  it('a sign-in the service refuses changes nothing the app keeps', async () => {
    const store = createSettingsStore(dir);
    const before = appSettings({ baseUrl: sim.baseUrl, signIn: { user: 'bert', staySignedIn: true } });
    await store.save(before);
    expect(await cli(['sign-in', '--user', 'carla', '--base-url', sim.baseUrl])).toMatchObject({ code: 3 });
    expect(await keptSecret(tokenStore)).toBe('token-the-app-had');
    expect(await keptSecret(passwordStore)).toBe('password-the-app-kept');
    expect((await store.load()).settings).toEqual(before);
  });
});
