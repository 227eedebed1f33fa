import Big from 'big.js';
import type { CountryCode } from '../../../../electron/shared/countries';

export type CompareSort = { by: 'none' } | { by: 'country' | 'price'; direction: 'ascending' | 'descending' };

/** A row as ordered: its country, and its price and currency once answered. */
export interface CompareRow {
  country: CountryCode;
  answer: { price: string; currency: string } | null;
}

/**
 * The rows in the order chosen. By country: by name in the UI language. By price: the lookup's own
 * currency first, then each other currency by itself (prices in different currencies are never compared:
 * there is no exchange rate); rows without an answer last, in their order.
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
  const answered = rows.filter((row) => row.answer !== null);
  const waiting = rows.filter((row) => row.answer === null);
  const currencies = [...new Set(answered.map((row) => row.answer?.currency ?? ''))].sort((a, b) =>
    a === options.ownCurrency ? -1 : b === options.ownCurrency ? 1 : a.localeCompare(b),
  );
  const byPrice = (a: Row, b: Row): number => sign * new Big(a.answer?.price ?? 0).cmp(b.answer?.price ?? 0);
  return [...currencies.flatMap((currency) => answered.filter((row) => row.answer?.currency === currency).sort(byPrice)), ...waiting];
}
