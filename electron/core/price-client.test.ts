import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryCode } from '../shared/countries';
import type { AppError, Result } from '../shared/errors';
import { englishText, translator } from '../shared/i18n/translator';
import type { LookupRequest } from '../shared/lookup-input';
import type { PriceInfo } from '../shared/price-info';
import { checkPrice, type CheckPriceOptions } from './price-client';
import { buildCheckPriceUrl } from './price-url';
import { parseRetryAfter } from './retry-policy';
import { sleep } from './sleep';
import { FAULTS } from './simulator/faults';
import { startPriceSimulator, type PriceSimulator } from './simulator/price-simulator';

const TOKEN = 'tok-3f9a-very-distinctive-token-7c1e';
const reference: LookupRequest = { artnr: '900155', country: 'de', factor: null, profile: null };

let sim: PriceSimulator;
beforeAll(async () => {
  sim = await startPriceSimulator({ token: TOKEN, faults: true, slowMs: 3_000 });
});
afterAll(async () => {
  await sim.close();
});

type EnglishResult = { ok: true; value: PriceInfo } | { ok: false; error: Omit<AppError, 'message'> & { message: string } };

/** A result with its error worded in English, as the diagnostics log and an English reader get it. */
function inEnglish(result: Result<PriceInfo>): EnglishResult {
  return result.ok ? result : { ok: false, error: { ...result.error, message: englishText(result.error.message) } };
}

/**
 * The requests for this article the simulator has seen since `since`. A request an earlier test abandoned
 * (timed out or cancelled) may reach the simulator only now, on a loaded machine: it is not this test's.
 */
function requestsFor(artnr: string, since: number) {
  const path = `/checkPrice/${encodeURIComponent(artnr)}?`;
  return sim.requests.slice(since).filter((each) => each.path.includes(path));
}

/** Runs checkPrice against the simulator, recording waits instead of sleeping. */
async function lookUp(request: Partial<LookupRequest> = {}, options: Partial<CheckPriceOptions> = {}) {
  const waits: number[] = [];
  const before = sim.requests.length;
  // The monotonic clock the waits are bounded on: it moves as far as each wait, and no real time passes.
  let clock = 0;
  const result = await checkPrice({
    baseUrl: sim.baseUrl,
    token: TOKEN,
    request: { ...reference, ...request },
    fetch,
    sleep: async (ms) => {
      waits.push(ms);
      clock += ms;
    },
    monotonic: () => clock,
    ...options,
  });
  const requests = requestsFor(request.artnr ?? reference.artnr, before);
  return { result: inEnglish(result), message: result.ok ? null : result.error.message, waits, requests };
}

describe('buildCheckPriceUrl', () => {
  it('puts the article in one encoded path segment and the rest in the query', () => {
    const url = buildCheckPriceUrl('https://api.example.com/base/', {
      artnr: 'A B/../C?#',
      country: 'at',
      factor: '1.25',
      profile: 'reimo',
    });
    expect(url.pathname).toBe('/base/api/extranet/rest/articles/checkPrice/A%20B%2F..%2FC%3F%23');
    expect(url.search).toBe('?sourcelanguage=at&factor=1.25&profile=reimo');
  });

  it('leaves out factor and profile when not given', () => {
    expect(buildCheckPriceUrl('https://api.example.com', reference).search).toBe('?sourcelanguage=de');
  });
});

