// Test helper, imported only by tests. Free of Node, so renderer tests can use it.
import type { QuoteLetter } from '../../electron/shared/quote/quote-letter';
import type { KeptPricing, SavedQuote, SavedQuoteLine } from '../../electron/shared/quote/saved-quote';
import type { PriceInfo } from '../../electron/shared/price-info';
import { priceInfo } from './price-info';

/** A line priced by the service in Germany on 20 November 2026 (900155's figures, with the changes given). */
const pricedLine = (id: string, artnr: string, quantity: number, info: Partial<PriceInfo> = {}): SavedQuoteLine => ({
  id,
  artnr,
  quantity,
  factor: null,
  pricing: {
    pricedAt: '2026-11-20T10:00:00.000Z',
    source: 'service',
    country: 'de',
    factor: null,
    info: priceInfo({ lifecycle: 'A', ...info }),
  },
});

/** The quotes file as main keeps it (quotes.json, its version 1): these quotes, and the one open. */
export const savedQuotesFile = (quotes: readonly unknown[], activeId: string | null = null): string =>
  JSON.stringify({ version: 1, data: { quotes, activeId } });

/** A draft quote for Germany without lines, with the changes given. */
export const sampleQuote = (change: Partial<SavedQuote>): SavedQuote => ({
  id: 'q',
  name: 'Quote 1',
  country: 'de',
  factor: null,
  lines: [],
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...change,
});

/**
 * Three quotes to find: Müller's, sent as A-2026-0007 (3 × 47.85 + 20 × 61.75 = 1,378.55), its revision (one line
 * never priced, so no total), and a draft for Berger.
 */
export function quotesToFind(validityDays: number | null = null): { mueller: SavedQuote; revision: SavedQuote; berger: SavedQuote } {
  return {
    mueller: sampleQuote({
      id: 'mueller',
      name: 'Markise Sommer',
      updatedAt: '2026-11-24T09:00:00.000Z',
      letter: {
        recipient: { name: 'Camping Müller GmbH', contact: 'Frau Schäfer', address: ['Hauptstraße 1'], customerNumber: 'K-10023' },
        validityDays,
        terms: null,
        documentLanguage: null,
      },
      issue: { number: 'A-2026-0007', issuedOn: '2026-11-03', sentAt: '2026-11-03T12:00:00.000Z' },
      lines: [pricedLine('l1', '900155', 3), pricedLine('l2', '560011', 20, { price: '61.75' })],
    }),
    revision: sampleQuote({
      id: 'revision',
      name: 'Markise Sommer',
      updatedAt: '2026-11-25T09:00:00.000Z',
      revises: { quoteId: 'mueller', number: 'A-2026-0007', base: 'A-2026-0007' },
      lines: [{ id: 'l3', artnr: '770412', quantity: 1, factor: null }],
    }),
    berger: sampleQuote({
      id: 'berger',
      name: 'Vorzelt Berger',
      updatedAt: '2026-10-02T08:00:00.000Z',
      lines: [pricedLine('l4', '881200', 1)],
    }),
  };
}

/** A pricing kept from the service on 3 November 2026, at this unit price. */
export const keptPricing = (price: string): KeptPricing => ({
  pricedAt: '2026-11-03T09:00:00.000Z',
  source: 'service',
  country: 'de',
  factor: null,
  info: priceInfo({ lifecycle: 'A', price }),
});

/** A letter to this customer with Settings' defaults for validity, terms and language. */
export const sampleLetter = (name: string, contact: string, customerNumber: string): QuoteLetter => ({
  recipient: { name, contact, address: [], customerNumber },
  validityDays: null,
  terms: null,
  documentLanguage: null,
});
