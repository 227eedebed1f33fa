import { describe, expect, it } from 'vitest';
import { NO_POLICY_STATE } from '../../test/support/no-policies';
import { DEFAULT_DOCUMENT_SETTINGS } from '../shared/quote/document-defaults';
import { fail, ok } from '../shared/errors';
import { msg } from '../shared/i18n/catalogue';
import { englishText } from '../shared/i18n/translator';
import { channelOf } from '../shared/ipc-bridge';
import { IPC_CHANNELS, IPC_METHODS, type AppState, type BridgeMethod } from '../shared/ipc-contract';
import type { IpcHandlers } from './ipc-caller';
import { createIpcDispatcher, isAppUrl } from './ipc-dispatch';
import { EMPTY_COMPANY } from '../shared/company';

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
  const state: AppState = {
    baseUrl: null,
    hasToken: false,
    tokenStorage: 'keychain',
    tokenExpiresAt: null,
    tokenExpired: false,
    source: 'demo',
    lastCountry: 'de',
    regionalLocale: 'en-US',
    uiLanguage: 'en',
    languageChoice: 'system',
    notice: null,
    lastKnownMaxAgeDays: 30,
    signedInAs: null,
    staySignedIn: false,
    accountTag: null,
    passwordRejected: false,
    keepInTray: false,
    trayAvailable: false,
    shortcut: { enabled: false, accelerator: 'Control+Alt+P', defaultAccelerator: 'Control+Alt+P', binding: 'off' },
    recheckAfterHours: 24,
    followUpDays: 7,
    company: { ...EMPTY_COMPANY, hasLogo: false },
    documents: DEFAULT_DOCUMENT_SETTINGS,
    settingsSection: 'connection',
    appearance: 'system',
    policies: NO_POLICY_STATE,
    policyProblems: [],
    appVersion: '0.1.0',
    updateUrl: null,
    update: { state: 'off', why: 'notHere' },
  };
  // Every method answers; the two the tests call answer as the app would.
  const handlers = {
    ...Object.fromEntries(Object.keys(IPC_CHANNELS).map((method) => [method, async () => ok(null)])),
    getState: async () => ok(state),
    checkPrice: async () => {
      throw new Error('boom with internals');
    },
  } as unknown as IpcHandlers;
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
    expect(answer).toEqual({ ok: false, error: { kind: 'internal', message: msg('errors.internal') } });
  });
});

describe('isAppUrl, more senders', () => {
  it.each([
    ['app://price-lookup.evil/index.html', false],
    ['app://evil.price-lookup/index.html', false],
    ['app://price-lookup:8080/index.html', false],
    ['app://user@evil/index.html', false],
    ['app:price-lookup/index.html', false],
    ['javascript:alert(1)', false],
    ['about:blank', false],
    ['data:text/html,<p>', false],
    ['', false],
    ['app://price-lookup/deep/path?x=1#y', true],
  ])('%j is %s', (url, expected) => {
    expect(isAppUrl(url, 'app://price-lookup/')).toBe(expected);
  });

  it.each([
    ['http://localhost:5000/', false],
    ['https://127.0.0.1:5000/', false],
    ['http://127.0.0.1:5000/assets/x.js', true],
  ])('%j against the dev server http://127.0.0.1:5000/ is %s', (url, expected) => {
    expect(isAppUrl(url, 'http://127.0.0.1:5000/')).toBe(expected);
  });

  it('trusts nobody when the app URL itself is garbage', () => {
    expect(isAppUrl('app://price-lookup/', 'not a url')).toBe(false);
  });
});

describe('createIpcDispatcher routing', () => {
  const methods = Object.keys(IPC_CHANNELS) as BridgeMethod[];
  const seen: [BridgeMethod, unknown][] = [];
  const handlers = Object.fromEntries(
    methods.map((method) => [method, async (request: unknown) => (seen.push([method, request]), ok({ method }))]),
  ) as unknown as IpcHandlers;
  const dispatch = createIpcDispatcher(handlers, 'app://price-lookup/');

  it.each(methods)('routes %s to its own handler with the request as sent', async (method) => {
    seen.length = 0;
    const request = { probe: method };
    expect(await dispatch(IPC_CHANNELS[method], request, 'app://price-lookup/index.html')).toEqual(ok({ method }));
    expect(seen).toEqual([[method, request]]);
  });

  it('refuses the whole-list save (saveQuotes) as an unknown channel, even beside a handler of that name: main keeps quotes only by its commands', async () => {
    expect(Object.keys(IPC_METHODS)).not.toContain('saveQuotes');
    expect(Object.values(IPC_CHANNELS)).not.toContain(channelOf('saveQuotes'));
    seen.length = 0;
    let saved = 0;
    const withOldHandler = createIpcDispatcher(
      { ...handlers, saveQuotes: async () => ok({ saved: (saved += 1) }) } as IpcHandlers,
      'app://price-lookup/',
    );
    const edit = { quotes: [], activeId: null };
    await expect(withOldHandler(channelOf('saveQuotes'), edit, 'app://price-lookup/index.html')).rejects.toThrow(/unknown channel/);
    await expect(dispatch('price-lookup:save-quotes', edit, 'app://price-lookup/index.html')).rejects.toThrow(/unknown channel/);
    expect([saved, seen]).toEqual([0, []]);
  });

  it.each([undefined, 'https://evil.example/', 'app://evil/', 'file:///index.html'])('calls no handler for sender %j', async (sender) => {
    seen.length = 0;
    await expect(dispatch(IPC_CHANNELS.getState, undefined, sender)).rejects.toThrow(/not Price Lookup/);
    expect(seen).toEqual([]);
  });

  it.each(['getState', 'price-lookup:', 'price-lookup:GET-STATE', '__proto__', 'constructor', 'toString'])(
    'refuses channel %j',
    async (channel) => {
      await expect(dispatch(channel, undefined, 'app://price-lookup/')).rejects.toThrow(/unknown channel/);
    },
  );

  it.each([
    ['an async rejection', () => Promise.reject(new Error('ENOENT /home/sales/secret'))],
    ['a thrown string', () => Promise.reject('tok-should-not-leak')],
  ])('turns %s into an internal error without its details', async (_name, broken) => {
    const failing = createIpcDispatcher({ ...handlers, getState: broken } as IpcHandlers, 'app://price-lookup/');
    const answer = await failing(IPC_CHANNELS.getState, undefined, 'app://price-lookup/');
    expect(answer).toEqual(fail('internal', msg('errors.internal')));
    expect(englishText(msg('errors.internal'))).toBe('Something went wrong inside Price Lookup. Please try again.');
  });
});
