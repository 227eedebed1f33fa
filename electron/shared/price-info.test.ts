import { describe, expect, it } from 'vitest';
import { PRICE_INFO_FIELDS, scaleVolumes, STOCK_CAP, stockLabel } from './price-info';

describe('stockLabel', () => {
  it.each([
    [0, '0'],
    [3, '3'],
    [10, '10'],
    [11, '11+'],
  ])('shows stock %i as %j', (stock, label) => {
    expect(stockLabel(stock)).toBe(label);
  });

  it('reads the cap as "at least" even above it', () => {
    expect(STOCK_CAP).toBe(11);
    expect(stockLabel(40)).toBe('11+');
  });
});

describe('scaleVolumes', () => {
  it.each([
    [[0, 0, 0], []],
    [
      [5, 10, 0],
      [5, 10],
    ],
    [
      [10, 25, 50],
      [10, 25, 50],
    ],
    [[0, 12, 0], [12]],
  ] as const)('shows the tiers of %j as %j', ([scalevolume1, scalevolume2, scalevolume3], tiers) => {
    expect(scaleVolumes({ scalevolume1, scalevolume2, scalevolume3 })).toEqual(tiers);
  });
});

describe('PRICE_INFO_FIELDS', () => {
  it('lists the 18 fields of the spec once each', () => {
    expect(PRICE_INFO_FIELDS).toHaveLength(18);
    expect(new Set(PRICE_INFO_FIELDS).size).toBe(18);
    expect(PRICE_INFO_FIELDS).toContain('delivery_days');
    expect(PRICE_INFO_FIELDS).not.toContain('deleivery_days');
  });
});
