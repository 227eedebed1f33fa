import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { netPrice } from '@shared/net-price';
import { hasOfferedPrice, offeredPrice, type Decimal, type PriceInfo } from '@shared/price-info';
import { priceInfo, serviceFactorPrice } from '../../../../test/support/price-info';
import { articleFields, quoteFactor } from '../../../../test/support/quote-figures-arbitraries';
import { compareFigures, type CompareCell } from './compare-figures';

/** What the window's result, phone line and quote offer for the same answer: the one rule's price, or none. */
function offered(info: PriceInfo, factor: Decimal | null): CompareCell {
  return hasOfferedPrice(info, factor) ? { amount: offeredPrice(info, factor) } : { none: 'noPrice' };
}

describe("a comparison row's prices", () => {
  test.prop([fc.record({ ...articleFields, factor: quoteFactor })], { numRuns: 200 })(
    'are the prices the window offers for the same answer: without and with the factor, "no price" where it has none',
    ({ price, factorPriceKind, factor, tax }) => {
      const info = priceInfo({ price, tax, factor_price: serviceFactorPrice(price, factor, factorPriceKind) });
      const figures = compareFigures(info, factor);
      expect(figures.gross).toEqual(offered(info, null));
      expect(figures.factorPrice).toEqual(factor === null ? null : offered(info, factor));
      const gross = offered(info, null);
      expect(figures.net).toEqual('amount' in gross ? { amount: netPrice(gross.amount, tax) } : { none: 'notSet' });
    },
  );

  it.each([
    ['a factor price 0 at the decimals money shows', priceInfo({ factor_price: '0.00004' }), '0.0001'],
    ['a factor price beside a price of 0', priceInfo({ price: '0.0', factor_price: '59.81' }), '1.25'],
    ['a factor price with more decimals than money shows', priceInfo({ factor_price: '47.854785' }), '1.0001'],
  ] as const)('with %s: the window\'s offer or "no price"', (_case, info, factor) => {
    expect(compareFigures(info, factor).factorPrice).toEqual(offered(info, factor));
  });
});
