import {
  QueryObserver,
  useQueryClient,
  type DefaultError,
  type QueryKey,
  type QueryObserverResult,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * useQuery (as TanStack's useBaseQuery does it, without suspense or error boundaries), but the view is told of
 * a change in the task that made it, not in a timer TanStack queues afterwards: the lookup form's price is
 * drawn in the task that brings the answer, with no other task (a frame) before it; the quotes are drawn in the
 * task that changes them, before the next key or click. Only these are told at once; every other view hears of
 * its queries as before, so a mutation's own callbacks keep their place.
 */
export function useQueryToldAtOnce<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, DefaultError, TData, TQueryKey>,
): QueryObserverResult<TData> {
  const client = useQueryClient();
  const defaulted = client.defaultQueryOptions(options);
  defaulted._optimisticResults = 'optimistic';
  const [observer] = useState(() => new QueryObserver(client, defaulted));
  const result = observer.getOptimisticResult(defaulted);
  useEffect(() => {
    observer.setOptions(defaulted);
  }, [defaulted, observer]);
  useSyncExternalStore(
    useCallback(
      (onChange: () => void) => {
        const unsubscribe = observer.subscribe(onChange);
        observer.updateResult();
        return unsubscribe;
      },
      [observer],
    ),
    () => observer.getCurrentResult(),
    () => observer.getCurrentResult(),
  );
  // Re-drawn only for what the view reads, as useQuery does.
  return observer.trackResult(result);
}
