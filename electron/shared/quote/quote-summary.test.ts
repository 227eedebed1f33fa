import { describe, expect, it } from 'vitest';
import { priceInfo } from '../../../test/support/price-info';
import { translator } from '../i18n/translator';
import type { PriceInfo } from '../price-info';
import { priceLine, quoteTotal, type PricedLine } from './priced-quote';
import { quoteSummary } from './quote-summary';

const en = translator('en');
const de = translator('de');
const nbsp = '\u00a0';

const line = (artnr: string, quantity: number, factor: string | null, info: Partial<PriceInfo>): PricedLine =>
  priceLine({ artnr, quantity, factor }, priceInfo({ lifecycle: 'A', ...info }));

const reference = line('900155', 3, null, {});
const withFactor = line('31245', 10, '1.25', { price: '15.95', factor_price: '19.94', dealer_price: '9.57' });
const savedLines = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: String(index), artnr: 'x', quantity: 1, factor: null }));

function summary(pricedLines: PricedLine[], customer: boolean, words = en, locale = 'en-US', lineCount = pricedLines.length): string {
  const quote = { name: 'Camping Müller', country: 'de' as const, lines: savedLines(lineCount) };
  return quoteSummary({ quote, pricedLines, total: quoteTotal(pricedLines), customer }, words, locale);
}

describe('quoteSummary', () => {
  it('shows a unit price below a cent with its decimals; the line total and total in cents', () => {
    const subCent = line('900155', 100, null, { price: '0.0125' });
    expect(summary([subCent], true, de, 'de-DE')).toContain(`100 × Art. 900155 zu je 0,0125${nbsp}€ = 1,25${nbsp}€`);
    expect(summary([subCent], true, en, 'en-US')).toContain('Total €1.25 incl. VAT');
  });

  it('lists quantity × article at unit price = line total, and the total incl. VAT, in English', () => {
    expect(summary([reference], false)).toBe(
      ['Quote “Camping Müller”, Germany (de)', '3 × Art. 900155 at €47.85 = €143.55', 'Total €143.55 incl. VAT'].join('\n'),
    );
  });

  it('speaks German with money in the regional format', () => {
    expect(summary([reference, withFactor], true, de, 'de-DE')).toBe(
      [
        'Angebot „Camping Müller“, Deutschland (de)',
        `3 × Art. 900155 zu je 47,85${nbsp}€ = 143,55${nbsp}€`,
        `10 × Art. 31245 zu je 19,94${nbsp}€ = 199,40${nbsp}€`,
        `Summe 342,95${nbsp}€ inkl. MwSt.`,
      ].join('\n'),
    );
  });

  it('keeps English words with a German regional format', () => {
    expect(summary([reference], false, en, 'de-DE')).toContain(`3 × Art. 900155 at 47,85${nbsp}€ = 143,55${nbsp}€`);
  });

  it("customer's view: the factor price as the unit price, no factor, no list price, no dealer price", () => {
    const text = summary([withFactor], true);
    expect(text).toContain('10 × Art. 31245 at €19.94 = €199.40');
    expect(text).not.toContain('15.95');
    expect(text).not.toContain('1.25');
    expect(text).not.toMatch(/factor/i);
    expect(text).not.toContain('9.57');
  });

  it('internal view: names the factor and the price it applies to, still no dealer price', () => {
    const text = summary([withFactor], false);
    expect(text).toContain('10 × Art. 31245 at €19.94 (factor 1.25 on €15.95) = €199.40');
    expect(text).not.toContain('9.57');
    expect(summary([withFactor], false, de, 'de-DE')).toContain(`zu je 19,94${nbsp}€ (Faktor 1,25 auf 15,95${nbsp}€) = 199,40${nbsp}€`);
  });

  it('formats large quantities in the regional format', () => {
    expect(summary([line('900155', 1200, null, {})], false, de, 'de-DE')).toContain('1.200 × Art. 900155');
  });

  it('says when only some lines are priced', () => {
    expect(summary([reference], false, en, 'en-US', 3)).toContain('Priced 1 of 3 lines; the others are not included.');
    expect(summary([reference], false, de, 'de-DE', 3)).toContain('1 von 3 Zeilen mit Preis; die übrigen fehlen in der Zusammenfassung.');
    expect(summary([reference], false, en, 'en-US', 1)).not.toContain('Priced');
  });

  it('gives no total for mixed currencies, and says why', () => {
    const chf = line('AB-1029', 2, null, { price: '12.00', currencySign: 'CHF' });
    const text = summary([reference, chf], false);
    expect(text).toContain('2 × Art. AB-1029 at CHF');
    expect(text).not.toContain('Total');
    expect(text).toContain('This quote mixes currencies (EUR, CHF), so no total is given.');
  });

  it('has only its heading for a quote without priced lines', () => {
    expect(summary([], false)).toBe('Quote “Camping Müller”, Germany (de)');
  });
});
