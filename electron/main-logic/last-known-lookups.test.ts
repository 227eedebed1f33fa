import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishText } from '../shared/i18n/translator';
import { LAST_KNOWN_FILE } from '../core/last-known-store';
import type { Fault } from '../core/simulator/faults';
import { startPriceSimulator, type PriceSimulator } from '../core/simulator/price-simulator';
import { createMemoryTokenStore } from '../core/token-store';
import { keepToken } from '../../test/support/kept-secret';
import { fakeJwt } from '../../test/support/jwt';
import { FRESH_FOR_MS } from './price-lookups';
import { createMainServices, type MainServices } from './services';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date('2026-11-22T12:00:00Z');
const TOKEN = fakeJwt({ exp: T0.getTime() / 1000 + 400 * 24 * 3600, sub: 'sales' });
const ARTICLE = { artnr: '900155', country: 'de' };

let sim: PriceSimulator;
let dir: string;
let services: MainServices;
let now: number;

const start = async (): Promise<MainServices> =>
  createMainServices({ userDataDir: dir, fetch, tokenStore, now: () => new Date(now), timeoutMs: 300 });
let tokenStore = createMemoryTokenStore();

beforeEach(async () => {
  now = T0.getTime();
  tokenStore = createMemoryTokenStore();
  sim = await startPriceSimulator({ token: TOKEN, faults: true, slowMs: 2_000 });
  dir = await tempFolder('last-known-lookups');
  services = await start();
  await services.handlers.saveConnection({ baseUrl: sim.baseUrl, token: TOKEN });
});
afterEach(async () => {
  await services.dispose();
  await sim.close();
  await removeFolder(dir);
});

/** Looks the article up while the service answers, so its answer is kept. */
async function lookUpWhileUp(request = ARTICLE) {
  const answer = await services.handlers.checkPrice(request);
  expect(answer).toMatchObject({ ok: true });
  expect(answer.ok && answer.value.lastKnown).toBeUndefined();
  // Past main's fresh answers, so the next lookup asks the service.
  now += FRESH_FOR_MS;
  return answer.ok ? answer.value : null;
}

