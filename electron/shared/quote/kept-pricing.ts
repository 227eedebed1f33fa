import type { LookupRequest } from '../lookup-input';
import type { PriceSource } from '../price-info';
import { isSent, type QuoteIssue } from './quote-letter';
import type { KeptPricing, SavedQuoteLine } from './saved-quote';

/** Prices kept longer than this (by default; Settings can change it) are called out on the quote, with "Re-check prices". */
export const RECHECK_AFTER_HOURS = 24;
/** Settings accept 1 hour to this many (30 days). */
export const RECHECK_AFTER_HOURS_LIMIT = 720;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The one rule for "is this kept pricing valid": the pricing a quote line is shown with without asking
 * the service, or null when it must be priced anew. A line of a sent quote: the pricing it was sent
 * with, whatever source, country or factor is asked and however old it is (never priced anew; null when
 * it was sent without one). Any other line: its kept pricing when priced for exactly this article,
 * country, factor and source. Main (pricing a line, documents) and the window (drawing the rows) ask this alone.
 */
export function validKeptPricing(
  quote: { issue?: QuoteIssue | undefined },
  line: SavedQuoteLine,
  request: Pick<LookupRequest, 'artnr' | 'country' | 'factor'>,
  source: PriceSource,
): KeptPricing | null {
  const { pricing } = line;
  if (!pricing || line.artnr !== request.artnr) return null;
  if (isSent(quote)) return pricing;
  return pricing.source === source && pricing.country === request.country && pricing.factor === request.factor ? pricing : null;
}

// A pricing's time read once: the window asks for the oldest of a long quote's pricings once a frame.
const pricedAtTimes = new WeakMap<KeptPricing, number>();

function pricedAtTime(pricing: KeptPricing): number {
  let at = pricedAtTimes.get(pricing);
  if (at === undefined) {
    at = Date.parse(pricing.pricedAt);
    pricedAtTimes.set(pricing, at);
  }
  return at;
}

/** The earliest time any of these lines was priced (ISO 8601), or null when none is kept. */
export function oldestPricedAt(pricings: readonly (KeptPricing | null)[]): string | null {
  let oldest: { at: number; text: string } | null = null;
  for (const pricing of pricings) {
    if (!pricing) continue;
    const at = pricedAtTime(pricing);
    if (Number.isNaN(at)) continue;
    if (oldest === null || at < oldest.at) oldest = { at, text: pricing.pricedAt };
  }
  return oldest?.text ?? null;
}

/** Whether prices from `pricedAt` are older than `hours` at `now` (ms since the epoch). */
export function pricedLongAgo(pricedAt: string, now: number, hours: number = RECHECK_AFTER_HOURS): boolean {
  return now - Date.parse(pricedAt) > hours * HOUR_MS;
}

/** What a stock figure's date is decided from: when it was priced, and whether the service gave it in this run. */
type DatedPricing = Pick<KeptPricing, 'pricedAt' | 'answeredNow'>;

/**
 * When a stock figure (and its delivery) is from, where it is not current; null for one the service gave
 * in this run of the app (`answeredNow`). Else when it was priced: for a last-known answer when that was
 * fetched, for pricing kept from an earlier run when it was priced. The one rule for the window (main's
 * answer for the line, else the pricing kept with it), every document main makes and the CLI. Stock
 * moves faster than prices: a kept count is never drawn as current.
 */
export function stockAsOf(answer: { pricing: DatedPricing } | null | undefined, kept: DatedPricing | null): string | null {
  const pricing = answer?.pricing ?? kept;
  return pricing === null || pricing.answeredNow === true ? null : pricing.pricedAt;
}
