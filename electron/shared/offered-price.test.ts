import { describe, expect, it } from 'vitest';
import { priceInfo } from '../../test/support/price-info';
import { offeredPrice, offeredUnitPrice } from './price-info';
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
});
