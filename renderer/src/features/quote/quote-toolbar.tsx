import { useState } from 'react';
import type { CountryCode } from '@shared/countries';
import type { Message } from '@shared/i18n/catalogue';
import { checkQuoteName } from '@shared/quote/quote-limits';
import { isSent } from '@shared/quote/quote-letter';
import type { SavedQuote } from '@shared/quote/saved-quote';
import { useI18n } from '../../i18n/i18n';
import { quoteOptionText } from './letter/quote-letter-model';
import { addQuote, restoreQuote } from '@shared/quote/quote-model';
import { withQuoteMade } from './quote-cache';
import { useQuotes } from './quotes-context';
import { usePickedCustomer } from '../customers/picked-customer';
import { StoredInput } from '../../ui/stored-field';

/** Choose, create, duplicate, rename and delete quotes; a deletion can be undone. */
export function QuoteToolbar({
  active,
  defaultCountry,
  defaultValidityDays,
  onStatus,
}: {
  active: SavedQuote | null;
  defaultCountry: CountryCode;
  /** Settings' validity, for the status of quotes sent without their own (quoteStatus). */
  defaultValidityDays: number;
  /** What was done, said under the quote (a duplicate made). */
  onStatus: (status: Message | null) => void;
}) {
  const { saved, command, latest, open, archived } = useQuotes();
  const picked = usePickedCustomer();
  const words = useI18n();
  const { t } = words;
  const [deleted, setDeleted] = useState<{ quote: SavedQuote; index: number } | null>(null);

  // Why a quote could not be made or brought back; kept as a message, so a switch of the UI language rewords it.
  const [refusal, setRefusal] = useState<Message | null>(null);
  // Of the quote whose name was typed: another quote chosen shows its own name without the error.
  const [typedName, setTypedName] = useState<{ quoteId: string; error: Message } | null>(null);
  const nameError = typedName !== null && typedName.quoteId === active?.id ? typedName.error : null;

  const create = (): void => {
    const added = addQuote(latest(), defaultCountry, words, picked);
    setRefusal(added.ok ? null : added.message);
    if (!added.ok) return;
    const made = added.quote;
    void command(
      made.id,
      { kind: 'create', country: defaultCountry, ...(picked ? { customerId: picked.id } : {}) },
      withQuoteMade(made),
    ).then((answer) => setRefusal(answer.ok ? null : answer.message));
  };
  // A sent quote has its own "Duplicate" beside "Revise" (SentQuoteBar).
  const duplicate = (): void => {
    if (!active) return;
    void command(active.id, { kind: 'duplicate' }).then((made) => {
      setRefusal(made.ok ? null : made.message);
      onStatus(made.ok ? made.value.status : null);
    });
  };
  const remove = (): void => {
    if (!active) return;
    const quote = active;
    setDeleted({ quote, index: latest().quotes.findIndex((each) => each.id === quote.id) });
    setRefusal(null);
    void command(quote.id, { kind: 'delete' }).then((answer) => {
      if (!answer.ok) {
        setDeleted(null);
        setRefusal(answer.message);
      }
    });
  };
  // Main's undo of the deletion: the quote back where it was, as main kept it.
  const undo = (): void => {
    if (!deleted) return;
    const { quote, index } = deleted;
    void command(quote.id, { kind: 'undo' }, (current) => {
      const restored = restoreQuote(current, quote, index);
      return restored.ok ? restored.saved : current;
    }).then((answer) => {
      setRefusal(answer.ok ? null : answer.message);
      if (answer.ok) setDeleted(null);
    });
  };
  const rename = (typed: string): boolean => {
    if (!active) return false;
    const name = checkQuoteName(typed);
    // A name that cannot be kept stays in the field, explained below it, until it is corrected.
    setTypedName(name.ok ? null : { quoteId: active.id, error: name.message });
    if (!name.ok) return false;
    // Asked of the quote as it is now (a name applied a moment ago may not be drawn yet); the same name is no change.
    const now = latest().quotes.find((quote) => quote.id === active.id);
    if (now === undefined || now.name === name.value) return true;
    void command(active.id, { kind: 'set', fields: { name: name.value } });
    return true;
  };

  // Now, in the system's time zone: a quote past its last valid day reads "Expired" in the list.
  const clock = { now: new Date(), defaultValidityDays };
  return (
    <div className="quote-toolbar">
      <label htmlFor="quote-choice">{t('quote.toolbar.choice')}</label>
      <select
        id="quote-choice"
        value={active?.id ?? ''}
        onChange={(event) => {
          if (event.target.value !== archived?.id) open(event.target.value);
        }}
      >
        {saved.quotes.length === 0 && !archived ? <option value="">{t('quote.toolbar.none')}</option> : null}
        {/* The archived quote opened from the search: shown as chosen, and left by choosing another. */}
        {archived ? (
          <option value={archived.id}>{t('quote.toolbar.archived', { text: quoteOptionText(archived, words, clock) })}</option>
        ) : null}
        {saved.quotes.map((quote) => (
          <option key={quote.id} value={quote.id}>
            {quoteOptionText(quote, words, clock)}
          </option>
        ))}
      </select>
      {active && active !== archived ? (
        <StoredInput
          key={active.id}
          aria-label={t('quote.toolbar.name')}
          stored={active.name}
          onApply={rename}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? 'quote-name-error' : undefined}
        />
      ) : null}
      {active && nameError ? (
        <p id="quote-name-error" className="field-error">
          {words.text(nameError)}
        </p>
      ) : null}
      <button type="button" onClick={create}>
        {t('quote.toolbar.new')}
      </button>
      {active && !isSent(active) ? (
        <button type="button" onClick={duplicate}>
          {t('quote.toolbar.duplicate')}
        </button>
      ) : null}
      {active && active !== archived ? (
        <button type="button" onClick={remove}>
          {t('quote.toolbar.delete')}
        </button>
      ) : null}
      {/* Always there, so a refusal is announced when it appears. */}
      <span role="alert" className="field-error">
        {refusal ? words.text(refusal) : null}
      </span>
      {/* Always there, so "Deleted …" is announced when it appears. */}
      <span role="status" className="undo">
        {deleted ? (
          <>
            {/* No space needed between them: the region is a flex row with a gap. */}
            <span>{t('quote.toolbar.deleted', { name: deleted.quote.name })}</span>
            <button type="button" onClick={undo}>
              {t('quote.toolbar.undo')}
            </button>
          </>
        ) : null}
      </span>
    </div>
  );
}
