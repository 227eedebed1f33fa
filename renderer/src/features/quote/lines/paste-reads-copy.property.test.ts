import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { translator } from '@shared/i18n/translator';
import { priceLine, quoteTotal } from '@shared/quote/priced-quote';
import { parseQuoteLines } from '@shared/quote/quote-lines';
import { priceInfo } from '../../../../../test/support/price-info';
import { articleFields, quoteFactor } from '../../../../../test/support/quote-figures-arbitraries';
import { quoteRows, toCsv, toTsv } from '../sending/quote-export';

// What the app writes with "Copy table" or "Save as CSV", pasted into a quote again, is read back line by line:
// the same article numbers and quantities, whatever the copy, the basis, the languages and the descriptions.
const artnr = fc.stringMatching(/^[A-Za-z0-9._-]{1,64}$/).filter((text) => /[A-Za-z0-9]/.test(text));
const description = fc.oneof(
  fc.constant(''),
  fc.string({ maxLength: 60 }).map((text) => text.replace(/[\r\n]/g, ' ')),
  fc.constantFrom('Markise Omnistor 5200', 'Stütze; lang', '"Omnistor" 5200, weiß', '"Keder 7 mm', 'Leuchte\t12 V', '1.000 Stk'),
);
const line = fc.record({ artnr, description, factor: quoteFactor, ...articleFields });

describe('a quote copied as a table or saved as CSV', () => {
  test.prop(
    [
      fc.array(line, { minLength: 1, maxLength: 12 }),
      fc.constantFrom('de-DE', 'en-US', 'en-GB', 'de-CH'),
      fc.constantFrom('en', 'de') as fc.Arbitrary<'en' | 'de'>,
      fc.constantFrom('internal', 'customer') as fc.Arbitrary<'internal' | 'customer'>,
      fc.constantFrom('gross', 'net') as fc.Arbitrary<'gross' | 'net'>,
      fc.constantFrom('table', 'csv'),
    ],
    { numRuns: 300 },
  )(
    'is read back to the same articles and quantities; its totals are never read as lines',
    (lines, locale, language, copy, basis, format) => {
      const priced = lines.map((each) => ({
        ...priceLine(
          { artnr: each.artnr, quantity: each.quantity, factor: each.factor },
          priceInfo({ price: each.price, tax: each.tax, lifecycle: each.lifecycle, stock: each.stock }),
        ),
        ...(each.description === '' ? {} : { description: each.description }),
      }));
      const rows = quoteRows(priced, quoteTotal(priced, basis), { locale, words: translator(language), copy, basis, ownVatId: '' });
      const text = format === 'table' ? toTsv(rows) : toCsv(rows, locale);
      // Pasted in a window whose regional format may be another.
      for (const pastedIn of [locale, 'de-DE', 'en-US']) {
        const parsed = parseQuoteLines(text, pastedIn);
        expect(parsed.header?.line).toBe(1);
        expect(parsed.lines.map((read) => [read.artnr, read.quantity])).toEqual(lines.map((each) => [each.artnr, each.quantity]));
        expect(parsed.lines.map((read) => read.line)).toEqual(lines.map((_, index) => index + 2));
        expect(parsed.errors.every((error) => error.line > lines.length + 1)).toBe(true);
      }
    },
  );
});
