import { notifyManager, QueryClient, queryOptions, skipToken, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CountryCode } from '@shared/countries';
import type { CustomerRef } from '@shared/customer-lookup';
import type { Result } from '@shared/errors';
import type { Decimal } from '@shared/price-info';
import type { QuoteLinePricing } from '@shared/quote/saved-quote';
import type { AppState, PriceLookup, PriceSource } from '@shared/ipc-contract';
import type { LookupRequest } from '@shared/lookup-input';
import type { PriceLookupBridge } from '@shared/ipc-contract';
import type { SettingsPatch } from '@shared/settings-patch';
import { unwrap } from './bridge-failure';
import { recallKeys } from './recall-queries';
import { resolveUiLanguage } from '@shared/i18n/language';

/**
 * How long from `from` (ms since the epoch; now by default) main counts an answer as fresh (its
 * `freshUntil`); 0 for a last-known answer or none. Main's rule, not the window's: the window holds an
 * answer exactly as long as main says.
 */
export function freshForMs(lookup: PriceLookup | undefined, from = Date.now()): number {
  return lookup?.freshUntil === undefined ? 0 : Math.max(0, Date.parse(lookup.freshUntil) - from);
}

/** The one QueryClient. Main already retries what is worth retrying. */
export function createQueryClient(): QueryClient {
  // Views hear of a change in the task that made it (a microtask, not TanStack's default timer): a price is drawn
  // in the task that brings it, a quote in the task a command changes it, before the next key or click.
  notifyManager.setScheduler(queueMicrotask);
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}

export const appStateKeys = { all: ['app-state'] as const };

export const priceKeys = {
  all: ['price'] as const,
  lookup: (source: PriceSource, request: LookupRequest | null) =>
    request === null
      ? ([...priceKeys.all, source] as const)
      : ([...priceKeys.all, source, request.artnr, request.country, request.factor, request.profile] as const),
  /** Apart from the batches' entries: only the form's lookups are kept in the recent lookups. */
  form: (source: PriceSource, request: LookupRequest | null, customerId: string | null = null) =>
    request === null
      ? ([...priceKeys.all, source, 'form'] as const)
      : ([...priceKeys.all, source, 'form', request.artnr, request.country, request.factor, request.profile, customerId] as const),
};

