import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { msg, type Message } from '@shared/i18n/catalogue';
import type { PriceLookupBridge } from '@shared/ipc-contract';
import type { DocumentCopy } from '@shared/quote/copy-shows';
import type { PricedLine, QuoteTotal } from '@shared/quote/priced-quote';
import { quoteSummary } from '@shared/quote/quote-summary';
import type { SavedQuote } from '@shared/quote/saved-quote';
import { appStateQuery } from '../../../api/queries';
import { useRegionalLocale } from '../../../format/regional-locale';
import { useI18n } from '../../../i18n/i18n';

interface CopySummaryButtonProps {
  quote: SavedQuote | null;
  pricedLines: readonly PricedLine[];
  total: QuoteTotal;
  /** The copy the view shows: what the summary says is copyShows'. */
  copy: DocumentCopy;
  bridge: PriceLookupBridge;
  /** Every line is priced: a summary never leaves a line out unsaid. */
  ready: boolean;
  /** The hint saying why it waits, when it does. */
  describedBy?: string | undefined;
}

/** "Copy summary": the quote as a short text for a mail or the phone, lines and total, nothing internal. */
export function CopySummaryButton({ quote, pricedLines, total, copy, bridge, ready, describedBy }: CopySummaryButtonProps) {
  const words = useI18n();
  const locale = useRegionalLocale();
  // The sender's VAT ID, named by an intra-Community supply's note.
  const ownVatId = useQuery(appStateQuery(bridge)).data?.company.vatId ?? '';
  // A message, not text: a switch of the UI language rewords it.
  const [status, setStatus] = useState<{ message: Message; failed: boolean } | null>(null);

  const copySummary = async (): Promise<void> => {
    if (quote === null) return;
    const text = quoteSummary({ quote, pricedLines, total, copy, ownVatId }, words, locale);
    try {
      const result = await bridge.copyText({ text });
      setStatus(
        result.ok
          ? { message: msg('phone.summary.copied', { count: pricedLines.length }), failed: false }
          : { message: result.error.message, failed: true },
      );
    } catch (error) {
      setStatus({
        message: msg('lookup.error.noAnswer', { reason: error instanceof Error ? error.message : String(error) }),
        failed: true,
      });
    }
  };

  return (
    <>
      <button type="button" onClick={() => void copySummary()} disabled={quote === null || !ready} aria-describedby={describedBy}>
        {words.t('phone.summary.button')}
      </button>
      {/* Always there, so the message is announced when it appears. */}
      <span role="status" className={status?.failed ? 'field-error' : 'field-hint'}>
        {status === null ? null : words.text(status.message)}
      </span>
    </>
  );
}
