import { foldForSearch, spellings } from '../customer-search';
import type { PriceSource } from '../price-info';
import { keptQuoteTotal, type KeptQuoteTotal } from './priced-quote';
import { localDay } from './quote-letter';
import type { SavedQuote } from './saved-quote';
import { amountMatches, readDate, readTypedAmount, type ReadTypedDate, type TypedDate } from './search-terms';

// Each list of words is one string, each word after a line break: "begins with" is one `includes` call.
const SEP = '\n';

/** A quote found, with its total as the quote shows it (null while not known), for the list of results. */
export interface FoundQuote {
  quote: SavedQuote;
  total: KeptQuoteTotal | null;
}

interface Entry {
  /** The quote as listed now (a copy the same to the search takes the place of the one prepared). */
  quote: SavedQuote;
  /** The quote's name and the recipient's name and contact, word by word, folded (also with umlauts written out). */
  words: string;
  /** The customer number and the quote's numbers (issued, and the one it revises), folded: found by any part. */
  codes: string;
  /** Every line's article number, folded. */
  articles: string;
  /** The day it was issued, sent and last changed (YYYY-MM-DD, the sending and change as local days, as the screen shows them). */
  days: string[];
  /** The total as the quote shows it from what is kept; null while not known. */
  total: KeptQuoteTotal | null;
}

const wordsOf = (text: string): string[] =>
  spellings(text).flatMap((spelling) => spelling.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== ''));

function entryOf(quote: SavedQuote, source: PriceSource): Entry {
  const recipient = quote.letter?.recipient ?? null;
  const words = [quote.name, recipient?.name ?? '', recipient?.contact ?? ''].flatMap(wordsOf);
  const codes = [recipient?.customerNumber ?? '', quote.issue?.number ?? '', quote.revises?.number ?? '', quote.revises?.base ?? '']
    .filter((code) => code !== '')
    .map(foldForSearch);
  const articles = [...new Set(quote.lines.map((line) => foldForSearch(line.artnr)))];
  // "Sent on 27 Nov 2026" is the local day of the moment it was sent: found by that day too.
  const days = [quote.issue?.issuedOn, dayOfMoment(quote.issue?.sentAt), dayOfMoment(quote.updatedAt)].filter(
    (day): day is string => day !== undefined && day !== null,
  );
  return {
    quote,
    words: SEP + words.join(SEP),
    codes: codes.join(SEP),
    articles: SEP + articles.join(SEP),
    days,
    total: keptQuoteTotal(quote, source),
  };
}

/** The local day of a moment (ISO 8601), or null for none or one that is no moment. */
function dayOfMoment(moment: string | null | undefined): string | null {
  if (moment === null || moment === undefined) return null;
  const date = new Date(moment);
  return Number.isNaN(date.getTime()) ? null : localDay(date);
}

/** One typed word, read once per keystroke in each way it may be meant (its date is its term's). */
interface Word {
  folded: string;
  amount: ReturnType<typeof readTypedAmount>;
}

/** What one typed term finds: a date ("27.11.", "Nov 27", "November 27, 2026"), or each of its words. */
interface Term {
  words: Word[];
  date: TypedDate | null;
}

function wordMatches(entry: Entry, word: Word): boolean {
  if (entry.words.includes(SEP + word.folded)) return true;
  if (entry.articles.includes(SEP + word.folded)) return true;
  if (entry.codes.includes(word.folded)) return true;
  return word.amount !== null && entry.total !== null && amountMatches(entry.total.total, word.amount);
}

function matches(entry: Entry, term: Term): boolean {
  const { date } = term;
  if (date !== null && entry.days.some((day) => ('day' in date ? day === date.day : day.startsWith(date.month)))) return true;
  return term.words.every((word) => wordMatches(entry, word));
}

// A date is typed in up to four words: "November 27, 2026", "27. 11. 2026".
const LONGEST_DATE = 4;

