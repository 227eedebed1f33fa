import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempFolderEachTest } from '../../test/support/temp-folder-each-test';
import { CHECK_PRICE_PATH } from '../core/price-url';
import { DEFAULT_SETTINGS } from '../core/settings-store';
import { startPriceSimulator, type PriceSimulator } from '../core/simulator/price-simulator';
import { TOKEN_PATH } from '../core/simulator/token-endpoint';
import { createMemoryTokenStore } from '../core/token-store';
import { fail, ok } from '../shared/errors';
import { msg } from '../shared/i18n/catalogue';
import { englishText } from '../shared/i18n/translator';
import { renewingOnRejection } from './renewing-on-rejection';
import { createMainServices, type MainServices } from './services';
import type { SetTimer } from './sign-in-session';

// docs/security.md: at most 3 requests at the price service per lookup or quote line, and at most one
// token request when a rejected token is renewed. Counted where they arrive: at the service.

const PASSWORD = 'pw-budget-7c2d';
const HOUR = 60 * 60 * 1000;

let sim: PriceSimulator;
let dir: string;
let services: MainServices;
/** One clock for the app and the simulator. */
let now: number;
const noTimer: SetTimer = () => () => undefined;

tempFolderEachTest('request-budget', (path) => (dir = path));
beforeEach(async () => {
  now = Date.parse('2026-11-23T08:00:00Z');
  sim = await startPriceSimulator({ faults: true, signIn: { user: 'anna', password: PASSWORD, now: () => now } });
  services = await createMainServices({
    userDataDir: dir,
    fetch,
    tokenStore: createMemoryTokenStore(),
    passwordStore: createMemoryTokenStore(),
    setTimer: noTimer,
    now: () => new Date(now),
    monotonicNow: () => now,
    // The service's waits are not slept out here: what counts is how often it is asked.
    busyWait: async () => undefined,
  });
  expect(await services.handlers.signIn({ baseUrl: sim.baseUrl, user: 'anna', password: PASSWORD, staySignedIn: true })).toMatchObject({
    ok: true,
  });
});
afterEach(async () => {
  await services.dispose();
  await sim.close();
});

/** Requests the service saw for one article, redirects followed included. */
const priceRequests = (artnr: string): number =>
  sim.requests.filter((request) => request.path.startsWith(`${CHECK_PRICE_PATH}${artnr}?`)).length;
const tokenRequests = (): number => sim.requests.filter((request) => request.path === TOKEN_PATH).length;

describe('requests at the price service per lookup', () => {
  it('are at most 3 when the token has expired and the service is busy: the try after the renewal is one of them', async () => {
    const tokensBefore = tokenRequests();
    // The service no longer takes the token; renewed, it is busy.
    now += 4 * HOUR;
    const answer = await services.handlers.checkPrice({ artnr: 'FAULT-429', country: 'de' });
    expect(answer).toMatchObject({ ok: false, error: { kind: 'unavailable' } });
    expect(priceRequests('FAULT-429')).toBe(3);
    expect(tokenRequests() - tokensBefore).toBe(1);
  });

  it('are at most 3 for a quote line, however often the service redirects within its own address', async () => {
    const answer = await services.handlers.priceQuoteLine({
      quoteId: 'q-1',
      lineId: 'l-1',
      artnr: 'FAULT-redirect-loop',
      country: 'de',
      factor: null,
    });
    expect(answer).toMatchObject({ ok: false, error: { kind: 'unexpected-response' } });
    expect(priceRequests('FAULT-redirect-loop')).toBe(3);
  });

  it('are at most 3 when the service is busy, as before', async () => {
    await services.handlers.checkPrice({ artnr: 'FAULT-503', country: 'de' });
    expect(priceRequests('FAULT-503')).toBe(3);
  });
});

describe('a token rejected at the last request a lookup may make', () => {
  it('is renewed, and the lookup is not tried again: it says so and asks to look up again', async () => {
    let tries = 0;
    let renewals = 0;
    const lookUp = renewingOnRejection(
      async () => {
        tries += 1;
        return tries === 1 ? fail('token-rejected', msg('errors.token.rejected')) : ok('answer');
      },
      { tokenVersion: () => 1, renewRejected: async () => (renewals += 1) > 0 },
      { settings: () => DEFAULT_SETTINGS, passwordRejected: () => false },
      () => false,
    );
    const answer = await lookUp();
    expect([tries, renewals]).toEqual([1, 1]);
    expect(answer).toMatchObject({ ok: false, error: { kind: 'unavailable' } });
    expect(answer.ok || englishText(answer.error.message)).toMatch(/renewed.*Look it up again\.$/);
  });
});
