import { fc, test } from '@fast-check/vitest';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { parseFactor } from '../lookup-input';
import { formatAmount, formatDecimalInput, formatFactor, formatMoney, formatPercent, formatSignedPercent } from './numbers';

const nbsp = '\u00a0';

describe('formatMoney', () => {
  it.each([
    ['0.0125', 'de-DE', `0,0125${nbsp}€`],
    ['0.0125', 'en-US', '€0.0125'],
    ['12.5', 'de-DE', `12,50${nbsp}€`],
    ['1234.5', 'en-US', '€1,234.50'],
    ['47.85', 'en-US', '€47.85'],
    ['0.125', 'en-US', '€0.125'],
    ['3', 'de-DE', `3,00${nbsp}€`],
  ])('shows %s with the decimals it has (at least 2) in %s', (amount, locale, expected) => {
    expect(formatMoney(amount, 'EUR', locale)).toBe(expected);
  });

  it('rounds half-up beyond 4 decimals', () => {
    expect(formatMoney('0.00005', 'EUR', 'en-US')).toBe('€0.0001');
    expect(formatMoney('0.12344', 'EUR', 'en-US')).toBe('€0.1234');
  });

  it("keeps a currency's own usual decimals as the least it shows", () => {
    expect(formatMoney('1234', 'JPY', 'en-US')).toBe('¥1,234');
    expect(formatMoney('1234.5', 'JPY', 'en-US')).toBe('¥1,234.5');
  });

  it('shows sub-cent amounts for a currency Intl does not know, too', () => {
    expect(formatMoney('0.0125', 'Kr.', 'de-DE')).toBe('0,0125 Kr.');
    expect(formatAmount('0.0125', 'de-DE')).toBe('0,0125');
    expect(formatAmount('7', 'en-US')).toBe('7.00');
  });
});

describe('formatPercent and formatSignedPercent', () => {
  it('write a percentage as the region does, the same on screen and in the line for the phone', () => {
    expect(formatPercent('20', 'en-US')).toBe('20%');
    expect(formatPercent('20', 'de-DE')).toBe(`20${nbsp}%`);
    expect(formatPercent('8.1', 'de-DE')).toBe(`8,1${nbsp}%`);
  });

  it('always show the sign of a markup or discount, a discount with the minus sign', () => {
    expect(formatSignedPercent('25', 'en-US')).toBe('+25%');
    expect(formatSignedPercent('25', 'de-DE')).toBe(`+25${nbsp}%`);
    expect(formatSignedPercent('-10', 'de-DE')).toBe(`\u221210${nbsp}%`);
    expect(formatSignedPercent('12.5', 'de-DE')).toBe(`+12,5${nbsp}%`);
    expect(formatSignedPercent('0', 'en-US')).toBe('0%');
  });
});

describe('a percentage within words of another language than the regional format', () => {
  it.each([
    // value, regional format, words' language, plain, signed
    ['19', 'de-DE', 'en', '19%', '+19%'],
    ['8.1', 'de-AT', 'en', '8,1%', '+8,1%'],
    ['-10', 'de-CH', 'en', '\u221210%', '\u221210%'],
    ['20', 'en-US', 'de', `20${nbsp}%`, `+20${nbsp}%`],
    ['12.5', 'en-GB', 'de', `12.5${nbsp}%`, `+12.5${nbsp}%`],
    // The same language: the regional format's own style.
    ['19', 'de-DE', 'de', `19${nbsp}%`, `+19${nbsp}%`],
    ['19', 'en-US', 'en', '19%', '+19%'],
    ['0', 'de-DE', 'en', '0%', '0%'],
  ])('%s in %s, words in %s: "%s", "%s"', (value, locale, language, plain, signed) => {
    expect(formatPercent(value, locale, language)).toBe(plain);
    expect(formatSignedPercent(value, locale, language)).toBe(signed);
  });

  it('says a factor with its markup in the words’ style, the factor in the regional format', () => {
    expect(formatFactor('1.2', 'de-DE', 'en')).toBe('1,2 (+20%)');
    expect(formatFactor('1.2', 'de-DE')).toBe(`1,2 (+20${nbsp}%)`);
  });
});

describe('formatFactor', () => {
  it.each([
    ['1.25', 'de-DE', `1,25 (+25${nbsp}%)`],
    ['1.25', 'en-US', '1.25 (+25%)'],
    ['0.9', 'de-DE', `0,9 (\u221210${nbsp}%)`],
    ['1.125', 'en-US', '1.125 (+12.5%)'],
    ['2.5', 'en-US', '2.5 (+150%)'],
    ['0.0001', 'en-US', '0.0001 (\u221299.99%)'],
    ['1', 'de-DE', '1'],
  ])('words %s in %s as %s', (factor, locale, expected) => {
    expect(formatFactor(factor, locale)).toBe(expected);
  });

  // Up to 10,9999: a markup of 1.000 % and more is grouped, which the field does not read.
  test.prop([fc.integer({ min: 1, max: 109_999 }).map((tenThousandths) => new Big(tenThousandths).div(10_000).toFixed())])(
    'names the markup the factor field reads back as the same factor',
    (factor) => {
      const percent = /\((.*)\)/.exec(formatFactor(factor, 'de-DE'))?.[1];
      fc.pre(percent !== undefined);
      expect(parseFactor(percent ?? '')).toEqual({ ok: true, value: factor, percent: true });
    },
  );
});

describe('formatDecimalInput', () => {
  it.each([
    ['1000', 'de-DE', '1000'],
    ['1000', 'en-US', '1000'],
    ['1.25', 'de-DE', '1,25'],
    ['1.25', 'de-CH', '1.25'],
    ['0.0001', 'fr-FR', '0,0001'],
    ['12.5', 'ar-EG', '12.5'],
  ])('writes %s as a person types it in %s: %s', (value, locale, expected) => {
    expect(formatDecimalInput(value, locale)).toBe(expected);
  });
});

const LOCALES = ['de-DE', 'en-US', 'de-CH', 'en-GB'] as const;

/**
 * Reads money back as a person may type it: the number without its currency, the locale's
 * grouping removed and its decimal mark read as the point (what parseFactor does for `1,25`, with
 * grouping, which parseFactor does not need for factors up to 1000).
 */
function readMoney(text: string, locale: string): string {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234.5);
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const number = /\d(?:[\d.,'’\s\u00a0\u202f]*\d)?/.exec(text)?.[0] ?? '';
  return new Big(number.split(group).join('').replace(decimal, '.')).toFixed();
}

/** Any amount of up to 4 decimals up to 10^9, as the price schema keeps it: exact decimal text. */
const amount = fc
  .tuple(fc.bigInt({ min: 0n, max: 1_000_000_000n }), fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 4 }))
  .map(([whole, fraction, places]) => new Big(`${whole}.${String(fraction).padStart(4, '0')}`).round(places, Big.roundDown).toFixed());

describe('money properties', () => {
  test.prop([amount, fc.constantFrom(...LOCALES), fc.constantFrom('EUR', 'CHF', 'GBP', 'USD', 'Kr.')], { numRuns: 1000 })(
    'format then read back is exact for any amount with up to 4 decimals',
    (value, locale, currency) => {
      const shown = formatMoney(value, currency, locale);
      expect(readMoney(shown, locale)).toBe(new Big(value).toFixed());
      const decimals = shown.match(/[.,](\d+)\D*$/)?.[1]?.length;
      expect(decimals).toBeGreaterThanOrEqual(2);
    },
  );
});
