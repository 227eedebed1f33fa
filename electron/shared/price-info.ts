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

/**
 * A unit price as the app offers it: the service's figure, rounded half-up to 4 decimals where it has more
 * (a factor price is price × factor: 47.85 × 1.0001 = 47.854785 is offered at 47.8548). Money shows at most
 * 4 decimals, so what is shown is what is multiplied: unit price × quantity = line total on every copy.
 */
export function unitPriceOf(figure: Decimal): Decimal {
  const exact = new Big(figure);
  const decimals = exact.toFixed().split('.')[1]?.length ?? 0;
  return decimals > PRICE_MAX_DECIMALS ? exact.round(PRICE_MAX_DECIMALS, Big.roundHalfUp).toFixed() : figure;
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
 * The price offered to the customer, gross: with a factor the service's factor price (price × factor),
 * else the price, as a unit price (unitPriceOf). Never the dealer list price. The one rule for screen, phone
 * line, quote and CLI.
 */
export function offeredPrice(info: Pick<PriceInfo, 'price' | 'factor_price'>, factor: Decimal | null): Decimal {
  return unitPriceOf(factor === null ? info.price : info.factor_price);
}

/**
 * Whether there is a price to offer: the offered price (offeredPrice) is set, not the service's 0. With a
 * factor that is the factor price, so a factor price of 0 beside a price (a tiny one rounded to 0, or a
 * factor the service did not apply) is no price either, never "0,00 €". The one "no price" rule of the
 * screen, the phone line, the recent lookups, the CLI and a quote line (priceLine).
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
