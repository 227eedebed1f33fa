import { deliveryLine } from '@shared/delivery';
import { formatFetchedAt } from '@shared/format/dates';
import type { Translator } from '@shared/i18n/translator';
import type { PriceLookup } from '@shared/ipc-contract';
import { lifecycleMeaningKey } from '@shared/lifecycle';
import type { OfferTaxing } from '@shared/customer-lookup';
import { offeredPriceOn } from '@shared/net-price';
import { markupOnText, offerTaxNote } from '@shared/phone-line';
import { hasOfferedPrice, scaleVolumes, STOCK_CAP, stockLabel, unitPriceOf, type PriceInfo } from '@shared/price-info';
import { stockAsOf } from '@shared/quote/kept-pricing';
import { formatDecimal, formatFactor, formatMoney, formatPercent, isPositive } from '../../format/numbers';

/** One labelled value of the result, as a sales person reads it. */
export interface ResultRow {
  /** The field it shows (its `data-field`), held to the schema's names; the scale volumes show together. */
  key: keyof PriceInfo | 'scale_volumes';
  label: string;
  value: string;
  note?: string;
  /** Lines under the note, e.g. the list price under the offer price. */
  details?: string[];
  /** For a kept answer's stock and delivery: the moment they are from, so they are never read as current. */
  asOf?: string;
  tone?: 'main' | 'good' | 'warn' | 'bad';
}

/**
 * The result as labelled rows: only what means something for this article, in the order it is used.
 * Words in the translator's language; money, numbers and percentages in the regional `locale`. For a
 * picked customer (`offer`, offerTaxingOfCustomer) the price is said on their basis, as the phone line says it.
 */
export function resultRows(lookup: PriceLookup, locale: string, words: Translator, offer?: OfferTaxing): ResultRow[] {
  const { t } = words;
  const { info, request } = lookup;
  const money = (amount: string): string => formatMoney(amount, info.currencySign, locale);
  const rows: ResultRow[] = [mainPrice(lookup, locale, words, offer)];
  if (isPositive(info.pseudo_price)) {
    rows.push({
      key: 'pseudo_price',
      label: t('lookup.result.pseudoPrice'),
      value: money(info.pseudo_price),
      note: t('lookup.result.pseudoPriceNote'),
    });
  }
  // A dealer price of 0 is none set, as for the price: not a figure to read out.
  if (isPositive(info.dealer_price)) {
    rows.push({
      key: 'dealer_price',
      label: t('lookup.result.dealerPrice'),
      value: money(info.dealer_price),
      note: t('lookup.result.dealerPriceNote', { country: words.countryName(request.country), countryCode: request.country }),
    });
  }
  if (info.base_unit !== '' && isPositive(info.base_price)) {
    rows.push({
      key: 'base_price',
      label: t('lookup.result.basePrice'),
      value: t('lookup.result.basePriceValue', { amount: money(info.base_price), unit: info.base_unit }),
    });
  }
  // A kept answer's stock and delivery are from when it was fetched (stockAsOf): marked so, and drawn in no tone that says "now".
  const dated = stockAsOf(null, lookup.lastKnown ? { pricedAt: lookup.lastKnown.fetchedAt } : null);
  const asOf = dated === null ? null : t('lookup.result.asOf', { when: formatFetchedAt(dated, locale) });
  const kept = (row: ResultRow): ResultRow => (asOf === null ? row : { ...row, tone: undefined, asOf });
  rows.push(
    kept(stockRow(info.stock, words)),
    kept({ key: 'delivery_days', label: t('lookup.result.delivery'), value: deliveryLine(info, words) }),
    lifecycleRow(info.lifecycle, words),
  );
  const tiers = scaleVolumes(info);
  if (tiers.length > 0) {
    rows.push({
      key: 'scale_volumes',
      label: t('lookup.result.scaleVolumes'),
      value: tiers.join(' / '),
      note: t('lookup.result.scaleVolumesNote'),
    });
  }
  if (info.producerSKU !== '') rows.push({ key: 'producerSKU', label: t('lookup.result.producerSku'), value: info.producerSKU });
  return rows;
}

