import { fc, test } from '@fast-check/vitest';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { priceInfo } from '../../../test/support/price-info';
import { formatMoney } from '../format/numbers';
import { blankCustomer, customerSchema } from '../customer';
import { translator } from '../i18n/translator';
import { priceLine } from './priced-quote';
import { quoteBasis, quoteFigures, quoteTaxing, type PriceBasis } from './quote-figures';
import { totalLinesText, totalNotes } from './quote-figures-words';
import { savedQuoteSchema } from './saved-quote-schema';
import { chargedVatRate, VAT_TREATMENTS, type VatTreatment } from './vat-treatment';

const nbsp = '\u00a0';

describe('a treatment kept by a development build', () => {
  it('reads the EU business one kept as "reverseCharge" as the intra-Community supply, in a customer and a quote', () => {
    const dutch = { ...blankCustomer('Kampeer BV'), id: 'c-2', vatTreatment: 'reverseCharge', vatId: 'NL123456789B01' };
    expect(customerSchema.parse(dutch)).toMatchObject({ vatTreatment: 'intraCommunity', vatId: 'NL123456789B01' });
    const quote = {
      id: 'q-1',
      name: 'Kampeer BV',
      country: 'nl',
      factor: null,
      updatedAt: '2026-11-20T10:00:00.000Z',
      vat: { treatment: 'reverseCharge', vatId: 'NL123456789B01' },
      lines: [],
    };
    expect(savedQuoteSchema.parse(quote).vat).toEqual({ treatment: 'intraCommunity', vatId: 'NL123456789B01' });
    expect(savedQuoteSchema.safeParse({ ...quote, vat: { treatment: 'zollfrei', vatId: '' } }).success).toBe(false);
  });
});

describe('chargedVatRate', () => {
  it.each([
    ['domestic', '19', '19'],
    ['consumer', '8.1', '8.1'],
    ['domestic', null, null],
    ['intraCommunity', '21', '0'],
    ['intraCommunity', null, '0'],
    ['export', '8.1', '0'],
  ] as const)('%s on a line of %j charges %j', (treatment, rate, charged) => {
    expect(chargedVatRate(treatment, rate)).toBe(charged);
  });
});

describe('quoteBasis and quoteTaxing', () => {
  it.each([
    [undefined, 'gross', 'gross'],
    [{ treatment: 'domestic', vatId: '' }, 'gross', 'gross'],
    [{ treatment: 'consumer', vatId: '' }, 'net', 'net'],
    [{ treatment: 'intraCommunity', vatId: 'NL123456789B01' }, 'gross', 'net'],
    [{ treatment: 'export', vatId: '' }, 'gross', 'net'],
    [{ treatment: 'export', vatId: '' }, undefined, 'net'],
  ] as const)('a quote with VAT %j and basis %j shows its prices %s', (vat, priceBasis, shown) => {
    const quote = { ...(vat ? { vat } : {}), ...(priceBasis ? { priceBasis } : {}) };
    expect(quoteBasis(quote)).toBe(shown);
    expect(quoteTaxing(quote)).toEqual({ basis: shown, treatment: vat?.treatment ?? 'domestic', vatId: vat?.vatId ?? '' });
  });
});

// 560011 with factor 1.25 for a Dutch customer: 778.80 € gross at 21 %, offered at 973.50 € gross.
const awning = priceLine(
  { artnr: '560011', quantity: 2, factor: '1.25' },
  priceInfo({ price: '778.80', factor_price: '973.50', tax: '21', lifecycle: 'A' }),
);

