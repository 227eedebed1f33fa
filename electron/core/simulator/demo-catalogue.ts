import Big from 'big.js';
import type { CountryCode } from '../../shared/countries';

/** One article of the simulator's demo catalogue, priced in EUR net; countries derive from it. */
export interface DemoArticle {
  artnr: string;
  /** Retail price in EUR before tax. */
  netEur: string;
  /** Dealer list price as a share of the net retail price. */
  dealerShare: string;
  /** A "was" price above the retail price, as a share; 0 for none. */
  pseudoShare: string;
  /** Units of `baseUnit` in one article, for the base price; 0 for none. */
  baseQuantity: string;
  baseUnit: string;
  stock: number;
  deliveryDays: number;
  lifecycle: string;
  hotdeal: boolean;
  novelty: boolean;
  producerSKU: string;
  scaleVolumes: [number, number, number];
  /** Countries whose price list lacks the article: the service answers 404 there. */
  notSoldIn?: CountryCode[];
}

const SKU_WIDTH = 30;
const pad = (sku: string): string => sku.padEnd(SKU_WIDTH, ' ');

/** The demo catalogue. 900155 has the reference response's shape: blank SKU and unit, stock 11, lifecycle E. */
export const DEMO_CATALOGUE: readonly DemoArticle[] = [
  {
    artnr: '900155',
    netEur: '40.21',
    dealerShare: '0.6',
    pseudoShare: '0',
    baseQuantity: '0',
    baseUnit: '  ',
    stock: 11,
    deliveryDays: 0,
    lifecycle: 'E',
    hotdeal: false,
    novelty: false,
    producerSKU: pad(''),
    scaleVolumes: [0, 0, 0],
  },
  {
    artnr: '100234',
    netEur: '184.03',
    dealerShare: '0.62',
    pseudoShare: '1.15',
    baseQuantity: '0',
    baseUnit: '  ',
    stock: 7,
    deliveryDays: 0,
    lifecycle: 'A',
    hotdeal: true,
    novelty: true,
    producerSKU: pad('TH-2210-B'),
    scaleVolumes: [5, 10, 0],
  },
  {
    artnr: '31245',
    netEur: '13.40',
    dealerShare: '0.55',
    pseudoShare: '0',
    baseQuantity: '2.5',
    baseUnit: 'm ',
    stock: 3,
    deliveryDays: 0,
    lifecycle: 'A',
    hotdeal: false,
    novelty: false,
    producerSKU: pad('KED-31245'),
    scaleVolumes: [10, 25, 50],
  },
  {
    artnr: '560011',
    netEur: '649.00',
    dealerShare: '0.7',
    pseudoShare: '0',
    baseQuantity: '0',
    baseUnit: '  ',
    stock: 0,
    deliveryDays: 14,
    lifecycle: 'C',
    hotdeal: false,
    novelty: false,
    producerSKU: pad('DOM-56-0011'),
    scaleVolumes: [0, 0, 0],
  },
  {
    artnr: '770412',
    netEur: '22.90',
    dealerShare: '0.6',
    pseudoShare: '0',
    baseQuantity: '0',
    baseUnit: '  ',
    stock: 0,
    deliveryDays: 0,
    lifecycle: 'F',
    hotdeal: false,
    novelty: false,
    producerSKU: pad('FIA-770412'),
    scaleVolumes: [0, 0, 0],
  },
  {
    artnr: 'AB-1029',
    netEur: '8.32',
    dealerShare: '0.5',
    pseudoShare: '0',
    baseQuantity: '1',
    baseUnit: 'l ',
    stock: 11,
    deliveryDays: 0,
    lifecycle: 'B',
    hotdeal: false,
    novelty: true,
    producerSKU: pad('AB1029'),
    scaleVolumes: [12, 48, 96],
    notSoldIn: ['gl', 'no'],
  },
  {
    artnr: '881200',
    netEur: '1290.50',
    dealerShare: '0.72',
    pseudoShare: '0',
    baseQuantity: '0',
    baseUnit: '  ',
    stock: 1,
    deliveryDays: 21,
    lifecycle: 'D',
    hotdeal: false,
    novelty: false,
    producerSKU: pad('TRU-881200'),
    scaleVolumes: [0, 0, 0],
  },
  // Kept in stock, none there now: delivered in 14 days.
  {
    artnr: '120050',
    netEur: '41.93',
    dealerShare: '0.6',
    pseudoShare: '0',
    baseQuantity: '0',
    baseUnit: '  ',
    stock: 0,
    deliveryDays: 14,
    lifecycle: 'B',
    hotdeal: false,
    novelty: false,
    producerSKU: pad('THU-120050'),
    scaleVolumes: [0, 0, 0],
  },
  // No price set: the service answers 0 for it, as it does for its own reference article.
  {
    artnr: '770001',
    netEur: '0',
    dealerShare: '0',
    pseudoShare: '0',
    baseQuantity: '0',
    baseUnit: '  ',
    stock: 4,
    deliveryDays: 0,
    lifecycle: 'A',
    hotdeal: false,
    novelty: false,
    producerSKU: pad('HBT-770001'),
    scaleVolumes: [0, 0, 0],
  },
];

