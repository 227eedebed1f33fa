// Test helper, imported only by tests (no bundle starts here). Free of Node, so renderer tests can use it.
import Big from 'big.js';
import type { PriceInfo } from '../../electron/shared/price-info';

/** The reference article 900155 in Germany as the app holds it, with the changes a test needs. */
export function priceInfo(change: Partial<PriceInfo> = {}): PriceInfo {
  return {
    price: '47.85',
    factor_price: '0',
    pseudo_price: '0',
    factor_pseudo_price: '0',
    dealer_price: '24.13',
    base_price: '0',
    base_unit: '',
    currencySign: 'EUR',
    delivery_days: 0,
    hotdeal: false,
    novelty: false,
    lifecycle: 'E',
    producerSKU: '',
    scalevolume1: 0,
    scalevolume2: 0,
    scalevolume3: 0,
    stock: 11,
    tax: '19',
    ...change,
  };
}

/**
 * An answer of the price service as it sends it (numbers, its own spelling `deleivery_days`): the reference
 * article 900155 in Germany, with the changes a test needs. `priceInfo()` is what the app makes of it.
 */
export function serviceAnswer(change: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    base_price: 0.0,
    base_unit: '',
    currencySign: 'EUR',
    dealer_price: 24.13,
    deleivery_days: 0,
    factor_price: 0.0,
    factor_pseudo_price: 0.0,
    hotdeal: false,
    lifecycle: 'E',
    novelty: false,
    price: 47.85,
    producerSKU: '',
    pseudo_price: 0.0,
    scalevolume1: 0,
    scalevolume2: 0,
    scalevolume3: 0,
    stock: 11,
    tax: 19,
    ...change,
  };
}

/** How the service may give a factor price: rounded to cents, price × factor exactly (up to 6 decimals), or none (0). */
export const FACTOR_PRICE_KINDS = ['cents', 'exact', 'none'] as const;

/** The factor price the service answers for a price and factor, in one of its ways; 0 without a factor. */
export function serviceFactorPrice(price: string, factor: string | null, kind: (typeof FACTOR_PRICE_KINDS)[number]): string {
  if (factor === null || kind === 'none') return '0';
  const product = new Big(price).times(factor);
  return (kind === 'cents' ? product.round(2, Big.roundHalfUp) : product).toFixed();
}
