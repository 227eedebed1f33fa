import { useState } from 'react';
import type { Message } from '@shared/i18n/catalogue';
import { formatDay, localDay } from '@shared/quote/quote-letter';
import type { SavedQuote } from '@shared/quote/saved-quote';
import { useRegionalLocale } from '../../format/regional-locale';
import { useI18n } from '../../i18n/i18n';
import { useQuotes } from './quotes-context';
import { duplicateQuote, reviseQuote } from './sent-quote-model';

/**
 * Over a quote that was sent: when, that it can only be read, and the two ways on: "Revise" (a new
 * version, numbered after this one at its first document) and "Duplicate" (a new quote without a number).
 */
export function SentQuoteBar({ quote, onStatus }: { quote: SavedQuote; onStatus: (status: Message | null) => void }) {
  const { change } = useQuotes();
  const words = useI18n();
  const { t } = words;
  const locale = useRegionalLocale();
  // A message, so a switch of the UI language rewords it.
  const [refusal, setRefusal] = useState<Message | null>(null);
  const sentAt = quote.issue?.sentAt;
  // The new quote is made active: this bar goes, and the quote view says what was made.
  const make = (kind: 'revise' | 'duplicate'): void =>
    change((current) => {
      const result = kind === 'revise' ? reviseQuote(current, quote) : duplicateQuote(current, quote, words);
      setRefusal(result.ok ? null : result.message);
      onStatus(result.ok ? result.status : null);
      return result.ok ? result.saved : current;
    });
  return (
    <section className="sent-quote" aria-labelledby="sent-quote-heading">
      <h3 id="sent-quote-heading">{t('quote.sent.readOnly', { date: sentAt ? formatDay(localDay(new Date(sentAt)), locale) : '' })}</h3>
      <p>{t('quote.sent.explain')}</p>
      <div className="sent-quote-actions">
        <button type="button" onClick={() => make('revise')}>
          {t('quote.sent.revise')}
        </button>
        <button type="button" onClick={() => make('duplicate')}>
          {t('quote.sent.duplicate')}
        </button>
      </div>
      {/* Always there, so what appears in it is announced. */}
      <p role="alert" className="field-error">
        {refusal ? words.text(refusal) : null}
      </p>
    </section>
  );
}
