import Big from 'big.js';
import type { Decimal } from '../price-info';

/** A line total: unit price times quantity, rounded half-up to 2 decimals once. */
export function lineTotal(unitPrice: Decimal, quantity: number): Decimal {
  return new Big(unitPrice).times(quantity).round(2, Big.roundHalfUp).toFixed(2);
}

/** The sum of already-rounded line totals, exact. */
export function grandTotal(lineTotals: readonly Decimal[]): Decimal {
  return lineTotals.reduce((sum, total) => sum.plus(total), new Big(0)).toFixed(2);
}
