import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { PriceLookupBridge, PriceSource } from '@shared/ipc-contract';
import { unwrap } from './bridge-failure';
import { isQuoteLineKey } from './queries';

/**
 * Main's answers to the quote search, under 'quotes' (the list's own key): whatever marks main's quotes as
 * changed there asks the search again too.
 */
const quoteSearchKeys = {
  all: ['quotes', 'search'] as const,
  typed: (typed: string, locale: string, source: PriceSource) => [...quoteSearchKeys.all, typed, locale, source] as const,
};

/**
 * The quotes main finds for the text typed (its list, then its archive; the one rule, indexQuotes), each
 * with the total main works out from the pricing it keeps. Asked again whenever its words are shown anew
 * and whenever main's quotes change (followQuoteChanges); while the next answer comes, the last stays drawn.
 */
export function quoteSearchQuery(bridge: PriceLookupBridge, typed: string, locale: string, source: PriceSource) {
  return queryOptions({
    queryKey: quoteSearchKeys.typed(typed, locale, source),
    queryFn: async () => unwrap(await bridge.searchQuotes({ typed, locale })),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * Asks the search again whenever the window learns that main's quotes changed: a command main answered
 * (any mutation), a quote line main priced and keeps, the quote list read or changed. Several in one task
 * ask once. Returns the function that ends it.
 */
export function followQuoteChanges(client: QueryClient): () => void {
  let asking: ReturnType<typeof setTimeout> | null = null;
  const askAgain = (): void => {
    asking ??= setTimeout(() => {
      asking = null;
      void client.invalidateQueries({ queryKey: quoteSearchKeys.all });
    }, 0);
  };
  const isSearch = (key: readonly unknown[]): boolean => key[0] === quoteSearchKeys.all[0] && key[1] === quoteSearchKeys.all[1];
  const endMutations = client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') askAgain();
  });
  const endQueries = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const key = event.query.queryKey;
    if (isQuoteLineKey(key) || (key[0] === quoteSearchKeys.all[0] && !isSearch(key))) askAgain();
  });
  return () => {
    endMutations();
    endQueries();
    if (asking !== null) clearTimeout(asking);
  };
}
