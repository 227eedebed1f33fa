import { useRef, useState } from 'react';
import type { PriceLookup } from '../../../../electron/shared/ipc-contract';
import { parseQuantity } from '../../../../electron/shared/quote/quote-lines';
import { addLines, ensureActive, updateQuote } from './quote-model';
import { useQuotes } from './quotes-context';

/** Puts the article just looked up on the active quote, with a quantity. */
export function AddToQuote({ lookup }: { lookup: PriceLookup }) {
  const { saved, ready, problem, change } = useQuotes();
  const [quantity, setQuantity] = useState('1');
  const [message, setMessage] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const quantityInput = useRef<HTMLInputElement>(null);
  const active = saved.quotes.find((quote) => quote.id === saved.activeId);
  const otherCountry = active !== undefined && active.lines.length > 0 && active.country !== lookup.request.country;

  const add = (): void => {
    const parsed = parseQuantity(quantity);
    setInvalid(!parsed.ok);
    if (!parsed.ok) {
      setMessage(parsed.message);
      quantityInput.current?.focus();
      return;
    }
    change((current) => {
      const { saved: withQuote, quote } = ensureActive(current, lookup.request.country);
      // An empty quote takes the country of its first article.
      const next = updateQuote(withQuote, quote.id, (target) =>
        addLines(target.lines.length === 0 ? { ...target, country: lookup.request.country } : target, [
          { artnr: lookup.request.artnr, quantity: parsed.value },
        ]),
      );
      const name = next.quotes.find((candidate) => candidate.id === quote.id)?.name ?? 'the quote';
      setMessage(`Added ${parsed.value} × ${lookup.request.artnr} to ${name}.`);
      return next;
    });
  };

  return (
    <div className="add-to-quote">
      <label htmlFor="add-quantity">Quantity</label>
      <input
        id="add-quantity"
        ref={quantityInput}
        className="input-quantity"
        inputMode="numeric"
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'add-quantity-message' : undefined}
      />
      <button type="button" onClick={add} disabled={!ready}>
        Add to quote
      </button>
      {!ready ? <span className="field-hint">{problem ?? 'Reading the saved quotes…'}</span> : null}
      {otherCountry ? <span className="field-hint">The quote is priced for {active?.country}.</span> : null}
      {/* Always there, so the message is announced when it appears. */}
      <span role="status" id="add-quantity-message" className={invalid ? 'field-error' : 'field-hint'}>
        {message}
      </span>
    </div>
  );
}
