import type { PriceInfo } from './price-info-schema';

// Described once, by the schema; imported as types only, so the renderer's bundle carries no zod.
export type { Decimal } from './decimal';
export type { PriceInfo } from './price-info-schema';

/** Lifecycle codes documented by the price service. */
export type LifecycleCode = 'A' | 'B' | 'C' | 'D' | 'E' | 'F';

// The renderer lists the fields without the schema: `satisfies` holds these keys to the schema's, each
// once and no other (an object literal refuses a missing, an extra and a repeated key).
const FIELDS_IN_SPEC_ORDER = {
  base_price: true,
  base_unit: true,
  currencySign: true,
  dealer_price: true,
  delivery_days: true,
  factor_price: true,
  factor_pseudo_price: true,
  hotdeal: true,
  lifecycle: true,
  novelty: true,
  price: true,
  producerSKU: true,
  pseudo_price: true,
  scalevolume1: true,
  scalevolume2: true,
  scalevolume3: true,
  stock: true,
  tax: true,
} as const satisfies Record<keyof PriceInfo, true>;

/** The 18 field names of the price information object, in the spec's order. */
export const PRICE_INFO_FIELDS = Object.keys(FIELDS_IN_SPEC_ORDER) as readonly (keyof PriceInfo)[];

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

/** Where prices come from: the configured price service, or the built-in simulator's demo data. */
export type PriceSource = 'service' | 'demo';
