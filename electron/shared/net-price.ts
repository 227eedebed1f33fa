import Big from 'big.js';
import type { Decimal } from './decimal';
import { factorPriceOf, hasOfferedPrice, offeredPrice, priceDecimals, unitPriceOf, type PriceInfo } from './price-info';
import type { PriceBasis } from './quote/quote-figures';

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

/**
 * The price offered on a basis: gross, offeredPrice's; net, the net price (netPrice of the unit price) ×
 * the factor, rounded once (factorPriceOf), exactly as a quote line's net unit price is (priceLine), so the
 * phone says what the quote will. None (0) where offeredPrice has none. The one rule for the lookup and the
 * phone line of a customer on net prices.
 */
export function offeredPriceOn(
  info: Pick<PriceInfo, 'price' | 'factor_price' | 'tax'>,
  factor: Decimal | null,
  basis: PriceBasis,
): Decimal {
  if (basis === 'gross' || !hasOfferedPrice(info, factor)) return offeredPrice(info, factor);
  const net = netPrice(unitPriceOf(info.price), info.tax);
  return factor === null ? net : factorPriceOf(net, factor);
}
