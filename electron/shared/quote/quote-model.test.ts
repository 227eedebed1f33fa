import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/translator';
import { lineFactor, type SavedQuotes } from './saved-quote';
import { MAX_QUOTE_LINES, MAX_QUOTES } from './quote-limits';
import {
  addedLineFactor,
  addLines as addLinesIn,
  addQuote,
  ensureActive as ensureActiveIn,
  newQuote as newQuoteIn,
  restoreQuote,
  updateQuote,
} from './quote-model';

const en = translator('en');
/** The model's results where a test knows they succeed. */
const addLinesOk = (...args: Parameters<typeof addLinesIn>) => {
  const added = addLinesIn(...args);
  if (!added.ok) throw new Error('lines refused');
  return added.quote;
};
const ensureActiveOk = (...args: Parameters<typeof ensureActiveIn>) => {
  const active = ensureActiveIn(...args);
  if (!active.ok) throw new Error('no room');
  return active;
};
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
    const { saved, quote } = ensureActiveOk({ quotes: [], activeId: null }, 'se', en);
    expect(saved.activeId).toBe(quote.id);
    expect(quote.country).toBe('se');
  });

  it('adds quantities of an article already on the quote', () => {
    const quote = addLinesOk(newQuote({ quotes: [], activeId: null }, 'de'), [
      { artnr: '900155', quantity: 2 },
      { artnr: '31245', quantity: 1 },
      { artnr: '900155', quantity: 3 },
    ]);
    expect(quote.lines.map((line) => [line.artnr, line.quantity])).toEqual([
      ['900155', 5],
      ['31245', 1],
    ]);
  });

  it('merges an added article only into a line with the same factor in force', () => {
    const quote = { ...newQuote({ quotes: [], activeId: null }, 'de'), factor: '1.25' };
    const added = addLinesOk(quote, [
      { artnr: '560011', quantity: 2, factor: '1.25' },
      { artnr: '560011', quantity: 1 },
      { artnr: '560011', quantity: 3, factor: '1.250' },
      { artnr: '560011', quantity: 4, factor: '1.5' },
      { artnr: '560011', quantity: 1, factor: '1' },
    ]);
    expect(added.lines.map((line) => [line.quantity, line.factor])).toEqual([
      [6, '1.25'],
      [4, '1.5'],
      [1, '1'],
    ]);
    // A pasted line (no factor of its own) takes the quote's, and joins the line priced with it.
    expect(addLinesOk(added, [{ artnr: '560011', quantity: 1 }]).lines[0]?.quantity).toBe(7);
  });

  it("gives a line added from a lookup the lookup's factor, the quote's, or asks which", () => {
    // A quote without a factor: the lookup's, none if none.
    expect(addedLineFactor(null, '1.25', null)).toEqual({ ask: false, factor: '1.25' });
    expect(addedLineFactor(null, null, null)).toEqual({ ask: false, factor: null });
    // The same factor: the quote's (the line follows it).
    expect(addedLineFactor('1.25', '1.250', null)).toEqual({ ask: false, factor: null });
    // Different, also none looked up: asked; then as answered.
    expect(addedLineFactor('1.1', '1.25', null)).toEqual({ ask: true });
    expect(addedLineFactor('1.1', null, null)).toEqual({ ask: true });
    expect(addedLineFactor('1.1', '1.25', 'lookup')).toEqual({ ask: false, factor: '1.25' });
    expect(addedLineFactor('1.1', '1.25', 'quote')).toEqual({ ask: false, factor: null });
    // "None, as looked up" on a quote with a factor: × 1, the price itself.
    expect(addedLineFactor('1.1', null, 'lookup')).toEqual({ ask: false, factor: '1' });
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

  it('gives back the very same quotes when the change gives back the quote (it holds that already) or the quote is gone', () => {
    const a = newQuote({ quotes: [], activeId: null }, 'de');
    const saved = { quotes: [a], activeId: a.id };
    expect(updateQuote(saved, a.id, (quote) => quote)).toBe(saved);
    expect(updateQuote(saved, 'gone', (quote) => ({ ...quote, name: 'Renamed' }))).toBe(saved);
  });
});

