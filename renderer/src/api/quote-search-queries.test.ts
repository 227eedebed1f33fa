import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { PriceLookupBridge } from '@shared/ipc-contract';
import type { SearchedQuotes } from '@shared/quote/quote-search';
import { eventually } from '../../../test/support/eventually';
import { createQueryClient, quoteLineQuery } from './queries';
import { followQuoteChanges, quoteSearchQuery } from './quote-search-queries';

const NOTHING: SearchedQuotes = { found: [], count: 0, dates: [] };

/** A bridge that counts main's searches; the rest of the bridge is not used here. */
function searchingBridge(): { bridge: PriceLookupBridge; searches: () => number } {
  let searches = 0;
  const bridge = {
    searchQuotes: async () => {
      searches += 1;
      return { ok: true, value: NOTHING };
    },
    priceQuoteLine: async () => ({
      ok: true,
      value: { pricing: { pricedAt: '2026-12-06T08:00:00.000Z', source: 'service', country: 'de', factor: null, info: {} } },
    }),
  } as unknown as PriceLookupBridge;
  return { bridge, searches: () => searches };
}

describe("the quote search's answers", () => {
  it('are asked of main again when main answered a command or priced a quote line, and not otherwise', async () => {
    const client = createQueryClient();
    const { bridge, searches } = searchingBridge();
    const end = followQuoteChanges(client);
    // The search shown: an observer, as the field's useQuery is.
    const shown = new QueryObserver(client, quoteSearchQuery(bridge, 'alpen', 'de-DE', 'service'));
    const stop = shown.subscribe(() => undefined);
    await eventually(() => expect(searches()).toBe(1));

    // A command main answered (whatever it is): asked again.
    await client
      .getMutationCache()
      .build(client, { mutationFn: async () => 'done' })
      .execute(undefined);
    await eventually(() => expect(searches()).toBe(2));

    // A line main priced and keeps with the quote: asked again.
    const line = { quoteId: 'q', lineId: 'l', artnr: '900155', country: 'de' as const, factor: null };
    await client.fetchQuery(quoteLineQuery(bridge, 'service', line));
    await eventually(() => expect(searches()).toBe(3));

    // A refused command changed nothing in main.
    await client
      .getMutationCache()
      .build(client, {
        mutationFn: async () => {
          throw new Error('refused');
        },
      })
      .execute(undefined)
      .catch(() => undefined);
    // Past the task in which the search would be asked again, and any asking done.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await eventually(() => expect(client.isFetching()).toBe(0));
    expect(searches()).toBe(3);

    stop();
    end();
    client.clear();
  });
});
