import { useSyncExternalStore } from 'react';
import type { Customer } from '@shared/customer';

// One window, one caller at a time: the customer picked at the top of the lookup form is the window's,
// read by the lookup and by a quote made meanwhile alike.
let picked: Customer | null = null;
const listeners = new Set<() => void>();

/** Picks a customer (null: none) for the lookups and the quotes made from now on. */
export function pickCustomer(customer: Customer | null): void {
  if (customer === picked) return;
  picked = customer;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The customer picked at the top of the lookup form; null for none. */
export function usePickedCustomer(): Customer | null {
  return useSyncExternalStore(subscribe, () => picked);
}
