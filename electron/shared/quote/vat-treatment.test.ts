import { fc, test } from '@fast-check/vitest';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { priceInfo } from '../../../test/support/price-info';
import { formatMoney } from '../format/numbers';
import { translator } from '../i18n/translator';
import { priceLine } from './priced-quote';
import { quoteBasis, quoteFigures, quoteTaxing, type PriceBasis } from './quote-figures';
import { totalLinesText, totalNotes } from './quote-figures-words';
import { chargedVatRate, VAT_TREATMENTS, type VatTreatment } from './vat-treatment';

const nbsp = '\u00a0';

describe('chargedVatRate', () => {
  it.each([
    ['domestic', '19', '19'],
    ['consumer', '8.1', '8.1'],
    ['domestic', null, null],
    ['reverseCharge', '21', '0'],
    ['reverseCharge', null, '0'],
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
    [{ treatment: 'reverseCharge', vatId: 'NL123456789B01' }, 'gross', 'net'],
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
      'reverseCharge',
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
      ...totalNotes(figures, words),
    ];
  };

  it.each([
    [
      'reverseCharge',
      'de',
      [
        `Summe netto 1.609,10${nbsp}€`,
        `MwSt. 0${nbsp}% 0,00${nbsp}€`,
        `Gesamtbetrag 1.609,10${nbsp}€`,
        'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL). USt-IdNr. des Leistungsempfängers: NL123456789B01.',
      ],
    ],
    [
      'reverseCharge',
      'en',
      [
        'Net total €1,609.10',
        'VAT 0% €0.00',
        'Total €1,609.10',
        'Reverse charge: the recipient is liable for the VAT (Article 196 of Council Directive 2006/112/EC). Recipient’s VAT ID: NL123456789B01.',
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

  it('says the reverse-charge note without a VAT ID where none is known yet', () => {
    const figures = quoteFigures([awning], { treatment: 'reverseCharge', vatId: '', basis: 'net' });
    expect(totalNotes(figures, translator('en'))).toEqual([
      'Reverse charge: the recipient is liable for the VAT (Article 196 of Council Directive 2006/112/EC).',
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
    'the line totals add up to the first total line; each VAT is its base × its rate (0 for reverse charge and export); net + VAT = gross',
    (lines, treatment, basis) => {
      const figures = quoteFigures(lines, { treatment, vatId: '', basis });
      const sum = figures.lines.reduce(
        (total, line) => ('amount' in line.lineTotal ? total.plus(line.lineTotal.amount) : total),
        new Big(0),
      );
      expect(figures.totals[0]!.amount).toBe(sum.toFixed(2));
      const vat = figures.totals.filter((line) => line.kind === 'vat');
      expect(new Big(figures.net!).plus(vat.reduce((total, line) => total.plus(line.amount), new Big(0))).eq(figures.gross)).toBe(true);
      if (treatment === 'reverseCharge' || treatment === 'export') {
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
