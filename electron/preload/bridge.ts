import { asCheckedLookup } from '../shared/lookup-input';
import { channelOf, IPC_EVENTS } from '../shared/ipc-bridge';
import { asHandOverQuestion } from '../shared/typed-hand-over';
// Types alone: the contract's schemas (and zod) stay out of the sandboxed preload.
import type { BridgeMethod, ClipboardMiss, PriceLookupBridge, PriceLookupEvents, ProxyLoginQuestion } from '../shared/ipc-contract';

/** Sends one request on a channel and resolves with main's answer. In the app this is `ipcRenderer.invoke`. */
export type Invoke = (channel: string, request: unknown) => Promise<unknown>;

/**
 * Calls `listener` with the event's payload (never the IPC event object: it does not reach the page)
 * whenever main sends on the channel; returns the function that stops it. In the app this is
 * `ipcRenderer.on`/`removeListener`.
 */
export type Subscribe = (channel: string, listener: (payload: unknown) => void) => () => void;

/**
 * Subscribes to main's events at once and holds the latest one of each channel that arrives while the
 * page has no listener yet, handing it to the first listener that comes: a tray lookup that opens a new
 * window reaches the page even though the page starts listening only after it has loaded its state.
 */
export function holdUntilListened(subscribe: Subscribe, channels: readonly string[]): Subscribe {
  const NONE = Symbol('nothing held');
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const held = new Map<string, unknown>();
  for (const channel of channels) {
    listeners.set(channel, new Set());
    subscribe(channel, (payload) => {
      const current = listeners.get(channel);
      if (current && current.size > 0) for (const listener of current) listener(payload);
      else held.set(channel, payload);
    });
  }
  return (channel, listener) => {
    const current = listeners.get(channel);
    if (!current) return subscribe(channel, listener);
    current.add(listener);
    const waiting = held.has(channel) ? held.get(channel) : NONE;
    held.delete(channel);
    if (waiting !== NONE) queueMicrotask(() => listener(waiting));
    return () => void current.delete(listener);
  };
}

/** The bridge with main's events held until the page listens (`holdUntilListened`): the preload's, and the e2e harness's. */
export function createHoldingBridge(methods: readonly BridgeMethod[], invoke: Invoke, subscribe: Subscribe): PriceLookupBridge {
  return createBridge(methods, invoke, holdUntilListened(subscribe, Object.values(IPC_EVENTS)));
}

/**
 * Builds the bridge the renderer sees from the contract's methods: one named function per method, one
 * subscription per event of main's, no channel names, no raw IPC, frozen.
 */
export function createBridge(methods: readonly BridgeMethod[], invoke: Invoke, subscribe: Subscribe): PriceLookupBridge {
  const calls = Object.fromEntries(methods.map((method) => [method, (request?: unknown) => invoke(channelOf(method), request)]));
  const events: PriceLookupEvents = {
    onFocusArticle: (listener) => subscribe(IPC_EVENTS.focusArticle, () => listener()),
    onLookUp: (listener) =>
      subscribe(IPC_EVENTS.lookUp, (payload) => {
        const request = asCheckedLookup(payload);
        if (request !== null) listener(request);
      }),
    onClipboardNoArticle: (listener) =>
      subscribe(IPC_EVENTS.clipboardNoArticle, (payload) => {
        const why = asClipboardMiss(payload);
        if (why !== null) listener(why);
      }),
    onOpenSettings: (listener) => subscribe(IPC_EVENTS.openSettings, () => listener()),
    onStateChanged: (listener) => subscribe(IPC_EVENTS.stateChanged, () => listener()),
    onHandOverTyped: (listener) =>
      subscribe(IPC_EVENTS.handOverTyped, (payload) => {
        const question = asHandOverQuestion(payload);
        if (question !== null) listener(question);
      }),
    onProxyLogin: (listener) =>
      subscribe(IPC_EVENTS.proxyLogin, (payload) => {
        const question = asProxyLoginQuestion(payload);
        if (question !== null) listener(question);
      }),
  };
  // Main is trusted and answers with the contract's result types.
  return Object.freeze({ ...calls, ...events }) as PriceLookupBridge;
}

/** A proxy's question as main sends it, or null for anything else (the preload has no zod: checked by hand). */
function asProxyLoginQuestion(payload: unknown): ProxyLoginQuestion | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { id, host, port, realm } = payload as Record<string, unknown>;
  const short = (value: unknown): value is string => typeof value === 'string' && value.length <= 512;
  if (!short(id) || !short(host) || !short(realm) || typeof port !== 'number' || !Number.isInteger(port)) return null;
  return { id, host, port, realm };
}

/** The reason the tray's clipboard entry looked nothing up, when it is one of the known ones; else null. */
function asClipboardMiss(payload: unknown): ClipboardMiss | null {
  return payload === 'noArticle' || payload === 'unreadable' ? payload : null;
}