describe('checkPrice against the simulator', () => {
  it('returns the normalised reference article with the bearer token sent', async () => {
    const { result, requests } = await lookUp();
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        price: '47.85',
        tax: '19',
        stock: 11,
        lifecycle: 'E',
        producerSKU: '',
        base_unit: '',
        delivery_days: 0,
        currencySign: 'EUR',
      }),
    });
    expect(requests).toEqual([{ path: '/api/extranet/rest/articles/checkPrice/900155?sourcelanguage=de', authorized: true }]);
  });

  it('sends the factor with a dot and gets the factor price', async () => {
    const { result, requests } = await lookUp({ factor: '1.25' });
    expect(requests[0]?.path).toContain('factor=1.25');
    expect(result.ok && result.value.factor_price).toBe('59.81');
  });

  it.each([
    ['FAULT-401', 'token-rejected', /did not accept the access token/, /^HTTP 401$/],
    ['FAULT-403', 'token-rejected', /may not read prices: it is probably not linked to a customer account/, /^HTTP 403$/],
    ['FAULT-404', 'not-found', /Article FAULT-404 was not found for Germany \(de\)/, /^HTTP 404$/],
    ['FAULT-500', 'unavailable', /could not answer this request/, /^HTTP 500 from 127\.0\.0\.1:\d+$/],
    [
      'FAULT-html',
      'unexpected-response',
      /web page came back instead of prices: most often the sign-in page of a hotel or guest Wi-Fi/,
      /content type text\/html/,
    ],
    ['FAULT-truncated', 'unexpected-response', /something other than price information/, /not JSON/],
    ['FAULT-empty', 'unexpected-response', /answered without any price information/, /empty body/],
    ['FAULT-null', 'unexpected-response', /answer held no price information/, /expected an object but got null/],
    ['FAULT-array', 'unexpected-response', /answer held no price information/, /expected an object but got a list/],
    ['FAULT-missing-field', 'unexpected-response', /answer was incomplete/, /field "price" is missing/],
    ['FAULT-wrong-type', 'unexpected-response', /held a value Price Lookup cannot read/, /field "price" is not valid/],
    ['FAULT-negative-stock', 'unexpected-response', /held a value Price Lookup cannot read/, /field "stock" is not valid/],
    ['FAULT-huge', 'unexpected-response', /far more than price information/, /answer over 1 megabytes/],
  ])('%s fails as %s with its own message, asked once, and what happened for the log', async (artnr, kind, message, detail) => {
    const { result, requests } = await lookUp({ artnr });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe(kind);
    expect(result.error.message).toMatch(message);
    expect(result.error.detail).toMatch(detail);
    expect(result.error.message).not.toContain(TOKEN);
    expect(requests).toHaveLength(1);
  });

  it('accepts unknown extra fields', async () => {
    expect((await lookUp({ artnr: 'FAULT-extra-fields' })).result.ok).toBe(true);
  });

  it.each(['FAULT-502', 'FAULT-503'])('retries %s with growing backoff, then says unavailable', async (artnr) => {
    const { result, waits, requests } = await lookUp({ artnr });
    expect(result.ok || result.error.kind).toBe('unavailable');
    expect(waits).toEqual([250, 500]);
    expect(requests).toHaveLength(3);
  });

  it('honours Retry-After on 429', async () => {
    const { result, waits, requests } = await lookUp({ artnr: 'FAULT-429' });
    expect(result.ok || result.error.message).toMatch(/busy right now\. Try again in 1 second\./);
    // The wait it asked for goes along, so a batch can slow down for as long.
    expect(result.ok || result.error).toMatchObject({ status: 429, retryAfterMs: 1000 });
    expect(waits).toEqual([1000, 1000]);
    expect(requests).toHaveLength(3);
  });

  it('never waits more than the cap in all', async () => {
    const { waits, requests } = await lookUp({ artnr: 'FAULT-429' }, { retry: { maxAttempts: 10, maxTotalWaitMs: 2_500, backoffMs: 100 } });
    expect(waits.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(2_500);
    expect(requests).toHaveLength(3);
  });

  it('retries a connection reset', async () => {
    const { result, requests } = await lookUp({ artnr: 'FAULT-reset' });
    expect(result.ok || result.error.message).toMatch(/connection was interrupted/);
    expect(requests).toHaveLength(3);
  });

  it('gives up after the timeout and does not retry', async () => {
    const { result, requests } = await lookUp({ artnr: 'FAULT-slow' }, { timeoutMs: 300 });
    expect(result.ok || result.error).toEqual({
      kind: 'unavailable',
      message: 'The price service did not answer within 0.3 seconds. Try again.',
      detail: expect.stringMatching(/^no answer from 127\.0\.0\.1:\d+ in 300 ms$/),
    });
    expect(requests).toHaveLength(1);
  });

  it('waits while the user answers a proxy’s sign-in the request waits on, instead of running out of time meanwhile', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let open: Promise<void> | null = answered;
    // The proxy holds the request until the user has typed its password (longer than the timeout).
    const behindProxy: typeof fetch = async (url, init) => {
      await answered;
      return fetch(url, init);
    };
    setTimeout(() => {
      open = null;
      answer();
    }, 400);
    const { result } = await lookUp({}, { fetch: behindProxy, timeoutMs: 100, openQuestion: () => open });
    expect(result.ok).toBe(true);
    // With no question open, the same wait runs out.
    const { result: unasked } = await lookUp({ artnr: 'FAULT-slow' }, { timeoutMs: 100, openQuestion: () => null });
    expect(unasked.ok || unasked.error.kind).toBe('unavailable');
  });

  it('does not follow a redirect to another origin, so the token stays home', async () => {
    const { result, requests } = await lookUp({ artnr: 'FAULT-redirect-elsewhere' });
    expect(result.ok || result.error.kind).toBe('unexpected-response');
    expect(result.ok || result.error.message).toMatch(/sent on to another address, as a hotel or guest Wi-Fi does/);
    // Where to is for the log, not the user.
    expect(result.ok || result.error.detail).toMatch(/redirect to localhost:\d+, not followed/);
    expect(requests).toHaveLength(1);
  });

  it('says the token was rejected when it is wrong', async () => {
    const { result, requests } = await lookUp({}, { token: 'wrong' });
    expect(result.ok || result.error.kind).toBe('token-rejected');
    expect(requests[0]?.authorized).toBe(false);
  });

  it('says the service cannot be reached when nothing listens', async () => {
    const port = await closedPort();
    const result = inEnglish(await checkPrice({ baseUrl: `http://127.0.0.1:${port}`, token: TOKEN, request: reference, fetch }));
    expect(result.ok || result.error).toEqual({
      kind: 'unavailable',
      message: 'Could not reach the price service: it did not take the connection. Try again; if it keeps happening, tell IT.',
      detail: `127.0.0.1:${port}: refused (ECONNREFUSED)`,
    });
  });

  it('rejects with the reason when the caller cancels', async () => {
    const controller = new AbortController();
    const pending = lookUp({ artnr: 'FAULT-slow' }, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('superseded')), 50);
    await expect(pending).rejects.toThrow('superseded');
  });
});

