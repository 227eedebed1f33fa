import { fc, test } from '@fast-check/vitest';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { priceInfo } from '../../../test/support/price-info';
import { formatMoney } from '../format/numbers';
import { translator } from '../i18n/translator';
import type { PriceInfo } from '../price-info';
import { priceLine } from './priced-quote';
import { quoteBasis, quoteFigures, type FigureLine, type QuoteFigures } from './quote-figures';
import { totalLinesText, totalNotes } from './quote-figures-words';

const line = (artnr: string, quantity: number, factor: string | null, info: Partial<PriceInfo>) =>
  priceLine({ artnr, quantity, factor }, priceInfo({ lifecycle: 'A', stock: 11, ...info }));

const amountOf = (shown: { amount: string } | { words: unknown }): string | null => ('amount' in shown ? shown.amount : null);
const words = (figures: QuoteFigures, language: 'de' | 'en', locale: string) =>
  totalLinesText(figures, translator(language), (amount) => formatMoney(amount, 'EUR', locale), locale).map(
    (row) => `${row.label} ${row.amount}`,
  );
const nbsp = '\u00a0';

describe('quoteFigures', () => {
  // 560011 in Austria with factor 1.25: 973.50 € gross each, 20 % VAT.
  const awning = line('560011', 2, '1.25', { price: '778.80', factor_price: '973.50', tax: '20' });

  it('gross: each line its gross total, the total first, then the VAT it contains', () => {
    const figures = quoteFigures([awning], 'gross');
    expect(figures.lines[0]).toMatchObject({
      unitPrice: { amount: '973.50' },
      price: { amount: '778.80' },
      lineTotal: { amount: '1947.00' },
    });
    expect(figures.totals).toEqual([
      { kind: 'gross', amount: '1947.00' },
      { kind: 'vat', rate: '20', base: null, amount: '324.50' },
    ]);
    expect(figures.total).toBe('1947.00');
    expect(words(figures, 'de', 'de-DE')).toEqual([
      `Gesamtbetrag brutto 1.947,00${nbsp}€`,
      `darin enthalten 20${nbsp}% MwSt. 324,50${nbsp}€`,
    ]);
    expect(words(figures, 'en', 'en-US')).toEqual(['Total (gross) €1,947.00', 'including 20% VAT €324.50']);
  });

  it('net: the net unit price times the quantity, the net sum first, plus VAT, then the gross', () => {
    const figures = quoteFigures([awning], 'net');
    expect(figures.lines[0]).toMatchObject({
      unitPrice: { amount: '811.25' },
      factorPrice: { amount: '811.25' },
      price: { amount: '649.00' },
      lineTotal: { amount: '1622.50' },
    });
    expect(figures.totals).toEqual([
      { kind: 'net', amount: '1622.50' },
      { kind: 'vat', rate: '20', base: null, amount: '324.50' },
      { kind: 'gross', amount: '1947.00' },
    ]);
    expect(words(figures, 'de', 'de-DE')).toEqual([
      `Summe netto 1.622,50${nbsp}€`,
      `zzgl. 20${nbsp}% MwSt. 324,50${nbsp}€`,
      `Gesamtbetrag brutto 1.947,00${nbsp}€`,
    ]);
    expect(words(figures, 'en', 'en-US')).toEqual(['Net total €1,622.50', 'plus 20% VAT €324.50', 'Total (gross) €1,947.00']);
  });

  it('net: the VAT of each rate from its net sum, rounded half-up, each naming its base when there are several', () => {
    const figures = quoteFigures(
      [
        line('a', 3, null, { price: '0.05', tax: '19' }),
        line('b', 1, null, { price: '10.70', tax: '7' }),
        line('c', 7, null, { price: '1.19', tax: '19' }),
      ],
      'net',
    );
    // 0.05 gross is 0.04 net (0.042…): 3 × 0.04 = 0.12; 7 × 1.00 = 7.00; 19 % of 7.12 is 1.3528 → 1.35.
    expect(figures.lines.map((entry) => amountOf(entry.lineTotal))).toEqual(['0.12', '10.00', '7.00']);
    expect(figures.totals).toEqual([
      { kind: 'net', amount: '17.12' },
      { kind: 'vat', rate: '19', base: '7.12', amount: '1.35' },
      { kind: 'vat', rate: '7', base: '10.00', amount: '0.70' },
      { kind: 'gross', amount: '19.17' },
    ]);
    expect(words(figures, 'de', 'de-DE')[1]).toBe(`zzgl. 19${nbsp}% MwSt. auf 7,12${nbsp}€ 1,35${nbsp}€`);
  });

  it('shows a line without a price "on request", marks it and leaves it out, on both bases; never 0.00', () => {
    const none = line('770001', 2, null, { price: '0', tax: '8.1', currencySign: 'CHF' });
    for (const basis of ['gross', 'net'] as const) {
      const figures = quoteFigures([none], basis);
      const { price, unitPrice, lineTotal } = figures.lines[0]!;
      expect([price, unitPrice].map((shown) => translator('de').text((shown as { words: never }).words))).toEqual([
        'auf Anfrage',
        'auf Anfrage',
      ]);
      expect(translator('de').text((lineTotal as { words: never }).words)).toBe('Preis auf Anfrage');
      expect(figures.leftOut).toEqual({ noPrice: 1, discontinued: 0, unknownRate: 0 });
      expect(totalNotes(figures, translator('de'), '')).toEqual(['Nicht in der Summe: 1 Position mit Preis auf Anfrage.']);
      // Nothing offered: no total of 0.00.
      expect(figures.totals).toEqual([]);
    }
  });

  it('marks a discontinued line (770412: F, stock 0, 4 pieces in CHF) and leaves it out; the total says how many', () => {
    const gone = line('770412', 4, null, { price: '23.27', tax: '8.1', lifecycle: 'F', stock: 0, currencySign: 'CHF' });
    const none = line('770001', 2, null, { price: '0', tax: '8.1', currencySign: 'CHF' });
    const kept = line('900155', 1, null, { price: '10.81', tax: '8.1', currencySign: 'CHF' });
    const figures = quoteFigures([gone, none, kept], 'gross');
    expect(figures.lines[0]).toMatchObject({ unitPrice: { amount: '23.27' }, lineTotal: { words: { key: 'quote.offer.discontinued' } } });
    expect(figures.total).toBe('10.81');
    expect(totalNotes(figures, translator('en'), '')).toEqual([
      'Not in the total: 1 line with price on request, 1 line no longer available.',
    ]);
    expect(totalNotes(quoteFigures([gone, gone, kept], 'net'), translator('de'), '')).toEqual([
      'Nicht in der Summe: 2 Positionen nicht mehr lieferbar.',
    ]);
  });

  it('gross with a VAT rate unknown: the gross total only, and says why; net leaves such a line out', () => {
    const unknown: FigureLine = {
      quantity: 1,
      unitPrice: '10.00',
      factorPrice: null,
      lineTotal: '10.00',
      net: null,
      tax: null,
      offer: 'offered',
    };
    const gross = quoteFigures([unknown], 'gross');
    expect(gross.totals).toEqual([{ kind: 'gross', amount: '10.00' }]);
    expect(totalNotes(gross, translator('en'), '')).toEqual(['1 line has no known VAT rate: only the gross total is given.']);
    const net = quoteFigures([unknown], 'net');
    expect(net.leftOut.unknownRate).toBe(1);
    expect(net.total).toBe('0.00');
  });

  it('net: the factor price is the net price shown × the factor, to the cent once, not worked back from the gross one', () => {
    // CH, 8.1 % VAT: 14.48 CHF gross is 13.40 net; × 1.15 is 15.41 by hand (15.40 from the gross 16.65).
    const swiss = line('120050', 3, '1.15', { price: '14.48', factor_price: '16.65', tax: '8.1', currencySign: 'CHF' });
    expect(quoteFigures([swiss], 'net').lines[0]).toMatchObject({
      price: { amount: '13.40' },
      factorPrice: { amount: '15.41' },
      unitPrice: { amount: '15.41' },
      lineTotal: { amount: '46.23' },
    });
  });

  it('gross: the factor price is the price shown × the factor, rounded once to the cent', () => {
    // 47.85 × 1.0001 = 47.854785: offered at 47.85, so 1000 pieces are 47,850.00 by hand.
    const figures = quoteFigures([line('900155', 1000, '1.0001', { price: '47.85', factor_price: '47.854785' })], 'gross');
    expect(figures.lines[0]).toMatchObject({ factorPrice: { amount: '47.85' }, lineTotal: { amount: '47850.00' } });
  });

  it('reads a quote saved before it had a basis as gross', () => {
    expect(quoteBasis({})).toBe('gross');
    expect(quoteBasis({ priceBasis: 'net' })).toBe('net');
  });

  const rate = fc.constantFrom('0', '2.5', '7', '8.1', '19', '20', '25.5');
  const cents = (max: number) => fc.integer({ min: 0, max }).map((value) => new Big(value).div(100).toFixed(2));
  const pricedLine = fc
    .record({
      quantity: fc.integer({ min: 1, max: 2_000 }),
      price: cents(500_000),
      factor: fc.option(fc.constantFrom('0.8', '1.25', '2.5'), { nil: null }),
      tax: rate,
      lifecycle: fc.constantFrom('A', 'B', 'E', 'F'),
      stock: fc.integer({ min: 0, max: 11 }),
    })
    .map(({ quantity, price, factor, tax, lifecycle, stock }) =>
      line('x', quantity, factor, {
        price,
        factor_price: factor === null ? '0' : new Big(price).times(factor).round(2, Big.roundHalfUp).toFixed(2),
        tax,
        lifecycle,
        stock,
      }),
    );

  test.prop([fc.array(pricedLine, { maxLength: 40 }), fc.constantFrom('gross', 'net')], { numRuns: 300 })(
    'on either basis the line totals shown add up to the first total line, and net + VAT = gross',
    (lines, basis) => {
      const figures = quoteFigures(lines, basis);
      const shown = figures.lines.flatMap((entry) => (amountOf(entry.lineTotal) === null ? [] : [amountOf(entry.lineTotal)!]));
      const sum = shown.reduce((total, amount) => total.plus(amount), new Big(0));
      expect(shown).toHaveLength(lines.filter((entry) => entry.offer === 'offered').length);
      if (shown.length === 0) {
        expect(figures.totals).toEqual([]);
        return;
      }
      expect(figures.totals[0]!.amount).toBe(sum.toFixed(2));
      const vat = figures.totals.filter((entry) => entry.kind === 'vat').reduce((total, entry) => total.plus(entry.amount), new Big(0));
      expect(new Big(figures.net!).plus(vat).eq(figures.gross)).toBe(true);
      expect(figures.totals.at(basis === 'net' ? -1 : 0)).toEqual({ kind: 'gross', amount: figures.gross });
      if (basis === 'net') {
        for (const [index, entry] of figures.lines.entries()) {
          const unit = amountOf(entry.unitPrice);
          const total = amountOf(entry.lineTotal);
          // The line total is the net unit price shown times the quantity, rounded to cents.
          if (unit !== null && total !== null)
            expect(new Big(unit).times(lines[index]!.quantity).round(2, Big.roundHalfUp).eq(total)).toBe(true);
        }
      }
    },
  );
});
