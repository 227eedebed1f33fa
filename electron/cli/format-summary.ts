import Big from 'big.js';
import { COUNTRY_NAMES } from '../shared/countries';
import type { LookupRequest } from '../shared/lookup-input';
import { lifecycleMeaning, scaleVolumes, STOCK_CAP, stockLabel, type PriceInfo } from '../shared/price-info';

const money = (amount: string, currency: string): string => `${new Big(amount).toFixed(2)} ${currency}`;
const positive = (amount: string): boolean => new Big(amount).gt(0);

/** A readable summary of one lookup for the terminal: what a sales person needs, nothing blank. */
export function formatSummary(info: PriceInfo, request: LookupRequest, demo: boolean): string {
  const currency = info.currencySign;
  const rows: [string, string][] = [['Price', `${money(info.price, currency)}  (gross, incl. ${info.tax} % VAT)`]];
  if (request.factor !== null) {
    rows.push([`Price × ${request.factor}`, money(info.factor_price, currency)]);
    if (positive(info.factor_pseudo_price)) rows.push([`Compare × ${request.factor}`, money(info.factor_pseudo_price, currency)]);
  }
  if (positive(info.pseudo_price)) rows.push(['Compare price', money(info.pseudo_price, currency)]);
  rows.push(['Dealer price', `${money(info.dealer_price, currency)}  (net list price for dealers, not a negotiated price)`]);
  if (info.base_unit !== '' && positive(info.base_price))
    rows.push(['Base price', `${money(info.base_price, currency)} per ${info.base_unit}`]);
  rows.push(['Stock', stockText(info.stock)]);
  rows.push(['Delivery', deliveryText(info.delivery_days, info.stock)]);
  rows.push(['Lifecycle', `${info.lifecycle || '-'}  ${lifecycleMeaning(info.lifecycle) ?? 'unknown code'}`]);
  const tiers = scaleVolumes(info);
  if (tiers.length > 0) rows.push(['Scale volumes', tiers.join(' / ')]);
  const badges = [info.hotdeal ? 'hot deal' : null, info.novelty ? 'new' : null].filter(Boolean);
  if (badges.length > 0) rows.push(['Badges', badges.join(', ')]);
  if (info.producerSKU !== '') rows.push(['Producer SKU', info.producerSKU]);

  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const heading = `Article ${request.artnr} · ${COUNTRY_NAMES[request.country]} (${request.country})${request.profile ? ` · profile ${request.profile}` : ''}`;
  const lines = [heading, ...(demo ? ['Demo data: prices from the built-in simulator, not the price service.'] : [])];
  for (const [label, value] of rows) lines.push(`${label.padEnd(width)}${value}`);
  return `${lines.join('\n')}\n`;
}

function stockText(stock: number): string {
  if (stock >= STOCK_CAP) return `${stockLabel(stock)} (${STOCK_CAP} or more)`;
  return stock === 0 ? '0 (out of stock)' : stockLabel(stock);
}

function deliveryText(days: number, stock: number): string {
  if (days > 0) return `back in stock in ${days} ${days === 1 ? 'day' : 'days'}`;
  return stock > 0 ? 'from stock' : 'no date given';
}
