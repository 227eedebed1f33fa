import { describe, expect, it } from 'vitest';
import { msg } from '../i18n/catalogue';
import { priceInfo } from '../../../test/support/price-info';
import type { PriceInfo } from '../price-info';
import { priceLine, type PricedLine } from './priced-quote';
import { compareRecheck, lineChanges, type RecheckAnswer } from './quote-recheck';

const line = (change: Partial<PriceInfo> = {}, quantity = 2, factor: string | null = null): PricedLine =>
  priceLine({ artnr: '900155', quantity, factor }, priceInfo({ factor_price: '59.81', ...change }));
const ok = (priced: PricedLine): RecheckAnswer<string> => ({ ok: true, line: priced });

describe('lineChanges', () => {
  it('finds nothing when price, stock, lifecycle and delivery days are the same', () => {
    expect(lineChanges(line(), line())).toEqual([]);
  });

  it('compares prices as decimals, not as text', () => {
    expect(lineChanges(line({ price: '47.85' }), line({ price: '47.850' }))).toEqual([]);
  });

  it('names each changed field with its old and new value, in the order shown', () => {
    const before = line({ price: '47.85', stock: 5, lifecycle: 'A', delivery_days: 0 });
    const after = line({ price: '49.90', stock: 2, lifecycle: 'E', delivery_days: 14 });
    expect(lineChanges(before, after)).toEqual([
      { field: 'price', basis: 'gross', before: { amount: '47.85', currency: 'EUR' }, after: { amount: '49.90', currency: 'EUR' } },
      { field: 'stock', before: 5, after: 2 },
      { field: 'lifecycle', before: 'A', after: 'E' },
      { field: 'deliveryDays', before: 0, after: 14 },
    ]);
  });

  it('compares the price the line is offered at: the factor price with a factor', () => {
    const before = line({ price: '47.85', factor_price: '59.81' }, 1, '1.25');
    expect(lineChanges(before, line({ price: '48.80', factor_price: '61.00' }, 1, '1.25'))).toEqual([
      { field: 'price', basis: 'gross', before: { amount: '59.81', currency: 'EUR' }, after: { amount: '61.00', currency: 'EUR' } },
    ]);
    // The plain price moving where the price offered stays (10.00 and 10.01 × 0.25 are both 2.50) is no change to the customer.
    const discounted = line({ price: '10.00', factor_price: '2.50' }, 1, '0.25');
    expect(lineChanges(discounted, line({ price: '10.01', factor_price: '2.50' }, 1, '0.25'))).toEqual([]);
  });

  it("shows a changed price on the quote's basis: net without the line's VAT, as the price column says it", () => {
    const before = line({ price: '11.90', tax: '19' });
    const after = line({ price: '12.50', tax: '19' });
    expect(lineChanges(before, after, 'net')).toEqual([
      { field: 'price', basis: 'net', before: { amount: '10.00', currency: 'EUR' }, after: { amount: '10.50', currency: 'EUR' } },
    ]);
    // Compared as offered: a price unchanged is unchanged on either basis.
    expect(lineChanges(before, line({ price: '11.90', tax: '19' }), 'net')).toEqual([]);
  });

  it('says a price gone to none (the service answers 0) as the price column says it, never as 0,00, on either basis', () => {
    const none = { words: msg('document.noPrice'), currency: 'EUR' };
    expect(lineChanges(line({ price: '47.85' }), line({ price: '0' }))).toEqual([
      { field: 'price', basis: 'gross', before: { amount: '47.85', currency: 'EUR' }, after: none },
    ]);
    expect(lineChanges(line({ price: '0' }), line({ price: '11.90' }), 'net')).toEqual([
      { field: 'price', basis: 'net', before: none, after: { amount: '10.00', currency: 'EUR' } },
    ]);
    // With a factor, a factor price of 0 is none as well (hasOfferedPrice).
    expect(lineChanges(line({ factor_price: '59.81' }, 1, '1.25'), line({ factor_price: '0' }, 1, '1.25'))[0]).toMatchObject({
      after: none,
    });
  });

  it('reads stock by the "11+" rule: 11 and 15 are both "11 or more"', () => {
    expect(lineChanges(line({ stock: 11 }), line({ stock: 15 }))).toEqual([]);
    expect(lineChanges(line({ stock: 11 }), line({ stock: 10 }))).toEqual([{ field: 'stock', before: 11, after: 10 }]);
  });

  it('a change of currency is a change of price', () => {
    expect(lineChanges(line({ price: '10' }), line({ price: '10', currencySign: 'CHF' }))[0]).toMatchObject({ field: 'price' });
  });
});

describe('compareRecheck', () => {
  it('sorts lines into changed, unchanged, failed and newly priced, and counts them', () => {
    const result = compareRecheck<string>([
      { lineId: 'a', before: line({ price: '10.00' }), answer: ok(line({ price: '10.50' })) },
      { lineId: 'b', before: line(), answer: ok(line()) },
      { lineId: 'c', before: line(), answer: { ok: false, error: 'timeout' } },
      { lineId: 'd', before: null, answer: ok(line()) },
    ]);
    expect(result.lines.map((entry) => [entry.lineId, entry.outcome])).toEqual([
      ['a', 'changed'],
      ['b', 'unchanged'],
      ['c', 'failed'],
      ['d', 'firstPriced'],
    ]);
    expect(result.lines[2]).toEqual({ lineId: 'c', outcome: 'failed', error: 'timeout' });
    expect(result.counts).toEqual({ changed: 1, unchanged: 1, failed: 1, firstPriced: 1 });
  });

  it('gives the totals before and after and their exact difference; a failed line counts with its old price', () => {
    const result = compareRecheck<string>([
      // 3 × 0.10 = 0.30, then 3 × 0.20 = 0.60
      { lineId: 'a', before: line({ price: '0.1' }, 3), answer: ok(line({ price: '0.2' }, 3)) },
      // 1 × 1.005 = 1.01 (half-up), then 1 × 0.995 = 1.00
      { lineId: 'b', before: line({ price: '1.005' }, 1), answer: ok(line({ price: '0.995' }, 1)) },
      { lineId: 'c', before: line({ price: '19.99' }, 1), answer: { ok: false, error: 'offline' } },
    ]);
    expect(result.total).toEqual({ comparable: true, currency: 'EUR', before: '21.30', after: '21.59', difference: '0.29' });
  });

  it('gives a negative difference when the quote got cheaper, and zero when nothing changed', () => {
    const cheaper = compareRecheck<string>([{ lineId: 'a', before: line({ price: '47.85' }, 3), answer: ok(line({ price: '45.00' }, 3)) }]);
    expect(cheaper.total).toMatchObject({ before: '143.55', after: '135.00', difference: '-8.55' });
    const same = compareRecheck<string>([{ lineId: 'a', before: line(), answer: ok(line()) }]);
    expect(same.total).toMatchObject({ difference: '0.00' });
  });

  it('gives no total change when the currencies do not match', () => {
    const result = compareRecheck<string>([{ lineId: 'a', before: line(), answer: ok(line({ currencySign: 'CHF' })) }]);
    expect(result.total).toEqual({ comparable: false });
  });

  it("compares the totals on the quote's basis: net totals for a net quote", () => {
    const compared = compareRecheck([{ lineId: 'a', before: line({ price: '119.00' }), answer: ok(line({ price: '238.00' })) }], 'net');
    expect(compared.total).toEqual({ comparable: true, currency: 'EUR', before: '200.00', after: '400.00', difference: '200.00' });
  });
});
