import { msg, type Message } from '../i18n/catalogue';
import { netPrice } from '../net-price';
import { hasOfferedPrice, unitPriceOf, type Decimal, type PriceInfo, type PriceSource } from '../price-info';
import { validKeptPricing } from './kept-pricing';
import { lineOffer, type LineOffer } from './line-offer';
import {
  DEFAULT_PRICE_BASIS,
  lineFigures,
  quoteFigures,
  quoteBasis,
  quoteTaxing,
  type LineFigures,
  type PriceBasis,
  type QuoteFigures,
  type QuoteTaxing,
} from './quote-figures';
import { basisPrices, type BasisPrices } from './quote-totals';
import { quoteLineWarnings, scaleTierHint } from './quote-warnings';
import { lineFactor, type SavedQuote } from './saved-quote';

/** A quote line with its answer from the service, as shown and exported. */
export interface PricedLine {
  artnr: string;
  /** The line's description, where it has one (what the article is, for the customer). */
  description?: string | undefined;
  quantity: number;
  /** The factor this line was priced with (the quote's, or the line's own), or null. */
  factor: Decimal | null;
  currency: string;
  /** False when the service has no price to offer for the article (hasOfferedPrice): the line is left out of the total. */
  priceSet: boolean;
  /** The service's price (gross) as a unit price (unitPriceOf: at most 4 decimals). */
  unitPrice: Decimal;
  /** The price × the factor, gross, rounded once (factorPriceOf); null without a factor. */
  factorPrice: Decimal | null;
  /** Factor price × quantity with a factor, else price × quantity, gross; rounded half-up to 2 decimals once. */
  lineTotal: Decimal;
  /** The same on the net basis, each from the net price shown (netPrice of the price): never from a gross figure. */
  net: BasisPrices;
  /** The VAT rate in percent (the service's `tax`), e.g. "19". */
  tax: Decimal;
  /** Whether the line is offered (lineOffer): only offered lines count in a total. */
  offer: LineOffer;
  dealerPrice: Decimal;
  stock: number;
  deliveryDays: number;
  lifecycle: string;
  /**
   * When its stock and delivery are from, where they are not current (stockAsOf: a last-known answer, or
   * pricing kept from before); null or missing: current. Every copy dates them (availabilityText).
   */
  stockAsOf?: string | null | undefined;
  /** What to tell the sales person about this line; worded by whoever shows it (translator.text). */
  warnings: Message[];
}

/** Prices one quote line from the service's answer for it. */
export function priceLine(
  line: { artnr: string; quantity: number; factor: Decimal | null },
  info: PriceInfo,
  options: { tierHint?: boolean } = {},
): PricedLine {
  const hint = options.tierHint ? scaleTierHint(info, line.quantity) : null;
  const price = unitPriceOf(info.price);
  // Each basis from the price it shows: the factor price is that price × the factor, the line total that × the quantity.
  const gross = basisPrices(price, line.factor, line.quantity);
  const priceSet = hasOfferedPrice(info, line.factor);
  const warnings = [...(priceSet ? [] : [msg('errors.quoteWarning.noPrice')]), ...quoteLineWarnings(info, line.quantity)];
  return {
    artnr: line.artnr,
    quantity: line.quantity,
    factor: line.factor,
    currency: info.currencySign,
    priceSet,
    unitPrice: gross.unitPrice,
    factorPrice: gross.factorPrice,
    lineTotal: gross.lineTotal,
    net: basisPrices(netPrice(price, info.tax), line.factor, line.quantity),
    tax: info.tax,
    offer: lineOffer({ priceSet, lifecycle: info.lifecycle, stock: info.stock, quantity: line.quantity }),
    dealerPrice: info.dealer_price,
    stock: info.stock,
    deliveryDays: info.delivery_days,
    lifecycle: info.lifecycle,
    warnings: hint === null ? warnings : [...warnings, hint],
  };
}

export type QuoteTotal =
  | {
      ok: true;
      currency: string | null;
      /** The first total line on the quote's basis: the sum of the line totals shown. */
      total: Decimal;
      /** Every line's figures and the totals block, on the quote's basis. */
      figures: QuoteFigures;
    }
  | { ok: false; currencies: string[]; message: Message };

/**
 * The total of the lines offered, on a basis and under the quote's VAT treatment (quoteFigures; a basis
 * alone charges VAT), refused when they are in more than one currency. A line without a price or
 * discontinued is shown, marked and left out of the total.
 */
export function quoteTotal(
  all: readonly PricedLine[],
  basis: PriceBasis | QuoteTaxing = DEFAULT_PRICE_BASIS,
  figuresOf: (line: PricedLine, basis: PriceBasis) => LineFigures = lineFigures,
): QuoteTotal {
  const currencies = [...new Set(all.filter((line) => line.offer === 'offered').map((line) => line.currency))];
  if (currencies.length > 1) {
    return {
      ok: false,
      currencies,
      message: msg('errors.quote.mixedCurrencies', { currencies: currencies.join(', ') }),
    };
  }
  const figures = quoteFigures(all, basis, figuresOf);
  return { ok: true, currency: currencies[0] ?? null, total: figures.total, figures };
}

/** A saved quote's total as the quote shows it, with its basis and both sums (keptQuoteTotal). */
export interface KeptQuoteTotal {
  /** The first total line: the sum on the quote's basis, the binding one. */
  total: Decimal;
  currency: string;
  basis: PriceBasis;
  /** The net sum; null on the gross basis while a line's VAT rate is unknown (no net is claimed then). */
  net: Decimal | null;
  gross: Decimal;
}

/**
 * A saved quote's total as the quote shows it from what is kept: every line priced by its kept pricing
 * where that still holds (validKeptPricing), by the one pricing rule (priceLine) and the one totals rule
 * (quoteTotal) on the quote's basis, with that basis and its net and gross sums. Null while a line has no
 * such pricing (the total is not known yet) or the lines are in more than one currency; null for a quote
 * without lines or without a line offered, which shows none (never a total of 0.00 beside prices on request).
 */
export function keptQuoteTotal(quote: SavedQuote, source: PriceSource): KeptQuoteTotal | null {
  // A quote without lines shows no total.
  if (quote.lines.length === 0) return null;
  const priced: PricedLine[] = [];
  for (const line of quote.lines) {
    const factor = lineFactor(quote, line);
    const pricing = validKeptPricing(quote, line, { artnr: line.artnr, country: quote.country, factor }, source);
    if (pricing === null) return null;
    priced.push(priceLine({ artnr: line.artnr, quantity: line.quantity, factor }, pricing.info));
  }
  const basis = quoteBasis(quote);
  const total = quoteTotal(priced, quoteTaxing(quote));
  // No currency: no line offered, nothing added up.
  if (!total.ok || total.currency === null) return null;
  const { figures } = total;
  return { total: total.total, currency: total.currency, basis, net: figures.net, gross: figures.gross };
}
