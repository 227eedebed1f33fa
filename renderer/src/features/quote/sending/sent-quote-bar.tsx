import { useState } from 'react';
import { msg, type Message } from '@shared/i18n/catalogue';
import type { PriceLookupBridge } from '@shared/ipc-contract';
import { quoteStatus, validUntilOf } from '@shared/quote/quote-status';
import { formatDay, localDay } from '@shared/quote/quote-letter';
import type { SavedQuote } from '@shared/quote/saved-quote';
import { useRegionalLocale } from '../../../format/regional-locale';
import { useI18n } from '../../../i18n/i18n';
import { useQuotes } from '../quotes-context';

/**
 * Over a quote that was sent: when, that it can only be read, and the two ways on: "Revise" (a new
 * version, numbered after this one at its first document) and "Duplicate" (a new quote without a number).
 */
export function SentQuoteBar({
  quote,
  archived,
  onStatus,
  bridge,
  defaultValidityDays,
}: {
  quote: SavedQuote;
  /** From the archive: finished, so only duplicated (a revision or an answer belongs to a quote in the list). */
  archived: boolean;
  onStatus: (status: Message | null) => void;
  bridge: PriceLookupBridge;
  /** Settings' validity, for a quote sent before its last day was kept (quoteStatus). */
  defaultValidityDays: number;
}) {
  const { command, showIssue } = useQuotes();
  const words = useI18n();
  const { t } = words;
  const locale = useRegionalLocale();
  // A message, so a switch of the UI language rewords it.
  const [refusal, setRefusal] = useState<Message | null>(null);
  const sentAt = quote.issue?.sentAt;
  // The new quote is made active: this bar goes, and the quote view says what was made.
  const make = (kind: 'revise' | 'duplicate'): void =>
    void command(quote.id, { kind }).then((result) => {
      setRefusal(result.ok ? null : result.message);
      onStatus(result.ok ? result.value.status : null);
    });
  const clock = { now: new Date(), defaultValidityDays };
  const status = quoteStatus(quote, clock);
  const validUntil = validUntilOf(quote, defaultValidityDays);
  // The customer's answer is main's to keep with the quote's issue: what was sent stays as it was.
  const mark = async (outcome: 'accepted' | 'declined' | null): Promise<void> => {
    const result = await bridge.markQuoteOutcome({ quoteId: quote.id, outcome });
    if (!result.ok) {
      setRefusal(result.error.message);
      return;
    }
    setRefusal(null);
    showIssue(quote.id, result.value.issue);
    onStatus(msg('status.marked', { status: outcome ?? 'open' }));
  };
  const answered = status === 'accepted' || status === 'declined';
  return (
    <section className="sent-quote" aria-labelledby="sent-quote-heading">
      <h3 id="sent-quote-heading">
        {t(archived ? 'quote.archive.readOnly' : 'quote.sent.readOnly', {
          date: sentAt ? formatDay(localDay(new Date(sentAt)), locale) : '',
        })}
      </h3>
      <p className={`quote-status quote-status-${status}`}>
        {t('status.label', { status: t(`status.${status}`), date: validUntil ? formatDay(validUntil, locale) : '' })}
      </p>
      <p>{t(archived ? 'quote.archive.explain' : 'quote.sent.explain')}</p>
      <div className="sent-quote-actions">
        {archived ? null : (
          <button type="button" onClick={() => make('revise')}>
            {t('quote.sent.revise')}
          </button>
        )}
        <button type="button" onClick={() => make('duplicate')}>
          {t('quote.sent.duplicate')}
        </button>
        {archived ? null : answered ? (
          <button type="button" onClick={() => void mark(null)}>
            {t('status.markOpen')}
          </button>
        ) : (
          <>
            <button type="button" onClick={() => void mark('accepted')}>
              {t('status.markAccepted')}
            </button>
            <button type="button" onClick={() => void mark('declined')}>
              {t('status.markDeclined')}
            </button>
          </>
        )}
      </div>
      {/* Always there, so what appears in it is announced. */}
      <p role="alert" className="field-error">
        {refusal ? words.text(refusal) : null}
      </p>
    </section>
  );
}