export function appStateQuery(bridge: PriceLookupBridge) {
  return queryOptions({
    queryKey: appStateKeys.all,
    queryFn: async () => unwrap(await bridge.getState()),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Asks main under a request id of its own, so that when TanStack aborts the query (a newer lookup, Escape)
 * main stops waiting for the service.
 */
async function cancellable<T>(signal: AbortSignal, bridge: PriceLookupBridge, call: (requestId: string) => Promise<Result<T>>): Promise<T> {
  const requestId = crypto.randomUUID();
  const cancel = (): void => void bridge.cancelLookup({ requestId });
  signal.addEventListener('abort', cancel, { once: true });
  try {
    return unwrap(await call(requestId));
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}

const asInput = (request: LookupRequest) => ({
  artnr: request.artnr,
  country: request.country,
  factor: request.factor ?? '',
  profile: request.profile ?? '',
});

/** One article's price information; keyed by source too, so demo prices never stand in for real ones. */
export function priceQuery(bridge: PriceLookupBridge, source: PriceSource, request: LookupRequest | null) {
  return queryOptions({
    queryKey: priceKeys.lookup(source, request),
    queryFn:
      request === null
        ? skipToken
        : async ({ signal }): Promise<PriceLookup> =>
            cancellable(signal, bridge, (requestId) => bridge.checkPrice({ ...asInput(request), requestId })),
    // As long as main says; a last-known answer is never fresh: the next lookup asks again.
    staleTime: (query) => freshForMs(query.state.data, query.state.dataUpdatedAt),
  });
}

/** Runs `run` once the next frame is drawn (at once where there are no frames, as in unit tests). */
function afterNextFrame(run: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  else setTimeout(run, 0);
}

/**
 * The form's lookup. Each submit asks main (`staleTime: 0` where it is asked), which answers a repeated
 * one from its fresh answers and keeps it at the top of the recent lookups with the price it answered;
 * a fresh answer held here is shown meanwhile, and is not asked again merely because the view re-renders.
 */
export function formPriceQuery(
  bridge: PriceLookupBridge,
  source: PriceSource,
  request: LookupRequest | null,
  /** The customer picked: kept with the recent lookup, so the same lookup for another customer is asked (and kept) anew. */
  customer: CustomerRef | null = null,
) {
  return queryOptions({
    queryKey: priceKeys.form(source, request, customer?.id ?? null),
    queryFn:
      request === null
        ? skipToken
        : async ({ signal, client }): Promise<PriceLookup> => {
            const { recentLookups, ...lookup } = await cancellable(signal, bridge, (requestId) =>
              bridge.checkPrice({ ...asInput(request), requestId, recent: true, ...(customer ? { customer } : {}) }),
            );
            // The price first: the list under the form follows once the price is drawn.
            if (recentLookups) afterNextFrame(() => client.setQueryData(recallKeys.recent(), recentLookups));
            return lookup;
          },
    // As long as main says; a last-known answer is never fresh: shown again, it is asked anew.
    staleTime: (query) => freshForMs(query.state.data, query.state.dataUpdatedAt),
  });
}

/** A quote line's query key: what the line is priced for. */
export const quoteLineKey = (
  source: PriceSource,
  line: { quoteId: string; lineId: string; artnr: string; country: CountryCode; factor: Decimal | null },
) => [...priceKeys.all, source, 'quote-line', line.quoteId, line.lineId, line.artnr, line.country, line.factor] as const;

/** Whether a query is a quote line's. */
export const isQuoteLineKey = (key: readonly unknown[]): boolean => key[0] === priceKeys.all[0] && key[2] === 'quote-line';

/**
 * A quote line's pricing, which main looks up (or had kept) and keeps with the line; main limits and
 * retries the requests. Keyed by what the line is priced for, so a changed article, country or factor asks anew.
 */
export function quoteLineQuery(
  bridge: PriceLookupBridge,
  source: PriceSource,
  line: { quoteId: string; lineId: string; artnr: string; country: CountryCode; factor: Decimal | null },
  options: { recheck?: boolean } = {},
) {
  return queryOptions({
    queryKey: quoteLineKey(source, line),
    queryFn: ({ signal }): Promise<QuoteLinePricing> =>
      cancellable(signal, bridge, (requestId) => bridge.priceQuoteLine({ ...line, requestId, ...options })),
    // Main keeps it with the line: it changes only by a re-check, whose answer replaces it here.
    staleTime: options.recheck ? 0 : Number.POSITIVE_INFINITY,
  });
}

/**
 * Follows main's own changes of the app state (an update downloaded, a policy changed by IT) from before
 * the window first asks for it, so a change between that answer and the window's first draw is not lost.
 * On each change the state is asked again; an answer older than the last change's is dropped.
 */
export function followAppState(bridge: PriceLookupBridge, client: QueryClient): () => void {
  let changes = 0;
  return bridge.onStateChanged(() => {
    const change = (changes += 1);
    // An ask still on its way (the first one) may be older than this change: its answer is not kept.
    void client
      .cancelQueries({ queryKey: appStateKeys.all })
      .then(() => bridge.getState())
      .then((result) => {
        if (result.ok && change === changes) applyAppState(client, result.value);
      });
  });
}

/** Puts a new app state in the cache; prices fetched over another connection, token or account are dropped. */
export function applyAppState(client: QueryClient, state: AppState): void {
  const before = client.getQueryData<AppState>(appStateKeys.all);
  client.setQueryData(appStateKeys.all, state);
  if (
    before &&
    (before.baseUrl !== state.baseUrl ||
      before.hasToken !== state.hasToken ||
      before.source !== state.source ||
      // A colleague's token pasted over this one: its prices are not theirs to see.
      before.accountTag !== state.accountTag)
  ) {
    client.removeQueries({ queryKey: priceKeys.all });
  }
}

/** A bridge call that answers with the new app state. Not for the token: mutation variables stay in memory. */
export function useAppStateMutation<T>(run: (request: T) => Promise<AppState>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: (state) => applyAppState(client, state) });
}

/** The language and appearance a patch asks for, shown at once: the window does not wait for main's settings write. */
function shownAtOnce(state: AppState, patch: SettingsPatch): AppState {
  return {
    ...state,
    ...(patch.appearance === undefined ? {} : { appearance: patch.appearance }),
    ...(patch.language === undefined
      ? {}
      : { languageChoice: patch.language, uiLanguage: resolveUiLanguage(patch.language, navigator.languages) }),
  };
}

/**
 * Changes settings (`updateSettings`): main's answer is the new app state. A new language or appearance
 * shows at once; if main refuses, the state before comes back.
 */
export function useSettingsMutation(bridge: PriceLookupBridge) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (patch: SettingsPatch) => unwrap(await bridge.updateSettings(patch)),
    onMutate: (patch) => {
      const before = client.getQueryData<AppState>(appStateKeys.all);
      if (before && (patch.language !== undefined || patch.appearance !== undefined))
        client.setQueryData<AppState>(appStateKeys.all, shownAtOnce(before, patch));
      return { before };
    },
    onError: (_error, _patch, context) => {
      if (context?.before) client.setQueryData(appStateKeys.all, context.before);
    },
    onSuccess: (state) => applyAppState(client, state),
  });
}
