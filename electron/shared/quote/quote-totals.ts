import Big from 'big.js';
import type { Decimal } from '../price-info';

/** A line total: unit price times quantity, rounded half-up to 2 decimals once. */
export function lineTotal(unitPrice: Decimal, quantity: number): Decimal {
  return new Big(unitPrice).times(quantity).round(2, Big.roundHalfUp).toFixed(2);
}
