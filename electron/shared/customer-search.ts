import { runSteps } from './run-steps';
import type { Customer } from './customer';

/**
 * Text as typing compares it: lower case, accents off ("Müller" → "muller"), ß as ss. The umlauts are also
 * written out ("mueller") by `spellings`, so both ways of typing find the customer.
 */
export function foldForSearch(value: string): string {
  // Letters beyond ASCII are folded once each and remembered: normalising every name of 10,000 customers took a third of a second.
  return value.toLowerCase().replace(NON_ASCII, foldLetter);
}

const NON_ASCII = /[^ -~]/gu;
const FOLDED = new Map<string, string>();
const foldLetter = (char: string): string => {
  let fold = FOLDED.get(char);
  if (fold === undefined) {
    fold = char.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('de').replace(/ß/g, 'ss');
    if (FOLDED.size < 10_000) FOLDED.set(char, fold);
  }
  return fold;
};

/** The word-by-word spellings of a text: accents off, and with umlauts written out (ä → ae). */
export function spellings(value: string): string[] {
  if (!UMLAUT.test(value)) return [foldForSearch(value)];
  const outUmlauts = value.replace(/[äöüÄÖÜ]/g, (umlaut) => `${umlaut.normalize('NFD').charAt(0)}e`);
  const both = new Set([foldForSearch(value), foldForSearch(outUmlauts)]);
  return [...both];
}

const UMLAUT = /[äöüÄÖÜ]/;

const words = (folded: string): string[] => folded.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');

interface Indexed {
  customer: Customer;
  number: string;
  names: string[];
  words: string[];
  order: string;
}

/** Customers prepared for typing: each folded once, so a search over 10,000 is a scan of short strings. */
export interface CustomerIndex {
  /**
   * The customers the typed text finds, best first: the customer number exactly, then names that begin
   * with it, then customers one of whose words (name, number, contact or address, e.g. the town) begins
   * with each typed word; by name within each. Case and accents aside; empty text finds nothing.
   */
  search(typed: string, limit: number): Customer[];
}

/** The one rule of finding a customer by typing (name, number or town; the first letters are enough). */
export function indexCustomers(customers: readonly Customer[]): CustomerIndex {
  return runSteps(indexCustomersSteps(customers));
}

/** `indexCustomers` a customer a step: 10,000 folded at once held main's thread for a tenth of a second and more. */
export function* indexCustomersSteps(customers: readonly Customer[]): Generator<void, CustomerIndex> {
  const indexed: Indexed[] = [];
  for (const customer of customers) {
    const names = spellings(customer.name.trim());
    const all = [...names, ...[customer.number, customer.contact, ...customer.address].flatMap(spellings)];
    indexed.push({
      customer,
      number: foldForSearch(customer.number.trim()),
      names,
      words: [...new Set(all.flatMap(words))],
      order: names[0] ?? '',
    });
    yield;
  }
  return {
    search(typed, limit) {
      const query = foldForSearch(typed.trim());
      const tokens = words(query);
      if (query === '' || limit <= 0) return [];
      const ranked: { rank: number; entry: Indexed }[] = [];
      for (const entry of indexed) {
        let rank = -1;
        if (entry.number !== '' && entry.number === query) rank = 0;
        else if (entry.names.some((name) => name.startsWith(query))) rank = 1;
        else if (
          (entry.number !== '' && entry.number.startsWith(query)) ||
          (tokens.length > 0 && tokens.every((token) => entry.words.some((word) => word.startsWith(token))))
        )
          rank = 2;
        if (rank >= 0) ranked.push({ rank, entry });
      }
      ranked.sort((a, b) => a.rank - b.rank || (a.entry.order < b.entry.order ? -1 : a.entry.order > b.entry.order ? 1 : 0));
      return ranked.slice(0, limit).map(({ entry }) => entry.customer);
    },
  };
}

/** At most this many customers are drawn in the list: more is scrolling, not finding; typing narrows it down. */
export const CUSTOMERS_SHOWN = 100;
