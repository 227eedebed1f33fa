import Big from 'big.js';
import { msg, type Message } from '../i18n/catalogue';
import { hasPrice, offeredUnitPrice, type Decimal } from '../price-info';
import { lineOfferMark, type LineOffer } from './line-offer';
import type { BasisPrices } from './quote-totals';
import { vatBreakdown } from './quote-vat';
import { chargedVatRate, chargesVat, DEFAULT_VAT_TREATMENT, quoteVatOf, type QuoteVat } from './vat-treatment';

/** Whether a quote shows net prices (business customers) or gross (consumers). */
export type PriceBasis = 'net' | 'gross';

export const PRICE_BASES = ['gross', 'net'] as const satisfies readonly PriceBasis[];

/** A quote saved before it had a basis, and a new one: gross, as the service gives its prices. */
export const DEFAULT_PRICE_BASIS: PriceBasis = 'gross';

/** The basis a quote shows its prices on: net where its VAT treatment charges none (intra-Community supply, export). */
export function quoteBasis(quote: { priceBasis?: PriceBasis | undefined; vat?: QuoteVat | undefined }): PriceBasis {
  return chargesVat(quoteVatOf(quote).treatment) ? (quote.priceBasis ?? DEFAULT_PRICE_BASIS) : 'net';
}

/** What a quote's figures are made on: its basis and its VAT treatment (with the VAT ID its note names). */
export interface QuoteTaxing extends QuoteVat {
  basis: PriceBasis;
}

/** A quote's basis and VAT treatment, as its figures take them (quoteFigures, quoteTotal). */
export function quoteTaxing(quote: { priceBasis?: PriceBasis | undefined; vat?: QuoteVat | undefined }): QuoteTaxing {
  return { ...quoteVatOf(quote), basis: quoteBasis(quote) };
}

/** A basis alone (a quote without a treatment: VAT charged), or a quote's taxing, as quoteFigures takes it. */
export function taxingOf(taxing: PriceBasis | QuoteTaxing): QuoteTaxing {
  if (typeof taxing !== 'string') return chargesVat(taxing.treatment) ? taxing : { ...taxing, basis: 'net' };
  return { basis: taxing, treatment: DEFAULT_VAT_TREATMENT, vatId: '' };
}

/** What a price cell shows: an amount (formatted by whoever shows it), or words where there is none. */
export type Shown = { amount: Decimal } | { words: Message };

/**
 * A line as the figures need it: its prices on each basis, as priced (priceLine) once, its VAT rate and
 * whether it is offered. The gross prices are the line's own fields, the net ones `net`.
 */
export interface FigureLine extends BasisPrices {
  quantity: number;
  /** On the net basis, from the net price shown; null when the VAT rate is unknown. */
  net: BasisPrices | null;
  /** The VAT rate in percent; null when unknown. */
  tax: Decimal | null;
  offer: LineOffer;
}

/** What one line shows on the quote's basis. */
export interface LineFigures {
  offer: LineOffer;
  /** The service's price (internal copies). */
  price: Shown;
  /** The factor price; null without a factor (internal copies). */
  factorPrice: Shown | null;
  /** The unit price offered: the factor price with a factor, else the price. */
  unitPrice: Shown;
  /** An amount only for a line counted in the total; a line left out shows why. */
  lineTotal: Shown;
}

/** One line of the totals block, in order. On the net basis VAT is added; on the gross basis it is contained. */
export type TotalLine =
  | { kind: 'net'; amount: Decimal }
  | {
      kind: 'vat';
      rate: Decimal;
      /** The rate's own net (net basis) or gross (gross basis) sum when there are several rates. */ base: Decimal | null;
      amount: Decimal;
    }
  | { kind: 'gross'; amount: Decimal };

export interface QuoteFigures {
  basis: PriceBasis;
  /** The VAT treatment the totals were made on, and the VAT ID its note names (totalNotes). */
  vat: QuoteVat;
  lines: LineFigures[];
  /** The totals block; the first line is the sum of the line totals shown. Empty when no line is offered. */
  totals: TotalLine[];
  /** The first total line's amount. */
  total: Decimal;
  net: Decimal | null;
  gross: Decimal;
  /** Lines shown but left out of the total, by why. */
  leftOut: { noPrice: number; discontinued: number; unknownRate: number };
  /** Gross basis: lines counted whose VAT rate is unknown; only the gross total is given then. */
  unknownRate: number;
}

const NO_RATE = msg('quote.figures.noRate');

/**
 * What one line shows on a basis: the prices it was priced with on that basis (priceLine computed each
 * once; nothing is worked out here), words where there is none, and its line total, or why it is left out.
 */
