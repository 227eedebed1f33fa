// The one rule for what a command makes of the quote list where neither main's store nor a customer decides:
// main applies it, and the window shows it by it while main's answer is on its way.
import { msg, type Message } from '../i18n/catalogue';
import type { QuoteChange } from './quote-change';
import { addLines, type PlacedLine } from './quote-model';
import type { SavedQuote, SavedQuotes } from './saved-quote';
import { isSent } from './sent-quote';

/** The list after a command; or why it is refused (`sent`: nothing is added to what was sent). */
export type QuotesAfter = { ok: true; saved: SavedQuotes; placed?: PlacedLine[] } | { ok: false; message: Message; sent?: true };

const replaced = (saved: SavedQuotes, changed: SavedQuote): SavedQuotes => ({
  ...saved,
  quotes: saved.quotes.map((quote) => (quote.id === changed.id ? changed : quote)),
});

/** The commands this rule decides alone. */
const DECIDED = new Set<QuoteChange['kind']>(['open', 'delete', 'set', 'setBasis', 'addLines', 'changeLine', 'removeLine']);

/** One quote after a change of its fields or lines. */
function quoteAfter(
  quote: SavedQuote,
  change: QuoteChange,
): { ok: true; quote: SavedQuote; placed?: PlacedLine[] } | Exclude<QuotesAfter, { ok: true }> | null {
  switch (change.kind) {
    case 'set':
      return { ok: true, quote: { ...quote, ...change.fields } };
    case 'setBasis':
      return { ok: true, quote: { ...quote, priceBasis: change.priceBasis } };
    case 'addLines': {
      // Nothing is added to what was sent (the lookup's "Add to quote"): its revision is the way.
      if (isSent(quote)) return { ok: false, sent: true, message: msg('quote.sent.refused', { number: quote.issue?.number ?? '' }) };
      const { issue: _issue, ...content } = quote;
      const added = addLines(content, change.lines);
      if (!added.ok) return added;
      return { ok: true, quote: { ...added.quote, ...(quote.issue ? { issue: quote.issue } : {}) }, placed: added.placed };
    }
    case 'changeLine': {
      const line = quote.lines.find((each) => each.id === change.lineId);
      if (!line) return { ok: false, message: msg('errors.quotes.lineMissing') };
      const { description, ...rest } = change.change;
      const next = { ...line, ...rest };
      if (description !== undefined) {
        if (description === '') delete next.description;
        else next.description = description;
      }
      return { ok: true, quote: { ...quote, lines: quote.lines.map((each) => (each === line ? next : each)) } };
    }
    case 'removeLine':
      return { ok: true, quote: { ...quote, lines: quote.lines.filter((each) => each.id !== change.lineId) } };
    default:
      return null;
  }
}

/**
 * What a command makes of the list by itself: a quote opened, deleted, or its fields or lines changed (before
 * main's rule for sent quotes, which makes a revision). Null for a command main's store or a customer decides
 * (create, undo, revise, duplicate, pick a customer).
 */
export function quotesAfter(saved: SavedQuotes, quoteId: string, change: QuoteChange): QuotesAfter | null {
  if (!DECIDED.has(change.kind)) return null;
  const quote = saved.quotes.find((each) => each.id === quoteId);
  if (!quote) return { ok: false, message: msg('errors.quotes.missing') };
  switch (change.kind) {
    case 'open':
      return { ok: true, saved: { ...saved, activeId: quoteId } };
    case 'delete': {
      const quotes = saved.quotes.filter((each) => each.id !== quoteId);
      return { ok: true, saved: { ...saved, quotes, activeId: saved.activeId === quoteId ? (quotes[0]?.id ?? null) : saved.activeId } };
    }
    default: {
      const after = quoteAfter(quote, change);
      if (after === null || !after.ok) return after;
      return { ok: true, saved: replaced(saved, after.quote), ...(after.placed ? { placed: after.placed } : {}) };
    }
  }
}
