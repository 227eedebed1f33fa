import { useEffect, useRef, useState } from 'react';
import { msg, type Message } from '@shared/i18n/catalogue';
import type { PriceLookup } from '@shared/ipc-contract';
import type { Decimal } from '@shared/price-info';
import { parseQuantity } from '@shared/quote/quote-quantity';
import { formatFactor } from '../../../format/numbers';
import { useRegionalLocale } from '../../../format/regional-locale';
import { useI18n } from '../../../i18n/i18n';
import { addTarget } from '@shared/quote/add-target';
import { addedLineFactor, addLines, addQuote, NO_FACTOR, type FactorChoice } from '@shared/quote/quote-model';
import { withQuoteMade } from '../quote-cache';
import { useQuotes } from '../quotes-context';
import { usePickedCustomer } from '../../customers/picked-customer';

// Which factor a line takes when the lookup's and the quote's differ, per quote and pair of factors: asked
// once while the app runs.
const choices = new Map<string, FactorChoice>();
const choiceKey = (quoteId: string, lookup: Decimal | null, quote: Decimal | null): string => `${quoteId}|${lookup ?? ''}|${quote ?? ''}`;

/** The question asked before adding: the quote's factor and the lookup's differ. */
interface FactorQuestion {
  /** The lookup it was asked for: another lookup, another question. */
  lookup: PriceLookup;
  quoteId: string;
  quoteFactor: Decimal;
  quantity: number;
}

/**
 * Puts the article just looked up on the active quote, with a quantity and the lookup's factor: what was
 * said on the phone is what the quote says. When the quote has a factor of its own and the lookup another
 * (or none), it asks once, here, which one the line takes.
 */
