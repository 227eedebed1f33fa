import { describe, expect, it } from 'vitest';
import { priceInfo } from '../../../test/support/price-info';
import { englishText } from '../i18n/translator';
import type { PriceInfo } from '../price-info';
import { priceLine, quoteTotal } from './priced-quote';

const info = (change: Partial<PriceInfo> = {}): PriceInfo =>
  priceInfo({ price: '15.95', factor_price: '19.94', dealer_price: '9.57', lifecycle: 'A', ...change });

describe('priceLine', () => {
  it('multiplies the price without a factor', () => {
    expect(priceLine({ artnr: '1', quantity: 3, factor: null }, info())).toMatchObject({
      unitPrice: '15.95',
      factorPrice: null,
      lineTotal: '47.85',
    });
  });

  it('multiplies the factor price with a factor', () => {
    expect(priceLine({ artnr: '1', quantity: 3, factor: '1.25' }, info())).toMatchObject({ factorPrice: '19.94', lineTotal: '59.82' });
  });

  it('carries the line warnings', () => {
    expect(priceLine({ artnr: '1', quantity: 2, factor: null }, info({ stock: 1, lifecycle: 'F' })).warnings).toHaveLength(2);
  });

  it('adds the scale-tier hint only when asked (the quote builder does, the CLI does not)', () => {
    const tiers = info({ stock: 11, scalevolume1: 12, scalevolume2: 0, scalevolume3: 0 });
    expect(priceLine({ artnr: '1', quantity: 9, factor: null }, tiers).warnings).toEqual([]);
    expect(priceLine({ artnr: '1', quantity: 9, factor: null }, tiers, { tierHint: true }).warnings.map(englishText)).toEqual([
      '3 more reach the tier from 12.',
    ]);
  });
});

describe('quoteTotal', () => {
  it('adds line totals exactly', () => {
    const lines = [
      priceLine({ artnr: '1', quantity: 3, factor: null }, info({ price: '0.1' })),
      priceLine({ artnr: '2', quantity: 1, factor: null }, info({ price: '1.005' })),
    ];
    expect(quoteTotal(lines)).toMatchObject({ ok: true, currency: 'EUR', total: '1.31' });
  });

  it('leaves out a line the service has no price for (a price of 0), marks it, and counts it', () => {
    const none = priceLine({ artnr: '900155', quantity: 2, factor: '1.25' }, info({ price: '0.0', factor_price: '0.0' }));
    expect(none.priceSet).toBe(false);
    expect(none.offer).toBe('no-price');
    expect(none.warnings[0]).toEqual({ key: 'errors.quoteWarning.noPrice' });
    const lines = [priceLine({ artnr: '1', quantity: 3, factor: null }, info({ price: '0.1' })), none];
    const total = quoteTotal(lines);
    expect(total).toMatchObject({ ok: true, currency: 'EUR', total: '0.30' });
    expect(total.ok && total.figures.leftOut).toEqual({ noPrice: 1, discontinued: 0, unknownRate: 0 });
    // A line priced in another currency but without a price does not refuse the total.
    expect(quoteTotal([lines[0]!, { ...none, currency: 'CHF' }])).toMatchObject({ ok: true, total: '0.30' });
  });

  it('leaves out a discontinued line the stock does not cover, also on the net basis, and counts it', () => {
    const gone = priceLine({ artnr: '770412', quantity: 4, factor: null }, info({ price: '23.27', tax: '8.1', lifecycle: 'F', stock: 0 }));
    expect(gone.offer).toBe('discontinued');
    const kept = priceLine({ artnr: '1', quantity: 1, factor: null }, info({ price: '10.81', tax: '8.1' }));
    for (const basis of ['gross', 'net'] as const) {
      const total = quoteTotal([kept, gone], basis);
      expect(total).toMatchObject({ ok: true, total: basis === 'gross' ? '10.81' : '10.00' });
      expect(total.ok && total.figures.leftOut.discontinued).toBe(1);
    }
  });

  it('refuses mixed currencies', () => {
    const lines = [
      priceLine({ artnr: '1', quantity: 1, factor: null }, info()),
      priceLine({ artnr: '2', quantity: 1, factor: null }, info({ currencySign: 'CHF' })),
    ];
    expect(quoteTotal(lines)).toMatchObject({
      ok: false,
      currencies: ['EUR', 'CHF'],
    });
    const total = quoteTotal(lines);
    expect(total.ok || englishText(total.message)).toMatch(/mixes currencies \(EUR, CHF\)/);
  });

  it('has a zero total and no currency when empty', () => {
    expect(quoteTotal([])).toMatchObject({ ok: true, currency: null, total: '0.00' });
  });
});
