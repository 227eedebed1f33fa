import Big from 'big.js';
import type { Decimal } from './decimal';
import type { PriceInfo } from './price-info-schema';

// Described once, by the schema; imported as types only, so the renderer's bundle carries no zod.
export type { Decimal } from './decimal';
export type { PriceInfo } from './price-info-schema';

/** Lifecycle codes documented by the price service. */
export type LifecycleCode = 'A' | 'B' | 'C' | 'D' | 'E' | 'F';

/** The 18 field names of the price information object, in the spec's order. */
export const PRICE_INFO_FIELDS = [
  'base_price',
  'base_unit',
  'currencySign',
  'dealer_price',
  'delivery_days',
  'factor_price',
  'factor_pseudo_price',
  'hotdeal',
  'lifecycle',
  'novelty',
  'price',
  'producerSKU',
  'pseudo_price',
  'scalevolume1',
  'scalevolume2',
  'scalevolume3',
  'stock',
  'tax',
] as const satisfies readonly (keyof PriceInfo)[];

// The renderer lists the fields without the schema (and zod): `satisfies` refuses a field the schema
// lacks, this a field of the schema the list lacks ("does not satisfy the constraint 'never'").
type Never<T extends never> = T;
type _EveryFieldListed = Never<Exclude<keyof PriceInfo, (typeof PRICE_INFO_FIELDS)[number]>>;

/** The service reports stock capped at this value; it means "this many or more". */
export const STOCK_CAP = 11;

/** Stock as a person should read it: the cap means "at least". */
export function stockLabel(stock: number): string {
  return stock >= STOCK_CAP ? `${STOCK_CAP}+` : String(stock);
}

/** The non-zero scale volume tiers, lowest first. */
export function scaleVolumes(info: Pick<PriceInfo, 'scalevolume1' | 'scalevolume2' | 'scalevolume3'>): number[] {
  return [info.scalevolume1, info.scalevolume2, info.scalevolume3].filter((tier) => tier > 0);
}

/** The most decimals a unit price is shown and multiplied with: one below a cent keeps its own (0.0125). */
export const PRICE_MAX_DECIMALS = 4;

/** How many decimals a decimal's text has ("47.85": 2, "19": 0). */
function decimalsOf(figure: Decimal): number {
  return new Big(figure).toFixed().split('.')[1]?.length ?? 0;
}

/** The decimals a price derived from `figure` is rounded to: the cent, or the figure's own below it (at most 4). */
export function priceDecimals(figure: Decimal): number {
  return Math.min(PRICE_MAX_DECIMALS, Math.max(2, decimalsOf(figure)));
}

/**
 * A price as the service gives it, as the app shows and multiplies it: rounded half-up to 4 decimals where
 * it has more (money shows at most 4), so what is shown is what is multiplied on every copy.
 */
export function unitPriceOf(figure: Decimal): Decimal {
  return decimalsOf(figure) > PRICE_MAX_DECIMALS ? new Big(figure).round(PRICE_MAX_DECIMALS, Big.roundHalfUp).toFixed() : figure;
}

/**
 * A factor price: the unit price as shown (gross, or net on a net quote) × the factor, rounded half-up
 * once, to the cent: 13.40 × 1.15 = 15.41, 47.85 × 1.0001 = 47.85, so it can be checked by hand from the
 * price and the factor beside it. A price shown below a cent (a piece price of 0.0125) is rounded to its
 * own decimals (at most 4: 0.0156), not to 0.02 or to nothing. The one rule for the offered price with a
 * factor, on screen, phone line, quote and CLI (offeredPrice, priceLine).
 */
export function factorPriceOf(shown: Decimal, factor: Decimal): Decimal {
  const places = priceDecimals(shown);
  return new Big(shown).times(factor).round(places, Big.roundHalfUp).toFixed(places);
}

/**
 * Whether the service set a price: for an article without one it answers a price of 0 (its own
 * reference article does), which must never be read out or totalled as a price; nor one that is 0 as
 * offered (unitPriceOf: below 0.00005).
 */
export function hasPrice(info: Pick<PriceInfo, 'price'>): boolean {
  return new Big(unitPriceOf(info.price)).gt(0);
}

/**
 * The price offered to the customer, gross: the price (unitPriceOf), with a factor its factor price
 * (factorPriceOf: price × factor, to the cent once). With a factor the service gave no factor price for
 * (0 beside a price: a factor it did not apply, or its factor price rounded to nothing), none: 0. Never the
 * dealer list price. The one rule for screen, comparison, phone line, recent lookups, quote and CLI.
 */
export function offeredPrice(info: Pick<PriceInfo, 'price' | 'factor_price'>, factor: Decimal | null): Decimal {
  const price = unitPriceOf(info.price);
  if (factor === null) return price;
  return new Big(info.factor_price).gt(0) ? factorPriceOf(price, factor) : '0';
}

/**
 * Whether there is a price to offer: the offered price (offeredPrice) is set, not the service's 0, nor 0
 * once the factor is applied (0.004785 is no cent): never "0,00 €". The one "no price" rule of the screen,
 * the comparison, the phone line, the recent lookups, the CLI and a quote line (priceLine).
 */
export function hasOfferedPrice(info: Pick<PriceInfo, 'price' | 'factor_price'>, factor: Decimal | null): boolean {
  return hasPrice({ price: offeredPrice(info, factor) });
}

/**
 * The same rule for a priced quote line, which keeps its factor price exactly when it has a factor
 * (priceLine): the factor price, else the price. The window, phone summary, table, CSV, PDF, print and
 * CLI take a line's offered price from here or from lineFigures, which asks this.
 */
export function offeredUnitPrice(line: { unitPrice: Decimal; factorPrice: Decimal | null }): Decimal {
  return line.factorPrice ?? line.unitPrice;
}

/** Where prices come from: the configured price service, or the built-in simulator's demo data. */
export type PriceSource = 'service' | 'demo';

/**
 * The prices the app shows (main's, and the CLI's `quote find` for kept totals): demo data when chosen or
 * without a service set up, unless IT's AllowDemo policy is false: then the service, which says it is not set up.
 */
export function priceSourceOf(settings: { useDemo: boolean; baseUrl: string | null }, allowDemo: boolean | undefined): PriceSource {
  return allowDemo !== false && (settings.useDemo || settings.baseUrl === null) ? 'demo' : 'service';
}
