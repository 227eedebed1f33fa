import Big from 'big.js';
import type { Decimal } from '../../../electron/shared/price-info';

const ISO_CURRENCY = /^[A-Z]{3}$/;

/**
 * Money in the user's locale. The decimal text goes to Intl as a string, which formats it exactly:
 * no float ever stands in for a price.
 */
export function formatMoney(amount: Decimal, currency: string, locale: string): string {
  const code = currency.trim().toUpperCase();
  if (ISO_CURRENCY.test(code)) {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(amount as Intl.StringNumericLiteral);
    } catch {
      // An unknown code falls through to the plain form.
    }
  }
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${number.format(amount as Intl.StringNumericLiteral)} ${currency.trim()}`.trim();
}

/** A factor or percentage in the user's locale, with up to 4 decimals and none added. */
export function formatDecimal(value: Decimal, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(value as Intl.StringNumericLiteral);
}

/** Whether a decimal text is above zero, compared as a decimal, not a float. */
export function isPositive(value: Decimal): boolean {
  return new Big(value).gt(0);
}