export function AddToQuote({ lookup }: { lookup: PriceLookup }) {
  const { saved, ready, problem, retrySave, command, latest } = useQuotes();
  const picked = usePickedCustomer();
  const words = useI18n();
  const { t } = words;
  const locale = useRegionalLocale();
  const [quantity, setQuantity] = useState('1');
  // Kept as a message, so a switch of the UI language rewords it.
  const [message, setMessage] = useState<Message | null>(null);
  const [invalid, setInvalid] = useState(false);
  // The quote (not the quantity) refused the article: no room for it.
  const [refused, setRefused] = useState(false);
  const [asked, setQuestion] = useState<FactorQuestion | null>(null);
  const question = asked?.lookup === lookup ? asked : null;
  const quantityInput = useRef<HTMLInputElement>(null);
  const firstChoice = useRef<HTMLButtonElement>(null);
  // Where the line goes (the open quote, or a new one for the customer picked) and what the button says.
  const target = addTarget(
    saved.quotes.find((quote) => quote.id === saved.activeId),
    picked,
  );
  const active = target.kind === 'open' ? target.quote : undefined;
  const otherCountry = active !== undefined && active.lines.length > 0 && active.country !== lookup.request.country;
  const lookupFactor = lookup.request.factor;
  const factorText = (factor: Decimal | null): string => (factor === null ? 'none' : formatFactor(factor, locale, words.language));

  useEffect(() => {
    if (question !== null) firstChoice.current?.focus();
  }, [question]);

  const add = (choice: FactorChoice | null, count: number): void => {
    const current = latest();
    const to = addTarget(
      current.quotes.find((quote) => quote.id === current.activeId),
      picked,
    );
    const active =
      to.kind === 'open'
        ? { ok: true as const, saved: current, quote: to.quote }
        : addQuote(current, lookup.request.country, words, picked);
    setRefused(!active.ok);
    if (!active.ok) {
      setMessage(active.message);
      return;
    }
    const quoteFactor = active.quote.factor;
    const known = choice ?? choices.get(choiceKey(active.quote.id, lookupFactor, quoteFactor)) ?? null;
    const factor = addedLineFactor(quoteFactor, lookupFactor, known);
    if (factor.ask) {
      // Asked in the add area; nothing is added until it is answered.
      if (quoteFactor !== null) setQuestion({ lookup, quoteId: active.quote.id, quoteFactor, quantity: count });
      setMessage(null);
      return;
    }
    // An empty quote takes the country of its first article.
    const target = active.quote.lines.length === 0 ? { ...active.quote, country: lookup.request.country } : active.quote;
    const { issue: _issue, ...content } = target;
    const line = { id: crypto.randomUUID(), artnr: lookup.request.artnr, quantity: count, factor: factor.factor };
    const withLine = addLines(content, [line]);
    setRefused(!withLine.ok);
    if (!withLine.ok) {
      setMessage(withLine.message);
      return;
    }
    const quote = active.quote;
    // A quote made for this line goes to main first; then its country, then the line.
    if (active.saved !== current)
      void command(
        quote.id,
        { kind: 'create', country: lookup.request.country, ...(picked ? { customerId: picked.id } : {}) },
        withQuoteMade(quote),
      );
    else if (target !== quote) void command(quote.id, { kind: 'set', fields: { country: target.country } });
    void command(quote.id, { kind: 'addLines', lines: [line] }).then((answer) => {
      if (!answer.ok) {
        setRefused(true);
        setMessage(answer.message);
      }
    });
    // The factor in force, named: "without a factor" for none, also for × 1 standing in for none.
    const inForce = factor.factor === NO_FACTOR && lookupFactor === null ? null : (factor.factor ?? quoteFactor);
    setMessage(
      msg('quote.add.added', {
        quantity: String(count),
        artnr: lookup.request.artnr,
        name: withLine.quote.name,
        factor: factorText(inForce),
      }),
    );
  };

  const submit = (): void => {
    const parsed = parseQuantity(quantity, locale);
    setInvalid(!parsed.ok);
    if (!parsed.ok) {
      setMessage(parsed.message);
      quantityInput.current?.focus();
      return;
    }
    setQuestion(null);
    add(null, parsed.value);
  };

  const answer = (choice: FactorChoice): void => {
    if (question === null) return;
    choices.set(choiceKey(question.quoteId, lookupFactor, question.quoteFactor), choice);
    setQuestion(null);
    add(choice, question.quantity);
    quantityInput.current?.focus();
  };
  const dismiss = (): void => {
    setQuestion(null);
    quantityInput.current?.focus();
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
          submit();
        }}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'add-quantity-message' : undefined}
      />
      <button type="button" onClick={submit} disabled={!ready}>
        {words.text(target.button)}
      </button>
      {!ready ? <span className="field-hint">{problem ?? t('quote.loading')}</span> : null}
      {/* A save that failed: the quote is changed in this window, not on disk yet. */}
      {ready && retrySave && problem ? <span className="field-error">{problem}</span> : null}
      {otherCountry ? (
        <span className="field-hint">
          {t('quote.add.otherCountry', { country: words.countryLabel(active.country), countryCode: active.country })}
        </span>
      ) : null}
      {question ? (
        <div
          className="add-factor-question"
          role="group"
          aria-labelledby="add-factor-question"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            // Claimed here: Escape closes the question, nothing else.
            event.preventDefault();
            dismiss();
          }}
        >
          <p id="add-factor-question">
            {t('quote.add.whichFactor', { lookup: factorText(lookupFactor), quote: factorText(question.quoteFactor) })}
          </p>
          {/* What was said on the phone first. */}
          <button type="button" ref={firstChoice} onClick={() => answer('lookup')}>
            {t('quote.add.useLookupFactor', { factor: factorText(lookupFactor) })}
          </button>
          <button type="button" onClick={() => answer('quote')}>
            {t('quote.add.useQuoteFactor', { factor: factorText(question.quoteFactor) })}
          </button>
          <button type="button" onClick={dismiss}>
            {t('quote.add.cancelChoice')}
          </button>
        </div>
      ) : null}
      {/* Always there, so the message is announced when it appears. */}
      <span role="status" id="add-quantity-message" className={invalid || refused ? 'field-error' : 'field-hint'}>
        {message === null ? null : words.text(message)}
      </span>
    </div>
  );
}
