import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRIDGE_NAME, IPC_EVENTS } from '../shared/ipc-bridge';
import { IPC_CHANNELS } from '../shared/ipc-contract';
import { loadSandboxedPreload } from '../../test/support/load-bundle';
import { bridgeNames } from '../../test/support/bridge-names';

const preloadBundle = join(__dirname, '..', '..', 'dist', 'preload', 'preload.cjs');

/** contextBridge and ipcRenderer as a sandboxed preload sees them, recording what it does. */
function preloadElectron() {
  const exposed: { name: string; api: Record<string, unknown> }[] = [];
  const invoked: [string, unknown][] = [];
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  return {
    exposed,
    invoked,
    listeners,
    electron: {
      contextBridge: { exposeInMainWorld: (name: string, api: Record<string, unknown>) => exposed.push({ name, api }) },
      ipcRenderer: {
        invoke: async (channel: string, request: unknown) => {
          invoked.push([channel, request]);
          return { ok: true, value: null };
        },
        // ipcRenderer.on calls the listener with the IPC event first (docs/api/ipc-renderer.md).
        on: (channel: string, listener: (...args: unknown[]) => void) => {
          const set = listeners.get(channel) ?? new Set();
          set.add(listener);
          listeners.set(channel, set);
        },
        removeListener: (channel: string, listener: (...args: unknown[]) => void) => {
          listeners.get(channel)?.delete(listener);
        },
      },
    },
  };
}

describe('the built preload bundle, run as a sandboxed preload', () => {
  it('requires nothing but electron and leaves no globals behind', () => {
    const recorder = preloadElectron();
    const { required, globals } = loadSandboxedPreload(preloadBundle, recorder.electron);
    expect(required).toEqual(['electron']);
    expect(globals).toEqual([]);
  });

  it('exposes exactly the bridge, under its name: one frozen function per contract entry, nothing else', () => {
    const recorder = preloadElectron();
    loadSandboxedPreload(preloadBundle, recorder.electron);
    expect(recorder.exposed.map((entry) => entry.name)).toEqual([BRIDGE_NAME]);
    const bridge = recorder.exposed[0]?.api ?? {};
    expect(Object.keys(bridge).sort()).toEqual(bridgeNames());
    expect(Object.values(bridge).every((value) => typeof value === 'function')).toBe(true);
    expect(Object.isFrozen(bridge)).toBe(true);
    // The page gets functions, not ipcRenderer: nothing can reach another channel.
    expect(Object.values(bridge)).not.toContain(recorder.electron.ipcRenderer.invoke);
  });

  it('sends each call on its own channel of the contract', async () => {
    const recorder = preloadElectron();
    loadSandboxedPreload(preloadBundle, recorder.electron);
    const bridge = recorder.exposed[0]?.api as Record<string, (request?: unknown) => Promise<unknown>>;
    await bridge.getState?.();
    await bridge.checkPrice?.({ artnr: '900155', country: 'at' });
    expect(recorder.invoked).toEqual([
      [IPC_CHANNELS.getState, undefined],
      [IPC_CHANNELS.checkPrice, { artnr: '900155', country: 'at' }],
    ]);
  });

  it("passes main's focus-article event to the page without the IPC event, and stops when asked", () => {
    const recorder = preloadElectron();
    loadSandboxedPreload(preloadBundle, recorder.electron);
    const bridge = recorder.exposed[0]?.api as { onFocusArticle: (listener: (...args: unknown[]) => void) => () => void };
    const received: unknown[][] = [];
    const send = () => {
      for (const listener of recorder.listeners.get(IPC_EVENTS.focusArticle) ?? []) listener({ sender: 'ipc internals' });
    };
    const stop = bridge.onFocusArticle((...args) => void received.push(args));
    send();
    expect(received).toEqual([[]]);
    stop();
    send();
    expect(received).toEqual([[]]);
    // One IPC listener per event of main's, held by the preload so an early event is not lost; none per page listener.
    expect(recorder.listeners.get(IPC_EVENTS.focusArticle)?.size).toBe(1);
  });

  it('fails as a sandbox would if it ever needed a Node module', () => {
    const recorder = preloadElectron();
    // The same loader refuses anything but electron: a preload that required node:fs would throw here.
    expect(() =>
      loadSandboxedPreload(join(__dirname, '..', '..', 'test', 'support', 'fixtures', 'preload-needing-fs.cjs'), recorder.electron),
    ).toThrow(/cannot require "fs"/);
  });
});
