import { fc, test } from '@fast-check/vitest';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { decimalOf, isDecimalText, readDecimal } from './decimal';
import { formatDecimalInput } from './format/numbers';
import { parseFactor } from './lookup-input';
import { anyText } from '../../test/support/any-text';

describe('isDecimalText', () => {
  it.each(['0', '19', '47.85', '0.0125', '47.80', '007'])('keeps %j', (text) => {
    expect(isDecimalText(text)).toBe(true);
  });

  it.each(['', '1,25', '-1', '+1', '1e3', '.5', '1.', '1.2.3', '1 000', '1,000.5', ' 1', '１', 'NaN', 'Infinity', '0x10'])(
    'refuses %j',
    (text) => {
      expect(isDecimalText(text)).toBe(false);
    },
  );
});

describe('readDecimal', () => {
  it.each([
    ['1,25', '1.25', 2],
    ['1.25', '1.25', 2],
    ['001.50', '1.5', 2],
    ['1000,0000', '1000', 4],
    ['0', '0', 0],
  ])('reads %j as %j (%i decimals typed)', (typed, value, decimals) => {
    expect(readDecimal(typed)).toEqual({ value, decimals });
  });

  it.each(['', ' 1', '-1', '+1', '1e3', '.5', ',5', '1.', '1,2,3', '1.000,5', '1 000', '１', 'NaN'])('refuses %j', (typed) => {
    expect(readDecimal(typed)).toBeNull();
  });
});

describe('decimalOf', () => {
  it('writes a number as the shortest text that reads back as it', () => {
    expect(decimalOf(47.85)).toBe('47.85');
    expect(decimalOf(-0)).toBe('0');
    expect(decimalOf(1e21)).toBe('1000000000000000000000');
    expect(decimalOf(1e-7)).toBe('0.0000001');
  });
});

/** Decimal marks a point and a comma; grouping by comma, point, apostrophe and space; Arabic-Indic digits by default. */
const LOCALES = ['en-US', 'de-DE', 'de-CH', 'fr-FR', 'en-GB', 'ar-EG'] as const;

/** Any decimal as a person may mean it: a whole part and up to 20 decimals, zeros anywhere. */
const decimal = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 20 }))
  .map(([whole, fraction]) => (fraction === '' ? String(whole) : `${whole}.${fraction}`));

/** Text over digits and both marks only: each place of a mark is tried. */
const digitsAndMarks = fc.string({ unit: fc.constantFrom(...'0159.,'), maxLength: 12 });

describe('the decimal rule', () => {
  test.prop([decimal, fc.constantFrom(...LOCALES)], { numRuns: 1000 })(
    'reads back what a field in the locale starts from, as the kept text',
    (value, locale) => {
      const read = readDecimal(formatDecimalInput(value, locale));
      expect(read?.value).toBe(new Big(value).toFixed());
      expect(isDecimalText(read?.value ?? '')).toBe(true);
    },
  );

  test.prop([fc.integer({ min: 1, max: 10_000_000 }), fc.constantFrom(...LOCALES)], { numRuns: 1000 })(
    'gives back any factor a field starts from, 1000 too (not read as 1)',
    (tenThousandths, locale) => {
      const factor = new Big(tenThousandths).div(10_000).toFixed();
      expect(parseFactor(formatDecimalInput(factor, locale))).toEqual({ ok: true, value: factor, percent: false });
    },
  );

  test.prop([decimal])('reads kept text as itself, with a comma too', (value) => {
    const kept = new Big(value).toFixed();
    const decimals = value.split('.')[1]?.length ?? 0;
    expect(isDecimalText(value)).toBe(true);
    expect(readDecimal(value)).toEqual({ value: kept, decimals });
    expect(readDecimal(value.replace('.', ','))).toEqual({ value: kept, decimals });
  });

  test.prop([fc.double({ min: 0, noNaN: true, noDefaultInfinity: true })], { numRuns: 1000 })(
    'keeps any non-negative number as text that reads back as the same number',
    (value) => {
      const text = decimalOf(value);
      expect(isDecimalText(text)).toBe(true);
      // decimalText's bound: the longest double (5e-324 written out) stays within it.
      expect(text.length).toBeLessThanOrEqual(400);
      expect(Number(text)).toBe(value);
    },
  );

  test.prop([digitsAndMarks], { numRuns: 1000 })('takes at most one mark, between digits; kept text only a point', (text) => {
    const marks = text.replace(/\d/g, '');
    const between = marks.length <= 1 && /^\d/.test(text) && /\d$/.test(text);
    expect(readDecimal(text) !== null).toBe(between);
    expect(isDecimalText(text)).toBe(between && marks !== ',');
  });

  test.prop([fc.string(), anyText({ minLength: 1, maxLength: 1 }).filter((c) => !/^[\d.,]$/.test(c)), fc.string()])(
    'refuses anything else anywhere: sign, exponent, space, grouping, other digits',
    (before, other, after) => {
      const text = `${before}${other}${after}`;
      expect(readDecimal(text)).toBeNull();
      expect(isDecimalText(text)).toBe(false);
    },
  );
});
