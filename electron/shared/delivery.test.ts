import { describe, expect, it } from 'vitest';
import { deliveryLine, deliveryText, type DeliveryFacts } from './delivery';
import { translator } from './i18n/translator';

const en = translator('en');
const de = translator('de');
const facts = (lifecycle: string, stock: number, delivery_days: number): DeliveryFacts => ({ lifecycle, stock, delivery_days });

describe('deliveryText: one rule for the delivery words', () => {
  it.each([
    // Kept in stock (and a code the service never documented): what is there goes now, the days say when more comes.
    ['A', 11, 0, 'available now', 'sofort lieferbar'],
    ['B', 3, 14, 'available now, more in approx. 14 days', 'sofort lieferbar, weitere in ca. 14 Tagen'],
    ['A', 0, 14, 'available in approx. 14 days', 'lieferbar in ca. 14 Tagen'],
    ['B', 0, 1, 'available in approx. 1 day', 'lieferbar in ca. 1 Tag'],
    ['A', 0, 0, 'no delivery date yet', 'noch kein Liefertermin'],
    ['Q', 2, 0, 'available now', 'sofort lieferbar'],
    ['', 0, 5, 'available in approx. 5 days', 'lieferbar in ca. 5 Tagen'],
    // Ordered on request: only what is there goes now.
    ['D', 1, 21, 'available now, more on request (approx. 21 days)', 'sofort lieferbar, weitere auf Anfrage (ca. 21 Tage)'],
    ['C', 4, 0, 'available now, more on request', 'sofort lieferbar, weitere auf Anfrage'],
    ['C', 0, 14, 'ordered on request, available in approx. 14 days', 'auf Anfrage, lieferbar in ca. 14 Tagen'],
    ['D', 0, 0, 'ordered on request', 'auf Anfrage'],
    // Phasing out: as ordered on request (no date promised for more), and says so.
    ['E', 11, 0, 'available now, more on request, phasing out', 'sofort lieferbar, weitere auf Anfrage, Artikel läuft aus'],
    ['E', 0, 7, 'ordered on request, available in approx. 7 days, phasing out', 'auf Anfrage, lieferbar in ca. 7 Tagen, Artikel läuft aus'],
    [
      'E',
      0,
      21,
      'ordered on request, available in approx. 21 days, phasing out',
      'auf Anfrage, lieferbar in ca. 21 Tagen, Artikel läuft aus',
    ],
    // Discontinued: no days to promise.
    ['F', 2, 30, 'discontinued, only while stock lasts', 'ausgelaufen, nur solange der Vorrat reicht'],
    ['F', 0, 30, 'discontinued, no longer available', 'ausgelaufen, nicht mehr lieferbar'],
  ])('lifecycle %j, stock %i, %i days: "%s" / "%s"', (lifecycle, stock, days, english, german) => {
    expect(deliveryText(facts(lifecycle, stock, days), en)).toBe(english);
    expect(deliveryText(facts(lifecycle, stock, days), de)).toBe(german);
  });

  it('never promises a negative number of days', () => {
    expect(deliveryText(facts('A', 0, -3), en)).toBe('no delivery date yet');
  });

  it('starts a line of its own with a capital, the words unchanged', () => {
    expect(deliveryLine(facts('D', 1, 21), de)).toBe('Sofort lieferbar, weitere auf Anfrage (ca. 21 Tage)');
    expect(deliveryLine(facts('C', 0, 14), en)).toBe('Ordered on request, available in approx. 14 days');
  });

  it.each([
    // The quantity asked decides: all of it, part of it, or none from stock; the same words as a quote's line.
    ['A', 3, 0, 10, 'Sofort lieferbar', '3 ab Lager, Rest auf Anfrage', '3 from stock, rest on request'],
    [
      'B',
      3,
      14,
      10,
      'Sofort lieferbar, weitere in ca. 14 Tagen',
      '3 ab Lager, Rest in ca. 14 Tagen',
      '3 from stock, rest in approx. 14 days',
    ],
    [
      'D',
      1,
      21,
      5,
      'Sofort lieferbar, weitere auf Anfrage (ca. 21 Tage)',
      '1 ab Lager, Rest auf Anfrage (ca. 21 Tage)',
      '1 from stock, rest on request (approx. 21 days)',
    ],
    [
      'F',
      2,
      0,
      4,
      'Ausgelaufen, nur solange der Vorrat reicht',
      '2 ab Lager, Rest nicht mehr lieferbar',
      '2 from stock, rest no longer available',
    ],
  ])(
    'lifecycle %j, stock %i, %i days, %i asked: "%s" without the quantity, "%s" / "%s" with it',
    (lifecycle, stock, days, quantity, without, german, english) => {
      expect(deliveryLine(facts(lifecycle, stock, days), de)).toBe(without);
      expect(deliveryText(facts(lifecycle, stock, days), de, quantity)).toBe(german);
      expect(deliveryText(facts(lifecycle, stock, days), en, quantity)).toBe(english);
    },
  );

  it('says the words of the lookup for a quantity the stock covers, or with none in stock', () => {
    expect(deliveryText(facts('B', 11, 14), en, 3)).toBe('available now, more in approx. 14 days');
    expect(deliveryText(facts('A', 0, 0), de, 10)).toBe('noch kein Liefertermin');
  });
});
