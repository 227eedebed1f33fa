import { BRIDGE_NAME } from '../../../electron/shared/ipc-bridge';
import type { PriceLookupBridge } from '../../../electron/shared/ipc-contract';

declare global {
  interface Window {
    [BRIDGE_NAME]?: PriceLookupBridge;
  }
}

/** The preload's bridge to main, or null when the page runs outside Price Lookup. */
export function getBridge(): PriceLookupBridge | null {
  return window[BRIDGE_NAME] ?? null;
}
