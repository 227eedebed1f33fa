import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { priceInfo } from '../../test/support/price-info';
import { isDecimalText } from './decimal';
import { PRICE_INFO_FIELDS } from './price-info';
import { decimalText, priceInfoSchema } from './price-info-schema';

describe('priceInfoSchema', () => {
  it('has exactly the fields the renderer lists', () => {
    expect(Object.keys(priceInfoSchema.shape).sort()).toEqual([...PRICE_INFO_FIELDS].sort());
  });

  it('keeps the reference article and refuses a decimal written with a comma', () => {
    expect(priceInfoSchema.safeParse(priceInfo()).success).toBe(true);
    expect(priceInfoSchema.safeParse(priceInfo({ price: '47,85' })).success).toBe(false);
  });
});

describe('decimalText', () => {
  test.prop([fc.string({ unit: fc.constantFrom(...'0129.,-e '), maxLength: 12 })], { numRuns: 1000 })(
    'accepts exactly what the decimal rule keeps',
    (text) => {
      expect(decimalText.safeParse(text).success).toBe(isDecimalText(text));
    },
  );

  it('bounds the text at 400 characters', () => {
    expect(decimalText.safeParse('1'.repeat(400)).success).toBe(true);
    expect(decimalText.safeParse('1'.repeat(401)).success).toBe(false);
  });
});
