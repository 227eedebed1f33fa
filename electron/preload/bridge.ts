import {
  IPC_CHANNELS,
  type BridgeMethod,
  type IpcResponse,
  type PriceLookupBridge,
} from '../shared/ipc-contract';

/** Sends one request on a channel and resolves with main's answer. In the app this is `ipcRenderer.invoke`. */
export type Invoke = (channel: string, request: unknown) => Promise<unknown>;

/** Builds the bridge the renderer sees: named functions only, no channel names, no raw IPC. */
export function createBridge(invoke: Invoke): PriceLookupBridge {
  // Main is trusted and answers with the contract's result types.
  const call =
    <M extends BridgeMethod>(method: M) =>
    (request?: unknown): Promise<IpcResponse<M>> =>
      invoke(IPC_CHANNELS[method], request) as Promise<IpcResponse<M>>;
  return Object.freeze({
    getState: call('getState'),
    saveConnection: call('saveConnection'),
    removeToken: call('removeToken'),
    useDemo: call('useDemo'),
    rememberCountry: call('rememberCountry'),
    checkPrice: call('checkPrice'),
    cancelLookup: call('cancelLookup'),
    openDiagnostics: call('openDiagnostics'),
    loadQuotes: call('loadQuotes'),
    saveQuotes: call('saveQuotes'),
    copyText: call('copyText'),
    saveCsv: call('saveCsv'),
  });
}
