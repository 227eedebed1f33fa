import { foldForSearch, spellings } from '../customer-search';
import type { PriceSource } from '../price-info';
import { keptQuoteTotal } from './priced-quote';
import { localDay } from './quote-letter';
import type { SavedQuote } from './saved-quote';
import { amountMatches, readTypedAmount, readTypedDate } from './search-terms';

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
  /** The day it was issued and the day it was last changed (YYYY-MM-DD). */
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
  const changed = new Date(quote.updatedAt);
  const days = [...(quote.issue ? [quote.issue.issuedOn] : []), ...(Number.isNaN(changed.getTime()) ? [] : [localDay(changed)])];
  return {
    quote,
    words: SEP + words.join(SEP),
    codes: codes.join(SEP),
    articles: SEP + articles.join(SEP),
    days,
    total: keptQuoteTotal(quote, source),
  };
}

/** One typed word, read once per keystroke in each way it may be meant. */
interface Term {
  folded: string;
  date: ReturnType<typeof readTypedDate>;
  amount: ReturnType<typeof readTypedAmount>;
}

function matches(entry: Entry, term: Term): boolean {
  if (entry.words.includes(SEP + term.folded)) return true;
  if (entry.articles.includes(SEP + term.folded)) return true;
  if (entry.codes.includes(term.folded)) return true;
  const { date, amount } = term;
  if (date !== null && entry.days.some((day) => ('day' in date ? day === date.day : day.startsWith(date.month)))) return true;
  return amount !== null && entry.total !== null && amountMatches(entry.total.total, amount);
}

/** What a search found: the first `limit` quotes, last changed first, and how many there are in all. */
interface QuoteSearchResult {
  found: FoundQuote[];
  count: number;
}

/** Saved quotes prepared for typing: built once per change of the list, then asked once per keystroke. */
export interface QuoteIndex {
  /**
   * The quotes every typed word finds (case and accents aside): a word of the quote's name or of the
   * customer's name or contact person that begins with it, the customer number or the quote's number
   * (also of the quote it revises) containing it, an article number on any line that begins with it, the
   * day or month (in the regional format of `locale`) it was issued or last changed, or its total as the
   * quote shows it ("1.234,50", "1234.5"; whole amounts find every total with that whole part). Empty text finds nothing.
   */
  search(typed: string, options: { locale: string; limit: number }): QuoteSearchResult;
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
    search(typed, { locale, limit }) {
      const terms: Term[] = typed
        .split(/\s+/u)
        .filter((word) => word !== '')
        .map((word) => ({ folded: foldForSearch(word), date: readTypedDate(word, locale), amount: readTypedAmount(word, locale) }));
      if (terms.length === 0) return { found: [], count: 0 };
      const found: FoundQuote[] = [];
      let count = 0;
      for (const entry of entries) {
        if (!terms.every((term) => matches(entry, term))) continue;
        count += 1;
        if (found.length < limit) found.push({ quote: entry.quote, total: entry.total });
      }
      return { found, count };
    },
  };
  return index;
}

// Each quote as prepared, for as long as the quote object lives: a quote is changed by making a new one.
const PREPARED = new WeakMap<SavedQuote, { source: PriceSource; entry: Entry }>();