describe('a quote’s figures under each VAT treatment', () => {
  // By hand: 778.80 / 1.21 = 643.64 net, × 1.25 = 804.55, × 2 = 1609.10, 21 % of it 337.91; gross 973.50 × 2 = 1947.00 contains 337.91.
  it.each([
    [
      'domestic',
      'net',
      [
        ['net', '1609.10'],
        ['vat', '337.91'],
        ['gross', '1947.01'],
      ],
    ],
    [
      'consumer',
      'gross',
      [
        ['gross', '1947.00'],
        ['vat', '337.91'],
      ],
    ],
    [
      'intraCommunity',
      'gross',
      [
        ['net', '1609.10'],
        ['vat', '0.00'],
        ['gross', '1609.10'],
      ],
    ],
    [
      'export',
      'net',
      [
        ['net', '1609.10'],
        ['vat', '0.00'],
        ['gross', '1609.10'],
      ],
    ],
  ] as const)('%s (asked on %s) totals %j', (treatment, basis, totals) => {
    const figures = quoteFigures([awning], { treatment, vatId: '', basis });
    expect(figures.totals.map((line) => [line.kind, line.amount])).toEqual(totals);
    expect(figures.basis).toBe(treatment === 'consumer' ? 'gross' : 'net');
  });

  const texts = (treatment: VatTreatment, language: 'de' | 'en', locale: string) => {
    const figures = quoteFigures([awning], quoteTaxing({ priceBasis: 'net', vat: { treatment, vatId: 'NL123456789B01' } }));
    const words = translator(language);
    return [
      ...totalLinesText(figures, words, (amount) => formatMoney(amount, 'EUR', locale), locale).map((row) => `${row.label} ${row.amount}`),
      ...totalNotes(figures, words, 'DE112233445'),
    ];
  };

  it.each([
    [
      'intraCommunity',
      'de',
      [
        `Summe netto 1.609,10${nbsp}€`,
        `MwSt. 0${nbsp}% 0,00${nbsp}€`,
        `Gesamtbetrag 1.609,10${nbsp}€`,
        'Steuerfreie innergemeinschaftliche Lieferung nach § 4 Nr. 1 Buchst. b i. V. m. § 6a UStG (Art. 138 MwStSystRL). USt-IdNr. des Leistungsempfängers: NL123456789B01. Unsere USt-IdNr.: DE112233445.',
      ],
    ],
    [
      'intraCommunity',
      'en',
      [
        'Net total €1,609.10',
        'VAT 0% €0.00',
        'Total €1,609.10',
        'VAT-exempt intra-Community supply of goods (section 4 no. 1 (b) with section 6a of the German VAT Act, UStG; Article 138 of Council Directive 2006/112/EC). Customer’s VAT ID: NL123456789B01. Our VAT ID: DE112233445.',
      ],
    ],
    [
      'export',
      'de',
      [
        `Summe netto 1.609,10${nbsp}€`,
        `MwSt. 0${nbsp}% 0,00${nbsp}€`,
        `Gesamtbetrag 1.609,10${nbsp}€`,
        'Steuerfreie Ausfuhrlieferung nach § 4 Nr. 1 Buchst. a UStG (Art. 146 MwStSystRL).',
      ],
    ],
    [
      'export',
      'en',
      [
        'Net total €1,609.10',
        'VAT 0% €0.00',
        'Total €1,609.10',
        'VAT-exempt export delivery (section 4 no. 1 (a) of the German VAT Act, UStG; Article 146 of Council Directive 2006/112/EC).',
      ],
    ],
    ['domestic', 'de', [`Summe netto 1.609,10${nbsp}€`, `zzgl. 21${nbsp}% MwSt. 337,91${nbsp}€`, `Gesamtbetrag brutto 1.947,01${nbsp}€`]],
    ['domestic', 'en', ['Net total €1,609.10', 'plus 21% VAT €337.91', 'Total (gross) €1,947.01']],
  ] as const)('%s in %s says its totals and its note', (treatment, language, expected) => {
    expect(texts(treatment, language, language === 'de' ? 'de-DE' : 'en-IE')).toEqual(expected);
  });

  it('says the intra-Community supply without a VAT ID where none is known yet', () => {
    const figures = quoteFigures([awning], { treatment: 'intraCommunity', vatId: '', basis: 'net' });
    expect(totalNotes(figures, translator('en'), ' ')).toEqual([
      'VAT-exempt intra-Community supply of goods (section 4 no. 1 (b) with section 6a of the German VAT Act, UStG; Article 138 of Council Directive 2006/112/EC).',
    ]);
    expect(totalNotes(figures, translator('de'), 'DE112233445')).toEqual([
      'Steuerfreie innergemeinschaftliche Lieferung nach § 4 Nr. 1 Buchst. b i. V. m. § 6a UStG (Art. 138 MwStSystRL). Unsere USt-IdNr.: DE112233445.',
    ]);
  });
});

describe('totals stay checkable by hand under every treatment', () => {
  const cents = (max: number) => fc.integer({ min: 1, max }).map((value) => new Big(value).div(100).toFixed(2));
  const pricedLine = fc
    .record({
      quantity: fc.integer({ min: 1, max: 500 }),
      price: cents(200_000),
      factor: fc.option(fc.constantFrom('0.9', '1.2', '1.25'), { nil: null }),
      tax: fc.constantFrom('19', '7', '21', '8.1', '0'),
    })
    .map(({ quantity, price, factor, tax }) =>
      priceLine(
        { artnr: 'x', quantity, factor },
        priceInfo({
          price,
          factor_price: factor === null ? '0' : new Big(price).times(factor).round(2, Big.roundHalfUp).toFixed(2),
          tax,
          lifecycle: 'A',
        }),
      ),
    );

  test.prop([
    fc.array(pricedLine, { minLength: 1, maxLength: 30 }),
    fc.constantFrom(...VAT_TREATMENTS),
    fc.constantFrom<PriceBasis>('net', 'gross'),
  ])(
    'the line totals add up to the first total line; each VAT is its base × its rate (0 for intra-Community supplies and exports); net + VAT = gross',
    (lines, treatment, basis) => {
      const figures = quoteFigures(lines, { treatment, vatId: '', basis });
      const sum = figures.lines.reduce(
        (total, line) => ('amount' in line.lineTotal ? total.plus(line.lineTotal.amount) : total),
        new Big(0),
      );
      expect(figures.totals[0]!.amount).toBe(sum.toFixed(2));
      const vat = figures.totals.filter((line) => line.kind === 'vat');
      expect(new Big(figures.net!).plus(vat.reduce((total, line) => total.plus(line.amount), new Big(0))).eq(figures.gross)).toBe(true);
      if (treatment === 'intraCommunity' || treatment === 'export') {
        expect(figures.basis).toBe('net');
        expect(vat).toEqual([{ kind: 'vat', rate: '0', base: null, amount: '0.00' }]);
        expect(figures.gross).toBe(figures.net);
      } else if (figures.basis === 'net') {
        // By hand: each rate's net sum × the rate, to the cent.
        for (const line of vat) {
          if (line.kind !== 'vat') continue;
          const base = line.base ?? figures.net!;
          expect(line.amount).toBe(new Big(base).times(line.rate).div(100).round(2, Big.roundHalfUp).toFixed(2));
        }
      }
    },
  );
});
