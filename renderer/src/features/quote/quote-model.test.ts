import { describe, expect, it } from 'vitest';
import { addLines, ensureActive, lineFactor, newQuote, updateQuote } from './quote-model';

describe('quote model', () => {
  it('names new quotes by number without clashing', () => {
    const first = newQuote({ quotes: [], activeId: null }, 'de');
    expect(first.name).toBe('Quote 1');
    expect(newQuote({ quotes: [first, { ...first, id: 'x', name: 'Quote 2' }], activeId: null }, 'at').name).toBe('Quote 3');
  });

  it('creates an active quote when there is none', () => {
    const { saved, quote } = ensureActive({ quotes: [], activeId: null }, 'se');
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
});
