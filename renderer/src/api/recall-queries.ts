import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PriceLookupBridge } from '@shared/ipc-contract';
import type { LookupRequest } from '@shared/lookup-input';
import { unwrap } from './bridge-failure';

export const recallKeys = {
  all: ['recall'] as const,
  recent: () => [...recallKeys.all, 'recent'] as const,
  favourites: () => [...recallKeys.all, 'favourites'] as const,
};

/** The recent lookups main keeps, most recent first; each lookup of the form answers the new list with its price. */
export function recentLookupsQuery(bridge: PriceLookupBridge) {
  return queryOptions({
    queryKey: recallKeys.recent(),
    queryFn: async () => unwrap(await bridge.loadRecent()).lookups,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The starred lookups, newest first. */
export function favouritesQuery(bridge: PriceLookupBridge) {
  return queryOptions({
    queryKey: recallKeys.favourites(),
    queryFn: async () => unwrap(await bridge.loadFavourites()).favourites,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** "Clear history": main's answer (the empty list) replaces the cached one. */
export function useClearRecent(bridge: PriceLookupBridge) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await bridge.clearRecent()).lookups,
    onSuccess: (lookups) => client.setQueryData(recentLookupsQuery(bridge).queryKey, lookups),
  });
}

/** Stars or unstars a lookup; main's answer replaces the cached favourites. */
export function useSetFavourite(bridge: PriceLookupBridge) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ request, starred }: { request: LookupRequest; starred: boolean }) =>
      unwrap(await bridge.setFavourite({ ...request, starred })).favourites,
    onSuccess: (favourites) => client.setQueryData(favouritesQuery(bridge).queryKey, favourites),
  });
}
