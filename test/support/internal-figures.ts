// Test helper, imported only by tests: random quotes, and the same quotes with only their internal figures changed.
import fc from 'fast-check';
import { msg } from '../../electron/shared/i18n/catalogue';
import { priceLine, type PricedLine } from '../../electron/shared/quote/priced-quote';
import { priceInfo } from './price-info';

const cents = (min: number, max: number): fc.Arbitrary<string> => fc.integer({ min, max }).map((value) => (value / 100).toFixed(2));

/** A priced line as the service might answer: a factor or none, any stock, delivery and lifecycle A to E. */
export const pricedLine: fc.Arbitrary<PricedLine> = fc
  .record({
    artnr: fc.stringMatching(/^[A-Z0-9]{3,8}$/),
    quantity: fc.integer({ min: 1, max: 20 }),
    factor: fc.constantFrom(null, '1.25', '1.5', '0.9'),
    price: cents(100, 99_999),
    dealer: cents(50, 50_000),
    stock: fc.integer({ min: 0, max: 11 }),
    deliveryDays: fc.integer({ min: 0, max: 30 }),
    lifecycle: fc.constantFrom('A', 'B', 'C', 'D', 'E'),
  })
  .map(({ artnr, quantity, factor, price, dealer, stock, deliveryDays, lifecycle }) => {
    const factorPrice = factor === null ? '0' : (Math.round(Number(price) * Number(factor) * 100) / 100).toFixed(2);
    const info = priceInfo({ price, factor_price: factorPrice, dealer_price: dealer, stock, delivery_days: deliveryDays, lifecycle });
    return priceLine({ artnr, quantity, factor }, info);
  });

/**
 * The line with every figure only the internal copy shows changed (dealer price, notes, and with a factor the
 * list price and the factor, the price offered kept): what the customer is told stays the same.
 */
export function internalFiguresChanged(line: PricedLine): PricedLine {
  const changed = { ...line, dealerPrice: '4321.09', warnings: [...line.warnings, msg('errors.quoteWarning.noPrice')] };
  return line.factor === null ? changed : { ...changed, unitPrice: '8765.43', factor: '3.33' };
}
