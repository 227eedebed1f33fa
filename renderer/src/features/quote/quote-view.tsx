import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { isCountryCode } from '../../../../electron/shared/countries';
import type { AppState, PriceLookupBridge } from '../../../../electron/shared/ipc-contract';
import { parseFactor } from '../../../../electron/shared/lookup-input';
import { quoteTotal } from '../../../../electron/shared/quote/priced-quote';
import type { SavedQuoteLine } from '../../../../electron/shared/quote/saved-quote';
import { createLookupPool } from '../../../../electron/shared/lookup-pool';
import { batchPriceQuery, QUOTE_CONCURRENCY, priceKeys } from '../../api/queries';
import { useEscapeKey } from '../../app/use-escape-key';
import { useFocusOnMount } from '../../app/use-focus-on-mount';
import { formatDecimal, formatMoney } from '../../format/numbers';
import { useRegionalLocale } from '../../format/regional-locale';
import { countryOptions } from '../lookup/country-options';
import { PasteLines } from './paste-lines';
import { pricedLineFor } from './priced-cache';
import { quoteRows, toCsv, toTsv } from './quote-export';
import { QuoteLinesTable } from './quote-lines-table';
import { addLines, ensureActive, lineFactor, updateQuote } from './quote-model';
import { QuoteToolbar } from './quote-toolbar';
import { useQuotes } from './quotes-context';

