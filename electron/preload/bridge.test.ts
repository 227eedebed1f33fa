import { describe, expect, it } from 'vitest';
import { IPC_EVENTS } from '../shared/ipc-bridge';
import { IPC_CHANNELS, type BridgeMethod } from '../shared/ipc-contract';
import { createBridge, holdUntilListened, type Subscribe } from './bridge';
import { bridgeNames } from '../../test/support/bridge-names';

const noEvents: Subscribe = () => () => undefined;
const methods = Object.keys(IPC_CHANNELS) as BridgeMethod[];

describe('createBridge', () => {
  it('exposes one named function per contract entry, each on its own channel', async () => {
    const sent: [string, unknown][] = [];
    const bridge = createBridge(
      methods,
      async (channel, request) => {
        sent.push([channel, request]);
        return { ok: true, value: null };
      },
      noEvents,
    );
    expect(Object.keys(bridge).sort()).toEqual(bridgeNames());
    await bridge.checkPrice({ artnr: '900155', country: 'at' });
    await bridge.getState();
    expect(sent).toEqual([
      ['price-lookup:check-price', { artnr: '900155', country: 'at' }],
      ['price-lookup:get-state', undefined],
    ]);
  });

  it("subscribes to main's focus-article event, passing nothing on, and ends the subscription when asked", () => {
    const listeners = new Map<string, (payload?: unknown) => void>();
    const bridge = createBridge(
      methods,
      async () => null,
      (channel, listener) => {
        listeners.set(channel, listener);
        return () => listeners.delete(channel);
      },
    );
    const received: unknown[][] = [];
    const stop = bridge.onFocusArticle((...args: unknown[]) => void received.push(args));
    listeners.get(IPC_EVENTS.focusArticle)?.();
    expect(received).toEqual([[]]);
    stop();
    expect(listeners.size).toBe(0);
  });

  /** A bridge whose main-process events the test sends itself, by channel. */
  const bridgeWithEvents = () => {
    const listeners = new Map<string, (payload?: unknown) => void>();
    const bridge = createBridge(
      methods,
      async () => null,
      (channel, listener) => {
        listeners.set(channel, listener);
        return () => listeners.delete(channel);
      },
    );
    return { bridge, listeners };
  };

  it("passes on the tray's lookup only when it is one the input rules would have made", () => {
    const { bridge, listeners } = bridgeWithEvents();
    const received: unknown[] = [];
    bridge.onLookUp((request) => void received.push(request));
    const lookUp = listeners.get(IPC_EVENTS.lookUp);
    const request = { artnr: '900155', country: 'at', factor: '1.25', profile: null };
    lookUp?.(request);
    lookUp?.({ ...request, artnr: ' 900155' });
    lookUp?.({ ...request, country: 'xx' });
    lookUp?.('900155');
    lookUp?.(undefined);
    expect(received).toEqual([request]);
  });

  it("passes on why the tray's clipboard entry looked nothing up only when it is a known reason", () => {
    const { bridge, listeners } = bridgeWithEvents();
    const received: unknown[] = [];
    bridge.onClipboardNoArticle((why) => void received.push(why));
    const tell = listeners.get(IPC_EVENTS.clipboardNoArticle);
    tell?.('noArticle');
    tell?.('unreadable');
    tell?.('<img src=x>');
    tell?.({ why: 'noArticle' });
    tell?.(undefined);
    expect(received).toEqual(['noArticle', 'unreadable']);
  });

  it("passes on a proxy's question for a sign-in only when it is well-formed", () => {
    const { bridge, listeners } = bridgeWithEvents();
    const received: unknown[] = [];
    bridge.onProxyLogin((question) => void received.push(question));
    const ask = listeners.get(IPC_EVENTS.proxyLogin);
    const question = { id: 'proxy-1', host: 'proxy.corp.example', port: 8080, realm: 'Corp' };
    ask?.(question);
    ask?.({ ...question, port: '8080' });
    ask?.({ ...question, host: 'x'.repeat(513) });
    ask?.(null);
    expect(received).toEqual([question]);
  });

  it('cannot be changed by the page', () => {
    const bridge = createBridge(methods, async () => null, noEvents);
    expect(Object.isFrozen(bridge)).toBe(true);
  });

  it('has no way to read the token', () => {
    for (const name of Object.keys(createBridge(methods, async () => null, noEvents)))
      expect(name).not.toMatch(/^(get|read|load)\w*token/i);
  });

  it("holds main's event that arrives before the page listens, for the first listener, and passes later ones straight on", async () => {
    const raw = new Map<string, (payload: unknown) => void>();
    const subscribe = holdUntilListened(
      (channel, listener) => {
        raw.set(channel, listener);
        return () => raw.delete(channel);
      },
      [IPC_EVENTS.lookUp],
    );
    raw.get(IPC_EVENTS.lookUp)?.({ artnr: 'early' });
    raw.get(IPC_EVENTS.lookUp)?.({ artnr: 'latest' });
    const received: unknown[] = [];
    const stop = subscribe(IPC_EVENTS.lookUp, (payload) => void received.push(payload));
    await Promise.resolve();
    expect(received).toEqual([{ artnr: 'latest' }]);
    raw.get(IPC_EVENTS.lookUp)?.({ artnr: 'next' });
    expect(received).toEqual([{ artnr: 'latest' }, { artnr: 'next' }]);
    stop();
    raw.get(IPC_EVENTS.lookUp)?.({ artnr: 'after' });
    expect(received).toHaveLength(2);
    const later: unknown[] = [];
    subscribe(IPC_EVENTS.lookUp, (payload) => void later.push(payload));
    await Promise.resolve();
    expect(later).toEqual([{ artnr: 'after' }]);
  });
});
