import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AppState } from '@shared/ipc-contract';
import { priceKeys } from '../../api/queries';

/**
 * Which price service an answer vouches for: a found article shows that this base URL works; after the
 * base URL is changed, a missing article may again mean the new one is wrong.
 */
export function serviceIdentity(state: Pick<AppState, 'source' | 'baseUrl'>): string {
  return `${state.source} ${state.baseUrl ?? ''}`;
}

/**
 * Whether a price query's answer shows an article was found: the form's or the comparison's lookup,
 * answered now (a last-known answer is one the service could not give). A quote line's pricing is not a
 * lookup of this window's and may be a kept price.
 */
export function isFoundAnswer(queryKey: readonly unknown[], data: unknown): boolean {
  if (queryKey[0] !== priceKeys.all[0] || queryKey[2] === 'quote-line') return false;
  if (typeof data !== 'object' || data === null || !('info' in data)) return false;
  return !('lastKnown' in data) || data.lastKnown === undefined;
}

/**
 * Whether any lookup in this window (the form's, or the comparison's in every country) has found an
 * article at this service. Prices from another base URL are dropped from the cache (applyAppState), so
 * only an answer still held counts.
 */
export function useFoundAt(state: Pick<AppState, 'source' | 'baseUrl'>): boolean {
  const client = useQueryClient();
  const service = serviceIdentity(state);
  const [foundAt, setFoundAt] = useState<string | null>(null);
  useEffect(() => {
    const cache = client.getQueryCache();
    return cache.subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const { query } = event;
      if (cache.get(query.queryHash) !== query || !isFoundAnswer(query.queryKey, event.action.data)) return;
      setFoundAt(service);
    });
  }, [client, service]);
  return foundAt === service;
}
