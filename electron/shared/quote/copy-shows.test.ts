import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import '../../../test/support/fast-check-seed';
import { internalFiguresChanged, pricedLine } from '../../../test/support/internal-figures';
import { sampleContext } from '../../../test/support/sample-letter';
import { translator } from '../i18n/translator';
import { copyShows, QUOTE_FIELDS, type QuoteField } from './copy-shows';
import { quoteTotal, type PricedLine } from './priced-quote';
import { quoteDocument } from './quote-document';
import { renderQuoteDocument } from './quote-document-html';
import { quoteSummary } from './quote-summary';

/** What only the sales person may read: the price list, dealer prices, the factor, stock counts and notes. */
const INTERNAL: readonly QuoteField[] = [
  'listPrice',
  'factor',
  'factorPrice',
  'dealerPrice',
  'stock',
  'stockDate',
  'deliveryDays',
  'lifecycle',
  'notes',
  'priceList',
  'editing',
];

describe('copyShows', () => {
  it('gives every field to at least one copy, and the customer none of the internal figures', () => {
    for (const field of QUOTE_FIELDS) expect(copyShows('internal', field) || copyShows('customer', field), field).toBe(true);
    for (const field of INTERNAL) {
      expect(copyShows('customer', field), field).toBe(false);
      expect(copyShows('internal', field), field).toBe(true);
    }
  });

  it('gives the customer the offered unit price in place of list price, factor and factor price; both the rest', () => {
    expect(QUOTE_FIELDS.filter((field) => copyShows('customer', field))).toEqual([
      'position',
      'article',
      'description',
      'quantity',
      'unitPrice',
      'lineTotal',
      'currency',
      'vat',
      'availability',
    ]);
    expect(copyShows('internal', 'unitPrice')).toBe(false);
  });
});

const lines = fc.array(pricedLine, { minLength: 1, maxLength: 5 }).filter((each) => quoteTotal(each).ok);
const quote = { id: 'q1', name: 'Vorzelt Krüger', country: 'de' as const };

/** The customer's copy is the same whatever the internal figures; the internal copy is not. */
function followsTheRule(
  say: (lines: PricedLine[], copy: 'customer' | 'internal') => string,
  /** Whether this place's internal copy shows a figure changed (the summary names no dealer price, only a factor). */
  internalShows: (lines: PricedLine[]) => boolean = () => true,
): void {
  fc.assert(
    fc.property(lines, (priced) => {
      const changed = priced.map(internalFiguresChanged);
      expect(say(changed, 'customer')).toBe(say(priced, 'customer'));
      if (internalShows(priced)) expect(say(changed, 'internal')).not.toBe(say(priced, 'internal'));
    }),
    { numRuns: 60 },
  );
}

describe('every copy follows copyShows', () => {
  it('the PDF and print document: the customer copy carries no internal figure', () => {
    followsTheRule((priced, copy) => {
      const total = quoteTotal(priced);
      const document = quoteDocument(quote, priced, total.ok ? total.currency : null, copy);
      return renderQuoteDocument(document, sampleContext('de', 'de-DE')).html;
    });
    const document = quoteDocument(quote, fc.sample(lines, { numRuns: 1, seed: 7 })[0]!, 'EUR', 'customer');
    expect(document.lines.every((line) => line.dealerPrice === '0' && line.factor === null && line.warnings.length === 0)).toBe(true);
  });

  it('the summary copied or read out: the customer copy carries no internal figure, nor the price list', () => {
    const words = translator('en');
    followsTheRule(
      (priced, copy) => {
        const saved = {
          ...quote,
          lines: priced.map((line, index) => ({ id: String(index), artnr: line.artnr, quantity: line.quantity, factor: null })),
        };
        return quoteSummary({ quote: saved, pricedLines: priced, total: quoteTotal(priced), copy, ownVatId: '' }, words, 'en-US');
      },
      (priced) => priced.some((line) => line.factor !== null && line.offer === 'offered'),
    );
    const saved = { ...quote, lines: [] };
    expect(
      quoteSummary({ quote: saved, pricedLines: [], total: quoteTotal([]), copy: 'customer', ownVatId: '' }, words, 'en-US'),
    ).not.toContain('Germany');
  });
});