/** A loopback port that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it.each([
    ['3', 3000],
    ['0', 0],
    ['Sun, 22 Nov 2026 12:00:05 GMT', 5000],
    ['Sun, 22 Nov 2026 11:00:00 GMT', 0],
    ['soon', null],
    ['', null],
    [null, null],
    ['  7  ', 7000],
    ['Sunday, 22-Nov-26 12:00:10 GMT', 10_000],
    ['Sun Nov 22 12:00:02 2026', 2000],
    ['1.5', null],
    ['-1', null],
    ['10s', null],
    ['abc 1', null],
    ['1 2', null],
  ])('%j → %j ms', (header, expected) => {
    expect(parseRetryAfter(header, now)).toBe(expected);
  });
});

describe('buildCheckPriceUrl, more cases', () => {
  it('keeps a path prefix of the base URL without a trailing slash', () => {
    expect(buildCheckPriceUrl('http://127.0.0.1:8080/prices', reference).href).toBe(
      'http://127.0.0.1:8080/prices/api/extranet/rest/articles/checkPrice/900155?sourcelanguage=de',
    );
  });

  it('sends the profile only when given, and encodes query values', () => {
    const url = buildCheckPriceUrl('https://api.example.com', { artnr: 'AB-1029', country: 'se', factor: null, profile: 'a&b=c' });
    expect(url.search).toBe('?sourcelanguage=se&profile=a%26b%3Dc');
    expect(url.searchParams.get('profile')).toBe('a&b=c');
    expect(url.searchParams.has('factor')).toBe(false);
  });

  it('never lets the article number leave its path segment', () => {
    const url = buildCheckPriceUrl('https://api.example.com/base', { ...reference, artnr: '../../admin?x=1#y' });
    expect(url.pathname.startsWith('/base/api/extranet/rest/articles/checkPrice/')).toBe(true);
    expect(url.pathname.split('/')).toHaveLength(8);
    expect(url.search).toBe('?sourcelanguage=de');
    expect(url.hash).toBe('');
  });
});

describe('checkPrice against the simulator, more cases', () => {
  it('prices 900155 for Austria with the right path and bearer token', async () => {
    const { result, requests } = await lookUp({ country: 'at', profile: 'reimo' });
    expect(result).toMatchObject({ ok: true, value: { price: '48.25', tax: '20', currencySign: 'EUR', stock: 11 } });
    expect(requests).toEqual([{ path: '/api/extranet/rest/articles/checkPrice/900155?sourcelanguage=at&profile=reimo', authorized: true }]);
  });

  it('names the article and country of a 404', async () => {
    const { result } = await lookUp({ artnr: 'NOPE-4711', country: 'at' });
    expect(result.ok || result.error).toEqual({
      kind: 'not-found',
      message: expect.stringMatching(/^Article NOPE-4711 was not found for Austria \(at\)\./),
      detail: 'HTTP 404',
    });
  });

  it('backs off 250 then 500 ms on 429 without Retry-After', async () => {
    const { result, waits, requests } = await lookUp({ artnr: 'FAULT-429-no-retry-after' });
    expect(result.ok || result.error).toMatchObject({
      kind: 'unavailable',
      status: 429,
      message: expect.stringMatching(/Try again in a moment\.$/),
    });
    expect(result.ok || 'retryAfterMs' in result.error).toBe(false);
    expect(waits).toEqual([250, 500]);
    expect(requests).toHaveLength(3);
  });

  it('stops waiting for Retry-After once the total wait would pass the cap', async () => {
    const { waits, requests } = await lookUp({ artnr: 'FAULT-429' }, { retry: { maxAttempts: 5, maxTotalWaitMs: 1_500, backoffMs: 250 } });
    expect(waits).toEqual([1000]);
    expect(requests).toHaveLength(2);
  });

  it('counts the time the requests took against the cap, on the monotonic clock', async () => {
    // Each request takes 2 s of the clock: after the first, a wait of 1 s still fits in 5 s; after the second, not.
    let clock = 0;
    const slowFetch: typeof fetch = async (input, init) => {
      clock += 2_000;
      return fetch(input, init);
    };
    const { waits, requests } = await lookUp(
      { artnr: 'FAULT-429' },
      { fetch: slowFetch, monotonic: () => clock, sleep: async (ms) => void (clock += ms) },
    );
    expect(waits).toEqual([]);
    expect(requests).toHaveLength(2);
  });

  it('waits as Retry-After says on 503, and still says the service could not answer', async () => {
    const server = createHttpServer((_request, response) => {
      response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '2' });
      response.end('{"error":"maintenance"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const { result, waits } = await lookUp(
        {},
        { baseUrl: `http://127.0.0.1:${port}`, retry: { maxAttempts: 3, maxTotalWaitMs: 5_000, backoffMs: 250 } },
      );
      expect(waits).toEqual([2_000, 2_000]);
      expect(result.ok || result.error.message).toMatch(/could not answer this request/);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('does not wait at all when Retry-After alone passes the cap', async () => {
    const { result, waits, requests } = await lookUp(
      { artnr: 'FAULT-429' },
      { retry: { maxAttempts: 5, maxTotalWaitMs: 999, backoffMs: 250 } },
    );
    expect(result.ok || result.error.kind).toBe('unavailable');
    expect(waits).toEqual([]);
    expect(requests).toHaveLength(1);
  });

  it('retries a connection reset with backoff', async () => {
    const { result, waits } = await lookUp({ artnr: 'FAULT-reset' });
    expect(result.ok || result.error.kind).toBe('unavailable');
    expect(waits).toEqual([250, 500]);
  });

  it.each(['FAULT-500', 'FAULT-401', 'FAULT-403', 'FAULT-404', 'FAULT-redirect-elsewhere'])('does not retry %s', async (artnr) => {
    const { waits, requests } = await lookUp({ artnr });
    expect(waits).toEqual([]);
    expect(requests).toHaveLength(1);
  });

  it('says the service refused a request it does not understand', async () => {
    const { result } = await lookUp({ country: 'xx' as CountryCode });
    expect(result.ok || result.error).toEqual({
      kind: 'unexpected-response',
      message: expect.stringMatching(/^The price service refused this request\. Try again; if it keeps happening, tell IT/),
      detail: expect.stringMatching(/^HTTP 400 from 127\.0\.0\.1:\d+$/),
    });
  });

  it('speaks German to a German reader: the country in German, the wait in Sekunden', async () => {
    const german = translator('de');
    const notFound = await lookUp({ artnr: 'NOPE-4711', country: 'de' });
    expect(notFound.message).toEqual({ key: 'errors.notFound', values: { artnr: 'NOPE-4711', country: 'de' } });
    expect(notFound.message && german.text(notFound.message)).toMatch(
      /^Der Artikel NOPE-4711 wurde für Deutschland \(de\) nicht gefunden\./,
    );
    const slow = await lookUp({ artnr: 'FAULT-slow' }, { timeoutMs: 300 });
    expect(slow.message && german.text(slow.message)).toBe(
      'Der Preisdienst hat nicht innerhalb von 0,3 Sekunden geantwortet. Versuchen Sie es erneut.',
    );
    const busy = await lookUp({ artnr: 'FAULT-429' });
    expect(busy.message && german.text(busy.message)).toMatch(/Versuchen Sie es in 1 Sekunde erneut\.$/);
    const broken = await lookUp({ artnr: 'FAULT-wrong-type' });
    expect(broken.message && german.text(broken.message)).toMatch(
      /^Die Antwort des Preisdienstes enthielt einen Wert, den Price Lookup nicht lesen kann/,
    );
  });

  it('refuses an answer over the size limit it was given', async () => {
    const { result } = await lookUp({}, { maxResponseBytes: 100 });
    expect(result.ok || result.error).toEqual({
      kind: 'unexpected-response',
      message: 'The price service sent far more than price information, so it was not read. Try again; if it keeps happening, tell IT.',
      detail: 'answer over 100 bytes',
    });
  });

  it.each([...FAULTS])('never puts the token in what FAULT-%s gives back', async (fault) => {
    const { result } = await lookUp({ artnr: `FAULT-${fault}` }, { timeoutMs: 300 });
    expect(JSON.stringify(result)).not.toContain(TOKEN);
    expect(JSON.stringify(result)).not.toContain(TOKEN.slice(4, 20));
  });

  it('does not send anything when the caller cancelled before it started', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled early'));
    const before = sim.requests.length;
    await expect(lookUp({}, { signal: controller.signal })).rejects.toThrow('cancelled early');
    expect(requestsFor(reference.artnr, before)).toEqual([]);
  });

  it('stops waiting between retries when the caller cancels', async () => {
    const controller = new AbortController();
    const before = sim.requests.length;
    const pending = checkPrice({
      baseUrl: sim.baseUrl,
      token: TOKEN,
      request: { ...reference, artnr: 'FAULT-503' },
      fetch,
      sleep,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(new Error('superseded while waiting')), 100);
    await expect(pending).rejects.toThrow('superseded while waiting');
    expect(requestsFor('FAULT-503', before)).toHaveLength(1);
  });

  it('does not retry a refused connection', async () => {
    const port = await closedPort();
    const waits: number[] = [];
    const result = await checkPrice({
      baseUrl: `http://127.0.0.1:${port}`,
      token: TOKEN,
      request: reference,
      fetch,
      sleep: async (ms) => void waits.push(ms),
    });
    expect(result.ok || result.error.kind).toBe('unavailable');
    expect(waits).toEqual([]);
  });
});
