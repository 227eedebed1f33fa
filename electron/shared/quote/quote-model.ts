import Big from 'big.js';
import type { CountryCode } from '../countries';
import type { Message } from '../i18n/catalogue';
import type { Translator } from '../i18n/translator';
import { MAX_QUANTITY } from './quote-quantity';
import { checkRoomForLines, checkRoomForQuote } from './quote-limits';
import type { Decimal } from '../price-info';
import { lineFactor, type SavedQuote, type SavedQuoteLine, type SavedQuotes } from './saved-quote';
import type { Customer } from '../customer';
import { quoteWithCustomer } from './quote-customer';

const newId = (): string => crypto.randomUUID();
const stamp = (): string => new Date().toISOString();

/** A new empty quote, named by its number in the UI language ("Quote 3", "Angebot 3"); the name is kept as given. */
export function newQuote(saved: SavedQuotes, country: CountryCode, words: Translator): SavedQuote {
  const taken = new Set(saved.quotes.map((quote) => quote.name));
  const nameOf = (number: number): string => words.t('quote.defaultName', { number: String(number) });
  let number = saved.quotes.length + 1;
  while (taken.has(nameOf(number))) number += 1;
  return { id: newId(), name: nameOf(number), country, factor: null, lines: [], updatedAt: stamp() };
}

/** A change the model refused, with why, for the user; nothing was changed. */
export type Refused = { ok: false; message: Message };

/**
 * The quotes with a new empty quote, made active, for the `customer` picked (their recipient, country,
 * factor, language and net or gross); refused when no more quotes can be kept.
 */
export function addQuote(
  saved: SavedQuotes,
  country: CountryCode,
  words: Translator,
  customer: Customer | null = null,
): { ok: true; saved: SavedQuotes; quote: SavedQuote } | Refused {
  const room = checkRoomForQuote(saved.quotes.length, saved.maxQuotes);
  if (!room.ok) return room;
  const blank = newQuote(saved, country, words);
  const quote = customer === null ? blank : quoteWithCustomer(blank, customer);
  return { ok: true, saved: { quotes: [...saved.quotes, quote], activeId: quote.id }, quote };
}

/** A deleted quote back at its place, made active; refused when the room was filled meanwhile. */
export function restoreQuote(saved: SavedQuotes, quote: SavedQuote, index: number): { ok: true; saved: SavedQuotes } | Refused {
  const room = checkRoomForQuote(saved.quotes.length, saved.maxQuotes);
  if (!room.ok) return room;
  const quotes = [...saved.quotes];
  quotes.splice(Math.min(index, quotes.length), 0, quote);
  return { ok: true, saved: { quotes, activeId: quote.id } };
}

/** The active quote, creating one (for the `customer` picked) when there is none (refused when no more quotes can be kept). */
export function ensureActive(
  saved: SavedQuotes,
  country: CountryCode,
  words: Translator,
  customer: Customer | null = null,
): { ok: true; saved: SavedQuotes; quote: SavedQuote } | Refused {
  const active = saved.quotes.find((quote) => quote.id === saved.activeId);
  return active ? { ok: true, saved, quote: active } : addQuote(saved, country, words, customer);
}

/**
 * Replaces one quote by what `change` makes of it, stamping the time; the very same quotes when `change`
 * gives back the quote itself (nothing to change: it already holds that) or there is no such quote.
 */
export function updateQuote(saved: SavedQuotes, id: string, change: (quote: SavedQuote) => SavedQuote): SavedQuotes {
  const quote = saved.quotes.find((candidate) => candidate.id === id);
  const changed = quote && change(quote);
  if (!changed || changed === quote) return saved;
  return { ...saved, quotes: saved.quotes.map((candidate) => (candidate === quote ? { ...changed, updatedAt: stamp() } : candidate)) };
}

/** A line as added: an article, how many, and its own factor (null, or missing: the quote's). */
export interface AddedLine {
  artnr: string;
  quantity: number;
  factor?: Decimal | null;
}

/**
 * Where a line goes among the lines already there: after the first of `after` still on the quote, else
 * before the first of `before`, else at the end (nearest first: a corrected pasted line takes its place).
 */
export interface LinePlace {
  after: readonly string[];
  before: readonly string[];
}

/** A line to add: an article, how many, its own factor (null, or missing: the quote's) and, from a paste, where it goes. */
export interface AddedLine {
  /** The id the line gets when it is made (the window's, so main keeps the one it shows); none: a new one. */
  id?: string | undefined;
  artnr: string;
  quantity: number;
  factor?: Decimal | null;
  /** What the article is (a paste's "Bezeichnung"); a line that has none takes it. */
  description?: string | undefined;
  place?: LinePlace | undefined;
}

