import type { CountryCode } from '../countries';
import type { Message } from '../i18n/catalogue';
import type { Decimal, PriceInfo, PriceSource } from '../price-info';
import type { PriceBasis } from './quote-figures';
import type { QuoteIssue, QuoteLetter } from './quote-letter';

/**
 * A revision's link to the quote it revises, main's to keep: the number it revises and the number its
 * own is made from ("A-2026-0001" for a revision of A-2026-0001 or of A-2026-0001-2).
 */
export interface QuoteRevision {
  quoteId: string;
  /** The number of the quote revised. */
  number: string;
  /** The first quote's number: the revisions are numbered "<base>-2", "<base>-3" … */
  base: string;
}

/**
 * What a line was priced at, kept with it: a saved quote is a document, shown as it was priced until
 * its country or factor changes or the user re-checks it.
 */
export interface KeptPricing {
  /** When the answer was fetched (ISO 8601); for a last-known answer, when that answer was fetched. */
  pricedAt: string;
  /** Demo prices never stand in for the service's, nor the other way round. */
  source: PriceSource;
  country: CountryCode;
  /** The factor the line was priced with (the quote's or its own), or null. */
  factor: Decimal | null;
  info: PriceInfo;
}

/** A quote line as kept: what to price, and (when it was priced) what it was priced at. */
export interface SavedQuoteLine {
  id: string;
  artnr: string;
  quantity: number;
  /** Overrides the quote's factor for this line; null uses the quote's. */
  factor: Decimal | null;
  /** What the article is, as pasted or typed, printed under its number; missing in lines saved before (none). */
  description?: string | undefined;
  /** Missing in quotes saved before prices were kept, and for lines not priced yet. */
  pricing?: KeptPricing | undefined;
}

/** A named quote: one country and one factor for all its lines. */
export interface SavedQuote {
  id: string;
  name: string;
  country: CountryCode;
  factor: Decimal | null;
  /** Net prices (business customers) or gross (consumers); missing in quotes saved before it was chosen: gross. */
  priceBasis?: PriceBasis | undefined;
  lines: SavedQuoteLine[];
  updatedAt: string;
  /** Recipient, validity, terms and document language; missing in quotes saved before documents had them. */
  letter?: QuoteLetter | undefined;
  /** Main's, like a line's pricing: the number and date given when the document was first saved or printed. */
  issue?: QuoteIssue | undefined;
  /**
   * A revision of a sent quote: the quote it revises. Proposed by the window when it makes the revision;
   * main keeps it only when that quote was sent with that number, and from then on as it kept it.
   */
  revises?: QuoteRevision | undefined;
}

export interface SavedQuotes {
  quotes: SavedQuote[];
  activeId: string | null;
}

/** The factor a line is priced with: its own, else the quote's (null: none). */
export function lineFactor(quote: Pick<SavedQuote, 'factor'>, line: SavedQuoteLine): Decimal | null {
  return line.factor ?? quote.factor;
}

/** A line as the renderer edits it: what to price. What it was priced at is main's to keep. */
type QuoteLineEdit = Omit<SavedQuoteLine, 'pricing'>;

/** The quotes as the renderer sends them to be saved: never a number or a date of issue (main gives those). */
export interface QuotesEdit {
  quotes: (Omit<SavedQuote, 'lines' | 'issue'> & { lines: QuoteLineEdit[] })[];
  activeId: string | null;
}

/** What main answers for a quote line it priced (or had priced): the pricing it keeps with the line. */
export interface QuoteLinePricing {
  pricing: KeptPricing;
  /** Set when the service could not be reached and an earlier answer stands in: why it could not answer now. */
  lastKnown?: { fetchedAt: string; reason: Message };
}
