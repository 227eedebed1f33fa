import { describe, expect, it } from 'vitest';
import { NO_POLICY_STATE } from '../../../test/support/no-policies';
import { DEFAULT_DOCUMENT_SETTINGS } from '@shared/quote/document-defaults';
import { msg } from '@shared/i18n/catalogue';
import type { AppState, PriceLookup, PriceLookupBridge } from '@shared/ipc-contract';
import type { LookupRequest } from '@shared/lookup-input';
import { priceInfo } from '../../../test/support/price-info';
import { applyAppState, createQueryClient, priceQuery } from './queries';
import { EMPTY_COMPANY } from '@shared/company';

const request: LookupRequest = { artnr: '900155', country: 'de', factor: null, profile: null };
/** Main's word that its answer is fresh for a minute more. */
const freshUntil = (): string => new Date(Date.now() + 60_000).toISOString();

/** A bridge whose checkPrice always gives this answer, counting the calls. */
function bridgeAnswering(answer: PriceLookup): { bridge: PriceLookupBridge; calls: () => number } {
  let calls = 0;
  const bridge = {
    checkPrice: async () => {
      calls += 1;
      return { ok: true, value: answer };
    },
    cancelLookup: async () => ({ ok: true, value: { cancelled: false } }),
  } as unknown as PriceLookupBridge;
  return { bridge, calls: () => calls };
}

describe('priceQuery and last-known answers', () => {
  it('serves an answer main called fresh from the cache when looked up again', async () => {
    const { bridge, calls } = bridgeAnswering({ request, info: priceInfo(), source: 'service', freshUntil: freshUntil() });
    const client = createQueryClient();
    await client.fetchQuery(priceQuery(bridge, 'service', request));
    await client.fetchQuery(priceQuery(bridge, 'service', request));
    expect(calls()).toBe(1);
  });

  it('asks main again for a last-known answer: it stood in for one the service could not give', async () => {
    const lastKnown = { fetchedAt: '2026-11-20T08:30:00.000Z', reason: msg('errors.unavailable.busy') };
    const { bridge, calls } = bridgeAnswering({ request, info: priceInfo(), source: 'service', lastKnown });
    const client = createQueryClient();
    expect((await client.fetchQuery(priceQuery(bridge, 'service', request))).lastKnown).toEqual(lastKnown);
    await client.fetchQuery(priceQuery(bridge, 'service', request));
    expect(calls()).toBe(2);
  });
});

describe('prices of another account', () => {
  const state = (accountTag: string | null): AppState => ({
    baseUrl: 'https://prices.example.com',
    hasToken: accountTag !== null,
    tokenStorage: 'keychain',
    tokenExpiresAt: null,
    tokenExpired: false,
    source: 'service',
    lastCountry: 'de',
    regionalLocale: 'de-DE',
    uiLanguage: 'de',
    languageChoice: 'system',
    notice: null,
    signedInAs: null,
    staySignedIn: false,
    accountTag,
    passwordRejected: false,
    lastKnownMaxAgeDays: 30,
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
  });

  it("are dropped from the cache when another account's token replaces the one before, on the same base URL", async () => {
    const { bridge, calls } = bridgeAnswering({ request, info: priceInfo(), source: 'service', freshUntil: freshUntil() });
    const client = createQueryClient();
    applyAppState(client, state('first'));
    await client.fetchQuery(priceQuery(bridge, 'service', request));
    // The same account (a renewed token): the price stays.
    applyAppState(client, state('first'));
    await client.fetchQuery(priceQuery(bridge, 'service', request));
    expect(calls()).toBe(1);
    applyAppState(client, state('colleague'));
    expect(client.getQueryData(priceQuery(bridge, 'service', request).queryKey)).toBeUndefined();
    await client.fetchQuery(priceQuery(bridge, 'service', request));
    expect(calls()).toBe(2);
  });
});
