// Test helper, imported only by tests (no bundle starts here). Free of Node, so renderer tests can use it.
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