/** A made-up article for `SYN-<number>`, priced from its number, so a benchmark can ask for hundreds of distinct ones. */
export function syntheticArticle(artnr: string): DemoArticle | undefined {
  const match = /^SYN-(\d{1,6})$/i.exec(artnr);
  if (!match) return undefined;
  const number = Number(match[1]);
  return {
    artnr,
    netEur: new Big(number % 997).div(10).plus('1.99').toFixed(2),
    dealerShare: '0.6',
    pseudoShare: '0',
    baseQuantity: '0',
    baseUnit: '  ',
    stock: number % 13,
    deliveryDays: number % 13 === 0 ? 7 : 0,
    lifecycle: 'ABCDEF'[number % 6] ?? 'A',
    hotdeal: number % 17 === 0,
    novelty: number % 19 === 0,
    producerSKU: pad(`SYN${number}`),
    scaleVolumes: [10, 50, 0],
  };
}

/** Currency, EUR exchange rate and VAT of each country, as the simulator prices them. */
const DEMO_MARKETS: Readonly<Record<CountryCode, { currency: string; rate: string; tax: string }>> = {
  at: { currency: 'EUR', rate: '1', tax: '20' },
  be: { currency: 'EUR', rate: '1', tax: '21' },
  ch: { currency: 'CHF', rate: '0.94', tax: '8.1' },
  de: { currency: 'EUR', rate: '1', tax: '19' },
  dk: { currency: 'DKK', rate: '7.46', tax: '25' },
  fi: { currency: 'EUR', rate: '1', tax: '25.5' },
  fr: { currency: 'EUR', rate: '1', tax: '20' },
  gl: { currency: 'DKK', rate: '7.46', tax: '0' },
  it: { currency: 'EUR', rate: '1', tax: '22' },
  nl: { currency: 'EUR', rate: '1', tax: '21' },
  no: { currency: 'NOK', rate: '11.7', tax: '25' },
  se: { currency: 'SEK', rate: '11.2', tax: '25' },
};

const cents = (value: Big): number => Number(value.round(2, Big.roundHalfUp).toFixed(2));

/** The answer the service gives for an article in a country, with the reference response's field spellings. */
export function demoPriceAnswer(article: DemoArticle, country: CountryCode, factor: string | null): Record<string, unknown> {
  const market = DEMO_MARKETS[country];
  const net = new Big(article.netEur).times(market.rate);
  const price = net.times(new Big(market.tax).div(100).plus(1)).round(2, Big.roundHalfUp);
  const pseudo = new Big(article.pseudoShare).gt(0) ? price.times(article.pseudoShare).round(2, Big.roundHalfUp) : new Big(0);
  const times = (value: Big): number => (factor === null ? 0 : cents(value.times(factor)));
  const base = new Big(article.baseQuantity).gt(0) ? price.div(article.baseQuantity) : new Big(0);
  return {
    base_price: cents(base),
    base_unit: article.baseUnit,
    currencySign: market.currency,
    dealer_price: cents(net.times(article.dealerShare)),
    deleivery_days: article.deliveryDays,
    factor_price: times(price),
    factor_pseudo_price: times(pseudo),
    hotdeal: article.hotdeal,
    lifecycle: article.lifecycle,
    novelty: article.novelty,
    price: cents(price),
    producerSKU: article.producerSKU,
    pseudo_price: cents(pseudo),
    scalevolume1: article.scaleVolumes[0],
    scalevolume2: article.scaleVolumes[1],
    scalevolume3: article.scaleVolumes[2],
    stock: Math.min(article.stock, 11),
    tax: Number(market.tax),
  };
}
