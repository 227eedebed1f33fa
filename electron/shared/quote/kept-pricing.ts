import type { LookupRequest } from '../lookup-input';
import type { PriceSource } from '../price-info';
import type { KeptPricing, QuoteLinePricing, SavedQuoteLine } from './saved-quote';

/** Prices kept longer than this (by default; Settings can change it) are called out on the quote, with "Re-check prices". */
export const RECHECK_AFTER_HOURS = 24;
/** Settings accept 1 hour to this many (30 days). */
export const RECHECK_AFTER_HOURS_LIMIT = 720;
const HOUR_MS = 60 * 60 * 1000;

/** The line's kept pricing when it was priced for exactly this request and source; otherwise null, and the line is priced anew. */
export function keptPricingFor(
  line: SavedQuoteLine,
  request: Pick<LookupRequest, 'country' | 'factor'>,
  source: PriceSource,
): KeptPricing | null {
  const { pricing } = line;
  if (!pricing) return null;
  return pricing.source === source && pricing.country === request.country && pricing.factor === request.factor ? pricing : null;
}

/**
 * What a line of a sent quote is answered with: the pricing it was sent with, whatever source, country
 * or factor is asked and however old it is; null when it was sent without one (never priced anew).
 */
export function sentPricing(line: SavedQuoteLine, artnr: string): KeptPricing | null {
  return line.artnr === artnr ? (line.pricing ?? null) : null;
}

/** The earliest time any of these lines was priced (ISO 8601), or null when none is kept. */
export function oldestPricedAt(pricings: readonly (KeptPricing | null)[]): string | null {
  let oldest: { at: number; text: string } | null = null;
  for (const pricing of pricings) {
    if (!pricing) continue;
    const at = Date.parse(pricing.pricedAt);
    if (Number.isNaN(at)) continue;
    if (oldest === null || at < oldest.at) oldest = { at, text: pricing.pricedAt };
  }
  return oldest?.text ?? null;
}

/** Whether prices from `pricedAt` are older than `hours` at `now` (ms since the epoch). */
export function pricedLongAgo(pricedAt: string, now: number, hours: number = RECHECK_AFTER_HOURS): boolean {
  return now - Date.parse(pricedAt) > hours * HOUR_MS;
}

/**
 * When a line's stock and delivery are from, where they are not current: a last-known answer's fetch time,
 * or, for a line shown with the pricing kept with it (not answered now), when that was priced. Null for an
 * answer the service gave now. Stock moves faster than prices; the quote never draws a kept count as current.
 */
export function stockAsOf(answer: QuoteLinePricing | null | undefined, kept: KeptPricing | null): string | null {
  if (answer) return answer.lastKnown ? answer.lastKnown.fetchedAt : null;
  return kept?.pricedAt ?? null;
}
