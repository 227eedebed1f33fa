import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import '../../../test/support/fast-check-seed';
import { priceInfo } from '../../../test/support/price-info';
import { quotesToFind, sampleQuote } from '../../../test/support/sample-quotes';
import { indexQuotes } from './quote-search';
import { readTypedAmount, readTypedDate } from './search-terms';

const en = { locale: 'en-US', limit: 50, today: '2026-11-26' };
const de = { locale: 'de-DE', limit: 50, today: '2026-11-26' };

const { mueller, revision, berger: draft } = quotesToFind();
const index = indexQuotes([draft, mueller, revision], 'service');
const ids = (typed: string, options = en): string[] => index.search(typed, options).found.map((found) => found.quote.id);

describe('indexQuotes', () => {
  it('finds by the customer: name, contact, customer number, accents and case aside, umlauts also written out', () => {
    expect(ids('müller')).toEqual(['mueller']);
    expect(ids('MUELLER')).toEqual(['mueller']);
    expect(ids('muller camp')).toEqual(['mueller']);
    expect(ids('schafer')).toEqual(['mueller']);
    expect(ids('10023')).toEqual(['mueller']);
    expect(ids('berger')).toEqual(['berger']);
  });

  it('finds by article number on any line, the first digits being enough', () => {
    expect(ids('560011')).toEqual(['mueller']);
    expect(ids('5600')).toEqual(['mueller']);
    expect(ids('770412')).toEqual(['revision']);
    expect(ids('123456')).toEqual([]);
  });

  it('finds by quote number, also the revision of it, last changed first', () => {
    expect(ids('A-2026-0007')).toEqual(['revision', 'mueller']);
    expect(ids('0007')).toEqual(['revision', 'mueller']);
  });

  it('finds by the day issued or last changed, and by month, in the regional format', () => {
    expect(ids('03.11.2026', de)).toEqual(['mueller']);
    expect(ids('11/3/2026', en)).toEqual(['mueller']);
    expect(ids('2026-11-03', en)).toEqual(['mueller']);
    expect(ids('24.11.2026', de)).toEqual(['mueller']);
    expect(ids('10.2026', de)).toEqual(['berger']);
    expect(ids('11/2026', en)).toEqual(['revision', 'mueller']);
    // Not the other region's order: 3 November is not 11 March.
    expect(ids('11.03.2026', de)).toEqual([]);
  });

  it('finds by the total the quote shows, typed either way; a quote with a line not priced has none yet', () => {
    expect(ids('1.378,55', de)).toEqual(['mueller']);
    expect(ids('1378,55', de)).toEqual(['mueller']);
    expect(ids('1378.55', en)).toEqual(['mueller']);
    expect(ids('1,378.55', en)).toEqual(['mueller']);
    expect(ids('1378', en)).toEqual(['mueller']);
    expect(ids('1378.5', en)).toEqual(['mueller']);
    expect(ids('1378.6', en)).toEqual([]);
    expect(ids('47.85', en)).toEqual(['berger']);
    // On the gross basis: the gross sum is the total, the net one derived from it per VAT rate (19 %).
    expect(index.search('1378', en).found[0]?.total).toEqual({
      total: '1378.55',
      currency: 'EUR',
      basis: 'gross',
      net: '1158.45',
      gross: '1378.55',
    });
  });

  it('gives a quote with no line offered no total, as the quote shows none: never 0.00, nor found by it', () => {
    const line = mueller.lines[0]!;
    const onRequest = sampleQuote({
      id: 'request',
      name: 'Vorzelt Anfrage',
      lines: [{ ...line, pricing: { ...line.pricing!, info: priceInfo({ lifecycle: 'A', price: '0' }) } }],
    });
    const found = indexQuotes([onRequest], 'service');
    expect(found.search('anfrage', en).found).toEqual([{ quote: onRequest, total: null }]);
    expect(found.search('0', en).found).toEqual([]);
    expect(found.search('0.00', en).found).toEqual([]);
  });

  it('finds nothing for empty text, and says how many it found beyond the limit', () => {
    expect(ids('  ')).toEqual([]);
    expect(index.search('markise', { ...en, limit: 1 })).toMatchObject({ count: 2, found: [{ quote: { id: 'revision' } }] });
  });

  it('prepares again only the quotes that changed', () => {
    const renamed = { ...draft, name: 'Vorzelt Kaiser' };
    const next = indexQuotes([renamed, mueller, revision], 'service');
    expect(next.search('kaiser', en).found.map((each) => each.quote)).toEqual([renamed]);
    expect(next.search('berger', en).found).toEqual([]);
  });

  it('counts a total only from pricing that holds for the prices shown now', () => {
    expect(indexQuotes([draft], 'demo').search('47.85', en).found).toEqual([]);
  });

  it('always finds a quote by its own number and by each of its article numbers', () => {
    const artnr = fc.stringMatching(/^[0-9A-Z]{3,12}$/);
    fc.assert(
      fc.property(fc.array(artnr, { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 9999 }), (artnrs, sequence) => {
        const number = `A-2026-${String(sequence).padStart(4, '0')}`;
        const made = sampleQuote({
          id: 'made',
          issue: { number, issuedOn: '2026-11-26', sentAt: null },
          lines: artnrs.map((each, at) => ({ id: `line-${at}`, artnr: each, quantity: 1, factor: null })),
        });
        const found = indexQuotes([mueller, made, draft], 'service');
        const has = (typed: string): boolean => found.search(typed, en).found.some((each) => each.quote.id === 'made');
        return has(number) && has(number.toLowerCase()) && artnrs.every((each) => has(each) && has(each.toLowerCase()));
      }),
    );
  });
});

describe('readTypedDate and readTypedAmount', () => {
  it('read a day and a month in the regional order, and refuse what is none', () => {
    expect(readTypedDate('26.11.2026', 'de-DE', '2026-12-01')).toEqual({ day: '2026-11-26' });
    expect(readTypedDate('11/26/2026', 'en-US', '2026-12-01')).toEqual({ day: '2026-11-26' });
    expect(readTypedDate('26/11/2026', 'en-GB', '2026-12-01')).toEqual({ day: '2026-11-26' });
    expect(readTypedDate('11.2026', 'de-DE', '2026-12-01')).toEqual({ month: '2026-11' });
    expect(readTypedDate('31.11.2026', 'de-DE', '2026-12-01')).toBeNull();
    // Without its year, the last such day: see quote-search-dates.test.ts.
    expect(readTypedDate('26.11.', 'de-DE', '2026-12-01')).toEqual({ day: '2026-11-26' });
    expect(readTypedDate('560011', 'de-DE', '2026-12-01')).toBeNull();
  });

  it('read an amount with grouping and either decimal mark', () => {
    expect(readTypedAmount('1.234,50', 'de-DE')).toEqual({ whole: '1234', decimals: '50' });
    expect(readTypedAmount('1,234.50', 'en-US')).toEqual({ whole: '1234', decimals: '50' });
    expect(readTypedAmount('1234.5', 'de-DE')).toEqual({ whole: '1234', decimals: '5' });
    expect(readTypedAmount('1.234', 'de-DE')).toEqual({ whole: '1234', decimals: '' });
    expect(readTypedAmount('1,234', 'en-US')).toEqual({ whole: '1234', decimals: '' });
    expect(readTypedAmount('1,5', 'en-US')).toEqual({ whole: '1', decimals: '5' });
    expect(readTypedAmount('12.34.5', 'de-DE')).toBeNull();
    expect(readTypedAmount('26.11.2026', 'de-DE')).toBeNull();
    expect(readTypedAmount('abc', 'de-DE')).toBeNull();
  });
});
