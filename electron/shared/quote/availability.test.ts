import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/translator';
import { stockCovers } from '../delivery';
import { availabilityText, lineAvailability } from './availability';

const worded = (line: Parameters<typeof lineAvailability>[0], language: 'en' | 'de' = 'en'): string =>
  translator(language).text(lineAvailability(line));

describe('lineAvailability: the one delivery rule, for the quantity asked', () => {
  // quantity, stock, delivery days, lifecycle → English / German. Stock 0, below and at or above the
  // quantity; with and without a delivery date; each lifecycle code (and one the service never documented).
  it.each([
    // Kept in stock (A, B, undocumented): covered → from stock; part → the count and the rest; none → the days.
    [3, 3, 14, 'A', 'from stock', 'ab Lager'],
    [11, 11, 0, 'B', 'from stock', 'ab Lager'],
    [10, 3, 0, 'A', '3 from stock, rest on request', '3 ab Lager, Rest auf Anfrage'],
    [10, 3, 14, 'B', '3 from stock, rest in approx. 14 days', '3 ab Lager, Rest in ca. 14 Tagen'],
    [2, 1, 1, 'A', '1 from stock, rest in approx. 1 day', '1 ab Lager, Rest in ca. 1 Tag'],
    [5, 0, 14, 'B', 'available in approx. 14 days', 'lieferbar in ca. 14 Tagen'],
    [5, 0, 1, 'B', 'available in approx. 1 day', 'lieferbar in ca. 1 Tag'],
    [5, 0, 0, 'A', 'no delivery date yet', 'noch kein Liefertermin'],
    [4, 2, 0, 'Q', '2 from stock, rest on request', '2 ab Lager, Rest auf Anfrage'],
    // The capped 11+ promises 11, never more.
    [12, 11, 7, 'A', '11 from stock, rest in approx. 7 days', '11 ab Lager, Rest in ca. 7 Tagen'],
    [12, 40, 0, 'A', '11 from stock, rest on request', '11 ab Lager, Rest auf Anfrage'],
    // Ordered on request (C, D): what is there goes, the rest on request with the estimate the lookup gives.
    [1, 1, 21, 'C', 'from stock', 'ab Lager'],
    [5, 1, 21, 'C', '1 from stock, rest on request (approx. 21 days)', '1 ab Lager, Rest auf Anfrage (ca. 21 Tage)'],
    [5, 1, 0, 'D', '1 from stock, rest on request', '1 ab Lager, Rest auf Anfrage'],
    [5, 0, 21, 'D', 'on request, available in approx. 21 days', 'auf Anfrage, lieferbar in ca. 21 Tagen'],
    [5, 0, 0, 'C', 'on request', 'auf Anfrage'],
    // Phasing out (E): as on request, and says so.
    [3, 11, 0, 'E', 'from stock – phasing out', 'ab Lager – Artikel läuft aus'],
    [5, 1, 0, 'E', '1 from stock, rest on request – phasing out', '1 ab Lager, Rest auf Anfrage – Artikel läuft aus'],
    [
      5,
      2,
      7,
      'E',
      '2 from stock, rest on request (approx. 7 days) – phasing out',
      '2 ab Lager, Rest auf Anfrage (ca. 7 Tage) – Artikel läuft aus',
    ],
    [1, 0, 21, 'E', 'on request, available in approx. 21 days – phasing out', 'auf Anfrage, lieferbar in ca. 21 Tagen – Artikel läuft aus'],
    [1, 0, 0, 'E', 'on request – phasing out', 'auf Anfrage – Artikel läuft aus'],
    // Discontinued (F): while stocks last, the count that is left, or no longer.
    [2, 2, 0, 'F', 'from stock while stocks last', 'ab Lager, solange der Vorrat reicht'],
    [4, 2, 30, 'F', '2 from stock, rest no longer available', '2 ab Lager, Rest nicht mehr lieferbar'],
    [4, 0, 0, 'F', 'no longer available', 'nicht mehr lieferbar'],
  ])('%i asked, stock %i, %i days, lifecycle %j: "%s" / "%s"', (quantity, stock, deliveryDays, lifecycle, english, german) => {
    const line = { quantity, stock, deliveryDays, lifecycle };
    expect(worded(line)).toBe(english);
    expect(worded(line, 'de')).toBe(german);
  });

  it('does not promise more than the capped 11+', () => {
    expect(stockCovers({ quantity: 11, stock: 11 })).toBe(true);
    expect(stockCovers({ quantity: 12, stock: 11 })).toBe(false);
  });

  it('never promises a negative number of days', () => {
    expect(worded({ quantity: 5, stock: 2, deliveryDays: -3, lifecycle: 'A' })).toBe('2 from stock, rest on request');
  });
});

describe('availabilityText', () => {
  const line = { quantity: 2, stock: 11, deliveryDays: 0, lifecycle: 'A' };
  // 21 November 2026, mid-morning in Berlin (the tests pin the time zone).
  const fetchedAt = '2026-11-21T09:14:00.000Z';

  it('says availability from stock that is not current with the day it is from, in both languages', () => {
    expect(availabilityText({ ...line, stockAsOf: fetchedAt }, translator('de'), 'de-DE')).toBe('ab Lager (Stand 21.11.2026)');
    expect(availabilityText({ ...line, stockAsOf: fetchedAt }, translator('en'), 'en-US')).toBe('from stock (as of Nov 21, 2026)');
    expect(availabilityText({ ...line, lifecycle: 'E', stock: 0, deliveryDays: 21, stockAsOf: fetchedAt }, translator('de'), 'de-DE')).toBe(
      'auf Anfrage, lieferbar in ca. 21 Tagen – Artikel läuft aus (Stand 21.11.2026)',
    );
  });

  it('says current availability as it is', () => {
    expect(availabilityText({ ...line, stockAsOf: null }, translator('de'), 'de-DE')).toBe('ab Lager');
    expect(availabilityText(line, translator('en'), 'en-US')).toBe('from stock');
  });
});
