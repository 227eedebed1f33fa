import { describe, expect, it } from 'vitest';
import type { SavedQuote, SavedQuotes } from '@shared/quote/saved-quote';
import { shownBy, withAnswer, withQuoteMade } from './quote-cache';

const quote = (id: string, quantity = 1, sent = false): SavedQuote => ({
  id,
  name: id,
  country: 'de',
  factor: null,
  updatedAt: '2026-11-23T10:00:00.000Z',
  lines: [{ id: `${id}-l1`, artnr: '900155', quantity, factor: null }],
  ...(sent ? { issue: { number: 'A-1', issuedOn: '2026-11-23', sentAt: '2026-11-23T10:00:00.000Z' } } : {}),
});
const kept: SavedQuotes = { quotes: [quote('q1', 5), quote('q2')], activeId: 'q1' };

describe("main's answer to a command, in main's list the window keeps", () => {
  it('replaces the quote by main’s and takes main’s order and open quote', () => {
    const next = withAnswer(kept, { quote: quote('q1', 7), order: ['q2', 'q1'], activeId: 'q2', status: null });
    expect(next.quotes.map((each) => [each.id, each.lines[0]?.quantity])).toEqual([
      ['q2', 1],
      ['q1', 7],
    ]);
    expect(next.activeId).toBe('q2');
  });

  it('puts a quote main made (a revision, a copy) where main put it', () => {
    const next = withAnswer(kept, { quote: quote('q3'), order: ['q1', 'q3', 'q2'], activeId: 'q3', status: null });
    expect(next.quotes.map((each) => each.id)).toEqual(['q1', 'q3', 'q2']);
    expect(next.activeId).toBe('q3');
  });

  it('drops a quote main deleted', () => {
    expect(withAnswer(kept, { quote: null, order: ['q2'], activeId: 'q2', status: null }).quotes.map((each) => each.id)).toEqual(['q2']);
  });
});

describe('a command as the window shows it before main answers', () => {
  it('changes a line by main’s rule', () => {
    const shown = shownBy({ quoteId: 'q1', change: { kind: 'changeLine', lineId: 'q1-l1', change: { quantity: 9 } } }, kept);
    expect(shown.quotes[0]?.lines[0]?.quantity).toBe(9);
    expect(shown.quotes[1]).toBe(kept.quotes[1]);
  });

  it('shows nothing of a change to a sent quote’s content: main makes its revision', () => {
    const sent: SavedQuotes = { quotes: [quote('q1', 5, true)], activeId: 'q1' };
    expect(shownBy({ quoteId: 'q1', change: { kind: 'changeLine', lineId: 'q1-l1', change: { quantity: 9 } } }, sent)).toBe(sent);
    expect(shownBy({ quoteId: 'q1', change: { kind: 'delete' } }, sent).quotes).toEqual([]);
  });

  it('shows a command main refuses (a line gone) as nothing', () => {
    expect(shownBy({ quoteId: 'q1', change: { kind: 'removeLine', lineId: 'gone' } }, kept).quotes[0]?.lines).toHaveLength(1);
    expect(shownBy({ quoteId: 'nope', change: { kind: 'open' } }, kept)).toBe(kept);
  });

  it('shows a quote the window made once, opened, however often it is applied', () => {
    const made = withQuoteMade(quote('q3'));
    const twice = made(made(kept));
    expect(twice.quotes.map((each) => each.id)).toEqual(['q1', 'q2', 'q3']);
    expect(twice.activeId).toBe('q3');
  });
});
