import Big from 'big.js';
import type { Decimal } from './decimal';
import { PRICE_MAX_DECIMALS } from './price-info';

// As many decimals as a unit price has: one below a cent keeps its own.
const MAX_DECIMALS = PRICE_MAX_DECIMALS;

/**
 * A gross price without its VAT, rounded half-up: gross ÷ (1 + rate/100), to cents, or to the decimals the
 * gross price has when it has more (up to 4: 0.0125 € gross at 19 % is 0.0105 € net, not 0.01 €). The
 * service gives gross prices and the rate in percent (`tax`, e.g. 19 or 8.1); the one rule wherever a net
 * price is shown.
 */
export function netPrice(gross: Decimal, taxPercent: Decimal | number): Decimal {
  const places = Math.min(MAX_DECIMALS, Math.max(2, new Big(gross).toFixed().split('.')[1]?.length ?? 0));
  return new Big(gross).times(100).div(new Big(taxPercent).plus(100)).round(places, Big.roundHalfUp).toFixed(places);
}
