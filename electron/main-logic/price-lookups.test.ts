import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTRY_CODES } from '../shared/countries';
import { CHECK_PRICE_PATH } from '../core/price-url';
import { SERVICE_CONCURRENCY } from '../core/retry-policy';
import { startPriceSimulator, type PriceSimulator } from '../core/simulator/price-simulator';
import { boundEntry, originOf } from '../core/origin-bound-store';
import { createMemoryTokenStore, type TokenStore } from '../core/token-store';
import { fakeJwt } from '../../test/support/jwt';
import { FRESH_ANSWERS, FRESH_FOR_MS, TOKEN_TEST_ARTICLE } from './price-lookups';
import { createMainServices, type MainServices } from './services';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

const T0 = new Date('2026-11-25T08:00:00Z');
const TOKEN = fakeJwt({ exp: T0.getTime() / 1000 + 30 * 24 * 3600, sub: 'sales' });
const ARTICLE = { artnr: '900155', country: 'de' };

let sim: PriceSimulator;
let dir: string;
let services: MainServices;
let now: number;
let keychain: TokenStore;
// How long the service takes to answer: long enough that lookups overlap and can be cancelled while under way.
let latencyMs = 150;
// A colleague's token kept on this computer, which the service refuses: a token refused when pasted is never
// kept (saveConnection tries it first), so it is put in the keychain as one kept from before.
const colleague = fakeJwt({ exp: T0.getTime() / 1000 + 3600, sub: 'colleague' });
const keepColleaguesToken = (): Promise<void> => keychain.write(boundEntry(colleague, originOf(sim.baseUrl)!));

beforeEach(async () => {
  now = T0.getTime();
  sim = await startPriceSimulator({ token: TOKEN, latencyMs, syntheticArticles: true });
  dir = await tempFolder('price-lookups');
  keychain = createMemoryTokenStore();
  services = await createMainServices({ userDataDir: dir, fetch, tokenStore: keychain, now: () => new Date(now) });
  await services.handlers.saveConnection({ baseUrl: sim.baseUrl, token: TOKEN });
});
afterEach(async () => {
  await services.dispose();
  await sim.close();
  await removeFolder(dir);
});

// The lookups asked, not the one request that tests a token as it is saved.
const asked = (): number =>
  sim.requests.filter((request) => request.path.startsWith(CHECK_PRICE_PATH) && !request.path.includes(TOKEN_TEST_ARTICLE)).length;

describe("main's fresh answers", () => {
  // Judged on the test's clock, not the service's speed: it answers at once (501 lookups at 150 ms took 10 s).
  beforeAll(() => {
    latencyMs = 0;
  });
  afterAll(() => {
    latencyMs = 150;
  });

  it('answer a repeated lookup within a minute without asking the service, and ask again after it', async () => {
    const first = await services.handlers.checkPrice(ARTICLE);
    expect(first).toMatchObject({ ok: true });
    expect(asked()).toBe(1);
    now += FRESH_FOR_MS - 1;
    expect(await services.handlers.checkPrice(ARTICLE)).toEqual(first);
    expect(asked()).toBe(1);
    now += 1;
    expect(await services.handlers.checkPrice(ARTICLE)).toMatchObject({ ok: true });
    expect(asked()).toBe(2);
  });

  it('say until when they are fresh: a minute from when the service answered, the same when repeated from them', async () => {
    const first = await services.handlers.checkPrice(ARTICLE);
    const until = new Date(T0.getTime() + FRESH_FOR_MS).toISOString();
    expect(first).toMatchObject({ ok: true, value: { freshUntil: until } });
    now += 30_000;
    // Answered from main's fresh answers: the window may hold it 30 s more, not a minute from now.
    expect(await services.handlers.checkPrice(ARTICLE)).toMatchObject({ ok: true, value: { freshUntil: until } });
    expect(asked()).toBe(1);
  });

  it('are never served to another account, nor after the clock went back', async () => {
    await services.handlers.checkPrice(ARTICLE);
    now -= 1;
    await services.handlers.checkPrice(ARTICLE);
    expect(asked()).toBe(2);
    // A colleague's token on the same service: their lookup asks the service (it refuses their token here).
    await keepColleaguesToken();
    expect(await services.handlers.checkPrice(ARTICLE)).toMatchObject({ ok: false, error: { kind: 'token-rejected' } });
    expect(asked()).toBe(3);
  });

  it('are forgotten when another account looks up in between, and when the window loads anew', async () => {
    await services.handlers.checkPrice(ARTICLE);
    await keepColleaguesToken();
    await services.handlers.checkPrice(ARTICLE);
    await services.handlers.saveConnection({ baseUrl: sim.baseUrl, token: TOKEN });
    await services.handlers.checkPrice(ARTICLE);
    expect(asked()).toBe(3);
    await services.handlers.checkPrice(ARTICLE);
    expect(asked()).toBe(3);
    services.windowLoaded();
    await services.handlers.checkPrice(ARTICLE);
    expect(asked()).toBe(4);
  });

  it(`are bounded at ${FRESH_ANSWERS}: of ${FRESH_ANSWERS + 1} lookups the oldest alone is asked again`, async () => {
    const request = (n: number) => ({ artnr: `SYN-${n}`, country: 'de' });
    for (let start = 0; start <= FRESH_ANSWERS; start += 50) {
      const batch = Array.from({ length: Math.min(50, FRESH_ANSWERS + 1 - start) }, (_, index) => request(start + index));
      const answers = await Promise.all(batch.map((each) => services.handlers.checkPrice(each)));
      expect(answers.filter((answer) => !answer.ok)).toEqual([]);
    }
    // Counted per article: the service may have asked a few to slow down (429), and those were asked again.
    const askedFor = (n: number): number => sim.requests.filter((each) => each.path.startsWith(`${CHECK_PRICE_PATH}SYN-${n}?`)).length;
    const before = [askedFor(0), askedFor(1), askedFor(FRESH_ANSWERS)];
    // The newest and the second oldest are still fresh (so exactly FRESH_ANSWERS are kept); the oldest is not.
    await services.handlers.checkPrice(request(FRESH_ANSWERS));
    await services.handlers.checkPrice(request(1));
    await services.handlers.checkPrice(request(0));
    expect([askedFor(0), askedFor(1), askedFor(FRESH_ANSWERS)]).toEqual([before[0]! + 1, before[1], before[2]]);
  });
});

