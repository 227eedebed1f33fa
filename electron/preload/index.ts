import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_NAME } from '../shared/ipc-contract';
import { createBridge } from './bridge';

contextBridge.exposeInMainWorld(
  BRIDGE_NAME,
  createBridge(
    (channel, request) => ipcRenderer.invoke(channel, request),
    (channel, listener) => {
      // The IPC event (with its sender) stays here; the page's listener gets nothing.
      const forward = (): void => listener();
      ipcRenderer.on(channel, forward);
      return () => void ipcRenderer.removeListener(channel, forward);
    },
  ),
);
