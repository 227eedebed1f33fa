import { describe, expect, it } from 'vitest';
import { priceInfo } from '../../../test/support/price-info';
import { translator } from '../i18n/translator';
import type { PriceInfo } from '../price-info';
import { priceLine, quoteTotal, type PricedLine } from './priced-quote';
import type { PriceBasis } from './quote-figures';
import { EMPTY_LETTER } from './quote-letter';
import { quoteSummary } from './quote-summary';
import type { DocumentCopy } from './copy-shows';

const en = translator('en');
const de = translator('de');
const nbsp = '\u00a0';

const line = (artnr: string, quantity: number, factor: string | null, info: Partial<PriceInfo>): PricedLine =>
  priceLine({ artnr, quantity, factor }, priceInfo({ lifecycle: 'A', ...info }));

const reference = line('900155', 3, null, {});
const withFactor = line('31245', 10, '1.25', { price: '15.95', factor_price: '19.94', dealer_price: '9.57' });
const savedLines = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: String(index), artnr: 'x', quantity: 1, factor: null }));

function summary(
  pricedLines: PricedLine[],
  customer: boolean,
  words = en,
  locale = 'en-US',
  lineCount = pricedLines.length,
  priceBasis: PriceBasis = 'gross',
): string {
  const quote = { name: 'Camping Müller', country: 'de' as const, lines: savedLines(lineCount), priceBasis };
  const copy = customer ? 'customer' : 'internal';
  return quoteSummary({ quote, pricedLines, total: quoteTotal(pricedLines, priceBasis), copy, ownVatId: '' }, words, locale);
}

