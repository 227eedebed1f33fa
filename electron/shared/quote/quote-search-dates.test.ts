import { describe, expect, it } from 'vitest';
import { sampleQuote } from '../../../test/support/sample-quotes';
import { indexQuotes } from './quote-search';
import { readTypedDate } from './search-terms';

// "Today" for these tests: 20 January 2027, so a day in November without a year is last year's.
const TODAY = '2027-01-20';

describe('a date typed as a person types it, in the regional format', () => {
  it.each([
    // German: day before month, always.
    ['27.11.2026', 'de-DE', '2026-11-27'],
    ['27.11.26', 'de-DE', '2026-11-27'],
    ['27.11.', 'de-DE', '2026-11-27'],
    ['27.11', 'de-DE', '2026-11-27'],
    ['27. 11. 2026', 'de-DE', '2026-11-27'],
    ['27. Nov', 'de-DE', '2026-11-27'],
    ['27. Nov.', 'de-DE', '2026-11-27'],
    ['27. November 2026', 'de-DE', '2026-11-27'],
    ['27 Nov 2026', 'de-DE', '2026-11-27'],
    ['3. März', 'de-DE', '2026-03-03'],
    ['3. Mär', 'de-DE', '2026-03-03'],
    ['1. Dez.', 'de-DE', '2026-12-01'],
    ['Nov 27', 'de-DE', '2026-11-27'],
    // American: month before day.
    ['11/27/2026', 'en-US', '2026-11-27'],
    ['11/27/26', 'en-US', '2026-11-27'],
    ['11/27', 'en-US', '2026-11-27'],
    ['Nov 27', 'en-US', '2026-11-27'],
    ['Nov. 27', 'en-US', '2026-11-27'],
    ['November 27, 2026', 'en-US', '2026-11-27'],
    ['November 27th', 'en-US', '2026-11-27'],
    ['27 Nov', 'en-US', '2026-11-27'],
    // British: day before month.
    ['27/11/2026', 'en-GB', '2026-11-27'],
    ['27/11/26', 'en-GB', '2026-11-27'],
    ['27/11', 'en-GB', '2026-11-27'],
    ['27 November 2026', 'en-GB', '2026-11-27'],
    ['27 Nov', 'en-GB', '2026-11-27'],
    ['2026-11-27', 'en-US', '2026-11-27'],
    // This year's day when it has come: 15 January is this January's.
    ['15.1.', 'de-DE', '2027-01-15'],
    ['20.01.', 'de-DE', '2027-01-20'],
    ['21.01.', 'de-DE', '2026-01-21'],
  ])('%j in %s is %s', (typed, locale, day) => {
    expect(readTypedDate(typed, locale, TODAY)).toEqual({ day });
  });

  it.each([
    // Never the other region's order: 11/27 is no day in Britain or Germany, 27/11 none in the US.
    ['11/27', 'en-GB'],
    ['11.27.', 'de-DE'],
    ['27/11', 'en-US'],
    ['27/11/2026', 'en-US'],
    ['31.11.', 'de-DE'],
    ['32 Nov', 'en-US'],
    ['Nov', 'en-US'],
    ['27', 'de-DE'],
    ['27.', 'de-DE'],
    ['Novak 27', 'en-US'],
    ['560011', 'de-DE'],
  ])('%j in %s names no day', (typed, locale) => {
    expect(readTypedDate(typed, locale, TODAY)).toBeNull();
  });

  it('reads a 29 February without a year as the last one there was', () => {
    expect(readTypedDate('29.2.', 'de-DE', '2027-01-20')).toEqual({ day: '2024-02-29' });
    expect(readTypedDate('29.2.', 'de-DE', '2028-03-01')).toEqual({ day: '2028-02-29' });
  });

  it('reads a month with its year, by number or by name', () => {
    expect(readTypedDate('11.2026', 'de-DE', TODAY)).toEqual({ month: '2026-11' });
    expect(readTypedDate('November 2026', 'en-US', TODAY)).toEqual({ month: '2026-11' });
    expect(readTypedDate('Nov. 2026', 'de-DE', TODAY)).toEqual({ month: '2026-11' });
  });
});

describe('finding a quote by the day the screen says it was sent', () => {
  // Sent on 27 November 2026 in the afternoon in Berlin; its number was issued on the 26th and it was changed later.
  const sent = sampleQuote({
    id: 'sent',
    name: 'Vorzelt Alpen',
    issue: { number: 'A-2026-0042', issuedOn: '2026-11-26', sentAt: '2026-11-27T15:30:00.000Z' },
    updatedAt: '2026-12-02T08:00:00.000Z',
  });
  const other = sampleQuote({ id: 'other', name: 'Markise', updatedAt: '2026-11-12T08:00:00.000Z' });
  const index = indexQuotes([sent, other], 'service');
  const ids = (typed: string, locale: string): string[] =>
    index.search(typed, { locale, limit: 10, today: TODAY }).found.map((found) => found.quote.id);

  it.each([
    ['27.11.', 'de-DE'],
    ['27.11', 'de-DE'],
    ['27.11.26', 'de-DE'],
    ['27. Nov', 'de-DE'],
    ['Nov 27', 'en-US'],
    ['11/27', 'en-US'],
    ['11/27/26', 'en-US'],
    ['November 27, 2026', 'en-US'],
    ['27/11', 'en-GB'],
    ['27 Nov', 'en-GB'],
  ])('%j in %s finds the quote sent on 27 November', (typed, locale) => {
    expect(ids(typed, locale)).toEqual(['sent']);
  });

  it('with other words: all must match, a date being one of them', () => {
    expect(ids('alpen 27.11.', 'de-DE')).toEqual(['sent']);
    expect(ids('markise 27.11.', 'de-DE')).toEqual([]);
    expect(ids('Nov 27 alpen', 'en-US')).toEqual(['sent']);
  });

  it('still finds by the day issued and the day last changed, and a date typed as words finds words too', () => {
    expect(ids('26.11.', 'de-DE')).toEqual(['sent']);
    expect(ids('2.12.', 'de-DE')).toEqual(['sent']);
    expect(ids('12.11.', 'de-DE')).toEqual(['other']);
    const novak = sampleQuote({ id: 'novak', name: 'Novak 27', updatedAt: '2026-10-01T08:00:00.000Z' });
    expect(indexQuotes([novak], 'service').search('Nov 27', { locale: 'en-US', limit: 10, today: TODAY }).found).toHaveLength(1);
  });

  it('says which year a date typed without one was read as', () => {
    expect(index.search('27.11.', { locale: 'de-DE', limit: 10, today: TODAY }).dates).toEqual([{ typed: '27.11.', day: '2026-11-27' }]);
    expect(index.search('27.11.2026', { locale: 'de-DE', limit: 10, today: TODAY }).dates).toEqual([]);
    expect(index.search('Nov 27 alpen', { locale: 'en-US', limit: 10, today: TODAY }).dates).toEqual([
      { typed: 'Nov 27', day: '2026-11-27' },
    ]);
  });
});
