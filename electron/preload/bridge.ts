import { IPC_CHANNELS, type BridgeMethod, type PriceLookupBridge } from '../shared/ipc-contract';

/** Sends one request on a channel and resolves with main's answer. In the app this is `ipcRenderer.invoke`. */
export type Invoke = (channel: string, request: unknown) => Promise<unknown>;

/**
 * Builds the bridge the renderer sees from the contract's channel list: one named function per
 * method, no channel names, no raw IPC, frozen.
 */
export function createBridge(invoke: Invoke): PriceLookupBridge {
  const methods = Object.keys(IPC_CHANNELS) as BridgeMethod[];
  const bridge = Object.fromEntries(methods.map((method) => [method, (request?: unknown) => invoke(IPC_CHANNELS[method], request)]));
  // Main is trusted and answers with the contract's result types.
  return Object.freeze(bridge) as PriceLookupBridge;
}
