import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPriceSimulator, type PriceSimulator } from '../core/simulator/price-simulator';
import { createMemoryTokenStore, type TokenStore } from '../core/token-store';
import { createMainServices, type MainServices } from './services';

const TOKEN = 'tok-handlers-b7d2e0c4-distinctive';

let sim: PriceSimulator;
let dir: string;
let tokenStore: TokenStore;
let services: MainServices;
const answers: unknown[] = [];

beforeAll(async () => {
  sim = await startPriceSimulator({ token: TOKEN, faults: true });
});
afterAll(async () => {
  await sim.close();
});
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'price-lookup-handlers-'));
  tokenStore = createMemoryTokenStore();
  services = await createMainServices({ userDataDir: dir, fetch, tokenStore });
  answers.length = 0;
});
afterEach(async () => {
  // No answer to the renderer may ever carry the token.
  for (const answer of answers) expect(JSON.stringify(answer)).not.toContain(TOKEN);
  await services.dispose();
  await rm(dir, { recursive: true, force: true });
});

/** Calls a handler the way IPC would, keeping the answer for the token check. */
async function call<M extends keyof MainServices['handlers']>(method: M, request?: unknown) {
  const answer = await services.handlers[method](request);
  answers.push(answer);
  return answer;
}

const connect = () => call('saveConnection', { baseUrl: sim.baseUrl, token: TOKEN });

describe('main handlers', () => {
  it('start in demo mode with no token', async () => {
    expect(await call('getState')).toEqual({ ok: true, value: { baseUrl: null, hasToken: false, tokenStorage: 'keychain', tokenExpiresAt: null, source: 'demo', lastCountry: 'de', notice: null } });
  });

  it('serve demo prices from the built-in simulator with no settings at all', async () => {
    const answer = await call('checkPrice', { artnr: '900155', country: 'at' });
    expect(answer).toMatchObject({ ok: true, value: { source: 'demo', info: { price: '48.25', stock: 11 } } });
  });

  it('store the token, switch to the service, and only ever say that a token is stored', async () => {
    expect(await connect()).toMatchObject({ ok: true, value: { baseUrl: sim.baseUrl, hasToken: true, source: 'service' } });
    expect(await tokenStore.read()).toBe(TOKEN);
    const answer = await call('checkPrice', { artnr: '900155', country: 'de', factor: '1,25' });
    expect(answer).toMatchObject({ ok: true, value: { source: 'service', request: { factor: '1.25' }, info: { factor_price: '59.81' } } });
    expect(await readFile(join(dir, 'settings.json'), 'utf8')).not.toContain(TOKEN);
  });

  it('keep the stored token when saving without a new one', async () => {
    await connect();
    expect(await call('saveConnection', { baseUrl: sim.baseUrl })).toMatchObject({ ok: true, value: { hasToken: true } });
  });

  it.each([
    [{ baseUrl: 'http://prices.example.com', token: TOKEN }, 'baseUrl', /must use https/],
    [{ baseUrl: 'javascript:alert(1)' }, 'baseUrl', /must start with https/],
    [{ baseUrl: 'https://api.example.com', token: 'two words' }, 'token', /spaces or characters/],
  ])('refuse a bad connection %j next to its field', async (request, field, message) => {
    const answer = await call('saveConnection', request);
    expect(answer).toMatchObject({ ok: false, error: { kind: 'invalid-input', field } });
    expect(answer.ok || answer.error.message).toMatch(message);
    expect(await tokenStore.read()).toBeNull();
  });

  it('say so when no token is stored', async () => {
    await call('saveConnection', { baseUrl: sim.baseUrl });
    expect(await call('checkPrice', { artnr: '900155', country: 'de' })).toMatchObject({ ok: false, error: { kind: 'no-token' } });
  });

  it('remove the token', async () => {
    await connect();
    expect(await call('removeToken')).toMatchObject({ ok: true, value: { hasToken: false } });
    expect(await tokenStore.read()).toBeNull();
  });

  it('switch to demo data and back', async () => {
    await connect();
    expect(await call('useDemo', { demo: true })).toMatchObject({ ok: true, value: { source: 'demo', baseUrl: sim.baseUrl } });
    expect(await call('useDemo', { demo: false })).toMatchObject({ ok: true, value: { source: 'service' } });
  });

  it('remember the country across restarts', async () => {
    await call('rememberCountry', { country: 'se' });
    await services.dispose();
    services = await createMainServices({ userDataDir: dir, fetch, tokenStore });
    expect(await call('getState')).toMatchObject({ ok: true, value: { lastCountry: 'se' } });
  });

  it('pass service failures on as typed results', async () => {
    await connect();
    expect(await call('checkPrice', { artnr: 'NOPE-1', country: 'de' })).toMatchObject({ ok: false, error: { kind: 'not-found' } });
    expect(await call('checkPrice', { artnr: 'FAULT-html', country: 'de' })).toMatchObject({ ok: false, error: { kind: 'unexpected-response' } });
  });

  it('apply the input rules before anything is sent', async () => {
    await connect();
    const before = sim.requests.length;
    expect(await call('checkPrice', { artnr: '../x', country: 'de' })).toMatchObject({ ok: false, error: { kind: 'invalid-input', field: 'artnr' } });
    expect(await call('checkPrice', { artnr: '900155', country: 'xx' })).toMatchObject({ ok: false, error: { field: 'country' } });
    expect(sim.requests.length).toBe(before);
  });

  it.each([
    ['checkPrice', null],
    ['checkPrice', 42],
    ['checkPrice', { artnr: 5, country: 'de' }],
    ['checkPrice', { artnr: 'x'.repeat(100_000), country: 'de' }],
    ['saveConnection', 'https://api.example.com'],
    ['useDemo', { demo: 'yes' }],
    ['rememberCountry', { country: 'us' }],
  ] as const)('answer %s(%j) with invalid-input, never a throw', async (method, request) => {
    expect(await call(method, request)).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
  });
});
