import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '../shared/i18n/catalogue';
import { englishText } from '../shared/i18n/translator';
import { startPriceSimulator, type PriceSimulator } from '../core/simulator/price-simulator';
import { createKeychainTokenStore, createMemoryTokenStore, type TokenStore } from '../core/token-store';
import { keepToken } from '../../test/support/kept-secret';
import { fakeJwt } from '../../test/support/jwt';
import { createMainServices, type MainServices } from './services';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

const jwt = (exp: number): string => fakeJwt({ exp, sub: 'sales' });
const NOW = new Date('2026-11-22T12:00:00Z');
const VALID = jwt(NOW.getTime() / 1000 + 3600);
const EXPIRED = jwt(NOW.getTime() / 1000 - 60);

let sim: PriceSimulator;
let dir: string;
let services: MainServices;
let keychain: TokenStore;

beforeAll(async () => {
  sim = await startPriceSimulator({ token: VALID, faults: true, slowMs: 5_000 });
});
afterAll(async () => {
  await sim.close();
});
beforeEach(async () => {
  dir = await tempFolder('lookups');
  keychain = createMemoryTokenStore();
  services = await createMainServices({ userDataDir: dir, fetch, tokenStore: keychain, now: () => NOW });
});
afterEach(async () => {
  await services.dispose();
  await removeFolder(dir);
});

describe('lookups in main', () => {
  it('show when the stored token expires', async () => {
    const answer = await services.handlers.saveConnection({ baseUrl: sim.baseUrl, token: VALID });
    expect(answer).toMatchObject({ ok: true, value: { tokenExpiresAt: '2026-11-22T13:00:00.000Z', tokenStorage: 'keychain' } });
  });

  it('send a token this clock calls expired (only the service decides), and word its refusal as expiry with the date', async () => {
    // Kept from before: a paste of it would be tried and refused.
    await keepToken(keychain, EXPIRED, sim.baseUrl);
    await services.handlers.saveConnection({ baseUrl: sim.baseUrl });
    const before = sim.requests.length;
    const answer = await services.handlers.checkPrice({ artnr: '900155', country: 'de' });
    expect(answer).toEqual({
      ok: false,
      error: {
        kind: 'token-expired',
        message: msg('errors.token.expired', { expiry: '2026-11-22 11:59' }),
        expiredAt: new Date(NOW.getTime() - 60_000).toISOString(),
        detail: expect.stringContaining('401') as unknown,
      },
    });
    expect(answer.ok || englishText(answer.error.message)).toBe(
      'The access token expired on 2026-11-22 11:59 UTC. Enter a new token in Settings.',
    );
    expect(sim.requests.length).toBe(before + 1);
  });

  it('cancel a lookup still under way when asked', async () => {
    await services.dispose();
    let sent = (): void => undefined;
    const underway = new Promise<void>((resolve) => (sent = resolve));
    const watchedFetch: typeof fetch = (url, init) => {
      if (String(url).includes('FAULT-slow')) sent();
      return fetch(url, init);
    };
    services = await createMainServices({ userDataDir: dir, fetch: watchedFetch, tokenStore: createMemoryTokenStore(), now: () => NOW });
    await services.handlers.saveConnection({ baseUrl: sim.baseUrl, token: VALID });
    const slow = services.handlers.checkPrice({ artnr: 'FAULT-slow', country: 'de', requestId: 'r1' });
    // The request is on its way to the service, so the lookup is under way.
    await underway;
    expect(await services.handlers.cancelLookup({ requestId: 'r1' })).toEqual({ ok: true, value: { cancelled: true } });
    expect(await slow).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect(await services.handlers.cancelLookup({ requestId: 'r1' })).toEqual({ ok: true, value: { cancelled: false } });
    expect(await services.handlers.checkPrice({ artnr: '900155', country: 'de', requestId: 'r2' })).toMatchObject({ ok: true });
  });

  it('cancel a lookup that is still reading the keychain, and send nothing for it', async () => {
    await services.dispose();
    const memory = createMemoryTokenStore();
    let answerRead = (): void => undefined;
    const readHeld = new Promise<void>((resolve) => (answerRead = resolve));
    let reading = (): void => undefined;
    const readStarted = new Promise<void>((resolve) => (reading = resolve));
    let held = false;
    const slowKeychain = {
      ...memory,
      read: async () => {
        if (held) {
          reading();
          await readHeld;
        }
        return memory.read();
      },
    };
    services = await createMainServices({ userDataDir: dir, fetch, tokenStore: slowKeychain, now: () => NOW });
    await services.handlers.saveConnection({ baseUrl: sim.baseUrl, token: VALID });
    const before = sim.requests.length;
    held = true;
    const lookup = services.handlers.checkPrice({ artnr: '900155', country: 'de', requestId: 'early' });
    await readStarted;
    expect(await services.handlers.cancelLookup({ requestId: 'early' })).toEqual({ ok: true, value: { cancelled: true } });
    answerRead();
    expect(await lookup).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect(sim.requests.length).toBe(before);
  });

  it('write a diagnostics log without the token', async () => {
    await services.handlers.saveConnection({ baseUrl: sim.baseUrl, token: VALID });
    await services.handlers.checkPrice({ artnr: '900155', country: 'de' });
    await services.handlers.checkPrice({ artnr: 'FAULT-401', country: 'de' });
    await services.handlers.openDiagnostics(undefined);
    const log = await readFile(services.logFile, 'utf8');
    expect(log).toContain('"outcome":"ok"');
    expect(log).toContain('"outcome":"token-rejected"');
    expect(log).not.toContain(VALID);
    expect(log).not.toContain(VALID.split('.')[1]);
    expect(await readdir(join(dir, 'logs'))).toEqual(['diagnostics.log']);
  });
});

describe('main without a keychain', () => {
  it('keeps the token for the session only, says so, and still looks up', async () => {
    await services.dispose();
    const broken = createKeychainTokenStore({ service: 'x', account: 'y' }, async () => {
      throw new Error('no Secret Service');
    });
    services = await createMainServices({ userDataDir: dir, fetch, tokenStore: broken, now: () => NOW });
    const saved = await services.handlers.saveConnection({ baseUrl: sim.baseUrl, token: VALID });
    expect(saved).toMatchObject({ ok: true, value: { hasToken: true, tokenStorage: 'session' } });
    expect(await services.handlers.checkPrice({ artnr: '900155', country: 'de' })).toMatchObject({ ok: true });
  });
});

describe('moving to another server', () => {
  it('asks for the token again instead of sending the stored one to a new origin', async () => {
    await services.handlers.saveConnection({ baseUrl: sim.baseUrl, token: VALID });
    const moved = await services.handlers.saveConnection({ baseUrl: 'https://prices.example.com' });
    expect(moved).toMatchObject({ ok: false, error: { kind: 'invalid-input', field: 'token' } });
    expect(moved.ok || englishText(moved.error.message)).toMatch(/entered for another price service\. Paste the token for this one/);
    expect(await services.handlers.getState(undefined)).toMatchObject({ ok: true, value: { baseUrl: sim.baseUrl } });
    expect(await services.handlers.saveConnection({ baseUrl: `${sim.baseUrl}/` })).toMatchObject({ ok: true });
    expect(await services.handlers.saveConnection({ baseUrl: 'https://prices.example.com', token: VALID })).toMatchObject({ ok: true });
  });
});
