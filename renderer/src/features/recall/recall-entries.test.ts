import { describe, expect, it } from 'vitest';
import { formatFetchedAt } from '@shared/format/dates';
import { translator } from '@shared/i18n/translator';
import type { RecentLookup } from '@shared/recall';
import { recallEntries } from './recall-entries';

const recent = (extra: Partial<RecentLookup> = {}): RecentLookup => ({
  artnr: '900155',
  country: 'de',
  factor: null,
  profile: null,
  at: '2026-11-23T07:00:00.000Z',
  price: '47.85',
  currencySign: 'EUR',
  source: 'service',
  ...extra,
});
const FETCHED = '2026-11-20T08:30:00.000Z';

const textOf = (lookup: RecentLookup, locale: string, language: 'en' | 'de'): string =>
  recallEntries([lookup], [], locale, translator(language)).recentEntries[0]?.text ?? '';

describe('a recent lookup as the list shows it', () => {
  it('a current price: the price and when it was looked up, with no mark', () => {
    const text = textOf(recent(), 'en-US', 'en');
    expect(text).toMatch(/^900155 · Germany \(de\) · €47\.85 · 11\/23\/26, \d{1,2}:00/);
    expect(text).not.toMatch(/last-known/i);
  });

  it.each([
    ['en', 'en-US', '900155 · Germany (de) · factor 1.25 (+25%) · €59.81 · '],
    ['de', 'de-DE', '900155 · Deutschland (de) · Faktor 0,9 (\u221210\u00a0%) · 43,07\u00a0€ · '],
  ] as const)('a lookup with a factor names it as the window does, with the markup or discount (%s)', (language, locale, start) => {
    const factor = language === 'en' ? '1.25' : '0.9';
    const price = language === 'en' ? '59.81' : '43.07';
    expect(textOf(recent({ factor, price }), locale, language).startsWith(start)).toBe(true);
  });

  it.each([
    ['en', 'en-US', 'last-known price, fetched'],
    ['de', 'de-DE', 'letzter bekannter Preis, abgerufen am'],
  ] as const)('a last-known price: marked as such, with when it was fetched (%s)', (language, locale, words) => {
    const text = textOf(recent({ lastKnown: { fetchedAt: FETCHED } }), locale, language);
    expect(text).toContain(`${words} ${formatFetchedAt(FETCHED, locale)}`);
    // The time of the lookup would read as the price's: it is not shown beside the fetch time.
    const lookedUp = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date('2026-11-23T07:00:00Z'));
    expect(text).not.toContain(lookedUp);
  });
});
