import type { Decimal, PriceInfo } from '../price-info';
import { grandTotal, lineTotal } from './quote-totals';
import { quoteLineWarnings } from './quote-warnings';

/** A quote line with its answer from the service, as shown and exported. */
export interface PricedLine {
  artnr: string;
  quantity: number;
  /** The factor this line was priced with (the quote's, or the line's own), or null. */
  factor: Decimal | null;
  currency: string;
  unitPrice: Decimal;
  /** The service's factor price; null without a factor. */
  factorPrice: Decimal | null;
  /** Factor price × quantity with a factor, else price × quantity; rounded half-up to 2 decimals once. */
  lineTotal: Decimal;
  dealerPrice: Decimal;
  stock: number;
  deliveryDays: number;
  lifecycle: string;
  warnings: string[];
}

/** Prices one quote line from the service's answer for it. */
export function priceLine(line: { artnr: string; quantity: number; factor: Decimal | null }, info: PriceInfo): PricedLine {
  const factorPrice = line.factor === null ? null : info.factor_price;
  return {
    artnr: line.artnr,
    quantity: line.quantity,
    factor: line.factor,
    currency: info.currencySign,
    unitPrice: info.price,
    factorPrice,
    lineTotal: lineTotal(factorPrice ?? info.price, line.quantity),
    dealerPrice: info.dealer_price,
    stock: info.stock,
    deliveryDays: info.delivery_days,
    lifecycle: info.lifecycle,
    warnings: quoteLineWarnings(info, line.quantity),
  };
}

export type QuoteTotal = { ok: true; currency: string | null; total: Decimal } | { ok: false; currencies: string[]; message: string };

/** The grand total of the priced lines, refused when they are in more than one currency. */
export function quoteTotal(lines: readonly PricedLine[]): QuoteTotal {
  const currencies = [...new Set(lines.map((line) => line.currency))];
  if (currencies.length > 1) {
    return {
      ok: false,
      currencies,
      message: `This quote mixes currencies (${currencies.join(', ')}), so no total is given. Keep one currency per quote.`,
    };
  }
  return { ok: true, currency: currencies[0] ?? null, total: grandTotal(lines.map((line) => line.lineTotal)) };
}
