import { fc, test } from '@fast-check/vitest';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, type CountryCode } from '@shared/countries';
import { translator } from '@shared/i18n/translator';
import { orderCompareRows, type CompareRow } from './compare-order';

const row = (country: CountryCode, price: string | null, currency = 'EUR'): CompareRow => ({
  country,
  answer: price === null ? null : { price, currency },
});
const options = (language: 'en' | 'de', ownCurrency: string | null = 'EUR') => ({
  name: (country: CountryCode) => translator(language).countryName(country),
  language,
  ownCurrency,
});

describe('orderCompareRows', () => {
  it('sorts by country name in the UI language', () => {
    const rows = [row('de', '1'), row('at', '1'), row('ch', '1', 'CHF'), row('dk', '1', 'DKK')];
    const countries = (language: 'en' | 'de') =>
      orderCompareRows(rows, { by: 'country', direction: 'ascending' }, options(language)).map((each) => each.country);
    // Österreich sorts with O in German, Austria with A in English.
    expect(countries('en')).toEqual(['at', 'dk', 'de', 'ch']);
    expect(countries('de')).toEqual(['dk', 'de', 'at', 'ch']);
  });

  it('sorts by price within the lookup currency first, other currencies each by itself, unanswered rows last', () => {
    const rows = [
      row('de', '19.9'),
      row('ch', '20', 'CHF'),
      row('fr', null),
      row('at', '17.5'),
      row('it', '9.99'),
      row('dk', '150', 'DKK'),
    ];
    const ascending = orderCompareRows(rows, { by: 'price', direction: 'ascending' }, options('en'));
    expect(ascending.map((each) => each.country)).toEqual(['it', 'at', 'de', 'ch', 'dk', 'fr']);
    const descending = orderCompareRows(rows, { by: 'price', direction: 'descending' }, options('en'));
    expect(descending.map((each) => each.country)).toEqual(['de', 'at', 'it', 'ch', 'dk', 'fr']);
  });

  it('by price: a price of 0 (none set) is not the cheapest: after every price, before the rows without an answer', () => {
    const rows = [row('de', '0'), row('fr', null), row('at', '17.5'), row('ch', '0', 'CHF'), row('dk', '150', 'DKK')];
    for (const direction of ['ascending', 'descending'] as const) {
      const ordered = orderCompareRows(rows, { by: 'price', direction }, options('en'));
      expect(ordered.map((each) => each.country)).toEqual(['at', 'dk', 'de', 'ch', 'fr']);
    }
  });

  it('keeps the order as it is without a sort', () => {
    const rows = [row('de', '2'), row('at', '1')];
    expect(orderCompareRows(rows, { by: 'none' }, options('en'))).toEqual(rows);
  });

  test.prop(
    [
      fc.uniqueArray(fc.constantFrom(...COUNTRY_CODES), { minLength: 1 }),
      fc.array(
        fc.option(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1_000_000 })).map((cents) => new Big(cents).div(100).toFixed())),
        {
          minLength: 12,
          maxLength: 12,
        },
      ),
      fc.array(fc.constantFrom('EUR', 'CHF', 'DKK'), { minLength: 12, maxLength: 12 }),
      fc.constantFrom('ascending' as const, 'descending' as const),
    ],
    { seed: 20261125 },
  )('by price: every row kept once, and within each currency the prices in order', (countries, prices, currencies, direction) => {
    const rows = countries.map((country, index) => row(country, prices[index] ?? null, currencies[index]));
    const ordered = orderCompareRows(rows, { by: 'price', direction }, options('en'));
    expect([...ordered].sort((a, b) => a.country.localeCompare(b.country))).toEqual(
      [...rows].sort((a, b) => a.country.localeCompare(b.country)),
    );
    // Priced rows, then those with no price set, then those without an answer.
    const rank = (each: CompareRow): number => (each.answer === null ? 2 : new Big(each.answer.price).gt(0) ? 0 : 1);
    const ranks = ordered.map(rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (const currency of ['EUR', 'CHF', 'DKK']) {
      const amounts = ordered
        .filter((each) => rank(each) === 0 && each.answer?.currency === currency)
        .map((each) => new Big(each.answer?.price ?? 0));
      amounts
        .slice(1)
        .forEach((amount, index) =>
          expect(direction === 'ascending' ? amount.gte(amounts[index]!) : amount.lte(amounts[index]!)).toBe(true),
        );
    }
  });
});
