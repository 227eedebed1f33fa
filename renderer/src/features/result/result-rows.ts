import { COUNTRY_NAMES } from '../../../../electron/shared/countries';
import type { PriceLookup } from '../../../../electron/shared/ipc-contract';
import { lifecycleMeaning, scaleVolumes, STOCK_CAP, stockLabel } from '../../../../electron/shared/price-info';
import { formatDecimal, formatMoney, isPositive } from '../../format/numbers';

/** One labelled value of the result, as a sales person reads it. */
export interface ResultRow {
  key: string;
  label: string;
  value: string;
  note?: string;
  tone?: 'main' | 'good' | 'warn' | 'bad';
}

/** The result as labelled rows: only what means something for this article, in the order it is used. */
export function resultRows(lookup: PriceLookup, locale: string): ResultRow[] {
  const { info, request } = lookup;
  const money = (amount: string): string => formatMoney(amount, info.currencySign, locale);
  const rows: ResultRow[] = [
    {
      key: 'price',
      label: 'Price (gross)',
      value: money(info.price),
      note: `incl. ${formatDecimal(info.tax, locale)} % VAT`,
      tone: 'main',
    },
  ];
  if (request.factor !== null) {
    rows.push({
      key: 'factor_price',
      label: `Price × factor ${formatDecimal(request.factor, locale)}`,
      value: money(info.factor_price),
      ...(isPositive(info.factor_pseudo_price) ? { note: `Comparison price × factor: ${money(info.factor_pseudo_price)}` } : {}),
      tone: 'main',
    });
  }
  if (isPositive(info.pseudo_price)) {
    rows.push({
      key: 'pseudo_price',
      label: 'Comparison price',
      value: money(info.pseudo_price),
      note: 'The "was" price shown next to the price',
    });
  }
  rows.push({
    key: 'dealer_price',
    label: 'Dealer list price (net)',
    value: money(info.dealer_price),
    note: `List price for dealers in ${COUNTRY_NAMES[request.country]}, not a dealer's negotiated price`,
  });
  if (info.base_unit !== '' && isPositive(info.base_price)) {
    rows.push({ key: 'base_price', label: 'Base price', value: `${money(info.base_price)} per ${info.base_unit}` });
  }
  rows.push(stockRow(info.stock), deliveryRow(info.delivery_days, info.stock), lifecycleRow(info.lifecycle));
  const tiers = scaleVolumes(info);
  if (tiers.length > 0) {
    rows.push({
      key: 'scale_volumes',
      label: 'Scale volumes',
      value: tiers.join(' / '),
      note: 'Quantities from which graduated prices apply',
    });
  }
  if (info.producerSKU !== '') rows.push({ key: 'producerSKU', label: 'Producer SKU', value: info.producerSKU });
  return rows;
}

function stockRow(stock: number): ResultRow {
  if (stock >= STOCK_CAP)
    return { key: 'stock', label: 'Stock', value: stockLabel(stock), note: `${STOCK_CAP} or more in stock`, tone: 'good' };
  if (stock === 0) return { key: 'stock', label: 'Stock', value: '0', note: 'Out of stock', tone: 'bad' };
  return { key: 'stock', label: 'Stock', value: stockLabel(stock), tone: 'warn' };
}

function deliveryRow(days: number, stock: number): ResultRow {
  if (days > 0)
    return { key: 'delivery_days', label: 'Delivery', value: days === 1 ? 'Back in stock in 1 day' : `Back in stock in ${days} days` };
  return { key: 'delivery_days', label: 'Delivery', value: stock > 0 ? 'From stock' : 'No date given' };
}

function lifecycleRow(code: string): ResultRow {
  const meaning = lifecycleMeaning(code);
  const tone = code === 'F' ? 'bad' : code === 'A' || code === 'B' ? 'good' : 'warn';
  return { key: 'lifecycle', label: 'Lifecycle', value: code || '—', note: meaning ?? `Unknown code${code ? ` ${code}` : ''}`, tone };
}
