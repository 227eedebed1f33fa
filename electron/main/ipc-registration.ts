import { BrowserWindow, ipcMain } from 'electron';
import { IPC_CHANNELS } from '../shared/ipc-contract';
import type { IpcHandlers } from '../main-logic/ipc-caller';
import { createIpcDispatcher } from '../main-logic/ipc-dispatch';

/** The one place main listens on IPC: every channel of the contract, each call's sender checked. */
export function registerIpc(handlers: IpcHandlers, appUrl: string): void {
  const dispatch = createIpcDispatcher(handlers, appUrl);
  for (const channel of Object.values(IPC_CHANNELS)) {
    ipcMain.handle(channel, (event, request: unknown) =>
      dispatch(channel, request, event.senderFrame?.url, { windowId: BrowserWindow.fromWebContents(event.sender)?.id ?? null }),
    );
  }
}
