import Big from 'big.js';
import { deliveryText } from '../shared/delivery';
import { formatFactor, formatPercent } from '../shared/format/numbers';
import type { PriceLookup } from '../shared/ipc-contract';
import { lifecycleMeaningKey } from '../shared/lifecycle';
import type { LookupRequest } from '../shared/lookup-input';
import { hasOfferedPrice, offeredPrice, scaleVolumes, STOCK_CAP, stockLabel, type PriceInfo } from '../shared/price-info';
import { stockAsOf } from '../shared/quote/kept-pricing';
import type { CliLocale } from './cli-locale';

const positive = (amount: string): boolean => new Big(amount).gt(0);

/**
 * A readable summary of one lookup for the terminal: what a sales person needs, nothing blank. A
 * last-known answer says so under the heading, in the words of the window's banner, and marks stock
 * and delivery with when they are from. Delivery in the words of the window and the line for the phone
 * (electron/shared/delivery.ts), the factor as the window words it ("1.25 (+25%)").
 */
export function formatSummary(
  info: PriceInfo,
  request: LookupRequest,
  demo: boolean,
  locale: CliLocale,
  lastKnown?: PriceLookup['lastKnown'],
): string {
  const { t } = locale.words;
  const money = (amount: string): string => locale.money(amount, info.currencySign);
  // The prices as the window offers them, with and without the factor, or "no price": one rule (offeredPrice, hasOfferedPrice).
  const offered = (factor: string | null): string | null => (hasOfferedPrice(info, factor) ? money(offeredPrice(info, factor)) : null);
  const price = offered(null);
  const rows: [string, string][] = [
    [
      t('cli.summary.price'),
      price === null ? t('lookup.result.noPrice') : t('cli.summary.priceNote', { price, tax: formatPercent(info.tax, locale.regional) }),
    ],
  ];
  if (request.factor !== null) {
    const factor = formatFactor(request.factor, locale.regional);
    rows.push([t('cli.summary.factorPrice', { factor }), offered(request.factor) ?? t('lookup.result.noPrice')]);
    if (positive(info.factor_pseudo_price)) rows.push([t('cli.summary.factorComparePrice', { factor }), money(info.factor_pseudo_price)]);
  }
  if (positive(info.pseudo_price)) rows.push([t('cli.summary.comparePrice'), money(info.pseudo_price)]);
  // A dealer price of 0 is none set, as on the screen: not a figure to read out.
  if (positive(info.dealer_price))
    rows.push([t('cli.summary.dealerPrice'), t('cli.summary.dealerPriceNote', { price: money(info.dealer_price) })]);
  if (info.base_unit !== '' && positive(info.base_price))
    rows.push([t('cli.summary.basePrice'), t('cli.summary.basePricePerUnit', { price: money(info.base_price), unit: info.base_unit })]);
  // Never given as current: a kept answer's stock and delivery say when they are from (the one rule, stockAsOf).
  const asOf = stockAsOf(null, lastKnown ? { pricedAt: lastKnown.fetchedAt } : null);
  const kept = (value: string): string =>
    asOf === null ? value : t('cli.summary.asOf', { value, when: fetchedWhen({ fetchedAt: asOf }, locale) });
  rows.push([t('cli.summary.stock'), kept(stockText(info.stock, locale))]);
  rows.push([t('cli.summary.delivery'), kept(deliveryText(info, locale.words))]);
  const meaning = lifecycleMeaningKey(info.lifecycle);
  rows.push([t('cli.summary.lifecycle'), `${info.lifecycle || '-'}  ${t(meaning ?? 'cli.summary.lifecycleUnknown')}`]);
  const tiers = scaleVolumes(info);
  if (tiers.length > 0) rows.push([t('cli.summary.scaleVolumes'), tiers.map(locale.integer).join(' / ')]);
  const badges = [info.hotdeal ? t('cli.summary.hotDeal') : null, info.novelty ? t('cli.summary.novelty') : null].filter(Boolean);
  if (badges.length > 0) rows.push([t('cli.summary.badges'), badges.join(', ')]);
  if (info.producerSKU !== '') rows.push([t('cli.summary.producerSku'), info.producerSKU]);

  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const country = locale.words.countryLabel(request.country);
  const heading = request.profile
    ? t('cli.summary.headingWithProfile', { artnr: request.artnr, country, profile: request.profile })
    : t('cli.summary.heading', { artnr: request.artnr, country });
  const lines = [heading, ...(demo ? [t('cli.demo.banner')] : [])];
  if (lastKnown !== undefined) {
    lines.push(
      t('lastKnown.banner.title'),
      t('lastKnown.banner.fetched', { when: fetchedWhen(lastKnown, locale) }),
      t('lastKnown.banner.reason', { reason: locale.words.text(lastKnown.reason) }),
    );
  }
  for (const [label, value] of rows) lines.push(`${label.padEnd(width)}${value}`);
  return `${lines.join('\n')}\n`;
}

/** When a last-known answer was fetched: in UTC, like every moment the CLI names, so a script's log reads the same anywhere. */
export function fetchedWhen(lastKnown: Pick<NonNullable<PriceLookup['lastKnown']>, 'fetchedAt'>, locale: CliLocale): string {
  return `${locale.dateTimeUtc(new Date(lastKnown.fetchedAt))} UTC`;
}

function stockText(stock: number, locale: CliLocale): string {
  const { t } = locale.words;
  if (stock >= STOCK_CAP) return t('cli.summary.stockCapped', { stock: stockLabel(stock), cap: locale.integer(STOCK_CAP) });
  return stock === 0 ? t('cli.summary.stockNone', { stock: '0' }) : locale.integer(stock);
}