/** The quote builder: lines priced in parallel (Escape cancels), decimal-exact totals, export for the customer. */
export function QuoteView({ bridge, state }: { bridge: PriceLookupBridge; state: AppState }) {
  const { saved, ready, problem, retrySave, change } = useQuotes();
  const client = useQueryClient();
  const [customer, setCustomer] = useState(false);
  const [factorError, setFactorError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const pool = useMemo(() => createLookupPool({ concurrency: QUOTE_CONCURRENCY }), []);
  const options = useMemo(() => countryOptions(navigator.language), []);
  const locale = useRegionalLocale();
  const quote = saved.quotes.find((candidate) => candidate.id === saved.activeId) ?? null;
  const lines = quote?.lines ?? [];

  const requests = lines.map((line) => ({
    artnr: line.artnr,
    country: quote?.country ?? state.lastCountry,
    factor: quote ? lineFactor(quote, line) : null,
    profile: null,
  }));
  const results = useQueries({ queries: requests.map((request) => batchPriceQuery(bridge, state.source, request, pool)) });
  const priced = results.map((result, index) => {
    const line = lines[index];
    const request = requests[index];
    return result.data && line && request
      ? pricedLineFor(result.data, { artnr: line.artnr, quantity: line.quantity, factor: request.factor })
      : null;
  });
  const done = results.filter((result) => result.data !== undefined || result.error !== null).length;
  const busy = results.some((result) => result.isFetching);
  const pricedLines = priced.filter((line) => line !== null);
  const total = quoteTotal(pricedLines);

  const { lastCountry } = state;
  const edit = useCallback(
    (changeQuote: Parameters<typeof updateQuote>[2]): void =>
      change((current) => {
        const { saved: withQuote, quote: target } = ensureActive(current, lastCountry);
        return updateQuote(withQuote, target.id, changeQuote);
      }),
    [change, lastCountry],
  );
  // Stable, so a line row re-renders only when its own data changes.
  const changeLine = useCallback(
    (id: string, lineChange: Partial<SavedQuoteLine>): void =>
      edit((target) => ({ ...target, lines: target.lines.map((line) => (line.id === id ? { ...line, ...lineChange } : line)) })),
    [edit],
  );
  const removeLine = useCallback(
    (id: string): void => edit((target) => ({ ...target, lines: target.lines.filter((line) => line.id !== id) })),
    [edit],
  );
  const cancel = (): void => {
    void client.cancelQueries({ queryKey: priceKeys.all, predicate: (query) => query.state.fetchStatus === 'fetching' });
    setStatus('Pricing cancelled. Lines not priced yet can be looked up again with "Price again".');
  };
  useEscapeKey(busy, cancel);
  const exportRows = (): string[][] =>
    quoteRows(pricedLines, total.ok ? total.total : null, total.ok ? total.currency : null, { locale, customer });
  const copy = async (): Promise<void> => {
    const result = await bridge.copyText({ text: toTsv(exportRows()) });
    setStatus(result.ok ? `Copied ${pricedLines.length} lines as a table. Paste them into a spreadsheet.` : result.error.message);
  };
  const saveCsv = async (): Promise<void> => {
    const name = `${(quote?.name ?? 'Quote').replace(/[^\w .()-]/g, '_')}${customer ? ' (customer)' : ''}.csv`;
    const result = await bridge.saveCsv({ suggestedName: name, content: toCsv(exportRows(), locale) });
    setStatus(!result.ok ? result.error.message : result.value.path === null ? null : `Saved ${result.value.path}.`);
  };

  // The same heading and alert region (same DOM nodes) before and after the quotes are read:
  // live regions are always there, so what appears in them is announced.
  const top = (
    <>
      <h2 ref={heading} tabIndex={-1}>
        Quotes
      </h2>
      <div role="alert">
        {problem ? (
          <div className="error-box">
            <p>{problem}</p>
            {ready && retrySave ? (
              <button type="button" onClick={retrySave}>
                Try saving again
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </>
  );
  if (!ready) {
    // Nothing can be edited before the saved quotes are read: an edit would replace them.
    return (
      <div className="quote-view">
        {top}
        {problem ? null : <p className="result-loading">Reading the saved quotes…</p>}
      </div>
    );
  }
  return (
    <div className="quote-view">
      {top}
      <QuoteToolbar active={quote} defaultCountry={state.lastCountry} />
      <div className="quote-settings">
        <label htmlFor="quote-country">Quote country</label>
        <select
          id="quote-country"
          value={quote?.country ?? state.lastCountry}
          onChange={(event) => {
            const country = event.target.value;
            if (isCountryCode(country)) edit((target) => ({ ...target, country }));
          }}
        >
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </select>
        <label htmlFor="quote-factor">Quote factor</label>
        <input
          id="quote-factor"
          key={`${quote?.id}-${quote?.factor}`}
          className="input-factor"
          inputMode="decimal"
          placeholder="optional, e.g. 1,25"
          defaultValue={quote?.factor ? formatDecimal(quote.factor, locale) : ''}
          aria-invalid={factorError ? true : undefined}
          aria-describedby={factorError ? 'quote-factor-error' : undefined}
          onBlur={(event) => {
            const factor = parseFactor(event.target.value);
            setFactorError(factor.ok ? null : factor.message);
            if (factor.ok && factor.value !== (quote?.factor ?? null)) edit((target) => ({ ...target, factor: factor.value }));
          }}
        />
        {factorError ? (
          <p id="quote-factor-error" className="field-error">
            {factorError}
          </p>
        ) : null}
      </div>
      <PasteLines onAdd={(added) => edit((target) => addLines(target, added))} />
      <div className="quote-progress">
        {lines.length > 0 ? <progress max={lines.length} value={done} aria-label="Lines priced" /> : null}
        <span role="status" className={lines.length > 0 ? undefined : 'result-empty'}>
          {lines.length > 0
            ? `Priced ${done} of ${lines.length}`
            : 'No lines yet: paste some above, or add a looked-up article with "Add to quote".'}
        </span>
        {busy ? (
          <button type="button" onClick={cancel} aria-keyshortcuts="Escape">
            Cancel
          </button>
        ) : done < lines.length ? (
          <button type="button" onClick={() => void Promise.all(results.map((result) => (result.data ? null : result.refetch())))}>
            Price again
          </button>
        ) : null}
      </div>
      {quote && lines.length > 0 ? (
        <section aria-label="Quote lines">
          <QuoteLinesTable
            quote={quote}
            results={results}
            priced={priced}
            customer={customer}
            onChangeLine={changeLine}
            onRemoveLine={removeLine}
          />
        </section>
      ) : null}
      {/* An output (a polite status): a corrected quantity is followed by its new total. Always there, so it is announced. */}
      <output className="quote-total" aria-label="Quote total">
        {lines.length === 0
          ? null
          : total.ok
            ? `Total ${total.currency ? formatMoney(total.total, total.currency, locale) : total.total}${done < lines.length ? ` (${done} of ${lines.length} lines priced)` : ''}`
            : total.message}
      </output>
      <div className="quote-export">
        <label>
          <input type="checkbox" checked={customer} onChange={(event) => setCustomer(event.target.checked)} /> Customer view
        </label>
        <button type="button" onClick={() => void copy()} disabled={pricedLines.length === 0}>
          Copy as table
        </button>
        <button type="button" onClick={() => void saveCsv()} disabled={pricedLines.length === 0}>
          Save as CSV
        </button>
      </div>
      <p role="status" className="settings-status">
        {status}
      </p>
    </div>
  );
}