describe('lookups of the same price at the same time', () => {
  it('share one request to the service', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => services.handlers.checkPrice(ARTICLE)));
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(asked()).toBe(1);
  });

  it('go on when one of them is cancelled; the cancelled one says so', async () => {
    const arrivedBefore = sim.arrived();
    const kept = services.handlers.checkPrice({ ...ARTICLE, requestId: 'kept' });
    const dropped = services.handlers.checkPrice({ ...ARTICLE, requestId: 'dropped' });
    // Cancelled once the request is at the service (which answers 150 ms later), however busy this machine.
    await vi.waitFor(() => expect(sim.arrived()).toBe(arrivedBefore + 1));
    expect(await services.handlers.cancelLookup({ requestId: 'dropped' })).toEqual({ ok: true, value: { cancelled: true } });
    expect(await dropped).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect(await kept).toMatchObject({ ok: true, value: { request: { artnr: '900155' } } });
    expect(asked()).toBe(1);
  });

  it('stop the request when all are cancelled, and the next lookup asks anew', async () => {
    const arrivedBefore = sim.arrived();
    const one = services.handlers.checkPrice({ ...ARTICLE, requestId: 'one' });
    const two = services.handlers.checkPrice({ ...ARTICLE, requestId: 'two' });
    // Cancelled once the request is at the service (which answers 150 ms later), however busy this machine.
    await vi.waitFor(() => expect(sim.arrived()).toBe(arrivedBefore + 1));
    await services.handlers.cancelLookup({ requestId: 'one' });
    await services.handlers.cancelLookup({ requestId: 'two' });
    expect(await one).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect(await two).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect(await services.handlers.checkPrice(ARTICLE)).toMatchObject({ ok: true });
    expect(asked()).toBe(2);
  });
});

describe("main's one limit on requests at the service", () => {
  it('holds for the form, a comparison and a quote at once: never more than SERVICE_CONCURRENCY requests under way', async () => {
    let inFlight = 0;
    let most = 0;
    const watched: typeof fetch = async (input, init) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      try {
        const response = await fetch(input, init);
        await response.clone().arrayBuffer();
        return response;
      } finally {
        inFlight -= 1;
      }
    };
    const limited = await createMainServices({ userDataDir: join(dir, 'limited'), fetch: watched, tokenStore: createMemoryTokenStore() });
    try {
      await limited.handlers.saveConnection({ baseUrl: sim.baseUrl, token: TOKEN });
      most = 0;
      const answers = await Promise.all([
        limited.handlers.checkPrice({ artnr: 'SYN-0', country: 'de' }),
        ...COUNTRY_CODES.map((country) => limited.handlers.checkPrice({ artnr: 'SYN-999', country })),
        ...Array.from({ length: 30 }, (_, index) =>
          limited.handlers.priceQuoteLine({ quoteId: 'q-1', lineId: `l-${index}`, artnr: `SYN-${index + 1}`, country: 'de', factor: null }),
        ),
      ]);
      expect(answers.filter((answer) => !answer.ok)).toEqual([]);
      expect(most).toBe(SERVICE_CONCURRENCY);
    } finally {
      await limited.dispose();
    }
  });
});
