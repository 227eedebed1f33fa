import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { priceInfo } from '../../../test/support/price-info';
import { priceLine, quoteTotal } from './priced-quote';
import { lineTotal } from './quote-totals';

describe('quote totals are decimal-exact', () => {
  it.each([
    ['0.1', 3, '0.30'],
    ['15.95', 3, '47.85'],
    ['1.005', 1, '1.01'],
    ['0.125', 1, '0.13'],
    ['0.115', 1, '0.12'],
    ['19.99', 100, '1999.00'],
    ['0', 5, '0.00'],
  ])('%s × %i = %s', (price, quantity, expected) => {
    expect(lineTotal(price, quantity)).toBe(expected);
  });

  it('adds rounded line totals exactly', () => {
    const lines = ['0.1', '0.2'].map((price, index) => priceLine({ artnr: `A${index}`, quantity: 1, factor: null }, priceInfo({ price })));
    expect(quoteTotal(lines)).toMatchObject({ ok: true, total: '0.30' });
  });

  it('adds 10,000 lines without drift', () => {
    const line = priceLine({ artnr: 'A1', quantity: 1, factor: null }, priceInfo({ price: '0.1' }));
    expect(quoteTotal(Array.from({ length: 10_000 }, () => line))).toMatchObject({ ok: true, total: '1000.00' });
  });
});

/** Cents as text, e.g. 12345n -> "123.45". */
const centsText = (cents: bigint): string => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

describe('quote total properties', () => {
  // A unit price of up to 4 decimals as ten-thousandths, so the expected sums are integer arithmetic.
  const quoteLine = fc.record({
    tenThousandths: fc.bigInt({ min: 0n, max: 10_000_000_000_000n }),
    quantity: fc.integer({ min: 1, max: 1_000_000 }),
  });

  test.prop([fc.array(quoteLine, { maxLength: 60 })], { numRuns: 500 })(
    "a quote's total is the exact sum of its line totals, each rounded half-up to cents",
    (lines) => {
      const priced = lines.map(({ tenThousandths, quantity }, index) => {
        const price = `${tenThousandths / 10_000n}.${String(tenThousandths % 10_000n).padStart(4, '0')}`;
        return priceLine({ artnr: `A${index}`, quantity, factor: null }, priceInfo({ price }));
      });
      // Half-up to cents: add half a cent (50 ten-thousandths) and cut.
      const expectedCents = lines.map(({ tenThousandths, quantity }) => (tenThousandths * BigInt(quantity) + 50n) / 100n);
      expect(priced.map((line) => line.lineTotal)).toEqual(expectedCents.map(centsText));
      const total = quoteTotal(priced);
      expect(total.ok && total.total).toBe(centsText(expectedCents.reduce((sum, cents) => sum + cents, 0n)));
    },
  );
});
