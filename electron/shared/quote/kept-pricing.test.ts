import { describe, expect, it } from 'vitest';
import { priceInfo } from '../../../test/support/price-info';
import { msg } from '../i18n/catalogue';
import { oldestPricedAt, pricedLongAgo, stockAsOf, validKeptPricing } from './kept-pricing';
import type { KeptPricing, SavedQuoteLine } from './saved-quote';

const pricing = (change: Partial<KeptPricing> = {}): KeptPricing => ({
  pricedAt: '2026-11-21T09:14:00.000Z',
  source: 'service',
  country: 'de',
  factor: null,
  info: priceInfo(),
  ...change,
});
const lineWith = (kept?: KeptPricing): SavedQuoteLine => ({ id: 'l1', artnr: '900155', quantity: 1, factor: null, pricing: kept });

describe('validKeptPricing', () => {
  const draft = {};
  const sent = { issue: { number: 'A-2026-0007', issuedOn: '2026-11-21', sentAt: '2026-11-21T09:30:00.000Z' } };

  it('uses the kept pricing for the same article, country, factor and source', () => {
    const kept = pricing({ factor: '1.25' });
    expect(validKeptPricing(draft, lineWith(kept), { artnr: '900155', country: 'de', factor: '1.25' }, 'service')).toBe(kept);
  });

  it('prices anew without kept pricing, or when article, country, factor or source changed', () => {
    expect(validKeptPricing(draft, lineWith(), { artnr: '900155', country: 'de', factor: null }, 'service')).toBeNull();
    expect(validKeptPricing(draft, lineWith(pricing()), { artnr: '100234', country: 'de', factor: null }, 'service')).toBeNull();
    expect(validKeptPricing(draft, lineWith(pricing()), { artnr: '900155', country: 'at', factor: null }, 'service')).toBeNull();
    expect(validKeptPricing(draft, lineWith(pricing()), { artnr: '900155', country: 'de', factor: '1.25' }, 'service')).toBeNull();
    expect(validKeptPricing(draft, lineWith(pricing()), { artnr: '900155', country: 'de', factor: null }, 'demo')).toBeNull();
  });

  it("keeps a sent quote's line as it was sent, whatever source, country or factor is asked now", () => {
    const kept = pricing();
    expect(validKeptPricing(sent, lineWith(kept), { artnr: '900155', country: 'at', factor: '1.25' }, 'demo')).toBe(kept);
    expect(validKeptPricing(sent, lineWith(), { artnr: '900155', country: 'de', factor: null }, 'service')).toBeNull();
  });
});

describe('oldestPricedAt and pricedLongAgo', () => {
  it('finds the oldest kept time, skipping lines without one', () => {
    expect(
      oldestPricedAt([pricing({ pricedAt: '2026-11-22T08:00:00.000Z' }), null, pricing({ pricedAt: '2026-11-21T09:14:00.000Z' })]),
    ).toBe('2026-11-21T09:14:00.000Z');
    expect(oldestPricedAt([null])).toBeNull();
  });

  it('calls prices old only past the threshold (24 hours by default)', () => {
    const now = Date.parse('2026-11-22T09:14:00.000Z');
    expect(pricedLongAgo('2026-11-21T09:14:00.000Z', now)).toBe(false);
    expect(pricedLongAgo('2026-11-21T09:13:59.000Z', now)).toBe(true);
    expect(pricedLongAgo('2026-11-22T06:00:00.000Z', now, 2)).toBe(true);
  });
});

describe('stockAsOf', () => {
  it('dates the stock of a last-known answer and of a kept pricing, never of one the service gave in this run', () => {
    const kept = pricing();
    const fresh = { pricing: pricing({ pricedAt: '2026-11-23T08:00:00.000Z', answeredNow: true }) };
    expect(stockAsOf(fresh, kept)).toBeNull();
    expect(stockAsOf(undefined, fresh.pricing)).toBeNull();
    // Main prices a last-known answer at when it was fetched.
    const fetchedAt = '2026-11-20T07:00:00.000Z';
    const lastKnown = { pricing: pricing({ pricedAt: fetchedAt }), lastKnown: { fetchedAt, reason: msg('errors.internal') } };
    expect(stockAsOf(lastKnown, null)).toBe(fetchedAt);
    expect(stockAsOf(undefined, kept)).toBe('2026-11-21T09:14:00.000Z');
    // Main's answer with a pricing kept from an earlier run: dated, as the pricing is.
    expect(stockAsOf({ pricing: kept }, kept)).toBe('2026-11-21T09:14:00.000Z');
    expect(stockAsOf(undefined, null)).toBeNull();
  });
});