describe('quote limits, enforced where the user acts', () => {
  const full = (count: number): SavedQuotes => {
    const quotes = Array.from({ length: count }, (_, n) => ({
      ...newQuote({ quotes: [], activeId: null }, 'de'),
      id: `q${n}`,
      name: `Q ${n}`,
    }));
    return { quotes, activeId: quotes[0]?.id ?? null };
  };

  it(`refuses the quote after the ${MAX_QUOTES}th with its own message, in English and German`, () => {
    const saved = full(MAX_QUOTES - 1);
    const last = addQuote(saved, 'de', en);
    expect(last.ok && last.saved.quotes).toHaveLength(MAX_QUOTES);
    const refused = last.ok ? addQuote(last.saved, 'de', en) : last;
    expect(refused.ok || en.text(refused.message)).toBe('At most 5,000 quotes can be kept — delete one first.');
    expect(refused.ok || translator('de').text(refused.message)).toBe(
      'Höchstens 5.000 Angebote lassen sich aufbewahren – löschen Sie zuerst eines.',
    );
  });

  it('refuses at the limit main gives with the quotes it read (fewer in the e2e harness)', () => {
    const refused = addQuote({ ...full(3), maxQuotes: 3 }, 'de', en);
    expect(refused.ok || en.text(refused.message)).toBe('At most 3 quotes can be kept — delete one first.');
    expect(addQuote({ ...full(2), maxQuotes: 3 }, 'de', en).ok).toBe(true);
  });

  it('refuses to bring back a deleted quote when the others have filled the room meanwhile', () => {
    const saved = full(MAX_QUOTES);
    const deleted = { ...saved.quotes[0]!, id: 'gone' };
    expect(restoreQuote(saved, deleted, 0)).toMatchObject({ ok: false, message: { key: 'quote.limit.quotes' } });
    expect(restoreQuote(full(3), deleted, 1)).toMatchObject({
      ok: true,
      saved: { activeId: 'gone', quotes: [{ id: 'q0' }, { id: 'gone' }, {}, {}] },
    });
  });

  it('makes no quote of its own when there is no room for one', () => {
    const saved = { ...full(MAX_QUOTES), activeId: null };
    expect(ensureActiveIn(saved, 'de', en)).toMatchObject({ ok: false, message: { key: 'quote.limit.quotes' } });
  });

  it(`refuses lines beyond ${MAX_QUOTE_LINES} on a quote, saying how many still fit; articles already on it add up and need no room`, () => {
    const quote = newQuote({ quotes: [], activeId: null }, 'de');
    const lines = Array.from({ length: MAX_QUOTE_LINES - 2 }, (_, n) => ({ artnr: `A-${n}`, quantity: 1 }));
    const nearlyFull = addLinesIn(quote, lines);
    expect(nearlyFull.ok && nearlyFull.quote.lines).toHaveLength(MAX_QUOTE_LINES - 2);
    if (!nearlyFull.ok) return;
    const refused = addLinesIn(nearlyFull.quote, [
      { artnr: 'B-1', quantity: 1 },
      { artnr: 'B-2', quantity: 1 },
      { artnr: 'B-3', quantity: 1 },
    ]);
    expect(refused.ok || en.text(refused.message)).toBe(
      'A quote holds at most 10,000 lines, so these 3 lines were not added. Only 2 more lines can be added.',
    );
    expect(refused.ok || translator('de').text(refused.message)).toBe(
      'Ein Angebot fasst höchstens 10.000 Zeilen, daher wurden diese 3 Zeilen nicht übernommen. Nur noch 2 Zeilen lassen sich hinzufügen.',
    );
    // Two new articles and one already on the quote: they fit.
    const fits = addLinesIn(nearlyFull.quote, [
      { artnr: 'B-1', quantity: 1 },
      { artnr: 'A-0', quantity: 4 },
      { artnr: 'B-2', quantity: 1 },
    ]);
    expect(fits.ok && fits.quote.lines).toHaveLength(MAX_QUOTE_LINES);
    expect(fits.ok && fits.quote.lines[0]?.quantity).toBe(5);
  });
});
