import type { PriceLookupBridge } from '../electron/shared/ipc-contract';

// What the specs may touch inside the page: the bridge the preload exposes.
declare global {
  interface Window {
    priceLookup?: PriceLookupBridge;
  }
}

export {};
