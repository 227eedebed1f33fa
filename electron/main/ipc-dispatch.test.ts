import { describe, expect, it } from 'vitest';
import { fail, ok } from '../shared/errors';
import { IPC_CHANNELS, type AppState } from '../shared/ipc-contract';
import type { IpcHandlers } from './handlers';
import { createIpcDispatcher, isAppUrl } from './ipc-dispatch';

describe('isAppUrl', () => {
  it.each([
    ['app://price-lookup/index.html', 'app://price-lookup/', true],
    ['app://price-lookup/', 'app://price-lookup/', true],
    ['app://evil/index.html', 'app://price-lookup/', false],
    ['https://price-lookup/index.html', 'app://price-lookup/', false],
    ['file:///index.html', 'app://price-lookup/', false],
    [undefined, 'app://price-lookup/', false],
    ['not a url', 'app://price-lookup/', false],
    ['http://127.0.0.1:5000/index.html', 'http://127.0.0.1:5000/', true],
    ['http://127.0.0.1:5001/index.html', 'http://127.0.0.1:5000/', false],
  ])('%s for %s is %s', (url, appUrl, expected) => {
    expect(isAppUrl(url, appUrl)).toBe(expected);
  });
});

describe('createIpcDispatcher', () => {
  const state: AppState = { baseUrl: null, hasToken: false, tokenStorage: 'keychain', tokenExpiresAt: null, source: 'demo', lastCountry: 'de', notice: null };
  const handlers: IpcHandlers = {
    getState: async () => ok(state),
    saveConnection: async () => fail('invalid-input', 'no'),
    removeToken: async () => ok(state),
    useDemo: async () => ok(state),
    rememberCountry: async () => ok(state),
    checkPrice: async () => {
      throw new Error('boom with internals');
    },
    cancelLookup: async () => ok({ cancelled: false }),
    openDiagnostics: async () => ok({ opened: true }),
    loadQuotes: async () => ok({ quotes: [], activeId: null, notice: null }),
    saveQuotes: async () => ok({ saved: true as const }),
    copyText: async () => ok({ copied: true as const }),
    saveCsv: async () => ok({ path: null }),
  };
  const dispatch = createIpcDispatcher(handlers, 'app://price-lookup/');

  it('routes a channel of the contract', async () => {
    expect(await dispatch(IPC_CHANNELS.getState, undefined, 'app://price-lookup/index.html')).toEqual(ok(state));
  });

  it('refuses a sender that is not the app', async () => {
    await expect(dispatch(IPC_CHANNELS.getState, undefined, 'https://evil.example/')).rejects.toThrow(/not Price Lookup/);
  });

  it('refuses an unknown channel', async () => {
    await expect(dispatch('price-lookup:get-token', undefined, 'app://price-lookup/index.html')).rejects.toThrow(/unknown channel/);
  });

  it('turns a handler crash into a typed result without internals', async () => {
    const answer = await dispatch(IPC_CHANNELS.checkPrice, {}, 'app://price-lookup/index.html');
    expect(answer).toEqual({ ok: false, error: { kind: 'internal', message: 'Something went wrong inside Price Lookup. Please try again.' } });
  });
});