describe('quoteSummary', () => {
  it('shows a unit price below a cent with its decimals; the line total and total in cents', () => {
    const subCent = line('900155', 100, null, { price: '0.0125' });
    expect(summary([subCent], true, de, 'de-DE')).toContain(`100 × Art. 900155 zu je 0,0125${nbsp}€ = 1,25${nbsp}€`);
    expect(summary([subCent], true, en, 'en-US')).toContain('Total (gross): €1.25');
  });

  it('lists quantity × article at unit price = line total, and the gross total with the VAT it contains, in English', () => {
    expect(summary([reference], false)).toBe(
      [
        'Quote, Germany (de), prices gross, incl. VAT',
        '3 × Art. 900155 at €47.85 = €143.55',
        'Total (gross): €143.55',
        'including 19% VAT: €22.92',
      ].join('\n'),
    );
  });

  it('on the net basis: net prices, the net total, the VAT added and the gross, as the document has them', () => {
    expect(summary([reference, withFactor], true, de, 'de-DE', 2, 'net')).toBe(
      [
        'Angebot, Preise netto zzgl. MwSt.',
        `3 × Art. 900155 zu je 40,21${nbsp}€ = 120,63${nbsp}€`,
        // 13,40 € net × 1,25 = 16,75 € by hand (16,76 € was worked back from the gross 19,94 €).
        `10 × Art. 31245 zu je 16,75${nbsp}€ = 167,50${nbsp}€`,
        `Summe netto: 288,13${nbsp}€`,
        `zzgl. 19${nbsp}% MwSt.: 54,74${nbsp}€`,
        `Gesamtbetrag brutto: 342,87${nbsp}€`,
      ].join('\n'),
    );
    expect(summary([withFactor], false, en, 'en-US', 1, 'net')).toContain(
      '10 × Art. 31245 at €16.75 (factor 1.25 (+25%) on €13.40) = €167.50',
    );
  });

  it('says a line without a price is on request, and a discontinued one no longer available, both out of the total: never 0.00', () => {
    const none = line('770001', 2, null, { price: '0', currencySign: 'CHF', tax: '8.1' });
    const gone = line('770412', 4, null, { price: '23.27', currencySign: 'CHF', tax: '8.1', lifecycle: 'F', stock: 0 });
    const kept = line('900155', 1, null, { price: '10.81', currencySign: 'CHF', tax: '8.1' });
    const german = summary([none, gone, kept], true, de, 'de-CH');
    expect(german).toContain('2 × Art. 770001: Preis auf Anfrage (nicht in der Summe)');
    expect(german).toContain('4 × Art. 770412: nicht mehr lieferbar (nicht in der Summe)');
    expect(german).toMatch(/Gesamtbetrag brutto: CHF\s10\.81/);
    expect(german).toContain('Nicht in der Summe: 1 Position mit Preis auf Anfrage, 1 Position nicht mehr lieferbar.');
    expect(german).not.toMatch(/0[.,]00/);
    const english = summary([none, gone, kept], false, en, 'en-US');
    expect(english).toContain('2 × Art. 770001: price on request (not in the total)');
    expect(english).toContain('Not in the total: 1 line with price on request, 1 line no longer available.');
  });

  it('speaks German with money in the regional format', () => {
    expect(summary([reference, withFactor], true, de, 'de-DE')).toBe(
      [
        'Angebot, Preise brutto inkl. MwSt.',
        `3 × Art. 900155 zu je 47,85${nbsp}€ = 143,55${nbsp}€`,
        `10 × Art. 31245 zu je 19,94${nbsp}€ = 199,40${nbsp}€`,
        `Gesamtbetrag brutto: 342,95${nbsp}€`,
        `darin enthalten 19${nbsp}% MwSt.: 54,76${nbsp}€`,
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
    expect(text).toContain('10 × Art. 31245 at €19.94 (factor 1.25 (+25%) on €15.95) = €199.40');
    expect(text).not.toContain('9.57');
    expect(summary([withFactor], false, de, 'de-DE')).toContain(
      `zu je 19,94${nbsp}€ (Faktor 1,25 (+25${nbsp}%) auf 15,95${nbsp}€) = 199,40${nbsp}€`,
    );
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

  it('is headed by the letter\'s subject, else "Quote" and its number, never the internal name, in both languages', () => {
    const quote = { name: 'Camping Müller', country: 'de' as const, lines: savedLines(1), priceBasis: 'gross' as const };
    const issue = { number: 'A-2026-0001', issuedOn: '2026-11-23', sentAt: null };
    const say = (extra: object, copy: DocumentCopy, words = en, locale = 'en-US'): string =>
      quoteSummary(
        { quote: { ...quote, ...extra }, pricedLines: [reference], total: quoteTotal([reference], 'gross'), copy, ownVatId: '' },
        words,
        locale,
      );
    // The price list's country on the internal copy only (copyShows).
    const place = { internal: { en: ' Germany \\(de\\),', de: ' Deutschland \\(de\\),' }, customer: { en: '', de: '' } };
    for (const copy of ['customer', 'internal'] as const) {
      const { en: enPlace, de: dePlace } = place[copy];
      expect(say({ issue }, copy)).toMatch(new RegExp(`^Quote A-2026-0001,${enPlace} prices gross, incl\\. VAT\n`));
      expect(say({ issue }, copy, de, 'de-DE')).toMatch(new RegExp(`^Angebot A-2026-0001,${dePlace} Preise brutto inkl\\. MwSt\\.\n`));
      const letter = { ...EMPTY_LETTER, subject: 'Ihr Vorzelt für den Sommer' };
      expect(say({ issue, letter }, copy, de, 'de-DE')).toMatch(new RegExp(`^Ihr Vorzelt für den Sommer,${dePlace} Preise`));
      for (const words of [en, de]) expect(say({}, copy, words)).not.toContain('Camping Müller');
    }
  });

  it('has only its heading for a quote without priced lines', () => {
    expect(summary([], false)).toBe('Quote, Germany (de), prices gross, incl. VAT');
  });
});

describe('quoteSummary under a VAT treatment', () => {
  it.each([
    [
      'intraCommunity',
      de,
      'de-DE',
      'Preise netto ohne MwSt. (innergemeinschaftliche Lieferung)',
      'Steuerfreie innergemeinschaftliche Lieferung nach § 4 Nr. 1 Buchst. b i. V. m. § 6a UStG (Art. 138 MwStSystRL). USt-IdNr. des Leistungsempfängers: NL123456789B01. Unsere USt-IdNr.: DE112233445.',
    ],
    [
      'intraCommunity',
      en,
      'en-US',
      'prices net, no VAT (intra-Community supply)',
      'VAT-exempt intra-Community supply of goods (section 4 no. 1 (b) with section 6a of the German VAT Act, UStG; Article 138 of Council Directive 2006/112/EC). Customer’s VAT ID: NL123456789B01. Our VAT ID: DE112233445.',
    ],
    ['export', de, 'de-DE', 'Preise netto ohne MwSt. (Ausfuhr)', 'Steuerfreie Ausfuhrlieferung'],
    ['export', en, 'en-US', 'prices net, no VAT (export)', 'VAT-exempt export delivery'],
  ] as const)(
    '%s: the heading says net without VAT, the totals 0 % VAT, the note closes it (%s)',
    (treatment, words, locale, heading, note) => {
      const vat = { treatment, vatId: 'NL123456789B01' };
      // A gross quote given the treatment: its figures are net all the same (quoteTaxing).
      const quote = { name: 'Kampeer BV', country: 'nl' as const, lines: savedLines(1), priceBasis: 'gross' as const, vat };
      const text = quoteSummary(
        {
          quote,
          pricedLines: [reference],
          total: quoteTotal([reference], { ...vat, basis: 'net' }),
          copy: 'customer',
          ownVatId: 'DE112233445',
        },
        words,
        locale,
      );
      const lines = text.split('\n');
      expect(lines[0]).toContain(heading);
      expect(lines.at(-1)).toContain(note);
      // 3 × 40.21 net.
      expect(text).toContain(words.language === 'de' ? `= 120,63${nbsp}€` : '= €120.63');
    },
  );
});
