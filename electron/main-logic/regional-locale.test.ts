import { describe, expect, it } from 'vitest';
import { regionalLocale } from './regional-locale';

describe('regionalLocale', () => {
  it.each([
    ['de-DE', 'de-DE'],
    ['en-DE', 'en-DE'],
    ['de_AT.UTF-8', 'de-AT'],
    ['sv-se', 'sv-SE'],
  ])('keeps a usable regional format: %s → %s', (reported, expected) => {
    expect(regionalLocale(reported)).toBe(expected);
  });

  it.each([[''], ['   '], ['C'], ['not a locale!'], [undefined], [42]])('falls back to en-US for %j', (reported) => {
    expect(regionalLocale(reported)).toBe('en-US');
  });

  it('gives a format whose decimal mark follows the region, not the language', () => {
    const decimal = (locale: string) =>
      new Intl.NumberFormat(regionalLocale(locale)).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
    expect(decimal('en-DE')).toBe(',');
    expect(decimal('en-US')).toBe('.');
  });
});