/** Which quote line each added line went to, and whether it made that line (or added to one there). */
export interface PlacedLine {
  id: string;
  created: boolean;
}

/**
 * Adds lines to a quote; an article already on it with the same factor in force (its own or the quote's)
 * gets the quantity added rather than a second line; with another factor it is a line of its own.
 * Refused as a whole when the new lines would not fit on the quote (the message says how many still do).
 */
export function addLines(quote: SavedQuote, lines: readonly AddedLine[]): { ok: true; quote: SavedQuote; placed: PlacedLine[] } | Refused {
  const next: SavedQuoteLine[] = quote.lines.map((line) => ({ ...line }));
  // The line of each article and factor in force: thousands of pasted lines stay quick.
  const key = (artnr: string, factor: Decimal | null): string => `${artnr.toLowerCase()}|${factorKey(factor)}`;
  const byArticle = new Map<string, SavedQuoteLine>();
  for (const line of next) {
    const at = key(line.artnr, lineFactor(quote, line));
    if (!byArticle.has(at)) byArticle.set(at, line);
  }
  // Lines put after the same one follow each other in the order they come, not the other way round.
  const lastAfter = new Map<string, string>();
  const placed: PlacedLine[] = [];
  let added = 0;
  for (const line of lines) {
    const factor = line.factor ?? null;
    const at = key(line.artnr, factor ?? quote.factor);
    const existing = byArticle.get(at);
    if (existing) {
      existing.quantity = Math.min(existing.quantity + line.quantity, MAX_QUANTITY);
      if (!existing.description && line.description) existing.description = line.description;
      placed.push({ id: existing.id, created: false });
      continue;
    }
    const created: SavedQuoteLine = {
      id: line.id !== undefined && !next.some((other) => other.id === line.id) ? line.id : newId(),
      artnr: line.artnr,
      quantity: line.quantity,
      factor,
      ...(line.description ? { description: line.description } : {}),
    };
    const { index, after } = indexFor(next, line.place, lastAfter);
    next.splice(index, 0, created);
    if (after !== null) lastAfter.set(after, created.id);
    byArticle.set(at, created);
    placed.push({ id: created.id, created: true });
    added += 1;
  }
  const room = checkRoomForLines(quote.lines.length, added);
  return room.ok ? { ok: true, quote: { ...quote, lines: next }, placed } : room;
}

/**
 * Where a line with `place` goes in `lines` (their length: the end), and the line it was put after;
 * `lastAfter` holds the line last put after each one, so the next goes behind it.
 */
function indexFor(
  lines: readonly SavedQuoteLine[],
  place: LinePlace | undefined,
  lastAfter: ReadonlyMap<string, string>,
): { index: number; after: string | null } {
  if (place === undefined) return { index: lines.length, after: null };
  const at = (id: string): number => lines.findIndex((line) => line.id === id);
  for (const anchor of place.after) {
    const index = at(anchor);
    if (index === -1) continue;
    const behind = at(lastAfter.get(anchor) ?? anchor);
    return { index: (behind === -1 ? index : behind) + 1, after: anchor };
  }
  for (const anchor of place.before) {
    const index = at(anchor);
    if (index !== -1) return { index, after: null };
  }
  return { index: lines.length, after: null };
}

// "1.25" and "1.250" are one factor.
const factorKey = (factor: Decimal | null): string => (factor === null ? '' : new Big(factor).toString());

/** Whether two factors are the same number; null (none) is only the same as null. */
function sameFactor(a: Decimal | null, b: Decimal | null): boolean {
  return factorKey(a) === factorKey(b);
}

/**
 * A line's own factor for "no factor" on a quote that has one: × 1 offers the price itself (the service's
 * factor price of 1 is the price), where null would take the quote's.
 */
export const NO_FACTOR: Decimal = '1';

/** Which factor a line added from a lookup takes when the lookup's and the quote's differ. */
export type FactorChoice = 'lookup' | 'quote';

/**
 * The factor of a line added from a lookup: on a quote without a factor the lookup's (none if none); the
 * quote's (null) when they are the same; when they differ, the one chosen, and without a choice yet, ask.
 */
export function addedLineFactor(
  quoteFactor: Decimal | null,
  lookupFactor: Decimal | null,
  choice: FactorChoice | null,
): { ask: false; factor: Decimal | null } | { ask: true } {
  if (quoteFactor === null) return { ask: false, factor: lookupFactor };
  if (sameFactor(quoteFactor, lookupFactor)) return { ask: false, factor: null };
  if (choice === null) return { ask: true };
  return { ask: false, factor: choice === 'quote' ? null : (lookupFactor ?? NO_FACTOR) };
}
