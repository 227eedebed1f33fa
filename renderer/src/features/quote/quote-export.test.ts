import { describe, expect, it } from 'vitest';
import type { PricedLine } from '../../../../electron/shared/quote/priced-quote';
import { decimalSeparator, quoteRows, toCsv, toTsv } from './quote-export';

const line: PricedLine = {
  artnr: '900155',
  quantity: 3,
  factor: '1.25',
  currency: 'EUR',
  unitPrice: '47.85',
  factorPrice: '59.81',
  lineTotal: '179.43',
  dealerPrice: '24.13',
  stock: 11,
  deliveryDays: 0,
  lifecycle: 'E',
  warnings: [],
};

describe('quote export', () => {
  it('knows the decimal mark of a locale', () => {
    expect(decimalSeparator('de-DE')).toBe(',');
    expect(decimalSeparator('en-US')).toBe('.');
  });

  it('writes numbers as numbers of the locale, with the total', () => {
    const rows = quoteRows([line], '179.43', 'EUR', { locale: 'de-DE', customer: false });
    expect(rows[1]).toEqual(['900155', '3', '47,85', '1,25', '59,81', '179,43', 'EUR', '24,13', '11+', '0', 'E']);
    expect(rows.at(-1)?.[5]).toBe('179,43');
  });

  it('hides dealer prices and the factor in the customer view', () => {
    const rows = quoteRows([line], '179.43', 'EUR', { locale: 'en-US', customer: true });
    expect(rows[0]).toEqual(['Article', 'Quantity', 'Unit price', 'Line total', 'Currency', 'Availability']);
    expect(rows[1]).toEqual(['900155', '3', '59.81', '179.43', 'EUR', '11+ in stock']);
    expect(JSON.stringify(rows)).not.toContain('24.13');
    expect(JSON.stringify(rows)).not.toContain('1.25');
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
