import { describe, expect, it } from 'vitest';
import { netPrice } from './net-price';

describe('netPrice', () => {
  it('takes the VAT out of a gross price, rounded half-up to cents', () => {
    expect(netPrice('119.00', 19)).toBe('100.00');
    expect(netPrice('9.90', '19')).toBe('8.32');
    expect(netPrice('10.44', '25.5')).toBe('8.32');
    // 1.075 rounds up, exactly: no float in the way.
    expect(netPrice('1.16', '7.9')).toBe('1.08');
    expect(netPrice('23.27', '8.1')).toBe('21.53');
  });

  it('keeps a price at a rate of 0 and a price of 0 as they are', () => {
    expect(netPrice('12.34', 0)).toBe('12.34');
    expect(netPrice('0', 19)).toBe('0.00');
  });

  it('keeps the decimals of a unit price below a cent, up to 4', () => {
    expect(netPrice('0.0125', 19)).toBe('0.0105');
    expect(netPrice('1.005', '19')).toBe('0.845');
    expect(netPrice('0.12345', 19)).toBe('0.1037');
  });
});
