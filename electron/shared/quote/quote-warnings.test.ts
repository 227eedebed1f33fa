import { describe, expect, it } from 'vitest';
import { englishText, translator } from '../i18n/translator';
import { quoteLineWarnings as warningMessages } from './quote-warnings';

/** The warnings as an English reader sees them. */
const quoteLineWarnings = (...args: Parameters<typeof warningMessages>) => warningMessages(...args).map(englishText);

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

  it('says "1 day", and gives no date without delivery days', () => {
    expect(quoteLineWarnings({ ...article, stock: 2, delivery_days: 1 }, 3)).toEqual([
      'Only 2 in stock for 3 requested. Expected back in stock in 1 day.',
    ]);
    expect(quoteLineWarnings({ ...article, stock: 2 }, 3)).toEqual(['Only 2 in stock for 3 requested.']);
  });

  it('speaks German to a German reader', () => {
    const german = translator('de');
    const warnings = warningMessages({ ...article, stock: 2, delivery_days: 14, lifecycle: 'F' }, 3).map((warning) => german.text(warning));
    expect(warnings).toEqual([
      'Nur 2 am Lager, angefragt sind 3. Voraussichtlich in 14 Tagen wieder am Lager.',
      'Lebenszyklus F: ausgelaufen, nicht mehr lieferbar.',
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
