import { describe, expect, it } from 'vitest';
import { priceInfo } from '../../test/support/price-info';
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
