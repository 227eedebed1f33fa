import { describe, expect, it } from 'vitest';
import type { SavedQuote, SavedQuotes } from '@shared/quote/saved-quote';
import { withAnswer } from './quotes-context';

const quote = (id: string, quantity = 1): SavedQuote => ({
  id,
  name: id,
  country: 'de',
  factor: null,
  updatedAt: '2026-11-23T10:00:00.000Z',
  lines: [{ id: `${id}-l1`, artnr: '900155', quantity, factor: null }],
});
const shown: SavedQuotes = { quotes: [quote('q1', 5), quote('q2')], activeId: 'q1' };
const none = (): boolean => false;

describe("main's answer to a command, in what the window shows", () => {
  it('replaces the quote by main’s and takes main’s order and open quote once nothing else is on its way', () => {
    const next = withAnswer(shown, { quote: quote('q1', 7), order: ['q2', 'q1'], activeId: 'q2', status: null }, none, true);
    expect(next.quotes.map((each) => [each.id, each.lines[0]?.quantity])).toEqual([
      ['q2', 1],
      ['q1', 7],
    ]);
    expect(next.activeId).toBe('q2');
  });

  it('keeps what is shown of a quote with more commands on their way: the last answer shows it', () => {
    const next = withAnswer(
      shown,
      { quote: quote('q1', 2), order: ['q1', 'q2'], activeId: 'q1', status: null },
      (id) => id === 'q1',
      false,
    );
    expect(next.quotes[0]?.lines[0]?.quantity).toBe(5);
  });

  it('puts a quote main made (a revision, a copy) where main put it, also while others are on their way', () => {
    const next = withAnswer(shown, { quote: quote('q3'), order: ['q1', 'q3', 'q2'], activeId: 'q3', status: null }, none, false);
    expect(next.quotes.map((each) => each.id)).toEqual(['q1', 'q3', 'q2']);
    expect(next.activeId).toBe('q3');
  });

  it('drops a quote main deleted', () => {
    expect(
      withAnswer(shown, { quote: null, order: ['q2'], activeId: 'q2', status: null }, none, true).quotes.map((each) => each.id),
    ).toEqual(['q2']);
  });
});
