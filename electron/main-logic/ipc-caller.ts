import type { BridgeMethod, IpcResponse } from '../shared/ipc-contract';

/** The window a call came from, so a dialog it asks for is attached to it; null where there is none (the e2e harness). */
export interface IpcCaller {
  windowId: number | null;
}

/** A call with no window behind it. */
export const NO_WINDOW: IpcCaller = { windowId: null };

/** One handler per method of the IPC contract; requests are `unknown` until a schema accepts them. */
export type IpcHandlers = { [M in BridgeMethod]: (request: unknown, caller?: IpcCaller) => Promise<IpcResponse<M>> };
