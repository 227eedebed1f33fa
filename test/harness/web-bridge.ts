// Runs in the page before the app: builds the bridge with the preload's own code, over a Playwright
// binding instead of ipcRenderer. Bundled to dist/e2e/web-bridge.js.
import { createHoldingBridge } from '../../electron/preload/bridge';
import { BRIDGE_NAME } from '../../electron/shared/ipc-bridge';
import type { BridgeMethod } from '../../electron/shared/ipc-contract';

type Send = (channel: string, request: unknown) => Promise<unknown>;

/** The contract's method names, written in by the build as in the preload. */
declare const __PRICE_LOOKUP_IPC_METHODS__: readonly BridgeMethod[];

const host = globalThis as unknown as { __priceLookupIpc?: Send };
Object.defineProperty(globalThis, BRIDGE_NAME, {
  value: createHoldingBridge(
    __PRICE_LOOKUP_IPC_METHODS__,
    (channel, request) => {
      const send = host.__priceLookupIpc;
      return send ? send(channel, request) : Promise.reject(new Error('The test harness binding is missing.'));
    },
    // Main's events arrive as DOM events named by their channel, the payload as a CustomEvent's detail;
    // held until the page listens, as the preload holds them.
    (channel, listener) => {
      const forward = (event: Event): void => listener(event instanceof CustomEvent ? (event.detail as unknown) : undefined);
      globalThis.addEventListener(channel, forward);
      return () => globalThis.removeEventListener(channel, forward);
    },
  ),
  writable: false,
  configurable: false,
});
