import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Result } from '@shared/errors';
import { msg } from '@shared/i18n/catalogue';
import type { AppState, PriceLookup, PriceLookupBridge } from '@shared/ipc-contract';
import type { LookupRequest } from '@shared/lookup-input';
import { priceInfo } from '../../../test/support/price-info';
import { BridgeFailure } from './bridge-failure';
import {
  appStateKeys,
  appStateQuery,
  createQueryClient,
  followAppState,
  formPriceQuery,
  freshForMs,
  priceQuery,
  quoteLineQuery,
} from './queries';
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

describe('busy service', () => {
  // Main alone waits out and retries a busy service (electron/core/retry-policy.ts): the window asks once.
  it("asks main once for a comparison's country and shows main's busy answer, without a retry of its own", async () => {
    const { bridge, calls } = bridgeAnswering([busy(1_000)]);
    const failure = await createQueryClient()
      .fetchQuery(priceQuery(bridge, 'service', request))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BridgeFailure);
    expect(failure).toMatchObject({ status: 429, kind: 'unavailable' });
    expect(calls()).toBe(1);
  });

  it('asks main once for a quote line while the service is busy', async () => {
    let calls = 0;
    const bridge = {
      priceQuoteLine: async () => {
        calls += 1;
        return busy(1_000);
      },
      cancelLookup: async () => ({ ok: true, value: { cancelled: false } }),
    } as unknown as PriceLookupBridge;
    const line = { quoteId: 'q-1', lineId: 'l-1', artnr: '900155', country: 'de' as const, factor: null };
    const failure = await createQueryClient()
      .fetchQuery(quoteLineQuery(bridge, 'service', line))
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 429, kind: 'unavailable' });
    expect(calls).toBe(1);
  });
});

describe('freshness: main says, the window holds', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const T = Date.parse('2026-11-26T08:00:00.000Z');
  const answer = (freshUntil?: string): Result<PriceLookup> => ({
    ok: true,
    value: { request, info: priceInfo(), source: 'service', ...(freshUntil === undefined ? {} : { freshUntil }) },
  });

  it("holds an answer exactly as long as main's freshUntil, not a minute from when it arrived", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T);
    // Main answered from its fresh answers, 50 s after the service: 10 s of freshness are left.
    const { bridge, calls } = bridgeAnswering([answer(new Date(T + 10_000).toISOString()), answer(new Date(T + 70_000).toISOString())]);
    const client = createQueryClient();
    await client.fetchQuery(priceQuery(bridge, 'service', request));
    vi.setSystemTime(T + 9_999);
    await client.fetchQuery(priceQuery(bridge, 'service', request));
    expect(calls()).toBe(1);
    vi.setSystemTime(T + 10_000);
    await client.fetchQuery(priceQuery(bridge, 'service', request));
    expect(calls()).toBe(2);
  });

  it('never holds an answer main did not call fresh (a last-known one)', () => {
    expect(freshForMs(answer().ok ? (answer() as { value: PriceLookup }).value : undefined)).toBe(0);
    expect(freshForMs(undefined)).toBe(0);
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

describe("main's own changes of the app state", () => {
  /** A bridge whose getState answers are held until `answer(n, state)`; its state-changed listener can be fired. */
  function stateBridge() {
    const asks: ((result: Result<AppState>) => void)[] = [];
    let changed: () => void = () => undefined;
    const bridge = {
      getState: () => new Promise<Result<AppState>>((resolve) => asks.push(resolve)),
      onStateChanged: (listener: () => void) => {
        changed = listener;
        return () => undefined;
      },
    } as unknown as PriceLookupBridge;
    const answer = (n: number, update: string) => asks[n]?.({ ok: true, value: { update: { state: update } } as unknown as AppState });
    return { bridge, answer, asked: () => asks.length, change: () => changed() };
  }
  /** The window as main.tsx starts it: main's changes followed, then the state asked once. */
  async function startedWindow() {
    const { bridge, ...main } = stateBridge();
    const client = createQueryClient();
    followAppState(bridge, client);
    void client.prefetchQuery(appStateQuery(bridge));
    await eventually(() => expect(main.asked()).toBe(1));
    return { client, ...main };
  }
  const update = (client: ReturnType<typeof createQueryClient>) => client.getQueryData<AppState>(appStateKeys.all)?.update.state;

  it('a change while the first ask is on its way wins, whichever answer comes last', async () => {
    const { client, answer, asked, change } = await startedWindow();
    change();
    await eventually(() => expect(asked()).toBe(2));
    answer(1, 'ready');
    await eventually(() => expect(update(client)).toBe('ready'));
    answer(0, 'idle');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(update(client)).toBe('ready');
  });

  it('a change after the first answer, before anything is drawn, is kept; of two changes the last one’s answer counts', async () => {
    const { client, answer, asked, change } = await startedWindow();
    answer(0, 'idle');
    await eventually(() => expect(update(client)).toBe('idle'));
    change();
    await eventually(() => expect(asked()).toBe(2));
    change();
    await eventually(() => expect(asked()).toBe(3));
    answer(2, 'ready');
    await eventually(() => expect(update(client)).toBe('ready'));
    answer(1, 'downloading');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(update(client)).toBe('ready');
  });
});