/**
 * The typed text as terms: each run of words that names a date (the longest first) is one term, found by
 * that day or by its words; every other word is a term of its own. Also the dates typed without a year, with
 * the day each was read as (the last such day up to `today`), for the screen to say.
 */
function termsOf(typed: string, locale: string, today: string): { terms: Term[]; dates: ReadDate[] } {
  const words = typed.split(/\s+/u).filter((word) => word !== '');
  const terms: Term[] = [];
  const dates: ReadDate[] = [];
  const word = (text: string): Word => ({ folded: foldForSearch(text), amount: readTypedAmount(text, locale) });
  for (let at = 0; at < words.length;) {
    let length = Math.min(LONGEST_DATE, words.length - at);
    let read: ReadTypedDate | null = null;
    for (; length > 0; length -= 1) {
      read = readDate(words.slice(at, at + length).join(' '), locale, today);
      if (read !== null) break;
    }
    const run = words.slice(at, at + Math.max(length, 1));
    if (read?.yearless && 'day' in read.date) dates.push({ typed: run.join(' '), day: read.date.day });
    terms.push({ words: run.map(word), date: read?.date ?? null });
    at += run.length;
  }
  return { terms, dates };
}

/** What main's search answers: the quotes of its list, then those of its archive (`archived`), and the dates read. */
export interface SearchedQuotes {
  found: (FoundQuote & { archived: boolean })[];
  /** How many in all, the list's and the archive's. */
  count: number;
  dates: ReadDate[];
}

/** A date typed without its year, and the day it was read as. */
interface ReadDate {
  typed: string;
  day: string;
}

/** What a search found: the first `limit` quotes, last changed first, how many there are in all, and the dates read without a year. */
interface QuoteSearchResult {
  found: FoundQuote[];
  count: number;
  dates: ReadDate[];
}

/** Saved quotes prepared for typing, asked once per keystroke. */
export interface QuoteIndex {
  /**
   * The quotes every typed word finds (case and accents aside): a word of the quote's name or of the
   * customer's name or contact person that begins with it, the customer number or the quote's number
   * (also of the quote it revises) containing it, an article number on any line that begins with it, the
   * day or month it was issued, sent or last changed (readTypedDate: as typed in the regional format of
   * `locale`; a day without its year is the last one up to `today`, YYYY-MM-DD, by default the local day
   * now), or its total as the quote
   * shows it ("1.234,50", "1234.5"; whole amounts find every total with that whole part). Empty text finds nothing.
   */
  search(typed: string, options: { locale: string; limit: number; today?: string }): QuoteSearchResult;
}

/** An index that follows a list of quotes as it changes, one changed quote at a time. */
export interface FollowingQuoteIndex extends QuoteIndex {
  /**
   * Takes the list as it is now (quote ids are unique in it). Only a quote new or changed since the last
   * list is prepared again; one that is the same object, or a copy the same in everything the search reads
   * (a list saved whole makes every quote anew), is not. Quotes no longer listed are forgotten.
   */
  follow(quotes: readonly SavedQuote[]): void;
  /**
   * The same as steps that yield after each quote looked at, for main to run in slices (runInSlices) while
   * its thread answers others: a first list of thousands of quotes is long work. Search only once they are done.
   */
  followSteps(quotes: readonly SavedQuote[]): Generator<void, void>;
}

// Last changed first: what was worked on lately is what is looked for most. Quotes changed at the same moment
// by their ids, so the order is the quotes' own and not the list's: a change is put in its place, not sorted anew.
const lastChangedFirst = (a: Entry, b: Entry): number => {
  if (a.quote.updatedAt !== b.quote.updatedAt) return a.quote.updatedAt < b.quote.updatedAt ? 1 : -1;
  return a.quote.id < b.quote.id ? -1 : a.quote.id > b.quote.id ? 1 : 0;
};

