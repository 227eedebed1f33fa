import type { z } from 'zod';
import type { CountryCode } from './countries';
import type { LookupRequest } from './lookup-input';
import type { favouriteSchema, recentLookupSchema } from './recall-schema';

/** How many lookups the history keeps; the oldest goes first. */
export const MAX_RECENT_LOOKUPS = 50;
/** How many favourites can be kept; a bound so the file stays small, far above what a person stars. */
export const MAX_FAVOURITES = 200;

/** One lookup as the history keeps it: what was asked, when, and the price seen then. */
export type RecentLookup = z.infer<typeof recentLookupSchema>;

/** A starred lookup, kept by article number and country (one favourite per pair). */
export type Favourite = z.infer<typeof favouriteSchema>;

/** Whether two lookups ask the same thing (then the history keeps only the newer one). */
function sameLookup(a: LookupRequest, b: LookupRequest): boolean {
  return a.artnr === b.artnr && a.country === b.country && a.factor === b.factor && a.profile === b.profile;
}

/** Whether a favourite stands for this article in this country. */
export function sameFavourite(a: { artnr: string; country: CountryCode }, b: { artnr: string; country: CountryCode }): boolean {
  return a.artnr === b.artnr && a.country === b.country;
}

/** The history after a lookup: it goes to the top, and the same lookup asked before leaves its old place. */
export function withRecentLookup(list: readonly RecentLookup[], lookup: RecentLookup): RecentLookup[] {
  return [lookup, ...list.filter((entry) => !sameLookup(entry, lookup))].slice(0, MAX_RECENT_LOOKUPS);
}

/** The favourites after starring (at the top, replacing the article's old star in that country) or unstarring. */
export function withFavourite(list: readonly Favourite[], favourite: Favourite, starred: boolean): Favourite[] {
  const others = list.filter((entry) => !sameFavourite(entry, favourite));
  return (starred ? [favourite, ...others] : others).slice(0, MAX_FAVOURITES);
}
