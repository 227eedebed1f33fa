import { describe, expect, it } from 'vitest';
import { translator } from '../../../../electron/shared/i18n/translator';
import type { PricedLine } from '../../../../electron/shared/quote/priced-quote';
import { decimalSeparator, quoteRows, toCsv, toTsv } from './quote-export';

const line: PricedLine = {
  artnr: '900155',
  quantity: 3,
  factor: '1.25',
  currency: 'EUR',
  priceSet: true,
  unitPrice: '47.85',
  factorPrice: '59.81',
  lineTotal: '179.43',
  dealerPrice: '24.13',
  stock: 11,
  deliveryDays: 0,
  lifecycle: 'E',
  warnings: [],
};
const en = translator('en');
const de = translator('de');

describe('quote export', () => {
  it('keeps a unit price below a cent as it is, in both views', () => {
    const subCent = {
      ...line,
      factor: null,
      unitPrice: '0.0125',
      factorPrice: null,
      dealerPrice: '0.0075',
      quantity: 100,
      lineTotal: '1.25',
    };
    const internal = quoteRows([subCent], '1.25', 'EUR', { locale: 'de-DE', i18n: en, customer: false })[1];
    expect(internal?.slice(0, 8)).toEqual(['900155', '100', '0,0125', '', '', '1,25', 'EUR', '0,0075']);
    const customer = quoteRows([subCent], '1.25', 'EUR', { locale: 'en-US', i18n: en, customer: true })[1];
    expect(customer?.slice(0, 4)).toEqual(['900155', '100', '0.0125', '1.25']);
  });

  it('knows the decimal mark of a locale', () => {
    expect(decimalSeparator('de-DE')).toBe(',');
    expect(decimalSeparator('en-US')).toBe('.');
  });

  it('writes numbers as numbers of the locale, with the total', () => {
    const rows = quoteRows([line], '179.43', 'EUR', { locale: 'de-DE', i18n: en, customer: false });
    expect(rows[1]).toEqual(['900155', '3', '47,85', '1,25', '59,81', '179,43', 'EUR', '24,13', '11+', '0', 'E']);
    expect(rows.at(-1)?.[5]).toBe('179,43');
  });

  it('hides dealer prices and the factor in the customer view', () => {
    const rows = quoteRows([line], '179.43', 'EUR', { locale: 'en-US', i18n: en, customer: true });
    expect(rows[0]).toEqual(['Article', 'Quantity', 'Unit price', 'Line total', 'Currency', 'Availability']);
    expect(rows[1]).toEqual(['900155', '3', '59.81', '179.43', 'EUR', 'from stock']);
    expect(JSON.stringify(rows)).not.toContain('24.13');
    expect(JSON.stringify(rows)).not.toContain('1.25');
  });

  it('writes the headers in the UI language and the numbers in the regional format, independently', () => {
    const germanWordsUsNumbers = quoteRows([line], '179.43', 'EUR', { locale: 'en-US', i18n: de, customer: false });
    expect(germanWordsUsNumbers[0]).toEqual([
      'Artikel',
      'Menge',
      'Preis',
      'Faktor',
      'Preis × Faktor',
      'Zeilensumme',
      'Währung',
      'Händler-Listenpreis',
      'Lagerbestand',
      'Lieferzeit (Tage)',
      'Lebenszyklus',
    ]);
    expect(germanWordsUsNumbers[1]?.[2]).toBe('47.85');
    expect(germanWordsUsNumbers.at(-1)?.slice(0, 6)).toEqual(['Summe', '', '', '', '', '179.43']);
    const csv = toCsv(germanWordsUsNumbers, 'en-US');
    expect(csv.startsWith('\ufeffArtikel,Menge,Preis,Faktor,Preis × Faktor,')).toBe(true);
    expect(csv).toContain('900155,3,47.85,1.25,59.81,179.43,EUR');

    const englishWordsGermanNumbers = quoteRows([line], '179.43', 'EUR', { locale: 'de-DE', i18n: en, customer: true });
    expect(englishWordsGermanNumbers[0]).toEqual(['Article', 'Quantity', 'Unit price', 'Line total', 'Currency', 'Availability']);
    expect(englishWordsGermanNumbers[1]).toEqual(['900155', '3', '59,81', '179,43', 'EUR', 'from stock']);
    const englishCsv = toCsv(englishWordsGermanNumbers, 'de-DE');
    expect(englishCsv.startsWith('\ufeffArticle;Quantity;Unit price;Line total;Currency;Availability\r\n')).toBe(true);
    expect(englishCsv).toContain('900155;3;59,81;179,43;EUR;from stock');
  });

  it('words availability for the customer in the UI language, with real plurals and without stock counts', () => {
    const availability = (stock: number, deliveryDays: number, i18n = en): string | undefined =>
      quoteRows([{ ...line, stock, deliveryDays, lifecycle: 'A' }], null, null, { locale: 'de-DE', i18n, customer: true })[1]?.[5];
    expect(availability(0, 1)).toBe('available in approx. 1 day');
    expect(availability(0, 5)).toBe('available in approx. 5 days');
    expect(availability(0, 0)).toBe('on request');
    expect(availability(3, 0, de)).toBe('ab Lager');
    expect(availability(0, 1, de)).toBe('lieferbar in ca. 1 Tag');
    expect(availability(0, 5, de)).toBe('lieferbar in ca. 5 Tagen');
    expect(availability(0, 0, de)).toBe('auf Anfrage');
  });

  it('makes tab-separated text without stray tabs or line breaks in cells', () => {
    expect(toTsv([['a\tb', 'c\nd']])).toBe('a b\tc d\r\n');
  });

  it('makes CSV with a BOM and the separator of the locale', () => {
    expect(
      toCsv(
        [
          ['a', '1,5'],
          ['"x"', 'y'],
        ],
        'de-DE',
      ),
    ).toBe('\ufeffa;1,5\r\n"""x""";y\r\n');
    expect(
      toCsv(
        [
          ['a', '1.5'],
          ['b,c', 'd'],
        ],
        'en-US',
      ),
    ).toBe('\ufeffa,1.5\r\n"b,c",d\r\n');
  });
});
