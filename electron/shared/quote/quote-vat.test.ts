import { fc, test } from '@fast-check/vitest';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { vatBreakdown } from './quote-vat';

describe('vatBreakdown', () => {
  it('takes the VAT of each rate from its gross sum, so net and VAT add up to the gross', () => {
    const breakdown = vatBreakdown([
      { lineTotal: '119.00', tax: '19' },
      { lineTotal: '10.70', tax: '7' },
      { lineTotal: '0.01', tax: '19' },
      { lineTotal: '21.40', tax: '7.0' },
    ]);
    expect(breakdown.shares).toEqual([
      { rate: '19', gross: '119.01', net: '100.01', vat: '19.00' },
      { rate: '7', gross: '32.10', net: '30.00', vat: '2.10' },
    ]);
    expect(breakdown).toMatchObject({ net: '130.01', gross: '151.11', unknownRate: 0 });
  });

  it('rounds half up on the rate sum, not per line (three lines of 0.05 at 19 %)', () => {
    // Per line the VAT would be 0.01 each (0.00798…), 0.03 together; on the sum 0.15 it is 0.02 (0.02394…).
    expect(vatBreakdown([0, 1, 2].map(() => ({ lineTotal: '0.05', tax: '19' }))).shares[0]).toEqual({
      rate: '19',
      gross: '0.15',
      net: '0.13',
      vat: '0.02',
    });
    // 8.1 %: 10.81 gross is 10.00 net and 0.81 VAT.
    expect(vatBreakdown([{ lineTotal: '10.81', tax: '8.1' }]).shares[0]).toMatchObject({ net: '10.00', vat: '0.81' });
  });

  it('counts lines of unknown rate in the gross and says how many there are', () => {
    const breakdown = vatBreakdown([
      { lineTotal: '10.00', tax: null },
      { lineTotal: '11.90', tax: '19' },
    ]);
    expect(breakdown).toMatchObject({ gross: '21.90', net: '10.00', unknownRate: 1 });
  });

  const rate = fc.constantFrom('0', '2.5', '5', '7', '8.1', '10', '19', '20', '21', '25', '27');
  const cents = fc.integer({ min: 0, max: 100_000_000 }).map((value) => new Big(value).div(100).toFixed(2));

  test.prop([fc.array(fc.record({ lineTotal: cents, tax: rate }), { maxLength: 60 })], { seed: 1825, numRuns: 300 })(
    'net + VAT per rate = gross to the cent, and each VAT is within half a cent of the exact share',
    (lines) => {
      const breakdown = vatBreakdown(lines);
      const vat = breakdown.shares.reduce((sum, share) => sum.plus(share.vat), new Big(0));
      expect(new Big(breakdown.net).plus(vat).eq(breakdown.gross)).toBe(true);
      for (const share of breakdown.shares) {
        const exact = new Big(share.gross).times(share.rate).div(new Big(share.rate).plus(100));
        expect(exact.minus(share.vat).abs().lte('0.005')).toBe(true);
        expect(new Big(share.net).plus(share.vat).eq(share.gross)).toBe(true);
      }
    },
  );
});
