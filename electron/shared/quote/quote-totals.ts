import Big from 'big.js';
import { factorPriceOf, type Decimal } from '../price-info';

/** A line total: unit price times quantity, rounded half-up to 2 decimals once. */
export function lineTotal(unitPrice: Decimal, quantity: number): Decimal {
  return new Big(unitPrice).times(quantity).round(2, Big.roundHalfUp).toFixed(2);
}

/** A line's prices on one basis (gross or net), each computed once from the one before it. */
export interface BasisPrices {
  /** The price shown: the service's (gross), or it without its VAT (net). */
  unitPrice: Decimal;
  /** The price shown × the factor (factorPriceOf); null without a factor. */
  factorPrice: Decimal | null;
  /** The offered unit price (the factor price, else the price) × the quantity (lineTotal). */
  lineTotal: Decimal;
}

/** A line's prices on one basis from the price shown on it, the line's factor and quantity: a calculator gets the same. */
export function basisPrices(shown: Decimal, factor: Decimal | null, quantity: number): BasisPrices {
  const factorPrice = factor === null ? null : factorPriceOf(shown, factor);
  return { unitPrice: shown, factorPrice, lineTotal: lineTotal(factorPrice ?? shown, quantity) };
}
