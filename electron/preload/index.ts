import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_NAME } from '../shared/ipc-contract';
import { createBridge } from './bridge';

contextBridge.exposeInMainWorld(
  BRIDGE_NAME,
  createBridge((channel, request) => ipcRenderer.invoke(channel, request)),
);
