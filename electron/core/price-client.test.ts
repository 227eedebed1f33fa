import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LookupRequest } from '../shared/lookup-input';
import { checkPrice, type CheckPriceOptions } from './price-client';
import { buildCheckPriceUrl } from './price-url';
import { parseRetryAfter } from './retry-policy';
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

/** Runs checkPrice against the simulator, recording waits instead of sleeping. */
async function lookUp(request: Partial<LookupRequest> = {}, options: Partial<CheckPriceOptions> = {}) {
  const waits: number[] = [];
  const before = sim.requests.length;
  const result = await checkPrice({
    baseUrl: sim.baseUrl,
    token: TOKEN,
    request: { ...reference, ...request },
    fetch,
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...options,
  });
  return { result, waits, requests: sim.requests.slice(before) };
}

describe('buildCheckPriceUrl', () => {
  it('puts the article in one encoded path segment and the rest in the query', () => {
    const url = buildCheckPriceUrl('https://api.example.com/base/', { artnr: 'A B/../C?#', country: 'at', factor: '1.25', profile: 'reimo' });
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
      value: expect.objectContaining({ price: '47.85', tax: '19', stock: 11, lifecycle: 'E', producerSKU: '', base_unit: '', delivery_days: 0, currencySign: 'EUR' }),
    });
    expect(requests).toEqual([{ path: '/api/extranet/rest/articles/checkPrice/900155?sourcelanguage=de', authorized: true }]);
  });

  it('sends the factor with a dot and gets the factor price', async () => {
    const { result, requests } = await lookUp({ factor: '1.25' });
    expect(requests[0]?.path).toContain('factor=1.25');
    expect(result.ok && result.value.factor_price).toBe('59.81');
  });

  it.each([
    ['FAULT-401', 'token-rejected', /rejected the access token \(401\)/],
    ['FAULT-403', 'token-rejected', /\(403\)/],
    ['FAULT-404', 'not-found', /Article FAULT-404 was not found for Germany \(de\)/],
    ['FAULT-500', 'unavailable', /unavailable right now \(HTTP 500\)/],
    ['FAULT-html', 'unexpected-response', /not valid JSON \(content type text\/html\)/],
    ['FAULT-truncated', 'unexpected-response', /not valid JSON/],
    ['FAULT-empty', 'unexpected-response', /empty answer/],
    ['FAULT-null', 'unexpected-response', /expected an object but got null/],
    ['FAULT-array', 'unexpected-response', /expected an object but got a list/],
    ['FAULT-missing-field', 'unexpected-response', /field "price" is missing/],
    ['FAULT-wrong-type', 'unexpected-response', /field "price" is not valid/],
    ['FAULT-negative-stock', 'unexpected-response', /field "stock" is not valid/],
    ['FAULT-huge', 'unexpected-response', /larger than 1 MB/],
  ])('%s fails as %s with its own message, asked once', async (artnr, kind, message) => {
    const { result, requests } = await lookUp({ artnr });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe(kind);
    expect(result.error.message).toMatch(message);
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
    expect(result.ok || result.error.message).toMatch(/too many requests.*Try again in 1 second\./);
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
    expect(result.ok || result.error).toEqual({ kind: 'unavailable', message: 'The price service did not answer within 0.3 seconds. Try again.' });
    expect(requests).toHaveLength(1);
  });

  it('does not follow a redirect to another origin, so the token stays home', async () => {
    const { result, requests } = await lookUp({ artnr: 'FAULT-redirect-elsewhere' });
    expect(result.ok || result.error.kind).toBe('unexpected-response');
    expect(result.ok || result.error.message).toMatch(/redirected the request to localhost:\d+/);
    expect(requests).toHaveLength(1);
  });

  it('says the token was rejected when it is wrong', async () => {
    const { result, requests } = await lookUp({}, { token: 'wrong' });
    expect(result.ok || result.error.kind).toBe('token-rejected');
    expect(requests[0]?.authorized).toBe(false);
  });

  it('says the service cannot be reached when nothing listens', async () => {
    const port = await closedPort();
    const result = await checkPrice({ baseUrl: `http://127.0.0.1:${port}`, token: TOKEN, request: reference, fetch });
    expect(result.ok || result.error).toEqual({ kind: 'unavailable', message: `Could not reach the price service at 127.0.0.1:${port}: the connection was refused.` });
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
  ])('%j → %j ms', (header, expected) => {
    expect(parseRetryAfter(header, now)).toBe(expected);
  });
});
