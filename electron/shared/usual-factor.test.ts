import { fc, test } from '@fast-check/vitest';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { unusualFactor } from './usual-factor';

describe('unusualFactor', () => {
  it('leaves a factor from 0.5 to 3 alone', () => {
    for (const factor of ['0.5', '1', '1.25', '2.9999', '3']) expect(unusualFactor(factor)).toBeNull();
  });

  it('suggests the factor with its point moved: 125 was meant as 1.25', () => {
    expect(unusualFactor('125')).toEqual({ suggestion: '1.25' });
    expect(unusualFactor('12.5')).toEqual({ suggestion: '1.25' });
    expect(unusualFactor('0.125')).toEqual({ suggestion: '1.25' });
    expect(unusualFactor('15')).toEqual({ suggestion: '1.5' });
    expect(unusualFactor('0.08')).toEqual({ suggestion: '0.8' });
  });

  it('asks without a suggestion where no moved point lands in the range', () => {
    expect(unusualFactor('4')).toEqual({ suggestion: null });
    expect(unusualFactor('0.35')).toEqual({ suggestion: null });
  });
});

describe('unusualFactor, for any usual factor typed without its point or with it moved', () => {
  const usual = fc.integer({ min: 5_000, max: 30_000 }).map((tenThousandths) => new Big(tenThousandths).div(10_000).toFixed());
  test.prop([usual, fc.integer({ min: -3, max: 4 }).filter((shift) => shift !== 0)], { seed: 20261125 })(
    'suggests exactly the factor meant',
    (meant, shift) => {
      const typed = shift > 0 ? new Big(meant).times(new Big(10).pow(shift)) : new Big(meant).div(new Big(10).pow(-shift));
      const asked = unusualFactor(typed.toFixed());
      // 0.5 × 10 is 5, out of range; 3 ÷ 10 is 0.3: either way the factor meant comes back.
      expect(asked).not.toBeNull();
      expect(new Big(asked?.suggestion ?? 'NaN').eq(meant)).toBe(true);
    },
  );
});