/**
 * The one figure to say to the customer, first and in the same place with or without a factor: the
 * price, or with a factor the offer price, its label naming the factor ("Offer price with factor 1.25
 * (+25%) – gross"), with the list price under it; never a price of 0, which means the service has none.
 * For a customer on net prices (`offer`) the price is their net one (offeredPriceOn, as on the phone),
 * with what the markup is on and, for the sales person only, the dealer list price beside it.
 */
function mainPrice({ info, request }: PriceLookup, locale: string, words: Translator, offer?: OfferTaxing): ResultRow {
  const { t, language } = words;
  const money = (amount: string): string => formatMoney(amount, info.currencySign, locale);
  const key = request.factor === null ? 'price' : 'factor_price';
  const basis = offer?.basis ?? 'gross';
  const label =
    request.factor === null
      ? t(basis === 'net' ? 'lookup.result.priceNet' : 'lookup.result.price')
      : t(basis === 'net' ? 'lookup.result.offerPriceNet' : 'lookup.result.offerPrice', {
          factor: formatFactor(request.factor, locale, language),
        });
  if (!hasOfferedPrice(info, request.factor)) return { key, label, value: t('lookup.result.noPrice'), tone: 'bad' };
  const note =
    offer === undefined
      ? t('lookup.result.priceNote', { tax: formatPercent(info.tax, locale, language) })
      : offerTaxNote(info.tax, words, locale, offer);
  const value = money(offeredPriceOn(info, request.factor, basis));
  const dealer =
    offer !== undefined && isPositive(info.dealer_price) ? [t('lookup.result.dealerBeside', { amount: money(info.dealer_price) })] : [];
  if (request.factor === null) return { key, label, value, note, tone: 'main', ...(dealer.length > 0 ? { details: dealer } : {}) };
  // The list price the markup is on, on the same basis as the price offered.
  const list = offeredPriceOn({ ...info, price: unitPriceOf(info.price) }, null, basis);
  const markup = offer === undefined ? null : markupOnText(request.factor, words, locale);
  const details = [
    markup === null
      ? t('lookup.result.listPrice', { amount: money(list), factor: formatDecimal(request.factor, locale) })
      : t('lookup.result.markupOnList', { markup, amount: money(list) }),
    ...dealer,
  ];
  if (isPositive(info.factor_pseudo_price)) details.push(t('lookup.result.factorPriceNote', { amount: money(info.factor_pseudo_price) }));
  return { key, label, value, note, details, tone: 'main' };
}

function stockRow(stock: number, { t }: Translator): ResultRow {
  const label = t('lookup.result.stock');
  if (stock >= STOCK_CAP)
    return {
      key: 'stock',
      label,
      value: stockLabel(stock),
      note: t('lookup.result.stockCapped', { cap: String(STOCK_CAP) }),
      tone: 'good',
    };
  if (stock === 0) return { key: 'stock', label, value: '0', note: t('lookup.result.outOfStock'), tone: 'bad' };
  // The warning's sign is not read out: the words say it.
  return { key: 'stock', label, value: stockLabel(stock), note: t('lookup.result.lowStock'), tone: 'warn' };
}

function lifecycleRow(code: string, { t }: Translator): ResultRow {
  const meaning = lifecycleMeaningKey(code);
  const tone = code === 'F' ? 'bad' : code === 'A' || code === 'B' ? 'good' : 'warn';
  const note = meaning ? t(meaning) : code ? t('lookup.result.unknownLifecycleCode', { code }) : t('lookup.result.unknownLifecycle');
  return { key: 'lifecycle', label: t('lookup.result.lifecycle'), value: code || '—', note, tone };
}
