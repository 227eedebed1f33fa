import { createContext, useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that stays the same between renders and calls the latest `fn`: handed to a memoized part
 * (the form), it lets an answer re-render the result alone, not the form beside it.
 */
export function useStableCallback<Args extends unknown[], Result>(fn: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}

/** Whether a lookup is running, for the form's button alone (the form itself is not re-rendered for it). */
export const LookupBusy = createContext(false);
