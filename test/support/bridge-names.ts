import { IPC_EVENTS } from '../../electron/shared/ipc-bridge';
import { IPC_CHANNELS } from '../../electron/shared/ipc-contract';

/** What the window's bridge must offer, and nothing else: one function per contract method, one subscription per event of main. */
export function bridgeNames(): string[] {
  const subscriptions = Object.keys(IPC_EVENTS).map((event) => `on${event.charAt(0).toUpperCase()}${event.slice(1)}`);
  return [...Object.keys(IPC_CHANNELS), ...subscriptions].sort();
}
