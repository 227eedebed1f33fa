import { fail } from '../shared/errors';
import { msg } from '../shared/i18n/catalogue';
import { IPC_CHANNELS, type BridgeMethod } from '../shared/ipc-contract';
import { NO_WINDOW, type IpcCaller, type IpcHandlers } from './ipc-caller';

/** Routes a channel to its handler, only for senders showing the app's own UI. */
export type IpcDispatch = (channel: string, request: unknown, senderUrl: string | undefined, caller?: IpcCaller) => Promise<unknown>;

/** Whether a frame URL belongs to the app's UI (same scheme and host as `appUrl`). */
export function isAppUrl(url: string | undefined, appUrl: string): boolean {
  if (url === undefined) return false;
  try {
    const sender = new URL(url);
    const app = new URL(appUrl);
    // Custom schemes have an opaque origin ("null"), so compare scheme and host.
    return sender.protocol === app.protocol && sender.host === app.host;
  } catch {
    return false;
  }
}

export function createIpcDispatcher(handlers: IpcHandlers, appUrl: string): IpcDispatch {
  const routes = new Map<string, (request: unknown, caller: IpcCaller) => Promise<unknown>>(
    (Object.keys(IPC_CHANNELS) as BridgeMethod[]).map((method) => [IPC_CHANNELS[method], handlers[method]]),
  );
  return async (channel, request, senderUrl, caller = NO_WINDOW) => {
    if (!isAppUrl(senderUrl, appUrl)) throw new Error('Refused an IPC call from a page that is not Price Lookup.');
    const handler = routes.get(channel);
    if (!handler) throw new Error('Refused an IPC call on an unknown channel.');
    try {
      return await handler(request, caller);
    } catch {
      return fail('internal', msg('errors.internal'));
    }
  };
}
