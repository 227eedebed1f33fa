import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '../shared/i18n/catalogue';
import { createMemoryTokenStore } from '../core/token-store';
import { priceInfo } from '../../test/support/price-info';
import { recentLookupOf } from './recall-handlers';
import { createMainServices, type MainServices } from './services';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

let dir: string;
let services: MainServices;
let clock = new Date('2026-11-23T07:00:00.000Z');

beforeEach(async () => {
  dir = await tempFolder('recall-handlers');
  // No connection: lookups are answered by the demo simulator.
  services = await createMainServices({ userDataDir: dir, fetch, tokenStore: createMemoryTokenStore(), now: () => clock });
});
afterEach(async () => {
  await services.dispose();
  await removeFolder(dir);
});

/** A lookup of the form: asked, answered and kept in one call. */
const lookUp = (artnr: string, extra: Record<string, unknown> = {}) =>
  services.handlers.checkPrice({ artnr, country: 'de', recent: true, ...extra });
const recent = async () => {
  const answer = await services.handlers.loadRecent(undefined);
  if (!answer.ok) throw new Error('loadRecent failed');
  return answer.value.lookups;
};

describe('recent lookups in main', () => {
  it('keep each lookup of the form with the price main answered, newest first, a repeat moved to the top', async () => {
    const first = await lookUp('900155', { factor: '1,25' });
    if (!first.ok) throw new Error('lookup failed');
    clock = new Date('2026-11-23T07:01:00.000Z');
    await lookUp('100234');
    clock = new Date('2026-11-23T07:02:00.000Z');
    // Asked again within a minute: main answers from its fresh answers, and the lookup still moves to the top.
    const again = await lookUp('900155', { factor: '1.25' });
    expect(again.ok && again.value.info).toEqual(first.value.info);
    expect(again.ok && again.value.recentLookups?.map((entry) => [entry.artnr, entry.factor, entry.at])).toEqual([
      ['900155', '1.25', '2026-11-23T07:02:00.000Z'],
      ['100234', null, '2026-11-23T07:01:00.000Z'],
    ]);
    const lookups = await recent();
    expect(lookups).toHaveLength(2);
    // With a factor, the price seen is the factor price.
    expect(lookups[0]).toMatchObject({ country: 'de', profile: null, price: first.value.info.factor_price, source: 'demo' });
    expect(lookups[0]?.currencySign).toBe(first.value.info.currencySign);
  });

  it("keep failures and lookups the form did not show (a quote's, a comparison's) out", async () => {
    expect(await lookUp('NOPE-1')).toMatchObject({ ok: false });
    expect(await lookUp('../x')).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    const notKept = await services.handlers.checkPrice({ artnr: '900155', country: 'de' });
    expect(notKept.ok && notKept.value).not.toHaveProperty('recentLookups');
    expect(await recent()).toEqual([]);
  });

  it('clear the history, on disk too', async () => {
    await lookUp('900155');
    expect(await recent()).toHaveLength(1);
    expect(await services.handlers.clearRecent(undefined)).toEqual({ ok: true, value: { lookups: [] } });
    expect(JSON.parse(await readFile(join(dir, 'recent-lookups.json'), 'utf8'))).toEqual({ version: 1, entries: [] });
  });

  it('refuse a request that is not part of the contract', async () => {
    expect(await services.handlers.loadRecent({ all: true })).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect(await services.handlers.checkPrice({ artnr: '900155', country: 'de', recent: 'yes' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
  });
});

describe('favourites in main', () => {
  const star = (request: Record<string, unknown>) => services.handlers.setFavourite(request);

  it('star and unstar by article number and country, kept across a restart', async () => {
    expect(await star({ artnr: '900155', country: 'de', factor: '1.25', profile: null, starred: true })).toEqual({
      ok: true,
      value: { favourites: [{ artnr: '900155', country: 'de', factor: '1.25', profile: null, addedAt: clock.toISOString() }] },
    });
    await star({ artnr: '100234', country: 'at', factor: null, profile: null, starred: true });
    await star({ artnr: '900155', country: 'de', factor: null, profile: null, starred: false });
    await services.dispose();
    services = await createMainServices({ userDataDir: dir, fetch, tokenStore: createMemoryTokenStore() });
    const loaded = await services.handlers.loadFavourites(undefined);
    expect(loaded.ok && loaded.value.favourites.map((entry) => `${entry.artnr}/${entry.country}`)).toEqual(['100234/at']);
  });

  it('refuse a lookup that did not pass the input rules', async () => {
    for (const request of [
      { artnr: '../x', country: 'de', factor: null, profile: null, starred: true },
      { artnr: '900155', country: 'de', factor: '1,25', profile: null, starred: true },
      { artnr: '900155', country: 'us', factor: null, profile: null, starred: true },
      { artnr: '900155', country: 'de', factor: null, profile: null },
    ]) {
      expect(await star(request)).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    }
    expect(await services.handlers.loadFavourites(undefined)).toEqual({ ok: true, value: { favourites: [] } });
  });
});

describe('a last-known answer in the history', () => {
  it('is kept marked as last-known with when it was fetched; a fresh answer after it is not', () => {
    const request = { artnr: '900155', country: 'de' as const, factor: null, profile: null };
    const fetchedAt = '2026-11-20T08:30:00.000Z';
    const lastKnown = { fetchedAt, reason: msg('errors.unavailable.busy') };
    expect(recentLookupOf({ request, info: priceInfo(), source: 'service', lastKnown }, clock)).toMatchObject({
      source: 'service',
      at: clock.toISOString(),
      lastKnown: { fetchedAt },
    });
    expect(recentLookupOf({ request, info: priceInfo(), source: 'service' }, clock)).not.toHaveProperty('lastKnown');
  });
});

describe('the customer of a recent lookup', () => {
  it('is kept with the form’s lookup it was asked for, and read back after a restart; a lookup for none keeps none', async () => {
    const customer = { id: 'c-1', name: 'Camping Müller' };
    expect(await lookUp('900155', { customer })).toMatchObject({ ok: true });
    expect(await lookUp('560011')).toMatchObject({ ok: true });
    const [forNone, forCustomer] = await recent();
    expect(forCustomer).toMatchObject({ artnr: '900155', customer });
    expect(forNone).not.toHaveProperty('customer');
    await services.dispose();
    services = await createMainServices({ userDataDir: dir, fetch, tokenStore: createMemoryTokenStore(), now: () => clock });
    expect((await recent()).map((entry) => entry.customer ?? null)).toEqual([null, customer]);
  });

  it('is refused when it is not a customer as kept (no id, no name, a line break)', async () => {
    for (const customer of [{ id: '', name: 'A' }, { id: 'c-1', name: '' }, { id: 'c-1', name: 'A\nB' }, 'Camping Müller']) {
      expect(await lookUp('900155', { customer })).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    }
    expect(await recent()).toEqual([]);
  });
});