/** Where an entry goes in entries in that order (binary search). */
function placeOf(ordered: readonly Entry[], entry: Entry): number {
  let low = 0;
  let high = ordered.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (lastChangedFirst(ordered[middle]!, entry) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

// More quotes changed at once than this (a start, another source) are put in order by one sort.
const PLACED_ONE_BY_ONE = 16;

/**
 * Whether two versions of a quote read the same to the search: the same words, numbers, days and
 * articles, and the same total (the same lines, factors, basis, country and kept pricing objects).
 */
function sameForSearch(a: SavedQuote, b: SavedQuote): boolean {
  if (a.name !== b.name || a.updatedAt !== b.updatedAt || a.country !== b.country || a.factor !== b.factor) return false;
  if (a.priceBasis !== b.priceBasis || a.lines.length !== b.lines.length) return false;
  const [ra, rb] = [a.letter?.recipient, b.letter?.recipient];
  if (ra?.name !== rb?.name || ra?.contact !== rb?.contact || ra?.customerNumber !== rb?.customerNumber) return false;
  if (a.issue?.number !== b.issue?.number || a.issue?.issuedOn !== b.issue?.issuedOn || a.issue?.sentAt !== b.issue?.sentAt) return false;
  if (a.revises?.number !== b.revises?.number || a.revises?.base !== b.revises?.base) return false;
  return a.lines.every((line, at) => {
    const other = b.lines[at];
    return (
      other !== undefined &&
      line.artnr === other.artnr &&
      line.quantity === other.quantity &&
      line.factor === other.factor &&
      line.pricing === other.pricing
    );
  });
}

/**
 * The one rule of finding a saved quote by typing, as an index that follows the list (`follow`). `source`
 * is the prices shown now: a total counts only from pricing that still holds for it (keptQuoteTotal).
 */
export function followQuotes(source: PriceSource): FollowingQuoteIndex {
  let followed: readonly SavedQuote[] = [];
  const byId = new Map<string, Entry>();
  // Every entry, last changed first.
  let ordered: Entry[] = [];
  function* steps(quotes: readonly SavedQuote[]): Generator<void, void> {
    if (quotes === followed) return;
    const fresh: Entry[] = [];
    const gone = new Set<Entry>();
    for (const quote of quotes) {
      const entry = byId.get(quote.id);
      if (entry?.quote === quote) continue;
      if (entry && sameForSearch(entry.quote, quote)) {
        // The same to the search: found as the quote now is.
        entry.quote = quote;
        continue;
      }
      if (entry) gone.add(entry);
      const made = entryOf(quote, source);
      byId.set(quote.id, made);
      fresh.push(made);
      yield;
    }
    // Ids are unique: more entries than quotes are the ones no longer listed.
    if (byId.size > quotes.length) {
      const listed = new Set(quotes.map((quote) => quote.id));
      for (const [quoteId, entry] of byId)
        if (!listed.has(quoteId)) {
          byId.delete(quoteId);
          gone.add(entry);
        }
    }
    followed = quotes;
    if (fresh.length > PLACED_ONE_BY_ONE) {
      ordered = [...byId.values()].sort(lastChangedFirst);
      return;
    }
    if (gone.size > 0) ordered = ordered.filter((entry) => !gone.has(entry));
    for (const entry of fresh) ordered.splice(placeOf(ordered, entry), 0, entry);
  }
  return {
    follow(quotes) {
      const run = steps(quotes);
      while (run.next().done !== true);
    },
    followSteps: steps,
    search(typed, { locale, limit, today = localDay(new Date()) }) {
      const { terms, dates } = termsOf(typed, locale, today);
      if (terms.length === 0) return { found: [], count: 0, dates };
      const found: FoundQuote[] = [];
      let count = 0;
      for (const entry of ordered) {
        if (!terms.every((term) => matches(entry, term))) continue;
        count += 1;
        if (found.length < limit) found.push({ quote: entry.quote, total: entry.total });
      }
      return { found, count, dates };
    },
  };
}

/** The one rule of finding a saved quote by typing (followQuotes), over a list prepared once. */
export function indexQuotes(quotes: readonly SavedQuote[], source: PriceSource): QuoteIndex {
  const index = followQuotes(source);
  index.follow(quotes);
  return { search: index.search };
}
