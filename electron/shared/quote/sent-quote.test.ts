import { describe, expect, it } from 'vitest';
import { EMPTY_LETTER } from './quote-letter';
import { isSent, revisionNumber, sameContent, type QuoteContent } from './sent-quote';

const quote: QuoteContent = {
  country: 'de',
  factor: null,
  letter: undefined,
  lines: [{ artnr: '900155', quantity: 2, factor: null }],
};

describe('what a sent quote says', () => {
  it('is its lines, factor, country, net or gross and letter; a missing letter says what the empty one says', () => {
    expect(sameContent(quote, { ...quote, letter: EMPTY_LETTER })).toBe(true);
    // A quote saved before net or gross could be chosen was gross.
    expect(sameContent(quote, { ...quote, priceBasis: 'gross' })).toBe(true);
    for (const changed of [
      { ...quote, country: 'at' as const },
      { ...quote, factor: '1.25' },
      { ...quote, priceBasis: 'net' as const },
      { ...quote, lines: [{ artnr: '900155', quantity: 3, factor: null }] },
      { ...quote, lines: [{ artnr: '900155', quantity: 2, factor: '2' }] },
      { ...quote, lines: [...quote.lines, ...quote.lines] },
      { ...quote, letter: { ...EMPTY_LETTER, terms: 'Zahlbar sofort.' } },
      { ...quote, letter: { ...EMPTY_LETTER, recipient: { name: 'A', contact: '', address: [], customerNumber: '' } } },
    ]) {
      expect(sameContent(quote, changed), JSON.stringify(changed)).toBe(false);
    }
  });

  it('is sent once it has a time it was sent, not once it has a number', () => {
    expect(isSent({ issue: { number: 'A-1', issuedOn: '2026-11-23', sentAt: null } })).toBe(false);
    expect(isSent({ issue: { number: 'A-1', issuedOn: '2026-11-23', sentAt: '2026-11-23T10:00:00.000Z' } })).toBe(true);
    expect(revisionNumber('A-2026-0001', 2)).toBe('A-2026-0001-2');
  });
});
