import Big from 'big.js';
import type { Decimal } from '../../../electron/shared/price-info';

// Shared with main, which formats the quote document's money the same way.
export { formatDecimal, formatMoney } from '../../../electron/shared/format/numbers';

/** Whether a decimal text is above zero, compared as a decimal, not a float. */
export function isPositive(value: Decimal): boolean {
  return new Big(value).gt(0);
}