export function lineFigures(line: FigureLine, basis: PriceBasis): LineFigures {
  // Null on the net basis when the VAT rate is unknown: no net price is claimed.
  const prices = basis === 'gross' ? line : line.net;
  // A price of 0 is the service's "none", also on a discontinued line: never shown as 0.00.
  const noPrice = line.offer === 'no-price' || !hasPrice({ price: offeredUnitPrice(line) });
  const shown = (amount: Decimal | null | undefined): Shown => {
    if (noPrice) return { words: msg('document.noPrice') };
    return amount === null || amount === undefined ? { words: NO_RATE } : { amount };
  };
  const unitPrice = shown(prices && offeredUnitPrice(prices));
  const figures = {
    offer: line.offer,
    price: shown(prices?.unitPrice),
    factorPrice: line.factorPrice === null ? null : shown(prices?.factorPrice),
    unitPrice,
  };
  const mark = lineOfferMark(line.offer);
  if (mark !== null) return { ...figures, lineTotal: { words: mark } };
  return { ...figures, lineTotal: 'amount' in unitPrice ? shown(prices?.lineTotal) : unitPrice };
}

/**
 * What every line shows and the totals, on a basis and under a VAT treatment: the one rule for screen,
 * summary, table, CSV, PDF, print and CLI (docs/user-guide.md, "which total is binding" and "VAT per
 * customer"). The VAT each rate charges is chargedVatRate's: the line's rate, or 0 for intra-Community supplies and
 * export, whose quotes are always net (net + 0.00 VAT = the total). Only offered lines count. Each basis sums
 * its own line totals (each the offered unit price shown × quantity, to cents once; the net unit price is
 * the net price shown × the factor, not worked back from a gross one), and that sum is the binding total;
 * the other is derived once from the sums per VAT rate. Gross: the VAT contained per rate from the rate's
 * gross sum, net = gross − VAT (vatBreakdown). Net: the VAT of each rate from its net sum (half-up),
 * gross = net + VAT. Either way the line totals shown add up to the first total line.
 */
export function quoteFigures<Line extends FigureLine>(
  all: readonly Line[],
  taxing: PriceBasis | QuoteTaxing,
  // lineFigures itself, or its results kept by whoever asks often (the window, while answers arrive).
  figuresOf: (line: Line, basis: PriceBasis) => LineFigures = lineFigures,
): QuoteFigures {
  const { basis, treatment, vatId } = taxingOf(taxing);
  const leftOut = { noPrice: 0, discontinued: 0, unknownRate: 0 };
  const counted: { lineTotal: Decimal; tax: Decimal | null }[] = [];
  const lines = all.map((line): LineFigures => {
    const figures = figuresOf(line, basis);
    if (line.offer === 'no-price') leftOut.noPrice += 1;
    else if (line.offer === 'discontinued') leftOut.discontinued += 1;
    else if (!('amount' in figures.lineTotal)) leftOut.unknownRate += 1;
    else counted.push({ lineTotal: figures.lineTotal.amount, tax: chargedVatRate(treatment, line.tax) });
    return figures;
  });
  const totals = basis === 'gross' ? grossTotals(counted) : netTotals(counted);
  // Nothing offered, nothing to add up: no total of 0.00 beside lines that have prices to ask for.
  return { basis, vat: { treatment, vatId }, lines, leftOut, ...totals, totals: counted.length === 0 ? [] : totals.totals };
}

type Totals = Pick<QuoteFigures, 'totals' | 'total' | 'net' | 'gross' | 'unknownRate'>;

function grossTotals(lines: readonly { lineTotal: Decimal; tax: Decimal | null }[]): Totals {
  const breakdown = vatBreakdown(lines);
  const several = breakdown.shares.length > 1;
  const known = breakdown.unknownRate === 0;
  return {
    totals: [
      { kind: 'gross', amount: breakdown.gross },
      // With a rate unknown, no VAT is claimed for the quote.
      ...(known
        ? breakdown.shares.map((share): TotalLine => ({
            kind: 'vat',
            rate: share.rate,
            base: several ? share.gross : null,
            amount: share.vat,
          }))
        : []),
    ],
    total: breakdown.gross,
    net: known ? breakdown.net : null,
    gross: breakdown.gross,
    unknownRate: breakdown.unknownRate,
  };
}

function netTotals(lines: readonly { lineTotal: Decimal; tax: Decimal | null }[]): Totals {
  const byRate = new Map<string, Big>();
  let net = new Big(0);
  for (const line of lines) {
    net = net.plus(line.lineTotal);
    // Counted lines on the net basis have a rate: a line without one is left out above.
    const rate = new Big(line.tax ?? '0').toString();
    byRate.set(rate, (byRate.get(rate) ?? new Big(0)).plus(line.lineTotal));
  }
  const several = byRate.size > 1;
  const shares = [...byRate]
    .sort(([a], [b]) => new Big(b).cmp(a))
    .map(([rate, rateNet]): TotalLine => ({
      kind: 'vat',
      rate,
      base: several ? rateNet.toFixed(2) : null,
      amount: rateNet.times(rate).div(100).round(2, Big.roundHalfUp).toFixed(2),
    }));
  const gross = shares.reduce((sum, share) => sum.plus(share.amount), net).toFixed(2);
  return {
    totals: [{ kind: 'net', amount: net.toFixed(2) }, ...shares, { kind: 'gross', amount: gross }],
    total: net.toFixed(2),
    net: net.toFixed(2),
    gross,
    unknownRate: 0,
  };
}
