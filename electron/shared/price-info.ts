/** A decimal number kept as its exact text, e.g. "47.85". Money never becomes a float. */
export type Decimal = string;

/** Lifecycle codes documented by the price service. */
export type LifecycleCode = 'A' | 'B' | 'C' | 'D' | 'E' | 'F';

/**
 * One article's price information, normalised from the service's answer: the spec's 18 field
 * names, `delivery_days` whichever spelling arrived, `producerSKU` and `base_unit` trimmed.
 */
export interface PriceInfo {
  price: Decimal;
  factor_price: Decimal;
  pseudo_price: Decimal;
  factor_pseudo_price: Decimal;
  dealer_price: Decimal;
  base_price: Decimal;
  base_unit: string;
  currencySign: string;
  delivery_days: number;
  hotdeal: boolean;
  novelty: boolean;
  lifecycle: string;
  producerSKU: string;
  scalevolume1: number;
  scalevolume2: number;
  scalevolume3: number;
  stock: number;
  tax: Decimal;
}

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
