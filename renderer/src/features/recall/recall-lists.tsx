import { useQuery } from '@tanstack/react-query';
import { memo, useMemo, type RefObject } from 'react';
import type { PriceLookupBridge } from '../../../../electron/shared/ipc-contract';
import type { LookupRequest } from '../../../../electron/shared/lookup-input';
import type { Translator } from '../../../../electron/shared/i18n/translator';
import type { Favourite, RecentLookup } from '../../../../electron/shared/recall';
import { favouritesQuery, recentLookupsQuery } from '../../api/recall-queries';
import { formatDecimal, formatMoney } from '../../format/numbers';
import { useRegionalLocale } from '../../format/regional-locale';
import { useI18n } from '../../i18n/i18n';
import { RecallList, type RecallEntry } from './recall-list';

interface RecallListsProps {
  bridge: PriceLookupBridge;
  recentRef: RefObject<HTMLUListElement | null>;
  favouritesRef: RefObject<HTMLUListElement | null>;
  onRun: (request: LookupRequest) => void;
  onLeaveTop: () => void;
}

const keyOf = (request: LookupRequest): string => JSON.stringify([request.artnr, request.country, request.factor, request.profile]);

/**
 * Recent lookups and favourites side by side under the form; each shown only once it has an entry.
 * Memoised, its entries worded once per change of the lists: the lookup view re-renders on every
 * keystroke and answer, and wording 50 entries each time delayed the price on screen.
 */
export const RecallLists = memo(function RecallLists({ bridge, recentRef, favouritesRef, onRun, onLeaveTop }: RecallListsProps) {
  const recent = useQuery(recentLookupsQuery(bridge));
  const favourites = useQuery(favouritesQuery(bridge));
  const locale = useRegionalLocale();
  const i18n = useI18n();
  const { recentEntries, favouriteEntries } = useMemo(
    () => recallEntries(recent.data ?? [], favourites.data ?? [], locale, i18n),
    [recent.data, favourites.data, locale, i18n],
  );
  const { t } = i18n;
  if (recentEntries.length === 0 && favouriteEntries.length === 0) return null;
  return (
    <div className="recall-lists">
      {recentEntries.length > 0 ? (
        <section className="recall-section">
          <h2 className="recall-heading">{t('recall.recent.name')}</h2>
          <RecallList name={t('recall.recent.name')} entries={recentEntries} listRef={recentRef} onRun={onRun} onLeaveTop={onLeaveTop} />
        </section>
      ) : null}
      {favouriteEntries.length > 0 ? (
        <section className="recall-section">
          <h2 className="recall-heading">{t('recall.favourites.name')}</h2>
          <RecallList
            name={t('recall.favourites.name')}
            entries={favouriteEntries}
            listRef={favouritesRef}
            onRun={onRun}
            onLeaveTop={onLeaveTop}
          />
        </section>
      ) : null}
    </div>
  );
});

/** The entries as the user reads them: the country in the UI language, money and time in the regional format. */
function recallEntries(
  recent: readonly RecentLookup[],
  favourites: readonly Favourite[],
  locale: string,
  { t, countryLabel }: Translator,
): { recentEntries: RecallEntry[]; favouriteEntries: RecallEntry[] } {
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  const describe = (request: LookupRequest): string => {
    const parts = [request.artnr, countryLabel(request.country)];
    if (request.factor !== null) parts.push(t('recall.entry.factor', { factor: formatDecimal(request.factor, locale) }));
    if (request.profile !== null) parts.push(request.profile);
    return parts.join(' · ');
  };
  const recentEntry = (lookup: RecentLookup): RecallEntry => {
    const parts = [describe(lookup), formatMoney(lookup.price, lookup.currencySign, locale), time.format(new Date(lookup.at))];
    if (lookup.source === 'demo') parts.push(t('recall.entry.demo'));
    return { key: keyOf(lookup), text: parts.join(' · '), request: lookup };
  };
  const favouriteEntry = (favourite: Favourite): RecallEntry => ({ key: keyOf(favourite), text: describe(favourite), request: favourite });
  return { recentEntries: recent.map(recentEntry), favouriteEntries: favourites.map(favouriteEntry) };
}
