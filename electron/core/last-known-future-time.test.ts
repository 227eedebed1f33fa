// Issue 29, point 10 ("a time in the future is never stored"): an answer fetched while the clock was ahead
// must not decide, by its time, how long it is offered nor which answer is newer.
import { describe, expect, it } from 'vitest';
import type { LookupRequest } from '../shared/lookup-input';
import type { PriceInfo } from '../shared/price-info';
import { createLastKnownStore, type LastKnownKey } from './last-known-store';
import { tempFolderEachTest } from '../../test/support/temp-folder-each-test';
import { priceInfo } from '../../test/support/price-info';

const HOUR = 60 * 60 * 1000;
let dir: string;
tempFolderEachTest('last-known-future', (path) => (dir = path));

const OLD: PriceInfo = priceInfo({
  factor_price: '47.85',
  dealer_price: '31.2',
  currencySign: '€',
  delivery_days: 2,
  novelty: true,
  lifecycle: 'A',
  producerSKU: 'X-1',
});
const NEW: PriceInfo = { ...OLD, price: '52.10', factor_price: '52.10' };
const REQUEST: LookupRequest = { artnr: '900155', country: 'de', factor: null, profile: null };
const KEY: LastKnownKey = { source: 'service', baseUrl: 'https://prices.example.com', account: 'sub:sales', request: REQUEST };
const DAY = 24 * 60 * 60 * 1000;
const REAL = new Date('2026-03-01T08:00:00.000Z');
const AHEAD = new Date(REAL.getTime() + 365 * DAY);

describe('last-known answers fetched while the clock was ahead', () => {
  it('an answer dated a year ahead is not offered 60 days later when the maximum age is 30 days', async () => {
    // The CLI ran while the clock was a year ahead.
    const cli = createLastKnownStore(dir, { now: () => AHEAD, maxAgeDays: () => 30 });
    await cli.keep(KEY, OLD, AHEAD);
    await cli.flush();
    // The clock is right again; 60 days pass without the service answering for this article.
    const later = new Date(REAL.getTime() + 60 * DAY);
    const app = createLastKnownStore(dir, { now: () => later, maxAgeDays: () => 30 });
    await app.load();
    expect(await app.find(KEY)).toBeNull();
  });

  it("a price fetched now is not replaced by another process's older answer stamped with a future time", async () => {
    const cli = createLastKnownStore(dir, { now: () => AHEAD });
    const app = createLastKnownStore(dir, { now: () => REAL });
    await app.load();
    // The CLI, its clock a year ahead, keeps the old price; the app then fetches the new one with the clock right.
    await cli.keep(KEY, OLD, AHEAD);
    await cli.flush();
    await app.keep(KEY, NEW, REAL);
    await app.flush();
    expect((await app.find(KEY))?.info.price).toBe('52.10');
    const restarted = createLastKnownStore(dir, { now: () => REAL });
    expect((await restarted.find(KEY))?.info.price).toBe('52.10');
  });

  it('an answer fetched since this process read the file wins over one it had read there, whatever their times say', async () => {
    // The CLI ran while the clock was two hours ahead (within what a zone mix-up explains).
    const cli = createLastKnownStore(dir, { now: () => new Date(REAL.getTime() + 2 * HOUR) });
    await cli.keep(KEY, OLD, new Date(REAL.getTime() + 2 * HOUR));
    await cli.flush();
    const app = createLastKnownStore(dir, { now: () => REAL });
    expect((await app.find(KEY))?.info.price).toBe('47.85');
    // The CLI keeps another article meanwhile: the file changed, the old answer in it did not.
    await cli.keep({ ...KEY, request: { ...REQUEST, artnr: '560011' } }, OLD, new Date(REAL.getTime() + 2 * HOUR));
    await cli.flush();
    await app.keep(KEY, NEW, REAL);
    await app.flush();
    expect((await createLastKnownStore(dir, { now: () => REAL }).find(KEY))?.info.price).toBe('52.10');
  });

  it('keeps no time later than its own clock', async () => {
    const store = createLastKnownStore(dir, { now: () => REAL });
    await store.keep(KEY, OLD, AHEAD);
    await store.flush();
    expect((await store.find(KEY))?.fetchedAt).toEqual(REAL);
  });
});
