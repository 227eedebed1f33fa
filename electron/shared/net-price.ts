import Big from 'big.js';
import type { Decimal } from './decimal';

/**
 * A gross price without its VAT, rounded half-up to cents: gross ÷ (1 + rate/100). The service gives
 * gross prices and the rate in percent (`tax`, e.g. 19 or 8.1); the one rule wherever a net price is shown.
 */
export function netPrice(gross: Decimal, taxPercent: Decimal | number): Decimal {
  return new Big(gross).times(100).div(new Big(taxPercent).plus(100)).round(2, Big.roundHalfUp).toFixed(2);
}
