import { useQuery } from '@tanstack/react-query';
import type { DocumentCopy } from '@shared/quote/copy-shows';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { msg, type Message } from '@shared/i18n/catalogue';
import type { AppState, PriceLookupBridge } from '@shared/ipc-contract';
import { useEscapeKey } from '../../ui/use-escape-key';
import { useFocusOnMount } from '../../ui/use-focus-on-mount';
import { quoteBasis, quoteTaxing } from '@shared/quote/quote-figures';
import { useI18n } from '../../i18n/i18n';
import { QuoteEditing } from './quote-editing';
import { QuoteExportButtons } from './sending/quote-export-buttons';
import { QuoteLinesTable } from './lines/quote-lines-table';
import { BasisSwitchNote, QuoteTotalsBlock } from './lines/quote-totals-block';
import { RecheckNotice } from './pricing/recheck-notice';
import { customerHeading } from './letter/quote-letter-model';
import { isSent } from '@shared/quote/quote-letter';
import { quoteQuery } from './quote-cache';
import { useQuotes } from './quotes-context';
import { useQuoteEdits } from './use-quote-edits';
import { MAC_KEYS } from '../../ui/command-key';
import { undoTarget } from '../../ui/stored-field';
import { useQuotePricing } from './pricing/use-quote-pricing';
import { useRecheck } from './pricing/use-recheck';

/**
 * The quote builder: lines priced in parallel (Escape cancels), decimal-exact totals, export for the
 * customer. A line priced before is shown as it was priced (a quote is a document) until its country or
 * factor changes, or "Re-check prices" asks every line anew and shows what changed.
 */
