import { BRIDGE_NAME } from '@shared/ipc-bridge';
import type { PriceLookupBridge } from '@shared/ipc-contract';

declare global {
  interface Window {
    [BRIDGE_NAME]?: PriceLookupBridge;
  }
}

/** The preload's bridge to main, or null when the page runs outside Price Lookup. */
export function getBridge(): PriceLookupBridge | null {
  return window[BRIDGE_NAME] ?? null;
}
