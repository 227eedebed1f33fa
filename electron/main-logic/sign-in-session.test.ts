import { readFile } from 'node:fs/promises';
import { keptSecret } from '../../test/support/kept-secret';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startPriceSimulator, type PriceSimulator } from '../core/simulator/price-simulator';
import { TOKEN_PATH } from '../core/simulator/token-endpoint';
import { createMemoryTokenStore, type TokenStore } from '../core/token-store';
import { englishText } from '../shared/i18n/translator';
import { createMainServices, type MainServices } from './services';
import { RENEW_EARLY_MS, type SetTimer } from './sign-in-session';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

const PASSWORD = 'pw-session-5e1a-Geheimnis';
const HOUR = 60 * 60 * 1000;

let sim: PriceSimulator;
let dir: string;
let tokenStore: TokenStore;
let passwordStore: TokenStore;
let services: MainServices;
/** One clock for the app and the simulator; tests move it on. */
let now: number;
/** Renewals main planned, as the injected timer saw them. */
let timers: { run: () => void; ms: number; cancelled: boolean }[];
const answers: unknown[] = [];

const setTimer: SetTimer = (run, ms) => {
  const timer = { run, ms, cancelled: false };
  timers.push(timer);
  return () => {
    timer.cancelled = true;
  };
};
const planned = () => timers.filter((timer) => !timer.cancelled);

beforeEach(async () => {
  now = Date.parse('2026-11-23T08:00:00Z');
  timers = [];
  sim = await startPriceSimulator({ signIn: { user: 'anna', password: PASSWORD, now: () => now } });
  dir = await tempFolder('sign-in');
  tokenStore = createMemoryTokenStore();
  passwordStore = createMemoryTokenStore();
  services = await startServices();
  answers.length = 0;
});
afterEach(async () => {
  // No answer to the renderer may carry the password or a token.
  const tokens = [await keptSecret(tokenStore)].filter((token): token is string => token !== null);
  for (const answer of answers) {
    expect(JSON.stringify(answer)).not.toContain(PASSWORD);
    for (const token of tokens) expect(JSON.stringify(answer)).not.toContain(token);
  }
  await services.dispose();
  const log = await readFile(services.logFile, 'utf8').catch(() => '');
  expect(log).not.toContain(PASSWORD);
  for (const token of tokens) expect(log).not.toContain(token);
  expect(await readFile(join(dir, 'settings.json'), 'utf8').catch(() => '')).not.toContain(PASSWORD);
  await sim.close();
  await removeFolder(dir);
});

function startServices(): Promise<MainServices> {
  // Time passes for both clocks alike here; sign-in-clocks.test.ts moves them apart.
  return createMainServices({
    userDataDir: dir,
    fetch,
    tokenStore,
    passwordStore,
    setTimer,
    now: () => new Date(now),
    monotonicNow: () => now,
  });
}

async function call<M extends keyof MainServices['handlers']>(method: M, request?: unknown) {
  const answer = await services.handlers[method](request);
  answers.push(answer);
  return answer;
}

const signIn = (staySignedIn: boolean, password = PASSWORD) =>
  call('signIn', { baseUrl: sim.baseUrl, user: 'anna', password, staySignedIn });
const lookUp = () => call('checkPrice', { artnr: '900155', country: 'de' });
const tokenRequests = () => sim.requests.filter((request) => request.path === TOKEN_PATH).length;

describe('signing in', () => {
  it('stores the token, switches to the service and says who is signed in, never the password or token', async () => {
    const answer = await signIn(false);
    expect(answer).toMatchObject({
      ok: true,
      value: {
        baseUrl: sim.baseUrl,
        source: 'service',
        hasToken: true,
        signedInAs: 'anna',
        staySignedIn: false,
        tokenExpiresAt: '2026-11-23T12:00:00.000Z',
      },
    });
    expect(await keptSecret(tokenStore)).toMatch(/^eyJ/);
    expect(await keptSecret(passwordStore)).toBeNull();
    expect(await lookUp()).toMatchObject({ ok: true, value: { source: 'service' } });
  });

  it('refuses wrong credentials with their own message and stores nothing', async () => {
    const answer = await signIn(true, 'not-the-password');
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.error.kind).toBe('token-rejected');
    expect(englishText(answer.error.message)).toBe(
      'The price service did not accept this user name and password. Check both and try again.',
    );
    expect(await keptSecret(tokenStore)).toBeNull();
    expect(await keptSecret(passwordStore)).toBeNull();
    expect(await call('getState')).toMatchObject({ ok: true, value: { signedInAs: null, hasToken: false, source: 'demo' } });
  });

  it('refuses a base URL that is not allowed before sending the password', async () => {
    const before = sim.requests.length;
    const answer = await call('signIn', { baseUrl: 'http://prices.example.com', user: 'anna', password: PASSWORD, staySignedIn: false });
    expect(answer).toMatchObject({ ok: false, error: { kind: 'invalid-input', field: 'baseUrl' } });
    expect(sim.requests.length).toBe(before);
  });
});

