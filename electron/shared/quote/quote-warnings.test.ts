import { describe, expect, it } from 'vitest';
import { quoteLineWarnings } from './quote-warnings';

const article = { stock: 5, lifecycle: 'A', delivery_days: 0, scalevolume1: 0, scalevolume2: 0, scalevolume3: 0 };

describe('quoteLineWarnings', () => {
  it('says nothing for an ordinary line', () => {
    expect(quoteLineWarnings(article, 2)).toEqual([]);
  });

  it('warns when the quantity is above stock, with the delivery days', () => {
    expect(quoteLineWarnings({ ...article, stock: 2, delivery_days: 14 }, 3)).toEqual([
      'Only 2 in stock for 3 requested. Expected back in stock in 14 days.',
    ]);
  });

  it('treats 11 as "at least 11": only quantities above 11 are unknown', () => {
    expect(quoteLineWarnings({ ...article, stock: 11 }, 11)).toEqual([]);
    expect(quoteLineWarnings({ ...article, stock: 11 }, 12)[0]).toMatch(/at least 11.*12 are in stock is unknown/);
  });

  it.each([
    ['C', /ordered on request/],
    ['D', /ordered on request/],
    ['E', /phasing out/],
    ['F', /discontinued/],
  ])('warns about lifecycle %s', (lifecycle, expected) => {
    expect(quoteLineWarnings({ ...article, lifecycle }, 1).join(' ')).toMatch(expected);
  });

  it('names the highest scale volume tier the quantity reaches', () => {
    const tiers = { ...article, stock: 11, scalevolume1: 10, scalevolume2: 50, scalevolume3: 0 };
    expect(quoteLineWarnings(tiers, 9)).toEqual([]);
    expect(quoteLineWarnings(tiers, 10)).toEqual(['Quantity reaches the scale volume of 10: a graduated price may apply.']);
    expect(quoteLineWarnings({ ...tiers, stock: 5 }, 60)).toContain(
      'Quantity reaches the scale volume of 50: a graduated price may apply.',
    );
  });
});
