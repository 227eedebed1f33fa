import type { QuotesEdit, SavedQuote, SavedQuotes } from '@shared/quote/saved-quote';

/**
 * What is sent to be saved: the quotes changed since `saved` (what main has), as edited, and those removed;
 * never what a line was priced at (main keeps that). The order of all only when quotes were added or moved.
 */
export function editOf(next: SavedQuotes, saved: SavedQuotes): QuotesEdit {
  const before = new Map(saved.quotes.map((quote) => [quote.id, quote]));
  const ids = new Set(next.quotes.map((quote) => quote.id));
  // The quotes are kept as objects that change only with an edit: an unchanged quote is the very same object.
  const changed = next.quotes.filter((quote) => before.get(quote.id) !== quote);
  const removed = saved.quotes.filter((quote) => !ids.has(quote.id)).map((quote) => quote.id);
  const kept = saved.quotes.filter((quote) => ids.has(quote.id));
  const moved = next.quotes.length !== kept.length || next.quotes.some((quote, at) => kept[at]?.id !== quote.id);
  return {
    activeId: next.activeId,
    quotes: changed.map(editedQuote),
    changed: { removed, ...(moved ? { order: next.quotes.map((quote) => quote.id) } : {}) },
  };
}

/**
 * The edit that brings main to `next` whichever of `bases` it has: the window leaving while a save is under
 * way (it may land or fail) sends what the saves queued behind it carried, e.g. a deleted quote brought back.
 */
export function editFromAny(next: SavedQuotes, bases: readonly SavedQuotes[]): QuotesEdit {
  const edits = bases.map((base) => editOf(next, base));
  const ids = new Set(next.quotes.map((quote) => quote.id));
  const quotes = new Map(edits.flatMap((edit) => edit.quotes.map((quote) => [quote.id, quote] as const)));
  const removed = new Set(edits.flatMap((edit) => edit.changed?.removed ?? []).filter((id) => !ids.has(id)));
  const moved = edits.some((edit) => edit.changed?.order !== undefined);
  return {
    activeId: next.activeId,
    quotes: [...quotes.values()],
    changed: { removed: [...removed], ...(moved ? { order: next.quotes.map((quote) => quote.id) } : {}) },
  };
}

// Never the number: main gives it and keeps it.
const editedQuote = ({ issue: _issue, ...quote }: SavedQuote): QuotesEdit['quotes'][number] => ({
  ...quote,
  lines: quote.lines.map(({ id, artnr, quantity, factor, description, copiedFrom }) => ({
    id,
    artnr,
    quantity,
    factor,
    ...(description ? { description } : {}),
    ...(copiedFrom ? { copiedFrom } : {}),
  })),
});
