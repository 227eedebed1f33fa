import { useState } from 'react';
import { formatDay } from '@shared/quote/quote-letter';
import { expiringQuotes } from '@shared/quote/quote-status';
import { useRegionalLocale } from '../../../format/regional-locale';
import { useI18n } from '../../../i18n/i18n';
import { useQuotes } from '../quotes-context';

/**
 * When the app opens: the sent quotes without an answer whose validity ends within Settings' days (the
 * one status rule, expiringQuotes), each a button that opens it. Quiet: no alert, gone when dismissed; the
 * list is the one of the opening, not redrawn as quotes change.
 */
export function FollowUpNotice({
  withinDays,
  defaultValidityDays,
  onOpen,
}: {
  withinDays: number;
  defaultValidityDays: number;
  onOpen: () => void;
}) {
  const { saved, ready, open: openQuote } = useQuotes();
  const { t } = useI18n();
  const locale = useRegionalLocale();
  // Taken once, when the quotes are first read: the list of the app's opening.
  const [opening, setOpening] = useState<string[] | null>(null);
  const [dismissed, setDismissed] = useState(false);
  if (ready && opening === null) {
    setOpening(expiringQuotes(saved.quotes, { now: new Date(), defaultValidityDays }, withinDays).map((each) => each.quote.id));
  }
  if (dismissed || opening === null || opening.length === 0) return null;
  const listed = expiringQuotes(
    saved.quotes.filter((quote) => opening.includes(quote.id)),
    { now: new Date(), defaultValidityDays },
    Number.POSITIVE_INFINITY,
  );
  if (listed.length === 0) return null;
  const open = (quoteId: string): void => {
    openQuote(quoteId);
    onOpen();
  };
  return (
    <section className="notice follow-up" aria-labelledby="follow-up-heading">
      <h2 id="follow-up-heading">{t('followUp.heading', { count: listed.length })}</h2>
      <ul>
        {listed.map(({ quote, validUntil, daysLeft }) => (
          <li key={quote.id}>
            <button type="button" className="follow-up-open" onClick={() => open(quote.id)}>
              {t('followUp.item', {
                number: quote.issue?.number ?? '',
                customer: quote.letter?.recipient?.name || quote.name,
                daysLeft,
                date: formatDay(validUntil, locale),
              })}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => setDismissed(true)}>
        {t('app.dismiss')}
      </button>
    </section>
  );
}
