import { describe, expect, it } from 'vitest';
import { RETURN_LINE_PT, returnAddress, returnLine } from './return-line';

describe('the return line above the window', () => {
  it('is name, street and town after DIN 5008, other lines of the address left out', () => {
    expect(returnAddress({ name: 'Reimo GmbH', address: ['Boschstraße 3', '63329 Egelsbach'] })).toBe(
      'Reimo GmbH · Boschstraße 3 · 63329 Egelsbach',
    );
    expect(returnAddress({ name: 'Reimo GmbH', address: ['Gebäude C', 'Boschstraße 3', '63329 Egelsbach', 'Tel. 06103 4005-0'] })).toBe(
      'Reimo GmbH · Boschstraße 3 · 63329 Egelsbach',
    );
    expect(returnAddress({ name: ' ', address: ['Boschstraße 3'] })).toBe('');
    expect(returnAddress(null)).toBe('');
  });

  it('keeps its full size when it fits, and is smaller, never cut, when it is long', () => {
    expect(returnLine({ name: 'Reimo GmbH', address: ['Boschstraße 3', '63329 Egelsbach'] }).sizePt).toBe(RETURN_LINE_PT.max);
    const long = returnLine({
      name: 'Camping-Großhandel Südwest GmbH',
      address: ['Gewerbestraße 12', '72760 Reutlingen'],
    });
    expect(long.text).toBe('Camping-Großhandel Südwest GmbH · Gewerbestraße 12 · 72760 Reutlingen');
    expect(long.sizePt).toBeLessThan(RETURN_LINE_PT.max);
    expect(long.sizePt).toBeGreaterThanOrEqual(RETURN_LINE_PT.min);
  });

  it('is shortened to name and town when even the smallest size cannot hold it', () => {
    const name = 'Internationale Vertriebsgesellschaft für Camping-, Caravaning- und Freizeitbedarf mbH';
    const line = returnLine({ name, address: ['Industriegebiet Nord, Gewerbestraße 12–14, Halle 7', '72760 Reutlingen'] });
    expect(line.text).toBe(`${name} · 72760 Reutlingen`);
    expect(line.sizePt).toBeGreaterThanOrEqual(RETURN_LINE_PT.min);
  });
});
