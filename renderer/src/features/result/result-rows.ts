import type { MessageKey } from '../../../../electron/shared/i18n/catalogue';
import type { Translator } from '../../../../electron/shared/i18n/translator';
import type { PriceLookup } from '../../../../electron/shared/ipc-contract';
import { scaleVolumes, STOCK_CAP, stockLabel, type LifecycleCode, type PriceInfo } from '../../../../electron/shared/price-info';
import { formatDecimal, formatMoney, isPositive } from '../../format/numbers';

/** One labelled value of the result, as a sales person reads it. */
export interface ResultRow {
  /** The field it shows (its `data-field`), held to the schema's names; the scale volumes show together. */
  key: keyof PriceInfo | 'scale_volumes';
  label: string;
  value: string;
  note?: string;
  tone?: 'main' | 'good' | 'warn' | 'bad';
}

const LIFECYCLE_MEANINGS: Readonly<Record<LifecycleCode, MessageKey>> = {
  A: 'lookup.lifecycle.keptInStock',
  B: 'lookup.lifecycle.keptInStock',
  C: 'lookup.lifecycle.onRequest',
  D: 'lookup.lifecycle.onRequest',
  E: 'lookup.lifecycle.phasingOut',
  F: 'lookup.lifecycle.discontinued',
};

/** The message saying what a lifecycle code means to a sales person, or null for a code the service never documented. */
export function lifecycleMeaningKey(code: string): MessageKey | null {
  return Object.hasOwn(LIFECYCLE_MEANINGS, code) ? LIFECYCLE_MEANINGS[code as LifecycleCode] : null;
}

/**
 * The result as labelled rows: only what means something for this article, in the order it is used.
 * Words in the translator's language; money, numbers and percentages in the regional `locale`.
 */
export function resultRows(lookup: PriceLookup, locale: string, words: Translator): ResultRow[] {
  const { t } = words;
  const { info, request } = lookup;
  const money = (amount: string): string => formatMoney(amount, info.currencySign, locale);
  const rows: ResultRow[] = [
    {
      key: 'price',
      label: t('lookup.result.price'),
      value: money(info.price),
      note: t('lookup.result.priceNote', { tax: formatDecimal(info.tax, locale) }),
      tone: 'main',
    },
  ];
  if (request.factor !== null) {
    rows.push({
      key: 'factor_price',
      label: t('lookup.result.factorPrice', { factor: formatDecimal(request.factor, locale) }),
      value: money(info.factor_price),
      ...(isPositive(info.factor_pseudo_price)
        ? { note: t('lookup.result.factorPriceNote', { amount: money(info.factor_pseudo_price) }) }
        : {}),
      tone: 'main',
    });
  }
  if (isPositive(info.pseudo_price)) {
    rows.push({
      key: 'pseudo_price',
      label: t('lookup.result.pseudoPrice'),
      value: money(info.pseudo_price),
      note: t('lookup.result.pseudoPriceNote'),
    });
  }
  rows.push({
    key: 'dealer_price',
    label: t('lookup.result.dealerPrice'),
    value: money(info.dealer_price),
    note: t('lookup.result.dealerPriceNote', { country: words.countryName(request.country) }),
  });
  if (info.base_unit !== '' && isPositive(info.base_price)) {
    rows.push({
      key: 'base_price',
      label: t('lookup.result.basePrice'),
      value: t('lookup.result.basePriceValue', { amount: money(info.base_price), unit: info.base_unit }),
    });
  }
  rows.push(stockRow(info.stock, words), deliveryRow(info.delivery_days, info.stock, words), lifecycleRow(info.lifecycle, words));
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
  return { key: 'stock', label, value: stockLabel(stock), tone: 'warn' };
}

function deliveryRow(days: number, stock: number, { t }: Translator): ResultRow {
  const label = t('lookup.result.delivery');
  if (days > 0) return { key: 'delivery_days', label, value: t('lookup.result.backInStock', { days }) };
  return { key: 'delivery_days', label, value: t(stock > 0 ? 'lookup.result.fromStock' : 'lookup.result.noDeliveryDate') };
}

function lifecycleRow(code: string, { t }: Translator): ResultRow {
  const meaning = lifecycleMeaningKey(code);
  const tone = code === 'F' ? 'bad' : code === 'A' || code === 'B' ? 'good' : 'warn';
  const note = meaning ? t(meaning) : code ? t('lookup.result.unknownLifecycleCode', { code }) : t('lookup.result.unknownLifecycle');
  return { key: 'lifecycle', label: t('lookup.result.lifecycle'), value: code || '—', note, tone };
}
