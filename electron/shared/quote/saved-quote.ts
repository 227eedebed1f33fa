import type { CountryCode } from '../countries';
import type { Decimal } from '../price-info';

/** A quote line as kept: what to price, not the prices (those are asked anew). */
export interface SavedQuoteLine {
  id: string;
  artnr: string;
  quantity: number;
  /** Overrides the quote's factor for this line; null uses the quote's. */
  factor: Decimal | null;
}

/** A named quote: one country and one factor for all its lines. */
export interface SavedQuote {
  id: string;
  name: string;
  country: CountryCode;
  factor: Decimal | null;
  lines: SavedQuoteLine[];
  updatedAt: string;
}

export interface SavedQuotes {
  quotes: SavedQuote[];
  activeId: string | null;
}
