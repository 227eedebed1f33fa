import { useState } from 'react';
import type { Decimal } from '@shared/price-info';
import { pricedLongAgo } from '@shared/quote/kept-pricing';
import type { TotalChange } from '@shared/quote/quote-recheck';
import { formatMoney } from '../../../format/numbers';
import { useRegionalLocale } from '../../../format/regional-locale';
import { useI18n } from '../../../i18n/i18n';
import { formatFetchedAt } from '../../result/last-known';
import type { RecheckState } from './use-recheck';

interface RecheckNoticeProps {
  state: RecheckState;
  /** When the oldest kept price of the quote was fetched (ISO 8601), or null when none is kept. */
  oldestPricedAt: string | null;
  /** Older than this many hours, the kept prices are called out (Settings). */
  thresholdHours: number;
  /** False while the quote has no lines, or its lines are being priced. */
  canRecheck: boolean;
  onRecheck: () => void;
  /** Some lines are not priced (their pricing failed or was cancelled): the button prices those first. */
  missing: boolean;
  onPriceMissing: () => void;
}

/**
 * Over the quote's lines: says when prices kept longer than the threshold are from, offers one button to
 * ask the service again — "Price the missing lines" while some are not priced, else "Re-check prices"
 * (on fresher quotes too), never both side by side — and announces the re-check's progress and outcome.
 */
export function RecheckNotice({
  state,
  oldestPricedAt,
  thresholdHours,
  canRecheck,
  onRecheck,
  missing,
  onPriceMissing,
}: RecheckNoticeProps) {
  const locale = useRegionalLocale();
  const { t } = useI18n();
  // The time the quote view was opened: the notice is about the quote as opened, not a ticking clock.
  const [openedAt] = useState(() => Date.now());
  const old = oldestPricedAt !== null && pricedLongAgo(oldestPricedAt, openedAt, thresholdHours);
  const statusText = (): string | null => {
    switch (state.phase) {
      case 'running':
        return t('recheck.running', { done: state.done, count: state.count });
      case 'cancelled':
        return t('recheck.cancelled');
      case 'done':
        return t('recheck.done', state.result.counts);
      default:
        return null;
    }
  };
  return (
    <section className="recheck" aria-label={t('recheck.region')}>
      {old && state.phase !== 'done' ? (
        <p className="recheck-old">{t('recheck.pricesFrom', { when: formatFetchedAt(oldestPricedAt, locale) })}</p>
      ) : null}
      {missing ? (
        <button type="button" onClick={onPriceMissing}>
          {t('quote.progress.priceAgain')}
        </button>
      ) : (
        <button type="button" onClick={onRecheck} disabled={!canRecheck || state.phase === 'running'}>
          {t('recheck.button')}
        </button>
      )}
      {/* Always there, so what appears in it is announced. */}
      <p role="status" className="recheck-status">
        {statusText()}
      </p>
    </section>
  );
}

/** The total's change after a re-check, seen as "before → after (difference)" and heard in words. */
export function RecheckTotal({ change }: { change: TotalChange }) {
  const locale = useRegionalLocale();
  const { t } = useI18n();
  if (!change.comparable) return null;
  const money = (amount: Decimal): string => formatMoney(amount, change.currency ?? '', locale);
  const values = {
    before: money(change.before),
    after: money(change.after),
    // A rise carries its sign too, so it is never read as the new total.
    difference: change.difference.startsWith('-') ? money(change.difference) : `+${money(change.difference)}`,
  };
  return (
    <span className="recheck-total">
      <span aria-hidden="true">{t('recheck.total.seen', values)}</span>
      <span className="visually-hidden">{t('recheck.total.heard', values)}</span>
    </span>
  );
}
