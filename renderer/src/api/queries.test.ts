import { describe, expect, it } from 'vitest';
import type { Result } from '../../../electron/shared/errors';
import { msg } from '../../../electron/shared/i18n/catalogue';
import type { PriceLookup, PriceLookupBridge } from '../../../electron/shared/ipc-contract';
import type { LookupRequest } from '../../../electron/shared/lookup-input';
import { BUSY_WAIT_MS, createLookupPool } from '../../../electron/shared/lookup-pool';
import { priceInfo } from '../../../test/support/price-info';
import { BridgeFailure } from './bridge-failure';
import { batchPriceQuery, createQueryClient, formPriceQuery, priceQuery } from './queries';
import { recallKeys } from './recall-queries';
import { eventually } from '../../../test/support/eventually';

const request: LookupRequest = { artnr: '900155', country: 'de', factor: null, profile: null };
const busy = (retryAfterMs?: number): Result<PriceLookup> => ({
  ok: false,
  error: {
    kind: 'unavailable',
    message: msg('lookup.error.title.unavailable'),
    status: 429,
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
  },
});

/** A bridge whose checkPrice gives these answers in turn; the rest of the bridge is not used here. */
function bridgeAnswering(answers: Result<PriceLookup>[]): { bridge: PriceLookupBridge; calls: () => number } {
  let calls = 0;
  const bridge = {
    checkPrice: async () => {
      calls += 1;
      return answers.shift() ?? busy();
    },
    cancelLookup: async () => ({ ok: true, value: { cancelled: false } }),
  } as unknown as PriceLookupBridge;
  return { bridge, calls: () => calls };
}

describe('batchPriceQuery', () => {
  it('waits out a busy service in the pool, as long as it asks, and then prices the line', async () => {
    const waits: number[] = [];
    const pool = createLookupPool({ concurrency: 6, sleep: async (ms) => void waits.push(ms) });
    const priced: Result<PriceLookup> = { ok: true, value: { request, info: priceInfo(), source: 'service' } };
    const { bridge, calls } = bridgeAnswering([busy(1_000), busy(), priced]);
    const lookup = await createQueryClient().fetchQuery(batchPriceQuery(bridge, 'service', request, pool));
    expect(lookup.info.price).toBe('47.85');
    expect(calls()).toBe(3);
    expect(waits).toEqual([1_000, BUSY_WAIT_MS]);
  });

  it('fails the line with the last busy answer after 3 waits', async () => {
    const waits: number[] = [];
    const pool = createLookupPool({ concurrency: 6, sleep: async (ms) => void waits.push(ms) });
    const { bridge, calls } = bridgeAnswering([]);
    const failure = await createQueryClient()
      .fetchQuery(batchPriceQuery(bridge, 'service', request, pool))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BridgeFailure);
    expect(failure).toMatchObject({ status: 429, kind: 'unavailable' });
    expect(calls()).toBe(4);
    expect(waits).toEqual([BUSY_WAIT_MS, BUSY_WAIT_MS, BUSY_WAIT_MS]);
  });
});

describe('formPriceQuery', () => {
  it("asks main to keep the lookup in the recent lookups, and puts main's new list in the cache", async () => {
    const asked: unknown[] = [];
    const entry = { ...request, at: '2026-11-25T08:00:00.000Z', price: '47.85', currencySign: '€', source: 'service' as const };
    const bridge = {
      checkPrice: async (input: unknown) => {
        asked.push(input);
        return { ok: true, value: { request, info: priceInfo(), source: 'service', recentLookups: [entry] } };
      },
      cancelLookup: async () => ({ ok: true, value: { cancelled: false } }),
    } as unknown as PriceLookupBridge;
    const client = createQueryClient();
    const lookup = await client.fetchQuery(formPriceQuery(bridge, 'service', request));
    expect(asked).toEqual([expect.objectContaining({ artnr: '900155', country: 'de', recent: true })]);
    // The list goes to its own cache entry, not with the price.
    expect(lookup).not.toHaveProperty('recentLookups');
    await eventually(() => expect(client.getQueryData(recallKeys.recent())).toEqual([entry]));
  });

  it('is apart from the batches: a comparison of the same lookup never stands in for the form, so the form keeps it', async () => {
    expect(formPriceQuery({} as PriceLookupBridge, 'service', request).queryKey).not.toEqual(
      priceQuery({} as PriceLookupBridge, 'service', request).queryKey,
    );
  });
});
