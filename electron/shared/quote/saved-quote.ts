import type { z } from 'zod';
import type { Message } from '../i18n/catalogue';
import type { Decimal } from '../price-info';
import type { quoteRevisionSchema } from './quote-letter-schema';
import type { keptPricing, savedLine, savedQuoteSchema, unpricedLine } from './saved-quote-schema';

export type QuoteRevision = z.infer<typeof quoteRevisionSchema>;
/**
 * A line's pricing as main keeps it. `answeredNow`: main's, set on a pricing the service gave in this run
 * (not a last-known answer); its stock is current (stockAsOf). Never read from a file (the schema has no
 * such field), so a pricing from an earlier run is always dated.
 */
export type KeptPricing = z.infer<typeof keptPricing> & { answeredNow?: true };
/** A quote line as kept: what to price, and (when it was priced) what it was priced at. */
export type SavedQuoteLine = z.infer<typeof savedLine>;

/** A named quote: one country and one factor for all its lines. */
export type SavedQuote = z.infer<typeof savedQuoteSchema>;

export interface SavedQuotes {
  quotes: SavedQuote[];
  activeId: string | null;
  /** The window's: how many quotes may be made, as main said with the quotes it read (MAX_QUOTES when not given). Never saved. */
  maxQuotes?: number | undefined;
}

/** The factor a line is priced with: its own, else the quote's (null: none). */
export function lineFactor(quote: Pick<SavedQuote, 'factor'>, line: SavedQuoteLine): Decimal | null {
  return line.factor ?? quote.factor;
}

/**
 * A change to main's list as its commands save it: what to price, never what a line was priced at, nor a
 * number or a date of issue (the store keeps and gives those).
 */
export interface QuotesEdit {
  quotes: (Omit<SavedQuote, 'lines' | 'issue'> & { lines: z.infer<typeof unpricedLine>[] })[];
  activeId: string | null;
  /**
   * Present when `quotes` are only the quotes changed or made (what a command saves): the quotes removed, and
   * the order of every quote when quotes were added or put back. Absent: `quotes` is every quote, and any other
   * is removed.
   */
  changed?: { removed: string[]; order?: string[] };
}

/** What main answers for a quote line it priced (or had priced): the pricing it keeps with the line. */
export interface QuoteLinePricing {
  pricing: KeptPricing;
  /** Set when the service could not be reached and an earlier answer stands in: why it could not answer now. */
  lastKnown?: { fetchedAt: string; reason: Message };
}
