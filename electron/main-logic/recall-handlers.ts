import type { CustomerRef } from '../shared/customer-lookup';
import { fail, ok } from '../shared/errors';
import { msg } from '../shared/i18n/catalogue';
import type { PriceLookup } from '../shared/ipc-contract';
import { offeredPrice } from '../shared/price-info';
import { withFavourite, type Favourite, type RecentLookup } from '../shared/recall';
import type { ListStore } from '../core/recall-store';
import { accepts } from './accepts';

export interface RecallDeps {
  recentLookups: ListStore<RecentLookup>;
  favourites: ListStore<Favourite>;
  now: () => Date;
}

/**
 * The history entry for a successful lookup: the price shown first for its factor, with its currency, and
 * the customer it was for (when one was picked).
 */
export function recentLookupOf(lookup: PriceLookup, at: Date, customer?: CustomerRef): RecentLookup {
  const { request, info } = lookup;
  return {
    ...request,
    at: at.toISOString(),
    price: offeredPrice(info, request.factor),
    currencySign: info.currencySign,
    source: lookup.source,
    // Why the service could not answer is of the moment; when the kept price was fetched is what stays true.
    ...(lookup.lastKnown ? { lastKnown: { fetchedAt: lookup.lastKnown.fetchedAt } } : {}),
    ...(customer ? { customer: { id: customer.id, name: customer.name } } : {}),
  };
}

/** Recent lookups and favourites: loading, clearing, starring (a lookup of the form is kept by `checkPrice`). */
export function createRecallHandlers(deps: RecallDeps) {
  const unreadable = (file: string) => fail('internal', msg('recall.error.unreadable', { file }));
  const unwritable = (file: string) => fail('internal', msg('recall.error.unwritable', { file }));
  return {
    loadRecent: accepts('loadRecent', async () => {
      try {
        return ok({ lookups: await deps.recentLookups.list() });
      } catch {
        return unreadable(deps.recentLookups.file);
      }
    }),
    clearRecent: accepts('clearRecent', async () => {
      try {
        return ok({ lookups: await deps.recentLookups.change(() => []) });
      } catch {
        return unwritable(deps.recentLookups.file);
      }
    }),
    loadFavourites: accepts('loadFavourites', async () => {
      try {
        return ok({ favourites: await deps.favourites.list() });
      } catch {
        return unreadable(deps.favourites.file);
      }
    }),
    setFavourite: accepts('setFavourite', async ({ starred, ...request }) => {
      const favourite: Favourite = { ...request, addedAt: deps.now().toISOString() };
      try {
        return ok({ favourites: await deps.favourites.change((list) => withFavourite(list, favourite, starred)) });
      } catch {
        return unwritable(deps.favourites.file);
      }
    }),
  };
}
