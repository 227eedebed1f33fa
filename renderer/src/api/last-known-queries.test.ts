import { describe, expect, it } from 'vitest';
import { msg } from '../../../electron/shared/i18n/catalogue';
import type { PriceLookup, PriceLookupBridge } from '../../../electron/shared/ipc-contract';
import type { LookupRequest } from '../../../electron/shared/lookup-input';
import { priceInfo } from '../../../electron/testing/price-info';
import { createQueryClient, priceQuery } from './queries';

const request: LookupRequest = { artnr: '900155', country: 'de', factor: null, profile: null };

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
  it('serves a fresh answer from the cache when looked up again', async () => {
    const { bridge, calls } = bridgeAnswering({ request, info: priceInfo(), source: 'service' });
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
