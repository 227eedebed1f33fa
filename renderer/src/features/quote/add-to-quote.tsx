import { useRef, useState } from 'react';
import { msg, type Message } from '../../../../electron/shared/i18n/catalogue';
import type { PriceLookup } from '../../../../electron/shared/ipc-contract';
import { parseQuantity } from '../../../../electron/shared/quote/quote-quantity';
import { useRegionalLocale } from '../../format/regional-locale';
import { useI18n } from '../../i18n/i18n';
import { addLines, ensureActive, updateQuote } from './quote-model';
import { useQuotes } from './quotes-context';

/** Puts the article just looked up on the active quote, with a quantity. */
export function AddToQuote({ lookup }: { lookup: PriceLookup }) {
  const { saved, ready, problem, retrySave, change } = useQuotes();
  const i18n = useI18n();
  const { t } = i18n;
  const locale = useRegionalLocale();
  const [quantity, setQuantity] = useState('1');
  // Kept as a message, so a switch of the UI language rewords it.
  const [message, setMessage] = useState<Message | null>(null);
  const [invalid, setInvalid] = useState(false);
  // The quote (not the quantity) refused the article: no room for it.
  const [refused, setRefused] = useState(false);
  const quantityInput = useRef<HTMLInputElement>(null);
  const active = saved.quotes.find((quote) => quote.id === saved.activeId);
  const otherCountry = active !== undefined && active.lines.length > 0 && active.country !== lookup.request.country;

  const add = (): void => {
    const parsed = parseQuantity(quantity, locale);
    setInvalid(!parsed.ok);
    if (!parsed.ok) {
      setMessage(parsed.message);
      quantityInput.current?.focus();
      return;
    }
    change((current) => {
      const active = ensureActive(current, lookup.request.country, i18n);
      setRefused(!active.ok);
      if (!active.ok) {
        setMessage(active.message);
        return current;
      }
      // An empty quote takes the country of its first article.
      const target = active.quote.lines.length === 0 ? { ...active.quote, country: lookup.request.country } : active.quote;
      const withLine = addLines(target, [{ artnr: lookup.request.artnr, quantity: parsed.value }]);
      setRefused(!withLine.ok);
      if (!withLine.ok) {
        setMessage(withLine.message);
        return current;
      }
      const next = updateQuote(active.saved, active.quote.id, () => withLine.quote);
      setMessage(msg('quote.add.added', { quantity: String(parsed.value), artnr: lookup.request.artnr, name: withLine.quote.name }));
      return next;
    });
  };

  return (
    <div className="add-to-quote">
      <label htmlFor="add-quantity">{t('quote.add.quantity')}</label>
      <input
        id="add-quantity"
        ref={quantityInput}
        className="input-quantity"
        inputMode="numeric"
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || !ready) return;
          event.preventDefault();
          add();
        }}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'add-quantity-message' : undefined}
      />
      <button type="button" onClick={add} disabled={!ready}>
        {t('quote.add.button')}
      </button>
      {!ready ? <span className="field-hint">{problem ?? t('quote.loading')}</span> : null}
      {/* A save that failed: the quote is changed in this window, not on disk yet. */}
      {ready && retrySave && problem ? <span className="field-error">{problem}</span> : null}
      {otherCountry ? (
        <span className="field-hint">
          {t('quote.add.otherCountry', { country: i18n.countryLabel(active.country), countryCode: active.country })}
        </span>
      ) : null}
      {/* Always there, so the message is announced when it appears. */}
      <span role="status" id="add-quantity-message" className={invalid || refused ? 'field-error' : 'field-hint'}>
        {message === null ? null : i18n.text(message)}
      </span>
    </div>
  );
}
