import Big from 'big.js';
import type { Decimal } from './decimal';
import { priceDecimals } from './price-info';

/**
 * A gross price without its VAT, rounded half-up: gross ÷ (1 + rate/100), to cents, or to the decimals the
 * gross price has when it has more (up to 4: 0.0125 € gross at 19 % is 0.0105 € net, not 0.01 €; priceDecimals).
 * The service gives gross prices and the rate in percent (`tax`, e.g. 19 or 8.1); the one rule wherever a net
 * price is shown.
 */
export function netPrice(gross: Decimal, taxPercent: Decimal | number): Decimal {
  const places = priceDecimals(gross);
  return new Big(gross).times(100).div(new Big(taxPercent).plus(100)).round(places, Big.roundHalfUp).toFixed(places);
}
