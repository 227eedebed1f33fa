import { useQuery } from '@tanstack/react-query';
import type { SheetCell } from '@shared/csv-text';
import { suggestedFileName } from '@shared/file-name';
import { msg, type Message } from '@shared/i18n/catalogue';
import type { PriceLookupBridge } from '@shared/ipc-contract';
import type { PricedLine, QuoteTotal } from '@shared/quote/priced-quote';
import type { DocumentCopy } from '@shared/quote/copy-shows';
import { quoteBasis } from '@shared/quote/quote-figures';
import type { SavedQuote } from '@shared/quote/saved-quote';
import { appStateQuery } from '../../../api/queries';
import { useRegionalLocale } from '../../../format/regional-locale';
import { useI18n } from '../../../i18n/i18n';
import { CopySummaryButton } from './copy-summary-button';
import { QuoteDocumentButtons } from './quote-document-buttons';
import { quoteRows, toCsv, toTsv } from './quote-export';

interface QuoteExportButtonsProps {
  bridge: PriceLookupBridge;
  quote: SavedQuote | null;
  pricedLines: PricedLine[];
  total: QuoteTotal;
  /** The copy the view shows: the copies made here are that copy. */
  copy: DocumentCopy;
  /** Lines on the quote, priced or not: what leaves the app has every one of them or waits. */
  lineCount: number;
  /** What an export did, for the quote's status line (`failed`: it did not happen); null says nothing. */
  onStatus: (status: Message | null, failed?: boolean) => void;
}

/** The quote out of the app: copied as a table, saved as CSV, summarised, printed or saved as a PDF. */
export function QuoteExportButtons({ bridge, quote, pricedLines, total, copy, lineCount, onStatus }: QuoteExportButtonsProps) {
  const words = useI18n();
  const { t } = words;
  const locale = useRegionalLocale();
  // The sender's VAT ID, named by an intra-Community supply's note.
  const ownVatId = useQuery(appStateQuery(bridge)).data?.company.vatId ?? '';
  const exportRows = (): SheetCell[][] => quoteRows(pricedLines, total, { locale, words, copy, basis: quoteBasis(quote ?? {}), ownVatId });
  const copyTable = async (): Promise<void> => {
    const result = await bridge.copyText({ text: toTsv(exportRows()) });
    if (result.ok) onStatus(msg('quote.export.copied', { count: pricedLines.length }));
    else onStatus(result.error.message, true);
  };
  const saveCsv = async (): Promise<void> => {
    const quoteName = quote?.name ?? t('quote.export.fallbackFileName');
    const fileName = copy === 'customer' ? t('quote.export.customerFileName', { name: quoteName }) : quoteName;
    // Safe on Windows and macOS; main accepts no other.
    const name = suggestedFileName(fileName, 'csv', t('quote.export.fallbackFileName'));
    const result = await bridge.saveCsv({ suggestedName: name, content: toCsv(exportRows(), locale) });
    if (!result.ok) onStatus(result.error.message, true);
    else onStatus(result.value.path === null ? null : msg('quote.export.saved', { path: result.value.path }));
  };
  // A line not priced (still asked, or failed) would be missing from what is copied, saved or sent: all wait.
  const waiting = lineCount - pricedLines.length;
  const ready = pricedLines.length > 0 && waiting === 0;
  const describedBy = waiting > 0 ? 'quote-export-waiting' : undefined;
  return (
    <div className="quote-export">
      <button type="button" onClick={() => void copyTable()} disabled={!ready} aria-describedby={describedBy}>
        {t('quote.export.copy')}
      </button>
      <button type="button" onClick={() => void saveCsv()} disabled={!ready} aria-describedby={describedBy}>
        {t('quote.export.saveCsv')}
      </button>
      <CopySummaryButton
        quote={quote}
        pricedLines={pricedLines}
        total={total}
        copy={copy}
        bridge={bridge}
        ready={ready}
        describedBy={describedBy}
      />
      {waiting > 0 && pricedLines.length > 0 ? (
        <span id="quote-export-waiting" className="field-hint">
          {t('quote.export.waitsForPrices', { count: waiting })}
        </span>
      ) : null}
      <QuoteDocumentButtons ready={ready} waitingHint={describedBy} quote={quote} total={total} view={copy} bridge={bridge} />
    </div>
  );
}
