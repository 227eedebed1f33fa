import type { IpcHandlers } from '../../electron/main-logic/ipc-caller';
import type { QuotesEdit } from '../../electron/shared/quote/saved-quote';

/** A quote as the window sends it to be saved. */
export type EditedQuote = QuotesEdit['quotes'][number];

/**
 * Saves these quotes in main as the window does (after loading them), then asks main to price every line,
 * as the quote view's rows do: main keeps each line's pricing, which its documents are made of.
 */
export async function keepPricedQuotes(handlers: IpcHandlers, ...quotes: EditedQuote[]): Promise<void> {
  await handlers.loadQuotes(undefined);
  const saved = await handlers.saveQuotes({ quotes, activeId: quotes[0]?.id ?? null });
  if (!saved.ok) throw new Error(`quotes not saved: ${saved.error.kind}`);
  for (const quote of quotes)
    for (const line of quote.lines) {
      const priced = await handlers.priceQuoteLine({
        quoteId: quote.id,
        lineId: line.id,
        artnr: line.artnr,
        country: quote.country,
        factor: line.factor ?? quote.factor,
      });
      if (!priced.ok) throw new Error(`line ${line.artnr} not priced: ${priced.error.kind}`);
    }
}

/** Asks main to price every line of a quote it keeps, as the quote view's rows do. */
export async function priceKeptLines(handlers: IpcHandlers, quoteId: string): Promise<void> {
  const loaded = await handlers.loadQuotes(undefined);
  const quote = loaded.ok ? loaded.value.quotes.find((each) => each.id === quoteId) : undefined;
  for (const line of quote?.lines ?? [])
    await handlers.priceQuoteLine({
      quoteId,
      lineId: line.id,
      artnr: line.artnr,
      country: quote!.country,
      factor: line.factor ?? quote!.factor,
    });
}
