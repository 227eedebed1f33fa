import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/translator';
import { lineAvailability, stockCovers } from './availability';

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

  it('says the delivery days for an article kept in stock, else "on request"', () => {
    expect(worded({ quantity: 5, stock: 0, deliveryDays: 14, lifecycle: 'B' })).toBe('available in approx. 14 days');
    expect(worded({ quantity: 5, stock: 0, deliveryDays: 1, lifecycle: 'B' }, 'de')).toBe('lieferbar in ca. 1 Tag');
    expect(worded({ quantity: 5, stock: 0, deliveryDays: 14, lifecycle: 'B' }, 'de')).toBe('lieferbar in ca. 14 Tagen');
    expect(worded({ quantity: 5, stock: 0, deliveryDays: 0, lifecycle: 'A' })).toBe('on request');
    for (const lifecycle of ['C', 'D']) {
      expect(worded({ quantity: 5, stock: 1, deliveryDays: 14, lifecycle })).toBe('on request');
      expect(worded({ quantity: 5, stock: 1, deliveryDays: 14, lifecycle }, 'de')).toBe('auf Anfrage');
    }
  });

  it('says an article phasing out (E) is, on stock and on request', () => {
    expect(worded({ quantity: 3, stock: 11, deliveryDays: 0, lifecycle: 'E' })).toBe('from stock – phasing out');
    expect(worded({ quantity: 3, stock: 11, deliveryDays: 0, lifecycle: 'E' }, 'de')).toBe('ab Lager – Artikel läuft aus');
    expect(worded({ quantity: 5, stock: 1, deliveryDays: 14, lifecycle: 'E' }, 'de')).toBe('auf Anfrage – Artikel läuft aus');
  });

  it('says a discontinued article (F) is available while stocks last, or no longer', () => {
    expect(worded({ quantity: 2, stock: 2, deliveryDays: 0, lifecycle: 'F' })).toBe('from stock while stocks last');
    expect(worded({ quantity: 2, stock: 2, deliveryDays: 0, lifecycle: 'F' }, 'de')).toBe('ab Lager, solange der Vorrat reicht');
    expect(worded({ quantity: 4, stock: 0, deliveryDays: 0, lifecycle: 'F' })).toBe('no longer available');
    expect(worded({ quantity: 4, stock: 0, deliveryDays: 0, lifecycle: 'F' }, 'de')).toBe('nicht mehr lieferbar');
  });
});
