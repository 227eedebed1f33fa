import { useEffect, useRef, useState } from 'react';
import type { Customer } from '@shared/customer';
import type { PriceLookupBridge } from '@shared/ipc-contract';
import { unwrap } from '../../api/bridge-failure';

/** What the typed text found: the customers, or why they could not be searched; `typed` is what was asked. */
export interface CustomerMatches {
  typed: string;
  customers: Customer[];
  /** Why they could not be searched (shown with `failureText`); null when they were. */
  failure: Error | null;
}

/**
 * The customers main finds for the text as typed. One request at a time: while one is under way, only
 * the latest typing waits, and is asked next; what was typed before it is never asked, nor shown.
 * `onFound` (a stable function) hears each answer shown, as it comes.
 */
export function useCustomerMatches(
  bridge: PriceLookupBridge,
  typed: string,
  onFound?: (found: CustomerMatches) => void,
): CustomerMatches | null {
  const [found, setFound] = useState<CustomerMatches | null>(null);
  const wanted = useRef(typed);
  const underway = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    wanted.current = typed.trim();
    if (underway.current) return;
    const ask = async (): Promise<void> => {
      underway.current = true;
      try {
        for (;;) {
          const asked = wanted.current;
          if (asked === '') {
            if (mounted.current) setFound(null);
            return;
          }
          let answer: CustomerMatches;
          try {
            answer = { typed: asked, customers: unwrap(await bridge.findCustomers({ typed: asked })).customers, failure: null };
          } catch (failure) {
            answer = { typed: asked, customers: [], failure: failure instanceof Error ? failure : new Error(String(failure)) };
          }
          // Typed on meanwhile: this answer is for text no longer there; ask for the latest instead.
          if (asked !== wanted.current) continue;
          if (mounted.current) {
            setFound(answer);
            onFound?.(answer);
          }
          return;
        }
      } finally {
        underway.current = false;
      }
    };
    void ask();
  }, [bridge, typed, onFound]);
  return found !== null && found.typed === typed.trim() ? found : null;
}
