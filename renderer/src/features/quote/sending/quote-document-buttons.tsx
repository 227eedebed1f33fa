import { useState } from 'react';
import { msg, type Message } from '@shared/i18n/catalogue';
import type { PriceLookupBridge } from '@shared/ipc-contract';
import type { QuoteTotal } from '@shared/quote/priced-quote';
import type { DocumentCopy } from '@shared/quote/copy-shows';
import { MAX_DOCUMENT_LINES } from '@shared/quote/quote-document';
import type { QuoteIssue } from '@shared/quote/quote-letter';
import type { SavedQuote } from '@shared/quote/saved-quote';
import { useI18n } from '../../../i18n/i18n';
import { useSenderCheck } from '../../settings/sender-check';
import { useQuotes } from '../quotes-context';

interface QuoteDocumentButtonsProps {
  quote: SavedQuote | null;
  /** The total shown: a document needs one (one currency), and says the lines it leaves out. */
  total: QuoteTotal;
  /** The copy the view shows: printing makes that copy. */
  view: DocumentCopy;
  bridge: PriceLookupBridge;
  /** Every line of the quote is priced: a document never leaves a line out unsaid. */
  ready: boolean;
  /** The hint saying why the documents wait, when they do. */
  waitingHint?: string | undefined;
}

/**
 * "Customer PDF", "Internal PDF" and printing the copy the view shows: the window names the quote and the
 * copy, nothing more; main makes the document of the quote as it keeps it, priced by main, and Chromium
 * prints it. Only with priced lines in one currency: a document needs a total.
 */
export function QuoteDocumentButtons({ quote, total, view, bridge, ready: allPriced, waitingHint }: QuoteDocumentButtonsProps) {
  const { t, text } = useI18n();
  const { flush, showIssue } = useQuotes();
  const [status, setStatus] = useState<Message | null>(null);
  // The PDF just saved, offered in its folder (to drag it into a mail).
  const [savedPath, setSavedPath] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A customer copy names its recipient and its sender in full (and an intra-Community supply both VAT IDs), or the user chose to send it without.
  const sender = useSenderCheck(bridge);
  const ready = allPriced && quote !== null && quote.lines.length <= MAX_DOCUMENT_LINES && total.ok && !busy;

  /** What main is asked for: this quote, this copy. An edit made a moment ago (a field left by clicking here) reaches main first. */
  const request = async (copy: DocumentCopy): Promise<{ quoteId: string; copy: DocumentCopy } | null> => {
    if (quote === null || !total.ok) return null;
    await flush();
    return { quoteId: quote.id, copy };
  };
  const run = async (action: () => Promise<Message | null>): Promise<void> => {
    setBusy(true);
    setStatus(null);
    setSavedPath(null);
    try {
      setStatus(await action());
    } finally {
      setBusy(false);
    }
  };
  // The number main gave (on the first document) shows at once in the quote list and the letter's fields.
  const keepIssue = (issue: QuoteIssue | null): void => {
    if (quote !== null && issue !== null) showIssue(quote.id, issue);
  };
  const savePdf = (copy: DocumentCopy): Promise<void> =>
    run(async () => {
      const asked = await request(copy);
      if (asked === null) return null;
      // Main names the file itself ("<number> <customer>.pdf"): the number is its to give.
      const result = await bridge.saveQuotePdf(asked);
      if (!result.ok) return result.error.message;
      const { path, issue } = result.value;
      keepIssue(issue);
      setSavedPath(path);
      if (path === null) return null;
      return issue === null ? msg('document.status.saved', { path }) : msg('letter.status.saved', { path, number: issue.number });
    });
  // To look at the letter: a draft without a number, opened by the system; nothing is numbered or sent.
  const preview = (): Promise<void> =>
    run(async () => {
      const asked = await request('customer');
      if (asked === null) return null;
      const result = await bridge.previewQuote({ quoteId: asked.quoteId });
      if (!result.ok) return result.error.message;
      const { path, opened } = result.value;
      return msg(opened ? 'document.status.previewed' : 'document.status.previewSaved', { path });
    });
  const showInFolder = async (path: string): Promise<void> => {
    const result = await bridge.showInFolder({ path });
    if (!result.ok) setStatus(result.error.message);
  };
  // Main makes the customer PDF, keeps it in the app's folder and opens a draft (or shows the PDF and copies the text).
  const sendByMail = (): Promise<void> =>
    run(async () => {
      const asked = await request('customer');
      if (asked === null) return null;
      const result = await bridge.sendQuoteByMail({ quoteId: asked.quoteId });
      if (!result.ok) return result.error.message;
      keepIssue(result.value.issue);
      return result.value.status;
    });
  const print = (): Promise<void> =>
    run(async () => {
      const asked = await request(view);
      if (asked === null) return null;
      const result = await bridge.printQuote(asked);
      if (!result.ok) return result.error.message;
      keepIssue(result.value.issue);
      return result.value.printed ? msg('document.status.printing') : msg('document.status.printCancelled');
    });

  // Lines not offered are in the documents, marked and outside the total: said before a PDF is made.
  const leftOut = total.ok ? total.figures.leftOut.noPrice + total.figures.leftOut.discontinued : 0;
  return (
    <>
      <button type="button" onClick={() => void preview()} disabled={!ready} aria-describedby={waitingHint}>
        {t('document.button.preview')}
      </button>
      <button
        type="button"
        onClick={() => quote && sender.ask(quote, () => void savePdf('customer'))}
        disabled={!ready}
        aria-describedby={[waitingHint, leftOut > 0 ? 'document-left-out' : null].filter(Boolean).join(' ') || undefined}
      >
        {t('document.button.customerPdf')}
      </button>
      <button
        type="button"
        onClick={() => quote && sender.ask(quote, () => void sendByMail())}
        disabled={!ready}
        aria-describedby={[waitingHint, leftOut > 0 ? 'document-left-out' : null].filter(Boolean).join(' ') || undefined}
      >
        {t('mail.button.send')}
      </button>
      {view === 'customer' ? null : (
        <button type="button" onClick={() => void savePdf('internal')} disabled={!ready} aria-describedby={waitingHint}>
          {t('document.button.internalPdf')}
        </button>
      )}
      <button
        type="button"
        onClick={() => (view === 'customer' ? quote && sender.ask(quote, () => void print()) : void print())}
        disabled={!ready}
        aria-describedby={waitingHint}
      >
        {t(view === 'customer' ? 'document.button.printCustomer' : 'document.button.printInternal')}
      </button>
      {leftOut > 0 ? (
        <span id="document-left-out" className="field-hint document-left-out">
          {t('quote.offer.documentNote', { count: leftOut })}
        </span>
      ) : null}
      {sender.question}
      {/* Always there, so what appears in it is announced. */}
      <span role="status" className="document-status">
        {status ? text(status) : null}
      </span>
      {savedPath !== null ? (
        <button type="button" onClick={() => void showInFolder(savedPath)}>
          {t('document.button.showInFolder')}
        </button>
      ) : null}
    </>
  );
}