describe('a lookup while the service cannot be reached', () => {
  it.each<[string, Fault]>([
    ['an error of the service (500)', '500'],
    ['a service still unavailable after the retries (503)', '503'],
    ['a service still busy after the retries (429)', '429-no-retry-after'],
    ['a connection reset', 'reset'],
    ['a timeout', 'slow'],
  ])('answers with the kept answer, marked with when it was fetched and why, after %s', async (_name, fault) => {
    const fresh = await lookUpWhileUp();
    now += 3 * DAY;
    sim.setFaultForAll(fault);
    const answer = await services.handlers.checkPrice(ARTICLE);
    expect(answer).toMatchObject({
      ok: true,
      value: { request: fresh?.request, info: fresh?.info, source: 'service', lastKnown: { fetchedAt: T0.toISOString() } },
    });
    expect(answer.ok && answer.value.lastKnown && englishText(answer.value.lastKnown.reason)).toMatch(/price service/);
    // Never fresh: the window shows it marked and asks again next time.
    expect(answer.ok && 'freshUntil' in answer.value).toBe(false);
  });

  it('answers with the kept answer when nothing listens at the base URL any more, also after a restart', async () => {
    await lookUpWhileUp();
    await sim.close();
    await services.dispose();
    services = await start();
    const answer = await services.handlers.checkPrice(ARTICLE);
    expect(answer).toMatchObject({ ok: true, value: { lastKnown: { fetchedAt: T0.toISOString() } } });
  });

  it('says the service is unavailable when nothing was kept for this exact request', async () => {
    await lookUpWhileUp();
    sim.setFaultForAll('500');
    for (const other of [
      { ...ARTICLE, country: 'at' },
      { ...ARTICLE, factor: '1,25' },
      { ...ARTICLE, profile: 'reimo' },
      { ...ARTICLE, artnr: '900156' },
    ]) {
      expect(await services.handlers.checkPrice(other)).toMatchObject({ ok: false, error: { kind: 'unavailable' } });
    }
  });

  it('says the service is unavailable when the kept answer is older than the maximum age in Settings', async () => {
    await lookUpWhileUp();
    sim.setFaultForAll('500');
    now += 31 * DAY;
    expect(await services.handlers.checkPrice(ARTICLE)).toMatchObject({ ok: false, error: { kind: 'unavailable' } });
    expect(await services.handlers.updateSettings({ lastKnownMaxAgeDays: 60 })).toMatchObject({
      ok: true,
      value: { lastKnownMaxAgeDays: 60 },
    });
    expect(await services.handlers.checkPrice(ARTICLE)).toMatchObject({ ok: true, value: { lastKnown: {} } });
    expect(await services.handlers.updateSettings({ lastKnownMaxAgeDays: 0 })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
    expect(await services.handlers.updateSettings({ lastKnownMaxAgeDays: 1.5 })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
  });

  it('says the service is unavailable once the stored prices were cleared', async () => {
    await lookUpWhileUp();
    expect(await services.handlers.clearLastKnown(undefined)).toEqual({ ok: true, value: { cleared: 1 } });
    sim.setFaultForAll('500');
    expect(await services.handlers.checkPrice(ARTICLE)).toMatchObject({ ok: false, error: { kind: 'unavailable' } });
  });

  it('never stands a demo answer in for the service', async () => {
    await services.handlers.updateSettings({ useDemo: true });
    expect(await services.handlers.checkPrice(ARTICLE)).toMatchObject({ ok: true, value: { source: 'demo' } });
    await services.handlers.saveConnection({ baseUrl: sim.baseUrl });
    sim.setFaultForAll('500');
    expect(await services.handlers.checkPrice(ARTICLE)).toMatchObject({ ok: false, error: { kind: 'unavailable' } });
  });
});

describe('last-known prices of another account', () => {
  const exp = T0.getTime() / 1000 + 400 * 24 * 3600;
  const unavailable = { ok: false, error: { kind: 'unavailable' } };

  it("never shows one account's kept price to a colleague's token on the same base URL", async () => {
    await lookUpWhileUp();
    // Down: nothing listens at the base URL any more (a service that answers would refuse the colleague's token).
    await sim.close();
    await services.handlers.removeToken(undefined);
    await services.handlers.saveConnection({ baseUrl: sim.baseUrl, token: fakeJwt({ exp, sub: 'colleague' }) });
    expect(await services.handlers.checkPrice(ARTICLE)).toMatchObject(unavailable);
    // A pasted token that is no JWT is an account of its own, too.
    await services.handlers.saveConnection({ baseUrl: sim.baseUrl, token: 'colleague-opaque-token-0123456789' });
    expect(await services.handlers.checkPrice(ARTICLE)).toMatchObject(unavailable);
  });

  it('shows the kept price again to the same account, also with a renewed token, also after a restart', async () => {
    await lookUpWhileUp();
    await sim.close();
    await services.handlers.saveConnection({ baseUrl: sim.baseUrl, token: fakeJwt({ exp: exp + 60, sub: 'colleague' }) });
    expect(await services.handlers.checkPrice(ARTICLE)).toMatchObject(unavailable);
    await services.handlers.saveConnection({ baseUrl: sim.baseUrl, token: fakeJwt({ exp: exp + 120, sub: 'sales' }) });
    expect(await services.handlers.checkPrice(ARTICLE)).toMatchObject({ ok: true, value: { lastKnown: { fetchedAt: T0.toISOString() } } });
    await services.dispose();
    services = await start();
    expect(await services.handlers.checkPrice(ARTICLE)).toMatchObject({ ok: true, value: { lastKnown: {} } });
  });

  it("keeps a pasted opaque token's prices apart by a fingerprint, never the token, in the file", async () => {
    const opaque = `pasted-opaque-${'x'.repeat(20)}`;
    await services.dispose();
    await sim.close();
    sim = await startPriceSimulator({ token: opaque, faults: true });
    services = await start();
    await services.handlers.saveConnection({ baseUrl: sim.baseUrl, token: opaque });
    await lookUpWhileUp();
    await services.dispose();
    const file = await readFile(join(dir, LAST_KNOWN_FILE), 'utf8');
    expect(file).not.toContain(opaque);
    expect(file).toMatch(/"account":"token:[0-9a-f]{16}"/);
    services = await start();
    await sim.close();
    expect(await services.handlers.checkPrice(ARTICLE)).toMatchObject({ ok: true, value: { lastKnown: {} } });
    await services.handlers.saveConnection({ baseUrl: sim.baseUrl, token: `${opaque}-2` });
    expect(await services.handlers.checkPrice(ARTICLE)).toMatchObject(unavailable);
  });
});

describe('a lookup that fails for another reason', () => {
  it.each<[string, Fault, string]>([
    ['a rejected token (401)', '401', 'token-rejected'],
    ['a refused token (403)', '403', 'token-rejected'],
    ['an article not found (404)', '404', 'not-found'],
    ['an answer that is not the expected JSON', 'html', 'unexpected-response'],
  ])('answers as it always did, even with a kept answer: %s', async (_name, fault, kind) => {
    await lookUpWhileUp();
    sim.setFaultForAll(fault);
    expect(await services.handlers.checkPrice(ARTICLE)).toMatchObject({ ok: false, error: { kind } });
  });

  it('answers invalid input, no token and an expired token as it always did', async () => {
    await lookUpWhileUp();
    sim.setFaultForAll('500');
    expect(await services.handlers.checkPrice({ ...ARTICLE, factor: 'x' })).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    const expired = fakeJwt({ exp: T0.getTime() / 1000 - 60, sub: 'sales' });
    await keepToken(tokenStore, expired, sim.baseUrl);
    expect(await services.handlers.checkPrice(ARTICLE)).toMatchObject({ ok: false, error: { kind: 'token-expired' } });
    await services.handlers.removeToken(undefined);
    expect(await services.handlers.checkPrice(ARTICLE)).toMatchObject({ ok: false, error: { kind: 'no-token' } });
  });
});
