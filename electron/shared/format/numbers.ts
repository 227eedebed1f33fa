import type { Decimal } from '../price-info';

const ISO_CURRENCY = /^[A-Z]{3}$/;

// Making an Intl.NumberFormat costs far more than using one, and long lists format hundreds of
// numbers per render: one formatter per locale and style, made once.
const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Money in the user's locale. The decimal text goes to Intl as a string, which formats it exactly:
 * no float ever stands in for a price.
 */
export function formatMoney(amount: Decimal, currency: string, locale: string): string {
  const code = currency.trim().toUpperCase();
  if (ISO_CURRENCY.test(code)) {
    try {
      return numberFormat(locale, { style: 'currency', currency: code }).format(amount as Intl.StringNumericLiteral);
    } catch {
      // An unknown code falls through to the plain form.
    }
  }
  const number = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${number.format(amount as Intl.StringNumericLiteral)} ${currency.trim()}`.trim();
}

/** A factor or percentage in the user's locale, with up to 4 decimals and none added. */
export function formatDecimal(value: Decimal, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 4 }).format(value as Intl.StringNumericLiteral);
}
