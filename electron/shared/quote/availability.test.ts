import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/translator';
import { availabilityText, lineAvailability, stockCovers } from './availability';

const worded = (line: Parameters<typeof lineAvailability>[0], language: 'en' | 'de' = 'en'): string =>
  translator(language).text(lineAvailability(line));

describe('lineAvailability', () => {
  it('says "from stock" when the stock covers the quantity, without the count', () => {
    expect(worded({ quantity: 3, stock: 3, deliveryDays: 14, lifecycle: 'A' })).toBe('from stock');
    expect(worded({ quantity: 11, stock: 11, deliveryDays: 0, lifecycle: 'B' }, 'de')).toBe('ab Lager');
  });

  it('does not promise more than the capped 11+', () => {
    expect(stockCovers({ quantity: 11, stock: 11 })).toBe(true);
    expect(stockCovers({ quantity: 12, stock: 11 })).toBe(false);
    expect(worded({ quantity: 12, stock: 11, deliveryDays: 7, lifecycle: 'A' })).toBe('available in approx. 7 days');
  });

  it('says the delivery days for an article kept in stock, else what the lookup says comes after', () => {
    expect(worded({ quantity: 5, stock: 0, deliveryDays: 14, lifecycle: 'B' })).toBe('available in approx. 14 days');
    expect(worded({ quantity: 5, stock: 0, deliveryDays: 1, lifecycle: 'B' }, 'de')).toBe('lieferbar in ca. 1 Tag');
    expect(worded({ quantity: 5, stock: 0, deliveryDays: 14, lifecycle: 'B' }, 'de')).toBe('lieferbar in ca. 14 Tagen');
    expect(worded({ quantity: 5, stock: 0, deliveryDays: 0, lifecycle: 'A' })).toBe('no delivery date yet');
    expect(worded({ quantity: 5, stock: 0, deliveryDays: 0, lifecycle: 'A' }, 'de')).toBe('noch kein Liefertermin');
    // Ordered on request (C, D): on request, with the estimate the lookup gives.
    for (const lifecycle of ['C', 'D']) {
      expect(worded({ quantity: 5, stock: 1, deliveryDays: 21, lifecycle })).toBe('on request, available in approx. 21 days');
      expect(worded({ quantity: 5, stock: 1, deliveryDays: 21, lifecycle }, 'de')).toBe('auf Anfrage, lieferbar in ca. 21 Tagen');
      expect(worded({ quantity: 5, stock: 0, deliveryDays: 0, lifecycle }, 'de')).toBe('auf Anfrage');
    }
  });

  it('says an article phasing out (E) is, on stock and on request, as the lookup does', () => {
    expect(worded({ quantity: 3, stock: 11, deliveryDays: 0, lifecycle: 'E' })).toBe('from stock – phasing out');
    expect(worded({ quantity: 3, stock: 11, deliveryDays: 0, lifecycle: 'E' }, 'de')).toBe('ab Lager – Artikel läuft aus');
    expect(worded({ quantity: 1, stock: 0, deliveryDays: 21, lifecycle: 'E' }, 'de')).toBe(
      'auf Anfrage, lieferbar in ca. 21 Tagen – Artikel läuft aus',
    );
    expect(worded({ quantity: 1, stock: 0, deliveryDays: 21, lifecycle: 'E' })).toBe(
      'on request, available in approx. 21 days – phasing out',
    );
    expect(worded({ quantity: 5, stock: 1, deliveryDays: 0, lifecycle: 'E' }, 'de')).toBe('auf Anfrage – Artikel läuft aus');
  });

  it('says a discontinued article (F) is available while stocks last, or no longer', () => {
    expect(worded({ quantity: 2, stock: 2, deliveryDays: 0, lifecycle: 'F' })).toBe('from stock while stocks last');
    expect(worded({ quantity: 2, stock: 2, deliveryDays: 0, lifecycle: 'F' }, 'de')).toBe('ab Lager, solange der Vorrat reicht');
    expect(worded({ quantity: 4, stock: 0, deliveryDays: 0, lifecycle: 'F' })).toBe('no longer available');
    expect(worded({ quantity: 4, stock: 0, deliveryDays: 0, lifecycle: 'F' }, 'de')).toBe('nicht mehr lieferbar');
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
