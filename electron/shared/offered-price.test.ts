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

  it('is the factor price to the 4 decimals money shows, multiplied as shown: 47,8548 € × 1000 = 47.854,80 €', () => {
    const exact = priceInfo({ price: '47.85', factor_price: '47.854785' });
    const line = priceLine({ artnr: '900155', quantity: 1000, factor: '1.0001' }, exact);
    expect(offeredPrice(exact, '1.0001')).toBe('47.8548');
    expect(line).toMatchObject({ factorPrice: '47.8548', lineTotal: '47854.80' });
    // Below 0.00005 it is 0 as offered: no price, never 0,00.
    expect(hasOfferedPrice(priceInfo({ factor_price: '0.00004' }), '0.0001')).toBe(false);
    expect(priceLine({ artnr: '900155', quantity: 1, factor: '0.0001' }, priceInfo({ factor_price: '0.00004' })).offer).toBe('no-price');
  });
});