describe('staying signed in', () => {
  it('keeps the password and renews the token some minutes before it expires', async () => {
    await signIn(true);
    expect(await keptSecret(passwordStore)).toBe(PASSWORD);
    const first = await keptSecret(tokenStore);
    const [renewal] = planned();
    expect(renewal?.ms).toBe(4 * HOUR - RENEW_EARLY_MS);
    now += 4 * HOUR - RENEW_EARLY_MS;
    renewal?.run();
    await expect.poll(() => keptSecret(tokenStore)).not.toBe(first);
    expect(await call('getState')).toMatchObject({
      ok: true,
      value: { signedInAs: 'anna', staySignedIn: true, tokenExpiresAt: '2026-11-23T15:55:00.000Z' },
    });
    // The next renewal is planned from the new token; the old one would have expired by now.
    expect(planned().at(-1)?.ms).toBe(4 * HOUR - RENEW_EARLY_MS);
    now += RENEW_EARLY_MS;
    expect(await lookUp()).toMatchObject({ ok: true });
  });

  it('renews once after a 401 and the lookup then succeeds', async () => {
    await signIn(true);
    const before = tokenRequests();
    // The service's clock runs ahead of this computer's: it already refuses the token.
    const appNow = now;
    now += 4 * HOUR;
    await services.dispose();
    services = await createMainServices({
      userDataDir: dir,
      fetch,
      tokenStore,
      passwordStore,
      setTimer,
      now: () => new Date(appNow),
      monotonicNow: () => appNow,
    });
    expect(await lookUp()).toMatchObject({ ok: true, value: { source: 'service' } });
    expect(tokenRequests() - before).toBe(1);
  });

  it('renews only once when the service keeps refusing, and says the token was rejected', async () => {
    await signIn(true);
    sim.setFaultForAll('401');
    const before = tokenRequests();
    expect(await lookUp()).toMatchObject({ ok: false, error: { kind: 'token-rejected' } });
    expect(tokenRequests() - before).toBe(1);
  });

  it('plans the renewal again after a restart, from the stored token', async () => {
    await signIn(true);
    await services.dispose();
    timers = [];
    now += HOUR;
    services = await startServices();
    await expect.poll(() => planned().length).toBe(1);
    expect(planned()[0]?.ms).toBe(3 * HOUR - RENEW_EARLY_MS);
  });

  it('forgets the kept password when the token is removed', async () => {
    await signIn(true);
    expect(await call('removeToken')).toMatchObject({ ok: true, value: { hasToken: false, signedInAs: null, staySignedIn: false } });
    expect(await keptSecret(passwordStore)).toBeNull();
    expect(planned()).toEqual([]);
  });

  it('forgets the sign-in when a token is pasted instead', async () => {
    await signIn(true);
    expect(await call('saveConnection', { baseUrl: sim.baseUrl, token: sim.token })).toMatchObject({
      ok: true,
      value: { hasToken: true, signedInAs: null, staySignedIn: false },
    });
    expect(await keptSecret(passwordStore)).toBeNull();
    expect(planned()).toEqual([]);
  });
});

describe('staying signed in, another server', () => {
  it('forgets the kept password when the base URL moves to another server', async () => {
    await signIn(true);
    await tokenStore.remove();
    expect(await call('saveConnection', { baseUrl: 'https://prices.example.com' })).toMatchObject({ ok: true });
    expect(await keptSecret(passwordStore)).toBeNull();
    expect(planned()).toEqual([]);
  });
});

describe('signed in without staying signed in', () => {
  it('plans no renewal and asks to sign in again once the token has expired', async () => {
    await signIn(false);
    expect(planned()).toEqual([]);
    const before = tokenRequests();
    now += 4 * HOUR;
    const answer = await lookUp();
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.error.kind).toBe('token-expired');
    expect(englishText(answer.error.message)).toBe('Your sign-in has expired. Sign in again in Settings.');
    expect(tokenRequests()).toBe(before);
  });

  it('does not renew after a 401 either', async () => {
    await signIn(false);
    sim.setFaultForAll('401');
    const before = tokenRequests();
    expect(await lookUp()).toMatchObject({ ok: false, error: { kind: 'token-rejected' } });
    expect(tokenRequests()).toBe(before);
  });
});
