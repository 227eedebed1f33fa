import { describe, expect, it } from 'vitest';
import { englishText, translator } from '../i18n/translator';
import type { Message } from '../i18n/catalogue';
import { quoteLineWarnings as warningMessages, scaleTierHint } from './quote-warnings';

/** The warnings as an English reader sees them. */
const quoteLineWarnings = (...args: Parameters<typeof warningMessages>) => warningMessages(...args).map(englishText);

const article = { stock: 5, lifecycle: 'A', delivery_days: 0, scalevolume1: 0, scalevolume2: 0, scalevolume3: 0 };

describe('quoteLineWarnings', () => {
  it('says nothing for an ordinary line', () => {
    expect(quoteLineWarnings(article, 2)).toEqual([]);
  });

  it('warns when the quantity is above stock, with the delivery days', () => {
    expect(quoteLineWarnings({ ...article, stock: 2, delivery_days: 14 }, 3)).toEqual([
      'Only 2 in stock – 3 requested. Available in approx. 14 days.',
    ]);
  });

  it('says "1 day", and gives no date without delivery days', () => {
    expect(quoteLineWarnings({ ...article, stock: 2, delivery_days: 1 }, 3)).toEqual([
      'Only 2 in stock – 3 requested. Available in approx. 1 day.',
    ]);
    expect(quoteLineWarnings({ ...article, stock: 2 }, 3)).toEqual(['Only 2 in stock – 3 requested.']);
  });

  it('speaks German to a German reader', () => {
    const german = translator('de');
    const warnings = warningMessages({ ...article, stock: 2, delivery_days: 14, lifecycle: 'F' }, 3).map((warning) => german.text(warning));
    expect(warnings).toEqual([
      'Nur 2 auf Lager – 3 Stück angefragt. Lieferbar in ca. 14 Tagen.',
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
    expect(quoteLineWarnings(tiers, 7)).toEqual([]);
    // The CLI prints these warnings; the hint close below a tier is the quote builder's (below).
    expect(quoteLineWarnings(tiers, 9)).toEqual([]);
    expect(quoteLineWarnings(tiers, 10)).toEqual(['Quantity reaches the scale volume of 10: a graduated price may apply.']);
    expect(quoteLineWarnings({ ...tiers, stock: 5 }, 60)).toContain(
      'Quantity reaches the scale volume of 50: a graduated price may apply.',
    );
  });
});

describe('the scale-tier hint', () => {
  // What the quote builder shows: the warnings, then the hint.
  const appNotes = (info: Parameters<typeof warningMessages>[0], quantity: number): Message[] => {
    const hint = scaleTierHint(info, quantity);
    return hint === null ? warningMessages(info, quantity) : [...warningMessages(info, quantity), hint];
  };
  const quoteLineWarnings = (info: Parameters<typeof warningMessages>[0], quantity: number) => appNotes(info, quantity).map(englishText);
  // Stock 11 and lifecycle A: no other warning gets in the way.
  const tiers = { ...article, stock: 11, scalevolume1: 12, scalevolume2: 48, scalevolume3: 96 };
  const hints = (info: Parameters<typeof warningMessages>[0], quantity: number) =>
    quoteLineWarnings(info, quantity).filter((warning) => warning.includes('more reach'));
  // Above 11 the stock note ("11+ … is unknown") joins in; these tests are about the scale volumes.
  const scaleNotes = (info: Parameters<typeof warningMessages>[0], quantity: number) =>
    quoteLineWarnings(info, quantity).filter((warning) => !warning.startsWith('Stock shows'));

  it('says how many more reach the next tier when the quantity is close below it', () => {
    expect(quoteLineWarnings(tiers, 9)).toEqual(['3 more reach the tier from 12.']);
    expect(quoteLineWarnings(tiers, 11)).toEqual(['1 more reaches the tier from 12.']);
  });

  it('says nothing far below a tier: at most a quarter of the tier may be missing', () => {
    expect(quoteLineWarnings(tiers, 8)).toEqual([]);
    expect(quoteLineWarnings(tiers, 1)).toEqual([]);
    expect(hints(tiers, 35)).toEqual([]);
    expect(hints(tiers, 36)).toEqual(['12 more reach the tier from 48.']);
  });

  it('gives no hint exactly at a tier, only the note that it is reached', () => {
    expect(scaleNotes(tiers, 12)).toEqual(['Quantity reaches the scale volume of 12: a graduated price may apply.']);
  });

  it('names only the next tier above the quantity, beside the tier already reached', () => {
    expect(scaleNotes(tiers, 90)).toEqual([
      'Quantity reaches the scale volume of 48: a graduated price may apply.',
      '6 more reach the tier from 96.',
    ]);
  });

  it('says nothing without tiers or above the highest one', () => {
    expect(hints(article, 9)).toEqual([]);
    expect(hints(tiers, 97)).toEqual([]);
    expect(hints(tiers, 1000)).toEqual([]);
  });

  it('counts one missing as close even for a small tier, and reads tiers in any order', () => {
    expect(hints({ ...tiers, scalevolume1: 2, scalevolume2: 0, scalevolume3: 0 }, 1)).toEqual(['1 more reaches the tier from 2.']);
    expect(hints({ ...tiers, scalevolume1: 48, scalevolume2: 12, scalevolume3: 0 }, 10)).toEqual(['2 more reach the tier from 12.']);
  });

  it('speaks German to a German reader', () => {
    const german = translator('de');
    expect(appNotes(tiers, 9).map((warning) => german.text(warning))).toEqual(['3 Stück mehr erreichen die Staffel ab 12.']);
    expect(appNotes(tiers, 11).map((warning) => german.text(warning))).toEqual(['1 Stück mehr erreicht die Staffel ab 12.']);
  });
});
