import { formatFetchedAt } from '@shared/format/dates';
import type { LookupRequest } from '@shared/lookup-input';
import type { Translator } from '@shared/i18n/translator';
import type { Favourite, RecentLookup } from '@shared/recall';
import { hasPrice } from '@shared/price-info';
import { formatFactor, formatMoney } from '../../format/numbers';
import type { RecallEntry } from './recall-list';

const keyOf = (request: LookupRequest): string => JSON.stringify([request.artnr, request.country, request.factor, request.profile]);

/** The entries as the user reads them: the country in the UI language, money and time in the regional format. */
export function recallEntries(
  recent: readonly RecentLookup[],
  favourites: readonly Favourite[],
  locale: string,
  { t, countryLabel, language }: Translator,
): { recentEntries: RecallEntry[]; favouriteEntries: RecallEntry[] } {
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  const describe = (request: LookupRequest): string => {
    const parts = [request.artnr, countryLabel(request.country)];
    if (request.factor !== null) parts.push(t('recall.entry.factor', { factor: formatFactor(request.factor, locale, language) }));
    if (request.profile !== null) parts.push(request.profile);
    return parts.join(' · ');
  };
  const recentEntry = (lookup: RecentLookup): RecallEntry => {
    // A kept price says when it was fetched instead of when it was looked up, which would pass it off as current.
    const when = lookup.lastKnown
      ? t('recall.entry.lastKnown', { when: formatFetchedAt(lookup.lastKnown.fetchedAt, locale) })
      : time.format(new Date(lookup.at));
    const price = hasPrice(lookup) ? formatMoney(lookup.price, lookup.currencySign, locale) : t('recall.entry.noPrice');
    const parts = [describe(lookup)];
    if (lookup.customer) parts.push(t('customerPick.recentFor', { customer: lookup.customer.name }));
    parts.push(price, when);
    if (lookup.source === 'demo') parts.push(t('recall.entry.demo'));
    return { key: keyOf(lookup), text: parts.join(' · '), request: lookup, customer: lookup.customer ?? null };
  };
  const favouriteEntry = (favourite: Favourite): RecallEntry => ({ key: keyOf(favourite), text: describe(favourite), request: favourite });
  return { recentEntries: recent.map(recentEntry), favouriteEntries: favourites.map(favouriteEntry) };
}
