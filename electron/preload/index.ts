import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_NAME } from '../shared/ipc-bridge';
import type { BridgeMethod } from '../shared/ipc-contract';
import { createHoldingBridge } from './bridge';

/** The contract's method names, written in by the build (scripts/build-node.mjs) so the preload carries no zod. */
declare const __PRICE_LOOKUP_IPC_METHODS__: readonly BridgeMethod[];

contextBridge.exposeInMainWorld(
  BRIDGE_NAME,
  createHoldingBridge(
    __PRICE_LOOKUP_IPC_METHODS__,
    (channel, request) => ipcRenderer.invoke(channel, request),
    (channel, listener) => {
      // The IPC event (with its sender) stays here; the page's listener gets only the payload.
      const forward = (_event: unknown, payload?: unknown): void => listener(payload);
      ipcRenderer.on(channel, forward);
      return () => void ipcRenderer.removeListener(channel, forward);
    },
  ),
);
