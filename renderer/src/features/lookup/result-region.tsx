import type { OfferTaxing } from '@shared/customer-lookup';
import type { PriceLookup } from '@shared/ipc-contract';
import type { LookupRequest } from '@shared/lookup-input';
import { useI18n } from '../../i18n/i18n';
import { PriceResult } from '../result/price-result';

interface ResultRegionProps {
  /** The lookup asked for last, or null before the first (and after the next call). */
  submitted: LookupRequest | null;
  /** Waiting for the first answer to `submitted`: the progress and its Cancel show. */
  loading: boolean;
  /** The answer shown, or null when none is. */
  shown: PriceLookup | null;
  /** The picked customer's basis the price is said on; none: gross. */
  offer?: OfferTaxing | undefined;
  /** The lookup was cancelled and nothing came: it says so. */
  cancelled: boolean;
  /** The Cancel button: the lookup stops, the cursor goes back to the article number. */
  onCancel: () => void;
}

/** Where a lookup's answer appears: its progress while it is asked, the price, or why there is none. */
export function ResultRegion({ submitted, loading, shown, offer, cancelled, onCancel }: ResultRegionProps) {
  const { t } = useI18n();
  return (
    <section className="result-region" aria-label={t('lookup.result.region')} aria-busy={loading || undefined} aria-live="polite">
      {loading && submitted !== null ? (
        <div className="result-loading">
          <progress className="lookup-progress" aria-label={t('lookup.status.loading', { artnr: submitted.artnr })} />
          <span>{t('lookup.status.loading', { artnr: submitted.artnr })}</span>
          <button type="button" onClick={onCancel} aria-keyshortcuts="Escape">
            {t('lookup.status.cancel')}
          </button>
        </div>
      ) : null}
      {shown ? <PriceResult lookup={shown} offer={offer} /> : null}
      {cancelled && submitted !== null ? <p className="result-empty">{t('lookup.status.cancelled', { artnr: submitted.artnr })}</p> : null}
      {submitted === null ? <p className="result-empty">{t('lookup.status.empty')}</p> : null}
    </section>
  );
}