export function QuoteView({ bridge, state }: { bridge: PriceLookupBridge; state: AppState }) {
  const { saved, ready, problem, retrySave, archived } = useQuotes();
  const [customer, setCustomer] = useState(false);
  // The switch shows the customer's copy: what it shows is copyShows'.
  const copy: DocumentCopy = customer ? 'customer' : 'internal';
  // A message, not text: a switch of the UI language rewords what is already shown.
  // A failure (nothing copied, a file not written) looks like one, never like the green of success.
  const [shownStatus, setShownStatus] = useState<{ message: Message; failed: boolean } | null>(null);
  const setStatus = useCallback(
    (message: Message | null, failed = false): void => setShownStatus(message ? { message, failed } : null),
    [],
  );
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const words = useI18n();
  const { t } = words;
  // An archived quote opened from the search is shown (read-only) until the quotes change.
  const open = useQuery(quoteQuery(bridge, saved.activeId)).data ?? null;
  const quote = archived ?? open;
  const lines = quote?.lines ?? [];
  const basis = quoteBasis(quote ?? {});
  // What was sent is never changed under its number: the view only reads it.
  const sent = quote !== null && (isSent(quote) || quote === archived);
  const { source } = state;
  const pricing = useQuotePricing({ bridge, source, quote, defaultCountry: state.lastCountry, basis: quoteTaxing(quote ?? {}) });
  const { priced, pricedLines, total, progress, failed } = pricing;
  const recheck = useRecheck({ bridge, source, basis });
  const busy = pricing.busy || recheck.state.phase === 'running';
  const quoteId = quote?.id ?? null;
  const { forget } = recheck;
  // Another quote chosen leaves the re-checked one: coming back to it shows it without the comparison.
  useEffect(() => forget(), [quoteId, forget]);
  const comparison = recheck.state.phase === 'done' && recheck.state.quoteId === quoteId ? recheck.state.result : null;
  const recheckByLine = useMemo(() => (comparison ? new Map(comparison.lines.map((line) => [line.lineId, line])) : null), [comparison]);

  // The comparison is of the quote as re-checked; an edit ends it.
  const { edit, addPasted, changeLine, removeLine, undo, refusal } = useQuoteEdits(state.lastCountry, forget);
  // Ctrl+Z (⌘Z) outside a field's draft undoes the quote's last change in main, never a field's text behind the
  // person's back: Chromium's own undo would put an old quantity in a field whose line total stays.
  const editable = ready && quote !== null && !sent && !customer;
  useEffect(() => {
    if (!editable || quoteId === null) return undefined;
    const onKeyDown = (event: KeyboardEvent): void => {
      const undoKey = event.key.toLowerCase() === 'z' && !event.shiftKey && !event.altKey && (MAC_KEYS ? event.metaKey : event.ctrlKey);
      if (!undoKey || event.defaultPrevented || event.isComposing || undoTarget(document.activeElement) === 'field') return;
      event.preventDefault();
      undo(quoteId);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [editable, quoteId, undo]);
  const cancel = (): void => {
    const rechecking = recheck.state.phase === 'running';
    recheck.cancel();
    void pricing.cancel();
    // A cancelled re-check says so in its own status.
    setStatus(rechecking ? null : msg('quote.progress.cancelled', { button: t('quote.progress.priceAgain') }));
  };
  const startRecheck = (): void => {
    if (!quote) return;
    setStatus(null);
    const asked = lines.map((line, index) => ({ asked: pricing.asked[index]!, quantity: line.quantity, before: priced[index] ?? null }));
    void recheck.start(quote.id, asked);
  };
  useEscapeKey(busy, cancel);
  // One button for asking the service again: lines not priced are priced first; once all are, it re-checks them.
  const missing = !busy && !pricing.unasked && pricedLines.length < lines.length;

  // The same heading and alert region (same DOM nodes) before and after the quotes are read:
  // live regions are always there, so what appears in them is announced.
  const top = (
    <>
      <div className="quote-heading">
        <h2 ref={heading} tabIndex={-1}>
          {t('quote.heading')}
        </h2>
        {/* For turning the screen to a customer: what the customer's copy shows, nothing internal. */}
        {ready ? (
          <button type="button" className="customer-view-switch" aria-pressed={customer} onClick={() => setCustomer((shown) => !shown)}>
            {t('quote.export.customerView')}
          </button>
        ) : null}
      </div>
      <div role="alert">
        {problem ? (
          <div className="error-box">
            <p>{problem}</p>
            {ready && retrySave ? <p>{t('quote.notSaved')}</p> : null}
            {ready && retrySave ? (
              <button type="button" onClick={retrySave}>
                {t('quote.saveAgain')}
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
        {problem ? null : <p className="result-loading">{t('quote.loading')}</p>}
      </div>
    );
  }
  return (
    <div className="quote-view">
      {top}
      {customer ? (
        <p className="customer-view-name">{quote ? customerHeading(quote, words) : null}</p>
      ) : (
        <>
          <QuoteEditing
            bridge={bridge}
            source={source}
            quote={quote}
            sent={sent}
            archived={quote !== null && quote === archived}
            defaultCountry={state.lastCountry}
            documents={state.documents}
            edit={edit}
            addPasted={addPasted}
            onStatus={setStatus}
          />
        </>
      )}
      {/* Always there, so a refusal is announced when it appears. */}
      <div role="alert">{refusal ? <p className="error-box">{words.text(refusal)}</p> : null}</div>
      <div className="quote-progress" hidden={customer}>
        {lines.length > 0 ? <progress max={lines.length} value={progress.priced} aria-label={t('quote.progress.label')} /> : null}
        <span role="status" className={lines.length > 0 ? undefined : 'result-empty'}>
          {lines.length === 0
            ? t('quote.progress.empty', { button: t('quote.add.button') })
            : progress.failed === 0
              ? t('quote.progress.priced', { done: progress.priced, count: lines.length })
              : t('quote.progress.pricedFailed', { done: progress.priced, count: lines.length, failed: progress.failed })}
        </span>
        {busy ? (
          <button type="button" onClick={cancel} aria-keyshortcuts="Escape">
            {t('quote.progress.cancel')}
          </button>
        ) : null}
      </div>
      {quote && lines.length > 0 && !customer && !sent ? (
        <RecheckNotice
          state={recheck.state}
          oldestPricedAt={pricing.oldestPricedAt}
          thresholdHours={state.recheckAfterHours}
          canRecheck={!busy}
          onRecheck={startRecheck}
          missing={missing}
          onPriceMissing={pricing.priceAgain}
        />
      ) : null}
      {quote && lines.length > 0 ? (
        <section className="quote-lines-area" aria-label={t('quote.lines.label')}>
          <QuoteLinesTable
            quote={quote}
            basis={basis}
            pricing={pricing.rows}
            recheck={customer ? null : recheckByLine}
            copy={copy}
            readOnly={sent}
            busy={busy || pricing.unasked}
            onChangeLine={changeLine}
            onRemoveLine={removeLine}
          />
        </section>
      ) : null}
      {/* An output (a polite status): a corrected quantity is followed by its new total. Always there, so it is announced. */}
      <output className="quote-total" aria-label={t('quote.total.label')}>
        {lines.length === 0 ? null : (
          <QuoteTotalsBlock total={total} change={comparison && !customer ? comparison.total : null} ownVatId={state.company.vatId} />
        )}
        {/* Counted by the lines with a price: a line whose pricing failed is not in the total. */}
        {lines.length > 0 && pricedLines.length < lines.length ? (
          <span className="quote-total-warning">{t('quote.total.partial', { done: pricedLines.length, count: lines.length })}</span>
        ) : null}
        {failed > 0 && !busy && !customer ? (
          <span className="quote-total-warning">
            {t('quote.total.notPriced', { count: failed, button: t('quote.progress.priceAgain') })}
          </span>
        ) : null}
      </output>
      {quote !== null && !customer ? <BasisSwitchNote quoteId={quote.id} total={total} /> : null}
      <QuoteExportButtons
        bridge={bridge}
        quote={quote}
        pricedLines={pricedLines}
        total={total}
        copy={copy}
        lineCount={lines.length}
        onStatus={setStatus}
      />
      <p role="status" className={shownStatus?.failed ? 'field-error' : 'settings-status'}>
        {shownStatus ? words.text(shownStatus.message) : null}
      </p>
    </div>
  );
}
