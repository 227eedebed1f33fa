import type { Translator } from './i18n/translator';
import { formatFetchedAt } from './format/dates';
import { formatDecimal, formatMoney, formatPercent } from './format/numbers';
import type { PriceLookup } from './ipc-contract';
import { offeredPrice, scaleVolumes, stockLabel, type PriceInfo } from './price-info';

/**
 * One sentence about a looked-up article that a sales person can read out on the phone or paste into
 * a mail: the price offered (the factor price when a factor was given; never the dealer list price),
 * VAT, stock, when it can be delivered, the lifecycle where it matters, and the scale volumes. Words in
 * the translator's language; money, numbers and dates in the regional `locale`.
 */
export function phoneLine(lookup: PriceLookup, words: Translator, locale: string): string {
  const { info, request } = lookup;
  const offered = offeredPrice(info, request.factor);
  const tiers = scaleVolumes(info).map((tier) => formatDecimal(String(tier), locale));
  const sentence = words.t('phone.line.sentence', {
    artnr: request.artnr,
    price: formatMoney(offered, info.currencySign, locale),
    tax: formatPercent(info.tax, locale),
    // The same separator in both languages the app speaks.
    availability: availability(info, words).join(', '),
    tiers: tiers.length === 0 ? 'none' : new Intl.ListFormat(words.language, { type: 'conjunction' }).format(tiers),
  });
  if (lookup.lastKnown === undefined) return sentence;
  return words.t('phone.line.lastKnown', { when: formatFetchedAt(lookup.lastKnown.fetchedAt, locale), sentence });
}

/** Stock and delivery as phrases, the lifecycle deciding what can be promised. */
function availability(info: Pick<PriceInfo, 'stock' | 'delivery_days' | 'lifecycle'>, { t }: Translator): string[] {
  const inStock = info.stock > 0;
  const days = Math.max(0, info.delivery_days);
  const stock = inStock ? t('phone.stock.count', { stock: stockLabel(info.stock) }) : t('phone.stock.none');
  switch (info.lifecycle) {
    case 'C':
    case 'D':
      // Not kept in stock: what is there can go now, anything more is ordered.
      return [stock, inStock ? t('phone.delivery.nowMoreOnRequest') : t('phone.delivery.onRequest', { days })];
    case 'F':
      // Discontinued: no delivery days to promise, only what is left.
      return [stock, t(inStock ? 'phone.delivery.discontinuedRemaining' : 'phone.delivery.discontinued')];
    case 'E':
      return [stock, delivery(inStock, days, t), t('phone.delivery.phasingOut')];
    default:
      return [stock, delivery(inStock, days, t)];
  }
}

function delivery(inStock: boolean, days: number, t: Translator['t']): string {
  if (inStock) return t('phone.delivery.now');
  return days > 0 ? t('phone.delivery.inDays', { days }) : t('phone.delivery.noDate');
}
