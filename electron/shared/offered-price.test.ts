import { describe, expect, it } from 'vitest';
import { priceInfo } from '../../test/support/price-info';
import { offeredPriceOn } from './net-price';
import { hasOfferedPrice, offeredPrice, offeredUnitPrice } from './price-info';
import { priceLine } from './quote/priced-quote';
import { lineFigures } from './quote/quote-figures';

// One offered-price rule: the lookup (window, phone line, recent lookups), the priced line and its
// figures (table, CSV, summary, PDF, print, CLI) all say the same price.
describe('the offered price', () => {
  const info = priceInfo({ price: '47.85', factor_price: '59.81' });

  it.each([
    [null, '47.85'],
    ['1.25', '59.81'],
  ] as const)('with factor %s is %s for the lookup, the line and its figures alike', (factor, offered) => {
    const line = priceLine({ artnr: '900155', quantity: 2, factor }, info);
    expect(offeredPrice(info, factor)).toBe(offered);
    expect(offeredUnitPrice(line)).toBe(offered);
    expect(lineFigures(line, 'gross').unitPrice).toEqual({ amount: offered });
  });

  it('is the price × the factor rounded once to the cent, multiplied as shown: 47,85 € × 1,0001 = 47,85 €, × 1000 = 47.850,00 €', () => {
    const exact = priceInfo({ price: '47.85', factor_price: '47.854785' });
    const line = priceLine({ artnr: '900155', quantity: 1000, factor: '1.0001' }, exact);
    expect(offeredPrice(exact, '1.0001')).toBe('47.85');
    expect(line).toMatchObject({ factorPrice: '47.85', lineTotal: '47850.00' });
    // A price below a cent keeps its own decimals: 0,0125 € × 1,25 is 0,0156 €, not 0,02 €.
    expect(offeredPrice(priceInfo({ price: '0.0125', factor_price: '0.0156' }), '1.25')).toBe('0.0156');
    // 0 at the cent once the factor is applied: no price, never 0,00.
    expect(hasOfferedPrice(priceInfo({ factor_price: '0.00004' }), '0.0001')).toBe(false);
    expect(priceLine({ artnr: '900155', quantity: 1, factor: '0.0001' }, priceInfo({ factor_price: '0.00004' })).offer).toBe('no-price');
  });

  it('is none with a factor where the service gives no factor price (0), and none where it gives no price (0)', () => {
    expect(hasOfferedPrice(priceInfo({ factor_price: '0' }), '1.25')).toBe(false);
    expect(hasOfferedPrice(priceInfo({ price: '0', factor_price: '59.81' }), '1.25')).toBe(false);
    expect(hasOfferedPrice(priceInfo({ factor_price: '59.81' }), '1.25')).toBe(true);
  });
});

// A dealer on net prices hears at the phone what their quote will say: one rule for the price on a basis.
describe('the offered price on a basis', () => {
  it.each([
    // By hand: 47.85 / 1.19 = 40.21 net; × 1.2 = 48.252 → 48.25; gross 47.85 × 1.2 = 57.42.
    ['gross', null, { price: '47.85', factor_price: '0', tax: '19' }, '47.85'],
    ['net', null, { price: '47.85', factor_price: '0', tax: '19' }, '40.21'],
    ['gross', '1.2', { price: '47.85', factor_price: '57.42', tax: '19' }, '57.42'],
    ['net', '1.2', { price: '47.85', factor_price: '57.42', tax: '19' }, '48.25'],
    // 8.1 % in Switzerland: 108.10 / 1.081 = 100.00 net, × 1.25 = 125.00.
    ['net', '1.25', { price: '108.10', factor_price: '135.13', tax: '8.1' }, '125.00'],
    // Below a cent keeps its decimals: 0.0125 / 1.19 = 0.0105, × 1.2 = 0.0126.
    ['net', '1.2', { price: '0.0125', factor_price: '0.015', tax: '19' }, '0.0126'],
    // No price, or none with the factor: 0 on either basis, never a net figure of nothing.
    ['net', null, { price: '0', factor_price: '0', tax: '19' }, '0'],
    ['net', '1.2', { price: '47.85', factor_price: '0', tax: '19' }, '0'],
  ] as const)('on %s with factor %s of %j is %s, as the quote line says it', (basis, factor, prices, offered) => {
    const info = priceInfo({ ...prices, lifecycle: 'A' });
    expect(offeredPriceOn(info, factor, basis)).toBe(offered);
    const figures = lineFigures(priceLine({ artnr: '900155', quantity: 1, factor }, info), basis);
    expect(figures.unitPrice).toEqual(offered === '0' ? { words: { key: 'document.noPrice' } } : { amount: offered });
  });
});
