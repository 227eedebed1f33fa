import type { CountryCode } from '../../../../electron/shared/countries';
import type { Translator } from '../../../../electron/shared/i18n/translator';
import type { Decimal } from '../../../../electron/shared/price-info';
import type { KeptPricing, SavedQuote, SavedQuoteLine, SavedQuotes } from '../../../../electron/shared/quote/saved-quote';

const newId = (): string => crypto.randomUUID();
const stamp = (): string => new Date().toISOString();

/** A new empty quote, named by its number in the UI language ("Quote 3", "Angebot 3"); the name is kept as given. */
export function newQuote(saved: SavedQuotes, country: CountryCode, i18n: Translator): SavedQuote {
  const taken = new Set(saved.quotes.map((quote) => quote.name));
  const nameOf = (number: number): string => i18n.t('quote.defaultName', { number: String(number) });
  let number = saved.quotes.length + 1;
  while (taken.has(nameOf(number))) number += 1;
  return { id: newId(), name: nameOf(number), country, factor: null, lines: [], updatedAt: stamp() };
}

/** The active quote, creating one when there is none. */
export function ensureActive(saved: SavedQuotes, country: CountryCode, i18n: Translator): { saved: SavedQuotes; quote: SavedQuote } {
  const active = saved.quotes.find((quote) => quote.id === saved.activeId);
  if (active) return { saved, quote: active };
  const quote = newQuote(saved, country, i18n);
  return { saved: { quotes: [...saved.quotes, quote], activeId: quote.id }, quote };
}

/** Replaces one quote by what `change` makes of it, stamping the time. */
export function updateQuote(saved: SavedQuotes, id: string, change: (quote: SavedQuote) => SavedQuote): SavedQuotes {
  return {
    ...saved,
    quotes: saved.quotes.map((quote) => (quote.id === id ? { ...change(quote), updatedAt: stamp() } : quote)),
  };
}

/** Adds lines to a quote; an article already on it gets the quantity added rather than a second line. */
export function addLines(quote: SavedQuote, lines: readonly { artnr: string; quantity: number }[]): SavedQuote {
  const next: SavedQuoteLine[] = quote.lines.map((line) => ({ ...line }));
  for (const line of lines) {
    const existing = next.find((candidate) => candidate.artnr.toLowerCase() === line.artnr.toLowerCase() && candidate.factor === null);
    if (existing) existing.quantity = Math.min(existing.quantity + line.quantity, 1_000_000);
    else next.push({ id: newId(), artnr: line.artnr, quantity: line.quantity, factor: null });
  }
  return { ...quote, lines: next };
}

/** The factor a line is priced with. */
export function lineFactor(quote: SavedQuote, line: SavedQuoteLine): Decimal | null {
  return line.factor ?? quote.factor;
}

/**
 * Keeps what lines were priced at (by line id); other lines stay as they are. Not an edit by the user,
 * so the quote's time is not stamped; a line removed meanwhile is simply not there to keep it.
 */
export function keepPricing(saved: SavedQuotes, quoteId: string, pricings: ReadonlyMap<string, KeptPricing>): SavedQuotes {
  return {
    ...saved,
    quotes: saved.quotes.map((quote) =>
      quote.id !== quoteId
        ? quote
        : { ...quote, lines: quote.lines.map((line) => (pricings.has(line.id) ? { ...line, pricing: pricings.get(line.id) } : line)) },
    ),
  };
}
