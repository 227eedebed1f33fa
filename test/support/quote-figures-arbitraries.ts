import { fc } from '@fast-check/vitest';
import Big from 'big.js';
import { FACTOR_PRICE_KINDS } from './price-info';

/** Money as the service answers it: none (0), cents up to a million (grouped), below a cent. */
const serviceAmount = fc.oneof(
  { weight: 1, arbitrary: fc.constant('0') },
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 100_000_000 }).map((cents) => new Big(cents).div(100).toFixed(2)) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 9_999 }).map((units) => new Big(units).div(10_000).toFixed()) },
);

/** A quote line's article as the service prices it, and the quantity asked, for fc.record. */
export const articleFields = {
  price: serviceAmount,
  // The service rounds the factor price to cents; now and then it has none.
  factorPriceKind: fc.constantFrom(...FACTOR_PRICE_KINDS, 'cents', 'cents'),
  quantity: fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 1_000_000 })),
  tax: fc.constantFrom('19', '7', '8.1', '25.5', '0'),
  lifecycle: fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F'),
  stock: fc.integer({ min: 0, max: 11 }),
};

/** The factors a quote or a line is priced with: none, usual ones, and one with more decimals than money shows. */
export const quoteFactor = fc.constantFrom(null, '1.25', '0.9', '2.5', '1.0001', '0.5');

/** The decimal a text means in its locale: grouping and currency dropped, the decimal mark a point. */
export function valueOf(text: string, locale: string): string {
  const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')!.value;
  const digits = [...text].filter((character) => /\d/.test(character) || character === decimal).join('');
  return new Big(digits.replace(decimal, '.')).toFixed();
}

/** Every number a text gives (a rate, an amount), as decimals in order. */
export function figuresIn(text: string, locale: string): string[] {
  return [...text.matchAll(/\d(?:[\d.,'’\u00a0\u202f]*\d)?/g)].map((match) => valueOf(match[0], locale));
}
