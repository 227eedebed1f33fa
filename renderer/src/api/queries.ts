import { QueryClient, queryOptions, skipToken, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CountryCode } from '../../../electron/shared/countries';
import type { AppState, PriceLookup, PriceSource } from '../../../electron/shared/ipc-contract';
import type { LookupRequest } from '../../../electron/shared/lookup-input';
import type { PriceLookupBridge } from '../../../electron/shared/ipc-contract';
import { serviceBusy, type LookupPool } from '../../../electron/shared/lookup-pool';
import { BridgeFailure, unwrap } from './bridge-failure';
import { resolveUiLanguage, type LanguageChoice } from '../../../electron/shared/i18n/language';

/** How long an answer counts as fresh: a repeated lookup within it is served without a request. */
export const PRICE_STALE_MS = 60_000;

/** The one QueryClient. Main already retries what is worth retrying. */
export function createQueryClient(): QueryClient {
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
};

export function appStateQuery(bridge: PriceLookupBridge) {
  return queryOptions({
    queryKey: appStateKeys.all,
    queryFn: async () => unwrap(await bridge.getState()),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** One article's price information; keyed by source too, so demo prices never stand in for real ones. */
export function priceQuery(bridge: PriceLookupBridge, source: PriceSource, request: LookupRequest | null) {
  return queryOptions({
    queryKey: priceKeys.lookup(source, request),
    queryFn:
      request === null
        ? skipToken
        : async ({ signal }) => {
            // A newer lookup makes this one unused; TanStack aborts it and main stops waiting for the service.
            const requestId = crypto.randomUUID();
            const cancel = (): void => void bridge.cancelLookup({ requestId });
            signal.addEventListener('abort', cancel, { once: true });
            try {
              return unwrap(
                await bridge.checkPrice({
                  artnr: request.artnr,
                  country: request.country,
                  factor: request.factor ?? '',
                  profile: request.profile ?? '',
                  requestId,
                }),
              );
            } finally {
              signal.removeEventListener('abort', cancel);
            }
          },
    // A last-known answer stands in for one the service could not give: the next lookup asks again.
    staleTime: (query) => (query.state.data?.lastKnown ? 0 : PRICE_STALE_MS),
  });
}

export { COMPARE_CONCURRENCY, QUOTE_CONCURRENCY } from '../../../electron/shared/lookup-pool';

/**
 * A price query for a batch: the same cache entry as a single lookup, but run in the batch's pool,
 * whose one policy for a 429 (one at a time for the wait, then try again) slows the batch down
 * instead of failing the line.
 */
export function batchPriceQuery(bridge: PriceLookupBridge, source: PriceSource, request: LookupRequest, pool: LookupPool) {
  const single = priceQuery(bridge, source, request);
  return queryOptions({
    ...single,
    queryFn: (context) =>
      pool.run(() => (single.queryFn as (ctx: typeof context) => Promise<PriceLookup>)(context), {
        busy: (answer) => (answer.status === 'rejected' && answer.reason instanceof BridgeFailure ? serviceBusy(answer.reason) : null),
        signal: context.signal,
      }),
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

export type RememberCountry = (country: CountryCode) => void;

/**
 * Switches the UI language: the window re-renders in the new language at once (no wait for main's
 * settings write), main's answer then confirms it; if main refuses, the language before comes back.
 */
export function useLanguageMutation(run: (language: LanguageChoice) => Promise<AppState>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onMutate: (language) => {
      const before = client.getQueryData<AppState>(appStateKeys.all);
      if (before) {
        client.setQueryData<AppState>(appStateKeys.all, {
          ...before,
          languageChoice: language,
          uiLanguage: resolveUiLanguage(language, navigator.languages),
        });
      }
      return { before };
    },
    onError: (_error, _language, context) => {
      if (context?.before) client.setQueryData(appStateKeys.all, context.before);
    },
    onSuccess: (state) => applyAppState(client, state),
  });
}
