import Big from 'big.js';
import type { CountryCode } from '@shared/countries';
import { hasPrice } from '@shared/price-info';

export type CompareSort = { by: 'none' } | { by: 'country' | 'price'; direction: 'ascending' | 'descending' };

/** A row as ordered: its country, and its price and currency once answered. */
export interface CompareRow {
  country: CountryCode;
  answer: { price: string; currency: string } | null;
}

/**
 * The rows in the order chosen. By country: by name in the UI language. By price: the lookup's own
 * currency first, then each other currency by itself (prices in different currencies are never compared:
 * there is no exchange rate); then answers with no price set (a price of 0 is the service's "none", not
 * the cheapest), then rows still loading or failed, both in their order.
 */
export function orderCompareRows<Row extends CompareRow>(
  rows: readonly Row[],
  sort: CompareSort,
  options: { name: (country: CountryCode) => string; language: string; ownCurrency: string | null },
): Row[] {
  if (sort.by === 'none') return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  if (sort.by === 'country') {
    const collator = new Intl.Collator(options.language);
    return [...rows].sort((a, b) => sign * collator.compare(options.name(a.country), options.name(b.country)));
  }
  const answered = rows.filter((row) => row.answer !== null && hasPrice(row.answer));
  const unpriced = rows.filter((row) => row.answer !== null && !hasPrice(row.answer));
  const waiting = rows.filter((row) => row.answer === null);
  const currencies = [...new Set(answered.map((row) => row.answer?.currency ?? ''))].sort((a, b) =>
    a === options.ownCurrency ? -1 : b === options.ownCurrency ? 1 : a.localeCompare(b),
  );
  const byPrice = (a: Row, b: Row): number => sign * new Big(a.answer?.price ?? 0).cmp(b.answer?.price ?? 0);
  return [
    ...currencies.flatMap((currency) => answered.filter((row) => row.answer?.currency === currency).sort(byPrice)),
    ...unpriced,
    ...waiting,
  ];
}
