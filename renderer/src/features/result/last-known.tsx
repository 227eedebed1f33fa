import { formatFetchedAt } from '@shared/format/dates';
import type { PriceLookup } from '@shared/ipc-contract';
import { useRegionalLocale } from '../../format/regional-locale';
import { useI18n } from '../../i18n/i18n';

type LastKnown = NonNullable<PriceLookup['lastKnown']>;

// In electron/shared, so the line for the phone gives the same date as the banner.
export { formatFetchedAt };

/**
 * Over a result main answered from its kept answers because the service could not be reached: the
 * words, when it was fetched and why, in a banner of its own, so it is never mistaken for a fresh price.
 */
export function LastKnownBanner({ lastKnown }: { lastKnown: LastKnown }) {
  const locale = useRegionalLocale();
  const { t, text } = useI18n();
  return (
    <div className="last-known-banner" role="note" aria-label={t('lastKnown.banner.title')}>
      <p className="last-known-title">{t('lastKnown.banner.title')}</p>
      <p>{t('lastKnown.banner.fetched', { when: formatFetchedAt(lastKnown.fetchedAt, locale) })}</p>
      <p className="last-known-reason">{t('lastKnown.banner.reason', { reason: text(lastKnown.reason) })}</p>
    </div>
  );
}

/** The same mark, short, for one line of a comparison or a quote. */
export function LastKnownMarker({ lastKnown }: { lastKnown: LastKnown }) {
  const locale = useRegionalLocale();
  const { t } = useI18n();
  return <span className="last-known-marker">{t('lastKnown.line.marker', { when: formatFetchedAt(lastKnown.fetchedAt, locale) })}</span>;
}
