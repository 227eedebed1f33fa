import { foldForSearch, spellings } from '../customer-search';
import type { PriceSource } from '../price-info';
import { keptQuoteTotal } from './priced-quote';
import { localDay } from './quote-letter';
import type { SavedQuote } from './saved-quote';
import { amountMatches, readDate, readTypedAmount, type ReadTypedDate, type TypedDate } from './search-terms';

// Each list of words is one string, each word after a line break: "begins with" is one `includes` call.
const SEP = '\n';

/** A total as the quote shows it, and its currency. */
type KeptTotal = NonNullable<ReturnType<typeof keptQuoteTotal>>;

/** A quote found, with its total as the quote shows it (null while not known), for the list of results. */
export interface FoundQuote {
  quote: SavedQuote;
  total: KeptTotal | null;
}

interface Entry {
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
  total: KeptTotal | null;
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

/** Saved quotes prepared for typing: built once per change of the list, then asked once per keystroke. */
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

/**
 * The one rule of finding a saved quote by typing. A quote prepared before (the very same object) is not
 * prepared again, so after a change of one quote the index costs one quote. `source` is the prices shown
 * now: a total counts only from pricing that still holds for it (keptQuoteTotal).
 */
export function indexQuotes(quotes: readonly SavedQuote[], source: PriceSource): QuoteIndex {
  const entries = quotes
    .map((quote) => {
      const prepared = PREPARED.get(quote);
      if (prepared?.source === source) return prepared.entry;
      const entry = entryOf(quote, source);
      PREPARED.set(quote, { source, entry });
      return entry;
    })
    // Last changed first: what was worked on lately is what is looked for most.
    .sort((a, b) => (a.quote.updatedAt < b.quote.updatedAt ? 1 : a.quote.updatedAt > b.quote.updatedAt ? -1 : 0));
  const index: QuoteIndex = {
    search(typed, { locale, limit, today = localDay(new Date()) }) {
      const { terms, dates } = termsOf(typed, locale, today);
      if (terms.length === 0) return { found: [], count: 0, dates };
      const found: FoundQuote[] = [];
      let count = 0;
      for (const entry of entries) {
        if (!terms.every((term) => matches(entry, term))) continue;
        count += 1;
        if (found.length < limit) found.push({ quote: entry.quote, total: entry.total });
      }
      return { found, count, dates };
    },
  };
  return index;
}

// Each quote as prepared, for as long as the quote object lives: a quote is changed by making a new one.
const PREPARED = new WeakMap<SavedQuote, { source: PriceSource; entry: Entry }>();
