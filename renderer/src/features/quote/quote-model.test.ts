import { describe, expect, it } from 'vitest';
import { translator } from '../../../../electron/shared/i18n/translator';
import { priceInfo } from '../../../../electron/testing/price-info';
import type { KeptPricing } from '../../../../electron/shared/quote/saved-quote';
import { addLines, ensureActive, keepPricing, lineFactor, newQuote as newQuoteIn, updateQuote } from './quote-model';

const en = translator('en');
const newQuote = (saved: Parameters<typeof newQuoteIn>[0], country: Parameters<typeof newQuoteIn>[1]) => newQuoteIn(saved, country, en);

describe('quote model', () => {
  it('names new quotes by number without clashing', () => {
    const first = newQuote({ quotes: [], activeId: null }, 'de');
    expect(first.name).toBe('Quote 1');
    expect(newQuote({ quotes: [first, { ...first, id: 'x', name: 'Quote 2' }], activeId: null }, 'at').name).toBe('Quote 3');
  });

  it('names new quotes in the UI language', () => {
    const de = translator('de');
    const first = newQuoteIn({ quotes: [], activeId: null }, 'de', de);
    expect(first.name).toBe('Angebot 1');
    expect(newQuoteIn({ quotes: [first, { ...first, id: 'x', name: 'Angebot 2' }], activeId: null }, 'at', de).name).toBe('Angebot 3');
  });

  it('creates an active quote when there is none', () => {
    const { saved, quote } = ensureActive({ quotes: [], activeId: null }, 'se', en);
    expect(saved.activeId).toBe(quote.id);
    expect(quote.country).toBe('se');
  });

  it('adds quantities of an article already on the quote', () => {
    const quote = addLines(newQuote({ quotes: [], activeId: null }, 'de'), [
      { artnr: '900155', quantity: 2 },
      { artnr: '31245', quantity: 1 },
      { artnr: '900155', quantity: 3 },
    ]);
    expect(quote.lines.map((line) => [line.artnr, line.quantity])).toEqual([
      ['900155', 5],
      ['31245', 1],
    ]);
  });

  it('uses the line factor over the quote factor', () => {
    const quote = { ...newQuote({ quotes: [], activeId: null }, 'de'), factor: '1.25' };
    expect(lineFactor(quote, { id: 'a', artnr: 'x', quantity: 1, factor: null })).toBe('1.25');
    expect(lineFactor(quote, { id: 'a', artnr: 'x', quantity: 1, factor: '2' })).toBe('2');
  });

  it('updates only the named quote', () => {
    const a = newQuote({ quotes: [], activeId: null }, 'de');
    const b = { ...a, id: 'b', name: 'B' };
    const next = updateQuote({ quotes: [a, b], activeId: 'b' }, 'b', (quote) => ({ ...quote, name: 'Renamed' }));
    expect(next.quotes.map((quote) => quote.name)).toEqual([a.name, 'Renamed']);
  });

  it('keeps pricing on the named lines only, without stamping the quote as edited', () => {
    const quote = {
      ...addLines(newQuote({ quotes: [], activeId: null }, 'de'), [
        { artnr: '900155', quantity: 2 },
        { artnr: '31245', quantity: 1 },
      ]),
      updatedAt: 'then',
    };
    const [first, second] = quote.lines;
    const pricing: KeptPricing = { pricedAt: '2026-11-23T08:00:00.000Z', source: 'demo', country: 'de', factor: null, info: priceInfo() };
    const next = keepPricing({ quotes: [quote], activeId: quote.id }, quote.id, new Map([[first!.id, pricing]]));
    expect(next.quotes[0]?.lines.map((line) => line.pricing)).toEqual([pricing, undefined]);
    expect(next.quotes[0]?.lines[1]).toBe(second);
    expect(next.quotes[0]?.updatedAt).toBe('then');
  });
});
