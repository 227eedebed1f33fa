import { useQuery } from '@tanstack/react-query';
import { memo, useMemo, type RefObject } from 'react';
import type { PriceLookupBridge } from '@shared/ipc-contract';
import type { CustomerRef } from '@shared/customer-lookup';
import type { LookupRequest } from '@shared/lookup-input';
import { favouritesQuery, recentLookupsQuery } from '../../api/recall-queries';
import { useRegionalLocale } from '../../format/regional-locale';
import { useI18n } from '../../i18n/i18n';
import { recallEntries } from './recall-entries';
import { RecallList } from './recall-list';

interface RecallListsProps {
  bridge: PriceLookupBridge;
  recentRef: RefObject<HTMLUListElement | null>;
  favouritesRef: RefObject<HTMLUListElement | null>;
  onRun: (request: LookupRequest, customer?: CustomerRef | null) => void;
  onLeaveTop: () => void;
}

/**
 * Recent lookups and favourites side by side under the form; each shown only once it has an entry.
 * Memoised, its entries worded once per change of the lists: the lookup view re-renders on every
 * keystroke and answer, and wording 50 entries each time delayed the price on screen.
 */
export const RecallLists = memo(function RecallLists({ bridge, recentRef, favouritesRef, onRun, onLeaveTop }: RecallListsProps) {
  const recent = useQuery(recentLookupsQuery(bridge));
  const favourites = useQuery(favouritesQuery(bridge));
  const locale = useRegionalLocale();
  const words = useI18n();
  const { recentEntries, favouriteEntries } = useMemo(
    () => recallEntries(recent.data ?? [], favourites.data ?? [], locale, words),
    [recent.data, favourites.data, locale, words],
  );
  const { t } = words;
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
