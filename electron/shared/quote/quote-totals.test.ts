import { describe, expect, it } from 'vitest';
import { grandTotal, lineTotal } from './quote-totals';

describe('quote totals are decimal-exact', () => {
  it.each([
    ['0.1', 3, '0.30'],
    ['15.95', 3, '47.85'],
    ['1.005', 1, '1.01'],
    ['0.125', 1, '0.13'],
    ['0.115', 1, '0.12'],
    ['19.99', 100, '1999.00'],
    ['0', 5, '0.00'],
  ])('%s × %i = %s', (price, quantity, expected) => {
    expect(lineTotal(price, quantity)).toBe(expected);
  });

  it('adds rounded line totals exactly', () => {
    expect(grandTotal(['0.10', '0.20'])).toBe('0.30');
    expect(grandTotal([])).toBe('0.00');
  });

  it('adds 10,000 lines without drift', () => {
    const totals = Array.from({ length: 10_000 }, () => lineTotal('0.1', 1));
    expect(grandTotal(totals)).toBe('1000.00');
  });
});
